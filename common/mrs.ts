import type { components } from './api.gen';

/** The Menopause Rating Scale's shape: eleven items answered 0 (none) to 4 (very severe). */
export const MRS_ITEM_COUNT = 11;
export const MRS_MAX_ANSWER = 4;
export const MRS_MAX_TOTAL = MRS_ITEM_COUNT * MRS_MAX_ANSWER;
// No minimally important difference in points for the total is used: none could be verified from the MRS
// literature (docs/product.md, "Diario de bochornos"), so the MRS change sentences give the points only.
// A published figure, once the clinic settles on one, belongs here beside the hot-flash diary's in hotFlashes.ts.

/** How each severity band of the total (server/modules/tracking/mrsScoring.ts decides it) reads to her and to the clinic. */
export const mrsBandLabels: Record<components['schemas']['MrsBand'], string> = {
  ninguno: 'ninguno o poco',
  leve: 'leve',
  moderado: 'moderado',
  severo: 'severo',
};
