import { useHarness } from './harness';
import { patientWithUuid } from './patientFlow';
import { openCheckout, PORTAL_ORIGIN } from './checkoutBrowser';
import { staffSecret } from '../../server/modules/staff/secret';
import { mesesSinInteresesFor } from '../../common/facts.gen';

const h = useHarness();
type P = Awaited<ReturnType<typeof patientWithUuid>>;

async function checkout(p: P, priceId: string): Promise<{ id: string; url: string }> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    headers: p.headers,
    payload: { priceId },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
/** A submit of one of the checkout page's forms, from the portal's own page, with the owner's cookie. */
const submit = (id: string, action: 'pay' | 'oxxo', cookie: string | undefined, form = '', headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'POST',
    url: `/checkout/${id}/${action}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: PORTAL_ORIGIN,
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    payload: form,
  });
const staff = (id: string, outcome: string, key = staffSecret(h.ctx.config.dataDir)) =>
  h.app.inject({
    method: 'POST',
    url: `/api/staff/payments/${id}/oxxo`,
    remoteAddress: '127.0.0.1',
    headers: { 'x-staff-secret': key },
    payload: { outcome },
  });
const credits = async (p: P) =>
  (await h.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM consult_credits WHERE patient_uuid = $1', [p.patientUuid]))[0].n;
const history = async (p: P) => {
  const res = await h.app.inject({ url: '/api/payments/history', headers: p.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<Record<string, unknown>>;
};
const receipt = (p: P, id: string) => h.app.inject({ url: `/api/payments/history/${id}`, headers: p.headers });
const status = async (p: P, id: string) =>
  (await h.app.inject({ url: `/api/payments/checkout-sessions/${id}`, headers: p.headers })).json();

/** Opens the simulated checkout as its owner and chooses OXXO; returns the session and the redirect. */
async function oxxoVoucher(p: P, plan = 'primera') {
  const session = await checkout(p, plan);
  const { cookie, page } = await openCheckout(h.app, session.url);
  expect(page.body).toContain('Generar ficha OXXO');
  const res = await submit(session.id, 'oxxo', cookie);
  return { session, res, cookie };
}

describe('meses sin intereses terms', () => {
  it('offers each term only from its minimum amount (300 MXN for 3 months, 600 for 6, 900 for 9, 1,200 for 12)', () => {
    expect(mesesSinInteresesFor(299)).toEqual([]);
    expect(mesesSinInteresesFor(350)).toEqual([3]);
    expect(mesesSinInteresesFor(700)).toEqual([3, 6]);
    expect(mesesSinInteresesFor(1050)).toEqual([3, 6, 9]);
    expect(mesesSinInteresesFor(1200)).toEqual([3, 6, 9, 12]);
    expect(mesesSinInteresesFor(1200, [3, 6])).toEqual([3, 6]);
  });
});

describe('simulated checkout: card in meses sin intereses, or cash at OXXO', () => {
  it('shows 3 and 6 meses sin intereses with the monthly amount, and the OXXO choice', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const { page } = await openCheckout(h.app, (await checkout(p, 'primera')).url);
    expect(page.body).toContain('Pago en una sola exhibición');
    expect(page.body).toContain('3 meses sin intereses de $350.00');
    expect(page.body).toContain('6 meses sin intereses de $175.00');
    expect(page.body).not.toContain('9 meses sin intereses');
    expect(page.body).toContain('Efectivo en OXXO');
  });

  it('records the chosen term of a card payment, and a term the amount does not allow as a single payment', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const six = await checkout(p, 'primera');
    const { cookie } = await openCheckout(h.app, six.url);
    expect((await submit(six.id, 'pay', cookie, 'installments=6')).statusCode).toBe(303);
    const tampered = await checkout(p, 'seguimiento');
    const opened = await openCheckout(h.app, tampered.url);
    expect((await submit(tampered.id, 'pay', opened.cookie, 'installments=12')).statusCode).toBe(303);
    expect(await credits(p)).toBe(2);
    const items = await history(p);
    expect(items.map((i) => [i.id, i.method, i.installments, i.status])).toEqual(
      expect.arrayContaining([
        [six.id, 'card', 6, 'paid'],
        [tampered.id, 'card', null, 'paid'],
      ]),
    );
    expect(await status(p, six.id)).toMatchObject({ paymentMethod: 'card', installments: 6, voucher: null, fulfilled: true });
  });

  it('issues an OXXO voucher that grants nothing; staff marking it paid grants the consultation once', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const { session, res, cookie } = await oxxoVoucher(p);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/pago-exitoso?session_id=${session.id}&plan=primera`);
    expect(await credits(p)).toBe(0);
    const pending = await status(p, session.id);
    expect(pending).toMatchObject({ status: 'open', paymentStatus: 'unpaid', fulfilled: false, paymentMethod: 'oxxo', installments: null });
    // Made at 09:00 in Mexico City on 23 November: payable until 23:59:59 there on the 26th (3 days).
    expect(pending.voucher).toEqual({
      reference: expect.stringMatching(/^\d{18}$/),
      expiresAt: '2026-11-27T05:59:59.000Z',
      hostedVoucherUrl: null,
    });
    const [item] = await history(p);
    expect(item).toMatchObject({ id: session.id, method: 'oxxo', status: 'pending', amount: 1050, concept: 'Primera consulta Menopausia' });
    // The token was used: the voucher cannot be issued again, nor the session paid by card.
    expect((await submit(session.id, 'oxxo', cookie)).statusCode).toBe(404);
    expect((await submit(session.id, 'pay', cookie)).statusCode).toBe(404);
    expect(await credits(p)).toBe(0);

    const paid = await staff(session.id, 'paid');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id: session.id, status: 'paid', method: 'oxxo' });
    expect(await credits(p)).toBe(1);
    const r = await receipt(p, session.id);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      status: 'paid',
      paidAt: '2026-11-23T15:00:00.000Z',
      voucher: { reference: pending.voucher.reference },
    });
    // Marked paid twice (or paid then expired): nothing more, nothing less.
    expect((await staff(session.id, 'paid')).statusCode).toBe(404);
    expect((await staff(session.id, 'expired')).statusCode).toBe(404);
    expect(await credits(p)).toBe(1);
    expect((await history(p))[0].status).toBe('paid');
  });

  it('an expired voucher grants nothing, shows as vencido, and can no longer be marked paid', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const { session } = await oxxoVoucher(p, 'mensual');
    const expired = await staff(session.id, 'expired');
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({ status: 'expired' });
    expect(await status(p, session.id)).toMatchObject({ status: 'expired', fulfilled: false });
    expect((await staff(session.id, 'paid')).statusCode).toBe(404);
    expect(await h.ctx.db.query('SELECT 1 FROM subscriptions')).toHaveLength(0);
    expect((await history(p))[0]).toMatchObject({ id: session.id, status: 'expired' });
  });

  it('refuses to mark paid a voucher past its deadline (409), and grants nothing', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const { session } = await oxxoVoucher(p);
    const [{ voucher_expires_at: deadline }] = await h.ctx.db.query<{ voucher_expires_at: Date }>(
      'SELECT voucher_expires_at FROM checkout_sessions WHERE id = $1',
      [session.id],
    );
    h.clock.advance(new Date(deadline).getTime() + 2 * 86_400_000 - h.clock.now().getTime());
    const late = await staff(session.id, 'paid');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Esta ficha OXXO venció el .+: ya no se puede marcar como pagada\.$/);
    expect(await credits(p)).toBe(0);
    // Days later her sign-in has ended; the row says what her Mis pagos will: not paid.
    expect(await h.ctx.db.query('SELECT fulfilled_at FROM checkout_sessions WHERE id = $1', [session.id])).toEqual([
      { fulfilled_at: null },
    ]);
  });

  it('of a payment and an expiry sent at the same moment, exactly one wins and the other is told so', async () => {
    for (let round = 0; round < 5; round += 1) {
      const p = await patientWithUuid(h, `carrera${round}@example.mx`, `551234567${round}`);
      const { session } = await oxxoVoucher(p);
      const [paid, expired] = await Promise.all([staff(session.id, 'paid'), staff(session.id, 'expired')]);
      const codes = [paid.statusCode, expired.statusCode].sort();
      // Both may see the open voucher (409 for the loser) or the loser may find it closed already (404).
      expect([
        [200, 404],
        [200, 409],
      ]).toContainEqual(codes);
      const winner = paid.statusCode === 200 ? 'paid' : 'expired';
      expect((await history(p))[0].status).toBe(winner);
      expect(await credits(p)).toBe(winner === 'paid' ? 1 : 0);
    }
  });

  it('reads a voucher past its own expiry as vencido before any event says so', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const { session } = await oxxoVoucher(p);
    // Days pass (her login would not last that long): the voucher's last second is now.
    await h.ctx.db.query('UPDATE checkout_sessions SET voucher_expires_at = $2 WHERE id = $1', [
      session.id,
      new Date(h.clock.now().getTime() + 1_000),
    ]);
    expect((await history(p))[0].status).toBe('pending');
    h.clock.advance(1_000);
    expect((await history(p))[0].status).toBe('expired');
    expect((await receipt(p, session.id)).json().status).toBe('expired');
  });

  it('refuses the OXXO form from another site (403) or without the owner token (404), issuing no voucher', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = await checkout(p, 'primera');
    const { cookie } = await openCheckout(h.app, session.url);
    const crossSite = await submit(session.id, 'oxxo', cookie, '', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect((await submit(session.id, 'oxxo', undefined)).statusCode).toBe(404);
    expect((await submit(session.id, 'oxxo', 'ella_checkout=forged')).statusCode).toBe(404);
    expect(await status(p, session.id)).toMatchObject({ voucher: null, paymentMethod: 'card' });
    expect(await history(p)).toEqual([]);
  });
});

