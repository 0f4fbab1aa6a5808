import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expectDocumented, startHarness, type Harness } from './harness';
import { registeredPatient } from './patientFlow';
import { staffSecret } from '../../server/modules/staff/secret';

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../..');
/** A tester's log recorded from a real journey (test/replay/fixtures): it replays to its hash. */
const fixtureLog = readFileSync(path.join(repoRoot, 'test/replay/fixtures/registration.json'), 'utf8');

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const help = { name: 'María', email: 'maria@example.mx', subject: 'tecnico', message: 'La página de pagos no carga.' };
const staff = (url: string) =>
  h.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { 'x-staff-secret': staffSecret(h.ctx.config.dataDir) } });

describe('technical log attached to a help message', () => {
  it('is stored with the message, listed for staff and handed back unchanged; the support copy only says it is attached', async () => {
    const { headers } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const sent = await h.app.inject({ method: 'POST', url: '/api/help/messages', headers, payload: { ...help, technicalLog: fixtureLog } });
    expect(sent.statusCode).toBe(201);
    expectDocumented('sendHelpMessage', sent);
    const plain = await h.app.inject({
      method: 'POST',
      url: '/api/help/messages',
      headers,
      payload: { ...help, message: 'Sin registro.' },
    });
    expect(plain.statusCode).toBe(201);

    const list = await staff('/api/staff/messages');
    expectDocumented('staffListMessages', list);
    expect(list.json()).toEqual([
      expect.objectContaining({ kind: 'help', message: 'Sin registro.', hasTechnicalLog: false, patientEmail: 'maria@example.mx' }),
      expect.objectContaining({ kind: 'help', message: 'La página de pagos no carga.', hasTechnicalLog: true, subject: 'tecnico' }),
    ]);
    expect(list.body).not.toContain('ella-action-log');

    const withLog = list.json()[1].id as number;
    const log = await staff(`/api/staff/messages/${withLog}/technical-log`);
    expectDocumented('staffGetTechnicalLog', log);
    expect(log.json().technicalLog).toBe(fixtureLog);
    expect((await staff(`/api/staff/messages/${list.json()[0].id}/technical-log`)).statusCode).toBe(404);

    // Quoted-printable bodies wrap long lines with a trailing '='.
    const supportCopies = readdirSync(h.outbox)
      .map((f) => readFileSync(path.join(h.outbox, f), 'utf8').replace(/=\r?\n/g, ''))
      .filter((m) => m.includes('To: soporte@espaciosella.mx'));
    expect(supportCopies).toHaveLength(2);
    expect(supportCopies.some((m) => m.includes('registroTecnico: adjunto (npm run staff -- messages)'))).toBe(true);
    for (const mail of supportCopies) expect(mail).not.toContain('ella-action-log');
  });

  it('refuses a log over 600,000 characters with 400 and stores nothing', async () => {
    const { headers } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const big = await h.app.inject({
      method: 'POST',
      url: '/api/help/messages',
      headers,
      payload: { ...help, technicalLog: 'x'.repeat(600_001) },
    });
    expect(big.statusCode).toBe(400);
    expect(await h.ctx.db.query('SELECT id FROM support_messages')).toEqual([]);
    const atLimit = await h.app.inject({
      method: 'POST',
      url: '/api/help/messages',
      headers,
      payload: { ...help, technicalLog: 'x'.repeat(600_000) },
    });
    expect(atLimit.statusCode).toBe(201);
  });

  it('is listed by `npm run staff -- messages`, saved with --save-log, and the saved file replays to its recorded hash', async () => {
    const { headers } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    await h.app.inject({ method: 'POST', url: '/api/help/messages', headers, payload: { ...help, technicalLog: fixtureLog } });
    // A name that would recolour the terminal, plant a link and forge a line of its own.
    const hostile = 'Ana\u001b[2J\u001b]8;;https://evil.example\u0007aquí\u001b]8;;\u0007\r#99 forjado\u009b31m';
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/help/messages', headers, payload: { ...help, name: hostile } })).statusCode,
    ).toBe(201);
    // The CLI talks to a running portal: this one, listening on loopback.
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as { port: number };
    const env = { ...process.env, DATA_DIR: h.ctx.config.dataDir, STAFF_SERVER_URL: `http://127.0.0.1:${port}` };
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'server/cli/staff.ts', ...args], { cwd: repoRoot, env, encoding: 'utf8' });

    const listed = (await cli('messages')).stdout;
    const id = /#(\d+) .*\[registro técnico: --save-log \1 <archivo>\]/.exec(listed)?.[1];
    expect(id).toBeDefined();
    expect(listed).toContain('La página de pagos no carga.');
    // Staff see what she typed, written out, and the terminal obeys none of it.
    const obeyed = [...listed].filter((ch) => {
      const code = ch.codePointAt(0)!;
      return (code < 0x20 && ch !== '\n') || (code >= 0x7f && code < 0xa0);
    });
    expect(obeyed).toEqual([]);
    expect(listed).toContain('Ana\\u001b[2J\\u001b]8;;https://evil.example\\u0007aquí');
    expect(listed).toContain('\\u000d#99 forjado\\u009b31m');

    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ella-saved-log-')), 'soporte.json');
    expect((await cli('messages', '--save-log', id!, file)).stdout).toContain(`guardado en ${file}`);
    expect(readFileSync(file, 'utf8')).toBe(fixtureLog);
    const replayed = await run(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', file], { cwd: repoRoot, encoding: 'utf8' });
    expect(replayed.stdout).toContain('hash matches the recorded final state');
  });
});
