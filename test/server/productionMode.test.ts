import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultConfig } from '../../server/startup/config';
import { openDatabase } from '../../server/db/database';
import { demoPatient } from '../../server/startup/demo';
import { demoBanner, DEVELOPMENT_CODE_PEPPER, productionProblems } from '../../server/startup/productionChecks';
import { startChild } from '../support/children';
import { copyMigratedDatabase } from '../support/migratedFolder';
import { shellEnv } from './shellEnv';

const repoRoot = path.resolve(__dirname, '../..');
const API_KEY = 'ella-portal-web-v1';

/** A production configuration that passes every check. */
const safe = {
  NODE_ENV: 'production',
  CODE_PEPPER: 'b3f1c9e07a5d4e2f8c6a1b0d9e7f5a3c2b1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f',
  STRIPE_SECRET_KEY: 'sk_live_51AbCdEfGhIjKlMnOpQrStUv',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef0123456789abcdef',
  PUBLIC_URL: 'https://portal.espaciosella.mx',
  BACKUP_KEY: '9c1e4b7a2d5f8e0c3b6a9d2f5e8b1c4a7d0e3f6b9c2a5d8e1f4b7c0a3d6e9f2b',
};

const pepperLine = 'CODE_PEPPER is unset or the development default: set a long random secret (e.g. openssl rand -hex 32).';
const webhookLine =
  'STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: no payment could be confirmed; set the endpoint secret (whsec_…).';
const noStripeLine = 'STRIPE_SECRET_KEY is not set: production takes real payments (the simulated checkout is for the demo only).';
const backupKeyLine =
  'BACKUP_KEY is not set: no backup could be written; set 64 hexadecimal characters (e.g. openssl rand -hex 32) and keep a copy away from the backups.';

describe('productionProblems', () => {
  it('finds nothing wrong with a safe configuration', () => {
    expect(productionProblems(safe)).toEqual([]);
  });

  it('names the development pepper, an unset pepper, Stripe without its webhook secret, and a PUBLIC_URL that is not https', () => {
    expect(productionProblems({ ...safe, CODE_PEPPER: DEVELOPMENT_CODE_PEPPER })).toEqual([pepperLine]);
    expect(productionProblems({ ...safe, CODE_PEPPER: undefined })).toEqual([pepperLine]);
    expect(productionProblems({ ...safe, STRIPE_WEBHOOK_SECRET: undefined })).toEqual([webhookLine]);
    expect(productionProblems({ ...safe, STRIPE_WEBHOOK_SECRET: '' })).toEqual([webhookLine]);
    expect(productionProblems({ ...safe, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined })).toEqual([noStripeLine]);
    expect(productionProblems({ ...safe, PUBLIC_URL: 'http://portal.espaciosella.mx' })).toEqual([
      'PUBLIC_URL must be the portal\'s https:// address (it is "http://portal.espaciosella.mx").',
    ]);
    expect(productionProblems({ ...safe, PUBLIC_URL: 'portal.espaciosella.mx' })).toHaveLength(1);
    expect(productionProblems({ ...safe, PUBLIC_URL: undefined })).toEqual([
      "PUBLIC_URL must be the portal's https:// address (it is unset).",
    ]);
  });

  it('refuses a short METRICS_TOKEN, and accepts a long one or none', () => {
    expect(productionProblems({ ...safe, METRICS_TOKEN: 'corto' })).toEqual([
      'METRICS_TOKEN is shorter than 32 characters: set a long random token (e.g. openssl rand -hex 32), or leave it unset to allow /metrics from this machine only.',
    ]);
    expect(productionProblems({ ...safe, METRICS_TOKEN: 'a1'.repeat(16) })).toEqual([]);
    expect(productionProblems({ ...safe, METRICS_TOKEN: '' })).toEqual([]);
  });

  it('checks against the very pepper the server falls back to', () => {
    const saved = process.env.CODE_PEPPER;
    delete process.env.CODE_PEPPER;
    try {
      expect(defaultConfig('/tmp/x').pepper).toBe(DEVELOPMENT_CODE_PEPPER);
    } finally {
      if (saved !== undefined) process.env.CODE_PEPPER = saved;
    }
  });

  it('describes what the demo really runs on', () => {
    expect(demoBanner({})).toBe(
      'Espacios ELLA DEMO mode (not for real patients): embedded database, simulated checkout, demo patient demo@espaciosella.mx. For production: npm run serve (NODE_ENV=production).',
    );
    expect(demoBanner({ DATABASE_URL: 'postgres://x', STRIPE_SECRET_KEY: 'sk_test_x' })).toContain(
      'PostgreSQL from DATABASE_URL, Stripe checkout',
    );
  });
});

