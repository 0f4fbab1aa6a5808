import type { Queryable } from '../../db/database';
import type { Schema } from '../../http/types';
import { dayKey } from '../../../common/dates.gen';
import {
  HFRDIS_ITEM_COUNT,
  HFRDIS_MAX_ANSWER,
  HFRDIS_MID,
  HOT_FLASH_COMPARE_WEEKS,
  HOT_FLASH_DAYS_BACK,
  HOT_FLASH_FREQUENCY_MID_FRACTION,
  HOT_FLASH_GRADE_WEIGHTS,
  HOT_FLASH_MAX_PER_DAY,
  HOT_FLASH_MIN_LOGGED_DAYS,
  hfrdisBandOf,
} from '../../../common/hotFlashes';
import { answersOf, hotFlashRows, upsertHotFlashDay, type HotFlashRow } from './repository';

/**
 * The hot-flash diary read the way a clinician reads it: each day scored, blocks of 7 days, and sentences
 * that say when a change is larger than the published minimally important difference. The one place this
 * is computed: the portal, the staff tool and her data download all read it from here.
 */

const DAY_MS = 86_400_000;
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => dayOf(dayNumber(day) + days);

/** '6.1', '3': how a mean reads in a sentence (es-MX writes a decimal point, as the portal's numbers do). */
const decimal = (n: number) => String(round(n, 1));

/** Weighted severity: (1·mild + 2·moderate + 3·severe) / all, or null without hot flashes. */
export function severityScore(c: { mild: number; moderate: number; severe: number }): number | null {
  const total = c.mild + c.moderate + c.severe;
  if (total === 0) return null;
  const w = HOT_FLASH_GRADE_WEIGHTS;
  return round((w.mild * c.mild + w.moderate * c.moderate + w.severe * c.severe) / total, 2);
}

export const hfrdisScore = (answers: readonly number[]) => round(answers.reduce((n, a) => n + a, 0) / answers.length, 2);

/** The Spanish reason a day's entry is refused, or null when it may be stored. */
export function dayEntryProblem(body: Schema<'HotFlashDayRequest'>, today: string): string | null {
  const counts = [body.mild, body.moderate, body.severe, body.nightSweats];
  if (!counts.every((c) => Number.isInteger(c) && c >= 0 && c <= HOT_FLASH_MAX_PER_DAY))
    return `Escribe un número entero entre 0 y ${HOT_FLASH_MAX_PER_DAY} en cada casilla.`;
  if (
    body.hfrdis != null &&
    !(body.hfrdis.length === HFRDIS_ITEM_COUNT && body.hfrdis.every((a) => Number.isInteger(a) && a >= 0 && a <= HFRDIS_MAX_ANSWER))
  )
    return `Responde las ${HFRDIS_ITEM_COUNT} preguntas de la escala con un número del 0 al ${HFRDIS_MAX_ANSWER}.`;
  if (body.day > today) return 'No puedes anotar un día que todavía no llega.';
  if (body.day < addDays(today, -HOT_FLASH_DAYS_BACK)) return `Solo puedes anotar o corregir los últimos ${HOT_FLASH_DAYS_BACK} días.`;
  return null;
}

function toDay(row: HotFlashRow): Schema<'HotFlashDay'> {
  const hfrdis = row.hfrdis === null ? null : answersOf(row.hfrdis);
  const score = hfrdis ? hfrdisScore(hfrdis) : null;
  const counts = { mild: row.mild, moderate: row.moderate, severe: row.severe };
  return {
    day: row.day,
    ...counts,
    nightSweats: row.night_sweats,
    total: row.mild + row.moderate + row.severe,
    severityScore: severityScore(counts),
    hfrdis,
    hfrdisScore: score,
    hfrdisBand: score === null ? null : hfrdisBandOf(score),
    recordedAt: new Date(row.recorded_at).toISOString(),
  };
}

/** Blocks of 7 days counted back from today, oldest first; a block appears once she logged a day of it. */
export function weeklySeries(days: readonly Schema<'HotFlashDay'>[], today: string): Schema<'HotFlashWeek'>[] {
  const blocks = new Map<number, Schema<'HotFlashDay'>[]>();
  for (const d of days) {
    const back = Math.floor((dayNumber(today) - dayNumber(d.day)) / 7);
    if (back < 0) continue; // a day after today (the clock moved back): not part of any block yet
    blocks.set(back, [...(blocks.get(back) ?? []), d]);
  }
  return [...blocks.entries()]
    .sort(([a], [b]) => b - a)
    .map(([back, logged]) => {
      const sum = (pick: (d: Schema<'HotFlashDay'>) => number) => logged.reduce((n, d) => n + pick(d), 0);
      const n = logged.length;
      const scores = logged.flatMap((d) => (d.hfrdisScore === null ? [] : [d.hfrdisScore]));
      const hfrdisMean = scores.length ? round(scores.reduce((a, b) => a + b, 0) / scores.length, 2) : null;
      return {
        from: addDays(today, -7 * back - 6),
        to: addDays(today, -7 * back),
        loggedDays: n,
        meanDaily: round(sum((d) => d.total) / n, 1),
        meanModerateSevere: round(sum((d) => d.moderate + d.severe) / n, 1),
        severityScore: severityScore({ mild: sum((d) => d.mild), moderate: sum((d) => d.moderate), severe: sum((d) => d.severe) }),
        meanNightSweats: round(sum((d) => d.nightSweats) / n, 1),
        hfrdisMean,
        hfrdisBand: hfrdisMean === null ? null : hfrdisBandOf(hfrdisMean),
      };
    });
}

