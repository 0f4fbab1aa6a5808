import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { expectDocumented, useHarness } from './harness';
import { patientWithUuid } from './patientFlow';
import { useStripeModePortal } from './stripeModePortal';
import { staffSecret } from '../../server/modules/staff/secret';

const h = useHarness();
const stripeMode = useStripeModePortal(h);
const { webhookSecret: WEBHOOK_SECRET } = stripeMode;

type P = Awaited<ReturnType<typeof patientWithUuid>>;

async function checkout(p: P, priceId: string) {
  const res = await stripeMode.portal.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    headers: p.headers,
    payload: { priceId },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; url: string };
}

/** A Stripe event as Stripe posts it (https://docs.stripe.com/api/events/object), signed with the webhook secret. */
function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_${randomBytes(12).toString('hex')}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}
const signer = new Stripe('sk_test_signer_only');
function deliver(payload: string) {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return stripeMode.portal.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
const credits = async (p: P) =>
  (await h.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM consult_credits WHERE patient_uuid = $1', [p.patientUuid]))[0].n;
const status = async (p: P, id: string) => {
  const res = await stripeMode.portal.inject({ url: `/api/payments/checkout-sessions/${id}`, headers: p.headers });
  expectDocumented('getCheckoutSessionStatus', res);
  return res.json();
};
const history = async (p: P) => {
  const res = await stripeMode.portal.inject({ url: '/api/payments/history', headers: p.headers });
  expectDocumented('listPaymentHistory', res);
  return res.json() as Array<Record<string, unknown>>;
};

/** 26 November 2026, 23:59:59 in Mexico City: the voucher's expiry as Stripe reports it (Unix seconds). */
const EXPIRES_AFTER = Date.parse('2026-11-27T05:59:59Z') / 1000;

/** She chose OXXO on Stripe's page: the session completes unpaid and names the intent holding the voucher. */
async function voucherIssued(p: P, plan = 'primera') {
  const session = await checkout(p, plan);
  const completed = {
    ...stripeMode.standIn.finish(session.id, { oxxo: { number: '93000260011234567890', expiresAfter: EXPIRES_AFTER } }),
    status: 'complete',
    payment_status: 'unpaid',
  };
  const res = await deliver(stripeEvent('checkout.session.completed', completed));
  expect(res.statusCode).toBe(200);
  return { session, completed };
}

describe('Stripe mode: OXXO vouchers and meses sin intereses through signed async events', () => {
  it('records the voucher of a completed-unpaid session and grants nothing; async_payment_succeeded grants once, replays change nothing', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const { session, completed } = await voucherIssued(p);
    const lookup = stripeMode.standIn.requests.find((r) => r.method === 'GET');
    expect(lookup?.path).toBe(`/v1/payment_intents/${completed.payment_intent}`);
    expect(await credits(p)).toBe(0);
    const pending = await status(p, session.id);
    expect(pending).toMatchObject({ status: 'open', paymentStatus: 'unpaid', fulfilled: false, paymentMethod: 'oxxo' });
    expect(pending.voucher).toEqual({
      reference: '93000260011234567890',
      expiresAt: '2026-11-27T05:59:59.000Z',
      hostedVoucherUrl: expect.stringMatching(/^https:\/\/payments\.stripe\.com\/oxxo\/voucher\//),
    });
    expect((await history(p))[0]).toMatchObject({ id: session.id, method: 'oxxo', status: 'pending' });

    stripeMode.standIn.settleOxxo(completed.payment_intent);
    const succeeded = stripeEvent('checkout.session.async_payment_succeeded', { ...completed, payment_status: 'paid' });
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect(await credits(p)).toBe(1);
    expect(await status(p, session.id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      fulfilled: true,
      paymentMethod: 'oxxo',
    });
    // The paid intent no longer shows the voucher; the one recorded stays on her receipt.
    expect((await status(p, session.id)).voucher.reference).toBe('93000260011234567890');

    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect(
      (await deliver(stripeEvent('checkout.session.async_payment_succeeded', { ...completed, payment_status: 'paid' }))).statusCode,
    ).toBe(200);
    expect((await deliver(stripeEvent('checkout.session.completed', completed))).statusCode).toBe(200);
    expect(await credits(p)).toBe(1);
    expect((await history(p))[0]).toMatchObject({ status: 'paid' });
  });

  it('closes the session on async_payment_failed and grants nothing, even when the event is replayed', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const { session, completed } = await voucherIssued(p, 'mensual');
    const failed = stripeEvent('checkout.session.async_payment_failed', completed);
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await status(p, session.id)).toMatchObject({ status: 'expired', fulfilled: false });
    expect(await h.ctx.db.query('SELECT 1 FROM subscriptions')).toHaveLength(0);
    expect((await history(p))[0]).toMatchObject({ id: session.id, status: 'expired' });
  });

  it('grants nothing for an async_payment_succeeded that comes after the voucher failed', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const { session, completed } = await voucherIssued(p);
    expect((await deliver(stripeEvent('checkout.session.async_payment_failed', completed))).statusCode).toBe(200);
    stripeMode.standIn.settleOxxo(completed.payment_intent);
    const late = stripeEvent('checkout.session.async_payment_succeeded', { ...completed, payment_status: 'paid' });
    expect((await deliver(late)).statusCode).toBe(200);
    expect(await credits(p)).toBe(0);
    expect(await status(p, session.id)).toMatchObject({ status: 'expired', fulfilled: false });
  });

  it('grants an OXXO payment Stripe confirms after the voucher deadline: she paid in time, the event came late', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const { completed } = await voucherIssued(p);
    h.clock.advance((EXPIRES_AFTER + 3_600) * 1000 - h.clock.now().getTime());
    stripeMode.standIn.settleOxxo(completed.payment_intent);
    const succeeded = stripeEvent('checkout.session.async_payment_succeeded', { ...completed, payment_status: 'paid' });
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect(await credits(p)).toBe(1);
  });

  it('records the meses sin intereses term Stripe reports on the charge of a card payment', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = await checkout(p, 'primera');
    const paid = { ...stripeMode.standIn.finish(session.id, { card: { installments: 6 } }), status: 'complete', payment_status: 'paid' };
    expect((await deliver(stripeEvent('checkout.session.completed', paid))).statusCode).toBe(200);
    expect(stripeMode.standIn.requests.find((r) => r.method === 'GET')?.path).toBe(`/v1/payment_intents/${paid.payment_intent}`);
    expect(await credits(p)).toBe(1);
    expect((await history(p))[0]).toMatchObject({ id: session.id, method: 'card', installments: 6, status: 'paid', amount: 1050 });

    const single = await checkout(p, 'seguimiento');
    const once = { ...stripeMode.standIn.finish(single.id, { card: { installments: null } }), status: 'complete', payment_status: 'paid' };
    expect((await deliver(stripeEvent('checkout.session.completed', once))).statusCode).toBe(200);
    expect((await history(p)).find((i) => i.id === single.id)).toMatchObject({ method: 'card', installments: null, status: 'paid' });
  });

  it('answers 500 when Stripe cannot be asked about the payment, keeps nothing, and applies the retried event once', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = await checkout(p, 'primera');
    const completed = {
      ...stripeMode.standIn.finish(session.id, { oxxo: { number: '93000260019999999999', expiresAfter: EXPIRES_AFTER } }),
      status: 'complete',
      payment_status: 'unpaid',
    };
    const intent = stripeMode.standIn.paymentIntents.get(completed.payment_intent)!;
    stripeMode.standIn.paymentIntents.delete(completed.payment_intent);
    const event = stripeEvent('checkout.session.completed', completed);
    expect((await deliver(event)).statusCode).toBe(500);
    expect(await h.ctx.db.query('SELECT 1 FROM payment_events')).toHaveLength(0);
    expect((await status(p, session.id)).voucher).toBeNull();
    stripeMode.standIn.paymentIntents.set(completed.payment_intent, intent);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await status(p, session.id)).voucher.reference).toBe('93000260019999999999');
  });

  it('refuses the staff OXXO command with 409: only Stripe says whether the cash arrived', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const { session } = await voucherIssued(p);
    const res = await stripeMode.portal.inject({
      method: 'POST',
      url: `/api/staff/payments/${session.id}/oxxo`,
      remoteAddress: '127.0.0.1',
      headers: { 'x-staff-secret': staffSecret(h.ctx.config.dataDir) },
      payload: { outcome: 'paid' },
    });
    expect(res.statusCode).toBe(409);
    expectDocumented('staffSettleOxxoVoucher', res);
    expect(await credits(p)).toBe(0);
  });
});
