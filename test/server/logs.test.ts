import { Writable } from 'node:stream';
import { loggerOptions } from '../../server/http/logging';
import { API_KEY, codeFromOutbox, startHarness, type Harness } from './harness';
import { registration, strongPassword } from './patientFlow';
import { demoHistory } from '../../server/modules/patients/demoHistory';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});

let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, undefined, loggerOptions('debug', sink));
  await h.reset(); // on PostgreSQL the database is shared with the other test files
  lines.length = 0;
});
afterAll(() => h.close());

/**
 * Everything the process prints while `work` runs, as `npm start` would: NODE_ENV is not 'test' there,
 * so anything printed only outside tests is caught too.
 */
async function printedDuring(work: () => Promise<void>): Promise<string> {
  const printed: string[] = [];
  const env = process.env.NODE_ENV;
  const original = { log: console.log, info: console.info, warn: console.warn, error: console.error, write: process.stdout.write };
  const capture = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
  Object.assign(console, { log: capture, info: capture, warn: capture, error: capture });
  process.stdout.write = ((chunk: unknown) => (printed.push(String(chunk)), true)) as typeof process.stdout.write;
  process.env.NODE_ENV = 'development';
  try {
    await work();
  } finally {
    process.env.NODE_ENV = env;
    Object.assign(console, { log: original.log, info: original.info, warn: original.warn, error: original.error });
    process.stdout.write = original.write;
  }
  return printed.join('\n');
}

describe('server logs', () => {
  it('never contain a password, code, token, e-mail, phone number or answer of a whole flow, and name route patterns', async () => {
    const key = { 'x-api-key': API_KEY };
    const email = 'maria.secreta@example.mx';
    const phone = '5512345678';
    const secrets: string[] = [strongPassword, 'Equivocada999', 'Renovada2026x', email, 'maria.secreta', phone, 'Abuela materna'];
    const printed = await printedDuring(async () => {
      await h.app.inject({ method: 'POST', url: '/api/auth/register', headers: key, payload: registration(email, phone) });
      await h.app.inject({ method: 'POST', url: '/api/auth/request-verification-code', headers: key, payload: { email } });
      const code = codeFromOutbox(h.outbox, email);
      secrets.push(code);
      await h.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        headers: key,
        payload: { email, code, password: strongPassword },
      });
      const login = await h.app.inject({
        method: 'POST',
        url: '/api/auth/login-by-email',
        headers: key,
        payload: { email, password: strongPassword },
      });
      const token = login.json().token as string;
      secrets.push(token);
      const headers = { authorization: `Bearer ${token}` };
      expect(
        (await h.app.inject({ method: 'POST', url: `/api/patients/${phone}/history/family`, headers, payload: demoHistory.family }))
          .statusCode,
      ).toBe(200);
      await h.app.inject({ url: `/api/patients/${phone}/history/family`, headers });
      await h.app.inject({ url: `/api/patients/search-by-email?email=${email}`, headers });
      await h.app.inject({ url: `/api/patients/${phone}/no-such-thing`, headers });
      // A page address with her e-mail and phone in it, as a mistyped or forwarded link would have.
      await h.app.inject({ url: `/form/${encodeURIComponent(email)}/${phone}?correo=${email}` });
      await h.app.inject({ method: 'POST', url: '/api/auth/login-by-email', headers: key, payload: { email, password: 'Equivocada999' } });
      await h.app.inject({ method: 'POST', url: '/api/auth/request-password-reset-by-email', headers: key, payload: { email } });
      const resetCode = codeFromOutbox(h.outbox, email);
      secrets.push(resetCode);
      await h.app.inject({ url: `/api/patients/search-by-email?email=${email}`, headers: { ...key, 'x-verification-code': resetCode } });
      const reset = await h.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: key,
        payload: { openmrsId: phone, code: resetCode, newPassword: 'Renovada2026x' },
      });
      expect(reset.statusCode).toBe(200);
    });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20); // the logger did run
    for (const secret of secrets) {
      expect(log).not.toContain(secret);
      expect(printed).not.toContain(secret);
    }
    expect(log).not.toContain(encodeURIComponent(email));
    const routes = lines.map((l) => JSON.parse(l) as { req?: { route?: string } }).flatMap((l) => (l.req?.route ? [l.req.route] : []));
    expect(routes).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/verify-email',
        '/api/patients/:openmrsId/history/family',
        '/api/patients/search-by-email',
        '/api/auth/reset-password',
        '/form/:redacted/:redacted',
      ]),
    );
    // A refused call says what was sent, each value as its class in the contract allows: the wrong password is '[password]'.
    const refused = lines.map((l) => JSON.parse(l) as { msg: string; operation?: string; status?: number; input?: unknown });
    expect(refused).toContainEqual(
      expect.objectContaining({
        msg: 'request refused',
        operation: 'loginByEmail',
        status: 401,
        input: { params: {}, body: { email: '[email]', password: '[password]' } },
      }),
    );
  });
});
