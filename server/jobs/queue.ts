import { PgBoss, type Db as IDatabase, type Job } from 'pg-boss';
import type { Database, Queryable } from '../db/database';
import type { MailMessage } from '../mail/mailer';
import type { JobObserver, QueueDepth } from '../metrics/queueMetrics';
import { seal, unseal, type Sealed } from './sealed';

/**
 * The durable job queue (pg-boss on the same database as everything else). A job is enqueued in the
 * transaction of the change that causes it, so it exists exactly when that change does; any server's
 * worker may run it, and pg-boss's `SKIP LOCKED` fetch hands each job to one worker at a time.
 */
export interface JobQueue {
  /** pg-boss's schema in the database (a backup reads its unfinished jobs there). */
  readonly schema: string;
  /** Enqueues one e-mail inside `tx`; it is sent once `tx` commits (and never if it rolls back). */
  mail(tx: Queryable, message: MailMessage): Promise<void>;
  /**
   * Enqueues a job of a queue registered with `handle` inside `tx`. `startAfterSeconds` counts from the
   * server's clock (ServerContext.clock), not the database's, so a reminder is due when that clock says;
   * a job with the same `singletonKey` already waiting makes this one a no-op. Data is sealed at rest.
   */
  schedule(tx: Queryable, queue: string, data: unknown, options?: { startAfterSeconds?: number; singletonKey?: string }): Promise<void>;
  /** Removes the waiting jobs of `queue` with these singleton keys, inside `tx` (a job already running finishes). */
  unschedule(tx: Queryable, queue: string, singletonKeys: string[]): Promise<void>;
  /**
   * Registers the handler of a queue (created on first use with the `exclusive` policy: at most one job
   * per singleton key waiting or running). This process's worker takes its jobs once `work` runs.
   */
  handle(
    queue: string,
    handler: (data: unknown) => Promise<void>,
    options?: { retryLimit?: number; expireInSeconds?: number },
  ): Promise<void>;
  /** The (unsealed) data of the jobs of `queue` that have not finished: waiting, retrying or running. */
  pending(queue: string): Promise<unknown[]>;
  /** Jobs not finished, by queue and state, for /metrics. */
  depth(): Promise<QueueDepth[]>;
  /**
   * Sends a job of `queue` (registered with `handle`) at each time of a cron expression, once per cluster:
   * every server may call it; pg-boss keeps one schedule row per queue and its cron pass, run by one
   * server at a time, enqueues each occurrence once. Needs `schedules: true`.
   */
  cron(queue: string, expression: string, timeZone: string): Promise<void>;
  /** Tells this process's worker to look now instead of at its next poll (call after the commit). */
  wake(): void;
  /** Starts this process's worker. */
  work(): Promise<void>;
  /**
   * Runs every job that is due now, here, and waits for the ones other workers hold. Jobs waiting out a
   * retry delay are left for later. Tests and the staff CLI use it; the server relies on its worker.
   * The deadline is for a job another worker never finishes: one that does may take many seconds on a
   * busy 2-core machine.
   */
  drain(timeoutMs?: number): Promise<void>;
  /** Stops fetching and waits for the jobs in hand. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  db: Database;
  /** Sends one message with the transport of the moment (SMTP or the outbox folder). */
  deliver: (message: MailMessage) => Promise<void>;
  /** Seals job data at rest (CODE_PEPPER). */
  secret: string;
  /** pg-boss's own schema; each test file on PostgreSQL gets one of its own. */
  schema?: string;
  /** First retry delay in seconds; each later one roughly doubles, up to 15 minutes. */
  retryDelaySeconds?: number;
  retryLimit?: number;
  pollingIntervalSeconds?: number;
  /** Runs pg-boss's cron pass in this process (the server; not tests or the staff CLI). */
  schedules?: boolean;
  /** Told about failed attempts (never the message: it holds codes and health text). */
  onError?: (event: string, detail: Record<string, unknown>) => void;
  /** Told how each attempt ended and whether its mail left (the metrics). */
  observer?: JobObserver;
}

export const MAIL_QUEUE = 'mail';

/** pg-boss's IDatabase over our connection: the pool on PostgreSQL, the one PGlite session otherwise. */
function bossDatabase(q: Queryable & Partial<Pick<Database, 'exec'>>): IDatabase {
  return {
    async executeSql(text, values) {
      // Parameterless text may hold several statements (pg-boss's schema, its locked blocks): simple protocol.
      if (!values?.length && q.exec) return { rows: await q.exec(text) };
      return { rows: await q.query(text, values ?? []) };
    },
  };
}

/**
 * Installs pg-boss's schema on `db` and says its version, without starting a worker or a queue (a restore
 * builds an empty target's schema before loading the backup's jobs into it).
 */
