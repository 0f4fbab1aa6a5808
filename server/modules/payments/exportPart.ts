import { formatOxxoDeadline } from '../../../common/dates.gen';
import { formatMoney } from '../../../common/money.gen';
import { paymentStatusLabels } from '../../../common/paymentStatus';
import { purchaseConcept } from '../../../common/purchases';
import { paymentStatus } from './history';
import { allCheckouts } from './repository';
import { definePart, iso, readable, table } from '../../export/part';

function statusText(p: { inMisPagos: boolean; status: string; fulfilledAt: string | null; refundedAt: string | null }): string {
  if (!p.inMisPagos) return p.status === 'expired' ? paymentStatusLabels.expired : 'Sin completar (no se cobró)';
  const label = paymentStatusLabels[p.status as keyof typeof paymentStatusLabels];
  if (p.status === 'refunded') return `${label} el ${readable(p.refundedAt)}`;
  if (p.status === 'paid') return `${label} el ${readable(p.fulfilledAt)}`;
  return label;
}

/**
 * Her checkouts (plans and prescription purchases) with how they were paid: an OXXO voucher's number and expiry,
 * a refund, and the status Mis pagos shows (server/modules/payments/history.ts decides it). A checkout she left
 * without paying (no payment, no voucher) is hers too, but is not listed in Mis pagos.
 */
export const paymentsPart = definePart({
  key: 'payments',
  title: 'Pagos',
  async load({ db, patientUuid, now }) {
    const rows = await allCheckouts(db, patientUuid);
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      plan: r.plan,
      concept: purchaseConcept(r.plan),
      amountMxn: Number(r.amount),
      status: paymentStatus(r, now),
      inMisPagos: Boolean(r.fulfilled_at || r.voucher_reference),
      checkoutStatus: r.status,
      paymentStatus: r.payment_status,
      paymentMethod: r.payment_method,
      installments: r.installments,
      voucherReference: r.voucher_reference,
      voucherExpiresAt: iso(r.voucher_expires_at),
      createdAt: iso(r.created_at)!,
      fulfilledAt: iso(r.fulfilled_at),
      refundedAt: iso(r.refunded_at),
    }));
  },
  html(rows) {
    // Six columns keep the table readable on a phone: dates join the voucher and the status they belong to.
    return table(
      ['Fecha', 'Concepto', 'Monto (MXN)', 'Forma de pago', 'Ficha OXXO', 'Estado'],
      rows.map((p) => [
        p.createdAt,
        p.concept,
        formatMoney(p.amountMxn),
        p.paymentMethod === 'oxxo' ? 'OXXO' : p.installments ? `Tarjeta, ${p.installments} meses sin intereses` : 'Tarjeta',
        p.voucherReference && p.voucherExpiresAt ? `${p.voucherReference} (vence el ${formatOxxoDeadline(p.voucherExpiresAt)})` : null,
        statusText(p),
      ]),
    );
  },
});
