import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { fulfil } from './fulfilment';
import { paymentReceived } from '../reminders/notify';

interface ProviderEvent {
  id: string;
  type: string;
  data: { object: { id?: string; object?: string; payment_status?: string } };
}

/** Events that mean the money arrived: a card paid at once, or a delayed method that settled later. */
function paidSession(event: ProviderEvent): string | null {
  const session = event.data?.object;
  if (!session?.id || session.payment_status !== 'paid') return null;
  return event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded' ? session.id : null;
}

/**
 * POST /api/payments/webhook, outside the glue (x-no-fastify-config): the signature is computed over
 * the raw body, so this route keeps it as a Buffer.
 */
export async function registerWebhook(app: FastifyInstance, ctx: ServerContext): Promise<void> {
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
      const now = ctx.clock.now();
      // The event is recorded in the fulfilment's own transaction: if fulfilment fails, neither is kept,
      // the answer is 500 and the provider's retry of the same event fulfils it (once).
      await ctx.db.transaction(async (tx) => {
        const fresh = await tx.query(
          'INSERT INTO payment_events (id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id',
          [event.id, event.type, now],
        );
        const sessionId = paidSession(event);
        if (fresh.length && sessionId && (await fulfil(tx, sessionId, now))) await paymentReceived(ctx, tx, sessionId);
      });
      return { received: true };
    });
  });
}
