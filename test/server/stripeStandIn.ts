import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body, flat, exactly as Stripe receives it (`line_items[0][price_data][unit_amount]`). */
  form: URLSearchParams;
}

type Nested = { [key: string]: Nested | string };

/** Stripe's bracket notation (`metadata[plan]=primera`) back into objects, as Stripe's API reads it. */
function nest(form: URLSearchParams): Nested {
  const root: Nested = {};
  for (const [key, value] of form) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Nested;
    });
  }
  return root;
}

/**
 * A stand-in for the part of Stripe's API the portal calls, on loopback: POST /v1/checkout/sessions
 * (form-encoded, Bearer secret key) answering a Checkout Session object, and Stripe's error shape
 * otherwise (https://docs.stripe.com/api/checkout/sessions/create, https://docs.stripe.com/api/errors).
 */
export async function startStripeStandIn(secretKey: string) {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const paymentIntents = new Map<string, Record<string, unknown>>();
  const charges = new Map<string, Record<string, unknown>>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const path = (req.url ?? '').split('?')[0];
      requests.push({ method: req.method ?? '', path, headers: req.headers, form });
      const send = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(7).toString('hex')}` });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      const intent = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
      if (req.method === 'GET' && intent) {
        const pi = paymentIntents.get(intent[1]);
        if (!pi)
          return send(404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${intent[1]}'` },
          });
        // `expand[]=latest_charge` returns the charge object in place of its id, as Stripe does.
        const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
        const expand = [...query].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
        const chargeId = pi.latest_charge as string | null;
        return send(200, { ...pi, latest_charge: expand.includes('latest_charge') && chargeId ? charges.get(chargeId) : chargeId });
      }
      if (req.method !== 'POST' || path !== '/v1/checkout/sessions') {
        return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` } });
      }
      const params = nest(form);
      const lineItems = Object.values((params.line_items ?? {}) as Nested) as Array<{
        quantity: string;
        price_data: { unit_amount: string; currency: string };
      }>;
      const id = `cs_test_${randomBytes(24).toString('hex')}`;
      const created = Math.floor(Date.now() / 1000);
      const session = {
        id,
        object: 'checkout.session',
        livemode: false,
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: lineItems.reduce((sum, l) => sum + Number(l.price_data.unit_amount) * Number(l.quantity), 0),
        currency: lineItems[0]?.price_data.currency ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        locale: params.locale ?? null,
        created,
        expires_at: created + 24 * 3600,
        payment_intent: null,
        url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
      };
      sessions.set(id, session);
      return send(200, session);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    sessions,
    paymentIntents,
    /**
     * What Stripe holds once she finished Checkout for session `id` with OXXO (a voucher awaiting cash) or a
     * card (optionally in meses sin intereses): a PaymentIntent shaped as https://docs.stripe.com/api/payment_intents/object
     * documents it. Returns the session as events carry it, linked to that intent.
     */
    finish(id: string, how: { oxxo: { number: string; expiresAfter: number } } | { card: { installments: number | null } }) {
      const pi = `pi_${randomBytes(12).toString('hex')}`;
      const session = sessions.get(id)!;
      if ('oxxo' in how) {
        paymentIntents.set(pi, {
          id: pi,
          object: 'payment_intent',
          amount: session.amount_total,
          currency: 'mxn',
          status: 'requires_action',
          payment_method_types: ['oxxo'],
          latest_charge: null,
          next_action: {
            type: 'oxxo_display_details',
            oxxo_display_details: {
              expires_after: how.oxxo.expiresAfter,
              hosted_voucher_url: `https://payments.stripe.com/oxxo/voucher/test_${randomBytes(8).toString('hex')}`,
              number: how.oxxo.number,
            },
          },
        });
      } else {
        const ch = `ch_${randomBytes(12).toString('hex')}`;
        charges.set(ch, {
          id: ch,
          object: 'charge',
          amount: session.amount_total,
          paid: true,
          payment_intent: pi,
          payment_method_details: {
            type: 'card',
            card: {
              brand: 'visa',
              country: 'MX',
              installments: how.card.installments
                ? { plan: { count: how.card.installments, interval: 'month', type: 'fixed_count' } }
                : null,
            },
          },
        });
        paymentIntents.set(pi, {
          id: pi,
          object: 'payment_intent',
          amount: session.amount_total,
          currency: 'mxn',
          status: 'succeeded',
          payment_method_types: ['card'],
          latest_charge: ch,
          next_action: null,
        });
      }
      return { ...session, payment_intent: pi };
    },
    /** The intent after the cash arrived at OXXO: succeeded, its voucher no longer an action. */
    settleOxxo(pi: string) {
      paymentIntents.set(pi, { ...paymentIntents.get(pi)!, status: 'succeeded', next_action: null });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
