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
