/**
 * `npm run bench:cluster`: 200 simulated patients for 60 s through HAProxy against 1 and then 2 server
 * processes on a throwaway PostgreSQL 15 (pg_virtualenv). Each patient repeats a visit: log in, the
 * dashboard's three calls, the booking dialog's calls, book a slot (409 when another patient took it
 * first: expected, counted apart), cancel it, log out. Prints throughput, p50/p99 per call and errors;
 * exits 1 on any unexpected answer. The load generator runs on the same machine as the servers.
 *
 * Options (environment): BENCH_PATIENTS (200), BENCH_SECONDS (60), BENCH_SERVERS ("1,2").
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import { Agent, request as httpRequest } from 'node:http';
import { hashPassword } from '../server/modules/auth/secrets';
import { CLINIC_LOCATION_UUID } from '../common/clinic';
import { catalogue } from '../server/modules/appointments/catalogue';
import {
  API_KEY,
  emptyDatabase,
  freePort,
  makeOutbox,
  productionChecks,
  ready,
  sql,
  startHaproxy,
  startServer,
  staticDir,
  type Server,
} from '../test/cluster/processes';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SERVER_COUNTS = (process.env.BENCH_SERVERS ?? '1,2').split(',').map(Number);
const PASSWORD = 'Primavera2026';
/**
 * Logins in flight at once. A login counts against the per-address allowance before the password is
 * checked and is given back on success (server/modules/auth/handlers.ts); without TRUST_PROXY every
 * patient behind the balancer shares its address, so more than 30 logins in flight at once would be
 * refused (429) however correct the passwords. 20 at once is still more than two cores can hash.
 */
const LOGINS_IN_FLIGHT = 20;

const service = catalogue.services.find((s) => s.name === 'Primera consulta Menopausia')!;
const providers = catalogue.providers.filter((p) => p.specialty === service.specialty);

interface Patient {
  email: string;
  phone: string;
  patientUuid: string;
}

/** Verified patients with an active monthly plan, written straight to the database (registering 200 through the API would hit its limits). */
async function seedPatients(url: string): Promise<Patient[]> {
  const hash = await hashPassword(PASSWORD); // one argon2 hash for all: seeding measures nothing
  const patients: Patient[] = Array.from({ length: PATIENTS }, (_, i) => ({
    email: `bench${i}@example.mx`,
    phone: `56${String(i).padStart(8, '0')}`,
    patientUuid: randomUUID(),
  }));
  const now = new Date();
  const month = new Date(now.getTime() + 30 * 86_400_000);
  for (const p of patients) {
    await sql(
      url,
      `INSERT INTO patients (patient_uuid, person_uuid, openmrs_id, email, first_name, last_name, birthdate, gender, phone_number, password_hash, verified_at, created_at)
       VALUES ($1, $2, $3, $4, 'Paciente', 'De Prueba', '1972-06-01', 'f', $3, $5, $6, $6)`,
      [p.patientUuid, randomUUID(), p.phone, p.email, hash, now],
    );
    await sql(url, 'INSERT INTO subscriptions (patient_uuid, starts_at, expires_at) VALUES ($1, $2, $3)', [p.patientUuid, now, month]);
  }
  return patients;
}

class Semaphore {
  private waiting: Array<() => void> = [];
  constructor(private free: number) {}
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}

interface Stats {
  latencies: Map<string, number[]>;
  statuses: Map<string, Map<number, number>>;
  unexpected: string[];
  slotTaken: number;
  visits: number;
}

