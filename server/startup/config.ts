import path from 'node:path';
import { limitsFromEnv, type ServerConfig } from '../context';
import { DEFAULT_CLIENT_API_KEY } from '../http/security';
import { sessionIdleMs } from '../modules/auth/sessionWindow';
import { currentNoticeFromEnv } from '../modules/consent/notice';

/** The server's configuration from the environment, with the settings modules add to it (context.ts). */
export function defaultConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    clientApiKey: process.env.CLIENT_API_KEY ?? DEFAULT_CLIENT_API_KEY,
    dataDir,
    documentsDir: path.join(dataDir, 'documents'),
    production: process.env.NODE_ENV === 'production',
    supportEmail: process.env.SUPPORT_EMAIL ?? 'soporte@espaciosella.mx',
    pepper: process.env.CODE_PEPPER ?? 'ella-dev-pepper',
    limits: limitsFromEnv(),
    metricsToken: process.env.METRICS_TOKEN || undefined,
    sessionIdleMs: sessionIdleMs(),
    privacyNotice: currentNoticeFromEnv(),
    ...overrides,
  };
}
