/**
 * The 10 items of the Hot Flash Related Daily Interference Scale in the scale's order (Carpenter JS. The
 * Hot Flash Related Daily Interference Scale: a tool for assessing the impact of hot flashes on quality of
 * life following breast cancer. J Pain Symptom Manage 2001;22(6):979-89), answered 0 (no interfirieron) to
 * 10 (interfirieron por completo) about the past week; the server scores the mean by position only.
 *
 * Wording: TRANSLATION TO REPLACE. A licensed Spanish version of the HFRDIS was not available when this was
 * written; these texts are a careful translation of the English items, close to how the clinic speaks to
 * its patients. Replace them with the validated Spanish wording when the clinic obtains it; the texts can
 * change freely, the order must not.
 */
export const HFRDIS_QUESTION = 'En la última semana, ¿cuánto interfirieron los bochornos con…?';

export const hfrdisItems: readonly string[] = [
  'Tu trabajo (dentro o fuera de casa)',
  'Tus actividades sociales (convivir con otras personas)',
  'Tus actividades de descanso y recreación',
  'Tu sueño',
  'Tu estado de ánimo',
  'Tu concentración',
  'Tu relación con otras personas',
  'Tu vida sexual',
  'Tu disfrute de la vida',
  'Tu calidad de vida en general',
];

export const HFRDIS_SCALE_HINT = '0 = no interfirieron, 10 = interfirieron por completo.';
