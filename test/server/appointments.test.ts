import { expectDocumented, useHarness } from './harness';
import { patientWithUuid } from './patientFlow';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';
import { catalogue } from '../../server/modules/appointments/catalogue';

const h = useHarness();

const [firstMeno, followMeno] = catalogue.services;
const anaRuiz = catalogue.providers[0];
type Patient = Awaited<ReturnType<typeof patientWithUuid>>;
const patient = (email: string, phone: string, credits = 0) => patientWithUuid(h, email, phone, credits);

async function slots(p: Patient, service: string = firstMeno.uuid, provider: string = anaRuiz.uuid) {
  const res = await h.app.inject({
    url: `/api/appointments/available-slots?phoneNumber=${p.openmrsId}&providerUuid=${provider}&serviceUuid=${service}`,
    headers: p.headers,
  });
  expectDocumented('listAvailableSlots', res);
  return res.json() as Array<{ startDateTime: string; endDateTime: string }>;
}

function book(p: Patient, slot: { startDateTime: string; endDateTime: string }, service: string = firstMeno.uuid) {
  return h.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: p.headers,
    payload: { patientUuid: p.patientUuid, serviceUuid: service, locationUuid: CLINIC_LOCATION_UUID, providerUuid: anaRuiz.uuid, ...slot },
  });
}

describe('catalogue and slots', () => {
  it('lists the services with durations and the providers as "Especialidad - Nombre"', async () => {
    const { headers } = await patient('maria@example.mx', '5512345678');
    const services = await h.app.inject({ url: '/api/appointments/services', headers });
    expectDocumented('listServices', services);
    expect(services.json()).toContainEqual({
      uuid: firstMeno.uuid,
      name: 'Primera consulta Menopausia',
      durationMinutes: 40,
      specialty: 'Menopausia',
    });
    expect(services.json()).toContainEqual(expect.objectContaining({ name: 'Seguimiento Menopausia', durationMinutes: 20 }));
    const providers = await h.app.inject({ url: '/api/appointments/providers', headers });
    expectDocumented('listProviders', providers);
    expect(providers.json()).toContainEqual({ uuid: anaRuiz.uuid, display: 'Menopausia - Dra. Ana Ruiz', specialty: 'Menopausia' });
  });

  it('offers only future grid slots inside working hours, in UTC, with the service length', async () => {
    const p = await patient('maria@example.mx', '5512345678');
    const list = await slots(p);
    expect(list.length).toBeGreaterThan(20);
    const now = h.clock.now().getTime();
    for (const s of list) {
      expect(Date.parse(s.startDateTime)).toBeGreaterThan(now);
      expect(s.startDateTime).toMatch(/Z$/);
      expect(Date.parse(s.endDateTime) - Date.parse(s.startDateTime)).toBe(40 * 60_000);
      const localHour = (new Date(s.startDateTime).getUTCHours() + 24 - 6) % 24; // Mexico City, UTC-6
      expect(localHour).toBeGreaterThanOrEqual(9);
      expect(localHour).toBeLessThan(17);
    }
    const follow = await slots(p, followMeno.uuid);
    expect(Date.parse(follow[0].endDateTime) - Date.parse(follow[0].startDateTime)).toBe(20 * 60_000);
  });

  it("answers 404 for another patient's phone number", async () => {
    const a = await patient('ana@example.mx', '5511111111');
    await patient('bea@example.mx', '5522222222');
    const res = await h.app.inject({
      url: `/api/appointments/available-slots?phoneNumber=5522222222&providerUuid=${anaRuiz.uuid}`,
      headers: a.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await h.app.inject({ url: '/api/appointments?phoneNumber=5522222222', headers: a.headers })).statusCode).toBe(404);
  });
});

