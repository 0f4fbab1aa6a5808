import type { components } from './api.gen';

/** The Menopause Rating Scale's shape: eleven items answered 0 (none) to 4 (very severe). */
export const MRS_ITEM_COUNT = 11;
export const MRS_MAX_ANSWER = 4;
export const MRS_MAX_TOTAL = MRS_ITEM_COUNT * MRS_MAX_ANSWER;

/** How each severity band of the total (server/modules/tracking/mrsScoring.ts decides it) reads to her and to the clinic. */
export const mrsBandLabels: Record<components['schemas']['MrsBand'], string> = {
  ninguno: 'ninguno o poco',
  leve: 'leve',
  moderado: 'moderado',
  severo: 'severo',
};
