import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shellEnv } from './shellEnv';
import { copyMigratedDatabase } from '../support/migratedFolder';
import { message, startChild, whenReady } from '../support/children';
import { readHeader } from '../../server/backup/format';
import { runStaff } from '../../server/cli/runStaff';

/**
 * `npm run staff -- backup | restore | backups` on stopped portals, each on a PGlite folder of its own
 * (never the database of DATABASE_URL: the commands read only the environment they are given, and the
 * PostgreSQL pass leaves this file out, test/jest.config.ts). The commands run in this process; the
 * running portal is a process of its own. The running portal's backup and the restore on PostgreSQL are
 * in backupDrill.test.ts.
 */
const root = path.resolve(__dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'ella-backup-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function staff(dataDir: string, extra: Record<string, string>, ...args: string[]) {
  const env = shellEnv({
    ELLA_TEST_SPEC_CACHE: process.env.ELLA_TEST_SPEC_CACHE,
    DATA_DIR: dataDir,
    PORT: '1',
    NODE_ENV: 'test',
    BACKUP_DIR: path.join(work, 'backups'),
    ...extra,
  });
  let out = '';
  let err = '';
  const status = await runStaff(args, { env, stdout: { write: (text) => (out += text) }, stderr: { write: (text) => (err += text) } });
  return { status, out, err };
}

describe('backup and restore with the staff CLI', () => {
  const source = path.join(work, 'source');
  const file = path.join(work, 'backups', 'manual.ellabackup');

  it('backs up a stopped portal, restores it into an empty data folder, and refuses a non-empty one unless forced', async () => {
    await copyMigratedDatabase(source);
    expect((await staff(source, {}, 'seed-demo')).out).toContain('Datos de demostración creados');
    const listed = (await staff(source, {}, 'list-appointments')).out;
    const made = await staff(source, {}, 'backup', '--out', file);
    expect(made.out).toMatch(/^Copia de seguridad escrita en .*manual\.ellabackup: \S+Z {2}pglite {2}\d+_\w+\.sql/);
    expect((await staff(source, {}, 'backups')).out).toMatch(/manual\.ellabackup .*pglite[\s\S]*1 copias en/);

    // The demo's key lives in the source's data folder; elsewhere it is given as BACKUP_KEY.
    const key = { BACKUP_KEY: readFileSync(path.join(source, 'backup.key'), 'utf8').trim() };
    const target = path.join(work, 'target');
    const restored = await staff(target, key, 'restore', file);
    expect(restored).toMatchObject({ status: 0, out: expect.stringContaining('Ya puedes iniciar el portal.') });
    expect((await staff(target, key, 'list-appointments')).out).toBe(listed);

    const again = await staff(target, key, 'restore', file);
    expect(again.status).toBe(1);
    expect(again.err).toContain('no está vacío');
    expect((await staff(target, key, 'restore', file, '--force')).status).toBe(0);
    expect((await staff(target, key, 'list-appointments')).out).toBe(listed);
  });

  it('checks the file before it writes anything: a changed byte, another key', async () => {
    const bytes = readFileSync(file);
    bytes[bytes.length - 100] ^= 1;
    const tampered = path.join(work, 'tampered.ellabackup');
    writeFileSync(tampered, bytes);
    const key = { BACKUP_KEY: readFileSync(path.join(source, 'backup.key'), 'utf8').trim() };
    const target = path.join(work, 'untouched');
    const refused = await staff(target, key, 'restore', tampered);
    expect(refused.status).toBe(1);
    expect(refused.err).toMatch(/Unsupported state or unable to authenticate data|suma de verificación/);
    expect(existsSync(path.join(target, 'db'))).toBe(false);

    const wrongKey = await staff(target, { BACKUP_KEY: 'una frase de paso que no es la clave de esta copia' }, 'restore', file);
    expect(wrongKey.status).toBe(1);
    expect(wrongKey.err).toContain('64 caracteres hexadecimales');
    expect(existsSync(path.join(target, 'db'))).toBe(false);
  });

  it('backs up a running portal through its server, and refuses to restore while a server answers', async () => {
    const running = path.join(work, 'running');
    const staticDir = path.join(work, 'dist');
    mkdirSync(staticDir);
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Espacios ELLA</title><div id="root"></div>');
    await copyMigratedDatabase(running);
    // The portal in a process of its own: the data folder's lock is a process's, and what is tested is
    // that a CLI in another process goes through the server, or finds the folder locked, never opens it.
    const server = startChild('server', process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: shellEnv({
        ELLA_TEST_SPEC_CACHE: process.env.ELLA_TEST_SPEC_CACHE,
        DATA_DIR: running,
        STATIC_DIR: staticDir,
        PORT: '0',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      }),
      ipc: true,
    });
    try {
      const url = await whenReady(
        server,
        'listen',
        message(server, (m) => (m as { ready?: string }).ready),
        120_000,
      );
      const out = path.join(work, 'running.ellabackup');
      const made = await staff(running, { STAFF_SERVER_URL: url }, 'backup', '--out', out);
      expect(made).toMatchObject({ status: 0, out: expect.stringContaining('Copia de seguridad escrita en') });
      // The demo patient the running demo seeded, read from the server's own database.
      expect(readHeader(out).header).toMatchObject({ source: 'pglite', counts: { rows: { patients: 1 } } });
      const refused = await staff(path.join(work, 'elsewhere'), { STAFF_SERVER_URL: url }, 'restore', out);
      expect(refused.status).toBe(1);
      expect(refused.err).toContain('detenlo antes de restaurar');
      // Told of no server (PORT=1 answers nothing), the CLI would open the folder itself: the lock refuses.
      const locked = await staff(running, {}, 'list-appointments');
      expect(locked.status).toBe(1);
      expect(locked.err).toContain(`is in use by process ${server.process.pid}`);
    } finally {
      await server.stop();
    }
  });

  it('refuses to back up in production without BACKUP_KEY', async () => {
    const refused = await staff(source, { NODE_ENV: 'production' }, 'backup', '--out', path.join(work, 'never.ellabackup'));
    expect(refused.status).toBe(1);
    expect(refused.err).toContain('sin BACKUP_KEY en producción');
    expect(existsSync(path.join(work, 'never.ellabackup'))).toBe(false);
  });
});
