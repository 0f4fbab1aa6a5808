import { API_KEY, expectDocumented, useHarness } from './harness';
import { registeredPatient, strongPassword } from './patientFlow';
import { staffSecret } from '../../server/modules/staff/secret';
import { bandOf, scoreMrs } from '../../server/modules/tracking/mrsScoring';

const h = useHarness();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const mrsUrl = (openmrsId: string) => `/api/patients/${openmrsId}/tracking/mrs`;
const weightUrl = (openmrsId: string) => `/api/patients/${openmrsId}/tracking/weight`;
// Items 1–11: somatic 1–3 + 11, psychological 4–7, urogenital 8–10.
const answers = [4, 3, 2, 1, 1, 1, 1, 2, 2, 2, 3];

/** Every test starts at the same instant (the harness clock carries over between tests of a file). */
const setClock = (iso: string) => h.clock.advance(new Date(iso).getTime() - h.clock.now().getTime());
beforeEach(() => setClock('2026-11-23T15:00:00Z'));

/** A new session after days have passed (the idle window ends the old one). */
async function loginAgain(email: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/auth/login-by-email',
    headers: { 'x-api-key': API_KEY },
    payload: { email, password: strongPassword },
  });
  return { authorization: `Bearer ${res.json().token}` };
}

describe('MRS scoring', () => {
  it('adds the total and the three original subscales from the answers', () => {
    expect(scoreMrs(answers)).toEqual({ total: 22, somatic: 12, psychological: 4, urogenital: 6, band: 'severo' });
  });

  it('puts each total in the band of the table: 0–4 ninguno, 5–8 leve, 9–15 moderado, 16+ severo', () => {
    const bands = Object.fromEntries([0, 4, 5, 8, 9, 15, 16, 44].map((t) => [t, bandOf(t)]));
    expect(bands).toEqual({ 0: 'ninguno', 4: 'ninguno', 5: 'leve', 8: 'leve', 9: 'moderado', 15: 'moderado', 16: 'severo', 44: 'severo' });
  });
});

