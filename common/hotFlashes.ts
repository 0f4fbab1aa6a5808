import type { components } from './api.gen';

/**
 * The hot-flash diary's facts, read by the server (scoring, weekly series, sentences, the staff tool) and
 * by the portal (the day form's limits, the words for the bands). Sources are named beside each figure;
 * docs/product.md ("Diario de bochornos") says where they come from and how the portal uses them.
 */

/**
 * The three grades the FDA's and the EMA's guidance for vasomotor-symptom trials use (FDA, Estrogen and
 * Estrogen/Progestin Drug Products to Treat Vasomotor Symptoms, draft guidance 2003; EMA
 * EMEA/CHMP/021/97 Rev. 1): mild, moderate, severe. Severity score of a period =
 * (1·mild + 2·moderate + 3·severe) / all hot flashes of that period, 1 to 3; none when she had none.
 */
export const HOT_FLASH_GRADE_WEIGHTS = { mild: 1, moderate: 2, severe: 3 } as const;
export type HotFlashGrade = keyof typeof HOT_FLASH_GRADE_WEIGHTS;

/** A day's count of each grade, and of night sweats, is 0 to this: more is a typing slip, not a day. */
export const HOT_FLASH_MAX_PER_DAY = 50;
/** She may log or correct today and the days before it, back this many days (a diary is written close to the day). */
export const HOT_FLASH_DAYS_BACK = 90;

/**
 * Hot Flash Related Daily Interference Scale (Carpenter JS. J Pain Symptom Manage 2001;22:979-89): 10
 * items, each 0 (no interference) to 10 (completely), about the past week; the score is their mean.
 * Bands and the minimally important difference: Carpenter JS, Bakoyannis G, Otte JL, et al. Validity,
 * cut-points, and minimally important differences for two hot flash-related daily interference scales.
 * Menopause 2017;24(8):877-85, doi:10.1097/GME.0000000000000871: mild 0–3.9, moderate 4–6.9, severe 7–10;
 * average MID 1.66 points.
 */
export const HFRDIS_ITEM_COUNT = 10;
export const HFRDIS_MAX_ANSWER = 10;
export const HFRDIS_MID = 1.66;
export type HfrdisBand = components['schemas']['HfrdisBand'];
/** Lowest first: a score belongs to the last band whose `from` it reaches. */
export const HFRDIS_BANDS: ReadonlyArray<{ from: number; band: HfrdisBand }> = [
  { from: 0, band: 'leve' },
  { from: 4, band: 'moderada' },
  { from: 7, band: 'severa' },
];
export const hfrdisBandLabels: Record<HfrdisBand, string> = { leve: 'leve', moderada: 'moderada', severa: 'severa' };

export function hfrdisBandOf(score: number): HfrdisBand {
  let band = HFRDIS_BANDS[0].band;
  for (const row of HFRDIS_BANDS) if (score >= row.from) band = row.band;
  return band;
}

/**
 * The smallest drop in the daily frequency of moderate and severe hot flashes that women rate as
 * important: about half (Butt DA, Lock M, Lewis JE, Ross S, Moineddin R. Minimal decrease in hot flashes
 * desired by postmenopausal women in family practice. Menopause 2007;14(2):203-7). The portal reads a rise
 * of the same size as large too, so a worsening is never passed over in silence.
 */
export const HOT_FLASH_FREQUENCY_MID_FRACTION = 0.5;

/**
 * The weekly series: blocks of 7 days counted back from today (today and the 6 days before it are the
 * latest block), so a week she has just logged is one whole block whatever the weekday. A block is read
 * when she logged at least this many of its days; the change sentence compares the latest such block with
 * the earliest one at most COMPARE_WEEKS blocks before it.
 */
export const HOT_FLASH_MIN_LOGGED_DAYS = 4;
export const HOT_FLASH_COMPARE_WEEKS = 4;
