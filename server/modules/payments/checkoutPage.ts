import { paths } from '../../../common/paths';
import { formatMoney } from '../../../common/money.gen';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { contentSecurityPolicy } from '../../http/static';
import { isSameOriginPost } from '../../http/sameOrigin';
import { buttonStyle, cardStyle, pageStyle } from '../../http/pageStyle';
import { brand } from '../../../common/brand.gen';
import { hashPayToken } from './provider';
import { purchaseConcept } from '../../../common/purchases';
import { mesesSinInteresesFor } from '../../../common/facts.gen';
import { OXXO_EXPIRES_AFTER_DAYS, oxxoExpiry, simulatedVoucherReference } from './oxxo';
import { checkoutForPage, restoreToken, restoreTokenDropVoucher, spendTokenForCard, spendTokenForVoucher } from './repository';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The simulated checkout offers the first two terms; Stripe offers whatever the card supports. */
const SIMULATED_MSI_TERMS = [3, 6];

/** The pay token travels from the checkout URL into this cookie, scoped to one session's pages. */
const COOKIE = 'ella_checkout';

interface SessionRow {
  id: string;
  plan: string;
  amount: number;
  status: string;
  success_url: string;
  cancel_url: string;
  pay_token_hash: string | null;
}

const gone = `<h1>Esta sesión de pago ya no está disponible.</h1><p><a href="${paths.dashboard}">Volver al portal</a></p>`;

