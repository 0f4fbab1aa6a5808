import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';

const migrationsDir = path.join(__dirname, '..', 'db', 'migrations');

/** A database that does not answer within this time counts as unreachable (pg waits forever by default). */
const READY_TIMEOUT_MS = 2_000;

/**
 * Probes for a load balancer or orchestrator, outside the API contract (no key, no session):
 * `/healthz` says the process answers (it never touches the database, so a database outage does not
 * get every server restarted), `/readyz` that this server can serve: the database answers and every
 * migration this build ships has been applied (a server of a newer build waits for its migrations).
 * Polled every few seconds, so they log only warnings and above, and nothing caches them.
 */
export function registerHealth(app: FastifyInstance, db: Queryable, dir = migrationsDir): void {
  const expected = readdirSync(dir).filter((f) => f.endsWith('.sql'));
  app.get('/healthz', { logLevel: 'warn' }, async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const problem = await readinessProblem(db, expected);
    return problem ? reply.code(503).send({ status: 'unavailable', reason: problem }) : reply.send({ status: 'ok' });
  });
}

async function readinessProblem(db: Queryable, expected: string[]): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS);
  });
  try {
    const rows = await Promise.race([db.query<{ name: string }>('SELECT name FROM schema_migrations'), timeout]);
    if (rows === 'timeout') return 'database did not answer';
    const applied = new Set(rows.map((r) => r.name));
    return expected.every((f) => applied.has(f)) ? null : 'migrations pending';
  } catch {
    return 'database unreachable';
  } finally {
    clearTimeout(timer);
  }
}
