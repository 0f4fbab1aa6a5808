import { randomUUID } from 'node:crypto';
import { expectDocumented, useHarness } from './harness';
import { patientWithUuid } from './patientFlow';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';
import { catalogue } from '../../server/modules/appointments/catalogue';
import { openCheckout, payAsOwner, submitCheckout } from './checkoutBrowser';

const h = useHarness();

type P = Awaited<ReturnType<typeof patientWithUuid>>;
const patient = (email: string, phone: string) => patientWithUuid(h, email, phone);

async function checkout(p: P, priceId: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    headers: p.headers,
    payload: { priceId },
  });
  expectDocumented('createCheckoutSession', res);
  return res;
}

async function credits(p: P) {
  return (await h.app.inject({ url: `/api/patients/${p.openmrsId}/subscription`, headers: p.headers })).json();
}

function signed(event: object) {
  const payload = JSON.stringify(event);
  const signature = h.ctx.payments.stripe.webhooks.generateTestHeaderString({ payload, secret: h.ctx.payments.webhookSecret });
  return h.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
const completed = (sessionId: string, eventId = `evt_${randomUUID()}`) => ({
  id: eventId,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: sessionId, payment_status: 'paid' } },
});

describe('plan checkout through the simulated hosted page', () => {
  it('pays for a first consultation, gets one booking credit, books, and is refused a second booking', async () => {
    const p = await patient('maria@example.mx', '5512345678');
    const session = (await checkout(p, 'primera')).json();
    expect(session.id).toMatch(/^cs_test_\w{10,}$/);
    expect(session.url).toMatch(new RegExp(`^/checkout/${session.id}\\?token=[\\w-]{43}$`));

    const { arrival, cookie, page: pageRes } = await openCheckout(h.app, session.url);
    expect(arrival.headers.location).toBe(`/checkout/${session.id}`);
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('Primera consulta Menopausia');
    expect(pageRes.body).toContain('$1,050.00');
    expect(pageRes.body).toContain('>Pagar<');
    expect(String(pageRes.headers['content-security-policy'])).not.toContain('unsafe-inline');

    const paid = await submitCheckout(h.app, session.id, 'pay', cookie);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/pago-exitoso?session_id=${session.id}&plan=primera`);
    const status = await h.app.inject({ url: `/api/payments/checkout-sessions/${session.id}`, headers: p.headers });
    expectDocumented('getCheckoutSessionStatus', status);
    expect(status.json()).toMatchObject({ status: 'complete', paymentStatus: 'paid', plan: 'primera', amount: 1050, fulfilled: true });
    expect((await credits(p)).singleConsultCredits).toBe(1);

    const slots = (
      await h.app.inject({
        url: `/api/appointments/available-slots?phoneNumber=${p.openmrsId}&providerUuid=${catalogue.providers[0].uuid}`,
        headers: p.headers,
      })
    ).json();
    const book = (slot: { startDateTime: string; endDateTime: string }) =>
      h.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: p.headers,
        payload: {
          patientUuid: p.patientUuid,
          serviceUuid: catalogue.services[0].uuid,
          locationUuid: CLINIC_LOCATION_UUID,
          providerUuid: catalogue.providers[0].uuid,
          ...slot,
        },
      });
    expect((await book(slots[0])).statusCode).toBe(201);
    expect((await book(slots[1])).statusCode).toBe(402);
  });

  it('sends "Cancelar" back to /pago-cancelado and grants nothing', async () => {
    const p = await patient('maria@example.mx', '5512345678');
    const session = (await checkout(p, 'seguimiento')).json();
    const { cookie } = await openCheckout(h.app, session.url);
    const res = await submitCheckout(h.app, session.id, 'cancel', cookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/pago-cancelado?plan=seguimiento');
    expect((await credits(p)).singleConsultCredits).toBe(0);
  });

  it('grants nothing when the success URL is visited without a confirmed payment', async () => {
    const p = await patient('maria@example.mx', '5512345678');
    const session = (await checkout(p, 'primera')).json();
    await h.app.inject({ url: `/pago-exitoso?session_id=${session.id}&plan=primera` });
    const status = (await h.app.inject({ url: `/api/payments/checkout-sessions/${session.id}`, headers: p.headers })).json();
    expect(status).toMatchObject({ status: 'open', paymentStatus: 'unpaid', fulfilled: false });
    expect((await credits(p)).singleConsultCredits).toBe(0);
  });

  it('fulfils a monthly plan as a 30-day subscription, once, even when the same event arrives twice', async () => {
    const p = await patient('maria@example.mx', '5512345678');
    const session = (await checkout(p, 'mensual')).json();
    const event = completed(session.id, 'evt_repetido_123');
    expect((await signed(event)).statusCode).toBe(200);
    expect((await signed(event)).json()).toEqual({ received: true });
    const sub = await credits(p);
    expect(sub).toMatchObject({ has_subscription: true, status: 'active', singleConsultCredits: 0 });
    expect(Date.parse(sub.expires_at) - h.clock.now().getTime()).toBe(30 * 86_400_000);
    expect(await h.ctx.db.query('SELECT 1 FROM subscriptions')).toHaveLength(1);
  });

  it('answers a webhook with a bad signature with 400 and changes nothing', async () => {
    const p = await patient('maria@example.mx', '5512345678');
    const session = (await checkout(p, 'primera')).json();
    const payload = JSON.stringify(completed(session.id));
    const forged = h.ctx.payments.stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_de_otra_persona' });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': forged },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect((await credits(p)).singleConsultCredits).toBe(0);
    expect(await h.ctx.db.query('SELECT 1 FROM payment_events')).toHaveLength(0);
  });

  it("answers 404 when patient A asks for B's checkout session", async () => {
    const a = await patient('ana@example.mx', '5511111111');
    const b = await patient('bea@example.mx', '5522222222');
    const session = (await checkout(b, 'primera')).json();
    expect((await h.app.inject({ url: `/api/payments/checkout-sessions/${session.id}`, headers: a.headers })).statusCode).toBe(404);
  });
});

describe('prescriptions', () => {
  async function prescribe(p: P, daysAgo = 3) {
    const encounterUuid = randomUUID();
    const medications = [
      'Progesterona micronizada 100 mg',
      {
        name: 'Estradiol gel 0.06%',
        dosage: '1 aplicación',
        frequency: 'Cada 24 horas',
        duration: '3 meses',
        instructions: 'Aplicar en brazos por la noche',
      },
    ];
    await h.ctx.db.query(
      'INSERT INTO prescriptions (encounter_uuid, patient_uuid, provider_name, prescribed_at, medications, signature) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        encounterUuid,
        p.patientUuid,
        'Dra. Ana Ruiz - Ginecóloga',
        new Date(h.clock.now().getTime() - daysAgo * 86_400_000),
        JSON.stringify(medications),
        'data:image/png;base64,iVBORw0KGgo=',
      ],
    );
    return encounterUuid;
  }

  it('lists history and current prescriptions with medications as strings or objects', async () => {
    const p = await patient('maria@example.mx', '5512345678');
    const recent = await prescribe(p, 3);
    await prescribe(p, 400);
    const history = await h.app.inject({ url: `/api/patients/${p.openmrsId}/history/prescriptions`, headers: p.headers });
    expectDocumented('listPrescriptionHistory', history);
    expect(history.json()).toHaveLength(2);
    const current = await h.app.inject({ url: `/api/patients/${p.openmrsId}/prescriptions/current`, headers: p.headers });
    expectDocumented('listCurrentPrescriptions', current);
    expect(current.json().map((x: { encounterUuid: string }) => x.encounterUuid)).toEqual([recent]);
    expect(current.json()[0].medications[1]).toMatchObject({ name: 'Estradiol gel 0.06%', frequency: 'Cada 24 horas' });
  });

  it('asks for a shipping address first, then buys the prescription through the checkout as "receta"', async () => {
    const p = await patient('maria@example.mx', '5512345678');
    const encounterUuid = await prescribe(p);
    const buy = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/payments/create-prescription-checkout',
        headers: p.headers,
        payload: { encounterUuid, medications: ['Progesterona micronizada 100 mg', 'Estradiol gel 0.06%'] },
      });
    const noAddress = await buy();
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json().message).toBe('Dirección requerida');
    await h.app.inject({
      method: 'POST',
      url: `/api/patients/${p.openmrsId}/personal-info`,
      headers: p.headers,
      payload: {
        weight: 60,
        height: 160,
        shippingAddress: { street: 'Av. Insurgentes Sur', number: '1602', city: 'Ciudad de México', state: 'CDMX', postalCode: '03940' },
      },
    });
    const session = await buy();
    expect(session.statusCode).toBe(200);
    expectDocumented('createPrescriptionCheckout', session);
    const paid = await payAsOwner(h.app, session.json());
    expect(paid.headers.location).toBe(`/pago-exitoso?session_id=${session.json().id}&plan=receta`);
    const [row] = await h.ctx.db.query<{ shipping: { city: string } }>('SELECT shipping FROM checkout_sessions WHERE id = $1', [
      session.json().id,
    ]);
    expect(row.shipping.city).toBe('Ciudad de México');
    const history = (await h.app.inject({ url: `/api/patients/${p.openmrsId}/history/prescriptions`, headers: p.headers })).json();
    expect(history[0].purchased).toBe(true);
  });

  it("refuses medications that are not on the prescription, and B's prescription to A", async () => {
    const a = await patient('ana@example.mx', '5511111111');
    const b = await patient('bea@example.mx', '5522222222');
    const mine = await prescribe(a);
    const theirs = await prescribe(b);
    const wrong = await h.app.inject({
      method: 'POST',
      url: '/api/payments/create-prescription-checkout',
      headers: a.headers,
      payload: { encounterUuid: mine, medications: ['Otra cosa'] },
    });
    expect(wrong.statusCode).toBe(400);
    // The same medicine three times is refused, not charged three times.
    const repeated = await h.app.inject({
      method: 'POST',
      url: '/api/payments/create-prescription-checkout',
      headers: a.headers,
      payload: { encounterUuid: mine, medications: Array(3).fill('Progesterona micronizada 100 mg') },
    });
    expect(repeated.statusCode).toBe(400);
    expect(await h.ctx.db.query('SELECT 1 FROM checkout_sessions WHERE encounter_uuid = $1', [mine])).toHaveLength(0);
    const other = await h.app.inject({
      method: 'POST',
      url: '/api/payments/create-prescription-checkout',
      headers: a.headers,
      payload: { encounterUuid: theirs, medications: ['Progesterona micronizada 100 mg'] },
    });
    expect(other.statusCode).toBe(404);
    expect((await h.app.inject({ url: `/api/patients/${b.openmrsId}/history/prescriptions`, headers: a.headers })).statusCode).toBe(404);
  });
});
