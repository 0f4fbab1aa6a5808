import type { Queryable } from '../../db/database';
import { insertConsultCredit, insertSubscription, markPaid, markPrescriptionPurchased, subscriptionEnd } from './repository';

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
  const s = await markPaid(tx, sessionId, now, witness);
  if (!s) return false;
  if (s.kind === 'prescription') {
    await markPrescriptionPurchased(tx, s.encounter_uuid, now);
  } else if (s.plan === 'mensual') {
    // A renewal before expiry extends from the current end, not from today.
    const end = await subscriptionEnd(tx, s.patient_uuid);
    const from = end && new Date(end) > now ? new Date(end) : now;
    await insertSubscription(tx, s.patient_uuid, from, new Date(from.getTime() + 30 * DAY));
  } else {
    await insertConsultCredit(tx, s.patient_uuid, s.plan, now);
  }
  return true;
}
