import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { webClientApiKey } from '../../common/facts.gen';
import { defaultLimits, type Clock, type Limits, type ServerContext } from '../../server/context';
import { defaultConfig } from '../../server/startup/config';
import { openDatabase, type Database } from '../../server/db/database';
import { createMailer } from '../../server/mail/mailer';
import { createJobQueue } from '../../server/jobs/queue';
import { createMetrics } from '../../server/metrics/registry';
import { RateLimiter } from '../../server/http/rateLimit';
import { assertDocumented, operationOf } from '../contract/documented';
import { seedCatalogue } from '../../server/modules/appointments/catalogue';
import { createPayments } from '../../server/modules/payments/setup';
import { migratedSnapshot } from './pgliteSnapshot';
import { createDatabase, databaseUrl, dropDatabase, HARNESS_JOBS_SCHEMA, templateName } from './postgresTemplate';

export const API_KEY = webClientApiKey;

/** A clock tests can move forward. */
export class TestClock implements Clock {
  private current = new Date('2026-11-23T15:00:00Z');
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface Harness {
  app: FastifyInstance;
  ctx: ServerContext;
  clock: TestClock;
  outbox: string;
  /**
   * On (the default), every injected request returns only after the mail jobs it enqueued that are due
   * now have run, as a quick worker would have sent them: a test reads the outbox right after. Tests of
   * the queue itself turn it off and wait with `ctx.jobs.drain()` or for the SMTP server's inbox.
   */
  mailQueue: { drainAfterRequests: boolean };
  close(): Promise<void>;
  /** Empties every table and limiter between tests (one database per file: PGlite starts slowly). */
  reset(): Promise<void>;
}

/** The real app on PGlite in memory, or on PostgreSQL when DATABASE_URL is set. */
export async function startHarness(limits: Partial<Limits> = {}, db?: Database, logger?: FastifyServerOptions['logger']): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ella-api-'));
  const { database, prepared } = db ? { database: db, prepared: false } : await testDatabase();
  const committing = watchTransactions(database);
  const clock = new TestClock();
  const outbox = path.join(dataDir, 'outbox');
  const config = defaultConfig(dataDir, { limits: { ...defaultLimits, ...limits } });
  const jobsSchema = jobsSchemaOf(database);
  const metrics = createMetrics();
  const ctx: ServerContext = {
    db: database,
    clock,
    config,
    limiter: new RateLimiter(database, () => clock.now().getTime()),
    mail: createMailer({ outboxDir: outbox }),
    payments: createPayments({}),
    metrics,
    // Replaced below; the job runs with whatever transport ctx.mail is at that moment (tests swap in SMTP).
    jobs: undefined as never,
  };
  ctx.jobs = await createJobQueue({
    db: database,
    deliver: (m) => ctx.mail.send(m),
    secret: config.pepper,
    schema: jobsSchema,
    retryDelaySeconds: 1,
    pollingIntervalSeconds: 0.5,
    observer: metrics.jobs,
  });
  await ctx.jobs.work();
  if (!prepared) await seedCatalogue(database);
  const mailQueue = { drainAfterRequests: true };
  const built = await buildApp({ context: ctx, logger });
  const answeredEarly = answersBeforeCommit(built, committing);
  const app = documentEveryResponse(built, async (res, request) => {
    if (answeredEarly(res)) throw new Error(`${request}: answered before its transaction committed`);
    if (mailQueue.drainAfterRequests) await ctx.jobs.drain();
  });
  return {
    app,
    ctx,
    clock,
    outbox,
    mailQueue,
    close: async () => {
      await app.close();
      await ctx.jobs.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    reset: async () => {
      await database.query('TRUNCATE patients, support_messages, payment_events CASCADE');
      // A job left retrying by one test must not write into the next test's outbox.
      await database.query(`DELETE FROM ${jobsSchema}.job`);
      await ctx.limiter.reset();
      mailQueue.drainAfterRequests = true;
    },
  };
}

/**
 * The job queue's schema a harness on `database` uses: the one the run's snapshot and template hold
 * installed, whatever database the test gives it (each file on PostgreSQL has a database of its own).
 */
export const jobsSchemaOf = (_database: Database) => HARNESS_JOBS_SCHEMA;

/**
 * A harness's own database, prepared as a server's first start leaves it (test/server/globalSetup.ts):
 * PGlite in memory from the run's snapshot, or on PostgreSQL a copy of the run's template. Without them
 * (globalSetup did not run) it is only migrated, and the harness seeds the catalogue itself.
 */
async function testDatabase(): Promise<{ database: Database; prepared: boolean }> {
  if (process.env.DATABASE_URL) return { database: await isolatedPostgres(process.env.DATABASE_URL), prepared: !!templateName() };
  const snapshot = migratedSnapshot();
  return { database: await openDatabase({ snapshot }), prepared: !!snapshot };
}

/** Marks everything a transaction's work runs, until its commit, so a response sent from there is seen. */
function watchTransactions(database: Database): AsyncLocalStorage<true> {
  const inside = new AsyncLocalStorage<true>();
  const transaction = database.transaction.bind(database);
  database.transaction = (work) => inside.run(true, () => transaction(work));
  return inside;
}

/**
 * A handler that answers from inside its transaction lets the answer reach the client before the
 * commit, so her next request (another pooled connection, another server) may not see her change yet.
 * Tells which responses were sent that way; every injected request fails on one (documentEveryResponse).
 */
function answersBeforeCommit(app: FastifyInstance, committing: AsyncLocalStorage<true>): (res: LightMyRequestResponse) => boolean {
  const early = new WeakSet<object>();
  app.addHook('onSend', async (request, _reply, payload) => {
    if (committing.getStore()) early.add(request.raw);
    return payload;
  });
  return (res) => early.has(res.raw.req);
}

/**
 * On PostgreSQL each test file gets a database of its own, cloned from the run's migrated template (or
 * migrated here without one) and dropped at its end, so parallel Jest workers never truncate each other's
 * rows. Unmigrated, it is an empty database (a restore's target).
 */
export async function isolatedPostgres(url: string, { migrate = true } = {}): Promise<Database> {
  const name = await createDatabase(url, 'test', migrate ? templateName() : undefined);
  const db = await openDatabase({ url: databaseUrl(url, name), migrate });
  return {
    ...db,
    close: async () => {
      await db.close();
      await dropDatabase(url, name);
    },
  };
}

/**
 * One harness per test file (PGlite starts slowly), emptied before each test. Returns a stand-in that
 * forwards to the live harness, so tests read `h.app`, `h.ctx`, … as usual.
 */
export function useHarness(limits: Partial<Limits> = {}): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await startHarness(limits);
  });
  afterAll(() => current?.close());
  beforeEach(() => current!.reset());
  return new Proxy({} as Harness, { get: (_target, key) => current![key as keyof Harness] });
}

