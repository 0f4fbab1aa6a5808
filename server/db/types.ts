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
/** The PostgreSQL pool's connections at one moment, and queries waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}
export interface Database extends Queryable {
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Several statements without parameters in one round trip (the job queue's schema and locked blocks); rows of all of them. */
  exec(sql: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** PostgreSQL only: PGlite is one connection inside the process, with nothing to pool. */
  poolUse?(): PoolUse;
}
