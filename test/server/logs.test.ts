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
}, 60_000);
afterAll(() => h.close());

describe('server logs', () => {
  it('never contain the password, the code, the token, the e-mail or questionnaire answers of a whole flow', async () => {
    const key = { 'x-api-key': API_KEY };
    await h.app.inject({ method: 'POST', url: '/api/auth/register', headers: key, payload: registration('maria.secreta@example.mx', '5512345678') });
    await h.app.inject({ method: 'POST', url: '/api/auth/request-verification-code', headers: key, payload: { email: 'maria.secreta@example.mx' } });
    const code = codeFromOutbox(h.outbox, 'maria.secreta@example.mx');
    await h.app.inject({ method: 'POST', url: '/api/auth/verify-email', headers: key, payload: { email: 'maria.secreta@example.mx', code, password: strongPassword } });
    const login = await h.app.inject({ method: 'POST', url: '/api/auth/login-by-email', headers: key, payload: { email: 'maria.secreta@example.mx', password: strongPassword } });
    const token = login.json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    await h.app.inject({ method: 'POST', url: '/api/patients/5512345678/history/family', headers, payload: demoHistory.family });
    await h.app.inject({ url: '/api/patients/search-by-email?email=maria.secreta@example.mx', headers });
    await h.app.inject({ method: 'POST', url: '/api/auth/login-by-email', headers: key, payload: { email: 'maria.secreta@example.mx', password: 'Equivocada999' } });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5); // the logger did run
    for (const secret of [strongPassword, 'Equivocada999', code, token, 'maria.secreta', 'Abuela materna']) expect(log).not.toContain(secret);
  });
});