const weeksWord = (n: number) => (n === 1 ? 'la última semana' : `las últimas ${n} semanas`);
const TALK = 'Coméntalo con tu médica en tu próxima consulta.';

/**
 * How her latest block compares with the earliest one at most HOT_FLASH_COMPARE_WEEKS blocks before it,
 * each with at least HOT_FLASH_MIN_LOGGED_DAYS logged days. Facts, the published yardstick and a kind
 * nudge to talk with her doctor; never a diagnosis or advice on treatment.
 */
export function changeSentences(weeks: readonly Schema<'HotFlashWeek'>[], today: string): string[] {
  const full = weeks.filter((w) => w.loggedDays >= HOT_FLASH_MIN_LOGGED_DAYS);
  const latest = full.at(-1);
  if (!latest) return [];
  const blocksBack = (w: Schema<'HotFlashWeek'>) => Math.round((dayNumber(today) - dayNumber(w.to)) / 7);
  const reference = full.find((w) => w !== latest && blocksBack(w) - blocksBack(latest) <= HOT_FLASH_COMPARE_WEEKS);
  if (!reference) return [];
  const span = weeksWord(blocksBack(reference) - blocksBack(latest));
  const sentences: string[] = [];

  const from = reference.meanModerateSevere;
  const to = latest.meanModerateSevere;
  const subject = 'Tus bochornos moderados y severos';
  if (from === to) sentences.push(`${subject} se mantuvieron en ${decimal(to)} al día en ${span}.`);
  else {
    const verb = to < from ? 'bajaron' : 'subieron';
    const what = `${subject} ${verb} de ${decimal(from)} a ${decimal(to)} al día en ${span}`;
    const large = from > 0 && Math.abs(to - from) / from >= HOT_FLASH_FREQUENCY_MID_FRACTION;
    // The published figure is about a drop; a rise of the same size is named, with the same nudge, but not
    // attributed to the studies.
    if (to < from)
      sentences.push(
        large
          ? `${what}. Es una baja de la mitad o más: los estudios consideran que un cambio así es importante para las mujeres. ${TALK}`
          : `${what}. Es una baja menor a la mitad; los estudios consideran importante para las mujeres una baja de la mitad o más.`,
      );
    else sentences.push(large || from === 0 ? `${what}. Es un aumento de la mitad o más. ${TALK}` : `${what}.`);
  }

  if (reference.hfrdisMean !== null && latest.hfrdisMean !== null) {
    const a = reference.hfrdisMean;
    const b = latest.hfrdisMean;
    const what =
      a === b
        ? `Lo que los bochornos interfieren en tu vida diaria se mantuvo en ${decimal(b)} de 10 en ${span}`
        : `Lo que los bochornos interfieren en tu vida diaria ${b < a ? 'bajó' : 'subió'} de ${decimal(a)} a ${decimal(b)} (de 10) en ${span}`;
    if (Math.abs(b - a) >= HFRDIS_MID)
      sentences.push(`${what}. Es un cambio mayor al que los estudios consideran perceptible (${HFRDIS_MID} puntos). ${TALK}`);
    else sentences.push(`${what}. Es un cambio menor al que los estudios consideran perceptible (${HFRDIS_MID} puntos).`);
  }
  return sentences;
}

export async function hotFlashDiary(db: Queryable, patientUuid: string, now: Date): Promise<Schema<'HotFlashDiary'>> {
  const today = dayKey(now);
  const days = (await hotFlashRows(db, patientUuid)).map(toDay);
  const weeks = weeklySeries(days, today);
  return { today, earliestDay: addDays(today, -HOT_FLASH_DAYS_BACK), days, weeks, changes: changeSentences(weeks, today) };
}

export async function saveHotFlashEntry(db: Queryable, patientUuid: string, body: Schema<'HotFlashDayRequest'>, now: Date) {
  await upsertHotFlashDay(db, patientUuid, body, now);
}