describe('booking', () => {
  it('refuses a booking without a plan or a paid consultation with 402', async () => {
    const p = await patient('maria@example.mx', '5512345678');
    const [slot] = await slots(p);
    const res = await book(p, slot);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Necesitas un plan activo o una consulta pagada para agendar');
    expectDocumented('createAppointment', res);
  });

  it('books with a paid consultation, uses it up, removes the slot and refuses the next booking', async () => {
    const p = await patient('maria@example.mx', '5512345678', 1);
    const [first, second] = await slots(p);
    const res = await book(p, first);
    expect(res.statusCode).toBe(201);
    expectDocumented('createAppointment', res);
    expect(res.json()).toMatchObject({
      status: 'Requested',
      serviceType: 'Primera consulta Menopausia',
      providerName: 'Dra. Ana Ruiz',
      startDateTime: first.startDateTime,
      notes: null,
    });
    expect((await slots(p)).map((s) => s.startDateTime)).not.toContain(first.startDateTime);
    expect((await book(p, second)).statusCode).toBe(402);
    const sub = await h.app.inject({ url: `/api/patients/${p.openmrsId}/subscription`, headers: p.headers });
    expectDocumented('getSubscription', sub);
    expect(sub.json()).toEqual({ has_subscription: false, status: 'inactive', expires_at: null, singleConsultCredits: 0 });
    const list = await h.app.inject({ url: `/api/appointments?phoneNumber=${p.openmrsId}`, headers: p.headers });
    expectDocumented('listAppointments', list);
    expect(list.json()).toHaveLength(1);
  });

  it('answers 409 with the SPEC title when the slot was just taken', async () => {
    const a = await patient('ana@example.mx', '5511111111', 1);
    const b = await patient('bea@example.mx', '5522222222', 1);
    const [slot] = await slots(a);
    expect((await book(a, slot)).statusCode).toBe(201);
    const res = await book(b, slot);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La consulta ya fue agendada');
    const credits = await h.ctx.db.query('SELECT 1 FROM consult_credits WHERE patient_uuid = $1 AND used_by IS NULL', [b.patientUuid]);
    expect(credits).toHaveLength(1); // nothing spent on a failed booking
  });

  it('gives exactly one 201 and 49 409s to 50 concurrent requests for one slot', async () => {
    const p = await patient('maria@example.mx', '5512345678', 50);
    const [slot] = await slots(p);
    const results = await Promise.all(Array.from({ length: 50 }, () => book(p, slot)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const [{ n }] = await h.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM consult_credits WHERE used_by IS NOT NULL');
    expect(n).toBe(1);
  });

  it('refuses a follow-up before any first consultation of the specialty with 403, and allows it after one', async () => {
    const p = await patient('maria@example.mx', '5512345678', 1);
    await h.ctx.db.query(`INSERT INTO consult_credits (patient_uuid, plan, created_at) VALUES ($1, 'seguimiento', now())`, [p.patientUuid]);
    const follow = await slots(p, followMeno.uuid);
    const refused = await book(p, follow[0], followMeno.uuid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('El seguimiento no está disponible hasta que realices una consulta inicial');
    expect((await book(p, (await slots(p))[0])).statusCode).toBe(201);
    expect((await book(p, (await slots(p, followMeno.uuid))[0], followMeno.uuid)).statusCode).toBe(201);
  });

  it('refuses a start that is not one of the offered slots with 400', async () => {
    const p = await patient('maria@example.mx', '5512345678', 1);
    const [slot] = await slots(p);
    const shifted = {
      startDateTime: new Date(Date.parse(slot.startDateTime) + 10 * 60_000).toISOString(),
      endDateTime: new Date(Date.parse(slot.endDateTime) + 10 * 60_000).toISOString(),
    };
    expect((await book(p, shifted)).statusCode).toBe(400);
  });

  it('lets an active monthly subscription book without credits', async () => {
    const p = await patient('maria@example.mx', '5512345678');
    await h.ctx.db.query(`INSERT INTO subscriptions (patient_uuid, starts_at, expires_at) VALUES ($1, $2, $3)`, [
      p.patientUuid,
      h.clock.now(),
      new Date(h.clock.now().getTime() + 30 * 86_400_000),
    ]);
    const sub = await h.app.inject({ url: `/api/patients/${p.openmrsId}/subscription`, headers: p.headers });
    expect(sub.json()).toMatchObject({ has_subscription: true, status: 'active' });
    const [personUuid] = (
      await h.ctx.db.query<{ person_uuid: string }>('SELECT person_uuid FROM patients WHERE patient_uuid = $1', [p.patientUuid])
    ).map((r) => r.person_uuid);
    const byPerson = await h.app.inject({ url: `/api/persons/${personUuid}/subscription`, headers: p.headers });
    expectDocumented('getSubscriptionByPerson', byPerson);
    expect(byPerson.json().has_subscription).toBe(true);
    expect((await book(p, (await slots(p))[0])).statusCode).toBe(201);
  });
});

describe('cancel and reschedule', () => {
  it('cancels a Requested appointment, returns its paid consultation, and refuses to cancel it again', async () => {
    const p = await patient('maria@example.mx', '5512345678', 1);
    const booked = (await book(p, (await slots(p))[0])).json();
    const res = await h.app.inject({ method: 'DELETE', url: `/api/appointments/${booked.uuid}`, headers: p.headers });
    expect(res.statusCode).toBe(200);
    expectDocumented('cancelAppointment', res);
    expect(res.json().status).toBe('Cancelled');
    const again = await h.app.inject({ method: 'POST', url: `/api/appointments/${booked.uuid}/cancel`, headers: p.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No se puede cancelar');
    const sub = await h.app.inject({ url: `/api/patients/${p.openmrsId}/subscription`, headers: p.headers });
    expect(sub.json().singleConsultCredits).toBe(1);
  });

  it('reschedules atomically: the old one Cancelled, a new one Requested, the payment carried over', async () => {
    const p = await patient('maria@example.mx', '5512345678', 1);
    const [first, , third] = await slots(p);
    const booked = (await book(p, first)).json();
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/appointments/${booked.uuid}/reschedule`,
      headers: p.headers,
      payload: { serviceUuid: firstMeno.uuid, locationUuid: CLINIC_LOCATION_UUID, providerUuid: anaRuiz.uuid, ...third },
    });
    expect(res.statusCode).toBe(201);
    expectDocumented('rescheduleAppointment', res);
    const list = (await h.app.inject({ url: `/api/appointments?phoneNumber=${p.openmrsId}`, headers: p.headers })).json();
    expect(list.map((a: { status: string; startDateTime: string }) => [a.startDateTime, a.status])).toEqual([
      [first.startDateTime, 'Cancelled'],
      [third.startDateTime, 'Requested'],
    ]);
    const [{ n }] = await h.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM consult_credits WHERE used_by = $1', [
      res.json().uuid,
    ]);
    expect(n).toBe(1);
  });

  it('keeps the original appointment when the new slot is taken', async () => {
    const a = await patient('ana@example.mx', '5511111111', 1);
    const b = await patient('bea@example.mx', '5522222222', 1);
    const [first, second] = await slots(a);
    const mine = (await book(a, first)).json();
    await book(b, second);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/appointments/${mine.uuid}/reschedule`,
      headers: a.headers,
      payload: { serviceUuid: firstMeno.uuid, locationUuid: CLINIC_LOCATION_UUID, providerUuid: anaRuiz.uuid, ...second },
    });
    expect(res.statusCode).toBe(409);
    const list = (await h.app.inject({ url: `/api/appointments?phoneNumber=${a.openmrsId}`, headers: a.headers })).json();
    expect(list.map((x: { status: string }) => x.status)).toEqual(['Requested']);
  });

  it("answers 404 when patient A tries to cancel or reschedule B's appointment", async () => {
    const a = await patient('ana@example.mx', '5511111111');
    const b = await patient('bea@example.mx', '5522222222', 1);
    const theirs = (await book(b, (await slots(b))[0])).json();
    expect((await h.app.inject({ method: 'DELETE', url: `/api/appointments/${theirs.uuid}`, headers: a.headers })).statusCode).toBe(404);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/appointments/${theirs.uuid}/reschedule`,
          headers: a.headers,
          payload: {
            serviceUuid: firstMeno.uuid,
            locationUuid: CLINIC_LOCATION_UUID,
            providerUuid: anaRuiz.uuid,
            startDateTime: theirs.startDateTime,
            endDateTime: theirs.endDateTime,
          },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/appointments',
          headers: a.headers,
          payload: {
            patientUuid: b.patientUuid,
            serviceUuid: firstMeno.uuid,
            locationUuid: CLINIC_LOCATION_UUID,
            providerUuid: anaRuiz.uuid,
            startDateTime: theirs.startDateTime,
            endDateTime: theirs.endDateTime,
          },
        })
      ).statusCode,
    ).toBe(404);
  });
});
