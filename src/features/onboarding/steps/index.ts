import { api } from '../../../api';
import { paths } from '../../../lib/paths';
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
 * Each step's server calls, as thunks the generic step dispatches (the generated hooks cannot be
 * chosen at run time). The payload type is the step's own; the cast is checked by each StepDef.
 */
type Thunk = ReturnType<typeof api.endpoints.getFamilyHistory.initiate>;
export interface StepEndpoints {
  load(openmrsId: string): Thunk;
  save(openmrsId: string, payload: unknown): ReturnType<typeof api.endpoints.saveFamilyHistory.initiate>;
}
const e = api.endpoints;
/* eslint-disable @typescript-eslint/no-explicit-any */
const endpoints: Record<Exclude<StepId, 'terminos-condiciones'>, StepEndpoints> = {
  'info-personal': {
    load: (openmrsId) => e.getPersonalInfo.initiate({ openmrsId }) as any,
    save: (openmrsId, payload) => e.savePersonalInfo.initiate({ openmrsId, personalInfo: payload as any }) as any,
  },
  'antecedentes-familiares': {
    load: (openmrsId) => e.getFamilyHistory.initiate({ openmrsId }),
    save: (openmrsId, payload) => e.saveFamilyHistory.initiate({ openmrsId, familyHistory: payload as any }),
  },
  'antecedentes-personales': {
    load: (openmrsId) => e.getNonPathologicalHistory.initiate({ openmrsId }) as any,
    save: (openmrsId, payload) => e.saveNonPathologicalHistory.initiate({ openmrsId, nonPathologicalHistory: payload as any }) as any,
  },
  'salud-urinaria': {
    load: (openmrsId) => e.getUrinaryHealth.initiate({ openmrsId }) as any,
    save: (openmrsId, payload) => e.saveUrinaryHealth.initiate({ openmrsId, urinaryHealth: payload as any }) as any,
  },
  'antecedentes-patologicos': {
    load: (openmrsId) => e.getPathologicalHistory.initiate({ openmrsId }) as any,
    save: (openmrsId, payload) => e.savePathologicalHistory.initiate({ openmrsId, pathologicalHistory: payload as any }) as any,
  },
  'informacion-ginecologica': {
    load: (openmrsId) => e.getGynecologicalInfo.initiate({ openmrsId }) as any,
    save: (openmrsId, payload) => e.saveGynecologicalInfo.initiate({ openmrsId, gynecologicalInfo: payload as any }) as any,
  },
  perimenopausia: {
    load: (openmrsId) => e.getMenopauseSymptoms.initiate({ openmrsId }) as any,
    save: (openmrsId, payload) => e.saveMenopauseSymptoms.initiate({ openmrsId, menopauseSymptoms: payload as any }) as any,
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

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
export const stepEndpoints = (id: QuestionnaireStepId) => endpoints[id];
export const stepDef = (id: QuestionnaireStepId) => questionnaire[id] as unknown as StepDef<Record<string, unknown>, unknown, unknown>;
