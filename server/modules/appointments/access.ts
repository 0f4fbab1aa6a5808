import type { Queryable } from '../../db/database';
import { catalogue } from './catalogue';
import type { Schema } from '../../http/types';

/** SPEC §4 booking access: an active monthly subscription, or a paid single consultation not used yet. */
export async function subscriptionStatus(db: Queryable, patientUuid: string, now: Date): Promise<Schema<'SubscriptionStatus'>> {
  const [latest] = await db.query<{ expires_at: Date }>(
    'SELECT expires_at FROM subscriptions WHERE patient_uuid = $1 ORDER BY expires_at DESC LIMIT 1',
    [patientUuid],
  );
  const [{ n }] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM consult_credits WHERE patient_uuid = $1 AND used_by IS NULL',
    [patientUuid],
  );
  const active = Boolean(latest && new Date(latest.expires_at) > now);
  return {
    has_subscription: active,
    status: active ? 'active' : latest ? 'expired' : 'inactive',
    expires_at: latest ? new Date(latest.expires_at).toISOString() : null,
    singleConsultCredits: n,
  };
}

/** The single-consult plan that pays for the appointment's service (null: only a subscription does). */
async function planFor(tx: Queryable, appointmentUuid: string): Promise<string | null> {
  const [row] = await tx.query<{ service_uuid: string }>('SELECT service_uuid FROM appointments WHERE uuid = $1', [appointmentUuid]);
  return catalogue.services.find((s) => s.uuid === row?.service_uuid)?.plan ?? null;
}

/**
 * Inside the booking transaction: the subscription covers it, or one unused credit bought for this
 * very service is tied to it (a paid follow-up does not pay for a dearer first consultation).
 */
export async function consumeAccess(tx: Queryable, patientUuid: string, appointmentUuid: string, now: Date): Promise<boolean> {
  const active = await tx.query('SELECT 1 FROM subscriptions WHERE patient_uuid = $1 AND expires_at > $2 LIMIT 1', [patientUuid, now]);
  if (active.length) return true;
  const plan = await planFor(tx, appointmentUuid);
  if (!plan) return false;
  const used = await tx.query(
    `UPDATE consult_credits SET used_by = $2
      WHERE id = (SELECT id FROM consult_credits WHERE patient_uuid = $1 AND plan = $3 AND used_by IS NULL ORDER BY id LIMIT 1 FOR UPDATE)
      RETURNING id`,
    [patientUuid, appointmentUuid, plan],
  );
  return used.length > 0;
}

/**
 * Rescheduling: the old booking's paid consultation moves to the new one when it is for the same
 * service; otherwise it is given back and the new booking needs its own access like any booking.
 */
export async function moveAccess(tx: Queryable, patientUuid: string, fromUuid: string, toUuid: string, now: Date): Promise<boolean> {
  const [credit] = await tx.query<{ id: string; plan: string }>('SELECT id, plan FROM consult_credits WHERE used_by = $1', [fromUuid]);
  if (!credit) return true; // booked under the subscription: nothing was spent on it
  if (credit.plan === (await planFor(tx, toUuid))) {
    await tx.query('UPDATE consult_credits SET used_by = $2 WHERE id = $1', [credit.id, toUuid]);
    return true;
  }
  await tx.query('UPDATE consult_credits SET used_by = NULL WHERE id = $1', [credit.id]);
  return consumeAccess(tx, patientUuid, toUuid, now);
}
