import { privateDir, restrictTree } from '../privateFiles';
import { migrate } from './migrate';
import type { Database } from './types';

// The interface has a module of its own so that migrate.ts, which openDatabase runs, needs nothing of this one.
export type { Database, PoolUse, Queryable, Transaction } from './types';

export interface DatabaseOptions {
  /** postgres://… connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; absent means in memory. */
  dir?: string;
  /** An in-memory PGlite starts from this `dumpDataDir()` tarball instead of an empty cluster (tests). */
  snapshot?: Blob;
  /** False leaves the schema alone (a restore migrates to the backup's own level first). */
  migrate?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db = options.url ? await openPostgres(options.url) : await openPglite(options.dir, options.snapshot);
  if (options.migrate !== false) await migrate(db);
  return db;
}

async function openPglite(dir?: string, snapshot?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dir) privateDir(dir);
  const pg = dir ? new PGlite(dir) : new PGlite(snapshot ? { loadDataDir: snapshot } : undefined);
  await pg.waitReady;
  if (dir) restrictTree(dir);
  // PGlite is a single connection: transactions are serialised by PGlite itself.
  const run = async <T>(q: { query: typeof pg.query }, sql: string, params: unknown[] = []) => (await q.query<T>(sql, params)).rows;
  const prepared = preparedStatements(pg);
  return {
    kind: 'pglite',
    query: (sql, params) => prepared(sql, params ?? []),
    transaction: (work) =>
      pg.transaction((tx) =>
        work({
          query: (sql, params) => run(tx, sql, params),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    exec: async (sql) => (await pg.exec(sql)).flatMap((r) => r.rows as Record<string, unknown>[]),
    close: () => pg.close(),
  };
}

/** Named statements kept per database; SQL built from values would need a fresh name each time. */
const MAX_NAMED_STATEMENTS = 500;

/**
 * PGlite's own query() re-parses and re-plans every statement and crosses into WebAssembly six times
 * (parse, describe, bind, describe, execute, sync): on a hot path that cost 4 to 7 times the work of the
 * query itself. Here each SQL text is parsed once into a named statement, and each call is one pipelined
 * bind/describe/execute/sync. Values are serialized and rows parsed exactly as query() does, with the
 * parameter types PostgreSQL inferred when the statement was parsed; the same locks keep a call out of
 * another caller's transaction.
 */
function preparedStatements(pg: import('@electric-sql/pglite').PGlite) {
  type Internals = {
    _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
    _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
    serializers: Record<number, (value: unknown) => string>;
    parsers: Record<number, (value: string, typeId: number) => unknown>;
  };
  const internals = pg as unknown as Internals;
  const statements = new Map<string, { name: string; types: number[] }>();
  let protocol: typeof import('@electric-sql/pglite').protocol;
  let parseResults: typeof import('@electric-sql/pglite').parse.parseResults;
  const message = (parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  };
  return async <T>(sql: string, params: unknown[]): Promise<T[]> => {
    if (pg.closed || (!statements.has(sql) && statements.size >= MAX_NAMED_STATEMENTS)) return (await pg.query<T>(sql, params)).rows;
    ({
      protocol,
      parse: { parseResults },
    } = await import('@electric-sql/pglite'));
    const { serialize } = protocol;
    return internals._runExclusiveTransaction(() =>
      internals._runExclusiveQuery(async () => {
        let statement = statements.get(sql);
        if (!statement) {
          const name = `ella_${statements.size}`;
          const described = await pg.execProtocol(
            message([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
            { syncToFs: false },
          );
          const parameters = described.messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
          statement = { name, types: parameters?.dataTypeIDs ?? [] };
          statements.set(sql, statement);
        }
        const { types } = statement;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = internals.serializers[types[i]];
          return serializer ? serializer(value) : String(value);
        });
        const result = await pg.execProtocol(
          message([
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
        );
        return (parseResults(result.messages, internals.parsers as never) as unknown as Array<{ rows: T[] }>)[0]?.rows ?? [];
      }),
    );
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool, types } = await import('pg');
  // A DATE stays the 'YYYY-MM-DD' text: pg's default turns it into local midnight, which moves a
  // birthdate one day back when the server's time zone is east of UTC (PGlite already reads it as UTC).
  const dateOid = 1082;
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
    oid === dateOid ? (value: string) => value : types.getTypeParser(oid, format)) as typeof types.getTypeParser;
  const max = 10;
  const pool = new Pool({ connectionString: url, max, types: { getTypeParser } });
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
    async exec(sql) {
      const results: unknown = await pool.query(sql);
      return (Array.isArray(results) ? results : [results]).flatMap((r: { rows?: Record<string, unknown>[] }) => r.rows ?? []);
    },
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };
}

/** Unique-constraint violation on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
