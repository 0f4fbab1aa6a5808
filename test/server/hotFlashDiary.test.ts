import { expectDocumented, useHarness } from './harness';
import { registeredPatient } from './patientFlow';
import { staffSecret } from '../../server/modules/staff/secret';
import { addDays, changeSentences, severityScore, weeklySeries } from '../../server/modules/tracking/hotFlashes';
import { HFRDIS_MID, hfrdisBandOf } from '../../common/hotFlashes';

const h = useHarness();

const diaryUrl = (openmrsId: string) => `/api/patients/${openmrsId}/tracking/hot-flashes`;
const TODAY = '2026-11-23';
/** 15:00 UTC is noon in Buenos Aires: the same day in the display zone. */
const setClock = (iso: string) => h.clock.advance(new Date(iso).getTime() - h.clock.now().getTime());
beforeEach(() => setClock(`${TODAY}T15:00:00Z`));

const entry = (day: string, mild: number, moderate: number, severe: number, nightSweats = 0, hfrdis?: number[] | null) => ({
  day,
  mild,
  moderate,
  severe,
  nightSweats,
  ...(hfrdis !== undefined ? { hfrdis } : {}),
});

async function log(p: { headers: Record<string, string>; openmrsId: string }, body: object) {
  return h.app.inject({ method: 'POST', url: diaryUrl(p.openmrsId), headers: p.headers, payload: body });
}

describe('hot-flash scoring', () => {
  it('weighs the grades 1, 2 and 3 over all hot flashes, and has no score for a day without any', () => {
    expect(severityScore({ mild: 2, moderate: 3, severe: 1 })).toBe(1.83); // (2 + 6 + 3) / 6
    expect(severityScore({ mild: 0, moderate: 0, severe: 4 })).toBe(3);
    expect(severityScore({ mild: 0, moderate: 0, severe: 0 })).toBeNull();
  });

  it('puts an HFRDIS mean in the published bands: mild below 4, moderate below 7, severe from 7', () => {
    const bands = Object.fromEntries([0, 3.9, 4, 6.9, 7, 10].map((s) => [s, hfrdisBandOf(s)]));
    expect(bands).toEqual({ 0: 'leve', 3.9: 'leve', 4: 'moderada', 6.9: 'moderada', 7: 'severa', 10: 'severa' });
    expect(HFRDIS_MID).toBe(1.66);
  });

  it('groups days in blocks of 7 counted back from today and averages over the days she logged', () => {
    const day = (d: string, mild: number, moderate: number, severe: number) => ({
      day: d,
      mild,
      moderate,
      severe,
      nightSweats: 1,
      total: mild + moderate + severe,
      severityScore: severityScore({ mild, moderate, severe }),
      hfrdis: null,
      hfrdisScore: null,
      hfrdisBand: null,
      recordedAt: `${d}T15:00:00.000Z`,
    });
    const weeks = weeklySeries(
      [day('2026-11-09', 4, 2, 0), day('2026-11-16', 0, 0, 0), day('2026-11-17', 1, 2, 3), day(TODAY, 1, 0, 1)],
      TODAY,
    );
    expect(weeks).toEqual([
      expect.objectContaining({
        from: '2026-11-03',
        to: '2026-11-09',
        loggedDays: 1,
        meanDaily: 6,
        meanModerateSevere: 2,
        severityScore: 1.33,
      }),
      expect.objectContaining({
        from: '2026-11-10',
        to: '2026-11-16',
        loggedDays: 1,
        meanDaily: 0,
        severityScore: null,
        meanNightSweats: 1,
      }),
      // (1·2 + 2·2 + 3·4) / 8 over the block's hot flashes, not a mean of the days' scores.
      expect.objectContaining({ from: '2026-11-17', to: TODAY, loggedDays: 2, meanDaily: 4, meanModerateSevere: 3, severityScore: 2.25 }),
    ]);
  });
});

describe('change sentences', () => {
  const block = (to: string, meanModerateSevere: number) => ({
    from: addDays(to, -6),
    to,
    loggedDays: 7,
    meanDaily: meanModerateSevere,
    meanModerateSevere,
    severityScore: 2,
    meanNightSweats: 0,
    hfrdisMean: null,
    hfrdisBand: null,
  });

  it('names a rise of half or more and asks her to mention it, without pinning it on the studies', () => {
    expect(changeSentences([block('2026-11-09', 2), block(TODAY, 3)], TODAY)).toEqual([
      'Tus bochornos moderados y severos subieron de 2 a 3 al día en las últimas 2 semanas. Es un aumento de la mitad o más. ' +
        'Coméntalo con tu médica en tu próxima consulta.',
    ]);
    expect(changeSentences([block('2026-11-09', 2), block(TODAY, 2.5)], TODAY)).toEqual([
      'Tus bochornos moderados y severos subieron de 2 a 2.5 al día en las últimas 2 semanas.',
    ]);
    expect(changeSentences([block('2026-11-16', 2), block(TODAY, 2)], TODAY)).toEqual([
      'Tus bochornos moderados y severos se mantuvieron en 2 al día en la última semana.',
    ]);
  });
});

