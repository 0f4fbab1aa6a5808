import type { SubscriptionStatus } from '../../api';
import { paymentHashMatches } from '../../lib/paymentHash';

/**
 * SPEC §4: booking is open with an active subscription or a paid single consultation — the local
 * payment hash for this person, or a credit the server already holds (the hash may be on another device).
 */
export function canBook(subscription: SubscriptionStatus | undefined, paymentHash: string | null, personUuid: string | null): boolean {
  if (paymentHashMatches(paymentHash, personUuid)) return true;
  if (!subscription) return false;
  return subscription.status === 'active' || subscription.singleConsultCredits > 0;
}
