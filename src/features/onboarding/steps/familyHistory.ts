import { api, type FamilyHistory, type FamilyHistorySaved } from '../../../api';
import { detailIf, isYes, ticked, tickedFrom, yesNo } from './convert';
import { messages } from './messages';
import { answered, detailsWhenYes, object } from './rules';
import type { StepDef, YesNo } from './types';

export interface FamilyHistoryValues {
  conditions: string[];
  hasCancerHistory: YesNo;
  cancerHistoryDetails: string;
  cancerTypes: string[];
  otherCancerDetails: string;
  hasBreastCancerHistory: YesNo;
}

type ConditionKey = Exclude<keyof FamilyHistory, `has${string}` | `${string}Details`>;

const conditions: Array<{ value: ConditionKey; label: string }> = [
  { value: 'obesityOrOverweight', label: 'Obesidad o sobrepeso' },
  { value: 'thrombosis', label: 'Trombosis' },
  { value: 'diabetes', label: 'Diabetes' },
  { value: 'arterialHypertension', label: 'Hipertensión arterial' },
  { value: 'highCholesterol', label: 'Colesterol alto' },
  { value: 'heartProblems', label: 'Problemas del corazón' },
  { value: 'autoimmuneDiseases', label: 'Enfermedades autoinmunes' },
  { value: 'hipFracture', label: 'Fractura de cadera' },
  { value: 'thyroidProblems', label: 'Problemas de tiroides' },
  { value: 'depression', label: 'Depresión' },
  { value: 'psychiatricDisorders', label: 'Trastornos psiquiátricos' },
  { value: 'substanceAbuse', label: 'Abuso de sustancias' },
  { value: 'dementiaOrParkinson', label: 'Demencia o Parkinson' },
  { value: 'geneticDisorders', label: 'Enfermedades genéticas' },
];

const cancerTypes = [
  { value: 'hasUterineCancer', label: 'Cáncer de útero' },
  { value: 'hasOvarianCancer', label: 'Cáncer de ovario' },
  { value: 'hasCervicalCancer', label: 'Cáncer cervicouterino' },
] as const;

export const familyHistory: StepDef<FamilyHistoryValues, FamilyHistory, FamilyHistorySaved> = {
  id: 'antecedentes-familiares',
  sections: [
    {
      fields: [
        {
          kind: 'checkboxes',
          name: 'conditions',
          label: '¿Alguno de tus familiares ha tenido alguna de estas condiciones?',
          options: conditions,
        },
      ],
    },
    {
      title: 'Cáncer',
      fields: [
        { kind: 'yesno', name: 'hasCancerHistory', label: '¿Hay antecedentes de cáncer en tu familia?' },
        {
          kind: 'textarea',
          name: 'cancerHistoryDetails',
          label: '¿Quién y qué tipo de cáncer?',
          showWhen: { field: 'hasCancerHistory', equals: 'si' },
        },
        {
          kind: 'checkboxes',
          name: 'cancerTypes',
          label: 'Marca si alguno fue de estos tipos',
          options: [...cancerTypes],
          showWhen: { field: 'hasCancerHistory', equals: 'si' },
        },
        {
          kind: 'text',
          name: 'otherCancerDetails',
          label: 'Otro tipo de cáncer (opcional)',
          showWhen: { field: 'hasCancerHistory', equals: 'si' },
        },
        { kind: 'yesno', name: 'hasBreastCancerHistory', label: '¿Hay antecedentes de cáncer de mama en tu familia?' },
      ],
    },
  ],
  initialValues: {
    conditions: [],
    hasCancerHistory: '',
    cancerHistoryDetails: '',
    cancerTypes: [],
    otherCancerDetails: '',
    hasBreastCancerHistory: '',
  },
  schema: object({
    hasCancerHistory: answered(),
    cancerHistoryDetails: detailsWhenYes('hasCancerHistory', messages.cancerDetails),
    hasBreastCancerHistory: answered(),
  }),
  load: (openmrsId) => api.endpoints.getFamilyHistory.initiate({ openmrsId }),
  save: (openmrsId, payload) => api.endpoints.saveFamilyHistory.initiate({ openmrsId, familyHistory: payload }),
  toPayload: (v) => {
    const cancer = isYes(v.hasCancerHistory);
    return {
      ...(Object.fromEntries(conditions.map(({ value }) => [value, ticked(v.conditions, value)])) as Record<ConditionKey, boolean>),
      hasCancerHistory: cancer,
      hasBreastCancerHistory: isYes(v.hasBreastCancerHistory),
      hasUterineCancer: cancer && ticked(v.cancerTypes, 'hasUterineCancer'),
      hasOvarianCancer: cancer && ticked(v.cancerTypes, 'hasOvarianCancer'),
      hasCervicalCancer: cancer && ticked(v.cancerTypes, 'hasCervicalCancer'),
      cancerHistoryDetails: detailIf(v.hasCancerHistory, v.cancerHistoryDetails),
      otherCancerDetails: detailIf(v.hasCancerHistory, v.otherCancerDetails),
    };
  },
  fromSaved: (s) => ({
    conditions: tickedFrom(Object.fromEntries(conditions.map(({ value }) => [value, s[value]]))),
    hasCancerHistory: yesNo(s.hasCancerHistory),
    cancerHistoryDetails: s.cancerHistoryDetails ?? '',
    cancerTypes: tickedFrom({
      hasUterineCancer: s.hasUterineCancer,
      hasOvarianCancer: s.hasOvarianCancer,
      hasCervicalCancer: s.hasCervicalCancer,
    }),
    otherCancerDetails: s.otherCancerDetails ?? '',
    hasBreastCancerHistory: yesNo(s.hasBreastCancerHistory),
  }),
};
