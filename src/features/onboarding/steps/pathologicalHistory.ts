import { api, type PathologicalHistory, type PathologicalHistorySaved } from '../../../api';
import { detailIf, isYes, ticked, tickedFrom, yesNo } from './convert';
import { messages } from './messages';
import { answered, array, detailsWhenYes, object, string } from './rules';
import type { StepDef, YesNo } from './types';

export interface PathologicalHistoryValues {
  smokesOrVapes: YesNo;
  smokingFrequency: string;
  drinksAlcohol: YesNo;
  alcoholFrequency: string;
  usesDrugs: YesNo;
  drugDetails: string;
  exercises: YesNo;
  exerciseFrequency: string;
  exerciseType: string;
  weightLossTreatment: YesNo;
  weightLossTreatmentDetails: string;
  conditions: string[];
  otherConditions: string;
}

/** 'Ninguna' excludes every other condition (SPEC §4); the field renderer enforces it while ticking. */
export const NONE = 'conditionsNone';
export const OTHER = 'other';

const conditionFlags = [
  'abnormalBleeding',
  'stroke',
  'heartAttack',
  'hypertension',
  'liverDisease',
  'ischemicAttack',
  'thrombosis',
] as const;

const conditionOptions = [
  { value: NONE, label: 'Ninguna' },
  { value: 'abnormalBleeding', label: 'Sangrado vaginal anormal' },
  { value: 'stroke', label: 'Derrame o embolia cerebral' },
  { value: 'heartAttack', label: 'Infarto' },
  { value: 'hypertension', label: 'Hipertensión' },
  { value: 'liverDisease', label: 'Enfermedad del hígado' },
  { value: 'ischemicAttack', label: 'Ataque isquémico transitorio' },
  { value: 'thrombosis', label: 'Trombosis' },
  { value: OTHER, label: 'Otro' },
];

export const exerciseFrequencies = ['1', '2', '3', '4', '5', '6', '7+'] as const;
type ExerciseFrequency = (typeof exerciseFrequencies)[number];

const when = (field: string) => ({ field, equals: 'si' });

