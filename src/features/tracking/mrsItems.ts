/**
 * The 11 items of the Menopause Rating Scale in the scale's order (Heinemann et al., Health Qual Life
 * Outcomes 2003;1:28), with the five answer levels 0–4.
 *
 * Wording: the official Spanish (Mexico/Argentina) version distributed by the MRS authors
 * (zeg-berlin.de / menopause-rating-scale.info) could not be retrieved when this was written; these
 * texts are a careful translation of the items and their examples, in the MRS item order and close to
 * the Spanish-language versions in clinical use. Replace them with the licensed official wording when
 * the clinic obtains it; the server scores by position only, so the texts can change freely.
 */
export const MRS_QUESTION = '¿Cuáles de estas molestias sientes actualmente, y con qué intensidad?';

export const mrsItems: ReadonlyArray<{ title: string; examples: string }> = [
  { title: 'Bochornos, sudoración', examples: 'episodios de calor o de sudor' },
  { title: 'Molestias del corazón', examples: 'sentir los latidos, palpitaciones, opresión en el pecho' },
  { title: 'Problemas de sueño', examples: 'dificultad para dormirse o para dormir toda la noche, despertar muy temprano' },
  { title: 'Estado de ánimo depresivo', examples: 'sentirse decaída, triste, a punto de llorar, sin ganas, cambios de humor' },
  { title: 'Irritabilidad', examples: 'sentirse nerviosa, tensa, agresiva' },
  { title: 'Ansiedad', examples: 'sentirse inquieta, con pánico' },
  {
    title: 'Agotamiento físico y mental',
    examples: 'menor rendimiento en general, problemas de memoria o de concentración, olvidos',
  },
  { title: 'Problemas sexuales', examples: 'cambios en el deseo, en la actividad o en la satisfacción sexual' },
  { title: 'Problemas de vejiga', examples: 'dificultad para orinar, necesidad frecuente de orinar, pérdidas de orina' },
  { title: 'Sequedad vaginal', examples: 'sensación de sequedad o ardor en la vagina, molestias en las relaciones sexuales' },
  {
    title: 'Molestias musculares y de las articulaciones',
    examples: 'dolores en las articulaciones, dolores reumáticos',
  },
];

export const mrsLevels = ['Ninguno', 'Leve', 'Moderado', 'Severo', 'Muy severo'] as const;
