import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { isolatedPostgres, jobsSchemaOf, startHarness, type Harness } from './harness';
import { multipart, patientWithUuid, strongPassword } from './patientFlow';
import { openCheckout, submitCheckout } from './checkoutBrowser';
import { API_KEY } from './harness';
import { openDatabase, type Database } from '../../server/db/database';
import { staffSecret } from '../../server/modules/staff/secret';
import { backupKeySource, type BackupKeySource } from '../../server/backup/key';
import { isEmptyDatabase, loadBackup, verifyBackup, wipeDatabase } from '../../server/backup/restore';
import { installJobSchema } from '../../server/jobs/queue';
import { migratedSnapshot } from './pgliteSnapshot';
import { readHeader } from '../../server/backup/format';
import { demoHistory, tinyJpegDataUrl } from '../../server/modules/patients/demoHistory';
import { catalogue } from '../../server/modules/appointments/catalogue';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';

/**
 * The restore drill: a patient registers, answers, signs, pays, books, uploads a document and writes to
 * support; the running portal is backed up through the staff API; its database is wiped; the backup is
 * restored into an empty database and she finds all of it. On PGlite in the PGlite pass, on PostgreSQL in
 * the PostgreSQL pass, and PGlite → PostgreSQL (how a clinic grows to a cluster) in the PostgreSQL pass.
 */
const postgresUrl = process.env.DATABASE_URL;
const email = 'sofia@example.mx';
const phone = '5587654321';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ella-backup-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Everything the drill's patient does; returns her document's bytes. */
async function herJourney(h: Harness): Promise<Buffer> {
  const p = await patientWithUuid(h, email, phone);
  // Every response is checked against openapi.yaml by the harness; here only that each step succeeded.
  const ok = async (res: Promise<LightMyRequestResponse>) => {
    const answered = await res;
    if (answered.statusCode >= 300) throw new Error(`${answered.statusCode} ${answered.body}`);
    return answered;
  };
  await ok(h.app.inject({ method: 'POST', url: `/api/patients/${phone}/history/family`, headers: p.headers, payload: demoHistory.family }));
  await ok(
    h.app.inject({
      method: 'POST',
      url: `/api/patients/${phone}/history/privacy`,
      headers: p.headers,
      payload: { consentAccepted: true, patientSignature: tinyJpegDataUrl },
    }),
  );
  const session = (
    await ok(
      h.app.inject({ method: 'POST', url: '/api/payments/create-checkout-session', headers: p.headers, payload: { priceId: 'primera' } }),
    )
  ).json();
  const { cookie } = await openCheckout(h.app, session.url);
  expect((await submitCheckout(h.app, session.id, 'pay', cookie)).statusCode).toBe(303);
  const provider = catalogue.providers[0].uuid;
  const slots = (
    await ok(h.app.inject({ url: `/api/appointments/available-slots?phoneNumber=${phone}&providerUuid=${provider}`, headers: p.headers }))
  ).json();
  await ok(
    h.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: p.headers,
      payload: {
        patientUuid: p.patientUuid,
        serviceUuid: catalogue.services[0].uuid,
        locationUuid: CLINIC_LOCATION_UUID,
        providerUuid: provider,
        ...slots[0],
      },
    }),
  );
  // Larger than two of the database's 256 KB chunks, and bytes no text encoding would keep.
  const document = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(600 * 1024)]);
  const body = multipart(
    { documentType: 'ginecologia', description: 'Resultados de laboratorio' },
    { name: 'laboratorio.pdf', content: document },
  );
  await ok(
    h.app.inject({
      method: 'POST',
      url: `/api/patients/${phone}/documents`,
      headers: { ...p.headers, 'content-type': body.contentType },
      payload: body.payload,
    }),
  );
  await ok(
    h.app.inject({
      method: 'POST',
      url: '/api/help/messages',
      headers: p.headers,
      payload: { name: 'Sofía', email, subject: 'cita', message: 'No encuentro la liga de mi consulta.' },
    }),
  );
  return document;
}

/** What she (and the clinic, for her document and her message) sees after signing in. */
async function whatSheSees(h: Harness) {
  const login = await h.app.inject({
    method: 'POST',
    url: '/api/auth/login-by-email',
    headers: { 'x-api-key': API_KEY },
    payload: { email, password: strongPassword },
  });
  expect(login.statusCode).toBe(200);
  const headers = { authorization: `Bearer ${login.json().token}` };
  const read = async (url: string) => {
    const res = await h.app.inject({ url, headers });
    expect([200, 204]).toContain(res.statusCode);
    return res.statusCode === 204 ? null : res.json();
  };
  const staff = { 'x-staff-secret': staffSecret(h.ctx.config.dataDir) };
  const documents = await read(`/api/patients/${phone}/documents`);
  const stored = await h.app.inject({ url: `/api/staff/documents/${documents[0].uuid}`, headers: staff });
  const messages = (await h.app.inject({ url: '/api/staff/messages', headers: staff })).json();
  return {
    personalInfo: await read(`/api/patients/${phone}/personal-info`),
    family: await read(`/api/patients/${phone}/history/family`),
    privacy: await read(`/api/patients/${phone}/history/privacy`),
    subscription: await read(`/api/patients/${phone}/subscription`),
    payments: await read('/api/payments/history'),
    appointments: await read(`/api/appointments?phoneNumber=${phone}`),
    documents,
    documentBytes: stored.rawPayload,
    messages,
  };
}

