import { randomBytes } from 'node:crypto';
import type { Handlers, Schema } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { requireCaller } from '../../http/caller';
import { purchaseConcept } from '../../../common/purchases';
import { applyProviderEvent } from './webhook';
import type { ClinicEvents } from '../../events';
import { formatOxxoDeadline } from '../../../common/dates.gen';
import { checkoutById, findOpenVoucher, findPayment, paymentHistory, type PaymentRow } from './repository';

type Item = Schema<'PaymentHistoryItem'>;

export type { PaymentRow };

const iso = (d: Date | string) => new Date(d).toISOString();

/** pagado, reembolsado, vencido (failed event, or the voucher's own expiry passed) or pendiente. */
export function paymentStatus(r: PaymentRow, now: Date): Item['status'] {
  if (r.refunded_at) return 'refunded';
  if (r.fulfilled_at) return 'paid';
  if (r.status === 'expired') return 'expired';
  if (r.voucher_expires_at && new Date(r.voucher_expires_at) <= now) return 'expired';
  return 'pending';
}

export function toItem(r: PaymentRow, now: Date): Item {
  return {
    id: r.id,
    createdAt: iso(r.created_at),
    paidAt: r.fulfilled_at ? iso(r.fulfilled_at) : null,
    concept: purchaseConcept(r.plan),
    amount: r.amount,
    currency: 'mxn',
    method: r.payment_method,
    installments: r.installments,
    status: paymentStatus(r, now),
    kind: r.kind,
    plan: r.plan,
  };
}

export const voucherOf = (r: PaymentRow) =>
  r.payment_method === 'oxxo' && r.voucher_reference && r.voucher_expires_at
    ? { reference: r.voucher_reference, expiresAt: iso(r.voucher_expires_at), hostedVoucherUrl: r.voucher_url }
    : null;

/** Mis pagos: her payments and receipts; staff settle simulated OXXO vouchers. */
export function paymentHistoryHandlers(ctx: ServerContext, events: ClinicEvents): Handlers {
  return {
    async listPaymentHistory(req) {
      const caller = requireCaller(req);
      const rows = await paymentHistory(ctx.db, caller.patientUuid);
      const now = ctx.clock.now();
      return rows.map((r) => toItem(r, now));
    },

    async getPaymentReceipt(req) {
      const caller = requireCaller(req);
      const r = await findPayment(ctx.db, req.params.sessionId, caller.patientUuid);
      if (!r) throw new HttpError(404, messages.notFound);
      return { ...toItem(r, ctx.clock.now()), voucher: voucherOf(r) };
    },

    async staffSettleOxxoVoucher(req) {
      if (ctx.payments.provider.name !== 'simulated') {
        throw new HttpError(409, 'En modo Stripe solo Stripe confirma los pagos OXXO.');
      }
      const r = await findOpenVoucher(ctx.db, req.params.sessionId);
      if (!r) throw new HttpError(404, messages.notFound);
      const paid = req.body.outcome === 'paid';
      if (paid && r.voucher_expires_at && new Date(r.voucher_expires_at) <= ctx.clock.now()) {
        throw new HttpError(
          409,
          `Esta ficha OXXO venció el ${formatOxxoDeadline(r.voucher_expires_at)}: ya no se puede marcar como pagada.`,
        );
      }
      // The event Stripe sends when the cash arrives or the voucher lapses, applied like a verified webhook;
      // the transaction checks the voucher again, so a request racing this one cannot both pay and expire it.
      const outcome = await applyProviderEvent(
        ctx,
        events,
        {
          id: `evt_${randomBytes(12).toString('hex')}`,
          type: paid ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed',
          data: { object: { id: r.id, object: 'checkout.session', payment_status: paid ? 'paid' : 'unpaid' } },
        },
        null,
        'staff',
      );
      if (outcome === 'unchanged') {
        throw new HttpError(409, 'Esta ficha OXXO ya no está pendiente: otro cambio la cerró primero. Consulta su estado actual.');
      }
      const after = (await checkoutById(ctx.db, r.id))!;
      return toItem(after, ctx.clock.now());
    },
  };
}
