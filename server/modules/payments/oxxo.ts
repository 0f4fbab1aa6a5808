import { randomInt } from 'node:crypto';

/**
 * Days an OXXO voucher stays payable. Stripe accepts 1–7 and defaults to 3; it is set explicitly on every
 * session so the portal's own voucher page and Stripe's agree.
 */
export const OXXO_EXPIRES_AFTER_DAYS = 3;

/** Mexico City has kept UTC−6 all year since it dropped daylight saving time in 2022. */
const MEXICO_CITY_OFFSET_MS = 6 * 3_600_000;

/**
 * When a voucher made at `now` stops being payable: 23:59:59 in Mexico City, `days` calendar days later,
 * as Stripe documents for payment_method_options.oxxo.expires_after_days.
 */
export function oxxoExpiry(now: Date, days = OXXO_EXPIRES_AFTER_DAYS): Date {
  const local = new Date(now.getTime() - MEXICO_CITY_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, 23, 59, 59) + MEXICO_CITY_OFFSET_MS);
}

/** A simulated voucher number: digits only, as the OXXO cashier types them. */
export function simulatedVoucherReference(): string {
  let digits = '93';
  while (digits.length < 18) digits += String(randomInt(10));
  return digits;
}
