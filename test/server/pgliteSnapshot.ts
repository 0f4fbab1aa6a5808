import { existsSync, readFileSync } from 'node:fs';

/**
 * The migrated database without patients (pg-boss's schema and the catalogue installed) that
 * test/server/globalSetup.ts dumped once for the run: loading it takes under a second where creating
 * and migrating a PGlite cluster takes about four, in every file.
 * Migrations still run on it (and find nothing left to do); test/server/storage.test.ts migrates from scratch.
 */
export function migratedSnapshot(): Blob | undefined {
  const file = process.env.ELLA_TEST_PGLITE_SNAPSHOT;
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