export async function installJobSchema(db: Database, schema: string): Promise<number> {
  const boss = new PgBoss({
    db: bossDatabase(db),
    backend: db.kind === 'pglite' ? 'pglite' : 'postgres',
    schema,
    schedule: false,
    supervise: false,
    migrate: true,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  const [{ version }] = await db.query<{ version: number }>(`SELECT version::int AS version FROM ${schema}.version`);
  return version;
}

/** Any fixed number, distinct from the migrations' lock. */
const JOB_QUEUE_START_LOCK = 7_202_612;

export async function createJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { db, secret } = options;
  const report = options.onError ?? (() => {});
  const observer: JobObserver = options.observer ?? { attempt: () => {}, message: () => {} };
  const boss = new PgBoss({
    db: bossDatabase(db),
    backend: db.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: options.schema ?? 'pgboss',
    schedule: options.schedules ?? false,
    // pg-boss installs and migrates its schema itself, under its own advisory lock (safe when servers start together).
    migrate: true,
  });
  boss.on('error', (error: Error) => report('queue error', { type: error.name, message: error.message }));
  if (db.kind === 'postgres') {
    // Servers starting together on an empty database collided on pg-boss's CREATE SCHEMA (a unique
    // violation in pg_namespace, seen in test/cluster): one starts the queue at a time. A lock held on one
    // pooled connection while pg-boss works on others; PGlite is one process with one connection.
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [JOB_QUEUE_START_LOCK]);
      await boss.start();
    });
  } else {
    await boss.start();
  }
  const queueOptions = {
    retryLimit: options.retryLimit ?? 16,
    retryDelay: options.retryDelaySeconds ?? 10,
    retryBackoff: true,
    retryDelayMax: 15 * 60,
    // SMTP gives up within ~15 s (server/mail/mailer.ts); a job held longer belongs to a dead worker.
    expireInSeconds: 60,
    // A sent message's sealed copy is kept an hour (for inspection), not pg-boss's default week.
    deleteAfterSeconds: 60 * 60,
  };
  await boss.createQueue(MAIL_QUEUE, queueOptions);
  await boss.updateQueue(MAIL_QUEUE, queueOptions);

  const run = async (job: Job<Sealed>) => {
    try {
      await options.deliver(unseal<MailMessage>(secret, job.data));
    } catch (error) {
      observer.message('email', 'failed');
      observer.attempt(MAIL_QUEUE, 'failed');
      report('mail not sent, will retry', {
        job: job.id,
        attempt: job.retryCount + 1,
        err: { type: (error as Error).name, code: (error as { code?: string }).code },
      });
      throw error;
    }
    observer.message('email', 'sent');
    observer.attempt(MAIL_QUEUE, 'completed');
    await markSent(job);
  };
  /**
   * The message is with the mail server: if the database cannot be reached now (it restarts), pg-boss
   * could not mark the job done, and once the job expired a worker would send the message again (seen
   * in `npm run soak` when PostgreSQL crashed). So it is marked done here, tried again until the database
   * answers or the job is about to expire. A crash of this server in between still sends it twice.
   */
  const markSent = async (job: Job<Sealed>) => {
    const giveUpAt = Date.now() + (queueOptions.expireInSeconds - 10) * 1000;
    for (;;) {
      try {
        await boss.complete(MAIL_QUEUE, job);
        return;
      } catch (error) {
        if (Date.now() > giveUpAt) {
          report('mail sent but not marked done', { job: job.id, err: { type: (error as Error).name } });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };

  let workerId: string | null = null;
  let working = false;
  const handlers = new Map<string, (job: Job<Sealed>) => Promise<void>>();
  const workerIds = new Map<string, string>();
  /**
   * pg-boss's worker waits a polling interval after every batch, full or not, unless it is notified: with
   * one job per batch, a steady stream of mail went out at one message per interval per server and queued
   * up behind that (seen in `npm run soak`: codes waited 20 s at 1.5 mails/s). After a job is done, it looks
   * again at once; an empty fetch or a failed job (a mail server that is down) waits the interval.
   */
  const takeNextAtOnce = (id: () => string | null | undefined) => () => {
    const worker = id();
    if (worker) boss.notifyWorker(worker);
  };
  const startWorker = async (queue: string) => {
    const handler = handlers.get(queue)!;
    const next = takeNextAtOnce(() => workerIds.get(queue));
    workerIds.set(
      queue,
      await boss.work<Sealed>(
        queue,
        { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          await handler(job);
          next();
        },
      ),
    );
  };
  const runDue = async (queue: string, handler: (job: Job<Sealed>) => Promise<void>) => {
    let ran = false;
    for (;;) {
      const jobs = await boss.fetch<Sealed>(queue, { batchSize: 5 });
      for (const job of jobs) {
        try {
          await handler(job);
          await boss.complete(queue, job);
        } catch (error) {
          await boss.fail(queue, job, { type: (error as Error).name });
        }
      }
      if (!jobs.length) return ran;
      ran = true;
    }
  };
  const jobTable = `${options.schema ?? 'pgboss'}.job`;
  return {
    schema: options.schema ?? 'pgboss',
    async mail(tx, message) {
      await boss.send(MAIL_QUEUE, seal(secret, message), { db: bossDatabase(tx) });
    },
    async schedule(tx, queue, data, { startAfterSeconds, singletonKey } = {}) {
      await boss.send(queue, seal(secret, data), {
        db: bossDatabase(tx),
        ...(startAfterSeconds && startAfterSeconds > 0 ? { startAfter: Math.ceil(startAfterSeconds) } : {}),
        ...(singletonKey ? { singletonKey } : {}),
      });
    },
    async unschedule(tx, queue, singletonKeys) {
      if (!singletonKeys.length) return;
      await tx.query(`DELETE FROM ${jobTable} WHERE name = $1 AND singleton_key = ANY($2) AND state IN ('created', 'retry')`, [
        queue,
        singletonKeys,
      ]);
    },
    async handle(queue, handler, { retryLimit, expireInSeconds } = {}) {
      const jobOptions = {
        ...queueOptions,
        retryLimit: retryLimit ?? queueOptions.retryLimit,
        expireInSeconds: expireInSeconds ?? queueOptions.expireInSeconds,
        policy: 'exclusive' as const,
      };
      await boss.createQueue(queue, jobOptions);
      handlers.set(queue, async (job) => {
        try {
          await handler(unseal(secret, job.data));
        } catch (error) {
          observer.attempt(queue, 'failed');
          report('job failed, will retry', { queue, job: job.id, attempt: job.retryCount + 1, err: { type: (error as Error).name } });
          throw error;
        }
        observer.attempt(queue, 'completed');
      });
      if (working) await startWorker(queue);
    },
    async cron(queue, expression, timeZone) {
      await boss.schedule(queue, expression, seal(secret, {}), { tz: timeZone });
    },
    async pending(queue) {
      const rows = await db.query<{ data: Sealed }>(
        `SELECT data FROM ${jobTable} WHERE name = $1 AND state IN ('created', 'retry', 'active') ORDER BY start_after`,
        [queue],
      );
      return rows.map((r) => unseal(secret, r.data));
    },
    async depth() {
      return db.query<QueueDepth>(
        `SELECT name AS queue,
                CASE WHEN state = 'active' THEN 'active' WHEN start_after <= now() THEN 'due' ELSE 'scheduled' END AS state,
                count(*)::int AS jobs
         FROM ${jobTable} WHERE state IN ('created', 'retry', 'active') GROUP BY 1, 2`,
      );
    },
    wake() {
      if (workerId) boss.notifyWorker(workerId);
      for (const id of workerIds.values()) boss.notifyWorker(id);
    },
    async work() {
      working = true;
      for (const queue of handlers.keys()) await startWorker(queue);
      const next = takeNextAtOnce(() => workerId);
      workerId = await boss.work<Sealed>(
        MAIL_QUEUE,
        { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          await run(job);
          next();
        },
      );
    },
    async drain(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      // Other queues' jobs may enqueue mail (a reminder): they run first.
      for (const [queue, handler] of handlers) await runDue(queue, handler);
      for (;;) {
        const jobs = await boss.fetch<Sealed>(MAIL_QUEUE, { batchSize: 5 });
        for (const job of jobs) {
          try {
            await run(job); // marks it done
          } catch (error) {
            await boss.fail(MAIL_QUEUE, job, { type: (error as Error).name });
          }
        }
        if (jobs.length) continue;
        // Nothing due that we could take: a job another worker holds is still on its way. That includes
        // a due job another worker's fetch has locked but not yet marked active (its fetch skips locked
        // rows, and ours did too), so due jobs count as well as active ones.
        const [{ n }] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${jobTable}
           WHERE name = ANY($1) AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
          [[MAIL_QUEUE, ...handlers.keys()]],
        );
        if (!n) {
          // A reminder another worker just finished may have enqueued mail, or one of ours a WhatsApp job.
          let more = false;
          for (const [queue, handler] of handlers) more = (await runDue(queue, handler)) || more;
          if (!more) return;
          continue;
        }
        if (Date.now() > deadline) throw new Error(`${n} mail job(s) still active after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 20_000 });
    },
  };
}
