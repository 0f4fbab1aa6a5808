import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pgBossSchema from 'pg-boss/dist/schema.json';
import type { Database, Transaction } from '../db/database';
import { buildMigrations, migrate } from '../db/migrate';
import { installJobSchema } from '../jobs/queue';
import { PRIVATE_FILE, privateDir } from '../privateFiles';
import { pepperId, readHeader, readRecords, type BackupHeader } from './format';
import { deriveKey, type BackupKeySource } from './key';
import { safeFileName, safeName, type BackupRecord } from './records';

/** pg-boss's schema version in this build (the restore's own pg-boss must read the backup's jobs). */
const buildPgBossSchemaVersion = pgBossSchema.version;

/**
 * Everything a restore checks before it writes anything: the format and its version (readHeader), the key,
 * the tag and the plaintext's checksum (a whole decryption pass, nothing kept), record names that are plain
 * identifiers, and levels this build can load: the backup's migrations all known here, the same pg-boss
 * schema, the same CODE_PEPPER (by fingerprint). Throws with the reason in Spanish (the staff CLI's language).
 */
export async function verifyBackup(
  file: string,
  keySource: BackupKeySource,
  pepper: string,
): Promise<{ header: BackupHeader; key: Buffer }> {
  const { header } = readHeader(file);
  const key = deriveKey(keySource, header.key);
  await readRecords(file, key, (record) => checkNames(record as BackupRecord));
  const known = buildMigrations();
  const unknown = header.migrations.filter((m) => !known.includes(m));
  if (unknown.length)
    throw new Error(
      `La copia viene de una versión más nueva del portal (migraciones desconocidas: ${unknown.join(', ')}). Actualiza antes de restaurar.`,
    );
  if (header.pgBossSchemaVersion !== buildPgBossSchemaVersion)
    throw new Error(
      `La cola de trabajos de la copia tiene el esquema ${header.pgBossSchemaVersion} de pg-boss; esta versión usa el ${buildPgBossSchemaVersion}.`,
    );
  if (header.pepperId !== pepperId(pepper))
    throw new Error(
      'La copia se hizo con otro CODE_PEPPER: sus trabajos pendientes no se podrían abrir ni sus códigos vigentes comprobar. Usa el CODE_PEPPER del servidor de origen.',
    );
  return { header, key };
}

function checkNames(record: BackupRecord): void {
  const bad =
    ((record.kind === 'rows' || record.kind === 'sequence') && !safeName.test(record.kind === 'rows' ? record.table : record.name)) ||
    (record.kind === 'file' && (record.area !== 'outbox' || !safeFileName.test(record.name)));
  if (bad) throw new Error('La copia nombra una tabla o un archivo no válido.');
}

/** True when the portal's schema (the current one) has no table and pg-boss's schema does not exist. */
export async function isEmptyDatabase(db: Database, jobsSchema: string): Promise<boolean> {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE (n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'S', 'v')) OR n.nspname = $1`,
    [jobsSchema],
  );
  return n === 0;
}

/**
 * Drops every table, view, sequence and function of the current schema and pg-boss's schema (`restore
 * --force`); what an extension installed there stays.
 */
export async function wipeDatabase(db: Database, jobsSchema: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`DROP SCHEMA IF EXISTS ${jobsSchema} CASCADE`);
    const objects = await tx.query<{ sql: string }>(
      `SELECT format('DROP %s IF EXISTS %I CASCADE', CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END, c.relname)
         AS sql
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'S') AND NOT c.relispartition
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('e', 'a', 'i'))
       UNION ALL
       SELECT format('DROP FUNCTION IF EXISTS %s CASCADE', p.oid::regprocedure) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = current_schema()
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`,
    );
    for (const { sql } of objects) await tx.exec(sql);
  });
}

export interface LoadOptions {
  jobsSchema: string;
  /** Where the backup's outbox files go (only files not already there are written). */
  outboxDir?: string;
}

/**
 * Loads a verified backup into an empty database opened without migrations: the schema of the backup's own
 * migration level and pg-boss's schema first, then every row in one transaction (user triggers off, so the
 * answer-history triggers do not add versions the backup already holds; foreign keys on, the tables come in
 * their dependency order), sequences, queues and jobs; that transaction commits only once the second
 * decryption pass ended with a valid tag and checksum. Then this build's later migrations, then the outbox.
 */
export async function loadBackup(db: Database, file: string, key: Buffer, header: BackupHeader, options: LoadOptions): Promise<void> {
  await migrate(db, undefined, header.migrations);
  await installJobSchema(db, options.jobsSchema);
  const outbox: Array<{ name: string; data: string }> = [];
  await db.transaction(async (tx) => {
    const tables = (
      await tx.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition`,
      )
    ).map((t) => t.name);
    for (const table of tables) await tx.exec(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);
    await readRecords(file, key, async (value) => {
      const record = value as BackupRecord;
      checkNames(record);
      if (record.kind === 'file') outbox.push(record);
      else await apply(tx, record, options.jobsSchema);
    });
    for (const table of tables) await tx.exec(`ALTER TABLE "${table}" ENABLE TRIGGER USER`);
  });
  await migrate(db);
  if (options.outboxDir && outbox.length) {
    privateDir(options.outboxDir);
    for (const { name, data } of outbox) {
      const target = path.join(options.outboxDir, name);
      if (!existsSync(target)) writeFileSync(target, Buffer.from(data, 'base64'), { mode: PRIVATE_FILE });
    }
  }
}

async function apply(tx: Transaction, record: BackupRecord, jobs: string): Promise<void> {
  switch (record.kind) {
    case 'rows':
      await tx.query(`INSERT INTO "${record.table}" SELECT * FROM jsonb_populate_recordset(NULL::"${record.table}", $1::jsonb)`, [
        record.rows,
      ]);
      return;
    case 'sequence':
      await tx.query('SELECT setval($1::regclass, $2::bigint, $3)', [`"${record.name}"`, record.lastValue, record.isCalled]);
      return;
    case 'queue': {
      const q = JSON.parse(record.row) as Record<string, unknown>;
      await tx.query(`SELECT ${jobs}.create_queue($1, $2::jsonb)`, [
        q.name,
        JSON.stringify({
          policy: q.policy,
          retryLimit: q.retry_limit,
          retryDelay: q.retry_delay,
          retryBackoff: q.retry_backoff,
          retryDelayMax: q.retry_delay_max,
          expireInSeconds: q.expire_seconds,
          retentionSeconds: q.retention_seconds,
          deleteAfterSeconds: q.deletion_seconds,
          warningQueueSize: q.warning_queued,
          deadLetter: q.dead_letter,
          partition: q.partition,
          heartbeatSeconds: q.heartbeat_seconds,
          notify: q.notify,
        }),
      ]);
      return;
    }
    case 'jobs':
      await tx.query(`INSERT INTO ${jobs}.job SELECT * FROM jsonb_populate_recordset(NULL::${jobs}.job, $1::jsonb)`, [record.rows]);
      return;
    case 'file':
    case 'end':
      return;
  }
}
