import type { Queryable } from '../../db/database';
import type { Schema } from '../../http/types';

type Specialty = Schema<'Specialty'>;

/** An appointment with the names of its service and provider, as every answer about one needs them. */
export type AppointmentRow = {
  uuid: string;
  start_at: Date;
  end_at: Date;
  status: Schema<'AppointmentStatus'>;
  notes: string | null;
  service_name: string;
  service_uuid: string;
  provider_name: string;
  provider_uuid: string;
  patient_uuid: string;
  /** Her own list only: whether she asked to hear of an earlier slot (earlier_slot_waits). */
  waiting_for_earlier?: boolean;
};

const appointmentSelect = `
  SELECT a.uuid, a.start_at, a.end_at, a.status, a.notes, s.name AS service_name, s.uuid AS service_uuid,
         p.name AS provider_name, p.uuid AS provider_uuid, a.patient_uuid,
         EXISTS (SELECT 1 FROM earlier_slot_waits w WHERE w.appointment_uuid = a.uuid AND w.ended_at IS NULL) AS waiting_for_earlier
    FROM appointments a JOIN services s ON s.uuid = a.service_uuid JOIN providers p ON p.uuid = a.provider_uuid`;

export async function findAppointment(db: Queryable, uuid: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.query<AppointmentRow>(`${appointmentSelect} WHERE a.uuid = $1`, [uuid]);
  return row;
}

export function listPatientAppointments(db: Queryable, patientUuid: string): Promise<AppointmentRow[]> {
  return db.query<AppointmentRow>(`${appointmentSelect} WHERE a.patient_uuid = $1 ORDER BY a.start_at`, [patientUuid]);
}

export function listServices(db: Queryable) {
  return db.query<{ uuid: string; name: string; duration_minutes: number; specialty: Specialty }>('SELECT * FROM services ORDER BY name');
}

export function listProviders(db: Queryable) {
  return db.query<{ uuid: string; name: string; specialty: Specialty }>('SELECT * FROM providers ORDER BY specialty, name');
}

export async function findService(db: Queryable, uuid: string) {
  const [service] = await db.query<{ name: string; duration_minutes: number; specialty: string }>(
    'SELECT name, duration_minutes, specialty FROM services WHERE uuid = $1',
    [uuid],
  );
  return service;
}

export async function providerSpecialty(db: Queryable, uuid: string): Promise<string | undefined> {
  const [provider] = await db.query<{ specialty: string }>('SELECT specialty FROM providers WHERE uuid = $1', [uuid]);
  return provider?.specialty;
}

/** Whether she has a completed or requested appointment in the specialty (a follow-up needs one). */
export async function hasFirstConsultation(db: Queryable, patientUuid: string, specialty: string): Promise<boolean> {
  const previous = await db.query(
    `SELECT 1 FROM appointments a JOIN services s ON s.uuid = a.service_uuid
      WHERE a.patient_uuid = $1 AND s.specialty = $2 AND a.status IN ('Completed', 'Requested') LIMIT 1`,
    [patientUuid, specialty],
  );
  return previous.length > 0;
}

export interface NewAppointment {
  uuid: string;
  patientUuid: string;
  serviceUuid: string;
  providerUuid: string;
  locationUuid: string;
  start: Date;
  end: Date;
  createdAt: Date;
}

/** Throws the unique violation of the live-slot index when another booking took the slot first. */
export async function insertAppointment(db: Queryable, a: NewAppointment): Promise<void> {
  await db.query(
    `INSERT INTO appointments (uuid, patient_uuid, service_uuid, provider_uuid, location_uuid, start_at, end_at, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'Requested', $8)`,
    [a.uuid, a.patientUuid, a.serviceUuid, a.providerUuid, a.locationUuid, a.start, a.end, a.createdAt],
  );
}

/** False when it was no longer 'Requested': of two parallel changes only one finds it so. */
export async function cancelRequested(db: Queryable, uuid: string): Promise<boolean> {
  const cancelled = await db.query(`UPDATE appointments SET status = 'Cancelled' WHERE uuid = $1 AND status = 'Requested' RETURNING uuid`, [
    uuid,
  ]);
  return cancelled.length > 0;
}

