import path from 'node:path';
import { buildApp } from './app';
import { systemClock, type ServerContext } from './context';
import { defaultConfig } from './startup/config';
import { openDatabase } from './db/database';
import { acquireDataLock } from './db/lock';
import { createMailer } from './mail/mailer';
import { createJobQueue } from './jobs/queue';
import { importDiskDocuments, sweepPending } from './modules/documents/storage';
import { RateLimiter } from './http/rateLimit';
import { seedDemo } from './startup/demo';
import { loggerOptions } from './http/logging';
import { registerHealth } from './http/health';
import { drainingClose } from './http/drain';
import { seedCatalogue } from './modules/appointments/catalogue';
import { createPayments } from './modules/payments/setup';
import { invoicingFromEnv } from './modules/invoices/facturapi';
import { demoBanner, isProduction, productionProblems } from './startup/productionChecks';
import { createMetrics } from './metrics/registry';
import { nightlyFromEnv, registerNightlyBackup } from './backup/schedule';
import { movableClockFromEnv, obeyClockMoves } from './startup/testClock';

async function main(): Promise<void> {
  // A supervisor that started us with an IPC channel (the tests' harness) owns us: when it goes, however it
  // went, we go too, instead of serving on with nobody to stop us. Until we listen there is nothing to drain.
  const supervised = typeof process.send === 'function';
  let onSupervisorGone: () => void = () => process.exit(1);
  if (supervised) {
    // It may have gone while our modules were loading, before anyone listened for it.
    if (!process.connected) process.exit(1);
    process.once('disconnect', () => onSupervisorGone());
    // The channel alone must not keep us alive: a start that refuses (production checks) still ends.
    process.channel?.unref();
  }
  const production = isProduction(process.env);
  if (production) {
    const problems = productionProblems(process.env);
    for (const problem of problems) console.error(`Refusing to start in production: ${problem}`);
    if (problems.length) {
      process.exitCode = 1;
      return;
    }
  } else {
    console.log(demoBanner(process.env));
  }
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(__dirname, '..', 'data'));
  const releaseLock = process.env.DATABASE_URL ? () => {} : acquireDataLock(dataDir);
  const db = await openDatabase({ url: process.env.DATABASE_URL, dir: path.join(dataDir, 'db') });
  const config = defaultConfig(dataDir);
  const mail = createMailer({ smtpUrl: process.env.SMTP_URL, outboxDir: process.env.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox') });
  const metrics = createMetrics({ processMetrics: true });
  const nightly = nightlyFromEnv(process.env, dataDir);
  const jobs = await createJobQueue({
    db,
    observer: metrics.jobs,
    deliver: (message) => mail.send(message),
    secret: config.pepper,
    schedules: nightly.cron !== null,
    // Never the message or its address: only which job, which attempt and the transport's error code.
    onError: (event, detail) => console.warn(JSON.stringify({ level: 'warn', msg: event, ...detail })),
  });
  const movableClock = movableClockFromEnv(process.env);
  const clock = movableClock ?? systemClock;
  const ctx: ServerContext = {
    db,
    config,
    clock,
    limiter: new RateLimiter(db, () => clock.now().getTime()),
    payments: createPayments(),
    mail,
    jobs,
    metrics,
    invoicing: invoicingFromEnv(),
  };
  await registerNightlyBackup(ctx, nightly, (line) => console.error(line));
  await seedCatalogue(db);
  // Documents of versions that kept files on disk move into the database (idempotent; then the folder goes).
  const imported = await importDiskDocuments(db, config.documentsDir);
  if (imported) console.log(`Moved ${imported} document(s) from ${config.documentsDir} into the database`);
  await sweepPending(db, systemClock.now());
  // A known password on a real server would be an open door: the demo patient exists only in the demo.
  if (!production) await seedDemo(ctx);
  const app = await buildApp({
    context: ctx,
    staticDir: path.resolve(process.env.STATIC_DIR ?? path.join(__dirname, '..', 'dist')),
    logger: loggerOptions(process.env.LOG_LEVEL ?? 'info'),
  });
  registerHealth(app, db);
  const closeApp = drainingClose(app);
  // Stop accepting, let in-flight requests and then jobs finish, then exit; a stuck drain ends after 30 s.
  let stopping = false;
  const close = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 30_000).unref();
    await closeApp();
    await jobs.stop();
    await db.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  onSupervisorGone = () => void close();
  await app.listen({ port, host });
  await jobs.work();
  const { port: listening } = app.server.address() as { port: number };
  const url = `http://${host}:${listening}`;
  console.log(
    `Espacios ELLA${production ? ' (production)' : ''}: ${url}/onboarding (${db.kind}${process.env.DATABASE_URL ? '' : ` in ${dataDir}`})`,
  );
  if (supervised && movableClock) obeyClockMoves(ctx, movableClock, process);
  // Ready means serving and working jobs: the supervisor waits for this message, not for a time.
  if (supervised) process.send!({ ready: url });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
