import { API_KEY, codeFromOutbox, expectDocumented, useHarness } from './harness';
import { registeredPatient, registration, strongPassword } from './patientFlow';

const h = useHarness({ login: [3, 15 * 60_000], codeSend: [100, 60_000], codeSendBurst: [100, 3_600_000] });

const post = (url: string, payload: object, headers: Record<string, string> = { 'x-api-key': API_KEY }) =>
  h.app.inject({ method: 'POST', url, headers, payload });

describe('registration and e-mail verification', () => {
  it('registers a patient with her phone as openmrsId and answers 201', async () => {
    const res = await post('/api/auth/register', registration('maria@example.mx', '5512345678'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ openmrsId: '5512345678' });
    expectDocumented('registerPatient', res);
  });

  it('answers 409 with the SPEC message when the e-mail or phone is already registered', async () => {
    await post('/api/auth/register', registration('maria@example.mx', '5512345678'));
    for (const body of [registration('maria@example.mx', '5599999999'), registration('otra@example.mx', '5512345678')]) {
      const res = await post('/api/auth/register', body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('El usuario ya existe. Por favor intenta iniciar sesión.');
      expectDocumented('registerPatient', res);
    }
  });

  it('rejects a wrongly typed or incomplete registration with 400 and a Spanish message', async () => {
    const wrongType = await post('/api/auth/register', { ...registration('a@example.mx', '5512345678'), birthdate: 19740512 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('Datos inválidos. Por favor verifica la información ingresada.');
    const mismatch = await post('/api/auth/register', { ...registration('a@example.mx', '5512345678'), openmrsId: '5500000000' });
    expect(mismatch.statusCode).toBe(400);
    const noPrivacy = await post('/api/auth/register', { ...registration('a@example.mx', '5512345678'), aceptaPrivacidad: false });
    expect(noPrivacy.statusCode).toBe(400);
  });

  it('requires the client API key on unauthenticated calls', async () => {
    const res = await post('/api/auth/register', registration('maria@example.mx', '5512345678'), {});
    expect(res.statusCode).toBe(401);
  });

  it('e-mails a six-digit code, refuses a wrong one with 401 and accepts the right one once', async () => {
    await post('/api/auth/register', registration('maria@example.mx', '5512345678'));
    await post('/api/auth/request-verification-code', { email: 'maria@example.mx' });
    const code = codeFromOutbox(h.outbox, 'maria@example.mx');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post('/api/auth/verify-email', { email: 'maria@example.mx', code: wrongCode, password: strongPassword });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Código de verificación incorrecto o expirado.');
    expectDocumented('verifyEmail', wrong);
    const right = await post('/api/auth/verify-email', { email: 'maria@example.mx', code, password: strongPassword });
    expect(right.statusCode).toBe(200);
    const again = await post('/api/auth/verify-email', { email: 'maria@example.mx', code, password: strongPassword });
    expect(again.statusCode).toBe(401);
  });

  it('burns the code after five wrong tries and after ten minutes', async () => {
    await post('/api/auth/register', registration('maria@example.mx', '5512345678'));
    await post('/api/auth/request-verification-code', { email: 'maria@example.mx' });
    const code = codeFromOutbox(h.outbox, 'maria@example.mx');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await post('/api/auth/verify-email', { email: 'maria@example.mx', code: wrongCode, password: strongPassword });
    expect((await post('/api/auth/verify-email', { email: 'maria@example.mx', code, password: strongPassword })).statusCode).toBe(401);

    await post('/api/auth/request-verification-code', { email: 'maria@example.mx' });
    const fresh = codeFromOutbox(h.outbox, 'maria@example.mx');
    h.clock.advance(10 * 60_000 + 1);
    expect((await post('/api/auth/verify-email', { email: 'maria@example.mx', code: fresh, password: strongPassword })).statusCode).toBe(401);
  });

  it('lists the failing password rules in the SPEC words', async () => {
    await post('/api/auth/register', registration('maria@example.mx', '5512345678'));
    await post('/api/auth/request-verification-code', { email: 'maria@example.mx' });
    const res = await post('/api/auth/verify-email', { email: 'maria@example.mx', code: codeFromOutbox(h.outbox, 'maria@example.mx'), password: 'corta' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'La contraseña debe cumplir con los siguientes requisitos:\n• Más de 8 caracteres\n• Al menos una letra mayúscula\n• Al menos un número',
    );
  });
});

describe('login, sessions and logout', () => {
  it('logs a verified patient in with her profile, and answers an account without a password like a wrong one', async () => {
    await post('/api/auth/register', registration('nueva@example.mx', '5511111111'));
    const unverified = await post('/api/auth/login-by-email', { email: 'nueva@example.mx', password: 'Cualquiera123' });
    expect(unverified.statusCode).toBe(401); // no password yet: same answer as a wrong one

    const { token } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await post('/api/auth/login-by-email', { email: 'MARIA@example.mx', password: strongPassword });
    expect(again.json()).toMatchObject({ username: 'maria@example.mx', roles: ['paciente'], fullName: 'María Fernanda López Hernández', birthdate: '1974-05-12', age: 52, gender: 'f' });
  });

  it('answers a wrong password with 401 and then 429 with Retry-After', async () => {
    await registeredPatient(h, 'maria@example.mx', '5512345678');
    h.ctx.limiter.reset();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post('/api/auth/login-by-email', { email: 'maria@example.mx', password: 'Incorrecta123' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await post('/api/auth/login-by-email', { email: 'maria@example.mx', password: strongPassword });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expectDocumented('loginByEmail', limited);
  });

  it('expires a token after five idle minutes and slides the window on use', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const url = `/api/patients/search?openmrsId=${openmrsId}`;
    h.clock.advance(4 * 60_000);
    expect((await h.app.inject({ url, headers })).statusCode).toBe(200);
    h.clock.advance(4 * 60_000);
    expect((await h.app.inject({ url, headers })).statusCode).toBe(200);
    h.clock.advance(5 * 60_000 + 1);
    expect((await h.app.inject({ url, headers })).statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const out = await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(204);
    expect((await h.app.inject({ url: `/api/patients/search?openmrsId=${openmrsId}`, headers })).statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  it('answers 404 with the SPEC message for an unknown e-mail', async () => {
    const res = await post('/api/auth/request-password-reset-by-email', { email: 'nadie@example.mx' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró una cuenta asociada con este correo electrónico');
    expectDocumented('requestPasswordResetByEmail', res);
  });

  it('resets the password with the e-mailed code, revokes old sessions and lets her log in again', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const byKeyBefore = await h.app.inject({ url: '/api/patients/search-by-email?email=maria@example.mx', headers: { 'x-api-key': API_KEY } });
    expect(byKeyBefore.statusCode).toBe(404);

    expect((await post('/api/auth/request-password-reset-by-email', { email: 'maria@example.mx' })).statusCode).toBe(200);
    const byKey = await h.app.inject({ url: '/api/patients/search-by-email?email=maria@example.mx', headers: { 'x-api-key': API_KEY } });
    expect(byKey.json()).toEqual({ email: 'maria@example.mx', openmrsId });
    expectDocumented('searchPatientByEmail', byKey);

    const code = codeFromOutbox(h.outbox, 'maria@example.mx');
    const bad = await post('/api/auth/reset-password', { openmrsId, code: code === '999999' ? '000000' : '999999', newPassword: 'Otoño2026x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Código de verificación inválido o expirado');
    const ok = await post('/api/auth/reset-password', { openmrsId, code, newPassword: 'Otonio2026x' });
    expect(ok.statusCode).toBe(200);
    expectDocumented('resetPassword', ok);

    expect((await h.app.inject({ url: `/api/patients/search?openmrsId=${openmrsId}`, headers })).statusCode).toBe(401);
    expect((await post('/api/auth/login-by-email', { email: 'maria@example.mx', password: strongPassword })).statusCode).toBe(401);
    expect((await post('/api/auth/login-by-email', { email: 'maria@example.mx', password: 'Otonio2026x' })).statusCode).toBe(200);
  });
});
