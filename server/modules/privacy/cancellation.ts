import { formatCalendarDate } from '../../../common/dates.gen';
import type { Queryable } from '../../db/database';
import { clinicDay } from '../../../common/clinic';
import { blockAccount, deleteExpiredAccounts, lastMedicalAct } from './repository';

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
  const last = await lastMedicalAct(tx, patientUuid, now);
  const lastAct = last ? clinicDay(new Date(last)) : null;
  const retentionUntil = plusYears(lastAct ?? clinicDay(now), RETENTION_YEARS);
  await blockAccount(tx, patientUuid, now, retentionUntil);
  return { lastMedicalAct: lastAct, retentionUntil };
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
  return deleteExpiredAccounts(db, clinicDay(now));
}
