import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { fulfil } from './fulfilment';

/**
 * POST /api/payments/webhook, outside the glue (x-no-fastify-config): the signature is computed over
 * the raw body, so this route keeps it as a Buffer.
 */
export async function registerWebhook(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/api/payments/webhook', async (req, reply) => {
      const signature = req.headers['stripe-signature'];
      let event: { id: string; type: string; data: { object: { id?: string; payment_status?: string } } };
      try {
        event = ctx.payments.stripe.webhooks.constructEvent(req.body as Buffer, String(signature ?? ''), ctx.payments.webhookSecret) as typeof event;
      } catch {
        return reply.code(400).send({ message: 'La firma del evento de pago no es válida.' });
      }
      const fresh = await ctx.db.query('INSERT INTO payment_events (id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id', [event.id, event.type, ctx.clock.now()]);
      if (fresh.length && event.type === 'checkout.session.completed' && event.data.object.payment_status === 'paid' && event.data.object.id) {
        await fulfil(ctx, event.data.object.id);
      }
      return { received: true };
    });
  });
}