export const pathologicalHistory: StepDef<PathologicalHistoryValues, PathologicalHistory, PathologicalHistorySaved> = {
  id: 'antecedentes-patologicos',
  sections: [
    {
      title: 'Estilo de vida',
      fields: [
        { kind: 'yesno', name: 'smokesOrVapes', label: '¿Fumas o vapeas?' },
        {
          kind: 'text',
          name: 'smokingFrequency',
          label: '¿Con qué frecuencia?',
          placeholder: 'Ej. 5 cigarros al día',
          showWhen: when('smokesOrVapes'),
        },
        { kind: 'yesno', name: 'drinksAlcohol', label: '¿Tomas bebidas alcohólicas?' },
        {
          kind: 'text',
          name: 'alcoholFrequency',
          label: '¿Con qué frecuencia?',
          placeholder: 'Ej. una copa los fines de semana',
          showWhen: when('drinksAlcohol'),
        },
        { kind: 'yesno', name: 'usesDrugs', label: '¿Consumes alguna droga?' },
        { kind: 'text', name: 'drugDetails', label: '¿Cuál y con qué frecuencia?', showWhen: when('usesDrugs') },
        { kind: 'yesno', name: 'exercises', label: '¿Haces ejercicio?' },
        {
          kind: 'select',
          name: 'exerciseFrequency',
          label: '¿Cuántas veces por semana?',
          options: exerciseFrequencies.map((f) => ({ value: f, label: f === '7+' ? '7 o más' : f })),
          showWhen: when('exercises'),
        },
        {
          kind: 'text',
          name: 'exerciseType',
          label: '¿Qué tipo de ejercicio?',
          placeholder: 'Ej. caminata, yoga',
          showWhen: when('exercises'),
        },
        { kind: 'yesno', name: 'weightLossTreatment', label: '¿Has llevado algún tratamiento para bajar de peso?' },
        { kind: 'text', name: 'weightLossTreatmentDetails', label: '¿Cuál tratamiento?', showWhen: when('weightLossTreatment') },
      ],
    },
    {
      title: 'Condiciones médicas',
      fields: [
        {
          kind: 'checkboxes',
          name: 'conditions',
          label: '¿Has tenido alguna de estas condiciones?',
          options: conditionOptions,
          exclusive: NONE,
        },
        {
          kind: 'text',
          name: 'otherConditions',
          label: '¿Cuál otra condición?',
          enabledWhenChecked: { field: 'conditions', value: OTHER },
        },
      ],
    },
  ],
  initialValues: {
    smokesOrVapes: '',
    smokingFrequency: '',
    drinksAlcohol: '',
    alcoholFrequency: '',
    usesDrugs: '',
    drugDetails: '',
    exercises: '',
    exerciseFrequency: '',
    exerciseType: '',
    weightLossTreatment: '',
    weightLossTreatmentDetails: '',
    conditions: [],
    otherConditions: '',
  },
  schema: object({
    smokesOrVapes: answered(),
    smokingFrequency: detailsWhenYes('smokesOrVapes'),
    drinksAlcohol: answered(),
    alcoholFrequency: detailsWhenYes('drinksAlcohol'),
    usesDrugs: answered(),
    drugDetails: detailsWhenYes('usesDrugs'),
    exercises: answered(),
    exerciseFrequency: string().when('exercises', {
      is: 'si',
      then: (s) => s.required(messages.required).oneOf([...exerciseFrequencies], messages.required),
    }),
    exerciseType: detailsWhenYes('exercises'),
    weightLossTreatment: answered(),
    weightLossTreatmentDetails: detailsWhenYes('weightLossTreatment'),
    conditions: array().of(string().required()).min(1, messages.conditionNeeded),
  }),
  load: (openmrsId) => api.endpoints.getPathologicalHistory.initiate({ openmrsId }),
  save: (openmrsId, payload) => api.endpoints.savePathologicalHistory.initiate({ openmrsId, pathologicalHistory: payload }),
  toPayload: (v) => {
    const exercises = isYes(v.exercises);
    return {
      smokesOrVapes: isYes(v.smokesOrVapes),
      smokingFrequency: detailIf(v.smokesOrVapes, v.smokingFrequency),
      drinksAlcohol: isYes(v.drinksAlcohol),
      alcoholFrequency: detailIf(v.drinksAlcohol, v.alcoholFrequency),
      usesDrugs: isYes(v.usesDrugs),
      drugDetails: detailIf(v.usesDrugs, v.drugDetails),
      exercises,
      exerciseFrequency: exercises && v.exerciseFrequency ? (v.exerciseFrequency as ExerciseFrequency) : null,
      exerciseType: detailIf(v.exercises, v.exerciseType),
      weightLossTreatment: isYes(v.weightLossTreatment),
      weightLossTreatmentDetails: detailIf(v.weightLossTreatment, v.weightLossTreatmentDetails),
      conditionsNone: ticked(v.conditions, NONE),
      ...(Object.fromEntries(conditionFlags.map((flag) => [flag, ticked(v.conditions, flag)])) as Record<
        (typeof conditionFlags)[number],
        boolean
      >),
      otherConditions: ticked(v.conditions, OTHER) ? v.otherConditions.trim() : '',
    };
  },
  fromSaved: (s) => ({
    smokesOrVapes: yesNo(s.smokesOrVapes),
    smokingFrequency: s.smokingFrequency ?? '',
    drinksAlcohol: yesNo(s.drinksAlcohol),
    alcoholFrequency: s.alcoholFrequency ?? '',
    usesDrugs: yesNo(s.usesDrugs),
    drugDetails: s.drugDetails ?? '',
    exercises: yesNo(s.exercises),
    exerciseFrequency: s.exerciseFrequency ?? '',
    exerciseType: s.exerciseType ?? '',
    weightLossTreatment: yesNo(s.weightLossTreatment),
    weightLossTreatmentDetails: s.weightLossTreatmentDetails ?? '',
    conditions: tickedFrom({
      [NONE]: s.conditionsNone,
      ...Object.fromEntries(conditionFlags.map((flag) => [flag, s[flag]])),
      [OTHER]: s.otherConditions !== '',
    }),
    otherConditions: s.otherConditions,
  }),
};
