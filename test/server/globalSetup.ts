import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/database';

/**
 * Creates and migrates one PGlite database and dumps it for the whole run; every test file's harness
 * starts its in-memory database from that dump (migratedSnapshot in harness.ts). Not on PostgreSQL,
 * where each file gets a schema of its own.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'ella-pglite-snapshot-'));
  const dataDir = path.join(dir, 'db');
  await (await openDatabase({ dir: dataDir })).close();
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
