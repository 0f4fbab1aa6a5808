import { api, type UrinaryHealth, type UrinaryHealthSaved } from '../../../api';
import { detailIf, intOr, isYes, yesNo } from './convert';
import { answered, detailsWhenYes, object } from './rules';
import type { StepDef, YesNo } from './types';
import { leadQuestions } from './leadQuestions';

const [infectionsQuestion, leaksQuestion, padsQuestion] = leadQuestions['salud-urinaria']!;

export interface UrinaryHealthValues {
  frequentUrinaryInfections: YesNo;
  stressIncontinence: YesNo;
  stressIncontinenceFrequency: string;
  /** Collected but not sent (SPEC §3). */
  usesProtectivePads: YesNo;
  frequentUrination: YesNo;
  daytimeUrinationFrequency: string;
  nocturiaFrequency: string;
  urgeIncontinence: YesNo;
}

const times = (value: string, gate: YesNo) => (isYes(gate) ? intOr(value, 0) : 0);

export const urinaryHealth: StepDef<UrinaryHealthValues, UrinaryHealth, UrinaryHealthSaved> = {
  id: 'salud-urinaria',
  sections: [
    {
      fields: [
        // These three are also painted with the page's frame (leadQuestions.ts): one text for both. They come
        // before any question that shows only after an answer, so none of them moves when her answers load.
        { kind: 'yesno', name: 'frequentUrinaryInfections', label: infectionsQuestion },
        { kind: 'yesno', name: 'stressIncontinence', label: leaksQuestion },
        { kind: 'yesno', name: 'usesProtectivePads', label: padsQuestion },
        {
          kind: 'text',
          name: 'stressIncontinenceFrequency',
          label: '¿Con qué frecuencia se te escapa la orina?',
          placeholder: 'Ej. una vez por semana',
          showWhen: { field: 'stressIncontinence', equals: 'si' },
        },
        { kind: 'yesno', name: 'frequentUrination', label: '¿Sientes que orinas con mucha frecuencia?' },
        {
          kind: 'text',
          name: 'daytimeUrinationFrequency',
          label: '¿Cuántas veces orinas durante el día?',
          inputMode: 'numeric',
          digitsOnly: true,
          maxLength: 2,
          showWhen: { field: 'frequentUrination', equals: 'si' },
        },
        {
          kind: 'text',
          name: 'nocturiaFrequency',
          label: '¿Cuántas veces te levantas a orinar en la noche?',
          inputMode: 'numeric',
          digitsOnly: true,
          maxLength: 2,
          showWhen: { field: 'frequentUrination', equals: 'si' },
        },
        { kind: 'yesno', name: 'urgeIncontinence', label: '¿Se te escapa la orina antes de llegar al baño?' },
      ],
    },
  ],
  initialValues: {
    frequentUrinaryInfections: '',
    stressIncontinence: '',
    stressIncontinenceFrequency: '',
    usesProtectivePads: '',
    frequentUrination: '',
    daytimeUrinationFrequency: '',
    nocturiaFrequency: '',
    urgeIncontinence: '',
  },
  schema: object({
    frequentUrinaryInfections: answered(),
    stressIncontinence: answered(),
    stressIncontinenceFrequency: detailsWhenYes('stressIncontinence'),
    usesProtectivePads: answered(),
    frequentUrination: answered(),
    daytimeUrinationFrequency: detailsWhenYes('frequentUrination'),
    nocturiaFrequency: detailsWhenYes('frequentUrination'),
    urgeIncontinence: answered(),
  }),
  load: (openmrsId) => api.endpoints.getUrinaryHealth.initiate({ openmrsId }),
  save: (openmrsId, payload) => api.endpoints.saveUrinaryHealth.initiate({ openmrsId, urinaryHealth: payload }),
  toPayload: (v) => ({
    frequentUrinaryInfections: isYes(v.frequentUrinaryInfections),
    stressIncontinence: isYes(v.stressIncontinence),
    stressIncontinenceFrequency: detailIf(v.stressIncontinence, v.stressIncontinenceFrequency),
    daytimeUrinationFrequency: times(v.daytimeUrinationFrequency, v.frequentUrination),
    nocturiaFrequency: times(v.nocturiaFrequency, v.frequentUrination),
    urgeIncontinence: isYes(v.urgeIncontinence),
  }),
  fromSaved: (s) => {
    const frequent = s.daytimeUrinationFrequency > 0 || s.nocturiaFrequency > 0;
    return {
      frequentUrinaryInfections: yesNo(s.frequentUrinaryInfections),
      stressIncontinence: yesNo(s.stressIncontinence),
      stressIncontinenceFrequency: s.stressIncontinenceFrequency ?? '',
      // Not stored on the server: asked again.
      usesProtectivePads: '',
      frequentUrination: frequent ? 'si' : '',
      daytimeUrinationFrequency: frequent ? String(s.daytimeUrinationFrequency) : '',
      nocturiaFrequency: frequent ? String(s.nocturiaFrequency) : '',
      urgeIncontinence: yesNo(s.urgeIncontinence),
    };
  },
};
