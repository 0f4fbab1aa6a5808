/** The pepper `defaultConfig` falls back to: public in this repository, so never a production secret. */
export const DEVELOPMENT_CODE_PEPPER = 'ella-dev-pepper';

export interface StartupEnv {
  NODE_ENV?: string;
  CODE_PEPPER?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  PUBLIC_URL?: string;
  DATABASE_URL?: string;
  METRICS_TOKEN?: string;
  BACKUP_KEY?: string;
}

/** A METRICS_TOKEN shorter than this could be guessed by a scraper-shaped brute force over the internet. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

export const isProduction = (env: StartupEnv) => env.NODE_ENV === 'production';

/**
 * Why a production server must not start with this configuration: one line per problem, empty when
 * it is safe. Each line names the variable and what to do, since it is all an operator sees.
 */
export function productionProblems(env: StartupEnv): string[] {
  const problems: string[] = [];
  if (!env.CODE_PEPPER || env.CODE_PEPPER === DEVELOPMENT_CODE_PEPPER) {
    problems.push('CODE_PEPPER is unset or the development default: set a long random secret (e.g. openssl rand -hex 32).');
  }
  if (!env.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_SECRET_KEY is not set: production takes real payments (the simulated checkout is for the demo only).');
  } else if (!env.STRIPE_WEBHOOK_SECRET) {
    problems.push(
      'STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: no payment could be confirmed; set the endpoint secret (whsec_…).',
    );
  }
  if (!isHttps(env.PUBLIC_URL)) {
    problems.push(`PUBLIC_URL must be the portal's https:// address (it is ${env.PUBLIC_URL ? `"${env.PUBLIC_URL}"` : 'unset'}).`);
  }
  // Without it every nightly backup fails: patients' records would go unsaved until someone reads the logs.
  if (!env.BACKUP_KEY) {
    problems.push(
      'BACKUP_KEY is not set: no backup could be written; set 64 hexadecimal characters (e.g. openssl rand -hex 32) and keep a copy away from the backups.',
    );
  }
  if (env.METRICS_TOKEN && env.METRICS_TOKEN.length < METRICS_TOKEN_MIN_LENGTH) {
    problems.push(
      `METRICS_TOKEN is shorter than ${METRICS_TOKEN_MIN_LENGTH} characters: set a long random token (e.g. openssl rand -hex 32), or leave it unset to allow /metrics from this machine only.`,
    );
  }
  return problems;
}

function isHttps(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The first line `npm start` prints: what the demo runs on, so nobody mistakes it for production. */
export function demoBanner(env: StartupEnv): string {
  const database = env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'embedded database';
  const checkout = env.STRIPE_SECRET_KEY ? 'Stripe checkout' : 'simulated checkout';
  return `Espacios ELLA DEMO mode (not for real patients): ${database}, ${checkout}, demo patient demo@espaciosella.mx. For production: npm run serve (NODE_ENV=production).`;
}
