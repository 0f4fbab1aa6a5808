import type { Queryable } from '../../db/database';
import { catalogue } from './catalogue';
import type { Schema } from '../../http/types';
import {
  appointmentServiceUuid,
  creditUsedBy,
  hasActiveSubscription,
  latestSubscriptionExpiry,
  moveCredit,
  releaseCredit,
  unusedCreditCount,
  useCredit,
} from './repository';

/** SPEC §4 booking access: an active monthly subscription, or a paid single consultation not used yet. */
export async function subscriptionStatus(db: Queryable, patientUuid: string, now: Date): Promise<Schema<'SubscriptionStatus'>> {
  const expiresAt = await latestSubscriptionExpiry(db, patientUuid);
  const n = await unusedCreditCount(db, patientUuid);
  const active = Boolean(expiresAt && new Date(expiresAt) > now);
  return {
    has_subscription: active,
    status: active ? 'active' : expiresAt ? 'expired' : 'inactive',
    expires_at: expiresAt ? new Date(expiresAt).toISOString() : null,
    singleConsultCredits: n,
  };
}

/** The single-consult plan that pays for the appointment's service (null: only a subscription does). */
async function planFor(tx: Queryable, appointmentUuid: string): Promise<string | null> {
  const serviceUuid = await appointmentServiceUuid(tx, appointmentUuid);
  return catalogue.services.find((s) => s.uuid === serviceUuid)?.plan ?? null;
}

/**
 * Inside the booking transaction: the subscription covers it, or one unused credit bought for this
 * very service is tied to it (a paid follow-up does not pay for a dearer first consultation).
 */
export async function consumeAccess(tx: Queryable, patientUuid: string, appointmentUuid: string, now: Date): Promise<boolean> {
  if (await hasActiveSubscription(tx, patientUuid, now)) return true;
  const plan = await planFor(tx, appointmentUuid);
  if (!plan) return false;
  return useCredit(tx, patientUuid, appointmentUuid, plan);
}

/**
 * Rescheduling: the old booking's paid consultation moves to the new one when it is for the same
 * service; otherwise it is given back and the new booking needs its own access like any booking.
 */
export async function moveAccess(tx: Queryable, patientUuid: string, fromUuid: string, toUuid: string, now: Date): Promise<boolean> {
  const credit = await creditUsedBy(tx, fromUuid);
  if (!credit) return true; // booked under the subscription: nothing was spent on it
  if (credit.plan === (await planFor(tx, toUuid))) {
    await moveCredit(tx, credit.id, toUuid);
    return true;
  }
  await releaseCredit(tx, credit.id);
  return consumeAccess(tx, patientUuid, toUuid, now);
}
