import { paths } from '../../../../common/paths';
import type { StepId } from '../onboardingSlice';
import { familyHistory } from './familyHistory';
import { gynecologicalInfo } from './gynecologicalInfo';
import { infoPersonal } from './infoPersonal';
import { pathologicalHistory } from './pathologicalHistory';
import { perimenopause } from './perimenopause';
import { personalHistory } from './personalHistory';
import type { StepDef } from './types';
import { urinaryHealth } from './urinaryHealth';

/** The route of each step, in SPEC §2 order: the stepper and 'Atrás'/'Siguiente' follow it. */
export const stepPaths: Record<StepId, string> = {
  'info-personal': paths.infoPersonal,
  'antecedentes-familiares': paths.familyHistory,
  'antecedentes-personales': paths.personalHistory,
  'salud-urinaria': paths.urinaryHealth,
  'antecedentes-patologicos': paths.pathologicalHistory,
  'informacion-ginecologica': paths.gynecologicalInfo,
  perimenopausia: paths.perimenopause,
  'terminos-condiciones': paths.terms,
};

export { stepTitles } from './titles';

export const questionnaire = {
  'info-personal': infoPersonal,
  'antecedentes-familiares': familyHistory,
  'antecedentes-personales': personalHistory,
  'salud-urinaria': urinaryHealth,
  'antecedentes-patologicos': pathologicalHistory,
  'informacion-ginecologica': gynecologicalInfo,
  perimenopausia: perimenopause,
} as const;

export type QuestionnaireStepId = keyof typeof questionnaire;
/** Any step seen through the generic component, which only moves values between its own methods. */
export const stepDef = (id: QuestionnaireStepId) => questionnaire[id] as unknown as StepDef<Record<string, unknown>, unknown, unknown>;
