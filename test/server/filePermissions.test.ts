import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { systemClock, type ServerContext } from '../../server/context';
import { defaultConfig } from '../../server/startup/config';
import { openDatabase, type Database } from '../../server/db/database';
import { acquireDataLock } from '../../server/db/lock';
import { createMailer } from '../../server/mail/mailer';
import { createJobQueue } from '../../server/jobs/queue';
import { createMetrics } from '../../server/metrics/registry';
import { RateLimiter } from '../../server/http/rateLimit';
import { createPayments } from '../../server/modules/payments/setup';
import { seedCatalogue } from '../../server/modules/appointments/catalogue';
import type { Harness } from './harness';
import { registeredPatient } from './patientFlow';

/** Every folder and file under `dir` with its permission bits (`rwxrwxrwx` as a number). */
function walk(dir: string, out: Array<{ file: string; mode: number; isDir: boolean }> = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    out.push({ file, mode: statSync(file).mode & 0o777, isDir: entry.isDirectory() });
    if (entry.isDirectory()) walk(file, out);
  }
  return out;
}

const octal = (mode: number) => mode.toString(8).padStart(3, '0');

/**
 * The server as main.ts starts it (data lock, embedded database in a folder, outbox, documents, staff
 * secret), under umask 000 so that only the modes the server sets itself can keep other users out.
 */
describe('files in DATA_DIR', () => {
  let root: string;
  let dataDir: string;
  let previousUmask: number;
  let release: () => void;
  let db: Database;
  let app: FastifyInstance;
  let ctx: ServerContext;

  beforeAll(async () => {
    previousUmask = process.umask(0);
    root = mkdtempSync(path.join(tmpdir(), 'ella-perms-'));
    dataDir = path.join(root, 'data');
    release = acquireDataLock(dataDir);
    db = await openDatabase({ dir: path.join(dataDir, 'db') });
    ctx = {
      db,
      config: defaultConfig(dataDir),
      clock: systemClock,
      limiter: new RateLimiter(db),
      payments: createPayments({}),
      mail: createMailer({ outboxDir: path.join(dataDir, 'outbox') }),
      jobs: undefined as never,
      metrics: createMetrics(),
    };
    ctx.jobs = await createJobQueue({ db, deliver: (m) => ctx.mail.send(m), secret: ctx.config.pepper });
    await seedCatalogue(db);
    app = await buildApp({ context: ctx });
  });

  afterAll(async () => {
    await app?.close();
    await ctx?.jobs?.stop();
    await db?.close();
    release?.();
    process.umask(previousUmask);
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps the data folder 0700 and the database, lock, staff secret, mail and documents unreadable to others', async () => {
    const h = { app, outbox: path.join(dataDir, 'outbox'), ctx } as unknown as Harness;
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const boundary = '----ellaPerms';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\ngeneral\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="estudio.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n${' '.repeat(200)}\r\n`,
      ),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/patients/${openmrsId}/documents`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);

    expect(octal(statSync(dataDir).mode & 0o777)).toBe('700');
    const entries = walk(dataDir);
    const names = entries.map((e) => path.relative(dataDir, e.file));
    // What must be there for the check to mean anything.
    expect(names).toEqual(expect.arrayContaining(['server.lock', 'staff.secret', 'db', 'db/PG_VERSION', 'outbox']));
    expect(names.filter((n) => n.startsWith('outbox/') && n.endsWith('.eml')).length).toBeGreaterThan(0);
    // Documents live in the database now (007_documents_in_database): nothing of them on this disk but the database files.
    expect(names.filter((n) => n.startsWith('documents'))).toEqual([]);
    const open = entries.filter((e) => (e.mode & 0o077) !== 0).map((e) => `${octal(e.mode)} ${path.relative(dataDir, e.file)}`);
    expect(open).toEqual([]);
  });

  it('tightens a data folder that already existed with open permissions', () => {
    const existing = path.join(root, 'old-data');
    mkdirSync(path.join(existing, 'outbox'), { recursive: true, mode: 0o755 });
    const releaseOld = acquireDataLock(existing);
    try {
      expect(octal(statSync(existing).mode & 0o777)).toBe('700');
      expect(octal(statSync(path.join(existing, 'server.lock')).mode & 0o777)).toBe('600');
    } finally {
      releaseOld();
    }
  });
});