// ---- the real server/main.ts process ----

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  until?: RegExp,
): Promise<Run & { stop(): Promise<Run>; match?: RegExpExecArray }> {
  // With an IPC channel, a server this test leaves running ends with the test's process (npm passes no
  // channel on: its server goes with its process group when stopped).
  const child = startChild(path.basename(args.at(-1) ?? command), command, args, {
    cwd: repoRoot,
    env: shellEnv(env),
    ipc: command === process.execPath,
  });
  const out = () => ({ stdout: child.stdout(), stderr: child.stderr() });
  const exited = child.exited.then(({ code }) => ({ code, ...out() }));
  const stop = async () => {
    await child.stop();
    return exited;
  };
  return new Promise((resolve, reject) => {
    if (until) {
      const onData = () => {
        const match = until.exec(child.stdout());
        if (match) {
          child.process.stdout!.off('data', onData);
          resolve({ code: null, ...out(), stop, match });
        }
      };
      child.process.stdout!.on('data', onData);
    }
    exited.then((r) => resolve({ ...r, stop }), reject);
  });
}

const server = (env: Record<string, string | undefined>, until?: RegExp) =>
  run(process.execPath, ['--import', 'tsx', 'server/main.ts'], env, until);

const loginDemo = (baseUrl: string) =>
  fetch(`${baseUrl}/api/auth/login-by-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify({ email: demoPatient.email, password: demoPatient.password }),
  });

describe('server/main.ts in production (NODE_ENV=production)', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'ella-prod-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  const refusal = (line: string) => `Refusing to start in production: ${line}`;

  it.each([
    ['the development pepper', { CODE_PEPPER: DEVELOPMENT_CODE_PEPPER }, [pepperLine]],
    ['Stripe without its webhook secret', { STRIPE_WEBHOOK_SECRET: undefined }, [webhookLine]],
    [
      'a plain http PUBLIC_URL',
      { PUBLIC_URL: 'http://portal.espaciosella.mx' },
      ['PUBLIC_URL must be the portal\'s https:// address (it is "http://portal.espaciosella.mx").'],
    ],
    ['no backup key', { BACKUP_KEY: undefined }, [backupKeyLine]],
    [
      'nothing configured',
      {
        CODE_PEPPER: undefined,
        STRIPE_SECRET_KEY: undefined,
        STRIPE_WEBHOOK_SECRET: undefined,
        PUBLIC_URL: undefined,
        BACKUP_KEY: undefined,
      },
      [pepperLine, noStripeLine, "PUBLIC_URL must be the portal's https:// address (it is unset).", backupKeyLine],
    ],
  ])(
    'refuses to start with %s: exit code 1, one line per problem, before touching any data',
    async (_name, change, lines) => {
      const dataDir = path.join(scratch, 'data');
      const result = await server({ ...safe, ...change, DATA_DIR: dataDir, PORT: '0' });
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual(lines.map(refusal));
      expect(result.stdout).toBe('');
      expect(existsSync(dataDir)).toBe(false);
    },
    60_000,
  );

  it('starts with a safe configuration and never seeds the demo patient', async () => {
    const dataDir = path.join(scratch, 'data');
    await copyMigratedDatabase(dataDir);
    const staticDir = path.join(scratch, 'dist');
    mkdirSync(staticDir);
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Espacios ELLA</title><div id="root"></div>');
    const started = await server(
      { ...safe, DATA_DIR: dataDir, STATIC_DIR: staticDir, PORT: '0', LOG_LEVEL: 'warn' },
      /^Espacios ELLA \(production\): http:\/\/127\.0\.0\.1:(\d+)\/onboarding/m,
    );
    try {
      expect(started.match).toBeDefined();
      expect(started.stdout.split('\n')[0]).toMatch(/^Espacios ELLA \(production\)/);
      expect(started.stdout).not.toContain('DEMO');
      const res = await loginDemo(`http://127.0.0.1:${started.match![1]}`);
      expect(res.status).toBe(401);
    } finally {
      expect((await started.stop()).code).toBe(0);
    }
    const db = await openDatabase({ dir: path.join(dataDir, 'db') });
    try {
      expect(await db.query('SELECT 1 FROM patients')).toHaveLength(0);
    } finally {
      await db.close();
    }
  });

  it('`npm run serve` sets NODE_ENV=production itself and does not build the client', async () => {
    expect(JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts.serve).not.toMatch(/build|webpack/);
    const dataDir = path.join(scratch, 'data');
    const result = await run('npm', ['run', '--silent', 'serve'], {
      ...safe,
      NODE_ENV: undefined,
      CODE_PEPPER: DEVELOPMENT_CODE_PEPPER,
      DATA_DIR: dataDir,
    });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(refusal(pepperLine));
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('server/main.ts as the demo (npm start, NODE_ENV unset)', () => {
  it('says it is the demo in its first log line and seeds the demo patient', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'ella-demo-'));
    await copyMigratedDatabase(path.join(scratch, 'data'));
    const staticDir = path.join(scratch, 'dist');
    mkdirSync(staticDir);
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Espacios ELLA</title><div id="root"></div>');
    const started = await server(
      { DATA_DIR: path.join(scratch, 'data'), STATIC_DIR: staticDir, PORT: '0', LOG_LEVEL: 'warn' },
      /^Espacios ELLA: http:\/\/127\.0\.0\.1:(\d+)\/onboarding/m,
    );
    try {
      expect(started.match).toBeDefined();
      expect(started.stdout.split('\n')[0]).toBe(demoBanner({}));
      expect((await loginDemo(`http://127.0.0.1:${started.match![1]}`)).status).toBe(200);
    } finally {
      await started.stop();
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