/** Unfinished jobs (the reminders of her booking among them), as the queue keeps them. */
const pendingJobs = (h: Harness) =>
  h.ctx.db.query(
    `SELECT name, data, state::text, start_after, singleton_key FROM ${h.ctx.jobs.schema}.job
     WHERE state IN ('created', 'retry') ORDER BY name, start_after, singleton_key`,
  );

/** The running portal's backup, through the staff API `npm run staff -- backup` calls; the key it used. */
async function backupOf(h: Harness): Promise<{ file: string; keySource: BackupKeySource }> {
  const res = await h.app.inject({ url: '/api/staff/backup', headers: { 'x-staff-secret': staffSecret(h.ctx.config.dataDir) } });
  expect(res.statusCode).toBe(200);
  const file = path.join(folder(), 'portal.ellabackup');
  writeFileSync(file, res.rawPayload);
  return { file, keySource: backupKeySource(process.env, h.ctx.config.dataDir, { create: false })! };
}

async function emptyTarget(kind: 'pglite' | 'postgres'): Promise<Database> {
  return kind === 'pglite'
    ? openDatabase({ dir: path.join(folder(), 'db'), migrate: false })
    : isolatedPostgres(postgresUrl!, { migrate: false });
}

async function drill(source: Harness, target: 'pglite' | 'postgres') {
  let document: Buffer, before: Awaited<ReturnType<typeof whatSheSees>>, jobs: unknown[], outbox: string[], outboxFiles: Buffer[];
  let file: string, keySource: BackupKeySource;
  try {
    document = await herJourney(source);
    before = await whatSheSees(source);
    jobs = await pendingJobs(source);
    outbox = readdirSync(source.outbox).sort();
    outboxFiles = outbox.map((name) => readFileSync(path.join(source.outbox, name)));
    ({ file, keySource } = await backupOf(source));
    expect(readHeader(file).header).toMatchObject({ source: source.ctx.db.kind, counts: { outboxFiles: outbox.length } });
  } finally {
    await source.close(); // the wipe: its database (in memory, or its PostgreSQL schema) and its data folder are gone
  }

  const { header, key } = await verifyBackup(file, keySource, source.ctx.config.pepper);
  const db = await emptyTarget(target);
  expect(await isEmptyDatabase(db, jobsSchemaOf(db))).toBe(true);
  const restoredOutbox = path.join(folder(), 'outbox');
  await loadBackup(db, file, key, header, { jobsSchema: jobsSchemaOf(db), outboxDir: restoredOutbox });
  const restored = await startHarness({}, db);
  try {
    const after = await whatSheSees(restored);
    expect(after).toEqual(before);
    expect(Buffer.compare(after.documentBytes, document)).toBe(0);
    expect(after.appointments).toHaveLength(1);
    expect(after.messages).toEqual([expect.objectContaining({ email, message: 'No encuentro la liga de mi consulta.' })]);
    expect(await pendingJobs(restored)).toEqual(jobs);
    expect(readdirSync(restoredOutbox).sort()).toEqual(outbox);
    expect(outbox.map((name) => readFileSync(path.join(restoredOutbox, name)))).toEqual(outboxFiles);
  } finally {
    await restored.close();
  }
}

describe('the restore drill', () => {
  it(`restores her whole record from a backup of the running portal (${postgresUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
    await drill(await startHarness(), postgresUrl ? 'postgres' : 'pglite');
  });

  // A clinic grows from one machine to a cluster by restoring the embedded database's backup into PostgreSQL.
  (postgresUrl ? it : it.skip)('restores a PGlite backup into PostgreSQL (the PostgreSQL pass)', async () => {
    await drill(await startHarness({}, await openDatabase({})), 'postgres');
  });

  it('replaces a database that is not empty only when told to (restore --force)', async () => {
    const source = await startHarness();
    let backup: { file: string; keySource: BackupKeySource };
    const pepper = source.ctx.config.pepper;
    try {
      await patientWithUuid(source, email, phone);
      backup = await backupOf(source);
    } finally {
      await source.close();
    }
    await expect(verifyBackup(backup.file, backup.keySource, 'otro-pepper')).rejects.toThrow('La copia se hizo con otro CODE_PEPPER');
    const { header, key } = await verifyBackup(backup.file, backup.keySource, pepper);
    // A portal's database as a server leaves it: migrated, its queue installed.
    const db = postgresUrl ? await isolatedPostgres(postgresUrl) : await openDatabase({ snapshot: migratedSnapshot() });
    await installJobSchema(db, jobsSchemaOf(db));
    expect(await isEmptyDatabase(db, jobsSchemaOf(db))).toBe(false);
    await wipeDatabase(db, jobsSchemaOf(db));
    expect(await isEmptyDatabase(db, jobsSchemaOf(db))).toBe(true);
    await loadBackup(db, backup.file, key, header, { jobsSchema: jobsSchemaOf(db) });
    const restored = await startHarness({}, db);
    try {
      const login = await restored.app.inject({
        method: 'POST',
        url: '/api/auth/login-by-email',
        headers: { 'x-api-key': API_KEY },
        payload: { email, password: strongPassword },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await restored.close();
    }
  });

  it('refuses a backup of a newer portal before it writes anything', async () => {
    const source = await startHarness();
    let backup: { file: string; keySource: BackupKeySource };
    const pepper = source.ctx.config.pepper;
    try {
      await source.ctx.db.query(`INSERT INTO schema_migrations (name) VALUES ('999_from_the_future.sql')`);
      backup = await backupOf(source);
    } finally {
      await source.close();
    }
    await expect(verifyBackup(backup.file, backup.keySource, pepper)).rejects.toThrow(
      'La copia viene de una versión más nueva del portal (migraciones desconocidas: 999_from_the_future.sql)',
    );
  });
});
