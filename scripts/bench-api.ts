/**
 * Loopback load test of three API calls with autocannon: login (argon2id), available slots, list of
 * appointments. Real app, demo data, requests/s and p50/p99 latency as the median of 3 runs of 5 s each
 * with 10 connections; the load generator runs in the server's process, as it always has, so the figures
 * stay comparable with earlier ones.
 *
 * The same bench runs twice: on the embedded PGlite in this process, then on a throwaway PostgreSQL
 * cluster (Debian's pg_virtualenv, as scripts/test-postgres.sh uses) in a child process, and the two are
 * printed side by side. Without pg_virtualenv the PostgreSQL column says it was skipped.
 *
 * BENCH_API_DB=pglite|postgres runs one database only; BENCH_API_CALLS=slots,list picks calls by key.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { webClientApiKey } from '../common/facts.gen';
import { defaultLimits, systemClock } from '../server/context';
import { defaultConfig } from '../server/startup/config';
import { openDatabase } from '../server/db/database';
import { RateLimiter } from '../server/http/rateLimit';
import { createMailer } from '../server/mail/mailer';
import { createJobQueue } from '../server/jobs/queue';
import { createMetrics } from '../server/metrics/registry';
import { seedCatalogue, catalogue } from '../server/modules/appointments/catalogue';
import { createPayments } from '../server/modules/payments/setup';
import { demoPatient, seedDemo } from '../server/startup/demo';

const RUNS = 3;
const SECONDS = 5;
const CONNECTIONS = 10;
const RESULT_MARK = 'BENCH_API_RESULT ';
const unlimited: [number, number] = [1e9, 60_000];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
}
type Column = Record<string, Figures>;

const calls = [
  { key: 'login', name: 'login (argon2id)' },
  { key: 'slots', name: 'available slots (21 days)' },
  { key: 'list', name: 'list appointments' },
] as const;

/** Runs the calls against one database: DATABASE_URL when set, else an in-memory PGlite. */
async function benchOneDatabase(keys: string[]): Promise<Column> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ella-bench-'));
  const db = await openDatabase({ url: process.env.DATABASE_URL });
  await seedCatalogue(db);
  const mail = createMailer({ outboxDir: path.join(dataDir, 'outbox') });
  const jobs = await createJobQueue({ db, deliver: (m) => mail.send(m), secret: 'bench' });
  await jobs.work();
  const ctx = {
    db,
    clock: systemClock,
    limiter: new RateLimiter(db),
    payments: createPayments({}),
    mail,
    jobs,
    metrics: createMetrics(),
    // The benchmark measures the work, not the rate limiter.
    config: defaultConfig(dataDir, { limits: { ...defaultLimits, login: unlimited, loginAccount: unlimited, loginAddress: unlimited } }),
  };
  await seedDemo(ctx);
  const app = await buildApp({ context: ctx });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const loginRequest = {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', 'x-api-key': webClientApiKey },
    body: JSON.stringify({ email: demoPatient.email, password: demoPatient.password }),
  };
  const login = (await (await fetch(`${address}/api/auth/login-by-email`, loginRequest)).json()) as { token: string };
  // The session's idle window is longer than one call's runs, and every request slides it.
  const bearer = { authorization: `Bearer ${login.token}` };
  const targets: Record<string, { path: string; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }> = {
    login: { path: '/api/auth/login-by-email', ...loginRequest },
    slots: {
      path: `/api/appointments/available-slots?phoneNumber=${demoPatient.openmrsId}&providerUuid=${catalogue.providers[0].uuid}`,
      method: 'GET',
      headers: bearer,
    },
    list: { path: `/api/appointments?phoneNumber=${demoPatient.openmrsId}`, method: 'GET', headers: bearer },
  };
  const column: Column = {};
  for (const key of keys) {
    const t = targets[key];
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const cpu = process.cpuUsage();
      const r = await autocannon({
        url: `${address}${t.path}`,
        method: t.method,
        headers: t.headers,
        body: t.body,
        connections: CONNECTIONS,
        duration: SECONDS,
      });
      const used = process.cpuUsage(cpu);
      if (r.non2xx || r.errors) throw new Error(`${key}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
      runs.push({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        cpuMsPerRequest: (used.user + used.system) / 1000 / r.requests.total,
      });
    }
    const median = (k: keyof Figures) => runs.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    column[key] = { rps: median('rps'), p50: median('p50'), p99: median('p99'), cpuMsPerRequest: median('cpuMsPerRequest') };
  }
  await app.close();
  await jobs.stop();
  await db.close();
  return column;
}

/** The same bench in a child process on a throwaway PostgreSQL cluster; a sentence when it cannot run. */
function benchPostgres(keys: string[]): Column | string {
  const which = spawnSync('sh', ['-c', 'command -v pg_virtualenv'], { encoding: 'utf8' });
  if (which.status !== 0) return "skipped: Debian's postgresql package (pg_virtualenv) is not installed";
  const child = spawnSync(
    'pg_virtualenv',
    [
      '-t',
      '--',
      'sh',
      '-c',
      'export DATABASE_URL="postgres://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$PGDATABASE"; exec "$0" --import tsx "$1"',
      process.execPath,
      __filename,
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, BENCH_API_CHILD: '1', BENCH_API_CALLS: keys.join(',') },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const line = child.stdout.split('\n').find((l) => l.startsWith(RESULT_MARK));
  if (child.status !== 0 || !line) return `failed (exit ${child.status}): ${child.stdout.trim().split('\n').slice(-3).join(' ')}`;
  return JSON.parse(line.slice(RESULT_MARK.length)) as Column;
}

function postgresVersion(): string {
  const v = spawnSync('sh', ['-c', 'ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -1'], { encoding: 'utf8' }).stdout.trim();
  return v ? `PostgreSQL ${v}` : 'PostgreSQL';
}

const cell = (f: Figures | undefined) =>
  f
    ? `${f.rps.toFixed(0).padStart(6)} ${`${f.p50} ms`.padStart(7)} ${`${f.p99} ms`.padStart(7)} ${f.cpuMsPerRequest.toFixed(2).padStart(6)}`
    : '';

async function main(): Promise<void> {
  const keys = (process.env.BENCH_API_CALLS ?? calls.map((c) => c.key).join(',')).split(',').filter((k) => calls.some((c) => c.key === k));
  if (process.env.BENCH_API_CHILD) {
    console.log(RESULT_MARK + JSON.stringify(await benchOneDatabase(keys)));
    return;
  }
  const only = process.env.BENCH_API_DB;
  const load = () => os.loadavg()[0].toFixed(1);
  const loadBefore = load();
  const pglite = only === 'postgres' ? 'not run (BENCH_API_DB=postgres)' : await benchOneDatabase(keys);
  const postgres = only === 'pglite' ? 'not run (BENCH_API_DB=pglite)' : benchPostgres(keys);
  const cpus = os.cpus();
  console.log(
    `${cpus.length} cores, ${cpus[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; load average ${loadBefore} before, ${load()} after`,
  );
  console.log(
    `median of ${RUNS} runs × ${SECONDS} s, ${CONNECTIONS} connections, loopback; CPU = ms of this process's CPU per request (server and load generator)`,
  );
  const head = `${'req/s'.padStart(6)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'CPU'.padStart(6)}`;
  console.log(`${''.padEnd(26)} ${'PGlite (embedded)'.padEnd(head.length)}   ${postgresVersion()}`);
  console.log(`${''.padEnd(26)} ${head}   ${typeof postgres === 'string' ? '' : head}`);
  for (const c of calls.filter((call) => keys.includes(call.key))) {
    const left = typeof pglite === 'string' ? pglite : cell(pglite[c.key]);
    const right = typeof postgres === 'string' ? '' : cell(postgres[c.key]);
    console.log(`${c.name.padEnd(26)} ${left.padEnd(head.length)}   ${right}`);
  }
  if (typeof postgres === 'string') console.log(`PostgreSQL ${postgres}`);
  if (typeof pglite === 'string') console.log(`PGlite ${pglite}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
