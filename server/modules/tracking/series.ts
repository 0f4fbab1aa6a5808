import type { Queryable } from '../../db/database';
import type { Schema } from '../../http/types';
import { dayKey } from '../../../common/dates.gen';
import { scoreMrs } from './mrsScoring';
import {
  answersOf,
  mrsRows,
  ownHeight,
  saveOwnHeight,
  step1Measures,
  upsertMrs,
  upsertWeight,
  weightRows,
  type MrsRow,
} from './repository';

const DAY_MS = 86_400_000;
/** The Menopausia tab invites her to answer again once her last MRS is this old. */
export const MRS_REMINDER_AFTER_DAYS = 30;

/** Plausible adult weights and heights; step 1 stores 0 for text that did not parse (SPEC §5). */
const WEIGHT_KG = { min: 30, max: 250 };
const HEIGHT_CM = { min: 100, max: 250 };

export function toAssessment(row: MrsRow): Schema<'MrsAssessment'> {
  const answers = answersOf(row.answers);
  return { day: row.day, submittedAt: new Date(row.submitted_at).toISOString(), answers, ...scoreMrs(answers) };
}

export async function mrsHistory(db: Queryable, patientUuid: string, now: Date): Promise<Schema<'MrsHistory'>> {
  const rows = await mrsRows(db, patientUuid);
  const assessments = rows.map(toAssessment);
  const last = assessments.at(-1);
  const reminderDue = !!last && now.getTime() - Date.parse(last.submittedAt) > MRS_REMINDER_AFTER_DAYS * DAY_MS;
  return { assessments, reminderDue };
}

/** Saves today's answers, replacing an earlier submission of the same day; `created` is false when it replaced one. */
export async function saveMrs(db: Queryable, patientUuid: string, answers: number[], now: Date) {
  const scores = scoreMrs(answers); // throws before anything is stored
  const day = dayKey(now);
  const created = await upsertMrs(db, patientUuid, day, answers, now);
  const assessment: Schema<'MrsAssessment'> = { day, submittedAt: now.toISOString(), answers, ...scores };
  return { created, assessment };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const bmiOf = (weightKg: number, heightCm: number | null) => (heightCm ? round1(weightKg / (heightCm / 100) ** 2) : null);
const within = (n: number, range: { min: number; max: number }) => Number.isFinite(n) && n >= range.min && n <= range.max;

export async function weightLog(db: Queryable, patientUuid: string): Promise<Schema<'WeightLog'>> {
  const step1 = await step1Measures(db, patientUuid);
  const ownHeightCm = await ownHeight(db, patientUuid);
  const rows = await weightRows(db, patientUuid);
  const step1Height = step1 ? Number(step1.height) : NaN;
  const heightCm = ownHeightCm !== undefined ? Number(ownHeightCm) : within(step1Height, HEIGHT_CM) ? step1Height : null;
  const entries: Schema<'WeightEntry'>[] = [];
  const step1Weight = step1 ? Number(step1.weight) : NaN;
  if (within(step1Weight, WEIGHT_KG)) {
    // Step 1 comes before her log; a later address change re-saves step 1 and moves its date, so the
    // point is never dated after her first entry (the chart's time axis must only go forward).
    const saved = dayKey(new Date(step1!.updated_at));
    const day = rows.length && rows[0].day < saved ? rows[0].day : saved;
    entries.push({ day, weightKg: step1Weight, waistCm: null, bmi: bmiOf(step1Weight, heightCm), source: 'registro' });
  }
  for (const r of rows) {
    const weightKg = Number(r.weight_kg);
    entries.push({
      day: r.day,
      weightKg,
      waistCm: r.waist_cm === null ? null : Number(r.waist_cm),
      bmi: bmiOf(weightKg, heightCm),
      source: 'bitacora',
    });
  }
  return { heightCm, entries };
}

export async function saveWeight(db: Queryable, patientUuid: string, body: Schema<'WeightEntryRequest'>, now: Date): Promise<void> {
  await upsertWeight(db, patientUuid, dayKey(now), round1(body.weightKg), body.waistCm == null ? null : round1(body.waistCm), now);
  if (body.heightCm !== undefined) await saveOwnHeight(db, patientUuid, round1(body.heightCm), now);
}
