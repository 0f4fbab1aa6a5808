import { api, type GynecologicalInfo, type GynecologicalInfoSaved } from '../../../api';
import { intOr, isYes, textOrNull, ticked, tickedFrom, yesNo } from './convert';
import { messages } from './messages';
import { object, string } from './rules';
import type { StepDef, YesNo } from './types';

export interface GynecologicalInfoValues {
  isPregnantOrLactating: YesNo;
  hasHadPreviousPregnancies: YesNo;
  numberOfPregnancies: string;
  lastPregnancyDate: string;
  /** Collected but not sent (SPEC §3). */
  obstetricHistory: string[];
  stillHasMenstruation: YesNo;
  periodCycle: '' | 'Regular' | 'Irregular';
  periodDetails: string;
  menopauseAge: string;
  hasHadHysterectomy: YesNo;
  oophorectomyStatus: '' | 'Ninguno' | 'Uno' | 'Ambos';
  hasHadRecentMammogramOrUltrasound: YesNo;
  lastMammogramOrUltrasoundDate: string;
  hasHadRecentPapSmear: YesNo;
  lastPapSmearDate: string;
  dexaScanStatus: '' | 'Sí' | 'No' | 'No estoy segura';
  contraceptives: string[];
}

type ContraceptiveFlag = Extract<keyof GynecologicalInfo, `usesContraceptive${string}`>;
const contraceptives: Array<{ value: Exclude<ContraceptiveFlag, 'usesContraceptiveOther'>; label: string }> = [
  { value: 'usesContraceptiveNone', label: 'Ninguno' },
  { value: 'usesContraceptivePill', label: 'Pastillas anticonceptivas' },
  { value: 'usesContraceptivePatch', label: 'Parche' },
  { value: 'usesContraceptiveHormonalIUD', label: 'DIU hormonal' },
  { value: 'usesContraceptiveCopperIUD', label: 'DIU de cobre' },
  { value: 'usesContraceptiveVaginalRing', label: 'Anillo vaginal' },
  { value: 'usesContraceptiveInjection', label: 'Inyección' },
  { value: 'usesContraceptiveImplant', label: 'Implante subdérmico' },
  { value: 'usesContraceptiveTubalLigation', label: 'Ligadura de trompas (OTB)' },
  { value: 'usesContraceptiveCondom', label: 'Condón' },
  { value: 'usesContraceptiveSymptothermal', label: 'Método sintotérmico' },
];

const pregnancies = [
  { value: 'ninguno', label: 'Ninguno' },
  ...Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
];

const when = (field: string, equals = 'si') => ({ field, equals });
/** A date input gives YYYY-MM-DD or ''. */
const dateIf = (gate: YesNo, value: string) => (isYes(gate) ? textOrNull(value) : null);

