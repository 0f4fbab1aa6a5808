import { api, type MenopauseSymptoms, type MenopauseSymptomsSaved } from '../../../api';
import { intOr, isYes, textOrNull, yesNo } from './convert';
import { object } from './rules';
import type { FieldDef, StepDef, YesNo } from './types';

/** The 0-10 answers the step asks; four of them are summed in pairs into the payload. */
const scales = {
  hotFlashes: 'Bochornos',
  nightSweats: 'Sudores nocturnos',
  vaginalDryness: 'Resequedad vaginal',
  painfulIntercourse: 'Dolor en las relaciones sexuales',
  lowLibido: 'Bajo deseo sexual',
  moodSwings: 'Cambios de humor',
  anxiety: 'Ansiedad',
  brainFog: 'Niebla mental o falta de concentración',
  insomnia: 'Insomnio',
  weightGain: 'Aumento de peso',
  jointPain: 'Dolor en las articulaciones',
  skinProblems: 'Problemas de piel',
  hairLoss: 'Caída de cabello',
  fatigue: 'Fatiga',
  lackOfEnergy: 'Falta de energía',
} as const;
type Scale = keyof typeof scales;

export type PerimenopauseValues = Record<Scale, string> & {
  /** Collected but not sent (SPEC §3), down to gynecologist contact. */
  qualityOfLife: string[];
  sexualConcerns: string;
  topSymptoms: string;
  doctorTypes: string[];
  hormoneTherapy: YesNo;
  medicationAllergies: string;
  questions: string;
  consentContactGynecologist: YesNo;
  gynecologistName: string;
  gynecologistPhone: string;
  gynecologistEmail: string;
};

const level = (value: string) => {
  const n = intOr(value, 0) as number;
  return Math.min(10, Math.max(0, n));
};

const scaleFields: FieldDef[] = (Object.entries(scales) as Array<[Scale, string]>).map(([name, label]) => ({ kind: 'scale', name, label }));
const withConsent = { field: 'consentContactGynecologist', equals: 'si' };

