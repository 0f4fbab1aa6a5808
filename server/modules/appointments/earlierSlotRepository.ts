import type { Queryable } from '../../db/database';

/** Live bookings: the statuses that hold a slot (the partial unique index appointments_one_per_slot). */
const LIVE = `('Requested', 'Scheduled', 'CheckedIn')`;

export async function activeWait(db: Queryable, appointmentUuid: string): Promise<{ id: string } | undefined> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM earlier_slot_waits WHERE appointment_uuid = $1 AND ended_at IS NULL',
    [appointmentUuid],
  );
  return row;
}

/** Idempotent: a booking already waiting keeps its place in the order. */
export async function startWait(
  db: Queryable,
  w: { appointmentUuid: string; patientUuid: string; providerUuid: string; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO earlier_slot_waits (appointment_uuid, patient_uuid, provider_uuid, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [w.appointmentUuid, w.patientUuid, w.providerUuid, w.at],
  );
}

/** Ends the booking's wait; the ids of the offers it held open, now withdrawn, with their slots. */
export async function endWait(db: Queryable, appointmentUuid: string, at: Date): Promise<Array<{ provider_uuid: string; start_at: Date }>> {
  const ended = await db.query<{ id: string }>(
    'UPDATE earlier_slot_waits SET ended_at = $2 WHERE appointment_uuid = $1 AND ended_at IS NULL RETURNING id',
    [appointmentUuid, at],
  );
  if (!ended.length) return [];
  return db.query<{ provider_uuid: string; start_at: Date }>(
    `UPDATE earlier_slot_offers SET state = 'gone', closed_at = $2 WHERE wait_id = ANY($1) AND state = 'open'
     RETURNING provider_uuid, start_at`,
    [ended.map((e) => e.id), at],
  );
}

/** Whether nobody holds the slot: no live booking starts there. */
export async function slotIsFree(db: Queryable, providerUuid: string, startAt: Date): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM appointments WHERE provider_uuid = $1 AND start_at = $2 AND status IN ${LIVE}`, [
    providerUuid,
    startAt,
  ]);
  return rows.length === 0;
}

/** Whether an offer holds the slot for another waiting patient right now (so `patientUuid` may not book it). */
export async function slotIsHeldFromHer(
  db: Queryable,
  providerUuid: string,
  startAt: Date,
  now: Date,
  patientUuid: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM earlier_slot_offers
      WHERE provider_uuid = $1 AND start_at = $2 AND state = 'open' AND held_until > $3 AND patient_uuid <> $4`,
    [providerUuid, startAt, now, patientUuid],
  );
  return rows.length > 0;
}

export interface NextWait {
  id: string;
  patient_uuid: string;
  appointment_uuid: string;
}

/**
 * The first booking in line for a freed slot of its provider: still waiting, Requested (SPEC §4: only those
 * move), later than the slot, not offered this slot before, and not holding another offer already. Locked,
 * skipping one another transaction is handing a slot right now.
 */
export async function nextWaitFor(db: Queryable, providerUuid: string, startAt: Date, now: Date): Promise<NextWait | undefined> {
  const [row] = await db.query<NextWait>(
    `SELECT w.id::text AS id, w.patient_uuid, w.appointment_uuid
       FROM earlier_slot_waits w JOIN appointments a ON a.uuid = w.appointment_uuid
      WHERE w.provider_uuid = $1 AND w.ended_at IS NULL AND a.status = 'Requested' AND a.start_at > $2 AND a.start_at > $3
        AND NOT EXISTS (SELECT 1 FROM earlier_slot_offers o WHERE o.wait_id = w.id AND (o.start_at = $2 OR o.state = 'open'))
      ORDER BY w.id
      LIMIT 1
      FOR UPDATE OF w SKIP LOCKED`,
    [providerUuid, startAt, now],
  );
  return row;
}