export const gynecologicalInfo: StepDef<GynecologicalInfoValues, GynecologicalInfo, GynecologicalInfoSaved> = {
  id: 'informacion-ginecologica',
  sections: [
    {
      title: 'Embarazos',
      fields: [
        { kind: 'yesno', name: 'isPregnantOrLactating', label: '¿Estás embarazada o en periodo de lactancia?' },
        { kind: 'yesno', name: 'hasHadPreviousPregnancies', label: '¿Has tenido embarazos?' },
        {
          kind: 'select',
          name: 'numberOfPregnancies',
          label: '¿Cuántos embarazos?',
          options: pregnancies,
          showWhen: when('hasHadPreviousPregnancies'),
        },
        { kind: 'date', name: 'lastPregnancyDate', label: 'Fecha de tu último embarazo', showWhen: when('hasHadPreviousPregnancies') },
        {
          kind: 'checkboxes',
          name: 'obstetricHistory',
          label: '¿Cómo terminaron tus embarazos?',
          options: [
            { value: 'parto', label: 'Parto' },
            { value: 'cesarea', label: 'Cesárea' },
            { value: 'aborto', label: 'Aborto o pérdida' },
          ],
          showWhen: when('hasHadPreviousPregnancies'),
        },
      ],
    },
    {
      title: 'Menstruación',
      fields: [
        { kind: 'yesno', name: 'stillHasMenstruation', label: '¿Todavía tienes menstruación?' },
        {
          kind: 'radio',
          name: 'periodCycle',
          label: '¿Cómo es tu ciclo?',
          options: [
            { value: 'Regular', label: 'Regular' },
            { value: 'Irregular', label: 'Irregular' },
          ],
          showWhen: when('stillHasMenstruation'),
        },
        { kind: 'textarea', name: 'periodDetails', label: 'Cuéntanos más de tu ciclo (opcional)', showWhen: when('stillHasMenstruation') },
        {
          kind: 'text',
          name: 'menopauseAge',
          label: '¿A qué edad fue tu última menstruación?',
          inputMode: 'numeric',
          digitsOnly: true,
          maxLength: 2,
          showWhen: when('stillHasMenstruation', 'no'),
        },
      ],
    },
    {
      title: 'Cirugías y estudios',
      fields: [
        { kind: 'yesno', name: 'hasHadHysterectomy', label: '¿Te han quitado la matriz (histerectomía)?' },
        {
          kind: 'radio',
          name: 'oophorectomyStatus',
          label: '¿Te han quitado algún ovario?',
          options: [
            { value: 'Ninguno', label: 'Ninguno' },
            { value: 'Uno', label: 'Uno' },
            { value: 'Ambos', label: 'Ambos' },
          ],
        },
        {
          kind: 'yesno',
          name: 'hasHadRecentMammogramOrUltrasound',
          label: '¿Te has hecho una mastografía o ultrasonido de mama en el último año?',
        },
        {
          kind: 'date',
          name: 'lastMammogramOrUltrasoundDate',
          label: 'Fecha del estudio',
          showWhen: when('hasHadRecentMammogramOrUltrasound'),
        },
        { kind: 'yesno', name: 'hasHadRecentPapSmear', label: '¿Te has hecho un papanicolaou en el último año?' },
        { kind: 'date', name: 'lastPapSmearDate', label: 'Fecha del papanicolaou', showWhen: when('hasHadRecentPapSmear') },
        {
          kind: 'radio',
          name: 'dexaScanStatus',
          label: '¿Te has hecho una densitometría ósea?',
          options: [
            { value: 'Sí', label: 'Sí' },
            { value: 'No', label: 'No' },
            { value: 'No estoy segura', label: 'No estoy segura' },
          ],
        },
      ],
    },
    {
      title: 'Anticoncepción',
      fields: [
        {
          kind: 'checkboxes',
          name: 'contraceptives',
          label: '¿Qué método anticonceptivo usas?',
          options: contraceptives,
          exclusive: 'usesContraceptiveNone',
        },
      ],
    },
  ],
  initialValues: {
    isPregnantOrLactating: '',
    hasHadPreviousPregnancies: '',
    numberOfPregnancies: '',
    lastPregnancyDate: '',
    obstetricHistory: [],
    stillHasMenstruation: '',
    periodCycle: '',
    periodDetails: '',
    menopauseAge: '',
    hasHadHysterectomy: '',
    oophorectomyStatus: '',
    hasHadRecentMammogramOrUltrasound: '',
    lastMammogramOrUltrasoundDate: '',
    hasHadRecentPapSmear: '',
    lastPapSmearDate: '',
    dexaScanStatus: '',
    contraceptives: [],
  },
  // SPEC §5: validation of this step is not shown; unanswered questions map to the safe defaults below. An
  // age the contract cannot hold (20 to 70) is said, not dropped without a word.
  schema: object({
    menopauseAge: string().when('stillHasMenstruation', {
      is: 'no',
      then: (s) => s.test('menopause-age', messages.menopauseAge, (v) => !v || (Number(v) >= 20 && Number(v) <= 70)),
    }),
  }),
  load: (openmrsId) => api.endpoints.getGynecologicalInfo.initiate({ openmrsId }),
  save: (openmrsId, payload) => api.endpoints.saveGynecologicalInfo.initiate({ openmrsId, gynecologicalInfo: payload }),
  toPayload: (v) => {
    const menstruating = isYes(v.stillHasMenstruation);
    const age = v.stillHasMenstruation === 'no' ? intOr(v.menopauseAge, null) : null;
    return {
      isPregnantOrLactating: isYes(v.isPregnantOrLactating),
      hasHadPreviousPregnancies: isYes(v.hasHadPreviousPregnancies),
      numberOfPregnancies: isYes(v.hasHadPreviousPregnancies) ? (intOr(v.numberOfPregnancies, 0) as number) : 0,
      lastPregnancyDate: dateIf(v.hasHadPreviousPregnancies, v.lastPregnancyDate),
      doesExercise: null,
      exerciseFrequencyPerWeek: null,
      exerciseType: null,
      stillHasMenstruation: menstruating,
      periodCycle: menstruating && v.periodCycle ? v.periodCycle : null,
      periodDetails: menstruating ? textOrNull(v.periodDetails) : null,
      menopauseAge: age,
      hasHadHysterectomy: isYes(v.hasHadHysterectomy),
      oophorectomyStatus: v.oophorectomyStatus || 'Ninguno',
      hasHadRecentMammogramOrUltrasound: isYes(v.hasHadRecentMammogramOrUltrasound),
      lastMammogramOrUltrasoundDate: dateIf(v.hasHadRecentMammogramOrUltrasound, v.lastMammogramOrUltrasoundDate),
      hasHadRecentPapSmear: isYes(v.hasHadRecentPapSmear),
      lastPapSmearDate: dateIf(v.hasHadRecentPapSmear, v.lastPapSmearDate),
      dexaScanStatus: v.dexaScanStatus || 'No estoy segura',
      ...(Object.fromEntries(contraceptives.map(({ value }) => [value, ticked(v.contraceptives, value)])) as Record<
        (typeof contraceptives)[number]['value'],
        boolean
      >),
      usesContraceptiveOther: null,
    };
  },
  fromSaved: (s) => ({
    isPregnantOrLactating: yesNo(s.isPregnantOrLactating),
    hasHadPreviousPregnancies: yesNo(s.hasHadPreviousPregnancies),
    numberOfPregnancies: s.hasHadPreviousPregnancies ? (s.numberOfPregnancies === 0 ? 'ninguno' : String(s.numberOfPregnancies)) : '',
    lastPregnancyDate: s.lastPregnancyDate ?? '',
    obstetricHistory: [],
    stillHasMenstruation: yesNo(s.stillHasMenstruation),
    periodCycle: s.periodCycle ?? '',
    periodDetails: s.periodDetails ?? '',
    menopauseAge: s.menopauseAge === null ? '' : String(s.menopauseAge),
    hasHadHysterectomy: yesNo(s.hasHadHysterectomy),
    oophorectomyStatus: s.oophorectomyStatus,
    hasHadRecentMammogramOrUltrasound: yesNo(s.hasHadRecentMammogramOrUltrasound),
    lastMammogramOrUltrasoundDate: s.lastMammogramOrUltrasoundDate ?? '',
    hasHadRecentPapSmear: yesNo(s.hasHadRecentPapSmear),
    lastPapSmearDate: s.lastPapSmearDate ?? '',
    dexaScanStatus: s.dexaScanStatus,
    contraceptives: tickedFrom(Object.fromEntries(contraceptives.map(({ value }) => [value, s[value]]))),
  }),
};
