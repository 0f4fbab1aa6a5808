import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/database';
import { installJobSchema } from '../../server/jobs/queue';
import { seedCatalogue } from '../../server/modules/appointments/catalogue';

const root = path.resolve(__dirname, '../..');

/**
 * What a server's first start leaves in a database beside its migrations: pg-boss's schema and the
 * catalogue. A test database that starts with them spares every start pg-boss's install (seconds on
 * PGlite); the start still runs both steps, which then find nothing to do.
 */
export async function installServerContent(db: Database, jobsSchema: string): Promise<void> {
  await installJobSchema(db, jobsSchema);
  await seedCatalogue(db);
}

/**
 * Names what a prepared database holds, so a copy made by another checkout or an older tree is never
 * taken for this one: the migrations, the catalogue, and the versions of pg-boss and PGlite.
 */
export function preparedDatabaseKey(): string {
  const hash = createHash('sha256');
  const migrations = path.join(root, 'server/db/migrations');
  for (const file of readdirSync(migrations).sort()) hash.update(file).update(readFileSync(path.join(migrations, file)));
  hash.update(readFileSync(path.join(root, 'server/modules/appointments/catalogue.ts')));
  for (const name of ['pg-boss', '@electric-sql/pglite'])
    hash.update(JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version);
  return hash.digest('hex').slice(0, 16);
}

let building: Promise<string> | undefined;

/**
 * The migrated PGlite data folder, with pg-boss's schema where the server keeps it ('pgboss', as
 * server/main.ts starts its queue) and the catalogue. Built once under the temp directory (npm test
 * gives each run its own) and only read afterwards. Several processes may ask at once: each builds
 * under a name of its own and renames it into place, so none ever reads a half-built folder.
 */
export function migratedFolder(): Promise<string> {
  building ??= (async () => {
    const folder = path.join(tmpdir(), `ella-migrated-db-${preparedDatabaseKey()}`);
    if (existsSync(folder)) return folder;
    const partial = `${folder}.${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      const db = await openDatabase({ dir: partial });
      try {
        await installServerContent(db, 'pgboss');
      } finally {
        await db.close();
      }
      renameSync(partial, folder);
    } catch (error) {
      // Another process renamed its copy into place first: theirs serves as well.
      if (!existsSync(folder)) throw error;
    } finally {
      rmSync(partial, { recursive: true, force: true });
    }
    return folder;
  })();
  building.catch(() => (building = undefined));
  return building;
}

/**
 * Places a migrated PGlite database at `dataDir/db`, where server/main.ts and the staff CLI open it, so a
 * server started on `dataDir` skips creating and migrating a database cluster (several seconds each).
 * Copied, never shared: whatever the server writes stays in its own folder.
 */
export async function copyMigratedDatabase(dataDir: string): Promise<void> {
  const source = await migratedFolder();
  cpSync(source, path.join(dataDir, 'db'), { recursive: true, errorOnExist: true, force: false });
}