describe('MRS API', () => {
  it('scores a submission on the server and lists it in her history', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const empty = await h.app.inject({ url: mrsUrl(openmrsId), headers });
    expectDocumented('getMrsHistory', empty);
    expect(empty.json()).toEqual({ assessments: [], reminderDue: false });

    const saved = await h.app.inject({ method: 'POST', url: mrsUrl(openmrsId), headers, payload: { answers } });
    expect(saved.statusCode).toBe(201);
    expectDocumented('submitMrs', saved);
    expect(saved.json()).toMatchObject({ answers, total: 22, somatic: 12, psychological: 4, urogenital: 6, band: 'severo' });

    const read = await h.app.inject({ url: mrsUrl(openmrsId), headers });
    expectDocumented('getMrsHistory', read);
    expect(read.json().assessments).toEqual([saved.json()]);
  });

  it('ignores scores the client sends: they are not part of the contract', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const forged = await h.app.inject({ method: 'POST', url: mrsUrl(openmrsId), headers, payload: { answers, total: 0, band: 'ninguno' } });
    expect(forged.statusCode).toBe(400);
  });

  it('keeps one submission per day in the display time zone: a second one that day replaces the first', async () => {
    // 16:00 UTC is 13:00 on 23 November in Buenos Aires (UTC−3); 01:30 UTC the next day is still the 23rd there.
    setClock('2026-11-23T16:00:00Z');
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const first = await h.app.inject({ method: 'POST', url: mrsUrl(openmrsId), headers, payload: { answers } });
    expect(first.statusCode).toBe(201);
    h.clock.advance(9.5 * HOUR);
    const lower = answers.map(() => 1);
    const evening = await loginAgain('maria@example.mx');
    const again = await h.app.inject({ method: 'POST', url: mrsUrl(openmrsId), headers: evening, payload: { answers: lower } });
    expect(again.statusCode).toBe(200);
    expectDocumented('submitMrs', again);
    expect(again.json()).toMatchObject({ day: '2026-11-23', total: 11, band: 'moderado' });
    let history = (await h.app.inject({ url: mrsUrl(openmrsId), headers: evening })).json();
    expect(history.assessments.map((a: { day: string; total: number }) => [a.day, a.total])).toEqual([['2026-11-23', 11]]);

    h.clock.advance(2 * HOUR); // 03:30 UTC: 00:30 on the 24th in Buenos Aires, a new day
    const night = await loginAgain('maria@example.mx');
    const next = await h.app.inject({ method: 'POST', url: mrsUrl(openmrsId), headers: night, payload: { answers } });
    expect(next.statusCode).toBe(201);
    history = (await h.app.inject({ url: mrsUrl(openmrsId), headers: night })).json();
    expect(history.assessments.map((a: { day: string; total: number }) => [a.day, a.total])).toEqual([
      ['2026-11-23', 11],
      ['2026-11-24', 22],
    ]);
  });

  it('invites her to answer again only when her last MRS is more than 30 days old', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    await h.app.inject({ method: 'POST', url: mrsUrl(openmrsId), headers, payload: { answers } });
    h.clock.advance(30 * DAY);
    const later = await loginAgain('maria@example.mx');
    expect((await h.app.inject({ url: mrsUrl(openmrsId), headers: later })).json().reminderDue).toBe(false);
    h.clock.advance(HOUR);
    const afterDeadline = await loginAgain('maria@example.mx');
    expect((await h.app.inject({ url: mrsUrl(openmrsId), headers: afterDeadline })).json().reminderDue).toBe(true);
  });

  it.each([
    ['ten answers', answers.slice(0, 10)],
    ['twelve answers', [...answers, 0]],
    ['an answer of 5', [5, ...answers.slice(1)]],
    ['a negative answer', [-1, ...answers.slice(1)]],
    ['a fraction', [1.5, ...answers.slice(1)]],
    ['a string', ['2', ...answers.slice(1)]],
    ['a missing answer', [null, ...answers.slice(1)]],
  ])('rejects %s with 400 and stores nothing', async (_name, bad) => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const res = await h.app.inject({ method: 'POST', url: mrsUrl(openmrsId), headers, payload: { answers: bad } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Datos inválidos. Por favor verifica la información ingresada.');
    expect((await h.app.inject({ url: mrsUrl(openmrsId), headers })).json().assessments).toEqual([]);
  });

  it("answers 404 with no data for another patient's series, and 401 without a session", async () => {
    const maria = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const ana = await registeredPatient(h, 'ana@example.mx', '5587654321');
    await h.app.inject({ method: 'POST', url: mrsUrl(maria.openmrsId), headers: maria.headers, payload: { answers } });
    await h.app.inject({ method: 'POST', url: weightUrl(maria.openmrsId), headers: maria.headers, payload: { weightKg: 70 } });
    for (const url of [mrsUrl(maria.openmrsId), weightUrl(maria.openmrsId)]) {
      const read = await h.app.inject({ url, headers: ana.headers });
      expect(read.statusCode).toBe(404);
      expect(read.body).not.toContain('"total"');
      expect(read.body).not.toContain('70');
      expect((await h.app.inject({ url })).statusCode).toBe(401);
    }
    const write = await h.app.inject({
      method: 'POST',
      url: mrsUrl(maria.openmrsId),
      headers: ana.headers,
      payload: { answers: answers.map(() => 0) },
    });
    expect(write.statusCode).toBe(404);
    const weight = await h.app.inject({ method: 'POST', url: weightUrl(maria.openmrsId), headers: ana.headers, payload: { weightKg: 50 } });
    expect(weight.statusCode).toBe(404);
    const mine = (await h.app.inject({ url: mrsUrl(maria.openmrsId), headers: maria.headers })).json();
    expect(mine.assessments.map((a: { total: number }) => a.total)).toEqual([22]);
    const log = (await h.app.inject({ url: weightUrl(maria.openmrsId), headers: maria.headers })).json();
    expect(log.entries.map((e: { weightKg: number }) => e.weightKg)).toEqual([70]);
  });
});

