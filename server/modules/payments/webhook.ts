import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { messages } from '../../http/errors';
import { fulfil, type PaymentWitness } from './fulfilment';
import type { ClinicEvents } from '../../events';
import { closeCheckout, markRefunded, recordEvent, recordPaymentDetails } from './repository';
import type { PaymentDetails } from './provider';

export interface ProviderEvent {
  id: string;
  type: string;
  data: {
    object: {
      id?: string;
      object?: string;
      payment_status?: string;
      /** Checkout sessions: the payment intent behind them (method, MSI term, OXXO voucher). */
      payment_intent?: string | null;
      /** Charges (charge.refunded). */
      refunded?: boolean;
    };
  };
}

const COMPLETED = 'checkout.session.completed';
const SUCCEEDED = 'checkout.session.async_payment_succeeded';
const FAILED = 'checkout.session.async_payment_failed';
const EXPIRED = 'checkout.session.expired';

/** Stripe mode: what the event's payment intent says about how she paid, asked before the transaction opens. */
async function detailsOf(ctx: ServerContext, event: ProviderEvent): Promise<PaymentDetails | null> {
  const object = event.data?.object;
  if (!ctx.payments.provider.details || (event.type !== COMPLETED && event.type !== SUCCEEDED)) return null;
  return typeof object.payment_intent === 'string' ? ctx.payments.provider.details(object.payment_intent) : null;
}

async function record(tx: Queryable, sessionId: string, d: PaymentDetails) {
  // A later event's payment intent no longer shows the voucher (it was paid): keep the one recorded.
  await recordPaymentDetails(tx, sessionId, d);
}

/**
 * Applies one verified provider event, once: the event row and its effects share the transaction, so a
 * replayed event finds its row and changes nothing, and a failure keeps neither for the provider's retry.
 * - completed + paid (card): grants what was bought; completed + unpaid (OXXO): the voucher is issued, nothing granted;
 * - async_payment_succeeded (the cash arrived at OXXO): grants, once;
 * - async_payment_failed (the voucher expired unpaid) and expired (checkout abandoned): closes it, grants nothing;
 * - charge.refunded (fully): marks the payment refunded.
 */
export async function applyProviderEvent(
  ctx: ServerContext,
  events: ClinicEvents,
  event: ProviderEvent,
  details: PaymentDetails | null = null,
  witness: PaymentWitness = 'provider',
): Promise<'granted' | 'closed' | 'unchanged'> {
  const now = ctx.clock.now();
  const object = event.data?.object ?? {};
  return ctx.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event.id, event.type, now))) return 'unchanged';
    if (event.type.startsWith('checkout.session.') && object.id) {
      if (details) await record(tx, object.id, details);
      if (
        (event.type === COMPLETED || event.type === SUCCEEDED) &&
        object.payment_status === 'paid' &&
        (await fulfil(tx, object.id, now, witness))
      ) {
        await events.paymentReceived(ctx, tx, object.id);
        return 'granted';
      }
      if (event.type === FAILED || event.type === EXPIRED) {
        return (await closeCheckout(tx, object.id)) ? 'closed' : 'unchanged';
      }
    } else if (event.type === 'charge.refunded' && object.refunded && typeof object.payment_intent === 'string') {
      await markRefunded(tx, object.payment_intent, now);
    }
    return 'unchanged';
  });
}

/**
 * POST /api/payments/webhook, outside the glue (x-no-fastify-config): the signature is computed over
 * the raw body, so this route keeps it as a Buffer.
 */
export async function registerWebhook(app: FastifyInstance, ctx: ServerContext, events: ClinicEvents): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/api/payments/webhook', async (req, reply) => {
      const signature = req.headers['stripe-signature'];
      let event: ProviderEvent;
      try {
        event = ctx.payments.stripe.webhooks.constructEvent(
          req.body as Buffer,
          String(signature ?? ''),
          ctx.payments.webhookSecret,
        ) as unknown as ProviderEvent;
      } catch {
        return reply.code(400).send({ message: 'La firma del evento de pago no es válida.' });
      }
      let details: PaymentDetails | null;
      try {
        details = await detailsOf(ctx, event);
      } catch (error) {
        // Whatever Stripe answered (even a 404), nothing is kept and the answer is 500: Stripe retries the event.
        req.log.error({ err: { type: (error as Error).name } }, 'payment details lookup failed');
        return reply.code(500).send({ message: messages.server });
      }
      await applyProviderEvent(ctx, events, event, details);
      return { received: true };
    });
  });
}
