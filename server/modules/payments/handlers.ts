import { apiErrorCodes, apiMessages } from '../../../common/apiMessages';
import type { FastifyRequest } from 'fastify';
import type { Handlers, Schema } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { requireCaller } from '../../http/caller';
import { paths } from '../../../common/paths';
import { PRESCRIPTION_PURCHASE_TITLE } from '../../../common/purchases';
import { plans } from './plans';
import { voucherOf, type PaymentRow } from './history';
import { findCheckout, insertCheckout, prescriptionMedications, shippingAddress } from './repository';

/** Placeholder until the pharmacy price list exists: each medication line costs the same. */
export const PRESCRIPTION_ITEM_PRICE_MXN = Number(process.env.PRESCRIPTION_ITEM_PRICE_MXN ?? 350);

type Status = Schema<'CheckoutSessionStatus'>;
interface SessionRow {
  id: string;
  status: Status['status'];
  payment_status: Status['paymentStatus'];
  kind: Status['kind'];
  plan: Status['plan'];
  amount: number;
  fulfilled_at: Date | null;
  created_at: Date | string;
}

export function paymentHandlers(ctx: ServerContext): Handlers {
  const origin = (req: FastifyRequest) => process.env.PUBLIC_URL ?? `${req.protocol}://${req.host}`;

  async function openSession(
    req: FastifyRequest,
    row: {
      patientUuid: string;
      kind: 'plan' | 'prescription';
      plan: string;
      amount: number;
      title: string;
      encounterUuid?: string;
      medications?: string[];
      shipping?: object;
    },
  ) {
    // Stripe needs absolute URLs; the simulated checkout works with the same ones.
    const base = ctx.payments.provider.name === 'stripe' ? origin(req) : '';
    const successUrl = `${base}${paths.paymentSuccess}?session_id={CHECKOUT_SESSION_ID}&plan=${row.plan}`;
    const cancelUrl = `${base}${paths.paymentCancelled}?plan=${row.plan}`;
    const session = await ctx.payments.provider.create({
      title: row.title,
      amountMxn: row.amount,
      successUrl,
      cancelUrl,
      patientUuid: row.patientUuid,
      kind: row.kind,
      plan: row.plan,
    });
    await insertCheckout(ctx.db, {
      id: session.id,
      patientUuid: row.patientUuid,
      kind: row.kind,
      plan: row.plan,
      amount: row.amount,
      encounterUuid: row.encounterUuid ?? null,
      medications: row.medications ?? null,
      shipping: row.shipping ?? null,
      successUrl,
      cancelUrl,
      createdAt: ctx.clock.now(),
      payTokenHash: session.payTokenHash ?? null,
    });
    return { id: session.id, url: session.url };
  }

  return {
    async createCheckoutSession(req) {
      const caller = requireCaller(req);
      const plan = plans.find((p) => p.id === req.body.priceId);
      if (!plan) throw new HttpError(400, apiMessages.planInvalid);
      return openSession(req, { patientUuid: caller.patientUuid, kind: 'plan', plan: plan.id, amount: plan.priceMxn, title: plan.title });
    },

    async createPrescriptionCheckout(req) {
      const caller = requireCaller(req);
      const medications = await prescriptionMedications(ctx.db, req.body.encounterUuid, caller.patientUuid);
      if (!medications) throw new HttpError(404, messages.notFound);
      const names = new Set(medications.map((m) => (typeof m === 'string' ? m : m.name)));
      // Each medicine is charged once: a name sent twice is a client error, never a second charge.
      const wanted = req.body.medications;
      if (new Set(wanted).size !== wanted.length || !wanted.every((m) => names.has(m)))
        throw new HttpError(400, apiMessages.prescriptionInvalid);
      const address = await shippingAddress(ctx.db, caller.patientUuid);
      if (!address) throw new HttpError(409, apiMessages.addressRequired, apiErrorCodes.addressRequired);
      const shipping = {
        street: address.street,
        number: address.number,
        city: address.city,
        state: address.state,
        postalCode: address.postal_code,
        country: 'México',
      };
      return openSession(req, {
        patientUuid: caller.patientUuid,
        kind: 'prescription',
        plan: 'receta',
        amount: PRESCRIPTION_ITEM_PRICE_MXN * req.body.medications.length,
        title: PRESCRIPTION_PURCHASE_TITLE,
        encounterUuid: req.body.encounterUuid,
        medications: req.body.medications,
        shipping,
      });
    },

    async getCheckoutSessionStatus(req) {
      const caller = requireCaller(req);
      const s = await findCheckout<SessionRow & PaymentRow>(ctx.db, req.params.sessionId, caller.patientUuid);
      if (!s) throw new HttpError(404, messages.notFound);
      return {
        id: s.id,
        status: s.status,
        paymentStatus: s.payment_status,
        kind: s.kind,
        plan: s.plan,
        amount: s.amount,
        currency: 'mxn',
        fulfilled: Boolean(s.fulfilled_at),
        createdAt: new Date(s.created_at as string).toISOString(),
        paymentMethod: s.payment_method,
        installments: s.installments,
        voucher: voucherOf(s),
      };
    },
  };
}
