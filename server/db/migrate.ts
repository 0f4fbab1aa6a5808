import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './types';

const migrationsDir = path.join(__dirname, 'migrations');

/** The migrations this build has, in the order they run. */
export function buildMigrations(dir = migrationsDir): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/** Any fixed number: every server taking this lock migrates one at a time (several may start at once). */
const MIGRATION_LOCK = 7_202_611;

/**
 * Applies the `*.sql` files of `dir` in name order, once each, on PGlite or PostgreSQL. Each file runs
 * whole (a function body or a string may hold `;` and line breaks) in one transaction with its row in
 * schema_migrations, so a failing file leaves nothing behind and is tried again on the next start.
 * `only` limits the run to those files (a restore builds the schema of the backup's level first).
 */
export async function migrate(db: Database, dir = migrationsDir, only?: readonly string[]): Promise<string[]> {
  const files = buildMigrations(dir).filter((f) => !only || only.includes(f));
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  const applied: string[] = [];
  for (const file of files) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      // Checked under the lock: another server may have applied it while this one waited.
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file])).length > 0) return false;
      await tx.exec(readFileSync(path.join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}
