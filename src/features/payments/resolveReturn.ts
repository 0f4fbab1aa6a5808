import { PENDING_PAYMENT_WINDOW_MS } from '../../lib/config';
import type { PaymentsState, PlanType } from './paymentsSlice';
import { isPlanType, type PurchaseKind } from './plans';

type Pending = Pick<
  PaymentsState,
  'pendingPaymentPlan' | 'pendingPaymentTimestamp' | 'pendingPrescriptionPurchase' | 'pendingPrescriptionTimestamp'
>;

/** A pending purchase counts only while it is younger than the window (SPEC §4, §9: 10 minutes). */
export const isFresh = (at: number | null, now: number) => at !== null && now - at < PENDING_PAYMENT_WINDOW_MS;

/** SPEC §5: the success URL's plan is trusted only for these three values; anything else reads as mensual. */
export function planFromSuccessUrl(value: string | null): PlanType {
  return value === 'primera' || value === 'seguimiento' || value === 'mensual' ? value : 'mensual';
}

/**
 * Which purchase /pago-exitoso shows (SPEC §4): a prescription bought in the last 10 minutes, else the
 * plan chosen in the last 10 minutes, else the plan named in the URL. `now` is a parameter so the
 * window can be tested without a clock.
 */
export function resolveSuccessPurchase(pending: Pending, urlPlan: string | null, now: number): PurchaseKind {
  if (pending.pendingPrescriptionPurchase && isFresh(pending.pendingPrescriptionTimestamp, now)) return 'receta';
  if (pending.pendingPaymentPlan && isFresh(pending.pendingPaymentTimestamp, now)) return pending.pendingPaymentPlan;
  return planFromSuccessUrl(urlPlan);
}

/**
 * What /pago-cancelado shows: the plan chosen in the last 10 minutes, else the plan the cancel URL
 * names (the server writes every plan id there), else nothing.
 */
export function resolveCancelledPurchase(pending: Pending, urlPlan: string | null, now: number): PurchaseKind | null {
  if (pending.pendingPrescriptionPurchase && isFresh(pending.pendingPrescriptionTimestamp, now)) return 'receta';
  if (pending.pendingPaymentPlan && isFresh(pending.pendingPaymentTimestamp, now)) return pending.pendingPaymentPlan;
  if (urlPlan === 'receta' || isPlanType(urlPlan)) return urlPlan;
  return null;
}

/** SPEC §5: a checkout session id starts with cs_ and is longer than 10 characters. */
export const isValidCheckoutSessionId = (id: string | null): id is string =>
  typeof id === 'string' && id.startsWith('cs_') && id.length > 10;
