import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { version as pgBossPackageVersion } from 'pg-boss/package.json';
import type { Database, Queryable } from '../db/database';
import { pepperId, writeBackupFile, type BackupHeader } from './format';
import { deriveKey, newKeyOrigin, type BackupKeySource } from './key';
import type { BackupRecord } from './records';

export interface DumpOptions {
  /** pg-boss's schema (`pgboss`; tests give each file its own). */
  jobsSchema: string;
  /** The mail outbox folder when it is the transport (no SMTP_URL); its .eml files go into the backup. */
  outboxDir?: string;
  /** Queues whose jobs stay out: the nightly backup's own job is running while it writes. */
  skipQueues?: string[];
  /** CODE_PEPPER, of which the header keeps a fingerprint. */
  pepper: string;
  now?: Date;
}

/** Rows per fetch: a document chunk is 256 KB, twice that as hex text. */
const BATCH = 16;

/**
 * Writes a backup of `db` to `file` while the portal runs. Everything is read in one REPEATABLE READ,
 * READ ONLY transaction: one snapshot of every table and of the job queue, whatever other servers do
 * meanwhile. PGlite is one connection, so there the other requests wait until it is done.
 */
export async function writeBackup(db: Database, keySource: BackupKeySource, file: string, options: DumpOptions): Promise<BackupHeader> {
  const origin = newKeyOrigin(keySource);
  const key = deriveKey(keySource, origin);
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const migrations = (await tx.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name);
    const [{ version }] = await tx.query<{ version: number }>(`SELECT version::int AS version FROM ${options.jobsSchema}.version`);
    const counts: BackupHeader['counts'] = { rows: {}, jobs: 0, outboxFiles: 0 };
    return writeBackupFile(
      file,
      {
        createdAt: (options.now ?? new Date()).toISOString(),
        source: db.kind,
        migrations,
        pgBossSchemaVersion: version,
        pgBossPackage: pgBossPackageVersion,
        pepperId: pepperId(options.pepper),
      },
      key,
      origin,
      records(tx, options, counts),
      () => counts,
    );
  });
}

async function* records(tx: Queryable, options: DumpOptions, counts: BackupHeader['counts']): AsyncGenerator<BackupRecord> {
  const tables = await tx.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> 'schema_migrations'
     ORDER BY c.relname`,
  );
  const references = await tx.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint c
     JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
     JOIN pg_namespace n ON n.oid = child.relnamespace
     WHERE c.contype = 'f' AND n.nspname = current_schema() AND c.conrelid <> c.confrelid`,
  );
  for (const name of dependencyOrder(
    tables.map((t) => t.name),
    references,
  )) {
    counts.rows[name] = 0;
    await tx.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS r FROM "${name}" t`);
    for (;;) {
      const batch = await tx.query<{ r: string }>(`FETCH ${BATCH} FROM backup_rows`);
      if (!batch.length) break;
      counts.rows[name] += batch.length;
      yield { kind: 'rows', table: name, rows: `[${batch.map((b) => b.r).join(',')}]` };
    }
    await tx.query('CLOSE backup_rows');
  }
  const sequences = await tx.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'S' ORDER BY c.relname`,
  );
  for (const { name } of sequences) {
    const [s] = await tx.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM "${name}"`,
    );
    yield { kind: 'sequence', name, lastValue: s.last_value, isCalled: s.is_called };
  }
  const jobs = options.jobsSchema;
  for (const { row } of await tx.query<{ row: string }>(
    `SELECT to_jsonb(q)::text AS row FROM ${jobs}.queue q ORDER BY q.dead_letter IS NOT NULL, q.name`,
  ))
    yield { kind: 'queue', row };
  await tx.query(
    `DECLARE backup_jobs NO SCROLL CURSOR FOR SELECT to_jsonb(j)::text AS r FROM ${jobs}.job j
     WHERE state IN ('created', 'retry', 'active') AND NOT (name = ANY($1::text[]))`,
    [options.skipQueues ?? []],
  );
  for (;;) {
    const batch = await tx.query<{ r: string }>(`FETCH 200 FROM backup_jobs`);
    if (!batch.length) break;
    counts.jobs += batch.length;
    yield { kind: 'jobs', rows: `[${batch.map((b) => b.r).join(',')}]` };
  }
  await tx.query('CLOSE backup_jobs');
  if (options.outboxDir && existsSync(options.outboxDir)) {
    for (const name of readdirSync(options.outboxDir)
      .filter((f) => f.endsWith('.eml'))
      .sort()) {
      counts.outboxFiles += 1;
      yield { kind: 'file', area: 'outbox', name, data: readFileSync(path.join(options.outboxDir, name)).toString('base64') };
    }
  }
  yield { kind: 'end' };
}

/** Tables in an order where each comes after every table it references, so rows load with foreign keys on. */
export function dependencyOrder(tables: string[], references: Array<{ child: string; parent: string }>): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const r of references) if (r.child === table && tables.includes(r.parent)) visit(r.parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}