/** False when another offer already holds the slot (the partial unique index decides). */
export async function insertOffer(
  db: Queryable,
  o: { id: string; waitId: string; patientUuid: string; providerUuid: string; startAt: Date; offeredAt: Date; heldUntil: Date },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO earlier_slot_offers (id, wait_id, patient_uuid, provider_uuid, start_at, offered_at, held_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
    [o.id, o.waitId, o.patientUuid, o.providerUuid, o.startAt, o.offeredAt, o.heldUntil],
  );
  return rows.length > 0;
}

export interface OfferRow {
  id: string;
  wait_id: string;
  patient_uuid: string;
  provider_uuid: string;
  start_at: Date;
  held_until: Date;
  state: 'open' | 'taken' | 'expired' | 'gone';
  /** Her waiting booking (while open) and the one it left (once taken). */
  appointment_uuid: string;
  from_appointment_uuid: string | null;
}

export async function findOffer(db: Queryable, id: string, lock = false): Promise<OfferRow | undefined> {
  const [row] = await db.query<OfferRow>(
    `SELECT o.id, o.wait_id::text AS wait_id, o.patient_uuid, o.provider_uuid, o.start_at, o.held_until, o.state,
            w.appointment_uuid, o.from_appointment_uuid
       FROM earlier_slot_offers o JOIN earlier_slot_waits w ON w.id = o.wait_id
      WHERE o.id = $1${lock ? ' FOR UPDATE OF o' : ''}`,
    [id],
  );
  return row;
}

/** Closes an open offer; false when it was no longer open (of two taps, two servers, only one finds it so). */
export async function closeOffer(
  db: Queryable,
  id: string,
  state: 'taken' | 'expired' | 'gone',
  at: Date,
  fromAppointmentUuid?: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE earlier_slot_offers SET state = $2, closed_at = $3, from_appointment_uuid = $4 WHERE id = $1 AND state = 'open' RETURNING id`,
    [id, state, at, fromAppointmentUuid ?? null],
  );
  return rows.length > 0;
}

/** The booking a taken offer became (once it exists). */
export async function recordOfferBooking(db: Queryable, id: string, appointmentUuid: string): Promise<void> {
  await db.query('UPDATE earlier_slot_offers SET to_appointment_uuid = $2 WHERE id = $1', [id, appointmentUuid]);
}

/** Which of these bookings are waiting for an earlier slot. */
export async function waitingAmong(db: Queryable, appointmentUuids: string[]): Promise<Set<string>> {
  if (!appointmentUuids.length) return new Set();
  const rows = await db.query<{ appointment_uuid: string }>(
    'SELECT appointment_uuid FROM earlier_slot_waits WHERE appointment_uuid = ANY($1) AND ended_at IS NULL',
    [appointmentUuids],
  );
  return new Set(rows.map((r) => r.appointment_uuid));
}

export interface WaitingRow {
  provider_name: string;
  position: number;
  appointment_uuid: string;
  appointment_start: Date;
  patient_uuid: string;
  patient_name: string;
  patient_email: string;
  waiting_since: Date;
  offer_start: Date | null;
  offer_held_until: Date | null;
}

/** Every booking waiting now, per provider in the order its offers go out, with the slot held for it now. */
export async function listWaiting(db: Queryable, now: Date): Promise<WaitingRow[]> {
  return db.query<WaitingRow>(
    `SELECT pr.name AS provider_name,
            row_number() OVER (PARTITION BY w.provider_uuid ORDER BY w.id)::int AS position,
            w.appointment_uuid::text, a.start_at AS appointment_start, w.patient_uuid::text,
            pt.first_name || ' ' || pt.last_name AS patient_name, pt.email AS patient_email, w.created_at AS waiting_since,
            o.start_at AS offer_start, o.held_until AS offer_held_until
       FROM earlier_slot_waits w
       JOIN appointments a ON a.uuid = w.appointment_uuid
       JOIN patients pt ON pt.patient_uuid = w.patient_uuid
       JOIN providers pr ON pr.uuid = w.provider_uuid
       LEFT JOIN earlier_slot_offers o ON o.wait_id = w.id AND o.state = 'open' AND o.held_until > $1
      WHERE w.ended_at IS NULL
      ORDER BY pr.name, w.id`,
    [now],
  );
}