export const perimenopause: StepDef<PerimenopauseValues, MenopauseSymptoms, MenopauseSymptomsSaved> = {
  id: 'perimenopausia',
  sections: [
    {
      title: 'Tus síntomas',
      fields: scaleFields,
    },
    {
      title: 'Tu bienestar',
      fields: [
        {
          kind: 'checkboxes',
          name: 'qualityOfLife',
          label: '¿En qué áreas afectan tus síntomas tu calidad de vida?',
          options: [
            { value: 'trabajo', label: 'Trabajo' },
            { value: 'pareja', label: 'Relación de pareja' },
            { value: 'familia', label: 'Familia' },
            { value: 'vida-social', label: 'Vida social' },
            { value: 'sueno', label: 'Sueño' },
          ],
        },
        { kind: 'textarea', name: 'sexualConcerns', label: '¿Tienes alguna preocupación sobre tu vida sexual? (opcional)' },
        { kind: 'text', name: 'topSymptoms', label: '¿Cuáles son los dos síntomas que más te molestan?' },
        {
          kind: 'checkboxes',
          name: 'doctorTypes',
          label: '¿Con qué especialistas has consultado estos síntomas?',
          options: [
            { value: 'ginecologia', label: 'Ginecología' },
            { value: 'medicina-general', label: 'Medicina general' },
            { value: 'endocrinologia', label: 'Endocrinología' },
            { value: 'psicologia', label: 'Psicología o psiquiatría' },
            { value: 'ninguno', label: 'Ninguno' },
          ],
          exclusive: 'ninguno',
        },
        { kind: 'yesno', name: 'hormoneTherapy', label: '¿Has usado terapia hormonal?' },
        { kind: 'text', name: 'medicationAllergies', label: '¿Eres alérgica a algún medicamento? ¿A cuál? (opcional)' },
        { kind: 'textarea', name: 'questions', label: '¿Qué preguntas te gustaría hacerle a tu médica? (opcional)' },
      ],
    },
    {
      title: 'Tu ginecóloga o ginecólogo',
      fields: [
        { kind: 'yesno', name: 'consentContactGynecologist', label: '¿Nos autorizas a contactar a tu ginecóloga o ginecólogo?' },
        { kind: 'text', name: 'gynecologistName', label: 'Nombre', showWhen: withConsent },
        { kind: 'text', name: 'gynecologistPhone', label: 'Teléfono', inputMode: 'tel', maxLength: 20, showWhen: withConsent },
        { kind: 'text', name: 'gynecologistEmail', label: 'Correo electrónico', inputMode: 'email', showWhen: withConsent },
      ],
    },
  ],
  initialValues: {
    ...(Object.fromEntries(Object.keys(scales).map((k) => [k, ''])) as Record<Scale, string>),
    qualityOfLife: [],
    sexualConcerns: '',
    topSymptoms: '',
    doctorTypes: [],
    hormoneTherapy: '',
    medicationAllergies: '',
    questions: '',
    consentContactGynecologist: '',
    gynecologistName: '',
    gynecologistPhone: '',
    gynecologistEmail: '',
  },
  // SPEC §5: validation of this step is not shown.
  schema: object({}),
  load: (openmrsId) => api.endpoints.getMenopauseSymptoms.initiate({ openmrsId }),
  save: (openmrsId, payload) => api.endpoints.saveMenopauseSymptoms.initiate({ openmrsId, menopauseSymptoms: payload }),
  toPayload: (v) => {
    const consent = isYes(v.consentContactGynecologist);
    const contact = (value: string) => (consent ? textOrNull(value) : null);
    return {
      symptomHotFlashes: level(v.hotFlashes),
      symptomNightSweats: level(v.nightSweats),
      symptomPalpitations: 0,
      symptomVaginalDryness: level(v.vaginalDryness),
      symptomPainfulIntercourse: level(v.painfulIntercourse),
      symptomLowLibido: level(v.lowLibido),
      symptomStressIncontinence: 0,
      symptomRecurrentUti: 0,
      symptomMoodSwings: level(v.moodSwings),
      symptomAnxiety: level(v.anxiety),
      symptomDepression: 0,
      symptomBrainFog: level(v.brainFog),
      symptomMemoryLoss: 0,
      symptomInsomnia: level(v.insomnia),
      symptomWeightGain: level(v.weightGain),
      symptomJointPain: level(v.jointPain),
      symptomSkinHairNails: level(v.skinProblems) + level(v.hairLoss),
      symptomFatigue: level(v.fatigue) + level(v.lackOfEnergy),
      symptomHeadaches: 0,
      lastMenstrualPeriodDate: null,
      hasCycleChanges: null,
      cycleChangesDescription: null,
      consentContactGynecologist: consent,
      gynecologistName: contact(v.gynecologistName),
      gynecologistSpecialty: consent ? 'Ginecología' : null,
      gynecologistPhone: contact(v.gynecologistPhone),
      gynecologistEmail: contact(v.gynecologistEmail),
    };
  },
  fromSaved: (s) => {
    // A sum cannot be split back into its two answers; half each keeps the total the patient gave.
    const split = (sum: number) => [String(Math.ceil(sum / 2)), String(Math.floor(sum / 2))];
    const [skinProblems, hairLoss] = split(s.symptomSkinHairNails);
    const [fatigue, lackOfEnergy] = split(s.symptomFatigue);
    return {
      ...perimenopause.initialValues,
      hotFlashes: String(s.symptomHotFlashes),
      nightSweats: String(s.symptomNightSweats),
      vaginalDryness: String(s.symptomVaginalDryness),
      painfulIntercourse: String(s.symptomPainfulIntercourse),
      lowLibido: String(s.symptomLowLibido),
      moodSwings: String(s.symptomMoodSwings),
      anxiety: String(s.symptomAnxiety),
      brainFog: String(s.symptomBrainFog),
      insomnia: String(s.symptomInsomnia),
      weightGain: String(s.symptomWeightGain),
      jointPain: String(s.symptomJointPain),
      skinProblems,
      hairLoss,
      fatigue,
      lackOfEnergy,
      consentContactGynecologist: yesNo(s.consentContactGynecologist),
      gynecologistName: s.gynecologistName ?? '',
      gynecologistPhone: s.gynecologistPhone ?? '',
      gynecologistEmail: s.gynecologistEmail ?? '',
    };
  },
};
