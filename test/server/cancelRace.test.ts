import { expectDocumented, useHarness } from './harness';
import { patientWithUuid } from './patientFlow';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';
import { catalogue } from '../../server/modules/appointments/catalogue';

const h = useHarness();
const [firstMeno] = catalogue.services;
const anaRuiz = catalogue.providers[0];

describe('parallel cancels', () => {
  it('answers one of two simultaneous cancels of one appointment with 200 and the other with 409', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    const slots = await h.app.inject({
      url: `/api/appointments/available-slots?phoneNumber=${p.openmrsId}&providerUuid=${anaRuiz.uuid}&serviceUuid=${firstMeno.uuid}`,
      headers: p.headers,
    });
    const booked = await h.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: p.headers,
      payload: {
        patientUuid: p.patientUuid,
        serviceUuid: firstMeno.uuid,
        locationUuid: CLINIC_LOCATION_UUID,
        providerUuid: anaRuiz.uuid,
        ...slots.json()[0],
      },
    });
    expect(booked.statusCode).toBe(201);
    const url = `/api/appointments/${booked.json().uuid}`;

    const answers = await Promise.all([1, 2].map(() => h.app.inject({ method: 'DELETE', url, headers: p.headers })));

    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe('No se puede cancelar');
    expectDocumented('cancelAppointment', refused);
    // The paid consultation came back once, not twice.
    const credits = await h.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM consult_credits WHERE patient_uuid = $1 AND used_by IS NULL',
      [p.patientUuid],
    );
    expect(credits[0].n).toBe(1);
  });
});
