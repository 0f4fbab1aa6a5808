import path from 'node:path';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';
import type { JobQueue } from './jobs/queue';
import type { Limit, RateLimiter } from './http/rateLimit';
import { DEFAULT_CLIENT_API_KEY } from './http/security';
import type { Payments } from './modules/payments/setup';
import { sessionIdleMs } from './modules/auth/sessionWindow';
import type { RemindersConfig } from './modules/reminders/config';
import type { Invoicing } from './modules/invoices/facturapi';
import { currentNoticeFromEnv, type PrivacyNotice } from './modules/consent/notice';

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
  /** How long an unused session token stays valid (server/modules/auth/sessionWindow.ts). */
  sessionIdleMs?: number;
  /** The privacy notice patients must have accepted (#24; server/modules/consent/notice.ts). */
  privacyNotice: PrivacyNotice;
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
  payments: Payments;
  /** Links in messages and the WhatsApp Cloud API; read from the environment when absent. */
  reminders?: RemindersConfig;
  /** The PAC that issues CFDI (FACTURAPI_KEY); absent, invoice requests queue for the clinic. */
  invoicing?: Invoicing;
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

export function defaultConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    clientApiKey: process.env.CLIENT_API_KEY ?? DEFAULT_CLIENT_API_KEY,
    dataDir,
    documentsDir: path.join(dataDir, 'documents'),
    production: process.env.NODE_ENV === 'production',
    supportEmail: process.env.SUPPORT_EMAIL ?? 'soporte@espaciosella.mx',
    pepper: process.env.CODE_PEPPER ?? 'ella-dev-pepper',
    limits: limitsFromEnv(),
    sessionIdleMs: sessionIdleMs(),
    privacyNotice: currentNoticeFromEnv(),
    ...overrides,
  };
}

export const systemClock: Clock = { now: () => new Date() };
