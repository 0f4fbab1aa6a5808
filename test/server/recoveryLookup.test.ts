import { API_KEY, codeFromOutbox, expectDocumented, useHarness } from './harness';
import { registeredPatient } from './patientFlow';

const h = useHarness();

const key = { 'x-api-key': API_KEY };
const lookUp = (email: string, code?: string) =>
  h.app.inject({
    url: `/api/patients/search-by-email?email=${encodeURIComponent(email)}`,
    headers: code === undefined ? key : { ...key, 'x-verification-code': code },
  });
const requestReset = (email: string) =>
  h.app.inject({ method: 'POST', url: '/api/auth/request-password-reset-by-email', headers: key, payload: { email } });
const reset = (openmrsId: string, code: string) =>
  h.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: key, payload: { openmrsId, code, newPassword: 'Otonio2026x' } });
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('recovery look-up with the client key', () => {
  it('reveals nothing after a reset is requested until the e-mailed code is shown, and answers as for an unknown e-mail', async () => {
    await registeredPatient(h, 'maria@example.mx', '5512345678');
    expect((await requestReset('maria@example.mx')).statusCode).toBe(200);
    const code = codeFromOutbox(h.outbox, 'maria@example.mx');
    const unknown = await lookUp('nadie@example.mx', code);

    for (const res of [await lookUp('maria@example.mx'), await lookUp('maria@example.mx', wrongOf(code))]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
      expect(res.body).not.toContain('5512345678');
      expectDocumented('searchPatientByEmail', res);
    }

    const found = await lookUp('maria@example.mx', code);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ email: 'maria@example.mx', openmrsId: '5512345678' });
  });

  it('does not use the code up: the reset that follows still accepts it, once', async () => {
    await registeredPatient(h, 'maria@example.mx', '5512345678');
    await requestReset('maria@example.mx');
    const code = codeFromOutbox(h.outbox, 'maria@example.mx');
    expect((await lookUp('maria@example.mx', code)).statusCode).toBe(200);
    expect((await lookUp('maria@example.mx', code)).statusCode).toBe(200);
    expect((await reset('5512345678', code)).statusCode).toBe(200);
    expect((await lookUp('maria@example.mx', code)).statusCode).toBe(404);
  });

  it('counts wrong codes against the code: five wrong look-ups burn it for the reset too', async () => {
    await registeredPatient(h, 'maria@example.mx', '5512345678');
    await requestReset('maria@example.mx');
    const code = codeFromOutbox(h.outbox, 'maria@example.mx');
    for (let i = 0; i < 5; i += 1) expect((await lookUp('maria@example.mx', wrongOf(code))).statusCode).toBe(404);
    expect((await lookUp('maria@example.mx', code)).statusCode).toBe(404);
    expect((await reset('5512345678', code)).statusCode).toBe(400);
  });

  it('does not take a verification code, nor an expired reset code', async () => {
    await registeredPatient(h, 'maria@example.mx', '5512345678');
    h.clock.advance(61_000); // past the one-a-minute cooldown of the registration's code
    const sent = await h.app.inject({
      method: 'POST',
      url: '/api/auth/request-verification-code',
      headers: key,
      payload: { email: 'maria@example.mx' },
    });
    expect(sent.statusCode).toBe(200);
    const verifyCode = codeFromOutbox(h.outbox, 'maria@example.mx');
    expect((await lookUp('maria@example.mx', verifyCode)).statusCode).toBe(404);
    await requestReset('maria@example.mx');
    const code = codeFromOutbox(h.outbox, 'maria@example.mx');
    h.clock.advance(10 * 60_000 + 1);
    expect((await lookUp('maria@example.mx', code)).statusCode).toBe(404);
  });
});
