/**
 * `npm run soak` (through scripts/soak.sh, which gives it a throwaway PostgreSQL 15 cluster): two server
 * processes on PostgreSQL behind HAProxy, mail through a real SMTP peer (smtp-server), under a steady load
 * of new patients' journeys for SOAK_SECONDS while, on a schedule, server B is SIGKILLed and started again,
 * PostgreSQL is stopped in immediate mode (a crash) and started again, and the SMTP listener is closed for
 * SOAK_SMTP_DOWN_SECONDS (connections refused) and then opened again on the same port.
 *
 * Each journey is one new patient, as the portal makes its calls: register, ask for the code, read it from
 * the mail, verify, log in, the dashboard's reads, answer the family-history step, sign the privacy consent,
 * pay a plan through the simulated checkout, book a slot, write to the help centre, log out. A request
 * that fails ends her journey (she gives up; the next patient starts), except an HAProxy 503 (no server
 * reached: nothing was written), which she tries again a second later.
 *
 * The ledger holds every acknowledged (2xx/303) write; after the load, the soak waits until the mail queue
 * is empty and every expected mail has arrived (or SOAK_DRAIN_SECONDS pass), then reads the database and
 * the SMTP peer's inbox: a lost write, a missing mail or a mail received twice makes it exit 1.
 *
 * Options (environment): SOAK_SECONDS (240), SOAK_PATIENTS (journeys at once, 6),
 * SOAK_SMTP_DOWN_SECONDS (30), SOAK_DRAIN_SECONDS (300).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import os from 'node:os';
import { promisify } from 'node:util';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { CLINIC_LOCATION_UUID } from '../common/clinic';
import { registration } from '../test/support/registration';
import { catalogue } from '../server/modules/appointments/catalogue';
import { demoHistory, tinyJpegDataUrl } from '../server/modules/patients/demoHistory';
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
  type Balancer,
  type Server,
} from '../test/cluster/processes';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 240);
const JOURNEYS_AT_ONCE = Number(process.env.SOAK_PATIENTS ?? 6);
const SMTP_DOWN_SECONDS = Number(process.env.SOAK_SMTP_DOWN_SECONDS ?? 30);
const DRAIN_SECONDS = Number(process.env.SOAK_DRAIN_SECONDS ?? 300);
/** When each fault starts, as a share of the load's duration. */
const SCHEDULE = { killServer: 0.2, restartPostgres: 0.45, smtpDown: 0.65 };
const PASSWORD = 'Primavera2026';
const REQUEST_TIMEOUT_MS = 30_000;
const SUPPORT_EMAIL = 'soporte@espaciosella.mx';

const service = catalogue.services[0];
const providers = catalogue.providers.filter((p) => p.specialty === service.specialty);

// ── the SMTP peer ───────────────────────────────────────────────────────────────────────────────────

interface Received {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on a fixed port, which can be closed (connections refused) and opened again. */
class SmtpPeer {
  readonly inbox: Received[] = [];
  private server: SMTPServer | null = null;
  constructor(readonly port: number) {}