describe('Mis pagos: her payments and receipts only', () => {
  it("answers 404 for another patient's receipt and lists only her own payments, newest first", async () => {
    const maria = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const ana = await patientWithUuid(h, 'ana@example.mx', '5587654321');
    const { session } = await oxxoVoucher(maria);
    h.clock.advance(60_000);
    const card = await checkout(maria, 'seguimiento');
    const { cookie } = await openCheckout(h.app, card.url);
    await submit(card.id, 'pay', cookie, 'installments=3');
    const abandoned = await checkout(maria, 'mensual');

    expect((await history(maria)).map((i) => i.id)).toEqual([card.id, session.id]);
    expect(await history(ana)).toEqual([]);
    expect((await receipt(ana, session.id)).statusCode).toBe(404);
    expect((await receipt(ana, card.id)).statusCode).toBe(404);
    expect((await receipt(ana, session.id)).json()).toEqual({ message: 'No se encontró el recurso solicitado.' });
    // A checkout she left without paying is not a payment.
    expect((await receipt(maria, abandoned.id)).statusCode).toBe(404);
    const mine = await receipt(maria, card.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: card.id, method: 'card', installments: 3, status: 'paid', amount: 700, voucher: null });
    expect((await h.app.inject({ url: '/api/payments/history' })).statusCode).toBe(401);
  });

  it('marks a payment refunded when the provider reports the charge fully refunded', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const card = await checkout(p, 'seguimiento');
    const { cookie } = await openCheckout(h.app, card.url);
    await submit(card.id, 'pay', cookie);
    await h.ctx.db.query(`UPDATE checkout_sessions SET payment_intent = 'pi_simulated_refund' WHERE id = $1`, [card.id]);
    const payload = JSON.stringify({
      id: 'evt_refund_1',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', refunded: true, payment_intent: 'pi_simulated_refund' } },
    });
    const signature = h.ctx.payments.stripe.webhooks.generateTestHeaderString({ payload, secret: h.ctx.payments.webhookSecret });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect((await history(p))[0]).toMatchObject({ id: card.id, status: 'refunded' });
  });
});

describe('staff: settling OXXO vouchers', () => {
  it('needs the staff secret, and answers 404 for a card payment or an unknown session', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const { session } = await oxxoVoucher(p);
    expect((await staff(session.id, 'paid', 'wrong-secret')).statusCode).toBe(401);
    expect(await credits(p)).toBe(0);
    const card = await checkout(p, 'seguimiento');
    expect((await staff(card.id, 'paid')).statusCode).toBe(404);
    expect((await staff('cs_test_unknown_session', 'paid')).statusCode).toBe(404);
    expect((await staff(session.id, 'maybe')).statusCode).toBe(400);
    expect(await credits(p)).toBe(0);
  });
});
