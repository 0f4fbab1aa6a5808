import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from '../e2e/portalServer';
import { READY_WITHIN_MS, startChild } from '../support/children';

export { freePort, repoRoot };

export const API_KEY = 'ella-portal-web-v1';

/**
 * Why the cluster tests cannot run here (null: they can): they need a PostgreSQL server (DATABASE_URL,
 * given by scripts/test-cluster.sh inside pg_virtualenv) and Debian's haproxy.
 */
export function clusterUnavailable(): string | null {
  if (!process.env.DATABASE_URL) return 'DATABASE_URL is unset (run npm run test:cluster: it starts a throwaway PostgreSQL)';
  if (spawnSync('haproxy', ['-v']).status !== 0) return 'haproxy is not installed (apt-get install -y haproxy)';
  return null;
}

/** Polls `check` until it returns a value (not undefined) or `ms` pass: waiting for a state, not for a time. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A fresh, empty database on the test's PostgreSQL server; returns its URL and a dropper. */
export async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { Client } = await import('pg');
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const name = `ella_cluster_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Runs one SQL query on `url` with a connection of its own. */
export async function sql<T = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A built client is not needed to test the API: the server serves whatever index.html this holds. */
export function staticDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ella-cluster-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>ELLA</title></head><body>cluster</body></html>');
  return dir;
}

export interface Server {
  port: number;
  url: string;
  process: ChildProcess;
  dataDir: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * The real server (server/main.ts on this Node) on `port`, its own data folder, the shared database. It
 * is started with an IPC channel, so it ends with the test process that started it however that ends.
 */
export function startServer(
  env: { DATABASE_URL: string; STATIC_DIR: string; MAIL_OUTBOX_DIR: string } & Record<string, string>,
  port: number,
): Server {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ella-cluster-data-'));
  const child = startChild(`server on ${port}`, process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    ipc: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    process: child.process,
    dataDir,
    output: child.output,
    exited: child.exited.then(({ code }) => code),
    async stop() {
      await child.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves when `server` answers /readyz with 200; fails at once if it exits first. */
export async function ready(server: Server, ms = READY_WITHIN_MS): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  await waitFor(
    `${server.url}/readyz`,
    async () => {
      if (exitCode !== undefined) throw new Error(`server on ${server.port} exited with ${exitCode}:\n${server.output()}`);
      const res = await request('GET', `${server.url}/readyz`).catch(() => null);
      return res?.status === 200 ? true : undefined;
    },
    ms,
  );
}

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * HAProxy (Debian's, a plain foreground process on loopback) in front of `backends`: round robin,
 * health checks on /readyz every 300 ms, a refused connection retried on the other server. Each
 * answer says which server gave it (X-Backend) so the tests can see both were used.
 */
export async function startHaproxy(backends: number[], checks?: HealthChecks): Promise<Balancer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'ella-haproxy-'));
  const cfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig(port, backends, { backendHeader: true, checks }));
  const child = startChild(`haproxy on ${port}`, 'haproxy', ['-f', cfg, '-db']);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await child.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor('haproxy to accept', async () => {
      if (child.process.exitCode !== null) throw new Error(`haproxy exited with ${child.process.exitCode}:\n${child.output()}`);
      const res = await request('GET', `${url}/healthz`).catch(() => null);
      return res?.status === 200 ? true : undefined;
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * How HAProxy probes /readyz. The tests probe often, so a killed server is out within a second, but
 * like production they allow a slow answer and take a server out only after three failed probes: with
 * one failure allowed, a single probe slower than 300 ms on a loaded machine takes a live server out,
 * and once the other is killed HAProxy has none left and answers 503.
 */
export interface HealthChecks {
  inter: string;
  fall: number;
  /** Read timeout of a probe (unset: `inter`). */
  timeout?: string;
}

const testChecks: HealthChecks = { inter: '300ms', fall: 3, timeout: '5s' };
/** The README's example: a server is out after three failed probes 2 s apart, each allowed 5 s. */
export const productionChecks: HealthChecks = { inter: '2s', fall: 3, timeout: '5s' };

/** The configuration the README shows, on loopback ports. */
export function haproxyConfig(port: number, backends: number[], options: { backendHeader?: boolean; checks?: HealthChecks } = {}): string {
  const checks = options.checks ?? testChecks;
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    ...(checks.timeout ? [`  timeout check ${checks.timeout}`] : []),
    // A request that never reached a server (it died, it is restarting) goes to another one.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure',
    'frontend portal',
    `  bind 127.0.0.1:${port}`,
    '  default_backend servers',
    'backend servers',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    `  default-server inter ${checks.inter} fall ${checks.fall} rise 1`,
    ...(options.backendHeader ? ['  http-response set-header X-Backend %s'] : []),
    ...backends.map((p, i) => `  server s${i + 1} 127.0.0.1:${p} check`),
    '',
  ].join('\n');
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

/** One HTTP request on a connection of its own, headers exactly as given (Origin, Sec-Fetch-Site, …). */
export function request(
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { connection: 'close', ...options.headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        const json = () => {
          try {
            return JSON.parse(body);
          } catch {
            throw new Error(`${method} ${url} answered ${res.statusCode} with a body that is not JSON: ${body.slice(0, 200)}`);
          }
        };
        resolve({ status: res.statusCode!, headers: res.headers, body, json });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The six-digit code in the newest e-mail to `to` in the shared outbox, once it has been written. */
export function waitForCode(outbox: string, to: string): Promise<string> {
  return waitFor(`an e-mail to ${to}`, () => {
    let files: string[];
    try {
      files = readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      return undefined; // the folder appears with the first message
    }
    for (const file of files) {
      const eml = readFileSync(path.join(outbox, file), 'utf8');
      if (!eml.includes(`To: ${to}`)) continue;
      const code = /\b(\d{6})\b/.exec(
        eml
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )?.[1];
      if (code) return code;
    }
    return undefined;
  });
}

export function makeOutbox(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ella-cluster-outbox-'));
  mkdirSync(dir, { recursive: true });
  return dir;
}
