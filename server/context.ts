import path from 'node:path';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';
import { RateLimiter } from './http/rateLimit';
import { DEFAULT_CLIENT_API_KEY } from './http/security';
import type { Payments } from './modules/payments/setup';

export interface Limits {
  /** [attempts, window in ms] */
  login: [number, number];
  codeCheck: [number, number];
  codeSend: [number, number];
  codeSendBurst: [number, number];
  upload: [number, number];
  message: [number, number];
}

export interface ServerConfig {
  clientApiKey: string;
  dataDir: string;
  documentsDir: string;
  production: boolean;
  supportEmail: string;
  /** Mixed into code hashes so a leaked database does not reveal 6-digit codes by brute force alone. */
  pepper: string;
  limits: Limits;
}

export interface Clock {
  now(): Date;
}

export interface ServerContext {
  db: Database;
  mail: Mailer;
  config: ServerConfig;
  clock: Clock;
  limiter: RateLimiter;
  payments: Payments;
}

const minute = 60_000;
export const defaultLimits: Limits = {
  login: [10, 15 * minute],
  codeCheck: [10, 15 * minute],
  codeSend: [1, minute],
  codeSendBurst: [5, 60 * minute],
  upload: [20, 60 * minute],
  message: [10, 60 * minute],
};

export function defaultConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    clientApiKey: process.env.CLIENT_API_KEY ?? DEFAULT_CLIENT_API_KEY,
    dataDir,
    documentsDir: path.join(dataDir, 'documents'),
    production: process.env.NODE_ENV === 'production',
    supportEmail: process.env.SUPPORT_EMAIL ?? 'soporte@espaciosella.mx',
    pepper: process.env.CODE_PEPPER ?? 'ella-dev-pepper',
    limits: defaultLimits,
    ...overrides,
  };
}

export const systemClock: Clock = { now: () => new Date() };
