import { api, type NonPathologicalHistory, type NonPathologicalHistorySaved } from '../../../api';
import { detailIf, isYes, textOrNull, yesNo } from './convert';
import { messages } from './messages';
import { answered, array, detailsWhenYes, object, string } from './rules';
import type { MedicationRow, StepDef, YesNo } from './types';

export interface PersonalHistoryValues {
  hasAllergies: YesNo;
  /** Collected but not sent (SPEC §3). */
  allergyDetails: string;
  takesMedication: YesNo;
  medications: MedicationRow[];
  hasSurgeries: YesNo;
  surgeryDetails: string;
  hasTransfusions: YesNo;
  hasHepatitis: YesNo;
  hasDiabetes: YesNo;
  hasThyroidProblems: YesNo;
  thyroidProblemDetails: string;
  otherRelevantHistory: string;
}

export const emptyMedication: MedicationRow = { name: '', brand: '', dose: '', diagnosis: '', duration: '' };

const medicationRow = object({
  name: string().trim().required(messages.medicationFields),
  brand: string().trim().required(messages.medicationFields),
  dose: string().trim().required(messages.medicationFields),
  diagnosis: string().trim().required(messages.medicationFields),
  duration: string().trim().required(messages.medicationFields),
});

const when = (field: string) => ({ field, equals: 'si' });

export const personalHistory: StepDef<PersonalHistoryValues, NonPathologicalHistory, NonPathologicalHistorySaved> = {
  id: 'antecedentes-personales',
  sections: [
    {
      fields: [
        { kind: 'yesno', name: 'hasAllergies', label: '¿Tienes alguna alergia?' },
        { kind: 'textarea', name: 'allergyDetails', label: '¿A qué eres alérgica?', showWhen: when('hasAllergies') },
        { kind: 'yesno', name: 'takesMedication', label: '¿Tomas algún medicamento actualmente?' },
        { kind: 'medications', name: 'medications', label: 'Medicamentos que tomas', showWhen: when('takesMedication') },
        { kind: 'yesno', name: 'hasSurgeries', label: '¿Te han realizado alguna cirugía?' },
        { kind: 'textarea', name: 'surgeryDetails', label: '¿Qué cirugías y en qué año?', showWhen: when('hasSurgeries') },
        { kind: 'yesno', name: 'hasTransfusions', label: '¿Has recibido transfusiones de sangre?' },
        { kind: 'yesno', name: 'hasHepatitis', label: '¿Has tenido hepatitis?' },
        { kind: 'yesno', name: 'hasDiabetes', label: '¿Tienes diabetes?' },
        { kind: 'yesno', name: 'hasThyroidProblems', label: '¿Tienes problemas de tiroides?' },
        { kind: 'textarea', name: 'thyroidProblemDetails', label: '¿Qué problema de tiroides?', showWhen: when('hasThyroidProblems') },
        { kind: 'textarea', name: 'otherRelevantHistory', label: 'Otros antecedentes que quieras compartir (opcional)' },
      ],
    },
  ],
  initialValues: {
    hasAllergies: '',
    allergyDetails: '',
    takesMedication: '',
    medications: [],
    hasSurgeries: '',
    surgeryDetails: '',
    hasTransfusions: '',
    hasHepatitis: '',
    hasDiabetes: '',
    hasThyroidProblems: '',
    thyroidProblemDetails: '',
    otherRelevantHistory: '',
  },
  schema: object({
    hasAllergies: answered(),
    allergyDetails: detailsWhenYes('hasAllergies'),
    takesMedication: answered(),
    medications: array().when('takesMedication', {
      is: 'si',
      then: (s) => s.min(1, messages.medicationNeeded).of(medicationRow),
      otherwise: (s) => s.notRequired(),
    }),
    hasSurgeries: answered(),
    surgeryDetails: detailsWhenYes('hasSurgeries'),
    hasTransfusions: answered(),
    hasHepatitis: answered(),
    hasDiabetes: answered(),
    hasThyroidProblems: answered(),
    thyroidProblemDetails: detailsWhenYes('hasThyroidProblems'),
  }),
  load: (openmrsId) => api.endpoints.getNonPathologicalHistory.initiate({ openmrsId }),
  save: (openmrsId, payload) => api.endpoints.saveNonPathologicalHistory.initiate({ openmrsId, nonPathologicalHistory: payload }),
  toPayload: (v) => ({
    hasAllergies: isYes(v.hasAllergies),
    takesMedication: isYes(v.takesMedication),
    hasSurgeries: isYes(v.hasSurgeries),
    hasTransfusions: isYes(v.hasTransfusions),
    hasHepatitis: isYes(v.hasHepatitis),
    hasDiabetes: isYes(v.hasDiabetes),
    hasThyroidProblems: isYes(v.hasThyroidProblems),
    surgeryDetails: detailIf(v.hasSurgeries, v.surgeryDetails),
    thyroidProblemDetails: detailIf(v.hasThyroidProblems, v.thyroidProblemDetails),
    otherRelevantHistory: textOrNull(v.otherRelevantHistory),
    medications: isYes(v.takesMedication)
      ? v.medications.map((m) => ({
          name: m.name.trim(),
          brand: m.brand.trim(),
          dose: m.dose.trim(),
          diagnosis: m.diagnosis.trim(),
          duration: m.duration.trim(),
        }))
      : [],
  }),
  fromSaved: (s) => ({
    hasAllergies: yesNo(s.hasAllergies),
    allergyDetails: '',
    takesMedication: yesNo(s.takesMedication),
    medications: s.medications.map((m) => ({ ...m })),
    hasSurgeries: yesNo(s.hasSurgeries),
    surgeryDetails: s.surgeryDetails ?? '',
    hasTransfusions: yesNo(s.hasTransfusions),
    hasHepatitis: yesNo(s.hasHepatitis),
    hasDiabetes: yesNo(s.hasDiabetes),
    hasThyroidProblems: yesNo(s.hasThyroidProblems),
    thyroidProblemDetails: s.thyroidProblemDetails ?? '',
    otherRelevantHistory: s.otherRelevantHistory ?? '',
  }),
};
