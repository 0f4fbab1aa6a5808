import { readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { catalogue } from '../../server/modules/appointments/catalogue';
import { demoPatient } from '../../server/startup/demo';
import {
  API_KEY,
  clusterUnavailable,
  emptyDatabase,
  freePort,
  makeOutbox,
  ready,
  repoRoot,
  request,
  sql,
  startServer,
  staticDir,
  waitFor,
  type Server,
} from './processes';

const unavailable = clusterUnavailable();
if (unavailable) console.warn(`Cluster tests skipped: ${unavailable}`);
const describeCluster = unavailable ? describe.skip : describe;

const loginsReceived = (s: Server) =>
  s
    .output()
    .split('\n')
    .filter((line) => line.includes('"route":"/api/auth/login-by-email"') && line.includes('"msg":"incoming request"')).length;

const migrationFiles = readdirSync(path.join(repoRoot, 'server/db/migrations')).filter((f) => f.endsWith('.sql'));

describeCluster('three servers started at once on one empty PostgreSQL database', () => {
  let db: Awaited<ReturnType<typeof emptyDatabase>>;
  let servers: Server[] = [];
  let env: { DATABASE_URL: string; STATIC_DIR: string; MAIL_OUTBOX_DIR: string } | undefined;

  beforeAll(async () => {
    db = await emptyDatabase();
    const shared = { DATABASE_URL: db.url, STATIC_DIR: staticDir(), MAIL_OUTBOX_DIR: makeOutbox() };
    env = shared;
    const ports = [await freePort(), await freePort(), await freePort()];
    servers = ports.map((port) => startServer(shared, port));
    await Promise.all(servers.map((s) => ready(s, 80_000)));
  });

  afterAll(async () => {
    if (process.env.ELLA_CLUSTER_DEBUG) for (const s of servers) console.log(`server ${s.port}:\n${s.output()}`);
    await Promise.all(servers.map((s) => s.stop()));
    await db?.drop();
    for (const dir of [env?.STATIC_DIR, env?.MAIL_OUTBOX_DIR]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('all serve, the migrations ran once each, and there is one demo patient and one catalogue', async () => {
    for (const s of servers) expect((await request('GET', `${s.url}/readyz`)).status).toBe(200);
    const applied = await sql<{ name: string }>(db.url, 'SELECT name FROM schema_migrations ORDER BY name');
    expect(applied.map((r) => r.name)).toEqual(migrationFiles.sort());
    expect(await sql(db.url, 'SELECT openmrs_id FROM patients')).toEqual([{ openmrs_id: demoPatient.openmrsId }]);
    expect(await sql(db.url, 'SELECT count(*)::int AS n FROM appointments')).toEqual([{ n: 5 }]);
    expect(await sql(db.url, 'SELECT count(*)::int AS n FROM services')).toEqual([{ n: catalogue.services.length }]);
    expect(await sql(db.url, 'SELECT count(*)::int AS n FROM providers')).toEqual([{ n: catalogue.providers.length }]);
    const hours = catalogue.providers.reduce((n, p) => n + p.days.length, 0);
    expect(await sql(db.url, 'SELECT count(*)::int AS n FROM provider_hours')).toEqual([{ n: hours }]);
    // Each server lets the demo patient in: the seed any of them wrote is whole.
    for (const s of servers) {
      const login = await request('POST', `${s.url}/api/auth/login-by-email`, {
        headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
        body: JSON.stringify({ email: demoPatient.email, password: demoPatient.password }),
      });
      expect(login.status).toBe(200);
    }
  });

  it('answers /healthz and /readyz uncached, without a key, and does not log them at info level', async () => {
    const [s] = servers;
    const health = await request('GET', `${s.url}/healthz`);
    const readiness = await request('GET', `${s.url}/readyz`);
    expect([health.status, readiness.status]).toEqual([200, 200]);
    expect(health.headers['cache-control']).toBe('no-store');
    expect(readiness.headers['cache-control']).toBe('no-store');
    // Another request is logged at the same level, so the log is on and the probes are left out of it.
    await request('GET', `${s.url}/api/payments/plans`, { headers: { 'x-api-key': API_KEY } });
    await waitFor('the plans request in the log', () => (s.output().includes('"route":"/api/payments/plans"') ? true : undefined));
    expect(s.output()).not.toMatch(/healthz|readyz/);
  });

  it('answers /readyz 503 while a migration of its build is not applied, /healthz 200', async () => {
    const [s] = servers;
    const last = migrationFiles.at(-1)!;
    const [row] = await sql<{ applied_at: Date }>(db.url, 'DELETE FROM schema_migrations WHERE name = $1 RETURNING applied_at', [last]);
    try {
      const readiness = await request('GET', `${s.url}/readyz`);
      expect(readiness.status).toBe(503);
      expect(readiness.headers['cache-control']).toBe('no-store');
      expect((await request('GET', `${s.url}/healthz`)).status).toBe(200);
    } finally {
      await sql(db.url, 'INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [last, row.applied_at]);
    }
    expect((await request('GET', `${s.url}/readyz`)).status).toBe(200);
  });

  it('on SIGTERM stops accepting, lets a slow in-flight request finish with 200, then exits 0', async () => {
    const s = servers[2];
    const body = JSON.stringify({ email: demoPatient.email, password: demoPatient.password });
    const before = loginsReceived(s);
    const socket = net.connect(s.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    // Headers and half the body: the request is in flight and the server waits for the rest.
    socket.write(
      `POST /api/auth/login-by-email HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\nContent-Type: application/json\r\nX-Api-Key: ${API_KEY}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await waitFor('the server to receive the login', () => (loginsReceived(s) > before ? true : undefined));
    s.process.kill('SIGTERM');
    // Stopped accepting: a new connection is refused while the first one is still open.
    await waitFor(
      'new connections to be refused',
      () =>
        new Promise<true | undefined>((resolve) => {
          const probe = net.connect(s.port, '127.0.0.1');
          probe.once('connect', () => {
            probe.destroy();
            resolve(undefined);
          });
          probe.once('error', () => resolve(true));
        }),
    );
    expect(s.process.exitCode).toBeNull();
    // write, not end: a client that half-closes its side has given up on the answer.
    socket.write(body.slice(20));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"token"');
    expect(await s.exited).toBe(0);
  });

  it('answers /readyz 503 when the database is gone, while /healthz still says the process is alive', async () => {
    await db.drop();
    const [s] = servers;
    const readiness = await request('GET', `${s.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect((await request('GET', `${s.url}/healthz`)).status).toBe(200);
  });
});
