import { formatCalendarDate } from '../../../common/dates.gen';
import type { Queryable } from '../../db/database';
import { clinicDate } from './businessDays';

/** NOM-004-SSA3-2012, 5.4: the clinical record is kept at least 5 years from the last medical act. */
export const RETENTION_YEARS = 5;

export interface Cancellation {
  lastMedicalAct: string | null;
  retentionUntil: string;
}

const plusYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`.replace(/-02-29$/, '-02-28');

/**
 * A granted Cancelación, carried out in the answering transaction. Blocks the account and deletes at once
 * what is not clinical record: her credentials and sessions, codes, help and contact messages, unpaid
 * checkouts and the marketing answers of registration; future bookings are cancelled. The clinical record
 * (identification, questionnaire, consent, consultations, prescriptions, documents) and paid checkouts (tax
 * records) stay until `retentionUntil`, when `npm run staff -- arco purge` deletes the account entirely.
 */
export async function cancelAccount(tx: Queryable, patientUuid: string, now: Date): Promise<Cancellation> {
  const [{ last }] = await tx.query<{ last: Date | null }>(
    `SELECT greatest(
        (SELECT max(start_at) FROM appointments WHERE patient_uuid = $1 AND status IN ('Completed', 'CheckedIn') AND start_at <= $2),
        (SELECT max(prescribed_at) FROM prescriptions WHERE patient_uuid = $1),
        (SELECT max(updated_at) FROM history_steps WHERE patient_uuid = $1),
        (SELECT max(uploaded_at) FROM documents WHERE patient_uuid = $1 AND status = 'stored'),
        (SELECT max(signed_at) FROM privacy_consents WHERE patient_uuid = $1)) AS last`,
    [patientUuid, now],
  );
  const lastMedicalAct = last ? clinicDate(new Date(last)) : null;
  const retentionUntil = plusYears(lastMedicalAct ?? clinicDate(now), RETENTION_YEARS);
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
  return { lastMedicalAct, retentionUntil };
}

const longDate = formatCalendarDate;

/** The reason she reads in the answer (and in the e-mail): what was deleted, what is kept, until when and why. */
export function cancellationNotice(c: Cancellation): string {
  return (
    `Tu cuenta quedó cancelada y bloqueada. Eliminamos de inmediato tu contraseña y sesiones, tus mensajes de ayuda y contacto, ` +
    `los pagos no realizados y los datos de registro que no forman parte de tu expediente. ` +
    `Conservamos tu expediente clínico (identificación, cuestionario, consentimiento, consultas, recetas y documentos) ` +
    `y los pagos realizados hasta el ${longDate(c.retentionUntil)}, porque la NOM-004-SSA3-2012 obliga a conservar el expediente clínico ` +
    `al menos 5 años a partir del último acto médico${c.lastMedicalAct ? ` (el tuyo fue el ${longDate(c.lastMedicalAct)})` : ''}; ` +
    `en esa fecha lo eliminaremos.`
  );
}

/** Accounts whose retention date has passed: deleted with everything that hangs off them (the access log stays). */
export async function purgeExpired(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query(`DELETE FROM patients WHERE cancelled_at IS NOT NULL AND retention_until < $1 RETURNING patient_uuid`, [
    clinicDate(now),
  ]);
  return rows.length;
}
