import { randomUUID } from 'node:crypto';
import { expectDocumented, useHarness } from './harness';
import { patientWithUuid } from './patientFlow';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';
import { catalogue } from '../../server/modules/appointments/catalogue';

// Available slots come from one query (hours, live bookings, service length): these pin down that every
// change to the bookings shows in the next answer, for every patient, and that unknown ids still answer 404.
const h = useHarness();

const [firstMeno, followMeno] = catalogue.services;
const anaRuiz = catalogue.providers[0];
type Patient = Awaited<ReturnType<typeof patientWithUuid>>;
type Slot = { startDateTime: string; endDateTime: string };

async function slots(p: Patient, query = `providerUuid=${anaRuiz.uuid}&serviceUuid=${firstMeno.uuid}`) {
  const res = await h.app.inject({ url: `/api/appointments/available-slots?phoneNumber=${p.openmrsId}&${query}`, headers: p.headers });
  expectDocumented('listAvailableSlots', res);
  return res;
}
const starts = async (p: Patient) => ((await slots(p)).json() as Slot[]).map((s) => s.startDateTime);

const book = (p: Patient, slot: Slot) =>
  h.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: p.headers,
    payload: {
      patientUuid: p.patientUuid,
      serviceUuid: firstMeno.uuid,
      locationUuid: CLINIC_LOCATION_UUID,
      providerUuid: anaRuiz.uuid,
      ...slot,
    },
  });

describe('available slots follow the bookings at once', () => {
  it('a slot one patient books disappears for another, and comes back for her when it is cancelled', async () => {
    const ana = await patientWithUuid(h, 'ana@example.mx', '5511111111', 1);
    const bea = await patientWithUuid(h, 'bea@example.mx', '5522222222');
    const [slot] = (await slots(bea)).json() as Slot[];
    expect(await starts(bea)).toContain(slot.startDateTime);
    const booked = await book(ana, slot);
    expect(booked.statusCode).toBe(201);
    expect(await starts(bea)).not.toContain(slot.startDateTime);
    expect(await starts(ana)).not.toContain(slot.startDateTime);
    const cancelled = await h.app.inject({ method: 'DELETE', url: `/api/appointments/${booked.json().uuid}`, headers: ana.headers });
    expect(cancelled.statusCode).toBe(200);
    expect(await starts(bea)).toContain(slot.startDateTime);
  });

  it('a reschedule frees the old slot and takes the new one for everybody', async () => {
    const ana = await patientWithUuid(h, 'ana@example.mx', '5511111111', 1);
    const bea = await patientWithUuid(h, 'bea@example.mx', '5522222222');
    const [first, second] = (await slots(bea)).json() as Slot[];
    const booked = (await book(ana, first)).json();
    const moved = await h.app.inject({
      method: 'POST',
      url: `/api/appointments/${booked.uuid}/reschedule`,
      headers: ana.headers,
      payload: { serviceUuid: firstMeno.uuid, locationUuid: CLINIC_LOCATION_UUID, providerUuid: anaRuiz.uuid, ...second },
    });
    expect(moved.statusCode).toBe(201);
    const now = await starts(bea);
    expect(now).toContain(first.startDateTime);
    expect(now).not.toContain(second.startDateTime);
  });

  it('only live bookings (Requested, Scheduled, CheckedIn) take a slot; Cancelled, Completed and Missed leave it free', async () => {
    const bea = await patientWithUuid(h, 'bea@example.mx', '5522222222');
    const free = (await slots(bea)).json() as Slot[];
    const statuses = ['Requested', 'Scheduled', 'CheckedIn', 'Cancelled', 'Completed', 'Missed'];
    for (const [i, status] of statuses.entries()) {
      await h.ctx.db.query(
        `INSERT INTO appointments (uuid, patient_uuid, service_uuid, provider_uuid, location_uuid, start_at, end_at, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          randomUUID(),
          bea.patientUuid,
          firstMeno.uuid,
          anaRuiz.uuid,
          CLINIC_LOCATION_UUID,
          new Date(free[i].startDateTime),
          new Date(free[i].endDateTime),
          status,
          h.clock.now(),
        ],
      );
    }
    const now = await starts(bea);
    expect(statuses.map((status, i) => [status, now.includes(free[i].startDateTime)])).toEqual([
      ['Requested', false],
      ['Scheduled', false],
      ['CheckedIn', false],
      ['Cancelled', true],
      ['Completed', true],
      ['Missed', true],
    ]);
    expect(now).toHaveLength(free.length - 3);
  });

  it('keeps the grid in time order with the service length, 40 minutes without a service', async () => {
    const bea = await patientWithUuid(h, 'bea@example.mx', '5522222222');
    const plain = (await slots(bea, `providerUuid=${anaRuiz.uuid}`)).json() as Slot[];
    const follow = (await slots(bea, `providerUuid=${anaRuiz.uuid}&serviceUuid=${followMeno.uuid}`)).json() as Slot[];
    expect(plain.map((s) => s.startDateTime)).toEqual(follow.map((s) => s.startDateTime));
    expect(plain.map((s) => Date.parse(s.startDateTime))).toEqual(plain.map((s) => Date.parse(s.startDateTime)).sort((a, b) => a - b));
    expect(new Set(plain.map((s) => Date.parse(s.endDateTime) - Date.parse(s.startDateTime)))).toEqual(new Set([40 * 60_000]));
    expect(new Set(follow.map((s) => Date.parse(s.endDateTime) - Date.parse(s.startDateTime)))).toEqual(new Set([20 * 60_000]));
  });

  it('answers 404 for a provider or a service that does not exist', async () => {
    const bea = await patientWithUuid(h, 'bea@example.mx', '5522222222');
    const noProvider = await slots(bea, `providerUuid=${randomUUID()}`);
    expect(noProvider.statusCode).toBe(404);
    const noService = await slots(bea, `providerUuid=${anaRuiz.uuid}&serviceUuid=${randomUUID()}`);
    expect(noService.statusCode).toBe(404);
  });
});