/** Runs the visits against `baseUrl` until `deadline`; each simulated patient keeps its connections, as a browser does. */
async function drive(baseUrl: string, patients: Patient[], deadline: number): Promise<Stats> {
  const stats: Stats = { latencies: new Map(), statuses: new Map(), unexpected: [], slotTaken: 0, visits: 0 };
  const logins = new Semaphore(LOGINS_IN_FLIGHT);

  const call = (
    agent: Agent,
    name: string,
    method: string,
    path: string,
    expected: number[],
    headers: Record<string, string>,
    body?: unknown,
  ) =>
    new Promise<{ status: number; json: <T>() => T }>((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const started = performance.now();
      const finish = (status: number, text: string, error?: string) => {
        const ms = performance.now() - started;
        if (!stats.latencies.has(name)) stats.latencies.set(name, []);
        stats.latencies.get(name)!.push(ms);
        const byStatus = stats.statuses.get(name) ?? new Map<number, number>();
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        stats.statuses.set(name, byStatus);
        if (!expected.includes(status)) stats.unexpected.push(`${name} ${method} ${path}: ${error ?? `${status} ${text.slice(0, 200)}`}`);
        resolve({ status, json: <T>() => JSON.parse(text) as T });
      };
      const req = httpRequest(
        `${baseUrl}${path}`,
        {
          method,
          agent,
          headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => finish(res.statusCode!, Buffer.concat(chunks).toString()));
          res.on('error', (e) => finish(0, '', e.message));
        },
      );
      req.on('error', (e) => finish(0, '', e.message));
      req.end(payload);
    });

  async function visit(agent: Agent, p: Patient): Promise<void> {
    const key = { 'x-api-key': API_KEY };
    const login = await logins.run(() =>
      call(agent, 'login', 'POST', '/api/auth/login-by-email', [200], key, { email: p.email, password: PASSWORD }),
    );
    if (login.status !== 200) return;
    const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    // The dashboard's calls, then the booking dialog's, as the client makes them (in parallel).
    await Promise.all([
      call(agent, 'appointments', 'GET', `/api/appointments?phoneNumber=${p.phone}`, [200], auth),
      call(agent, 'privacy consent', 'GET', `/api/patients/${p.phone}/history/privacy`, [200, 404], auth),
      call(agent, 'prescriptions', 'GET', `/api/patients/${p.phone}/prescriptions/current`, [200], auth),
    ]);
    const provider = providers[Math.floor(Math.random() * providers.length)];
    const [, , , slots] = await Promise.all([
      call(agent, 'subscription', 'GET', `/api/patients/${p.phone}/subscription`, [200], auth),
      call(agent, 'services', 'GET', '/api/appointments/services', [200], auth),
      call(agent, 'providers', 'GET', '/api/appointments/providers', [200], auth),
      call(
        agent,
        'available slots',
        'GET',
        `/api/appointments/available-slots?phoneNumber=${p.phone}&providerUuid=${provider.uuid}&serviceUuid=${service.uuid}`,
        [200],
        auth,
      ),
    ]);
    const free = slots.status === 200 ? slots.json<Array<{ startDateTime: string; endDateTime: string }>>() : [];
    if (free.length) {
      // The first free slots are what most patients pick: 200 patients on the first 20 collide, as they would.
      const slot = free[Math.floor(Math.random() * Math.min(20, free.length))];
      const booked = await call(agent, 'book', 'POST', '/api/appointments', [201, 409], auth, {
        patientUuid: p.patientUuid,
        serviceUuid: service.uuid,
        providerUuid: provider.uuid,
        locationUuid: CLINIC_LOCATION_UUID,
        startDateTime: slot.startDateTime,
        endDateTime: slot.endDateTime,
      });
      if (booked.status === 409) stats.slotTaken += 1;
      if (booked.status === 201)
        await call(agent, 'cancel', 'POST', `/api/appointments/${booked.json<{ uuid: string }>().uuid}/cancel`, [200], auth);
    } else {
      stats.unexpected.push('available slots: none free');
    }
    await call(agent, 'logout', 'POST', '/api/auth/logout', [204], auth);
    stats.visits += 1;
  }

  await Promise.all(
    patients.map(async (p) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 6 });
      while (Date.now() < deadline) await visit(agent, p);
      agent.destroy();
    }),
  );
  return stats;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function runWith(serverCount: number): Promise<{ requests: number; unexpected: number }> {
  const db = await emptyDatabase();
  const env = { DATABASE_URL: db.url, STATIC_DIR: staticDir(), MAIL_OUTBOX_DIR: makeOutbox(), LOG_LEVEL: 'warn' };
  const ports = await Promise.all(Array.from({ length: serverCount }, () => freePort()));
  const servers: Server[] = ports.map((port) => startServer(env, port));
  let lb: Awaited<ReturnType<typeof startHaproxy>> | undefined;
  try {
    await Promise.all(servers.map((s) => ready(s, 120_000)));
    const patients = await seedPatients(db.url);
    lb = await startHaproxy(ports, productionChecks);
    console.log(
      `\n${serverCount} server${serverCount > 1 ? 's' : ''} behind HAProxy, ${PATIENTS} patients, ${SECONDS} s (load average before: ${loadAverage()})`,
    );
    const started = Date.now();
    const stats = await drive(lb.url, patients, started + SECONDS * 1000);
    const elapsed = (Date.now() - started) / 1000;
    const all = [...stats.latencies.values()].flat().sort((a, b) => a - b);
    console.log(
      `  ${all.length} requests in ${elapsed.toFixed(1)} s: ${(all.length / elapsed).toFixed(0)} req/s, ${(stats.visits / elapsed).toFixed(1)} visits/s; p50 ${ms(percentile(all, 0.5))}, p99 ${ms(percentile(all, 0.99))}`,
    );
    console.log(
      `  slots already taken (409, expected): ${stats.slotTaken}; unexpected answers: ${stats.unexpected.length} (load average after: ${loadAverage()})`,
    );
    console.log(`  ${'call'.padEnd(16)} ${'count'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}  statuses`);
    for (const [name, values] of stats.latencies) {
      const sorted = [...values].sort((a, b) => a - b);
      const statuses = [...stats.statuses.get(name)!].map(([status, n]) => `${status}×${n}`).join(' ');
      console.log(
        `  ${name.padEnd(16)} ${String(sorted.length).padStart(7)} ${ms(percentile(sorted, 0.5)).padStart(9)} ${ms(percentile(sorted, 0.99)).padStart(9)}  ${statuses}`,
      );
    }
    for (const line of [...new Set(stats.unexpected)].slice(0, 10)) console.log(`  unexpected: ${line}`);
    return { requests: all.length, unexpected: stats.unexpected.length };
  } finally {
    await lb?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await db.drop();
    for (const dir of [env.STATIC_DIR, env.MAIL_OUTBOX_DIR]) rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    // A throwaway PostgreSQL 15 for the run, as scripts/test-cluster.sh does; its PATH loses npm's Node 24.
    if (spawnSync('sh', ['-c', 'command -v pg_virtualenv && command -v haproxy']).status !== 0) {
      console.error('bench:cluster needs Debian postgresql (pg_virtualenv) and haproxy: apt-get install -y postgresql haproxy');
      process.exit(1);
    }
    const inner =
      'export DATABASE_URL="postgres://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$PGDATABASE"; exec "$ELLA_NODE" --import tsx scripts/bench-cluster.ts';
    const result = spawnSync('pg_virtualenv', ['-t', '-v', '15', '--', 'sh', '-c', inner], {
      stdio: 'inherit',
      env: { ...process.env, ELLA_NODE: process.execPath },
    });
    process.exit(result.status ?? 1);
  }
  console.log(
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}, PostgreSQL 15; the load generator shares the machine.`,
  );
  let unexpected = 0;
  for (const count of SERVER_COUNTS) unexpected += (await runWith(count)).unexpected;
  if (unexpected) {
    console.error(`\n${unexpected} unexpected answers`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
