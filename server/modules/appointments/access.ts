import type { Queryable } from '../../db/database';
import type { Schema } from '../../http/types';

/** SPEC §4 booking access: an active monthly subscription, or a paid single consultation not used yet. */
export async function subscriptionStatus(db: Queryable, patientUuid: string, now: Date): Promise<Schema<'SubscriptionStatus'>> {
  const [latest] = await db.query<{ expires_at: Date }>('SELECT expires_at FROM subscriptions WHERE patient_uuid = $1 ORDER BY expires_at DESC LIMIT 1', [patientUuid]);
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM consult_credits WHERE patient_uuid = $1 AND used_by IS NULL', [patientUuid]);
  const active = Boolean(latest && new Date(latest.expires_at) > now);
  return {
    has_subscription: active,
    status: active ? 'active' : latest ? 'expired' : 'inactive',
    expires_at: latest ? new Date(latest.expires_at).toISOString() : null,
    singleConsultCredits: n,
  };
}

/** Inside the booking transaction: the subscription covers it, or one unused credit is tied to it. */
export async function consumeAccess(tx: Queryable, patientUuid: string, appointmentUuid: string, now: Date): Promise<boolean> {
  const active = await tx.query('SELECT 1 FROM subscriptions WHERE patient_uuid = $1 AND expires_at > $2 LIMIT 1', [patientUuid, now]);
  if (active.length) return true;
  const used = await tx.query(
    `UPDATE consult_credits SET used_by = $2
      WHERE id = (SELECT id FROM consult_credits WHERE patient_uuid = $1 AND used_by IS NULL ORDER BY id LIMIT 1 FOR UPDATE)
      RETURNING id`,
    [patientUuid, appointmentUuid],
  );
  return used.length > 0;
}
