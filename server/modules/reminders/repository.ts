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
