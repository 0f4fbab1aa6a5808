import { privateDir, restrictTree } from '../privateFiles';
import { migrate } from './migrate';

/**
 * One query interface over the embedded PGlite and a real PostgreSQL server: parameterised SQL,
 * rows as plain objects, and transactions that hold one connection.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}
/** A transaction's connection, which can also run a script of several statements (no parameters). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}
export interface Database extends Queryable {
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export interface DatabaseOptions {
  /** postgres://… connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; absent means in memory. */
  dir?: string;
  /** An in-memory PGlite starts from this `dumpDataDir()` tarball instead of an empty cluster (tests). */
  snapshot?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db = options.url ? await openPostgres(options.url) : await openPglite(options.dir, options.snapshot);
  await migrate(db);
  return db;
}

async function openPglite(dir?: string, snapshot?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dir) privateDir(dir);
  const pg = dir ? new PGlite(dir) : new PGlite(snapshot ? { loadDataDir: snapshot } : undefined);
  await pg.waitReady;
  if (dir) restrictTree(dir);
  // PGlite is a single connection: transactions are serialised by PGlite itself.
  const run = async <T>(q: { query: typeof pg.query }, sql: string, params: unknown[] = []) =>
    (await q.query<T>(sql, params)).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => run(pg, sql, params),
    transaction: (work) =>
      pg.transaction((tx) =>
        work({
          query: (sql, params) => run(tx, sql, params),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => pg.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool, types } = await import('pg');
  // A DATE stays the 'YYYY-MM-DD' text: pg's default turns it into local midnight, which moves a
  // birthdate one day back when the server's time zone is east of UTC (PGlite already reads it as UTC).
  const dateOid = 1082;
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
    oid === dateOid ? (value: string) => value : types.getTypeParser(oid, format)) as typeof types.getTypeParser;
  const pool = new Pool({ connectionString: url, max: 10, types: { getTypeParser } });
  // An idle connection the server ends (failover, restart, a dropped database) must not end the process:
  // the pool replaces it, and /readyz reports the database while it is away.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    query: async (sql, params = []) => (await pool.query(sql, params)).rows,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async (sql, params = []) => (await client.query(sql, params)).rows,
          // Without parameters pg sends the simple query protocol, which runs several statements.
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Unique-constraint violation on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
