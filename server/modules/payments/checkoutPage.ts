import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../../context';
import { contentSecurityPolicy } from '../../http/static';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (mxn: number) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(mxn);
const concept: Record<string, string> = {
  mensual: 'Plan mensual', primera: 'Primera consulta Menopausia', seguimiento: 'Seguimiento Menopausia',
  'primera-nutricion': 'Primera consulta Nutrición', 'seguimiento-nutricion': 'Seguimiento Nutrición', receta: 'Receta con envío a domicilio',
};

interface SessionRow { id: string; plan: string; amount: number; status: string; success_url: string; cancel_url: string }

/**
 * The simulated hosted checkout (default provider): a Spanish page with the concept and amount.
 * "Pagar" signs a checkout.session.completed event the way Stripe does and posts it through the real
 * webhook route, then redirects like Stripe; "Cancelar" redirects to the cancel URL.
 */
export async function registerCheckoutPage(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const find = async (id: string) => (await ctx.db.query<SessionRow>('SELECT id, plan, amount, status, success_url, cancel_url FROM checkout_sessions WHERE id = $1', [id]))[0];

  const page = (reply: FastifyReply, status: number, body: string) => {
    const nonce = randomBytes(16).toString('base64');
    const css = 'body{font-family:system-ui,sans-serif;background:#f5f7fb;margin:0;padding:24px;color:#1f1f1f}main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}h1{font-size:1.3rem}.amount{font-size:2rem;font-weight:700;margin:8px 0 24px}button{width:100%;padding:14px;border-radius:8px;font-size:1rem;border:0;margin-top:8px;cursor:pointer}.pay{background:#0958d9;color:#fff}.cancel{background:#eee;color:#1f1f1f}small{display:block;margin-top:16px;color:#555}';
    return reply
      .code(status)
      .header('Content-Security-Policy', contentSecurityPolicy(nonce))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pago seguro — Espacios ELLA</title><style nonce="${nonce}">${css}</style></head><body><main>${body}</main></body></html>`);
  };

  app.get<{ Params: { id: string } }>('/checkout/:id', async (req, reply) => {
    const s = await find(req.params.id);
    if (!s || s.status !== 'open') return page(reply, 404, '<h1>Esta sesión de pago ya no está disponible.</h1><p><a href="/dashboard">Volver al portal</a></p>');
    return page(reply, 200, `<h1>Pago seguro (simulado)</h1><p>Concepto: <strong>${escapeHtml(concept[s.plan] ?? s.plan)}</strong></p><p class="amount">${money(s.amount)} MXN</p>
      <form method="post" action="/checkout/${encodeURIComponent(s.id)}/pay"><button class="pay" type="submit">Pagar</button></form>
      <form method="post" action="/checkout/${encodeURIComponent(s.id)}/cancel"><button class="cancel" type="submit">Cancelar</button></form>
      <small>Entorno de demostración: no se cobra ninguna tarjeta.</small>`);
  });

  // "Pagar" and "Cancelar" are plain HTML forms: browsers post them url-encoded. They carry no field
  // we read, so the body is accepted and ignored, in this scope only (the API stays JSON-only).
  await app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));
    forms.post<{ Params: { id: string } }>('/checkout/:id/pay', async (req, reply) => {
      const s = await find(req.params.id);
      if (!s || s.status !== 'open') return page(reply, 404, '<h1>Esta sesión de pago ya no está disponible.</h1>');
      const payload = JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`, object: 'event', type: 'checkout.session.completed',
        data: { object: { id: s.id, object: 'checkout.session', status: 'complete', payment_status: 'paid' } },
      });
      const signature = ctx.payments.stripe.webhooks.generateTestHeaderString({ payload, secret: ctx.payments.webhookSecret });
      await app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
      return reply.redirect(s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id), 303);
    });

    forms.post<{ Params: { id: string } }>('/checkout/:id/cancel', async (req, reply) => {
      const s = await find(req.params.id);
      if (!s) return page(reply, 404, '<h1>Esta sesión de pago ya no está disponible.</h1>');
      return reply.redirect(s.cancel_url, 303);
    });
  });
}
