import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';
import type { JobQueue } from './jobs/queue';
import type { Limit, RateLimiter } from './http/rateLimit';
import type { Metrics } from './metrics/registry';

/** Each is [attempts, window in ms]; "address" limits key on req.ip, the others on the account. */
export interface Limits {
  /** Failed logins of one e-mail from one address. */
  login: Limit;
  /** Failed logins of one e-mail from any address (guessing spread over many addresses). */
  loginAccount: Limit;
  /** Failed logins from one address across e-mails (credential stuffing). */
  loginAddress: Limit;
  /** Code checks (verification, reset, recovery look-up) per account. */
  codeCheck: Limit;
  codeCheckAddress: Limit;
  /** Codes e-mailed per account and kind (the cooldown), per account in an hour, and per address. */
  codeSend: Limit;
  codeSendBurst: Limit;
  codeSendAddress: Limit;
  register: Limit;
  upload: Limit;
  uploadAddress: Limit;
  message: Limit;
  messageAddress: Limit;
}

/*
 * The context holds the core's services and settings and imports no module. A module that brings a service or a
 * setting of its own declares it on these interfaces from its own file (`declare module '../../context'`): auth
 * adds `config.sessionIdleMs`, consent `config.privacyNotice`, payments `payments`, reminders `reminders`,
 * invoices `invoicing`. The wiring (server/startup/config.ts, server/main.ts) fills them in.
 */
export interface ServerConfig {
  clientApiKey: string;
  dataDir: string;
  /** Where versions before 007_documents_in_database kept uploads; read once at start to import them. */
  documentsDir: string;
  production: boolean;
  supportEmail: string;
  /** Mixed into code hashes so a leaked database does not reveal 6-digit codes by brute force alone. */
  pepper: string;
  limits: Limits;
  /** METRICS_TOKEN: the Bearer token that lets a scraper off this machine read /metrics. */
  metricsToken?: string;
}

export interface Clock {
  now(): Date;
}

export interface ServerContext {
  db: Database;
  /** The transport a mail job uses when it runs (SMTP or the outbox folder); requests enqueue through `jobs`. */
  mail: Mailer;
  jobs: JobQueue;
  config: ServerConfig;
  clock: Clock;
  limiter: RateLimiter;
  /** What /metrics reports; the job queue and the senders count into it as they work. */
  metrics: Metrics;
}

const minute = 60_000;
const hour = 60 * minute;
export const defaultLimits: Limits = {
  login: [10, 15 * minute],
  loginAccount: [30, hour],
  loginAddress: [30, 15 * minute],
  codeCheck: [10, 15 * minute],
  codeCheckAddress: [30, 15 * minute],
  codeSend: [1, minute],
  codeSendBurst: [5, hour],
  codeSendAddress: [20, hour],
  register: [10, hour],
  upload: [20, hour],
  uploadAddress: [60, hour],
  message: [10, hour],
  messageAddress: [30, hour],
};

/**
 * The allowances of this server: `ELLA_TEST_LIMIT_FACTOR` multiplies each one for the browser journeys,
 * which register dozens of patients from one loopback address into one shared server. Ignored in
 * production, and no request can change it.
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): Limits {
  const factor = Number(env.ELLA_TEST_LIMIT_FACTOR);
  if (env.NODE_ENV === 'production' || !Number.isInteger(factor) || factor <= 1) return defaultLimits;
  const loosened = { ...defaultLimits };
  for (const name of Object.keys(loosened) as Array<keyof Limits>)
    loosened[name] = [defaultLimits[name][0] * factor, defaultLimits[name][1]];
  return loosened;
}

export const systemClock: Clock = { now: () => new Date() };
