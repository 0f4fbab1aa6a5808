import { API_KEY, expectDocumented, startHarness, type Harness } from './harness';
import { demoPatient, seedDemo } from '../../server/startup/demo';
import { staffSecret } from '../../server/modules/staff/secret';
import { providerWithoutCedula } from '../../server/modules/prescriptions/staff';
import { CLINIC_ADDRESS } from '../../common/clinic';

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

  const estradiol = {
    genericName: 'Estradiol',
    presentation: 'Gel 0.06 %, frasco dosificador de 80 g',
    dosage: '1 aplicación (1.25 g)',
    route: 'Cutánea',
    frequency: 'Cada 24 horas',
    duration: '3 meses',
    instructions: 'Aplicar en brazos por la noche',
  };

  const signIn = async () => {
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login-by-email',
      headers: { 'x-api-key': API_KEY },
      payload: { email: demoPatient.email, password: demoPatient.password },
    });
    return { authorization: `Bearer ${login.json().token}` };
  };

  it('issues a prescription with every legal field, and she reads them in her list as they were issued', async () => {
    await seedDemo(h.ctx);
    const res = await staff('POST', '/api/staff/prescriptions', {
      email: demoPatient.email,
      medications: [
        estradiol,
        { ...estradiol, name: 'Utrogestan', genericName: 'Progesterona', presentation: 'Cápsulas de 100 mg', route: 'Oral' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expectDocumented('staffIssuePrescription', res);
    const issued = {
      providerName: 'Dra. Ana Ruiz - Ginecóloga',
      prescriber: { fullName: 'Dra. Ana Ruiz', cedulaProfesional: '00000001', institution: 'Universidad de demostración (dato ficticio)' },
      clinicAddress: CLINIC_ADDRESS,
      medications: [
        { name: 'Estradiol', ...estradiol },
        { ...estradiol, name: 'Utrogestan', genericName: 'Progesterona', presentation: 'Cápsulas de 100 mg', route: 'Oral' },
      ],
    };
    expect(res.json()).toMatchObject(issued);

    // A later change to the provider's cédula never rewrites what she was given.
    await h.ctx.db.query('UPDATE providers SET cedula_profesional = $1 WHERE name = $2', ['12345678', 'Dra. Ana Ruiz']);
    const headers = await signIn();
    for (const list of ['prescriptions/current', 'history/prescriptions']) {
      const mine = await h.app.inject({ url: `/api/patients/${demoPatient.openmrsId}/${list}`, headers });
      expectDocumented(list === 'prescriptions/current' ? 'listCurrentPrescriptions' : 'listPrescriptionHistory', mine);
      const rx = mine.json().find((p: { encounterUuid: string }) => p.encounterUuid === res.json().encounterUuid);
      expect(rx).toMatchObject(issued);
      // The demo's older prescriptions were issued before the legal fields and answer without them.
      const older = mine.json().filter((p: { encounterUuid: string }) => p.encounterUuid !== res.json().encounterUuid);
      expect(older.length).toBeGreaterThan(0);
      for (const p of older) expect(p).not.toHaveProperty('prescriber');
    }
  });

  it.each(['genericName', 'presentation', 'dosage', 'route', 'frequency', 'duration'])(
    'refuses a medicine without its %s, or with only blanks in it',
    async (field) => {
      await seedDemo(h.ctx);
      const without = { ...estradiol } as Record<string, string>;
      delete without[field];
      for (const medication of [without, { ...estradiol, [field]: '   ' }]) {
        const res = await staff('POST', '/api/staff/prescriptions', { email: demoPatient.email, medications: [medication] });
        expect(res.statusCode).toBe(400);
        expectDocumented('staffIssuePrescription', res);
      }
      const mine = await h.app.inject({ url: `/api/patients/${demoPatient.openmrsId}/history/prescriptions`, headers: await signIn() });
      expect(mine.json()).toHaveLength(2);
    },
  );

  it('refuses a prescription from a provider without a cédula profesional on file', async () => {
    await seedDemo(h.ctx);
    const [provider] = await h.ctx.db.query<{ uuid: string }>(`SELECT uuid FROM providers WHERE name = 'Dra. Sofía Campos'`);
    await h.ctx.db.query('UPDATE providers SET cedula_profesional = NULL WHERE uuid = $1', [provider.uuid]);
    const res = await staff('POST', '/api/staff/prescriptions', {
      email: demoPatient.email,
      providerUuid: provider.uuid,
      medications: [estradiol],
    });
    expect(res.statusCode).toBe(409);
    expectDocumented('staffIssuePrescription', res);
    expect(res.json()).toEqual({ message: providerWithoutCedula, code: 'provider_without_cedula' });
  });
});
