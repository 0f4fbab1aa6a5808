import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { userInfo } from 'node:os';
import { staffSecret } from '../modules/staff/secret';
import { listReminders } from './reminders';
import { printTracking } from './tracking';
import { listEarlierSlotWaits } from './earlierSlotWaits';
import { arcoUsage, runArco } from './arco';
import { oxxoCommand } from './oxxo';
import { invoicesCommand } from './invoices';
import { backupCommand, backupUsage } from './backup';
import { terminal, type StaffIo, type Terminal } from './terminal';
import { parseMedication, prescribeUsage } from './prescribe';

/** Who runs the command and which one: the server writes them into the patient's access log for every read. */
const staffHeaders = (args: string[], env: NodeJS.ProcessEnv) => ({
  'x-staff-actor': (env.STAFF_NAME ?? userInfo().username).replace(/[^\x20-\x7e]/g, ''),
  'x-staff-tool': ['npm run staff --', ...args.slice(0, args[0] === 'arco' ? 2 : 1)].join(' '),
});
type StaffHeaders = ReturnType<typeof staffHeaders>;

type Call = (method: 'GET' | 'POST', url: string, body?: object) => Promise<{ status: number; json: unknown }>;

async function serverCall(base: string, secret: string, headers: StaffHeaders): Promise<Call | null> {
  const call: Call = async (method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'x-staff-secret': secret, ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: await res.json() };
  };
  try {
    // Any answer means a server is listening. The liveness probe: no secret sent for nothing, no patient's
    // data read (a staff read would be written to her access log), no refused request in the server's log.
    await fetch(`${base}/healthz`);
    return call;
  } catch {
    return null; // nothing listening
  }
}

async function inProcessCall(
  dataDir: string,
  secret: string,
  headers: StaffHeaders,
  env: NodeJS.ProcessEnv,
): Promise<{ call: Call; close: () => Promise<void> }> {
  const { acquireDataLock } = await import('../db/lock');
  const { openDatabase } = await import('../db/database');
  const { buildApp } = await import('../app');
  const { systemClock } = await import('../context');
  const { defaultConfig } = await import('../startup/config');
  const { RateLimiter } = await import('../http/rateLimit');
  const { createMailer } = await import('../mail/mailer');
  const { createJobQueue } = await import('../jobs/queue');
  const { createPayments } = await import('../modules/payments/setup');
  const { seedCatalogue } = await import('../modules/appointments/catalogue');
  const { createMetrics } = await import('../metrics/registry');
  const release = env.DATABASE_URL ? () => {} : acquireDataLock(dataDir);
  const db = await openDatabase({ url: env.DATABASE_URL, dir: path.join(dataDir, 'db') });
  await seedCatalogue(db);
  const config = defaultConfig(dataDir, {}, env);
  const mail = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: env.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox') });
  const jobs = await createJobQueue({ db, deliver: (m) => mail.send(m), secret: config.pepper });
  const app = await buildApp({
    context: {
      db,
      config,
      clock: systemClock,
      limiter: new RateLimiter(db),
      payments: createPayments(env),
      mail,
      jobs,
      metrics: createMetrics(),
    },
  });
  const call: Call = async (method, url, body) => {
    const res = await app.inject({
      method,
      url,
      headers: { 'x-staff-secret': secret, ...headers },
      payload: body,
      remoteAddress: '127.0.0.1',
    });
    return { status: res.statusCode, json: res.json() };
  };
  // Mail a command queued goes out before the data lock is released (the server's worker may be a while coming back).
  return {
    call,
    close: async () => {
      await app.close();
      await jobs.drain().catch(() => {});
      await jobs.stop();
      await db.close();
      release();
    },
  };
}

function option(args: string[], name: string): string[] {
  const values: string[] = [];
  args.forEach((a, i) => {
    if (a === name && args[i + 1]) values.push(args[i + 1]);
  });
  return values;
}

/** One line per command, printed when the command is unknown. */
const usage = [
  'list-appointments',
  'earlier-slot-waits',
  'schedule <uuid> [--link URL]',
  'add-link <uuid> URL',
  'complete <uuid>',
  'miss <uuid>',
  prescribeUsage,
  'seed-demo',
  'messages [--save-log <id> <file>]',
  'reminders [--upcoming]',
  'tracking --email E',
  arcoUsage,
  'oxxo paid|expire <checkout session id>',
  'invoices [attach <id> --pdf F --xml F]',
  ...backupUsage,
];