  async open(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          // The message counts as delivered once it is in the inbox, and only then is it acknowledged.
          simpleParser(Buffer.concat(chunks)).then(
            (mail) => {
              for (const rcpt of session.envelope.rcptTo)
                this.inbox.push({ to: rcpt.address, subject: mail.subject ?? '', text: mail.text ?? '' });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Stops listening at once (new connections are refused); a session under way may finish. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get isOpen(): boolean {
    return this.server !== null;
  }

  /** The verification codes mailed to `to`, oldest first. */
  codesFor(to: string): string[] {
    return this.inbox
      .filter((m) => m.to === to && kindOfMail(m.subject) === 'verification code')
      .map((m) => /\b(\d{6})\b/.exec(m.text)?.[1])
      .filter((c): c is string => Boolean(c));
  }
}

type MailKind = 'verification code' | 'payment received' | 'booking received' | 'help receipt' | 'support copy' | 'other';

function kindOfMail(subject: string): MailKind {
  if (subject.startsWith('Tu código de verificación')) return 'verification code';
  if (subject.startsWith('Recibimos tu pago')) return 'payment received';
  if (subject.startsWith('Recibimos tu solicitud de consulta')) return 'booking received';
  if (subject.startsWith('Recibimos tu mensaje')) return 'help receipt';
  if (subject.startsWith('Centro de ayuda:')) return 'support copy';
  return 'other';
}

// ── measurements ───────────────────────────────────────────────────────────────────────────────────

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

class Stats {
  readonly latencies = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly mailDelays: number[] = [];
  journeysStarted = 0;
  journeysCompleted = 0;
  slotTaken = 0;
  /** Journeys whose provider had no free slot left to offer (the calendar fills up over a long run). */
  noFreeSlot = 0;
  retried503 = 0;

  latency(name: string, ms: number): void {
    if (!this.latencies.has(name)) this.latencies.set(name, []);
    this.latencies.get(name)!.push(ms);
  }

  error(kind: string): void {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
  }
}

/** Why a request failed, for the errors table: a refused or reset connection, a timeout, or a status. */
function errorKind(error: NodeJS.ErrnoException): string {
  if (error.code === 'ECONNREFUSED') return 'connection refused';
  if (error.code === 'ETIMEDOUT' || error.message === 'timeout') return 'timeout';
  return 'connection reset';
}

// ── the ledger: every acknowledged write ───────────────────────────────────────────────────────────

interface Ledger {
  registered: string[]; // e-mails
  verified: string[];
  answers: string[]; // patient uuids whose family-history step was saved
  consents: string[];
  payments: string[]; // checkout session ids paid
  appointments: string[]; // appointment uuids
  helpMessages: Array<{ patientUuid: string; marker: string }>;
  /** Mails the acknowledged writes owe, by kind and recipient (support copies by their marker). */
  expectedMail: Array<{ kind: MailKind; to: string; marker?: string }>;
}

// ── one patient's journey ───────────────────────────────────────────────────────────────────────────

class StopJourney extends Error {}

/** One new patient's journey; false when she gave up on an error. */
async function journey(baseUrl: string, n: number, stats: Stats, ledger: Ledger, loadEnds: number, peer: SmtpPeer): Promise<boolean> {
  stats.journeysStarted += 1;
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  // Each patient arrives from an address of her own (HAProxy passes it on, TRUST_PROXY trusts HAProxy), so
  // the per-address limits see patients, not the balancer.
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const email = `soak${n}@example.mx`;
  const phone = `57${String(n).padStart(8, '0')}`;
  let bearer: Record<string, string> = {};

  const once = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        `${baseUrl}${path}`,
        {
          method,
          agent,
          headers: {
            'x-forwarded-for': address,
            ...headers,
            ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }));
          res.on('error', reject);
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(body);
    });

  /** One call; an answer outside `expected` ends the journey (after counting it), except HAProxy's 503. */
  const call = async (
    name: string,
    method: string,
    path: string,
    expected: number[],
    options: { json?: unknown; form?: string; headers?: Record<string, string>; anonymous?: boolean } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = { ...(options.anonymous ? {} : bearer), ...options.headers };
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.form;
    }
    for (;;) {
      const started = performance.now();
      let answer: Answer;
      try {
        answer = await once(method, path, headers, body);
      } catch (error) {
        stats.latency(name, performance.now() - started);
        stats.error(`${errorKind(error as NodeJS.ErrnoException)} (${name})`);
        throw new StopJourney();
      }
      stats.latency(name, performance.now() - started);
      if (expected.includes(answer.status)) return answer;
      // HAProxy answers 503 itself when no server is in rotation: the request reached none, so trying
      // again cannot write twice. A server's own 503 says so in JSON and ends the journey like any 5xx.
      const fromBalancer = answer.status === 503 && !String(answer.headers['content-type']).includes('json');
      stats.error(`${answer.status}${fromBalancer ? ' from HAProxy (no server)' : answer.status < 500 ? ' unexpected' : ''} (${name})`);
      if (!fromBalancer || Date.now() > loadEnds) throw new StopJourney();
      stats.retried503 += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };

