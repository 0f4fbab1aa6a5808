import { MRS_ITEM_COUNT, MRS_MAX_ANSWER } from '../../../common/mrs';

/**
 * Menopause Rating Scale (MRS) scoring. Heinemann K, Ruebig A, Potthoff P, et al. The Menopause Rating
 * Scale (MRS) scale: a methodological review. Health Qual Life Outcomes 2004;2:45, and Heinemann LAJ,
 * Potthoff P, Schneider HPG. International versions of the Menopause Rating Scale (MRS). Health Qual
 * Life Outcomes 2003;1:28. Eleven items scored 0 (none) to 4 (very severe); the subscales are the
 * original ones: somatic items 1–3 and 11, psychological 4–7, urogenital 8–10.
 */

/** Item numbers (1-based, the scale's order) of each subscale. */
export const MRS_SUBSCALES = {
  somatic: [1, 2, 3, 11],
  psychological: [4, 5, 6, 7],
  urogenital: [8, 9, 10],
} as const;

export type MrsBand = 'ninguno' | 'leve' | 'moderado' | 'severo';

/**
 * Severity bands of the total score, lowest first: a total belongs to the last band whose `from` it
 * reaches. Source: the categories distributed with the scale by its authors (MRS scoring material,
 * Berlin Center for Epidemiology and Health Research, zeg-berlin.de / menopause-rating-scale.info): 0–4 none or little, 5–8 mild, 9–15 moderate, 16+ severe. The primary page could
 * not be read when this was written (only secondary copies of it); sources disagree at the upper bands
 * (some use 9–16 moderate and 17+ severe), so this table is the one place to change.
 */
export const MRS_TOTAL_BANDS: ReadonlyArray<{ from: number; band: MrsBand }> = [
  { from: 0, band: 'ninguno' },
  { from: 5, band: 'leve' },
  { from: 9, band: 'moderado' },
  { from: 16, band: 'severo' },
];

export interface MrsScores {
  total: number;
  somatic: number;
  psychological: number;
  urogenital: number;
  band: MrsBand;
}

/** The eleven answers must be integers 0–4; the contract checks it too, this keeps stored rows honest. */
export function isValidMrsAnswers(answers: unknown): answers is number[] {
  return (
    Array.isArray(answers) &&
    answers.length === MRS_ITEM_COUNT &&
    answers.every((a) => Number.isInteger(a) && a >= 0 && a <= MRS_MAX_ANSWER)
  );
}

export function bandOf(total: number): MrsBand {
  let band: MrsBand = MRS_TOTAL_BANDS[0].band;
  for (const row of MRS_TOTAL_BANDS) if (total >= row.from) band = row.band;
  return band;
}

export function scoreMrs(answers: readonly number[]): MrsScores {
  if (!isValidMrsAnswers(answers)) throw new Error('MRS answers must be 11 integers from 0 to 4');
  const sum = (items: readonly number[]) => items.reduce((n, item) => n + answers[item - 1], 0);
  const total = answers.reduce((n, a) => n + a, 0);
  return {
    total,
    somatic: sum(MRS_SUBSCALES.somatic),
    psychological: sum(MRS_SUBSCALES.psychological),
    urogenital: sum(MRS_SUBSCALES.urogenital),
    band: bandOf(total),
  };
}
