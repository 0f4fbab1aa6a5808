import type { Queryable } from '../../db/database';

export async function patientByEmail(
  db: Queryable,
  email: string,
): Promise<{ patient_uuid: string; email: string; first_name: string; last_name: string } | undefined> {
  const [patient] = await db.query<{ patient_uuid: string; email: string; first_name: string; last_name: string }>(
    'SELECT patient_uuid, email, first_name, last_name FROM patients WHERE email = $1',
    [email],
  );
  return patient;
}

export type MrsRow = { day: string; answers: number[] | string; submitted_at: Date | string };

/** A jsonb array of answers as the driver hands it back: parsed by one, still text from the other. */
export const answersOf = (value: number[] | string): number[] => (typeof value === 'string' ? (JSON.parse(value) as number[]) : value);

/** Her MRS answers, one row per day, oldest first. */
export function mrsRows(db: Queryable, patientUuid: string): Promise<MrsRow[]> {
  return db.query<MrsRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, answers, submitted_at FROM mrs_assessments WHERE patient_uuid = $1 ORDER BY day`,
    [patientUuid],
  );
}

/** One assessment a day: a second one that day replaces the first. True when the day had none. */
export async function upsertMrs(db: Queryable, patientUuid: string, day: string, answers: number[], at: Date): Promise<boolean> {
  const [row] = await db.query<{ created: boolean }>(
    `INSERT INTO mrs_assessments (patient_uuid, day, answers, submitted_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (patient_uuid, day) DO UPDATE SET answers = EXCLUDED.answers, submitted_at = EXCLUDED.submitted_at
     RETURNING (xmax = 0) AS created`,
    [patientUuid, day, JSON.stringify(answers), at],
  );
  return row.created;
}

/** Weight and height as she gave them in step 1 of her history. */
export async function step1Measures(
  db: Queryable,
  patientUuid: string,
): Promise<{ weight: string; height: string; updated_at: Date | string } | undefined> {
  const [step1] = await db.query<{ weight: string; height: string; updated_at: Date | string }>(
    'SELECT weight, height, updated_at FROM personal_info WHERE patient_uuid = $1',
    [patientUuid],
  );
  return step1;
}

export async function ownHeight(db: Queryable, patientUuid: string): Promise<string | undefined> {
  const [own] = await db.query<{ height_cm: string }>('SELECT height_cm FROM tracking_heights WHERE patient_uuid = $1', [patientUuid]);
  return own?.height_cm;
}

export function weightRows(
  db: Queryable,
  patientUuid: string,
): Promise<Array<{ day: string; weight_kg: string; waist_cm: string | null }>> {
  return db.query<{ day: string; weight_kg: string; waist_cm: string | null }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, weight_kg, waist_cm FROM weight_entries WHERE patient_uuid = $1 ORDER BY day`,
    [patientUuid],
  );
}

/** One entry a day: a second one that day replaces the first. */
export async function upsertWeight(
  db: Queryable,
  patientUuid: string,
  day: string,
  weightKg: number,
  waistCm: number | null,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO weight_entries (patient_uuid, day, weight_kg, waist_cm, recorded_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (patient_uuid, day) DO UPDATE SET weight_kg = EXCLUDED.weight_kg, waist_cm = EXCLUDED.waist_cm, recorded_at = EXCLUDED.recorded_at`,
    [patientUuid, day, weightKg, waistCm, at],
  );
}

export async function saveOwnHeight(db: Queryable, patientUuid: string, heightCm: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO tracking_heights (patient_uuid, height_cm, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (patient_uuid) DO UPDATE SET height_cm = EXCLUDED.height_cm, updated_at = EXCLUDED.updated_at`,
    [patientUuid, heightCm, at],
  );
}

export type HotFlashRow = {
  day: string;
  mild: number;
  moderate: number;
  severe: number;
  night_sweats: number;
  hfrdis: number[] | string | null;
  recorded_at: Date | string;
};

/** Her hot-flash diary, one row per day, oldest first. */
export function hotFlashRows(db: Queryable, patientUuid: string): Promise<HotFlashRow[]> {
  return db.query<HotFlashRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, mild, moderate, severe, night_sweats, hfrdis, recorded_at
     FROM hot_flash_days WHERE patient_uuid = $1 ORDER BY day`,
    [patientUuid],
  );
}

/** One entry a day: a second one for the same day replaces the first (she corrects the day). */
export async function upsertHotFlashDay(
  db: Queryable,
  patientUuid: string,
  entry: { day: string; mild: number; moderate: number; severe: number; nightSweats: number; hfrdis?: number[] | null },
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO hot_flash_days (patient_uuid, day, mild, moderate, severe, night_sweats, hfrdis, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (patient_uuid, day) DO UPDATE SET mild = EXCLUDED.mild, moderate = EXCLUDED.moderate, severe = EXCLUDED.severe,
       night_sweats = EXCLUDED.night_sweats, hfrdis = EXCLUDED.hfrdis, recorded_at = EXCLUDED.recorded_at`,
    [
      patientUuid,
      entry.day,
      entry.mild,
      entry.moderate,
      entry.severe,
      entry.nightSweats,
      entry.hfrdis ? JSON.stringify(entry.hfrdis) : null,
      at,
    ],
  );
}