  try {
    const key = { 'x-api-key': API_KEY };
    await call('register', 'POST', '/api/auth/register', [200, 201], {
      headers: key,
      json: registration(email, phone),
    });
    ledger.registered.push(email);
    const codesBefore = peer.codesFor(email).length;
    await call('request code', 'POST', '/api/auth/request-verification-code', [200, 201, 204], { headers: key, json: { email } });
    ledger.expectedMail.push({ kind: 'verification code', to: email });
    // She waits for the mail (through the SMTP outage too); when the load ends she stops waiting.
    const asked = Date.now();
    let code: string | undefined;
    while (!(code = peer.codesFor(email)[codesBefore])) {
      if (Date.now() > loadEnds) throw new StopJourney();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    stats.mailDelays.push(Date.now() - asked);
    await call('verify', 'POST', '/api/auth/verify-email', [200, 201, 204], { headers: key, json: { email, code, password: PASSWORD } });
    ledger.verified.push(email);
    const login = await call('login', 'POST', '/api/auth/login-by-email', [200], { headers: key, json: { email, password: PASSWORD } });
    bearer = { authorization: `Bearer ${(JSON.parse(login.body) as { token: string }).token}` };
    const record = await call('read', 'GET', `/api/patients/search?openmrsId=${phone}`, [200]);
    const patientUuid = (JSON.parse(record.body) as { patientUuid: string }).patientUuid;
    await Promise.all([
      call('read', 'GET', `/api/appointments?phoneNumber=${phone}`, [200]),
      call('read', 'GET', `/api/patients/${phone}/history/privacy`, [200]),
      call('read', 'GET', `/api/patients/${phone}/subscription`, [200, 404]),
      call('read', 'GET', `/api/patients/${phone}/history/family`, [204]),
    ]);
    await call('save answers', 'POST', `/api/patients/${phone}/history/family`, [200], { json: demoHistory.family });
    ledger.answers.push(patientUuid);
    await call('consent', 'POST', `/api/patients/${phone}/history/privacy`, [201], {
      json: { consentAccepted: true, patientSignature: tinyJpegDataUrl },
    });
    ledger.consents.push(patientUuid);

    // Pays as her browser does: the checkout's URL (token into a cookie), its page, then the same-origin form.
    const session = await call('checkout', 'POST', '/api/payments/create-checkout-session', [200], { json: { priceId: 'primera' } });
    const { id, url } = JSON.parse(session.body) as { id: string; url: string };
    const target = new URL(url, baseUrl);
    const arrival = await call('checkout', 'GET', target.pathname + target.search, [303], { anonymous: true });
    const cookie = String(arrival.headers['set-cookie']).split(';')[0];
    await call('checkout', 'GET', `/checkout/${id}`, [200], { anonymous: true, headers: { cookie } });
    await call('pay', 'POST', `/checkout/${id}/pay`, [303], {
      anonymous: true,
      headers: { cookie, origin: baseUrl, 'sec-fetch-site': 'same-origin' },
      form: '',
    });
    ledger.payments.push(id);
    ledger.expectedMail.push({ kind: 'payment received', to: email });

    const provider = providers[n % providers.length];
    const slots = await call(
      'read',
      'GET',
      `/api/appointments/available-slots?phoneNumber=${phone}&providerUuid=${provider.uuid}&serviceUuid=${service.uuid}`,
      [200],
    );
    const free = JSON.parse(slots.body) as Array<{ startDateTime: string; endDateTime: string }>;
    if (!free.length) stats.noFreeSlot += 1;
    for (let tries = 0; tries < 5 && free.length; tries += 1) {
      const [slot] = free.splice(Math.floor(Math.random() * Math.min(free.length, 200)), 1);
      const booked = await call('book', 'POST', '/api/appointments', [201, 409], {
        json: { patientUuid, serviceUuid: service.uuid, providerUuid: provider.uuid, locationUuid: CLINIC_LOCATION_UUID, ...slot },
      });
      if (booked.status === 409) {
        stats.slotTaken += 1;
        continue;
      }
      ledger.appointments.push((JSON.parse(booked.body) as { uuid: string }).uuid);
      ledger.expectedMail.push({ kind: 'booking received', to: email });
      break;
    }

    const marker = `soak-${n}`;
    await call('help message', 'POST', '/api/help/messages', [201], {
      json: { name: 'María Fernanda López', email, subject: 'cita', message: `Mensaje de prueba ${marker}: no encuentro mi consulta.` },
    });
    ledger.helpMessages.push({ patientUuid, marker });
    ledger.expectedMail.push({ kind: 'help receipt', to: email }, { kind: 'support copy', to: SUPPORT_EMAIL, marker });
    await call('logout', 'POST', '/api/auth/logout', [204]);
    stats.journeysCompleted += 1;
    return true;
  } catch (error) {
    if (!(error instanceof StopJourney)) throw error;
    return false;
  } finally {
    agent.destroy();
  }
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────────────

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
};
const ms = (n: number) => (Number.isNaN(n) ? '-' : `${n.toFixed(n < 10 ? 1 : 0)} ms`);
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** pg_ctlcluster on the soak's cluster, without blocking the load generator meanwhile. */
async function pgCluster(action: string[]): Promise<void> {
  const [version, name] = (process.env.ELLA_PG_CLUSTER ?? '').split(' ');
  // The cluster's owner (postgres) must be able to use the temporary folder.
  await promisify(execFile)('pg_ctlcluster', [version, name, ...action], { env: { ...process.env, TMPDIR: '/tmp' } });
}

async function main(): Promise<number> {
  if (!process.env.DATABASE_URL || !process.env.ELLA_PG_CLUSTER) {
    console.error('Run the soak with `npm run soak`: it needs the PostgreSQL cluster that scripts/soak.sh starts.');
    return 1;
  }
  let startedAt = Date.now();
  const t = () => `t+${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s`;
  const log = (line: string) => console.log(`${t()}  ${line}`);
  const owned: Array<() => Promise<void>> = [];
  const cleanUp = async () => {
    while (owned.length) await owned.pop()!().catch(() => {});
  };
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping everything the soak started`);
    void cleanUp().then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    const db = await emptyDatabase();
    owned.push(() => db.drop());
    const peer = new SmtpPeer(await freePort());
    await peer.open();
    owned.push(() => peer.close());
    const outbox = makeOutbox(); // unused with SMTP_URL set; startServer wants one
    const statics = staticDir();
    owned.push(async () => {
      rmSync(outbox, { recursive: true, force: true });
      rmSync(statics, { recursive: true, force: true });
    });
    const env = {
      DATABASE_URL: db.url,
      STATIC_DIR: statics,
      MAIL_OUTBOX_DIR: outbox,
      SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
      SUPPORT_EMAIL,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    const ports = [await freePort(), await freePort()];
    const servers: Server[] = ports.map((port) => startServer(env, port));
    const everyServer = [...servers]; // their logs, the killed one's too
    owned.push(() => Promise.all(servers.map((s) => s.stop())).then(() => {}));
    await Promise.all(servers.map((s) => ready(s)));
    const lb: Balancer = await startHaproxy(ports, productionChecks);
    owned.push(() => lb.stop());

    const cpu = os.cpus()[0]?.model ?? 'cpu';
    console.log(`Soak: ${SECONDS} s of patient journeys (${JOURNEYS_AT_ONCE} at once) through HAProxy to 2 servers on PostgreSQL 15`);
    console.log(
      `${os.cpus().length} cores (${cpu}), Node ${process.version}, ${new Date().toISOString()}; load average before: ${loadAverage()}`,
    );
    const schedule = {
      kill: startedAt + SCHEDULE.killServer * SECONDS * 1000,
      postgres: startedAt + SCHEDULE.restartPostgres * SECONDS * 1000,
      smtp: startedAt + SCHEDULE.smtpDown * SECONDS * 1000,
    };
    const loadStarts = Date.now();
    const loadEnds = loadStarts + SECONDS * 1000;
    for (const key of Object.keys(schedule) as Array<keyof typeof schedule>) schedule[key] += loadStarts - startedAt;
    startedAt = loadStarts; // the timeline counts from the load's start
    const stats = new Stats();
    const ledger: Ledger = {
      registered: [],
      verified: [],
      answers: [],
      consents: [],
      payments: [],
      appointments: [],
      helpMessages: [],
      expectedMail: [],
    };

    const until = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
    const faults = (async () => {
      await until(schedule.kill);
      log('fault: SIGKILL server B');
      servers[1].process.kill('SIGKILL');
      await servers[1].exited;
      await servers[1].stop(); // its data folder
      servers[1] = startServer(env, ports[1]);
      everyServer.push(servers[1]);
      await ready(servers[1]);
      log('server B is back (ready)');
      await until(schedule.postgres);
      log('fault: PostgreSQL stopped (immediate mode: a crash) and started again');
      await pgCluster(['stop', '--mode', 'immediate']);
      await pgCluster(['start']);
      log('PostgreSQL is back');
      await until(schedule.smtp);
      log(`fault: SMTP listener closed for ${SMTP_DOWN_SECONDS} s (connections refused)`);
      await peer.close();
      await until(schedule.smtp + SMTP_DOWN_SECONDS * 1000);
      await peer.open();
      log('SMTP listener open again on the same port');
    })();
    // A fault that cannot be staged (a server that does not come back) fails the run after the load.
    const faultsDone = faults.then(
      () => null,
      (error: unknown) => error,
    );

    let next = 0;
    await Promise.all(
      Array.from({ length: JOURNEYS_AT_ONCE }, async () => {
        while (Date.now() < loadEnds && !interrupted) {
          // After a patient gives up the next one arrives a second later, as patients do, rather than at
          // once: a portal answering errors fast would otherwise be flooded by the load generator itself.
          if (!(await journey(lb.url, next++, stats, ledger, loadEnds, peer))) await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }),
    );
    log(`load stopped; load average: ${loadAverage()}`);
    const faultError = await faultsDone;
    if (faultError) throw faultError;

    // Wait for a state, not a time: the queue is empty and every mail owed has arrived, or the deadline.
    const drainStarted = Date.now();
    const drainEnds = drainStarted + DRAIN_SECONDS * 1000;
    const outstanding = async () =>
      (
        await sql<{ n: number }>(
          db.url,
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND state IN ('created', 'retry', 'active')`,
        )
      )[0].n;
    let queued = await outstanding();
    while ((queued > 0 || peer.inbox.length < ledger.expectedMail.length) && Date.now() < drainEnds) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      queued = await outstanding();
    }
    log(
      `mail queue ${queued ? `still holds ${queued} job(s) at the deadline` : 'empty'} after ${((Date.now() - drainStarted) / 1000).toFixed(0)} s`,
    );

    // ── the check ──
    const found = async (text: string, ids: string[]) => (ids.length ? (await sql<{ n: number }>(db.url, text, [ids]))[0].n : 0);
    const writes: Array<[string, number, number]> = [
      [
        'accounts',
        ledger.registered.length,
        await found('SELECT count(*)::int AS n FROM patients WHERE email = ANY($1)', ledger.registered),
      ],
      [
        'verifications',
        ledger.verified.length,
        await found('SELECT count(*)::int AS n FROM patients WHERE email = ANY($1) AND verified_at IS NOT NULL', ledger.verified),
      ],
      [
        'answers',
        ledger.answers.length,
        await found(
          `SELECT count(*)::int AS n FROM history_steps WHERE step = 'family' AND patient_uuid = ANY($1::uuid[])`,
          ledger.answers,
        ),
      ],
      [
        'consents',
        ledger.consents.length,
        await found('SELECT count(*)::int AS n FROM privacy_consents WHERE patient_uuid = ANY($1::uuid[])', ledger.consents),
      ],
      [
        'payments',
        ledger.payments.length,
        await found(
          `SELECT count(*)::int AS n FROM checkout_sessions WHERE id = ANY($1) AND status = 'complete' AND payment_status = 'paid'`,
          ledger.payments,
        ),
      ],
      [
        'appointments',
        ledger.appointments.length,
        await found('SELECT count(*)::int AS n FROM appointments WHERE uuid = ANY($1::uuid[])', ledger.appointments),
      ],
      [
        'help messages',
        ledger.helpMessages.length,
        await found(
          `SELECT count(DISTINCT payload->>'message')::int AS n FROM support_messages WHERE payload->>'message' = ANY($1)`,
          ledger.helpMessages.map((m) => `Mensaje de prueba ${m.marker}: no encuentro mi consulta.`),
        ),
      ],
    ];
    const lostWrites = writes.reduce((sum, [, acked, there]) => sum + (acked - there), 0);

    // A mail received twice has the same recipient, subject and text (a code, a marker or a patient's
    // address makes each owed mail unique); one owed and never received is missing.
    const copies = new Map<string, number>();
    for (const m of peer.inbox) {
      const key = createHash('sha256').update(`${m.to}\n${m.subject}\n${m.text}`).digest('hex');
      copies.set(key, (copies.get(key) ?? 0) + 1);
    }
    const duplicates = [...copies.values()].reduce((sum, n) => sum + n - 1, 0);
    const mailRows = new Map<MailKind, { owed: number; received: number; missing: number; twice: number }>();
    const row = (kind: MailKind) => mailRows.get(kind) ?? mailRows.set(kind, { owed: 0, received: 0, missing: 0, twice: 0 }).get(kind)!;
    const seen = new Set<string>();
    for (const m of peer.inbox) {
      row(kindOfMail(m.subject)).received += 1;
      const key = `${m.to}\n${m.subject}\n${m.text}`;
      if (seen.has(key)) row(kindOfMail(m.subject)).twice += 1;
      seen.add(key);
    }
    const distinct = new Map<string, number>();
    for (const m of new Map(peer.inbox.map((m) => [`${m.to}\n${m.subject}\n${m.text}`, m])).values()) {
      const k = `${kindOfMail(m.subject)}\n${m.to}`;
      distinct.set(k, (distinct.get(k) ?? 0) + 1);
    }
    const owedBy = new Map<string, number>();
    for (const e of ledger.expectedMail) {
      row(e.kind).owed += 1;
      if (e.marker) {
        if (!peer.inbox.some((m) => m.to === e.to && m.text.includes(e.marker!))) row(e.kind).missing += 1;
        continue;
      }
      const k = `${e.kind}\n${e.to}`;
      owedBy.set(k, (owedBy.get(k) ?? 0) + 1);
    }
    for (const [k, owed] of owedBy) {
      const short = owed - (distinct.get(k) ?? 0);
      if (short > 0) row(k.split('\n')[0] as MailKind).missing += short;
    }
    const missingMails = [...mailRows.values()].reduce((sum, r) => sum + r.missing, 0);
    // Where a code's delay goes: waiting in the queue (created → taken by a worker, retries included) or sending.
    const [queueTimes] = await sql<Record<string, number | null>>(
      db.url,
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY wait) AS wait50, percentile_cont(0.99) WITHIN GROUP (ORDER BY wait) AS wait99,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY send) AS send50, percentile_cont(0.99) WITHIN GROUP (ORDER BY send) AS send99
       FROM (SELECT extract(epoch FROM started_on - created_on) * 1000 AS wait, extract(epoch FROM completed_on - started_on) * 1000 AS send
             FROM pgboss.job WHERE name = 'mail' AND state = 'completed') j`,
    );

    // ── the table ──
    const all = [...stats.latencies.values()].flat();
    const errorsTotal = [...stats.errors.values()].reduce((a, b) => a + b, 0);
    console.log(`\n${'='.repeat(78)}`);
    console.log(
      `Soak ${SECONDS} s, ${JOURNEYS_AT_ONCE} journeys at once; ${os.cpus().length} cores (${cpu}); load average at the end: ${loadAverage()}`,
    );
    console.log(
      `journeys: ${stats.journeysStarted} started, ${stats.journeysCompleted} completed; requests: ${all.length} (${(all.length / SECONDS).toFixed(1)}/s), errors: ${errorsTotal}; HAProxy-503 retries: ${stats.retried503}; slots already taken (409, expected): ${stats.slotTaken}; no free slot offered: ${stats.noFreeSlot}`,
    );
    console.log(`\n  ${'request'.padEnd(14)} ${'count'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}`);
    for (const [name, values] of [...stats.latencies, ['all', all] as [string, number[]]])
      console.log(
        `  ${name.padEnd(14)} ${String(values.length).padStart(7)} ${ms(percentile(values, 0.5)).padStart(9)} ${ms(percentile(values, 0.99)).padStart(9)}`,
      );
    console.log(
      `  code mail delay (request → inbox): p50 ${ms(percentile(stats.mailDelays, 0.5))}, p99 ${ms(percentile(stats.mailDelays, 0.99))}, max ${ms(Math.max(...stats.mailDelays))}`,
    );
    console.log(
      `  mail jobs: queued → taken p50 ${ms(Number(queueTimes.wait50))}, p99 ${ms(Number(queueTimes.wait99))}; taken → sent p50 ${ms(Number(queueTimes.send50))}, p99 ${ms(Number(queueTimes.send99))}`,
    );
    console.log(`\n  ${'errors by kind (request)'.padEnd(44)} ${'count'.padStart(6)}`);
    if (!stats.errors.size) console.log(`  ${'(none)'.padEnd(44)} ${'0'.padStart(6)}`);
    for (const [kind, n] of [...stats.errors].sort((a, b) => b[1] - a[1])) console.log(`  ${kind.padEnd(44)} ${String(n).padStart(6)}`);
    // What the servers logged at error level (the kind and message of the error, never request data).
    const serverErrors = new Map<string, number>();
    for (const line of everyServer.flatMap((server) => server.output().split('\n'))) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as {
        level?: number | string;
        msg?: string;
        type?: string;
        message?: string;
        err?: { type?: string; message?: string; code?: string };
      };
      // pino's error level, and the job queue's own warnings (server/main.ts writes those with level 'warn').
      if (typeof entry.level === 'number' ? entry.level < 50 : entry.level !== 'warn') continue;
      const what = [entry.err?.type ?? entry.type, entry.err?.code ?? entry.err?.message ?? entry.message].filter(Boolean).join(' ');
      const key = `${entry.msg}: ${what}`.slice(0, 140);
      serverErrors.set(key, (serverErrors.get(key) ?? 0) + 1);
    }
    for (const [line, n] of serverErrors) console.log(`  server log ×${n}: ${line}`);
    console.log(`\n  ${'acknowledged writes'.padEnd(20)} ${'acked'.padStart(7)} ${'found'.padStart(7)} ${'lost'.padStart(6)}`);
    for (const [name, acked, there] of writes)
      console.log(`  ${name.padEnd(20)} ${String(acked).padStart(7)} ${String(there).padStart(7)} ${String(acked - there).padStart(6)}`);
    console.log(`\n  ${'mail'.padEnd(20)} ${'owed'.padStart(7)} ${'received'.padStart(9)} ${'missing'.padStart(8)} ${'twice'.padStart(6)}`);
    for (const [kind, r] of mailRows)
      console.log(
        `  ${kind.padEnd(20)} ${String(r.owed).padStart(7)} ${String(r.received).padStart(9)} ${String(r.missing).padStart(8)} ${String(r.twice).padStart(6)}`,
      );
    console.log(`  (more received than owed: mail of writes whose answer was lost, or reminders due during the run)`);
    console.log(`\nlost writes: ${lostWrites}   missing mails: ${missingMails}   duplicate mails: ${duplicates}`);
    return lostWrites || missingMails || duplicates ? 1 : 0;
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
