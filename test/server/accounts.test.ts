import { API_KEY, codeFromOutbox, expectDocumented, useHarness } from './harness';
import { loadSpec } from '../../server/openapi';
import { sessionIdleMs } from '../../server/modules/auth/sessionWindow';
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
    for (let i = 0; i < 5; i += 1)
      await post('/api/auth/verify-email', { email: 'maria@example.mx', code: wrongCode, password: strongPassword });
    expect((await post('/api/auth/verify-email', { email: 'maria@example.mx', code, password: strongPassword })).statusCode).toBe(401);

    await post('/api/auth/request-verification-code', { email: 'maria@example.mx' });
    const fresh = codeFromOutbox(h.outbox, 'maria@example.mx');
    h.clock.advance(10 * 60_000 + 1);
    expect((await post('/api/auth/verify-email', { email: 'maria@example.mx', code: fresh, password: strongPassword })).statusCode).toBe(
      401,
    );
  });

  it('lists the failing password rules in the SPEC words', async () => {
    await post('/api/auth/register', registration('maria@example.mx', '5512345678'));
    await post('/api/auth/request-verification-code', { email: 'maria@example.mx' });
    const res = await post('/api/auth/verify-email', {
      email: 'maria@example.mx',
      code: codeFromOutbox(h.outbox, 'maria@example.mx'),
      password: 'corta',
    });
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
    expect(again.json()).toMatchObject({
      username: 'maria@example.mx',
      roles: ['paciente'],
      fullName: 'María Fernanda López Hernández',
      birthdate: '1974-05-12',
      age: 52,
      gender: 'f',
    });
  });

  it('answers a wrong password with 401 and then 429 with Retry-After', async () => {
    await registeredPatient(h, 'maria@example.mx', '5512345678');
    await h.ctx.limiter.reset();
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await post('/api/auth/login-by-email', { email: 'maria@example.mx', password: 'Incorrecta123' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await post('/api/auth/login-by-email', { email: 'maria@example.mx', password: strongPassword });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expectDocumented('loginByEmail', limited);
  });

  it('gives her record the weight and height she wrote at registration, for step 1 to start from', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const record = await h.app.inject({ url: `/api/patients/search?openmrsId=${openmrsId}`, headers });
    expect(record.json()).toMatchObject({ weightAtRegistration: '60-65', heightAtRegistration: '162' });
  });

  it('keeps a session through the 5 idle minutes and its 30-second warning, so that Seguir conectada works', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const url = `/api/patients/search?openmrsId=${openmrsId}`;
    h.clock.advance(5 * 60_000 + 29_000);
    expect((await h.app.inject({ url, headers })).statusCode).toBe(200);
  });

  it('keeps a session through the 10-minute trip to the hosted checkout, so that /pago-exitoso can read the result', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const url = `/api/patients/search?openmrsId=${openmrsId}`;
    h.clock.advance(10 * 60_000 + 1);
    expect((await h.app.inject({ url, headers })).statusCode).toBe(200);
  });

  it('expires a token after fifteen idle minutes and slides the window on use', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const url = `/api/patients/search?openmrsId=${openmrsId}`;
    h.clock.advance(14 * 60_000);
    expect((await h.app.inject({ url, headers })).statusCode).toBe(200);
    h.clock.advance(14 * 60_000);
    expect((await h.app.inject({ url, headers })).statusCode).toBe(200);
    h.clock.advance(15 * 60_000 + 1);
    expect((await h.app.inject({ url, headers })).statusCode).toBe(401);
  });

  it('shortens the idle window only through the test-only server variable, never in production', () => {
    expect(sessionIdleMs({})).toBe(15 * 60_000);
    expect(sessionIdleMs({ NODE_ENV: 'test', ELLA_TEST_SESSION_IDLE_MS: '9000' })).toBe(9000);
    expect(sessionIdleMs({ NODE_ENV: 'production', ELLA_TEST_SESSION_IDLE_MS: '9000' })).toBe(15 * 60_000);
    expect(sessionIdleMs({ ELLA_TEST_SESSION_IDLE_MS: 'soon' })).toBe(15 * 60_000);
    expect(sessionIdleMs({ ELLA_TEST_SESSION_IDLE_MS: '-5' })).toBe(15 * 60_000);
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
    const byKeyBefore = await h.app.inject({
      url: '/api/patients/search-by-email?email=maria@example.mx',
      headers: { 'x-api-key': API_KEY },
    });
    expect(byKeyBefore.statusCode).toBe(404);

    expect((await post('/api/auth/request-password-reset-by-email', { email: 'maria@example.mx' })).statusCode).toBe(200);
    const code = codeFromOutbox(h.outbox, 'maria@example.mx');
    const byKey = await h.app.inject({
      url: '/api/patients/search-by-email?email=maria@example.mx',
      headers: { 'x-api-key': API_KEY, 'x-verification-code': code },
    });
    expect(byKey.json()).toEqual({ email: 'maria@example.mx', openmrsId });
    expectDocumented('searchPatientByEmail', byKey);

    const bad = await post('/api/auth/reset-password', {
      openmrsId,
      code: code === '999999' ? '000000' : '999999',
      newPassword: 'Otoño2026x',
    });
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

describe('account errors and limits', () => {
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

  it('answers code checks past the limit with 429 and Retry-After, on verification and on reset', async () => {
    await registeredPatient(h, 'maria@example.mx', '5512345678');
    await h.ctx.limiter.reset();
    const verify = [];
    for (let i = 0; i < 11; i += 1)
      verify.push(
        (await post('/api/auth/verify-email', { email: 'maria@example.mx', code: '123456', password: strongPassword })).statusCode,
      );
    expect(verify.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(verify[10]).toBe(429);
    const reset = [];
    for (let i = 0; i < 11; i += 1)
      reset.push(await post('/api/auth/reset-password', { openmrsId: '5512345678', code: '123456', newPassword: 'Otonio2026x' }));
    expect(reset.slice(0, 10).every((r) => r.statusCode === 400)).toBe(true);
    expect(reset[10].statusCode).toBe(429);
    expect(Number(reset[10].headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a weak new password on reset with the failing rules, and keeps the code usable', async () => {
    const { openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    await post('/api/auth/request-password-reset-by-email', { email: 'maria@example.mx' });
    const code = codeFromOutbox(h.outbox, 'maria@example.mx');
    const weak = await post('/api/auth/reset-password', { openmrsId, code, newPassword: 'sinmayusculas1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('La contraseña debe cumplir con los siguientes requisitos:\n• Al menos una letra mayúscula');
    expect((await post('/api/auth/reset-password', { openmrsId, code, newPassword: 'Otonio2026x' })).statusCode).toBe(200);
  });

  it('answers a reset for an unknown patient id like a wrong code, and a used reset code a second time with 400', async () => {
    const { openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const unknown = await post('/api/auth/reset-password', { openmrsId: '5599999999', code: '123456', newPassword: 'Otonio2026x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Código de verificación inválido o expirado');
    await post('/api/auth/request-password-reset-by-email', { email: 'maria@example.mx' });
    const code = codeFromOutbox(h.outbox, 'maria@example.mx');
    expect((await post('/api/auth/reset-password', { openmrsId, code, newPassword: 'Otonio2026x' })).statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { openmrsId, code, newPassword: 'Invierno2026x' })).statusCode).toBe(400);
    expect((await post('/api/auth/reset-password', { openmrsId, code: wrongOf(code), newPassword: 'Invierno2026x' })).statusCode).toBe(400);
  });

  it('requires the client API key on every unauthenticated call and answers 401 without it', async () => {
    for (const [url, payload] of [
      ['/api/auth/login-by-email', { email: 'maria@example.mx', password: strongPassword }],
      ['/api/auth/request-verification-code', { email: 'maria@example.mx' }],
      ['/api/auth/verify-email', { email: 'maria@example.mx', code: '123456', password: strongPassword }],
      ['/api/auth/request-password-reset-by-email', { email: 'maria@example.mx' }],
      ['/api/auth/reset-password', { openmrsId: '5512345678', code: '123456', newPassword: strongPassword }],
    ] as const) {
      const res = await post(url, payload, { 'x-api-key': 'otra-clave' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Tu sesión no es válida o expiró. Por favor inicia sesión de nuevo.');
    }
    const search = await h.app.inject({ url: '/api/patients/search-by-email?email=maria@example.mx' });
    expect(search.statusCode).toBe(401);
  });

  it('answers 401 without a valid token on every operation that needs a session, the client API key included', async () => {
    const spec = loadSpec();
    const checked: string[] = [];
    for (const [p, item] of Object.entries(spec.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const security = (op as { security?: unknown[] }).security;
        if (!['get', 'post', 'delete'].includes(method) || security !== undefined) continue; // global default: bearer only
        const url = `/api${p.replace(/\{[^}]+\}/g, '5512345678')}`;
        for (const headers of [{}, { 'x-api-key': API_KEY }, { authorization: 'Bearer no-es-un-token' }]) {
          const res = await h.app.inject({ method: method.toUpperCase() as 'GET', url, headers });
          expect(res.statusCode).toBe(401);
        }
        checked.push(`${method} ${p}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'post /auth/logout',
        'get /patients/{openmrsId}/history/family',
        'post /patients/{openmrsId}/documents',
        'post /help/messages',
        'post /contact',
      ]),
    );
  });

  it('rejects a login with a wrongly typed body with 400 and the Spanish message', async () => {
    const res = await post('/api/auth/login-by-email', { email: 'maria@example.mx', password: 12345678 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Datos inválidos. Por favor verifica la información ingresada.');
  });

  it('ends older sessions when a new code verification changes the password of a verified account', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    h.clock.advance(61_000);
    await post('/api/auth/request-verification-code', { email: 'maria@example.mx' });
    const code = codeFromOutbox(h.outbox, 'maria@example.mx');
    expect((await post('/api/auth/verify-email', { email: 'maria@example.mx', code, password: 'Otonio2026x' })).statusCode).toBe(200);
    expect((await h.app.inject({ url: `/api/patients/search?openmrsId=${openmrsId}`, headers })).statusCode).toBe(401);
  });

  it('keeps her birthdate when the server runs east of UTC', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      await registeredPatient(h, 'maria@example.mx', '5512345678');
      const login = await post('/api/auth/login-by-email', { email: 'maria@example.mx', password: strongPassword });
      expect(login.json().birthdate).toBe('1974-05-12');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