export async function appointmentServiceUuid(db: Queryable, uuid: string): Promise<string | undefined> {
  const [row] = await db.query<{ service_uuid: string }>('SELECT service_uuid FROM appointments WHERE uuid = $1', [uuid]);
  return row?.service_uuid;
}

// Booking access: subscriptions and paid single consultations (consult_credits).

export async function latestSubscriptionExpiry(db: Queryable, patientUuid: string): Promise<Date | undefined> {
  const [latest] = await db.query<{ expires_at: Date }>(
    'SELECT expires_at FROM subscriptions WHERE patient_uuid = $1 ORDER BY expires_at DESC LIMIT 1',
    [patientUuid],
  );
  return latest?.expires_at;
}

export async function unusedCreditCount(db: Queryable, patientUuid: string): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM consult_credits WHERE patient_uuid = $1 AND used_by IS NULL',
    [patientUuid],
  );
  return n;
}

export async function hasActiveSubscription(db: Queryable, patientUuid: string, now: Date): Promise<boolean> {
  const active = await db.query('SELECT 1 FROM subscriptions WHERE patient_uuid = $1 AND expires_at > $2 LIMIT 1', [patientUuid, now]);
  return active.length > 0;
}

/** Ties her oldest unused credit of the plan to the appointment; false when she has none. */
export async function useCredit(db: Queryable, patientUuid: string, appointmentUuid: string, plan: string): Promise<boolean> {
  const used = await db.query(
    `UPDATE consult_credits SET used_by = $2
      WHERE id = (SELECT id FROM consult_credits WHERE patient_uuid = $1 AND plan = $3 AND used_by IS NULL ORDER BY id LIMIT 1 FOR UPDATE)
      RETURNING id`,
    [patientUuid, appointmentUuid, plan],
  );
  return used.length > 0;
}

export async function creditUsedBy(db: Queryable, appointmentUuid: string): Promise<{ id: string; plan: string } | undefined> {
  const [credit] = await db.query<{ id: string; plan: string }>('SELECT id, plan FROM consult_credits WHERE used_by = $1', [
    appointmentUuid,
  ]);
  return credit;
}

export async function moveCredit(db: Queryable, creditId: string, appointmentUuid: string): Promise<void> {
  await db.query('UPDATE consult_credits SET used_by = $2 WHERE id = $1', [creditId, appointmentUuid]);
}

export async function releaseCredit(db: Queryable, creditId: string): Promise<void> {
  await db.query('UPDATE consult_credits SET used_by = NULL WHERE id = $1', [creditId]);
}

/** A cancelled booking gives its paid consultation back. */
export async function releaseCreditOf(db: Queryable, appointmentUuid: string): Promise<void> {
  await db.query('UPDATE consult_credits SET used_by = NULL WHERE used_by = $1', [appointmentUuid]);
}

// Slots.

export interface SlotInputs {
  duration_minutes: number | null;
  hours: Array<[number, number, number]>;
  taken: number[];
}

/**
 * The provider's working hours, the starts of her live future bookings and the service's length, in one
 * round trip: on the embedded PGlite each query costs about as much as building the whole grid, and a
 * grid built by `generate_series` came back slower than this (one row per slot to decode).
 */
const slotInputsSql = `
  SELECT (SELECT duration_minutes FROM services WHERE uuid = $3) AS duration_minutes,
         (SELECT coalesce(json_agg(json_build_array(weekday, start_minute, end_minute)), '[]')
            FROM provider_hours WHERE provider_uuid = p.uuid) AS hours,
         ARRAY(SELECT (extract(epoch FROM start_at) * 1000)::float8 FROM appointments
                WHERE provider_uuid = p.uuid AND status IN ('Requested', 'Scheduled', 'CheckedIn') AND start_at > $2
               UNION ALL
               -- A freed slot held for a waiting patient is not free for anyone else until the hold ends.
               SELECT (extract(epoch FROM start_at) * 1000)::float8 FROM earlier_slot_offers
                WHERE provider_uuid = p.uuid AND state = 'open' AND held_until > $2 AND start_at > $2) AS taken
    FROM providers p WHERE p.uuid = $1`;

