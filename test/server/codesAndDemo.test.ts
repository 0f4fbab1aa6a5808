import { API_KEY, expectDocumented, useHarness } from './harness';
import { registration } from './patientFlow';
import { demoPatient, seedDemo } from '../../server/startup/demo';

const h = useHarness();

const post = (url: string, payload: object) => h.app.inject({ method: 'POST', url, headers: { 'x-api-key': API_KEY }, payload });

describe('verification code requests', () => {
  it('answers 404 for an e-mail without an account', async () => {
    const res = await post('/api/auth/request-verification-code', { email: 'nadie@example.mx' });
    expect(res.statusCode).toBe(404);
    expectDocumented('requestVerificationCode', res);
  });

  it('sends at most one code a minute to an address, with 429 and Retry-After in between', async () => {
    await post('/api/auth/register', registration('maria@example.mx', '5512345678'));
    expect((await post('/api/auth/request-verification-code', { email: 'maria@example.mx' })).statusCode).toBe(200);
    const again = await post('/api/auth/request-verification-code', { email: 'maria@example.mx' });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expectDocumented('requestVerificationCode', again);
    h.clock.advance(61_000);
    expect((await post('/api/auth/request-verification-code', { email: 'maria@example.mx' })).statusCode).toBe(200);
  });
});

describe('reset code requests', () => {
  it('sends at most one reset code a minute and five an hour, with 429 and Retry-After', async () => {
    await post('/api/auth/register', registration('maria@example.mx', '5512345678'));
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await post('/api/auth/request-password-reset-by-email', { email: 'maria@example.mx' })).statusCode);
      statuses.push((await post('/api/auth/request-password-reset-by-email', { email: 'maria@example.mx' })).statusCode);
      h.clock.advance(61_000);
    }
    expect(statuses).toEqual([200, 429, 200, 429, 200, 429, 200, 429, 200, 429, 429, 429]);
  });

  it('sends a reset code right after a verification code: the minute cooldown is per kind of code', async () => {
    await post('/api/auth/register', registration('maria@example.mx', '5512345678'));
    expect((await post('/api/auth/request-verification-code', { email: 'maria@example.mx' })).statusCode).toBe(200);
    expect((await post('/api/auth/request-password-reset-by-email', { email: 'maria@example.mx' })).statusCode).toBe(200);
    expect((await post('/api/auth/request-password-reset-by-email', { email: 'maria@example.mx' })).statusCode).toBe(429);
  });
});

describe('plans', () => {
  it('lists the five plans with the SPEC prices in MXN to the web client', async () => {
    const res = await h.app.inject({ url: '/api/payments/plans', headers: { 'x-api-key': API_KEY } });
    expectDocumented('listPlans', res);
    expect(Object.fromEntries(res.json().map((p: { id: string; priceMxn: number }) => [p.id, p.priceMxn]))).toEqual({
      mensual: 1200,
      primera: 1050,
      seguimiento: 700,
      'primera-nutricion': 900,
      'seguimiento-nutricion': 900,
    });
  });
});

describe('demo data', () => {
  it('seeds the demo patient once, with a completed history and signed consent, and she can log in', async () => {
    expect(await seedDemo(h.ctx)).toBe(true);
    expect(await seedDemo(h.ctx)).toBe(false);
    const login = await post('/api/auth/login-by-email', { email: demoPatient.email, password: demoPatient.password });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const consent = await h.app.inject({ url: `/api/patients/${demoPatient.openmrsId}/history/privacy`, headers });
    expect(consent.json().consentAccepted).toBe(true);
    for (const step of ['family', 'non-pathological', 'urinary', 'pathological', 'gynecological', 'menopause']) {
      const res = await h.app.inject({ url: `/api/patients/${demoPatient.openmrsId}/history/${step}`, headers });
      expect(res.statusCode).toBe(200);
    }
  });
});