describe('hot-flash diary API', () => {
  it('stores a day, scores it on the server and lists it with its week', async () => {
    const p = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const empty = await h.app.inject({ url: diaryUrl(p.openmrsId), headers: p.headers });
    expectDocumented('getHotFlashDiary', empty);
    expect(empty.json()).toEqual({ today: TODAY, earliestDay: addDays(TODAY, -90), days: [], weeks: [], changes: [] });

    const hfrdis = [5, 4, 6, 3, 2, 4, 3, 5, 2, 4]; // mean 3.8: mild
    const saved = await log(p, entry(TODAY, 2, 3, 1, 2, hfrdis));
    expect(saved.statusCode).toBe(200);
    expectDocumented('saveHotFlashDay', saved);
    expect(saved.json().days).toEqual([
      {
        day: TODAY,
        mild: 2,
        moderate: 3,
        severe: 1,
        nightSweats: 2,
        total: 6,
        severityScore: 1.83,
        hfrdis,
        hfrdisScore: 3.8,
        hfrdisBand: 'leve',
        recordedAt: `${TODAY}T15:00:00.000Z`,
      },
    ]);
    expect(saved.json().weeks).toEqual([
      {
        from: '2026-11-17',
        to: TODAY,
        loggedDays: 1,
        meanDaily: 6,
        meanModerateSevere: 4,
        severityScore: 1.83,
        meanNightSweats: 2,
        hfrdisMean: 3.8,
        hfrdisBand: 'leve',
      },
    ]);
    const read = await h.app.inject({ url: diaryUrl(p.openmrsId), headers: p.headers });
    expectDocumented('getHotFlashDiary', read);
    expect(read.json()).toEqual(saved.json());
  });

  it('lets her correct a day: a second entry for the same day replaces the first', async () => {
    const p = await registeredPatient(h, 'maria@example.mx', '5512345678');
    await log(p, entry('2026-11-20', 1, 1, 1, 0, [9, 9, 9, 9, 9, 9, 9, 9, 9, 9]));
    const corrected = await log(p, entry('2026-11-20', 0, 4, 0, 1));
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().days).toEqual([
      expect.objectContaining({ day: '2026-11-20', mild: 0, moderate: 4, severe: 0, nightSweats: 1, hfrdis: null, hfrdisScore: null }),
    ]);
  });

  it.each([
    ['a day that has not come yet', entry('2026-11-24', 1, 0, 0), 'No puedes anotar un día que todavía no llega.'],
    ['a day more than 90 days ago', entry(addDays(TODAY, -91), 1, 0, 0), 'Solo puedes anotar o corregir los últimos 90 días.'],
    ['51 severe hot flashes', entry(TODAY, 0, 0, 51), 'Datos inválidos. Por favor verifica la información ingresada.'],
    ['a negative count', entry(TODAY, -1, 0, 0), 'Datos inválidos. Por favor verifica la información ingresada.'],
    ['a fraction', entry(TODAY, 1.5, 0, 0), 'Datos inválidos. Por favor verifica la información ingresada.'],
    [
      'nine HFRDIS answers',
      entry(TODAY, 1, 0, 0, 0, [1, 1, 1, 1, 1, 1, 1, 1, 1]),
      'Datos inválidos. Por favor verifica la información ingresada.',
    ],
    [
      'an HFRDIS answer of 11',
      entry(TODAY, 1, 0, 0, 0, [11, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
      'Datos inválidos. Por favor verifica la información ingresada.',
    ],
    [
      'a day that is not a date',
      { ...entry(TODAY, 1, 0, 0), day: '2026-02-30' },
      'Datos inválidos. Por favor verifica la información ingresada.',
    ],
  ])('refuses %s with a Spanish 400 and stores nothing', async (_name, body, message) => {
    const p = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const res = await log(p, body);
    expect(res.statusCode).toBe(400);
    expectDocumented('saveHotFlashDay', res);
    expect(res.json().message).toBe(message);
    expect((await h.app.inject({ url: diaryUrl(p.openmrsId), headers: p.headers })).json().days).toEqual([]);
  });

  it('accepts the 90th day back and 50 of each grade', async () => {
    const p = await registeredPatient(h, 'maria@example.mx', '5512345678');
    expect((await log(p, entry(addDays(TODAY, -90), 50, 50, 50, 50))).statusCode).toBe(200);
  });

  it('says in plain Spanish when the drop is larger than the published minimally important differences', async () => {
    const p = await registeredPatient(h, 'maria@example.mx', '5512345678');
    // Four weeks back (days 28–34 ago): 6 moderate or severe a day, interference 6.2.
    for (let back = 28; back < 33; back += 1)
      await log(p, entry(addDays(TODAY, -back), 2, 4, 2, 2, back === 28 ? [7, 6, 7, 6, 5, 6, 6, 7, 6, 6] : null));
    // This week: 3 a day (half), interference 4.4 (a drop of 1.8, over 1.66).
    for (let back = 0; back < 5; back += 1)
      await log(p, entry(addDays(TODAY, -back), 1, 2, 1, 1, back === 0 ? [5, 4, 5, 4, 4, 4, 4, 5, 4, 5] : null));
    const diary = (await h.app.inject({ url: diaryUrl(p.openmrsId), headers: p.headers })).json();
    expect(diary.weeks.map((w: { meanModerateSevere: number }) => w.meanModerateSevere)).toEqual([6, 3]);
    expect(diary.changes).toEqual([
      'Tus bochornos moderados y severos bajaron de 6 a 3 al día en las últimas 4 semanas. Es una baja de la mitad o más: ' +
        'los estudios consideran que un cambio así es importante para las mujeres. Coméntalo con tu médica en tu próxima consulta.',
      'Lo que los bochornos interfieren en tu vida diaria bajó de 6.2 a 4.4 (de 10) en las últimas 4 semanas. ' +
        'Es un cambio mayor al que los estudios consideran perceptible (1.66 puntos). Coméntalo con tu médica en tu próxima consulta.',
    ]);
  });

  it('calls a smaller change smaller, says nothing until a week has 4 logged days, and never compares over more than 4 weeks', async () => {
    const p = await registeredPatient(h, 'maria@example.mx', '5512345678');
    for (let back = 7; back < 11; back += 1) await log(p, entry(addDays(TODAY, -back), 0, 5, 0));
    for (let back = 0; back < 3; back += 1) await log(p, entry(addDays(TODAY, -back), 0, 4, 0));
    const read = async () => (await h.app.inject({ url: diaryUrl(p.openmrsId), headers: p.headers })).json().changes;
    expect(await read()).toEqual([]); // this week has 3 days only
    await log(p, entry(addDays(TODAY, -3), 0, 4, 0));
    expect(await read()).toEqual([
      'Tus bochornos moderados y severos bajaron de 5 a 4 al día en la última semana. ' +
        'Es una baja menor a la mitad; los estudios consideran importante para las mujeres una baja de la mitad o más.',
    ]);

    const ana = await registeredPatient(h, 'ana@example.mx', '5587654321');
    for (let back = 35; back < 40; back += 1) await log(ana, entry(addDays(TODAY, -back), 0, 8, 0));
    for (let back = 0; back < 4; back += 1) await log(ana, entry(addDays(TODAY, -back), 0, 1, 0));
    expect((await h.app.inject({ url: diaryUrl(ana.openmrsId), headers: ana.headers })).json().changes).toEqual([]);
  });

  it("answers 404 with no data for another patient's diary, and 401 without a session", async () => {
    const maria = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const ana = await registeredPatient(h, 'ana@example.mx', '5587654321');
    await log(maria, entry(TODAY, 7, 7, 7));
    const read = await h.app.inject({ url: diaryUrl(maria.openmrsId), headers: ana.headers });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('"mild"');
    const write = await log({ headers: ana.headers, openmrsId: maria.openmrsId }, entry(TODAY, 0, 0, 0));
    expect(write.statusCode).toBe(404);
    expect((await h.app.inject({ url: diaryUrl(maria.openmrsId) })).statusCode).toBe(401);
    const mine = (await h.app.inject({ url: diaryUrl(maria.openmrsId), headers: maria.headers })).json();
    expect(mine.days.map((d: { total: number }) => d.total)).toEqual([21]);
  });

  it('gives the clinic the same diary, weekly series and sentences, on loopback with the staff secret only', async () => {
    const p = await registeredPatient(h, 'maria@example.mx', '5512345678');
    for (let back = 0; back < 4; back += 1) await log(p, entry(addDays(TODAY, -back), 1, 1, 0));
    for (let back = 7; back < 11; back += 1) await log(p, entry(addDays(TODAY, -back), 1, 4, 0));
    const own = (await h.app.inject({ url: diaryUrl(p.openmrsId), headers: p.headers })).json();
    const secret = staffSecret(h.ctx.config.dataDir);
    const url = '/api/staff/tracking/hot-flashes?email=maria@example.mx';
    const res = await h.app.inject({ url, remoteAddress: '127.0.0.1', headers: { 'x-staff-secret': secret } });
    expect(res.statusCode).toBe(200);
    expectDocumented('staffHotFlashDiary', res);
    expect(res.json()).toEqual(own);
    expect((await h.app.inject({ url, remoteAddress: '10.0.0.5', headers: { 'x-staff-secret': secret } })).statusCode).toBe(401);
    expect((await h.app.inject({ url, remoteAddress: '127.0.0.1', headers: p.headers })).statusCode).toBe(401);
    const unknown = await h.app.inject({
      url: '/api/staff/tracking/hot-flashes?email=nadie@example.mx',
      remoteAddress: '127.0.0.1',
      headers: { 'x-staff-secret': secret },
    });
    expect(unknown.statusCode).toBe(404);
    expect(own.changes[0]).toMatch(/^Tus bochornos moderados y severos bajaron de 4 a 1 al día en la última semana\./);
  });
});
