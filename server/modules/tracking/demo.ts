import type { Queryable } from '../../db/database';
import { dayKey } from '../../../common/dates.gen';

const DAY = 86_400_000;

/**
 * The demo patient's history: step 1 two months ago (her first consultation, seedDemoCare), two
 * weight entries since, and one MRS 45 days ago, so the Menopausia tab shows its invitation to answer
 * again and a new answer draws a second point with a change sentence; and four weeks of hot-flash diary
 * ending a week ago, fading as a treatment would make them, so the diary's chart and its change sentences
 * have something to show and the week she logs next is a block of its own.
 */
export async function seedDemoTracking(tx: Queryable, patientUuid: string, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  await tx.query('UPDATE personal_info SET updated_at = $2 WHERE patient_uuid = $1', [patientUuid, ago(60)]);
  for (const [days, weight, waist] of [
    [38, 63.4, 84],
    [9, 62.6, 82.5],
  ] as const) {
    await tx.query('INSERT INTO weight_entries (patient_uuid, day, weight_kg, waist_cm, recorded_at) VALUES ($1, $2, $3, $4, $5)', [
      patientUuid,
      dayKey(ago(days)),
      weight,
      waist,
      ago(days),
    ]);
  }
  // Total 20 (severo): somatic 9, psychological 7, urogenital 4.
  await tx.query('INSERT INTO mrs_assessments (patient_uuid, day, answers, submitted_at) VALUES ($1, $2, $3, $4)', [
    patientUuid,
    dayKey(ago(45)),
    JSON.stringify([3, 2, 3, 2, 2, 2, 1, 2, 1, 1, 1]),
    ago(45),
  ]);
  for (let daysAgo = 7; daysAgo < 35; daysAgo += 1) {
    const weeksAgo = Math.floor(daysAgo / 7);
    // The last day of each block carries that week's interference scale, one point lower each week.
    const hfrdis = daysAgo % 7 === 0 ? JSON.stringify([7, 6, 7, 5, 4, 6, 5, 6, 4, 6].map((a) => Math.max(0, a - (4 - weeksAgo)))) : null;
    await tx.query(
      `INSERT INTO hot_flash_days (patient_uuid, day, mild, moderate, severe, night_sweats, hfrdis, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        patientUuid,
        dayKey(ago(daysAgo)),
        2 + (daysAgo % 3 === 0 ? 1 : 0),
        weeksAgo + (daysAgo % 2),
        Math.max(0, weeksAgo - 2) + (daysAgo % 5 === 0 ? 1 : 0),
        Math.round(weeksAgo / 2) + (daysAgo % 3 === 0 ? 1 : 0),
        hfrdis,
        ago(daysAgo),
      ],
    );
  }
}
