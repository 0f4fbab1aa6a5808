import type { Queryable } from '../../db/database';

export async function insertMessage(
  db: Queryable,
  patientUuid: string,
  kind: 'help' | 'contact',
  payload: object,
  at: Date,
): Promise<void> {
  await db.query('INSERT INTO support_messages (patient_uuid, kind, payload, created_at) VALUES ($1, $2, $3, $4)', [
    patientUuid,
    kind,
    JSON.stringify(payload),
    at,
  ]);
}

export async function patientFirstName(db: Queryable, patientUuid: string): Promise<string | undefined> {
  const [patient] = await db.query<{ first_name: string }>('SELECT first_name FROM patients WHERE patient_uuid = $1', [patientUuid]);
  return patient?.first_name;
}

export interface MessageRow {
  id: string | number;
  kind: 'help' | 'contact';
  created_at: Date | string;
  payload: Record<string, string>;
  has_log: boolean;
  patient_email: string | null;
  patient_uuid: string | null;
}

/** The newest 200, without their technical logs (fetched one at a time). */
export function latestMessages(db: Queryable): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `SELECT m.id, m.kind, m.created_at, m.payload - 'technicalLog' AS payload, (m.payload ->> 'technicalLog') IS NOT NULL AS has_log,
            p.email AS patient_email, m.patient_uuid
       FROM support_messages m LEFT JOIN patients p ON p.patient_uuid = m.patient_uuid
      ORDER BY m.id DESC LIMIT 200`,
  );
}

export async function technicalLog(
  db: Queryable,
  id: string | number,
): Promise<{ log: string | null; patient_uuid: string | null } | undefined> {
  const [row] = await db.query<{ log: string | null; patient_uuid: string | null }>(
    `SELECT payload ->> 'technicalLog' AS log, patient_uuid FROM support_messages WHERE id = $1 AND kind = 'help'`,
    [id],
  );
  return row;
}
