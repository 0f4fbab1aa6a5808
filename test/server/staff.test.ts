import { API_KEY, expectDocumented, startHarness, type Harness } from './harness';
import { demoPatient, seedDemo } from '../../server/startup/demo';
import { staffSecret } from '../../server/modules/staff/secret';

let h: Harness;
let secret: string;
beforeAll(async () => {
  h = await startHarness();
  secret = staffSecret(h.ctx.config.dataDir);
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const staff = (method: 'GET' | 'POST', url: string, payload?: object, remoteAddress = '127.0.0.1', key = secret) =>
  h.app.inject({ method, url, payload, remoteAddress, headers: { 'x-staff-secret': key } });

describe('staff API', () => {
  it('refuses a wrong secret and any request that is not from loopback', async () => {
    expect((await staff('GET', '/api/staff/appointments', undefined, '127.0.0.1', 'x'.repeat(64))).statusCode).toBe(401);
    expect((await staff('GET', '/api/staff/appointments', undefined, '10.0.0.5')).statusCode).toBe(401);
    expect((await staff('GET', '/api/staff/appointments')).statusCode).toBe(200);
  });

  it('sees the demo appointments, schedules one with a video link and the patient sees it', async () => {
    await seedDemo(h.ctx);
    const list = await staff('GET', '/api/staff/appointments');
    expectDocumented('staffListAppointments', list);
    const statuses = list
      .json()
      .map((a: { status: string }) => a.status)
      .sort();
    expect(statuses).toEqual(['Completed', 'Completed', 'Requested', 'Scheduled', 'Scheduled']);
    const requested = list.json().find((a: { status: string }) => a.status === 'Requested');
    const res = await staff('POST', `/api/staff/appointments/${requested.uuid}/status`, {
      status: 'Scheduled',
      notes: 'https://meet.example.mx/ella-1',
    });
    expectDocumented('staffUpdateAppointment', res);
    expect(res.json()).toMatchObject({ status: 'Scheduled', notes: 'https://meet.example.mx/ella-1' });

    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login-by-email',
      headers: { 'x-api-key': API_KEY },
      payload: { email: demoPatient.email, password: demoPatient.password },
    });
    const mine = await h.app.inject({
      url: `/api/appointments?phoneNumber=${demoPatient.openmrsId}`,
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(mine.json().find((a: { uuid: string }) => a.uuid === requested.uuid).notes).toBe('https://meet.example.mx/ella-1');
    const current = await h.app.inject({
      url: `/api/patients/${demoPatient.openmrsId}/prescriptions/current`,
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(current.json()).toHaveLength(1);
  });

  it('issues a prescription by e-mail', async () => {
    await seedDemo(h.ctx);
    const res = await staff('POST', '/api/staff/prescriptions', {
      email: demoPatient.email,
      medications: [
        { name: 'Vitamina D3', dosage: '1 cápsula', frequency: 'Diario', duration: '6 meses', instructions: 'Con el desayuno' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expectDocumented('staffIssuePrescription', res);
    expect(res.json().providerName).toBe('Dra. Ana Ruiz - Ginecóloga');
  });
});
