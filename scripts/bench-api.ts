/**
 * Loopback load test of three API calls with autocannon: login (argon2id), available slots, list of
 * appointments. Real app, embedded PGlite (or DATABASE_URL), demo data. Prints requests/s and p50/p99
 * latency as the median of 3 runs of 5 s each, with 10 connections.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import os from 'node:os';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { defaultConfig, defaultLimits, systemClock } from '../server/context';
import { openDatabase } from '../server/db/database';
import { RateLimiter } from '../server/http/rateLimit';
import { createMailer } from '../server/mail/mailer';
import { createJobQueue } from '../server/jobs/queue';
import { seedCatalogue, catalogue } from '../server/modules/appointments/catalogue';
import { createPayments } from '../server/modules/payments/setup';
import { demoPatient, seedDemo } from '../server/modules/patients/demo';

const RUNS = 3;
const unlimited: [number, number] = [1e9, 60_000];

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ella-bench-'));
  const db = await openDatabase({ url: process.env.DATABASE_URL });
  await seedCatalogue(db);
  const mail = createMailer({ outboxDir: path.join(dataDir, 'outbox') });
  const jobs = await createJobQueue({ db, deliver: (m) => mail.send(m), secret: 'bench' });
  await jobs.work();
  const ctx = {
    db, clock: systemClock, limiter: new RateLimiter(db), payments: createPayments({}), mail, jobs,
    // The benchmark measures the work, not the rate limiter.
    config: defaultConfig(dataDir, { limits: { ...defaultLimits, login: unlimited, loginAccount: unlimited, loginAddress: unlimited } }),
  };
  await seedDemo(ctx);
  const app = await buildApp({ context: ctx });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await (await fetch(`${address}/api/auth/login-by-email`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'ella-portal-web-v1' }, body: JSON.stringify({ email: demoPatient.email, password: demoPatient.password }) })).json() as { token: string };
  // A session idles out after 5 minutes; the runs are shorter than that.
  const bearer = { authorization: `Bearer ${login.token}` };
  const targets = [
    { name: 'login (argon2id)', method: 'POST' as const, path: '/api/auth/login-by-email', headers: { 'content-type': 'application/json', 'x-api-key': 'ella-portal-web-v1' }, body: JSON.stringify({ email: demoPatient.email, password: demoPatient.password }) },
    { name: 'available slots', method: 'GET' as const, path: `/api/appointments/available-slots?phoneNumber=${demoPatient.openmrsId}&providerUuid=${catalogue.providers[0].uuid}`, headers: bearer },
    { name: 'list appointments', method: 'GET' as const, path: `/api/appointments?phoneNumber=${demoPatient.openmrsId}`, headers: bearer },
  ];
  console.log(`${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${db.kind}; median of ${RUNS} runs × 5 s, 10 connections`);
  for (const t of targets) {
    const runs: Array<{ rps: number; p50: number; p99: number }> = [];
    for (let i = 0; i < RUNS; i += 1) {
      const r = await autocannon({ url: `${address}${t.path}`, method: t.method, headers: t.headers, body: 'body' in t ? t.body : undefined, connections: 10, duration: 5 });
      if (r.non2xx) throw new Error(`${t.name}: ${r.non2xx} non-2xx answers`);
      runs.push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
    }
    const median = (key: 'rps' | 'p50' | 'p99') => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    console.log(`${t.name.padEnd(18)} ${median('rps').toFixed(0).padStart(6)} req/s   p50 ${median('p50')} ms   p99 ${median('p99')} ms`);
  }
  await app.close();
  await jobs.stop();
  await db.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
