import { createHash } from 'node:crypto';
import { useHarness } from './harness';
import { patientWithUuid } from './patientFlow';
import { arriveAt, openCheckout, payAsOwner, PORTAL_ORIGIN, submitCheckout } from './checkoutBrowser';

const h = useHarness();

type P = Awaited<ReturnType<typeof patientWithUuid>>;

async function checkout(p: P, priceId = 'primera'): Promise<{ id: string; url: string }> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    headers: p.headers,
    payload: { priceId },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function granted(p: P) {
  const [{ n }] = await h.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM consult_credits WHERE patient_uuid = $1', [
    p.patientUuid,
  ]);
  const [session] = await h.ctx.db.query<{ status: string }>(
    `SELECT status FROM checkout_sessions WHERE patient_uuid = $1 ORDER BY created_at DESC LIMIT 1`,
    [p.patientUuid],
  );
  return { credits: n, status: session?.status };
}

const tokenOf = (url: string) => new URL(url, PORTAL_ORIGIN).searchParams.get('token')!;

describe('simulated checkout: only the session owner, from the portal, pays', () => {
  it('does not fulfil an anonymous POST /checkout/<id>/pay that knows only the session id', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = await checkout(p);
    // An attacker with the id (it travels in success URLs and logs) and a browser-like same-origin post.
    const res = await submitCheckout(h.app, session.id, 'pay');
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('Esta sesión de pago ya no está disponible.');
    expect(await granted(p)).toEqual({ credits: 0, status: 'open' });
    expect(await h.ctx.db.query('SELECT 1 FROM payment_events')).toHaveLength(0);
  });

  it('does not fulfil with a guessed token cookie, nor show the page without the token', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = await checkout(p);
    expect((await submitCheckout(h.app, session.id, 'pay', 'ella_checkout=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(
      404,
    );
    expect((await h.app.inject({ url: `/checkout/${session.id}` })).statusCode).toBe(404);
    expect((await h.app.inject({ url: `/checkout/${session.id}?token=${'B'.repeat(43)}` })).statusCode).toBe(404);
    expect(await granted(p)).toEqual({ credits: 0, status: 'open' });
  });

  it("keeps one patient's token from paying another patient's session", async () => {
    const a = await patientWithUuid(h, 'ana@example.mx', '5511111111');
    const b = await patientWithUuid(h, 'bea@example.mx', '5522222222');
    const mine = await checkout(a);
    const theirs = await checkout(b);
    const { cookie } = await arriveAt(h.app, mine.url);
    expect((await h.app.inject({ url: `/checkout/${theirs.id}?token=${tokenOf(mine.url)}` })).statusCode).toBe(404);
    expect((await submitCheckout(h.app, theirs.id, 'pay', cookie)).statusCode).toBe(404);
    expect(await granted(b)).toEqual({ credits: 0, status: 'open' });
  });

  it('moves the token from the URL into a cookie scoped to the session, HttpOnly and SameSite=Strict, and stores only its hash', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = await checkout(p);
    const { arrival, page } = await openCheckout(h.app, session.url);
    expect(arrival.statusCode).toBe(303);
    expect(arrival.headers.location).toBe(`/checkout/${session.id}`);
    const setCookie = String(arrival.headers['set-cookie']);
    expect(setCookie).toContain(`Path=/checkout/${session.id}`);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Pagar<');
    expect(page.body).not.toContain(tokenOf(session.url)); // not in the page either
    const [row] = await h.ctx.db.query<Record<string, unknown>>('SELECT * FROM checkout_sessions WHERE id = $1', [session.id]);
    expect(row.pay_token_hash).toBe(createHash('sha256').update(tokenOf(session.url)).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(tokenOf(session.url));
  });

  it("refuses a cross-site form post even with the victim's cookie, and still lets her pay from the portal", async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = await checkout(p);
    const { cookie } = await arriveAt(h.app, session.url);
    const crossSite = await submitCheckout(h.app, session.id, 'pay', cookie, {
      origin: 'https://atacante.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    const foreignOrigin = await submitCheckout(h.app, session.id, 'pay', cookie, { origin: 'https://atacante.example' });
    expect(foreignOrigin.statusCode).toBe(403);
    const noOrigin = await submitCheckout(h.app, session.id, 'pay', cookie, {});
    expect(noOrigin.statusCode).toBe(403);
    const sameSiteOtherOrigin = await submitCheckout(h.app, session.id, 'pay', cookie, {
      origin: PORTAL_ORIGIN,
      'sec-fetch-site': 'same-site',
    });
    expect(sameSiteOtherOrigin.statusCode).toBe(403);
    const cancelFromElsewhere = await submitCheckout(h.app, session.id, 'cancel', cookie, { origin: 'null' });
    expect(cancelFromElsewhere.statusCode).toBe(403);
    expect(await granted(p)).toEqual({ credits: 0, status: 'open' });

    // A browser that sends Origin but no Sec-Fetch-Site (plain http on a LAN address) is judged by Origin.
    const paid = await submitCheckout(h.app, session.id, 'pay', cookie, { origin: PORTAL_ORIGIN });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/pago-exitoso?session_id=${session.id}&plan=primera`);
    expect(await granted(p)).toEqual({ credits: 1, status: 'complete' });
  });

  it('uses the token once: a second "Pagar" and the old URL find nothing, and one consultation is granted', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = await checkout(p);
    const { cookie } = await openCheckout(h.app, session.url);
    const [first, second] = await Promise.all([
      submitCheckout(h.app, session.id, 'pay', cookie),
      submitCheckout(h.app, session.id, 'pay', cookie),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([303, 404]);
    expect((await submitCheckout(h.app, session.id, 'pay', cookie)).statusCode).toBe(404);
    expect((await h.app.inject({ url: session.url })).statusCode).toBe(404);
    expect(await granted(p)).toEqual({ credits: 1, status: 'complete' });
    const [row] = await h.ctx.db.query<{ pay_token_hash: string | null }>('SELECT pay_token_hash FROM checkout_sessions WHERE id = $1', [
      session.id,
    ]);
    expect(row.pay_token_hash).toBeNull();
  });

  it('pays the whole way as the owner in her browser', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const res = await payAsOwner(h.app, await checkout(p, 'mensual'));
    expect(res.statusCode).toBe(303);
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=0');
    const sub = await h.app.inject({ url: `/api/patients/${p.openmrsId}/subscription`, headers: p.headers });
    expect(sub.json()).toMatchObject({ has_subscription: true, status: 'active' });
  });
});
