import type { Queryable } from '../../db/database';
import type { Schema } from '../../http/types';

export type ArcoKind = Schema<'ArcoKind'>;

export interface ArcoRow {
  id: string;
  folio: number | string;
  patient_uuid: string;
  kind: ArcoKind;
  description: string;
  attachment_uuid: string | null;
  attachment_name: string | null;
  status: Schema<'ArcoRequest'>['status'];
  filed_at: Date;
  answer_due: Date | string;
  answer: string | null;
  answered_at: Date | null;
  answered_by: string | null;
  carry_out_due: Date | string | null;
  carried_out_at: Date | null;
}

const selectArco = `
  SELECT r.*, d.file_name AS attachment_name FROM arco_requests r LEFT JOIN documents d ON d.uuid = r.attachment_uuid`;

/** A request with whose it is, as the staff CLI lists it. */
export interface StaffArcoRow extends ArcoRow {
  patient_email: string;
  patient_name: string;
}

const selectStaffArco = selectArco.replace(
  'FROM arco_requests r',
  `, p.email AS patient_email, p.first_name || ' ' || p.last_name AS patient_name FROM arco_requests r JOIN patients p ON p.patient_uuid = r.patient_uuid`,
);

export async function insertArco(
  tx: Queryable,
  r: {
    id: string;
    patientUuid: string;
    kind: ArcoKind;
    description: string;
    attachmentUuid: string | null;
    filedAt: Date;
    answerDue: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO arco_requests (id, patient_uuid, kind, description, attachment_uuid, status, filed_at, answer_due)
     VALUES ($1, $2, $3, $4, $5, 'recibida', $6, $7)`,
    [r.id, r.patientUuid, r.kind, r.description, r.attachmentUuid, r.filedAt, r.answerDue],
  );
}

/** One request; with `patientUuid`, only if it is hers. */
export async function findArco(db: Queryable, id: string, patientUuid?: string): Promise<ArcoRow | undefined> {
  const [row] = await db.query<ArcoRow>(
    `${selectArco} WHERE r.id = $1${patientUuid ? ' AND r.patient_uuid = $2' : ''}`,
    patientUuid ? [id, patientUuid] : [id],
  );
  return row;
}

export function patientArcoRequests(db: Queryable, patientUuid: string): Promise<ArcoRow[]> {
  return db.query<ArcoRow>(`${selectArco} WHERE r.patient_uuid = $1 ORDER BY r.filed_at DESC`, [patientUuid]);
}

/** `lock` takes the request's row for the rest of the transaction. */
export async function findStaffArco(db: Queryable, id: string, lock = false): Promise<StaffArcoRow | undefined> {
  const [row] = await db.query<StaffArcoRow>(`${selectStaffArco} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`, [id]);
  return row;
}

/** Waiting ones first, then by due date and filing. */
export function staffArcoRequests(db: Queryable): Promise<StaffArcoRow[]> {
  return db.query<StaffArcoRow>(`${selectStaffArco} ORDER BY r.status = 'recibida' DESC, r.answer_due, r.filed_at`);
}

export async function saveArcoAnswer(
  tx: Queryable,
  id: string,
  a: { status: ArcoRow['status']; answer: string; at: Date; by: string; carryOutDue: string | null; carriedOutAt: Date | null },
): Promise<void> {
  await tx.query(
    `UPDATE arco_requests SET status = $2, answer = $3, answered_at = $4, answered_by = $5, carry_out_due = $6, carried_out_at = $7 WHERE id = $1`,
    [id, a.status, a.answer, a.at, a.by, a.carryOutDue, a.carriedOutAt],
  );
}

/** False unless it was granted and not yet carried out. */
export async function markCarriedOut(db: Queryable, id: string, at: Date): Promise<boolean> {
  const done = await db.query(
    `UPDATE arco_requests SET status = 'atendida', carried_out_at = $2 WHERE id = $1 AND status = 'procedente' RETURNING id`,
    [id, at],
  );
  return done.length > 0;
}

/** Her pending upload kept as the request's attachment; false when it is not hers or not pending. */
export async function keepAttachment(
  tx: Queryable,
  a: { documentUuid: string; patientUuid: string; description: string; sizeBytes: number; mimeType: string | null; at: Date },
): Promise<boolean> {
  const kept = await tx.query(
    `UPDATE documents SET status = 'stored', document_type = 'general', description = $3, size_bytes = $4, mime_type = $5, uploaded_at = $6
      WHERE uuid = $1 AND patient_uuid = $2 AND status = 'pending' RETURNING uuid`,
    [a.documentUuid, a.patientUuid, a.description, a.sizeBytes, a.mimeType, a.at],
  );
  return kept.length > 0;
}

/** Her newest 200 access-log rows. */
export function accessLogOf(db: Queryable, patientUuid: string) {
  return db.query<{
    at: Date;
    actor_kind: 'patient' | 'staff';
    actor: string;
    tool: string;
    action: 'read' | 'export';
    what: string;
  }>('SELECT at, actor_kind, actor, tool, action, what FROM access_log WHERE patient_uuid = $1 ORDER BY at DESC, id DESC LIMIT 200', [
    patientUuid,
  ]);
}

// Cancelación: what is deleted at once, what is kept as clinical record until its retention date.

/** Her last medical act: a consultation held, a prescription, her questionnaire, a document, her signature. */
export async function lastMedicalAct(tx: Queryable, patientUuid: string, now: Date): Promise<Date | null> {
  const [{ last }] = await tx.query<{ last: Date | null }>(
    `SELECT greatest(
        (SELECT max(start_at) FROM appointments WHERE patient_uuid = $1 AND status IN ('Completed', 'CheckedIn') AND start_at <= $2),
        (SELECT max(prescribed_at) FROM prescriptions WHERE patient_uuid = $1),
        (SELECT max(updated_at) FROM history_steps WHERE patient_uuid = $1),
        (SELECT max(uploaded_at) FROM documents WHERE patient_uuid = $1 AND status = 'stored'),
        (SELECT max(signed_at) FROM privacy_consents WHERE patient_uuid = $1)) AS last`,
    [patientUuid, now],
  );
  return last;
}

/**
 * Blocks the account and deletes what is not clinical record: credentials and sessions, codes, help and contact
 * messages, unpaid checkouts and the marketing answers of registration; future bookings are cancelled.
 */
export async function blockAccount(tx: Queryable, patientUuid: string, now: Date, retentionUntil: string): Promise<void> {
  await tx.query(
    `UPDATE patients SET cancelled_at = $2, retention_until = $3, password_hash = NULL,
            registration = registration - 'comoNosConociste' - 'codigoReferencia'
      WHERE patient_uuid = $1`,
    [patientUuid, now, retentionUntil],
  );
  await tx.query('DELETE FROM sessions WHERE patient_uuid = $1', [patientUuid]);
  await tx.query('DELETE FROM one_time_codes WHERE patient_uuid = $1', [patientUuid]);
  await tx.query('DELETE FROM support_messages WHERE patient_uuid = $1', [patientUuid]);
  await tx.query(`DELETE FROM checkout_sessions WHERE patient_uuid = $1 AND payment_status = 'unpaid'`, [patientUuid]);
  await tx.query(
    `UPDATE appointments SET status = 'Cancelled' WHERE patient_uuid = $1 AND start_at > $2 AND status IN ('Requested', 'Scheduled')`,
    [patientUuid, now],
  );
}

/** Deletes the cancelled accounts kept until before `today`, with everything that hangs off them. */
export async function deleteExpiredAccounts(db: Queryable, today: string): Promise<number> {
  const rows = await db.query(`DELETE FROM patients WHERE cancelled_at IS NOT NULL AND retention_until < $1 RETURNING patient_uuid`, [
    today,
  ]);
  return rows.length;
}
