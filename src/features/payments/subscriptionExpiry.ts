import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { api, type SubscriptionStatus } from '../../api';

/** SPEC §4: the subscription-expiry check's threshold, in minutes (29 days of a 30-day month). */
export const SUBSCRIPTION_EXPIRY_THRESHOLD_MINUTES = 41760;
/** The server sells the monthly plan for 30 days from the payment. */
const SUBSCRIPTION_MINUTES = 30 * 24 * 60;

/** True when an active subscription has run for the threshold or longer, i.e. ends within about a day. */
export function subscriptionNearsExpiry(status: SubscriptionStatus, now: number): boolean {
  if (!status.has_subscription || !status.expires_at) return false;
  const minutesLeft = (Date.parse(status.expires_at) - now) / 60_000;
  return SUBSCRIPTION_MINUTES - minutesLeft >= SUBSCRIPTION_EXPIRY_THRESHOLD_MINUTES;
}

type StartListening = ListenerMiddlewareInstance['startListening'];

/** SPEC §4: the check only logs; nothing on screen changes and no data of hers is written. */
export function registerSubscriptionExpiryCheck(startListening: StartListening): void {
  startListening({
    matcher: api.endpoints.getSubscription.matchFulfilled,
    effect: (action) => {
      const status = action.payload as SubscriptionStatus;
      if (subscriptionNearsExpiry(status, Date.now())) console.info(`Suscripción por vencer: termina el ${status.expires_at}`);
    },
  });
}
