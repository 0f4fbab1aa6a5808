import path from 'node:path';
import { buildApp } from './app';
import { defaultConfig, systemClock, type ServerContext } from './context';
import { openDatabase } from './db/database';
import { acquireDataLock } from './db/lock';
import { createMailer } from './mail/mailer';
import { RateLimiter } from './http/rateLimit';
import { seedDemo } from './modules/patients/demo';
import { loggerOptions } from './http/logging';
import { seedCatalogue } from './modules/appointments/catalogue';
import { createPayments } from './modules/payments/setup';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(__dirname, '..', 'data'));
  const releaseLock = process.env.DATABASE_URL ? () => {} : acquireDataLock(dataDir);
  const db = await openDatabase({ url: process.env.DATABASE_URL, dir: path.join(dataDir, 'db') });
  const config = defaultConfig(dataDir);
  const ctx: ServerContext = {
    db,
    config,
    clock: systemClock,
    limiter: new RateLimiter(db),
    payments: createPayments(),
    mail: createMailer({ smtpUrl: process.env.SMTP_URL, outboxDir: process.env.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox') }),
  };
  await seedCatalogue(db);
  await seedDemo(ctx);
  const app = await buildApp({
    context: ctx,
    staticDir: path.resolve(__dirname, '..', 'dist'),
    logger: loggerOptions(process.env.LOG_LEVEL ?? 'info'),
  });
  const close = async () => {
    await app.close();
    await db.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port, host });
  console.log(`Espacios ELLA: http://${host}:${port}/onboarding (${db.kind}${process.env.DATABASE_URL ? '' : ` in ${dataDir}`})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