async function run(call: Call, [command, ...args]: string[], out: Terminal): Promise<number> {
  const { say, sayError } = out;
  const expectOk = (res: { status: number; json: unknown }) => {
    if (res.status >= 300) throw new Error(`${res.status}: ${(res.json as { message?: string }).message ?? JSON.stringify(res.json)}`);
    return res.json as Record<string, unknown>;
  };
  const update = async (uuid: string | undefined, body: object, what: string) => {
    if (!uuid) throw new Error(`usage: ${command} <appointment uuid>`);
    const a = expectOk(await call('POST', `/api/staff/appointments/${uuid}/status`, body));
    say(`${what}: ${a.uuid} ${a.date} ${a.startTime} ${a.serviceType} — ${a.status}${a.notes ? ` — ${a.notes}` : ''}`);
  };
  switch (command) {
    case 'list-appointments': {
      const rows = expectOk(await call('GET', '/api/staff/appointments')) as unknown as Array<Record<string, string>>;
      for (const a of rows)
        say(
          `${a.uuid}  ${a.date} ${a.startTime}  ${a.status.padEnd(9)}  ${a.serviceType} · ${a.providerName} · ${a.patientEmail}${a.notes ? `  ${a.notes}` : ''}`,
        );
      say(`${rows.length} consultas`);
      return 0;
    }
    case 'earlier-slot-waits':
      return listEarlierSlotWaits(call, out);
    case 'schedule':
      await update(
        args[0],
        { status: 'Scheduled', ...(option(args, '--link')[0] ? { notes: option(args, '--link')[0] } : {}) },
        'Agendada',
      );
      return 0;
    case 'add-link':
      if (!args[1]) throw new Error('usage: add-link <uuid> URL');
      await update(args[0], { notes: args[1] }, 'Liga agregada');
      return 0;
    case 'complete':
      await update(args[0], { status: 'Completed' }, 'Completada');
      return 0;
    case 'miss':
      await update(args[0], { status: 'Missed' }, 'No asistió');
      return 0;
    case 'prescribe': {
      const [email] = option(args, '--email');
      const [providerUuid] = option(args, '--provider');
      const texts = option(args, '--medication');
      if (!email || !texts.length) throw new Error(`usage: ${prescribeUsage}`);
      const medications = texts.map(parseMedication);
      const rx = expectOk(
        await call('POST', '/api/staff/prescriptions', { email, medications, ...(providerUuid ? { providerUuid } : {}) }),
      );
      const prescriber = rx.prescriber as { fullName: string; cedulaProfesional: string };
      say(
        `Receta ${rx.encounterUuid} para ${email} (${rx.providerName}, cédula ${prescriber.cedulaProfesional}): ${medications.map((m) => m.genericName).join(', ')}`,
      );
      return 0;
    }
    case 'messages': {
      const saveAt = args.indexOf('--save-log');
      if (saveAt >= 0) {
        const [id, file] = args.slice(saveAt + 1);
        if (!id || !file) throw new Error('usage: messages --save-log <id> <file>');
        const { technicalLog } = expectOk(await call('GET', `/api/staff/messages/${encodeURIComponent(id)}/technical-log`)) as {
          technicalLog: string;
        };
        // The file `npm run replay` reads, byte for byte what the patient's browser exported.
        writeFileSync(file, technicalLog);
        say(`Registro técnico del mensaje ${id} guardado en ${file} (npm run replay -- ${file})`);
        return 0;
      }
      const rows = expectOk(await call('GET', '/api/staff/messages')) as unknown as Array<Record<string, string | number | boolean | null>>;
      for (const m of rows) {
        const log = m.hasTechnicalLog ? `  [registro técnico: --save-log ${m.id} <archivo>]` : '';
        say(
          `#${m.id}  ${m.createdAt}  ${m.kind}${m.subject ? `/${m.subject}` : ''}  ${m.name} <${m.email}> (${m.patientEmail ?? 'sin cuenta'})${log}`,
        );
        say(`    ${String(m.message).replace(/\s+/g, ' ')}`);
      }
      say(`${rows.length} mensajes`);
      return 0;
    }
    case 'reminders':
      return listReminders(call, args, out);
    case 'tracking':
      return printTracking(call, option(args, '--email')[0], out);
    case 'arco':
      return runArco(call, args, out);
    case 'oxxo':
      return oxxoCommand(call, args, out);
    case 'invoices':
      return invoicesCommand(call, args, out);
    case 'seed-demo':
      say(String(expectOk(await call('POST', '/api/staff/seed-demo')).message));
      return 0;
    default:
      sayError('commands:', ...usage.map((line) => `  ${line}`));
      return 2;
  }
}

/**
 * One staff command, `args` as they follow `npm run staff --`: its exit code. Whatever goes wrong ends as a
 * message on `io.stderr` and 1, so a caller in a process of its own (staff.ts) and a test in Jest's alike
 * get an answer rather than an exception.
 */
export async function runStaff(args: string[], io: StaffIo): Promise<number> {
  const out = terminal(io);
  const { env } = io;
  try {
    const dataDir = path.resolve(env.DATA_DIR ?? path.join(__dirname, '..', '..', 'data'));
    const secret = staffSecret(dataDir);
    const base = env.STAFF_SERVER_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`;
    const headers = staffHeaders(args, env);
    const viaServer = await serverCall(base, secret, headers);
    if (['backup', 'restore', 'backups'].includes(args[0]))
      return await backupCommand({ dataDir, server: viaServer ? { base, secret } : null, headers, env, out }, args);
    if (viaServer) return await run(viaServer, args, out);
    const local = await inProcessCall(dataDir, secret, headers, env);
    try {
      return await run(local.call, args, out);
    } finally {
      await local.close();
    }
  } catch (error) {
    out.sayError(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
