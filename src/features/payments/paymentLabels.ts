import { DISPLAY_TIME_ZONE } from '../../lib/config';
import type { PaymentHistoryItem } from '../../api';

/** How Mis pagos and the receipt name a payment's method: tarjeta, MSI n or OXXO (#23). */
export function methodLabel(p: Pick<PaymentHistoryItem, 'method' | 'installments'>): string {
  if (p.method === 'oxxo') return 'OXXO';
  return p.installments ? `MSI ${p.installments}` : 'Tarjeta';
}

export const statusLabel: Record<PaymentHistoryItem['status'], string> = {
  paid: 'Pagado',
  pending: 'Pendiente',
  expired: 'Vencido',
  refunded: 'Reembolsado',
};

/** Payment dates in the portal's display zone (SPEC §9). */
export const paymentDate = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: DISPLAY_TIME_ZONE });

/**
 * OXXO's deadline is 23:59 in Mexico City (how Stripe defines it); shown in that zone so the date she
 * reads is the day the stores stop accepting the voucher.
 */
const voucherDeadline = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: 'America/Mexico_City',
});
export const formatVoucherExpiry = (iso: string) => `${voucherDeadline.format(new Date(iso))} (hora del centro de México)`;

/** The reference in groups of four digits, as it is easiest to read aloud at the till. */
export const groupedReference = (reference: string) => reference.replace(/(\d{4})(?=\d)/g, '$1 ');
