import { readdirSync } from 'node:fs';
import { API_KEY, expectDocumented, useHarness } from './harness';
import { patientWithUuid, registration } from './patientFlow';
import { demoHistory } from '../../server/modules/patients/demoHistory';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';
import { catalogue } from '../../server/modules/appointments/catalogue';

const h = useHarness();

const badRequest = 'Datos inválidos. Por favor verifica la información ingresada.';
const NUL = 'María\u0000';
const LONE_SURROGATE = 'María \ud800';

type Patient = Awaited<ReturnType<typeof patientWithUuid>>;
interface Case {
  name: string;
  operationId: string;
  method: 'POST';
  url: (p: Patient) => string;
  headers?: (p: Patient) => Record<string, string>;
  payload: (p: Patient) => object;
}

const address = { street: 'Av. Insurgentes', number: '1', city: 'CDMX', state: 'CDMX', postalCode: '03940' };
const booking = (p: Patient, start: string, end: string) => ({
  patientUuid: p.patientUuid,
  serviceUuid: catalogue.services[0].uuid,
  locationUuid: CLINIC_LOCATION_UUID,
  providerUuid: catalogue.providers[0].uuid,
  startDateTime: start,
  endDateTime: end,
});

/** Bad text in every kind of JSON route: public, questionnaire, personal info, mail, bookings. */
const cases = (bad: string): Case[] => [
  {
    name: 'registration name',
    operationId: 'registerPatient',
    method: 'POST',
    url: () => '/api/auth/register',
    headers: () => ({ 'x-api-key': API_KEY }),
    payload: () => ({ ...registration('nueva@example.mx', '5599999999'), firstName: bad }),
  },
  {
    name: 'questionnaire step',
    operationId: 'saveFamilyHistory',
    method: 'POST',
    url: (p) => `/api/patients/${p.openmrsId}/history/family`,
    payload: () => ({ ...demoHistory.family, cancerHistoryDetails: bad }),
  },
  {
    name: 'questionnaire list item',
    operationId: 'saveNonPathologicalHistory',
    method: 'POST',
    url: (p) => `/api/patients/${p.openmrsId}/history/non-pathological`,
    payload: () => ({
      ...demoHistory['non-pathological'],
      medications: [{ ...demoHistory['non-pathological'].medications[0], name: bad }],
    }),
  },
  {
    name: 'personal info',
    operationId: 'savePersonalInfo',
    method: 'POST',
    url: (p) => `/api/patients/${p.openmrsId}/personal-info`,
    payload: () => ({ weight: 60, height: 160, shippingAddress: { ...address, street: bad } }),
  },
  {
    name: 'help message',
    operationId: 'sendHelpMessage',
    method: 'POST',
    url: () => '/api/help/messages',
    payload: () => ({ name: 'María', email: 'maria@example.mx', subject: 'cita', message: bad }),
  },
  {
    name: 'contact form',
    operationId: 'sendContactForm',
    method: 'POST',
    url: () => '/api/contact',
    payload: () => ({ name: bad, email: 'maria@example.mx', phoneNumber: null, message: 'Hola' }),
  },
];

async function send(c: Case, p: Patient) {
  return h.app.inject({ method: c.method, url: c.url(p), headers: { ...p.headers, ...c.headers?.(p) }, payload: c.payload(p) });
}

function expect400(res: { statusCode: number; json(): { message: string } }, what: string) {
  expect({ what, status: res.statusCode }).toEqual({ what, status: 400 });
  expect(res.json().message).toBe(badRequest);
}

describe('bad text answers 400, never 500', () => {
  it.each([
    ['a NUL character', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ])('refuses %s in every JSON route before it reaches the database', async (_label, bad) => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const mailsBefore = readdirSync(h.outbox).length;
    for (const c of cases(bad)) {
      const res = await send(c, p);
      expect400(res, c.name);
      expectDocumented(c.operationId, res);
    }
    // Nothing was stored or mailed on the way.
    const [{ count }] = await h.ctx.db.query<{ count: string }>('SELECT count(*) FROM support_messages');
    expect(Number(count)).toBe(0);
    expect(readdirSync(h.outbox).length).toBe(mailsBefore);
  });

  it('refuses a NUL escaped inside a raw JSON body and in a query string', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const raw = `{"name":"María","email":"maria@example.mx","subject":"cita","message":"hola\\u0000"}`;
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/help/messages',
      headers: { ...p.headers, 'content-type': 'application/json' },
      payload: raw,
    });
    expect400(res, 'raw body');
    const search = await h.app.inject({ url: '/api/patients/search-by-email?email=maria%00@example.mx', headers: p.headers });
    expect(search.statusCode).toBe(400);
  });

  it('refuses year 0000 and impossible dates in birthdates, questionnaire dates and booking times', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    for (const birthdate of ['0000-01-01', '2026-02-30', '1974-13-01']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-api-key': API_KEY },
        payload: { ...registration('nueva@example.mx', '5599999999'), birthdate },
      });
      expect400(res, `birthdate ${birthdate}`);
    }
    const gyn = await h.app.inject({
      method: 'POST',
      url: `/api/patients/${p.openmrsId}/history/gynecological`,
      headers: p.headers,
      payload: { ...demoHistory.gynecological, lastPapSmearDate: '0000-01-01' },
    });
    expect400(gyn, 'questionnaire date');
    expectDocumented('saveGynecologicalInfo', gyn);
    for (const [start, end] of [
      ['0000-01-01T15:00:00.000Z', '0000-01-01T15:40:00.000Z'],
      ['2026-12-01T23:59:60Z', '2026-12-02T00:39:60Z'],
      ['0001-01-01T00:30:00+01:00', '0001-01-01T01:10:00+01:00'],
    ]) {
      const res = await h.app.inject({ method: 'POST', url: '/api/appointments', headers: p.headers, payload: booking(p, start, end) });
      expect400(res, `booking at ${start}`);
      expectDocumented('createAppointment', res);
    }
    // Dates that are merely old still go through to the handler's own rules.
    const old = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-api-key': API_KEY },
      payload: { ...registration('nueva@example.mx', '5599999999'), birthdate: '1930-01-01' },
    });
    expect(old.statusCode).toBe(201);
  });
});

describe('request size', () => {
  it('answers a JSON body over the limit with a request-size message, not the 10 MB file message', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/help/messages',
      headers: p.headers,
      payload: { name: 'María', email: 'maria@example.mx', subject: 'cita', message: 'a'.repeat(4 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('La solicitud es demasiado grande.');
    expectDocumented('sendHelpMessage', res);
  });

  it('takes a signature as long as the contract allows (2,000,000 characters)', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const signature = `data:image/jpeg;base64,/9j/${'A'.repeat(2_000_000 - 27)}`;
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/patients/${p.openmrsId}/history/privacy`,
      headers: p.headers,
      payload: { consentAccepted: true, patientSignature: signature },
    });
    expect(res.statusCode).toBe(201);
    expectDocumented('savePrivacyConsent', res);
  });
});