/** Undefined when the provider does not exist. */
export async function slotInputs(
  db: Queryable,
  providerUuid: string,
  after: Date,
  serviceUuid: string | null,
): Promise<SlotInputs | undefined> {
  const [row] = await db.query<SlotInputs>(slotInputsSql, [providerUuid, after, serviceUuid]);
  return row;
}

export function workingHoursOn(db: Queryable, providerUuid: string, weekday: number) {
  return db.query<{ start_minute: number; end_minute: number }>(
    'SELECT start_minute, end_minute FROM provider_hours WHERE provider_uuid = $1 AND weekday = $2',
    [providerUuid, weekday],
  );
}

// The catalogue is reference data: conflicts on any unique key (uuid or name) are skipped.

export async function insertService(db: Queryable, s: { uuid: string; name: string; duration: number; specialty: string }): Promise<void> {
  await db.query('INSERT INTO services (uuid, name, duration_minutes, specialty) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
    s.uuid,
    s.name,
    s.duration,
    s.specialty,
  ]);
}

/** A provider already there keeps her row; only a cédula not on file yet is filled in. */
export async function insertProvider(
  db: Queryable,
  p: { uuid: string; name: string; specialty: string; cedulaProfesional?: string; institution?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO providers (uuid, name, specialty, cedula_profesional, cedula_institution) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (uuid) DO UPDATE SET
       cedula_profesional = COALESCE(providers.cedula_profesional, EXCLUDED.cedula_profesional),
       cedula_institution = COALESCE(providers.cedula_institution, EXCLUDED.cedula_institution)`,
    [p.uuid, p.name, p.specialty, p.cedulaProfesional ?? null, p.institution ?? null],
  );
}

export async function insertWorkingHours(db: Queryable, providerUuid: string, weekday: number, from: number, to: number): Promise<void> {
  await db.query(
    'INSERT INTO provider_hours (provider_uuid, weekday, start_minute, end_minute) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [providerUuid, weekday, from, to],
  );
}

// What clinic staff see: every appointment with whose it is.

export type StaffAppointmentRow = AppointmentRow & { patient_email: string; patient_name: string };

const staffSelect = `
  SELECT a.uuid, a.start_at, a.end_at, a.status, a.notes, s.name AS service_name, s.uuid AS service_uuid,
         p.name AS provider_name, p.uuid AS provider_uuid, a.patient_uuid, pt.email AS patient_email,
         pt.first_name || ' ' || pt.last_name AS patient_name
    FROM appointments a JOIN services s ON s.uuid = a.service_uuid JOIN providers p ON p.uuid = a.provider_uuid
    JOIN patients pt ON pt.patient_uuid = a.patient_uuid`;

export function listAllAppointments(db: Queryable): Promise<StaffAppointmentRow[]> {
  return db.query<StaffAppointmentRow>(`${staffSelect} ORDER BY a.start_at`);
}

export async function findStaffAppointment(db: Queryable, uuid: string): Promise<StaffAppointmentRow | undefined> {
  const [row] = await db.query<StaffAppointmentRow>(`${staffSelect} WHERE a.uuid = $1`, [uuid]);
  return row;
}

/** Locks the row for the rest of the transaction and returns what it was. */
export async function lockForUpdate(db: Queryable, uuid: string): Promise<{ status: string; notes: string | null } | undefined> {
  const [before] = await db.query<{ status: string; notes: string | null }>(
    'SELECT status, notes FROM appointments WHERE uuid = $1 FOR UPDATE',
    [uuid],
  );
  return before;
}

/** Sets the fields given; at least one must be. */
export async function updateAppointment(db: Queryable, uuid: string, change: { status?: string; notes?: string | null }): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [uuid];
  if (change.status) sets.push(`status = $${params.push(change.status)}`);
  if (change.notes !== undefined) sets.push(`notes = $${params.push(change.notes)}`);
  await db.query(`UPDATE appointments SET ${sets.join(', ')} WHERE uuid = $1`, params);
}
