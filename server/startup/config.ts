import path from 'node:path';
import { limitsFromEnv, type ServerConfig } from '../context';
import { DEFAULT_CLIENT_API_KEY } from '../http/security';
import { sessionIdleMs } from '../modules/auth/sessionWindow';
import { currentNoticeFromEnv } from '../modules/consent/notice';

/**
 * The server's configuration from the environment, with the settings modules add to it (context.ts). The
 * staff CLI passes the environment it was given, which in a test is not the test process's own.
 */
export function defaultConfig(dataDir: string, overrides: Partial<ServerConfig> = {}, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    clientApiKey: env.CLIENT_API_KEY ?? DEFAULT_CLIENT_API_KEY,
    dataDir,
    documentsDir: path.join(dataDir, 'documents'),
    production: env.NODE_ENV === 'production',
    supportEmail: env.SUPPORT_EMAIL ?? 'soporte@espaciosella.mx',
    pepper: env.CODE_PEPPER ?? 'ella-dev-pepper',
    limits: limitsFromEnv(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    sessionIdleMs: sessionIdleMs(env),
    privacyNotice: currentNoticeFromEnv(env),
    ...overrides,
  };
}
