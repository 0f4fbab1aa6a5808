import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../server/db/database';
import { installServerContent } from '../support/migratedFolder';

/**
 * pg-boss's schema in a harness's database, on PGlite and PostgreSQL alike; the PGlite snapshot and the
 * PostgreSQL template hold it installed.
 */
export const HARNESS_JOBS_SCHEMA = 'pgboss_jobs';

/** The migrated database test/server/globalSetup.ts made on the PostgreSQL server of DATABASE_URL. */
export const templateName = (): string | undefined => process.env.ELLA_TEST_POSTGRES_TEMPLATE;

/** `url` with its database replaced by `name`. */
export function databaseUrl(url: string, name: string): string {
  const named = new URL(url);
  named.pathname = `/${name}`;
  return named.toString();
}

/** Runs one statement on a connection of its own (CREATE and DROP DATABASE refuse a transaction). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database on the server of `url`, cloned from `template` (PostgreSQL's own empty one when absent). */
export async function createDatabase(url: string, prefix: string, template?: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return name;
}

/** Drops it even while a connection a test forgot is still open. */
export const dropDatabase = (url: string, name: string) => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

/**
 * Makes the run's template: migrated, pg-boss's schema and the catalogue installed, like the PGlite
 * snapshot. Every test file's database is a copy PostgreSQL makes of it, where migrating a schema of its
 * own took every file seconds. Nothing may stay connected to it: PostgreSQL copies a template only while
 * no one else is.
 */
export async function createTemplate(url: string): Promise<string> {
  const name = await createDatabase(url, 'ella_template');
  const db = await openDatabase({ url: databaseUrl(url, name) });
  try {
    await installServerContent(db, HARNESS_JOBS_SCHEMA);
  } finally {
    await db.close();
  }
  return name;
}
