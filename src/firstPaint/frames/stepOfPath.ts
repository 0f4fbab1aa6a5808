import type { StepId } from '../../features/onboarding/onboardingSlice';
import { paths } from '../../../common/paths';

/** The questionnaire step each step's path shows: its frame's stepper and its skeleton's questions read it. */
export const stepOfPath: Record<string, StepId> = {
  [paths.infoPersonal]: 'info-personal',
  [paths.familyHistory]: 'antecedentes-familiares',
  [paths.personalHistory]: 'antecedentes-personales',
  [paths.urinaryHealth]: 'salud-urinaria',
  [paths.pathologicalHistory]: 'antecedentes-patologicos',
  [paths.gynecologicalInfo]: 'informacion-ginecologica',
  [paths.perimenopause]: 'perimenopausia',
  [paths.terms]: 'terminos-condiciones',
};
