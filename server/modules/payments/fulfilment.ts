import type { Queryable } from '../../db/database';

const DAY = 86_400_000;

/**
 * Who says the cash arrived: Stripe, which confirms an OXXO payment made before the deadline even when its
 * event comes after it, or the clinic's staff tool (the simulated checkout), which can only settle a voucher
 * that is still valid.
 */
export type PaymentWitness = 'provider' | 'staff';

/**
 * Grants what a paid checkout bought, once: the session row flips from open to complete in the
 * caller's transaction (the one that records the provider event), so a second event for it changes
 * nothing and a failure leaves both the session and the event unrecorded for the provider's retry.
 * Only an open session is granted: one closed as expired stays closed, and of an expiry and a payment
 * that arrive together the first to lock the row wins and the other finds nothing to change.
 */
export async function fulfil(tx: Queryable, sessionId: string, now: Date, witness: PaymentWitness = 'provider'): Promise<boolean> {
  const [s] = await tx.query<{ patient_uuid: string; kind: string; plan: string; encounter_uuid: string | null }>(
    `UPDATE checkout_sessions SET status = 'complete', payment_status = 'paid', fulfilled_at = $2, pay_token_hash = NULL
      WHERE id = $1 AND fulfilled_at IS NULL AND status = 'open'
        AND ($3 = 'provider' OR voucher_expires_at IS NULL OR voucher_expires_at > $2)
      RETURNING patient_uuid, kind, plan, encounter_uuid`,
    [sessionId, now, witness],
  );
  if (!s) return false;
  if (s.kind === 'prescription') {
    await tx.query('UPDATE prescriptions SET purchased_at = $2 WHERE encounter_uuid = $1', [s.encounter_uuid, now]);
  } else if (s.plan === 'mensual') {
    // A renewal before expiry extends from the current end, not from today.
    const [current] = await tx.query<{ expires_at: Date }>(
      'SELECT max(expires_at) AS expires_at FROM subscriptions WHERE patient_uuid = $1',
      [s.patient_uuid],
    );
    const from = current?.expires_at && new Date(current.expires_at) > now ? new Date(current.expires_at) : now;
    await tx.query('INSERT INTO subscriptions (patient_uuid, starts_at, expires_at) VALUES ($1, $2, $3)', [
      s.patient_uuid,
      from,
      new Date(from.getTime() + 30 * DAY),
    ]);
  } else {
    await tx.query('INSERT INTO consult_credits (patient_uuid, plan, created_at) VALUES ($1, $2, $3)', [s.patient_uuid, s.plan, now]);
  }
  return true;
}
