import { randomBytes, randomUUID } from 'node:crypto';
import { expectDocumented, useHarness } from './harness';
import { patientWithUuid } from './patientFlow';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';
import { catalogue } from '../../server/modules/appointments/catalogue';

const h = useHarness();

const [firstMeno, followMeno, firstNutri, followNutri] = catalogue.services;
const [anaRuiz, , paulaOrtega] = catalogue.providers;
type P = Awaited<ReturnType<typeof patientWithUuid>>;

/** Buys a plan: the API's checkout session, then the provider's signed checkout.session.completed. */
async function buy(p: P, priceId: string) {
  const session = (
    await h.app.inject({ method: 'POST', url: '/api/payments/create-checkout-session', headers: p.headers, payload: { priceId } })
  ).json();
  const payload = JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: session.id, object: 'checkout.session', payment_status: 'paid' } },
  });
  const signature = h.ctx.payments.stripe.webhooks.generateTestHeaderString({ payload, secret: h.ctx.payments.webhookSecret });
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  expect(res.statusCode).toBe(200);
}

async function firstSlot(p: P, service: { uuid: string }, provider: { uuid: string }, skip = 0) {
  const res = await h.app.inject({
    url: `/api/appointments/available-slots?phoneNumber=${p.openmrsId}&providerUuid=${provider.uuid}&serviceUuid=${service.uuid}`,
    headers: p.headers,
  });
  return (res.json() as Array<{ startDateTime: string; endDateTime: string }>)[skip];
}

async function book(p: P, service: { uuid: string }, provider: { uuid: string }, skip = 0) {
  const slot = await firstSlot(p, service, provider, skip);
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: p.headers,
    payload: {
      patientUuid: p.patientUuid,
      serviceUuid: service.uuid,
      locationUuid: CLINIC_LOCATION_UUID,
      providerUuid: provider.uuid,
      ...slot,
    },
  });
  expectDocumented('createAppointment', res);
  return res;
}

const unused = async (p: P) =>
  (
    await h.ctx.db.query<{ plan: string }>('SELECT plan FROM consult_credits WHERE patient_uuid = $1 AND used_by IS NULL ORDER BY id', [
      p.patientUuid,
    ])
  ).map((r) => r.plan);

/** A past nutrition first consultation, so the nutrition follow-up rule (SPEC) lets her book one. */
async function pastNutritionConsult(p: P) {
  const start = new Date(h.clock.now().getTime() - 7 * 86_400_000);
  await h.ctx.db.query(
    `INSERT INTO appointments (uuid, patient_uuid, service_uuid, provider_uuid, location_uuid, start_at, end_at, status, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, 'Completed', $6)`,
    [randomUUID(), p.patientUuid, firstNutri.uuid, paulaOrtega.uuid, CLINIC_LOCATION_UUID, start, new Date(start.getTime() + 40 * 60_000)],
  );
}

describe('a single-consult credit books only the service it was bought for', () => {
  it("refuses a 'Primera consulta Menopausia' (1050 MXN) paid with a 'seguimiento-nutricion' (900 MXN) and keeps the credit", async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    await buy(p, 'seguimiento-nutricion');
    const refused = await book(p, firstMeno, anaRuiz);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe('Necesitas un plan activo o una consulta pagada para agendar');
    expect(await unused(p)).toEqual(['seguimiento-nutricion']);

    await pastNutritionConsult(p);
    const booked = await book(p, followNutri, paulaOrtega);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().serviceType).toBe('Seguimiento Nutrición');
    expect(await unused(p)).toEqual([]);
  });

  it('spends, among several credits, the one bought for the booked service', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    await buy(p, 'primera-nutricion');
    await buy(p, 'primera');
    expect((await book(p, firstMeno, anaRuiz)).statusCode).toBe(201);
    expect(await unused(p)).toEqual(['primera-nutricion']);
    expect((await book(p, followMeno, anaRuiz, 2)).statusCode).toBe(402); // no 'seguimiento' was bought
    expect((await book(p, firstNutri, paulaOrtega)).statusCode).toBe(201);
    expect(await unused(p)).toEqual([]);
  });

  it('does not let a reschedule carry a credit to a dearer service, and keeps the original booking', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    await buy(p, 'primera-nutricion');
    const booked = (await book(p, firstNutri, paulaOrtega)).json();
    const target = await firstSlot(p, firstMeno, anaRuiz);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/appointments/${booked.uuid}/reschedule`,
      headers: p.headers,
      payload: { serviceUuid: firstMeno.uuid, locationUuid: CLINIC_LOCATION_UUID, providerUuid: anaRuiz.uuid, ...target },
    });
    expect(res.statusCode).toBe(409);
    expectDocumented('rescheduleAppointment', res);
    const list = (await h.app.inject({ url: `/api/appointments?phoneNumber=${p.openmrsId}`, headers: p.headers })).json();
    expect(list.map((a: { uuid: string; status: string }) => [a.uuid, a.status])).toEqual([[booked.uuid, 'Requested']]);
    const [credit] = await h.ctx.db.query<{ used_by: string }>('SELECT used_by FROM consult_credits WHERE patient_uuid = $1', [
      p.patientUuid,
    ]);
    expect(credit.used_by).toBe(booked.uuid);
  });

  it('moves the credit when a reschedule keeps the service, and lets a subscription cover a change of service', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    await buy(p, 'primera-nutricion');
    const booked = (await book(p, firstNutri, paulaOrtega)).json();
    const later = await firstSlot(p, firstNutri, paulaOrtega, 3);
    const moved = await h.app.inject({
      method: 'POST',
      url: `/api/appointments/${booked.uuid}/reschedule`,
      headers: p.headers,
      payload: { serviceUuid: firstNutri.uuid, locationUuid: CLINIC_LOCATION_UUID, providerUuid: paulaOrtega.uuid, ...later },
    });
    expect(moved.statusCode).toBe(201);
    const [credit] = await h.ctx.db.query<{ used_by: string }>('SELECT used_by FROM consult_credits WHERE patient_uuid = $1', [
      p.patientUuid,
    ]);
    expect(credit.used_by).toBe(moved.json().uuid);

    await buy(p, 'mensual');
    const meno = await firstSlot(p, firstMeno, anaRuiz);
    const switched = await h.app.inject({
      method: 'POST',
      url: `/api/appointments/${moved.json().uuid}/reschedule`,
      headers: p.headers,
      payload: { serviceUuid: firstMeno.uuid, locationUuid: CLINIC_LOCATION_UUID, providerUuid: anaRuiz.uuid, ...meno },
    });
    expect(switched.statusCode).toBe(201);
    expect(await unused(p)).toEqual(['primera-nutricion']); // the subscription pays; the nutrition credit is hers again
  });
});
