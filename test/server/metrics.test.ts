import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loggerOptions } from '../../server/http/logging';
import { recordBackupResult } from '../../server/backup/status';
import { createMetrics } from '../../server/metrics/registry';
import { catalogue } from '../../server/modules/appointments/catalogue';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';
import { API_KEY, startHarness, type Harness } from './harness';
import { patientWithUuid, registeredPatient } from './patientFlow';
import { parseMetrics, total, type Sample } from './metricsText';

/** What the logger wrote, one parsed JSON line each. */
function logSink() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

const log = logSink();
let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, undefined, loggerOptions('info', log.stream));
  await h.reset(); // on PostgreSQL the database is shared with the other test files
});
afterAll(() => h.close());

async function scrape(app: FastifyInstance = h.app): Promise<Sample[]> {
  const res = await app.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(res.headers['cache-control']).toBe('no-store');
  return parseMetrics(res.body);
}

const outboxFiles = () => (existsSync(h.outbox) ? readdirSync(h.outbox).length : 0);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const requests = 'ella_http_request_duration_seconds_count';

describe('/metrics', () => {
  it('counts what a patient journey did: requests by route pattern and status, the mail it sent, the reminders it scheduled', async () => {
    const before = await scrape();
    const mailBefore = outboxFiles();
    const phone = '5511223344';
    const p = await patientWithUuid(h, 'metricas@example.mx', phone, 1);
    const wrong = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login-by-email',
      headers: { 'x-api-key': API_KEY },
      payload: { email: 'metricas@example.mx', password: 'Equivocada999' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await h.app.inject({ url: `/api/patients/${phone}/history/family`, headers: p.headers })).statusCode).toBe(204);
    const [service, provider] = [catalogue.services[0], catalogue.providers[0]];
    const slots = await h.app.inject({
      url: `/api/appointments/available-slots?phoneNumber=${phone}&providerUuid=${provider.uuid}&serviceUuid=${service.uuid}`,
      headers: p.headers,
    });
    const slot = (slots.json() as Array<{ startDateTime: string; endDateTime: string }>).find(
      (s) => Date.parse(s.startDateTime) > h.clock.now().getTime() + 48 * 3_600_000,
    )!;
    const booked = await h.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: p.headers,
      payload: {
        patientUuid: p.patientUuid,
        serviceUuid: service.uuid,
        locationUuid: CLINIC_LOCATION_UUID,
        providerUuid: provider.uuid,
        ...slot,
      },
    });
    expect(booked.statusCode).toBe(201);
    await h.ctx.jobs.drain();
    const res = await h.app.inject({ url: '/metrics' });
    const after = parseMetrics(res.body);
    const moved = (name: string, labels: Record<string, string>) => total(after, name, labels) - total(before, name, labels);

    expect(moved(requests, { method: 'POST', route: '/api/auth/register', status: '201' })).toBe(1);
    expect(moved(requests, { method: 'POST', route: '/api/auth/login-by-email', status: '200' })).toBe(1);
    expect(moved(requests, { method: 'POST', route: '/api/auth/login-by-email', status: '401' })).toBe(1);
    expect(moved(requests, { method: 'GET', route: '/api/patients/:openmrsId/history/family', status: '204' })).toBe(1);
    expect(moved(requests, { method: 'POST', route: '/api/appointments', status: '201' })).toBe(1);
    // Patterns, never paths: her phone number (an id in SPEC's paths) is in no label.
    expect(res.body).not.toContain(phone);
    const latency = { method: 'POST', route: '/api/appointments', status: '201' };
    expect(total(after, 'ella_http_request_duration_seconds_bucket', { ...latency, le: '+Inf' })).toBe(total(after, requests, latency));
    expect(total(after, 'ella_http_request_duration_seconds_sum', latency)).toBeGreaterThan(0);

    // The verification code and the booking's message left through the mail queue.
    const sent = outboxFiles() - mailBefore;
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(moved('ella_messages_total', { channel: 'email', outcome: 'sent' })).toBe(sent);
    expect(moved('ella_job_attempts_total', { queue: 'mail', outcome: 'completed' })).toBe(sent);
    expect(moved('ella_job_attempts_total', { outcome: 'failed' })).toBe(0);
    // Her 24 h and 1 h reminders wait in the queue for their time.
    expect(total(after, 'ella_job_queue_depth', { queue: 'reminder', state: 'scheduled' })).toBe(2);
    expect(total(after, 'ella_job_queue_depth', { queue: 'mail' })).toBe(0);

    const pool = after.filter((s) => s.name.startsWith('ella_db_pool_'));
    if (h.ctx.db.kind === 'postgres') {
      expect(total(after, 'ella_db_pool_max_connections')).toBe(10);
      expect(pool.filter((s) => s.name === 'ella_db_pool_connections').map((s) => s.labels.state)).toEqual(['idle', 'busy']);
      expect(total(after, 'ella_db_pool_connections')).toBeLessThanOrEqual(10);
    } else {
      expect(pool).toEqual([]); // PGlite is one connection inside the process: no pool to report
    }
  });

  it('reports the last successful backup and counts failed ones', async () => {
    const before = await scrape();
    const last = total(before, 'ella_backup_last_success_timestamp_seconds');
    const at = new Date((Math.max(last, Math.floor(Date.now() / 1000)) + 60) * 1000);
    recordBackupResult({ ok: true, at, file: 'nightly-prueba.ellabackup', bytes: 1024 });
    recordBackupResult({ ok: false, at, error: 'disco lleno' });
    const after = await scrape();
    expect(total(after, 'ella_backup_last_success_timestamp_seconds')).toBe(at.getTime() / 1000);
    expect(total(after, 'ella_backup_failures_total') - total(before, 'ella_backup_failures_total')).toBe(1);
  });

  it('adds the process and Node series for the server (main.ts), not for every test server', async () => {
    const names = (metrics: ReturnType<typeof createMetrics>) => metrics.registry.getMetricsAsJSON().then((all) => all.map((m) => m.name));
    expect(await names(createMetrics({ processMetrics: true }))).toEqual(
      expect.arrayContaining(['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds']),
    );
    expect((await names(h.ctx.metrics)).filter((name) => !name.startsWith('ella_'))).toEqual([]);
  });

  it('answers a caller off this machine only with the token, whatever X-Forwarded-For says', async () => {
    const remote = { remoteAddress: '203.0.113.7' };
    const refused = await h.app.inject({ url: '/metrics', ...remote });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer');
    expect(refused.body).not.toContain('ella_');
    expect((await h.app.inject({ url: '/metrics', ...remote, headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(401);
    // A balancer on this machine, trusted to tell the client's address, forwarding a remote client.
    const behindBalancer = await buildApp({ context: h.ctx, trustProxy: ['127.0.0.1'] });
    try {
      const forwarded = await behindBalancer.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(forwarded.statusCode).toBe(401);
      expect((await behindBalancer.inject({ url: '/metrics' })).statusCode).toBe(200);
    } finally {
      await behindBalancer.close();
    }
    const token = 'f'.repeat(48);
    h.ctx.config.metricsToken = token;
    try {
      expect((await h.app.inject({ url: '/metrics', ...remote, headers: { authorization: `Bearer ${'e'.repeat(48)}` } })).statusCode).toBe(
        401,
      );
      const admitted = await h.app.inject({ url: '/metrics', ...remote, headers: { authorization: `Bearer ${token}` } });
      expect(admitted.statusCode).toBe(200);
      expect(parseMetrics(admitted.body).some((s) => s.name === requests)).toBe(true);
    } finally {
      h.ctx.config.metricsToken = undefined;
    }
  });
});

describe('request ids', () => {
  it('answers each request with an id of its own that every log line of that request carries', async () => {
    await registeredPatient(h, 'ids@example.mx', '5599887766');
    log.lines.length = 0;
    const ok = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login-by-email',
      headers: { 'x-api-key': API_KEY },
      payload: { email: 'ids@example.mx', password: 'Primavera2026' },
    });
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login-by-email',
      headers: { 'x-api-key': API_KEY },
      payload: { email: 'ids@example.mx', password: 'Equivocada999' },
    });
    const unknown = await h.app.inject({ url: '/api/no-such-thing', headers: { 'x-request-id': 'elegido-por-el-cliente' } });
    // A path the router cannot even decode.
    const undecodable = await h.app.inject({ url: '/api/patients/%zz/history/family' });
    expect([ok.statusCode, refused.statusCode, unknown.statusCode, undecodable.statusCode]).toEqual([200, 401, 404, 400]);
    const ids = [ok, refused, unknown, undecodable].map((res) => String(res.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(4);

    // Every line written while these requests ran names its request.
    expect(log.lines.length).toBeGreaterThan(0);
    for (const line of log.lines) expect(ids).toContain(line.reqId);
    const messagesOf = (id: string) => log.lines.filter((l) => l.reqId === id).map((l) => l.msg);
    expect(messagesOf(ids[0])).toEqual(['incoming request', 'request completed']);
    expect(messagesOf(ids[1])).toEqual(['incoming request', 'request refused', 'request completed']);
    expect(messagesOf(ids[2])).toEqual(['incoming request', 'request completed']);
    expect(messagesOf(ids[3])).toEqual(['incoming request']);
  });

  it('counts a path the router cannot decode once, as an unmatched request', async () => {
    const undecodable = async () => total(await scrape(), requests, { route: '(unmatched)', status: '400' });
    const before = await undecodable();
    expect((await h.app.inject({ url: '/api/patients/%zz/history/family' })).statusCode).toBe(400);
    expect((await undecodable()) - before).toBe(1);
  });

  it('puts the id on the built client’s files and pages too, and counts them under one route label each', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ella-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="es"><head><title>x</title></head><body></body></html>');
    writeFileSync(path.join(dir, 'assets/main.0123456789.js'), 'console.log(1)');
    const shellLog = logSink();
    const app = await buildApp({ staticDir: dir, handlers: {}, logger: loggerOptions('info', shellLog.stream) });
    try {
      const file = await app.inject({ url: '/assets/main.0123456789.js' });
      const page = await app.inject({ url: '/dashboard' });
      const missing = await app.inject({ url: '/assets/main.9876543210.js' });
      expect([file.statusCode, page.statusCode, missing.statusCode]).toEqual([200, 200, 404]);
      for (const res of [file, page, missing]) {
        const id = String(res.headers['x-request-id']);
        expect(id).toMatch(uuid);
        expect(shellLog.lines.filter((l) => l.reqId === id).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      }
      const scraped = await scrape(app);
      expect(total(scraped, requests, { method: 'GET', route: '(static file)', status: '200' })).toBe(1);
      expect(total(scraped, requests, { method: 'GET', route: '(unmatched)', status: '200' })).toBe(1);
      expect(total(scraped, requests, { method: 'GET', route: '(unmatched)', status: '404' })).toBe(1);
      expect(scraped.some((s) => s.labels.route?.includes('main.'))).toBe(false);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