describe('weight log', () => {
  const personalInfo = (weight: number, height: number) => ({
    weight,
    height,
    shippingAddress: { street: 'Av. Insurgentes Sur', number: '1602', city: 'Ciudad de México', state: 'CDMX', postalCode: '03940' },
  });

  it('starts with her step-1 weight and computes BMI from her step-1 height', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    await h.app.inject({ method: 'POST', url: `/api/patients/${openmrsId}/personal-info`, headers, payload: personalInfo(68, 160) });
    h.clock.advance(3 * DAY);
    const later = await loginAgain('maria@example.mx');
    const saved = await h.app.inject({
      method: 'POST',
      url: weightUrl(openmrsId),
      headers: later,
      payload: { weightKg: 66.4, waistCm: 84 },
    });
    expect(saved.statusCode).toBe(200);
    expectDocumented('addWeightEntry', saved);
    const log = await h.app.inject({ url: weightUrl(openmrsId), headers: later });
    expectDocumented('getWeightLog', log);
    expect(log.json()).toEqual({
      heightCm: 160,
      entries: [
        { day: '2026-11-23', weightKg: 68, waistCm: null, bmi: 26.6, source: 'registro' },
        { day: '2026-11-26', weightKg: 66.4, waistCm: 84, bmi: 25.9, source: 'bitacora' },
      ],
    });
  });

  it('leaves out a step-1 weight that did not parse (0) and asks for the height when step 1 had none', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    await h.app.inject({ method: 'POST', url: `/api/patients/${openmrsId}/personal-info`, headers, payload: personalInfo(0, 0) });
    const first = await h.app.inject({ method: 'POST', url: weightUrl(openmrsId), headers, payload: { weightKg: 70 } });
    expect(first.json()).toEqual({
      heightCm: null,
      entries: [{ day: '2026-11-23', weightKg: 70, waistCm: null, bmi: null, source: 'bitacora' }],
    });
    const withHeight = await h.app.inject({
      method: 'POST',
      url: weightUrl(openmrsId),
      headers,
      payload: { weightKg: 69.5, heightCm: 165 },
    });
    // Same day: the second entry replaces the first.
    expect(withHeight.json()).toEqual({
      heightCm: 165,
      entries: [{ day: '2026-11-23', weightKg: 69.5, waistCm: null, bmi: 25.5, source: 'bitacora' }],
    });
  });

  it.each([
    ['a weight under 30 kg', { weightKg: 29.9 }],
    ['a weight over 250 kg', { weightKg: 250.1 }],
    ['a weight as text', { weightKg: '70' }],
    ['no weight', { waistCm: 80 }],
    ['an implausible waist', { weightKg: 70, waistCm: 20 }],
  ])('rejects %s with 400', async (_name, payload) => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const res = await h.app.inject({ method: 'POST', url: weightUrl(openmrsId), headers, payload });
    expect(res.statusCode).toBe(400);
    expect((await h.app.inject({ url: weightUrl(openmrsId), headers })).json().entries).toEqual([]);
  });
});

describe('staff tracking series', () => {
  it('gives the clinic her MRS and weight series by e-mail, on loopback with the staff secret only', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    await h.app.inject({ method: 'POST', url: mrsUrl(openmrsId), headers, payload: { answers } });
    await h.app.inject({ method: 'POST', url: weightUrl(openmrsId), headers, payload: { weightKg: 70 } });
    const secret = staffSecret(h.ctx.config.dataDir);
    const url = '/api/staff/tracking?email=maria@example.mx';
    const res = await h.app.inject({ url, remoteAddress: '127.0.0.1', headers: { 'x-staff-secret': secret } });
    expect(res.statusCode).toBe(200);
    expectDocumented('staffTrackingSeries', res);
    expect(res.json()).toMatchObject({
      email: 'maria@example.mx',
      mrs: { assessments: [{ total: 22, band: 'severo' }] },
      weight: { entries: [{ weightKg: 70 }] },
    });
    expect((await h.app.inject({ url, remoteAddress: '10.0.0.5', headers: { 'x-staff-secret': secret } })).statusCode).toBe(401);
    expect((await h.app.inject({ url, remoteAddress: '127.0.0.1', headers })).statusCode).toBe(401);
    const unknown = await h.app.inject({
      url: '/api/staff/tracking?email=nadie@example.mx',
      remoteAddress: '127.0.0.1',
      headers: { 'x-staff-secret': secret },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
