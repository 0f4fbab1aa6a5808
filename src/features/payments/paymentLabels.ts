import type { PaymentHistoryItem } from '../../api';

/** How Mis pagos and the receipt name a payment's method: tarjeta, MSI n or OXXO. */
export function methodLabel(p: Pick<PaymentHistoryItem, 'method' | 'installments'>): string {
  if (p.method === 'oxxo') return 'OXXO';
  return p.installments ? `MSI ${p.installments}` : 'Tarjeta';
}

/** The reference in groups of four digits, as it is easiest to read aloud at the till. */
export const groupedReference = (reference: string) => reference.replace(/(\d{4})(?=\d)/g, '$1 ');