function cookieValue(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const tokenMatches = (token: string | undefined, hash: string | null) =>
  Boolean(token && hash) && timingSafeEqual(Buffer.from(hashPayToken(token!)), Buffer.from(hash!));

/**
 * The simulated hosted checkout (demo mode only): a Spanish page with the concept and amount.
 * "Pagar" signs a checkout.session.completed event the way Stripe does and posts it through the real
 * webhook route, then redirects like Stripe; "Cancelar" redirects to the cancel URL. Paying takes the
 * single-use token that only the session's owner received, and a same-origin form.
 * With STRIPE_SECRET_KEY set none of these routes exist: only Stripe's signed events fulfil.
 */
export async function registerCheckoutPage(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  if (ctx.payments.provider.name !== 'simulated') return;
  const find = (id: string) => checkoutForPage<SessionRow>(ctx.db, id);
  const secure = (req: FastifyRequest) => req.protocol === 'https' || Boolean(process.env.PUBLIC_URL?.startsWith('https:'));
  const tokenCookie = (req: FastifyRequest, id: string, token: string, maxAge: number) =>
    `${COOKIE}=${token}; Path=/checkout/${encodeURIComponent(id)}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure(req) ? '; Secure' : ''}`;

  const page = (reply: FastifyReply, status: number, body: string) => {
    const nonce = randomBytes(16).toString('base64');
    const css =
      pageStyle +
      cardStyle +
      buttonStyle +
      // OXXO's own red on its button, as the real hosted checkout shows it.
      `.amount{font-size:2rem;font-weight:700;margin:8px 0 24px}h2{margin:20px 0 8px}section{border-top:1px solid ${brand.colors.divider};padding-top:4px}fieldset{border:0;padding:0;margin:0 0 8px}legend{font-weight:600;margin-bottom:6px}label{display:flex;align-items:center;gap:8px;min-height:44px}button{width:100%;margin-top:8px}button.oxxo{background:#c8102e;border-color:#c8102e;color:#fff}button.cancel{margin-top:20px}small{display:block;margin-top:16px}`;
    return reply
      .code(status)
      .header('Content-Security-Policy', contentSecurityPolicy(nonce))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pago seguro — Espacios ELLA</title><style nonce="${nonce}">${css}</style></head><body><main>${body}</main></body></html>`,
      );
  };

  app.get<{ Params: { id: string }; Querystring: { token?: string } }>('/checkout/:id', async (req, reply) => {
    const s = await find(req.params.id);
    if (!s || s.status !== 'open') return page(reply, 404, gone);
    const fromUrl = typeof req.query.token === 'string' ? req.query.token : undefined;
    if (fromUrl !== undefined) {
      // The token leaves the address bar (history, screenshots) for a cookie only this session's pages get.
      if (!tokenMatches(fromUrl, s.pay_token_hash)) return page(reply, 404, gone);
      return reply
        .header('Set-Cookie', tokenCookie(req, s.id, fromUrl, 3600))
        .header('Cache-Control', 'no-store')
        .redirect(`/checkout/${encodeURIComponent(s.id)}`, 303);
    }
    if (!tokenMatches(cookieValue(req, COOKIE), s.pay_token_hash)) return page(reply, 404, gone);
    const id = encodeURIComponent(s.id);
    const terms = mesesSinInteresesFor(s.amount, SIMULATED_MSI_TERMS);
    const msi = terms.length
      ? `<fieldset><legend>Forma de pago con tarjeta</legend>
        <label><input type="radio" name="installments" value="1" checked> Pago en una sola exhibición</label>
        ${terms.map((n) => `<label><input type="radio" name="installments" value="${n}"> ${n} meses sin intereses de ${formatMoney(Math.round((s.amount / n) * 100) / 100)}</label>`).join('')}
      </fieldset>`
      : '';
    return page(
      reply,
      200,
      `<h1>Pago seguro (simulado)</h1><p>Concepto: <strong>${escapeHtml(purchaseConcept(s.plan))}</strong></p><p class="amount">${formatMoney(s.amount)}</p>
      <section aria-labelledby="card-title"><h2 id="card-title">Tarjeta de crédito o débito</h2>
      <form method="post" action="/checkout/${id}/pay">${msi}<button class="primary" type="submit">Pagar</button></form></section>
      <section aria-labelledby="oxxo-title"><h2 id="oxxo-title">Efectivo en OXXO</h2>
      <p>Recibirás una ficha con un número de referencia para pagar en cualquier tienda OXXO. Vence en ${OXXO_EXPIRES_AFTER_DAYS} días. Tu consulta o plan se activa cuando se registre tu pago.</p>
      <form method="post" action="/checkout/${id}/oxxo"><button class="oxxo" type="submit">Generar ficha OXXO</button></form></section>
      <form method="post" action="/checkout/${id}/cancel"><button class="cancel" type="submit">Cancelar</button></form>
      <small>Entorno de demostración: no se cobra ninguna tarjeta.</small>`,
    );
  });

  // "Pagar", "Generar ficha OXXO" and "Cancelar" are plain HTML forms: browsers post them url-encoded; the
  // only field read is the MSI term. Accepted in this scope only (the API stays JSON-only).
  await app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    forms.addHook('preHandler', async (req, reply) => {
      if (!isSameOriginPost(req))
        return page(
          reply,
          403,
          `<h1>No se pudo confirmar el pago desde esta página.</h1><p><a href="${paths.dashboard}">Volver al portal</a></p>`,
        );
    });

    /** Signs the event Stripe would send about this session and posts it through the real webhook route. */
    const deliver = (sessionId: string, paymentStatus: 'paid' | 'unpaid') => {
      const payload = JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { id: sessionId, object: 'checkout.session', status: 'complete', payment_status: paymentStatus } },
      });
      const signature = ctx.payments.stripe.webhooks.generateTestHeaderString({ payload, secret: ctx.payments.webhookSecret });
      return app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    };
    const notDelivered = (reply: FastifyReply) =>
      page(reply, 503, '<h1>No se pudo completar el pago.</h1><p>No se realizó ningún cargo. Vuelve atrás e inténtalo de nuevo.</p>');
    const backToPortal = (req: FastifyRequest, reply: FastifyReply, s: { id: string; success_url: string }) =>
      reply.header('Set-Cookie', tokenCookie(req, s.id, '', 0)).redirect(s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id), 303);

    forms.post<{ Params: { id: string }; Body: { installments?: string } }>('/checkout/:id/pay', async (req, reply) => {
      const token = cookieValue(req, COOKIE);
      if (!token) return page(reply, 404, gone);
      const hash = hashPayToken(token);
      const open = await find(req.params.id);
      // A term the amount does not allow (a tampered form) is a single payment, as Stripe would charge it.
      const asked = Number(req.body?.installments);
      const installments = open && mesesSinInteresesFor(open.amount, SIMULATED_MSI_TERMS).includes(asked as 3) ? asked : null;
      // Used up here, before the event is signed: two clicks (or two tabs) cannot both pay.
      const s = await spendTokenForCard(ctx.db, req.params.id, hash, installments);
      if (!s) return page(reply, 404, gone);
      const delivered = await deliver(s.id, 'paid');
      if (delivered.statusCode !== 200) {
        // Nothing was granted: the patient may press "Pagar" again.
        await restoreToken(ctx.db, s.id, hash);
        return notDelivered(reply);
      }
      return backToPortal(req, reply, s);
    });

    // OXXO: the checkout completes unpaid with a voucher; access waits for the cash (async_payment_succeeded).
    forms.post<{ Params: { id: string } }>('/checkout/:id/oxxo', async (req, reply) => {
      const token = cookieValue(req, COOKIE);
      if (!token) return page(reply, 404, gone);
      const hash = hashPayToken(token);
      const now = ctx.clock.now();
      const s = await spendTokenForVoucher(ctx.db, req.params.id, hash, simulatedVoucherReference(), oxxoExpiry(now));
      if (!s) return page(reply, 404, gone);
      const delivered = await deliver(s.id, 'unpaid');
      if (delivered.statusCode !== 200) {
        await restoreTokenDropVoucher(ctx.db, s.id, hash);
        return notDelivered(reply);
      }
      return backToPortal(req, reply, s);
    });

    forms.post<{ Params: { id: string } }>('/checkout/:id/cancel', async (req, reply) => {
      const s = await find(req.params.id);
      if (!s) return page(reply, 404, gone);
      return reply.redirect(s.cancel_url, 303);
    });
  });
}
