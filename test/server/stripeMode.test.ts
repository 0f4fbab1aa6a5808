import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { expectDocumented, useHarness } from './harness';
import { patientWithUuid } from './patientFlow';
import { PORTAL_ORIGIN, submitCheckout } from './checkoutBrowser';
import { useStripeModePortal } from './stripeModePortal';

const h = useHarness();
const stripeMode = useStripeModePortal(h);
const { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET } = stripeMode;

type P = Awaited<ReturnType<typeof patientWithUuid>>;

async function checkout(p: P, priceId: string) {
  const res = await stripeMode.portal.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    headers: p.headers,
    payload: { priceId },
  });
  expectDocumented('createCheckoutSession', res);
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; url: string };
}

/** What Stripe posts to the webhook, signed the way Stripe signs it (t=…,v1=HMAC-SHA256). */
function stripeEvent(type: string, session: Record<string, unknown>, id = `evt_${randomBytes(12).toString('hex')}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: session },
  });
}
const signer = new Stripe('sk_test_signer_only');
function deliver(payload: string, secret = WEBHOOK_SECRET) {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return stripeMode.portal.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
const paid = (id: string) => ({ ...stripeMode.standIn.sessions.get(id)!, status: 'complete', payment_status: 'paid' });

const credits = async (p: P) =>
  (await stripeMode.portal.inject({ url: `/api/patients/${p.openmrsId}/subscription`, headers: p.headers })).json()
    .singleConsultCredits as number;
const status = async (p: P, id: string) =>
  (await stripeMode.portal.inject({ url: `/api/payments/checkout-sessions/${id}`, headers: p.headers })).json();

describe('Stripe mode (STRIPE_SECRET_KEY set): the official SDK against a stand-in on loopback', () => {
  it('has no simulated checkout: /checkout/<id>, its "Pagar" and "Cancelar" answer 404 and grant nothing', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const id = `cs_test_${randomBytes(24).toString('hex')}`;
    await h.ctx.db.query(
      `INSERT INTO checkout_sessions (id, patient_uuid, kind, plan, amount, status, payment_status, success_url, cancel_url, created_at)
       VALUES ($1, $2, 'plan', 'mensual', 1200, 'open', 'unpaid', '/pago-exitoso?session_id={CHECKOUT_SESSION_ID}&plan=mensual', '/pago-cancelado?plan=mensual', now())`,
      [id, p.patientUuid],
    );
    expect((await stripeMode.portal.inject({ url: `/checkout/${id}` })).statusCode).toBe(404);
    const pay = await stripeMode.portal.inject({
      method: 'POST',
      url: `/checkout/${id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL_ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: '',
    });
    expect(pay.statusCode).toBe(404);
    expect(pay.headers.location).toBeUndefined();
    expect((await submitCheckout(stripeMode.portal, id, 'cancel')).statusCode).toBe(404);
    expect(await status(p, id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid', fulfilled: false });
    expect(await h.ctx.db.query('SELECT 1 FROM subscriptions')).toHaveLength(0);
    expect(await h.ctx.db.query('SELECT 1 FROM payment_events')).toHaveLength(0);
  });

  it('creates the Checkout Session with the price in centavos, in MXN, and metadata naming the patient, kind and plan', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = await checkout(p, 'primera');
    expect(stripeMode.standIn.requests).toHaveLength(1);
    const [call] = stripeMode.standIn.requests;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(Object.fromEntries(call.form)).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'mxn',
      'line_items[0][price_data][unit_amount]': '105000',
      'line_items[0][price_data][product_data][name]': 'Primera consulta Menopausia',
      success_url: 'https://portal.espaciosella.mx/pago-exitoso?session_id={CHECKOUT_SESSION_ID}&plan=primera',
      cancel_url: 'https://portal.espaciosella.mx/pago-cancelado?plan=primera',
      client_reference_id: p.patientUuid,
      'metadata[patient_uuid]': p.patientUuid,
      'metadata[kind]': 'plan',
      'metadata[plan]': 'primera',
      locale: 'es',
      // Card (meses sin intereses allowed from 300 MXN) or cash at OXXO, the voucher's life set explicitly.
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'oxxo',
      'payment_method_options[oxxo][expires_after_days]': '3',
      'payment_method_options[card][installments][enabled]': 'true',
    });
    // The patient is sent to Stripe's page as Stripe returned it; nothing to pay with is stored here.
    expect(session).toEqual({ id: expect.stringMatching(/^cs_test_\w{10,}$/), url: stripeMode.standIn.sessions.get(session.id)!.url });
    const [row] = await h.ctx.db.query<Record<string, unknown>>(
      'SELECT amount, plan, kind, status, pay_token_hash FROM checkout_sessions WHERE id = $1',
      [session.id],
    );
    expect(row).toEqual({ amount: 1050, plan: 'primera', kind: 'plan', status: 'open', pay_token_hash: null });
  });

  it('charges a prescription at 350 MXN per medication (2 → 70000 centavos), as kind prescription and plan receta', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const encounterUuid = randomUUID();
    await h.ctx.db.query(
      'INSERT INTO prescriptions (encounter_uuid, patient_uuid, provider_name, prescribed_at, medications) VALUES ($1, $2, $3, now(), $4)',
      [encounterUuid, p.patientUuid, 'Dra. Ana Ruiz', JSON.stringify(['Progesterona micronizada 100 mg', 'Vitamina D3'])],
    );
    await h.ctx.db.query(
      `INSERT INTO personal_info (patient_uuid, weight, height, street, number, city, state, postal_code, updated_at) VALUES ($1, 60, 160, 'Av. Insurgentes Sur', '1602', 'Ciudad de México', 'CDMX', '03940', now())`,
      [p.patientUuid],
    );
    const res = await stripeMode.portal.inject({
      method: 'POST',
      url: '/api/payments/create-prescription-checkout',
      headers: p.headers,
      payload: { encounterUuid, medications: ['Progesterona micronizada 100 mg', 'Vitamina D3'] },
    });
    expect(res.statusCode).toBe(200);
    const form = stripeMode.standIn.requests[0].form;
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('70000');
    expect(form.get('line_items[0][price_data][currency]')).toBe('mxn');
    expect(form.get('metadata[kind]')).toBe('prescription');
    expect(form.get('metadata[plan]')).toBe('receta');
  });

  it('fulfils on a signed checkout.session.completed, and the same event replayed changes nothing', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = await checkout(p, 'primera');
    const event = stripeEvent('checkout.session.completed', paid(session.id));
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await status(p, session.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid', fulfilled: true, amount: 1050 });
    expect(await credits(p)).toBe(1);

    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(await credits(p)).toBe(1);
    // Stripe may also send a second, different event for the same session: still one consultation.
    expect((await deliver(stripeEvent('checkout.session.completed', paid(session.id)))).statusCode).toBe(200);
    expect(await credits(p)).toBe(1);
  });

  it('refuses an event with a bad signature with 400 and grants nothing', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = await checkout(p, 'mensual');
    const event = stripeEvent('checkout.session.completed', paid(session.id));
    const otherSecret = await deliver(event, `whsec_${randomBytes(24).toString('hex')}`);
    expect(otherSecret.statusCode).toBe(400);
    expect(otherSecret.json().message).toBe('La firma del evento de pago no es válida.');
    const signature = signer.webhooks.generateTestHeaderString({
      payload: stripeEvent('checkout.session.expired', stripeMode.standIn.sessions.get(session.id)!),
      secret: WEBHOOK_SECRET,
    });
    const tampered = await stripeMode.portal.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: event,
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await stripeMode.portal.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: event,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await status(p, session.id)).toMatchObject({ status: 'open', fulfilled: false });
    expect(await h.ctx.db.query('SELECT 1 FROM payment_events')).toHaveLength(0);
  });

  it("does not fulfil a completed session whose payment_status is 'unpaid', and fulfils when the payment later succeeds", async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = await checkout(p, 'seguimiento');
    const pending = { ...stripeMode.standIn.sessions.get(session.id)!, status: 'complete', payment_status: 'unpaid' };
    expect((await deliver(stripeEvent('checkout.session.completed', pending))).statusCode).toBe(200);
    expect(await status(p, session.id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid', fulfilled: false });
    expect(await credits(p)).toBe(0);

    expect((await deliver(stripeEvent('checkout.session.async_payment_succeeded', paid(session.id)))).statusCode).toBe(200);
    expect(await status(p, session.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid', fulfilled: true });
    expect(await credits(p)).toBe(1);
  });
});
