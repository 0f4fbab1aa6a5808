import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/database';
import { installServerContent } from '../support/migratedFolder';
import { createTemplate, HARNESS_JOBS_SCHEMA } from './postgresTemplate';

/**
 * Prepares one database for the whole run, as a server's first start leaves it (migrated, pg-boss's
 * schema installed, the catalogue seeded), and every test file's harness starts from a copy of it: on
 * PGlite a dump its in-memory database loads (migratedSnapshot in harness.ts), on PostgreSQL a template
 * each file's database is cloned from (isolatedPostgres). A harness's start then finds nothing to install
 * or migrate, and checks that it finds nothing.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.ELLA_TEST_POSTGRES_TEMPLATE = await createTemplate(process.env.DATABASE_URL);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'ella-pglite-snapshot-'));
  const dataDir = path.join(dir, 'db');
  const db = await openDatabase({ dir: dataDir });
  try {
    await installServerContent(db, HARNESS_JOBS_SCHEMA);
  } finally {
    await db.close();
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite(dataDir);
  await pg.waitReady;
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  rmSync(dataDir, { recursive: true, force: true });
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.ELLA_TEST_PGLITE_SNAPSHOT = file;
}
