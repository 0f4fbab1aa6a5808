import { execFile, spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoPatient } from '../../server/startup/demo';
import { runStaff } from '../../server/cli/runStaff';
import { copyMigratedDatabase } from '../support/migratedFolder';
import { shellEnv } from './shellEnv';

/**
 * The staff CLI on a stopped portal: a PGlite folder of its own, never the database of DATABASE_URL (the
 * commands read only the environment they are given), so the PostgreSQL pass leaves it out
 * (test/jest.config.ts). The staff API it shares its commands with is tested in staff.test.ts.
 */
const root = path.resolve(__dirname, '../..');

/** A command run in this process, as `npm run staff --` would run it: its standard output, or its error as a throw. */
async function staff(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string> {
  let out = '';
  let err = '';
  const status = await runStaff(args, { env, stdout: { write: (text) => (out += text) }, stderr: { write: (text) => (err += text) } });
  if (status !== 0) throw new Error(`staff ${args.join(' ')} ended with ${status}: ${err}`);
  return out;
}

describe('staff CLI', () => {
  it('works on a stopped portal by taking the data lock itself, and prints what it changed', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ella-cli-'));
    await copyMigratedDatabase(dataDir);
    const env = shellEnv({ ELLA_TEST_SPEC_CACHE: process.env.ELLA_TEST_SPEC_CACHE, DATA_DIR: dataDir, PORT: '1', NODE_ENV: 'test' });
    const cli = (...args: string[]) => staff(env, ...args);
    expect(await cli('seed-demo')).toContain('Datos de demostración creados');
    const listed = await cli('list-appointments');
    expect(listed).toContain('5 consultas');
    const requested = /^(\S+)\s.*Requested/m.exec(listed)![1];
    expect(await cli('schedule', requested, '--link', 'https://meet.example.mx/x')).toContain('— Scheduled — https://meet.example.mx/x');
    expect(
      await cli(
        'prescribe',
        '--email',
        demoPatient.email,
        '--medication',
        'Colecalciferol|Cápsulas de 1000 UI|1 cápsula|Oral|Diario|6 meses|Con el desayuno',
      ),
    ).toMatch(/^Receta \S+ para demo@espaciosella.mx \(Dra. Ana Ruiz - Ginecóloga, cédula 00000001\): Colecalciferol$/m);
    // The old five-field format lacks the presentation and route the law asks for: refused before any request.
    // The real program, so that its exit code and standard error are those a shell sees: a refused command
    // must end its process with 1, not only return it.
    const old = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/cli/staff.ts',
        'prescribe',
        '--email',
        demoPatient.email,
        '--medication',
        'Vitamina D3|1 cápsula|Diario|6 meses|Con el desayuno',
      ],
      { cwd: root, env, encoding: 'utf8' },
    );
    expect(old.status).toBe(1);
    expect(old.stderr).toContain('Medicamento incompleto "Vitamina D3|1 cápsula|Diario|6 meses|Con el desayuno": falta duración.');
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('staff CLI against a running server', () => {
  it('finds the server without a refused request: every staff call carries the secret', async () => {
    const seen: Array<{ url: string; secret: boolean }> = [];
    const server = createServer((req: IncomingMessage, res) => {
      seen.push({ url: req.url ?? '', secret: typeof req.headers['x-staff-secret'] === 'string' });
      res.setHeader('content-type', 'application/json');
      res.end(req.url === '/healthz' ? '{"status":"ok"}' : '[]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ella-cli-'));
    try {
      const { port } = server.address() as { port: number };
      const env = shellEnv({ DATA_DIR: dataDir, STAFF_SERVER_URL: `http://127.0.0.1:${port}`, NODE_ENV: 'test' });
      // The real program once more, for the exit code of a command that worked (execFile rejects on any
      // other); through a server it opens no database, so it costs only its start.
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/staff.ts', 'list-appointments'], {
        cwd: root,
        env,
        encoding: 'utf8',
      });
      expect(stdout).toContain('0 consultas');
      expect(seen.filter((r) => r.url.startsWith('/api/'))).toEqual([{ url: '/api/staff/appointments', secret: true }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