/** The six-digit code in the newest e-mail to `to`, read from the outbox .eml files. */
export function codeFromOutbox(outbox: string, to: string): string {
  const files = readdirSync(outbox).sort().reverse();
  for (const file of files) {
    const eml = readFileSync(path.join(outbox, file), 'utf8');
    if (eml.includes(`To: ${to}`)) {
      const code = /\b(\d{6})\b/.exec(
        eml
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )?.[1];
      if (code) return code;
    }
  }
  throw new Error(`no code for ${to} in ${outbox}`);
}

// ---- response validation against openapi.yaml (Fastify's serializer does not check enums/formats) ----
export { operationOf };

/**
 * Every response a test injects into /api is checked against openapi.yaml, whatever the test asserts
 * itself: an undocumented status or body fails the test at the request that produced it.
 */
function documentEveryResponse(
  app: FastifyInstance,
  afterEach: (res: LightMyRequestResponse, request: string) => Promise<void>,
): FastifyInstance {
  const inject = app.inject.bind(app) as (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  const checked = async (opts: InjectOptions | string) => {
    const options = typeof opts === 'string' ? { url: opts } : opts;
    const res = await inject(options);
    await afterEach(res, `${options.method ?? 'GET'} ${options.url ?? options.path ?? ''}`);
    const operationId = operationOf(options.method ?? 'GET', String(options.url ?? options.path ?? ''));
    if (operationId) expectDocumented(operationId, res);
    return res;
  };
  (app as unknown as { inject: typeof checked }).inject = checked;
  return app;
}

/** Fails unless the response's status and body are what openapi.yaml documents for the operation. */
export function expectDocumented(operationId: string, res: LightMyRequestResponse): void {
  const contentType = String(res.headers['content-type'] ?? '');
  assertDocumented(operationId, {
    status: res.statusCode,
    contentType,
    headerNames: Object.keys(res.headers).map((name) => name.toLowerCase()),
    body: contentType.startsWith('application/json') ? res.json() : res.body,
  });
}
