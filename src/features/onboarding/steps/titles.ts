import type { StepId } from '../onboardingSlice';

/** The stepper's names of the steps; apart from the step definitions so step 8 does not load steps 1–7. */
export const stepTitles: Record<StepId, string> = {
  'info-personal': 'Información personal',
  'antecedentes-familiares': 'Antecedentes familiares',
  'antecedentes-personales': 'Antecedentes personales',
  'salud-urinaria': 'Salud urinaria',
  'antecedentes-patologicos': 'Antecedentes patológicos',
  'informacion-ginecologica': 'Información ginecológica',
  perimenopausia: 'Perimenopausia',
  'terminos-condiciones': 'Aviso de privacidad',
};

/**
 * Each step's page heading and intro. They belong to the page's frame, which the server sends in the
 * HTML (src/firstPaint/frames), so they live here, light, rather than in the step definitions.
 */
export const stepHeadings: Record<StepId, { title: string; intro?: string }> = {
  'info-personal': {
    title: 'Información personal',
    intro: 'Estos datos nos ayudan a conocerte y a enviarte tus medicamentos.',
  },
  'antecedentes-familiares': {
    title: 'Antecedentes familiares',
    intro: 'Cuéntanos sobre la salud de tus familiares directos (madre, padre, hermanas, hermanos, abuelos).',
  },
  'antecedentes-personales': { title: 'Antecedentes personales no patológicos' },
  'salud-urinaria': { title: 'Salud urinaria' },
  'antecedentes-patologicos': { title: 'Antecedentes patológicos y estilo de vida' },
  'informacion-ginecologica': {
    title: 'Información ginecológica',
    intro:
      'Tus respuestas sobre embarazos, menstruación, cirugías, estudios y anticoncepción ayudan a tu médica a elegir el tratamiento adecuado para ti.',
  },
  perimenopausia: { title: 'Perimenopausia y menopausia' },
  'terminos-condiciones': { title: 'Aviso de privacidad y firma digital' },
};
