import type { Queryable } from '../../db/database';
import type { MailAppointment, Recipient } from './templates';

/** One appointment with what its messages need about the patient: her address, name, phone, channels. */
export interface AppointmentForMessages extends MailAppointment {
  startAt: Date;
  patientUuid: string;
  recipient: Recipient;
  phoneNumber: string;
  whatsappAccepted: boolean;
  emailReminders: boolean;
  whatsappReminders: boolean;
}

export async function appointmentForMessages(q: Queryable, uuid: string): Promise<AppointmentForMessages | null> {
  const [r] = await q.query<{
    uuid: string;
    start_at: Date;
    end_at: Date;
    status: string;
    notes: string | null;
    service_name: string;
    provider_name: string;
    patient_uuid: string;
    email: string;
    first_name: string;
    phone_number: string;
    whatsapp_accepted: boolean;
    email_reminders: boolean | null;
    whatsapp_reminders: boolean | null;
  }>(
    `SELECT a.uuid, a.start_at, a.end_at, a.status, a.notes, s.name AS service_name, p.name AS provider_name, a.patient_uuid,
            pt.email, pt.first_name, pt.phone_number, (pt.registration ->> 'aceptaPrivacidadAt') IS NOT NULL AS whatsapp_accepted,
            rp.email AS email_reminders, rp.whatsapp AS whatsapp_reminders
       FROM appointments a JOIN services s ON s.uuid = a.service_uuid JOIN providers p ON p.uuid = a.provider_uuid
       JOIN patients pt ON pt.patient_uuid = a.patient_uuid
       LEFT JOIN reminder_preferences rp ON rp.patient_uuid = a.patient_uuid
      WHERE a.uuid = $1`,
    [uuid],
  );
  if (!r) return null;
  const start = new Date(r.start_at);
  return {
    uuid: r.uuid,
    startAt: start,
    startDateTime: start.toISOString(),
    endDateTime: new Date(r.end_at).toISOString(),
    status: r.status,
    notes: r.notes,
    serviceType: r.service_name,
    providerName: r.provider_name,
    patientUuid: r.patient_uuid,
    recipient: { email: r.email, firstName: r.first_name },
    phoneNumber: r.phone_number,
    whatsappAccepted: r.whatsapp_accepted,
    emailReminders: r.email_reminders ?? true,
    whatsappReminders: r.whatsapp_reminders ?? true,
  };
}

export async function patientRecipient(q: Queryable, patientUuid: string): Promise<Recipient | null> {
  const [r] = await q.query<{ email: string; first_name: string }>('SELECT email, first_name FROM patients WHERE patient_uuid = $1', [
    patientUuid,
  ]);
  return r ? { email: r.email, firstName: r.first_name } : null;
}

export async function savePreferences(q: Queryable, patientUuid: string, email: boolean, whatsapp: boolean, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO reminder_preferences (patient_uuid, email, whatsapp, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (patient_uuid) DO UPDATE SET email = EXCLUDED.email, whatsapp = EXCLUDED.whatsapp, updated_at = EXCLUDED.updated_at`,
    [patientUuid, email, whatsapp, now],
  );
}

/** Her saved channels (null: never chosen) and whether she accepted the privacy notice at registration. */
export async function preferencesRow(
  q: Queryable,
  patientUuid: string,
): Promise<{ email: boolean | null; whatsapp: boolean | null; accepted: boolean } | undefined> {
  const [row] = await q.query<{ email: boolean | null; whatsapp: boolean | null; accepted: boolean }>(
    `SELECT rp.email, rp.whatsapp, (p.registration ->> 'aceptaPrivacidadAt') IS NOT NULL AS accepted
       FROM patients p LEFT JOIN reminder_preferences rp ON rp.patient_uuid = p.patient_uuid WHERE p.patient_uuid = $1`,
    [patientUuid],
  );
  return row;
}

/** The e-mail of each appointment's patient. */
export function appointmentEmails(q: Queryable, appointmentUuids: string[]): Promise<Array<{ uuid: string; email: string }>> {
  return q.query<{ uuid: string; email: string }>(
    'SELECT a.uuid, p.email FROM appointments a JOIN patients p ON p.patient_uuid = a.patient_uuid WHERE a.uuid = ANY($1)',
    [appointmentUuids],
  );
}

/** The newest 200 reminders sent or skipped. */
export function latestSentReminders(q: Queryable) {
  return q.query<{
    appointment_uuid: string;
    kind: '24h' | '1h';
    start_at: Date;
    channels: Array<'email' | 'whatsapp'>;
    sent_at: Date;
    email: string;
  }>(
    `SELECT l.appointment_uuid, l.kind, l.start_at, l.channels, l.sent_at, p.email
       FROM reminder_log l JOIN appointments a ON a.uuid = l.appointment_uuid JOIN patients p ON p.patient_uuid = a.patient_uuid
      ORDER BY l.sent_at DESC LIMIT 200`,
  );
}

/** What the payment mail says about a fulfilled checkout. */
export async function fulfilledCheckout(
  q: Queryable,
  sessionId: string,
): Promise<{ patient_uuid: string; plan: string; amount: number; fulfilled_at: Date } | undefined> {
  const [s] = await q.query<{ patient_uuid: string; plan: string; amount: number; fulfilled_at: Date }>(
    'SELECT patient_uuid, plan, amount, fulfilled_at FROM checkout_sessions WHERE id = $1',
    [sessionId],
  );
  return s;
}

/** Records that a reminder went out (or was skipped: no channel); false when it already was, so it is sent once. */
export async function logReminder(
  q: Queryable,
  r: { appointmentUuid: string; kind: string; startAt: Date; channels: string[]; sentAt: Date },
): Promise<boolean> {
  const fresh = await q.query(
    `INSERT INTO reminder_log (appointment_uuid, kind, start_at, channels, sent_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING appointment_uuid`,
    [r.appointmentUuid, r.kind, r.startAt, r.channels, r.sentAt],
  );
  return fresh.length > 0;
}

/** Turns her e-mail reminders on or off, keeping WhatsApp as it was (on when never chosen); false when she does not exist. */
export async function setEmailReminders(q: Queryable, patientUuid: string, on: boolean, at: Date): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO reminder_preferences (patient_uuid, email, whatsapp, updated_at)
     SELECT patient_uuid, $2, true, $3 FROM patients WHERE patient_uuid = $1
     ON CONFLICT (patient_uuid) DO UPDATE SET email = EXCLUDED.email, updated_at = EXCLUDED.updated_at
     RETURNING patient_uuid`,
    [patientUuid, on, at],
  );
  return rows.length > 0;
}
