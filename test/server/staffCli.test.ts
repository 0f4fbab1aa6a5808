import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoPatient } from '../../server/startup/demo';
import { copyMigratedDatabase } from '../support/migratedFolder';
import { shellEnv } from './shellEnv';

/**
 * The staff CLI on a stopped portal: a process of its own on a PGlite folder of its own, never the
 * database of DATABASE_URL, so the PostgreSQL pass leaves it out (test/jest.config.ts). The staff API it
 * shares its commands with is tested in staff.test.ts.
 */
describe('staff CLI', () => {
  it('works on a stopped portal by taking the data lock itself, and prints what it changed', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ella-cli-'));
    await copyMigratedDatabase(dataDir);
    const env = shellEnv({ ELLA_TEST_SPEC_CACHE: process.env.ELLA_TEST_SPEC_CACHE, DATA_DIR: dataDir, PORT: '1', NODE_ENV: 'test' });
    const cli = (...args: string[]) =>
      execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/staff.ts', ...args], {
        cwd: path.resolve(__dirname, '../..'),
        env,
        encoding: 'utf8',
      });
    expect(cli('seed-demo')).toContain('Datos de demostración creados');
    const listed = cli('list-appointments');
    expect(listed).toContain('5 consultas');
    const requested = /^(\S+)\s.*Requested/m.exec(listed)![1];
    expect(cli('schedule', requested, '--link', 'https://meet.example.mx/x')).toContain('— Scheduled — https://meet.example.mx/x');
    expect(
      cli(
        'prescribe',
        '--email',
        demoPatient.email,
        '--medication',
        'Colecalciferol|Cápsulas de 1000 UI|1 cápsula|Oral|Diario|6 meses|Con el desayuno',
      ),
    ).toMatch(/^Receta \S+ para demo@espaciosella.mx \(Dra. Ana Ruiz - Ginecóloga, cédula 00000001\): Colecalciferol$/m);
    // The old five-field format lacks the presentation and route the law asks for: refused before any request.
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
      {
        cwd: path.resolve(__dirname, '../..'),
        env,
        encoding: 'utf8',
      },
    );
    expect(old.status).toBe(1);
    expect(old.stderr).toContain('Medicamento incompleto "Vitamina D3|1 cápsula|Diario|6 meses|Con el desayuno": falta duración.');
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
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/staff.ts', 'list-appointments'], {
        cwd: path.resolve(__dirname, '../..'),
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
