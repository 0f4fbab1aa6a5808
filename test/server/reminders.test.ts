import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { API_KEY, expectDocumented, jobsSchemaOf, useHarness } from './harness';
import { patientWithUuid, strongPassword } from './patientFlow';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';
import { catalogue } from '../../server/modules/appointments/catalogue';
import { staffSecret } from '../../server/modules/staff/secret';
import { createJobQueue, type JobQueue } from '../../server/jobs/queue';
import { unseal, type Sealed } from '../../server/jobs/sealed';
import { runReminder } from '../../server/modules/reminders/jobs';
import { optOutToken } from '../../server/modules/reminders/optOutToken';
import type { ReminderJob } from '../../server/modules/reminders/notify';
import { parseMetrics, total } from './metricsText';

const h = useHarness();

const HOUR = 3_600_000;
const [firstMeno] = catalogue.services;
const anaRuiz = catalogue.providers[0];
type Patient = Awaited<ReturnType<typeof patientWithUuid>>;
type Slot = { startDateTime: string; endDateTime: string };

// Each test starts at the harness clock's first instant with an empty outbox (the harness keeps both per file).
const START = Date.parse('2026-11-23T15:00:00Z');
beforeEach(() => {
  h.clock.advance(START - h.clock.now().getTime());
  rmSync(h.outbox, { recursive: true, force: true });
});

const jobsSchema = () => jobsSchemaOf(h.ctx.db);

async function slots(p: Patient): Promise<Slot[]> {
  const res = await h.app.inject({
    url: `/api/appointments/available-slots?phoneNumber=${p.openmrsId}&providerUuid=${anaRuiz.uuid}&serviceUuid=${firstMeno.uuid}`,
    headers: p.headers,
  });
  return res.json();
}

/** A slot at least `hoursAhead` after the test clock's now. */
async function slotAfter(p: Patient, hoursAhead: number, skip = 0): Promise<Slot> {
  const from = h.clock.now().getTime() + hoursAhead * HOUR;
  return (await slots(p)).filter((s) => Date.parse(s.startDateTime) >= from)[skip];
}

async function book(p: Patient, slot: Slot): Promise<string> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: p.headers,
    payload: {
      patientUuid: p.patientUuid,
      serviceUuid: firstMeno.uuid,
      locationUuid: CLINIC_LOCATION_UUID,
      providerUuid: anaRuiz.uuid,
      ...slot,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().uuid;
}

/** Her session after the clock moved a day ahead (the idle window closed): she logs in again. */
async function loginAgain(p: Patient): Promise<Patient> {
  const [{ email }] = await h.ctx.db.query<{ email: string }>('SELECT email FROM patients WHERE patient_uuid = $1', [p.patientUuid]);
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/auth/login-by-email',
    headers: { 'x-api-key': API_KEY },
    payload: { email, password: strongPassword },
  });
  return { ...p, headers: { authorization: `Bearer ${res.json().token}` } };
}

const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({ method, url, payload, remoteAddress: '127.0.0.1', headers: { 'x-staff-secret': staffSecret(h.ctx.config.dataDir) } });

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  attachments: Array<{ filename?: string; contentType: string; content: Buffer }>;
}

/** Every message in the outbox, parsed from its .eml file, oldest first. */
async function outbox(): Promise<Mail[]> {
  if (!existsSync(h.outbox)) return [];
  const files = readdirSync(h.outbox).sort();
  const mails: Mail[] = [];
  for (const f of files) {
    const m = await simpleParser(readFileSync(path.join(h.outbox, f)));
    mails.push({
      to: m.to && 'text' in m.to ? m.to.text : '',
      subject: m.subject ?? '',
      text: m.text ?? '',
      html: typeof m.html === 'string' ? m.html : '',
      headers: m.headers,
      attachments: m.attachments,
    });
  }
  return mails;
}
const reminders = async () => (await outbox()).filter((m) => m.subject.startsWith('Recordatorio'));

/** The reminder jobs still waiting, with their (sealed) data opened. */
async function waitingReminders(): Promise<Array<ReminderJob & { id: string; startAfter: Date; createdOn: Date }>> {
  const rows = await h.ctx.db.query<{ id: string; data: Sealed; start_after: Date; created_on: Date }>(
    `SELECT id, data, start_after, created_on FROM ${jobsSchema()}.job WHERE name = 'reminder' AND state = 'created'`,
  );
  return rows.map((r) => ({
    ...unseal<ReminderJob>(h.ctx.config.pepper, r.data),
    id: r.id,
    startAfter: new Date(r.start_after),
    createdOn: new Date(r.created_on),
  }));
}

/**
 * Moves the test clock to `at` and lets pg-boss see what became due: a job is scheduled `dueAt − now`
 * seconds ahead of the database's clock, which does not follow the test clock, so the jobs whose dueAt
 * the test clock has reached are made due now in the database. Then every due job runs.
 */
async function clockReaches(at: Date, drain = true) {
  h.clock.advance(at.getTime() - h.clock.now().getTime());
  for (const job of await waitingReminders()) {
    if (Date.parse(job.dueAt) <= at.getTime()) {
      await h.ctx.db.query(`UPDATE ${jobsSchema()}.job SET start_after = now() WHERE id = $1`, [job.id]);
    }
  }
  if (drain) await h.ctx.jobs.drain();
}

describe('messages for every change of a consultation', () => {
  it('sends "booking received" with the .ics of the booked slot and schedules the 24 h and 1 h reminders', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    const slot = await slotAfter(p, 48);
    const uuid = await book(p, slot);

    const [mail] = (await outbox()).filter((m) => m.subject.startsWith('Recibimos tu solicitud'));
    expect(mail.to).toBe('maria@example.mx');
    expect(mail.text).toContain('Hola María Fernanda:');
    expect(mail.text).toContain('(hora de Buenos Aires)');
    expect(mail.html).toContain('<html lang="es-MX">');
    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!;
    const start = slot.startDateTime.replace(/[-:]/g, '').replace('.000', '');
    expect(ics.content.toString()).toContain(`DTSTART:${start}`);
    expect(ics.content.toString()).toContain(`UID:${uuid}@espaciosella.mx`);
    expect((mail.headers.get('list') as { unsubscribe: { url: string } }).unsubscribe.url).toContain('/recordatorios/baja?t=');

    const jobs = await waitingReminders();
    expect(jobs.map((j) => [j.kind, j.dueAt]).sort()).toEqual(
      [
        ['1h', new Date(Date.parse(slot.startDateTime) - HOUR).toISOString()],
        ['24h', new Date(Date.parse(slot.startDateTime) - 24 * HOUR).toISOString()],
      ].sort(),
    );
    // pg-boss holds each job back for exactly the time the server's clock has left until it is due.
    for (const j of jobs) {
      const ahead = Date.parse(j.dueAt) - h.clock.now().getTime();
      expect(Math.abs(j.startAfter.getTime() - j.createdOn.getTime() - ahead)).toBeLessThan(2_000);
    }
  });

  it('sends the 24 h and the 1 h reminder at their instants, not a minute before, with SIN LINK and then ACCEDER', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    const slot = await slotAfter(p, 48);
    const uuid = await book(p, slot);
    const start = Date.parse(slot.startDateTime);

    await clockReaches(new Date(start - 24 * HOUR - 60_000));
    expect(await reminders()).toHaveLength(0);
    await clockReaches(new Date(start - 24 * HOUR));
    const [day] = await reminders();
    expect(day.subject).toBe('Recordatorio: tu consulta es mañana — Espacios ELLA');
    expect(day.text).toContain('SIN LINK');
    expect(day.text).toContain('(hora de Buenos Aires)');

    const scheduled = await staff('POST', `/api/staff/appointments/${uuid}/status`, {
      status: 'Scheduled',
      notes: 'https://meet.example.mx/abc-defg',
    });
    expect(scheduled.statusCode).toBe(200);
    const confirmed = (await outbox()).find((m) => m.subject.startsWith('La clínica confirmó'))!;
    expect(confirmed.text).toContain('ACCEDER a la videollamada: https://meet.example.mx/abc-defg');

    await clockReaches(new Date(start - HOUR - 60_000));
    expect(await reminders()).toHaveLength(1);
    await clockReaches(new Date(start - HOUR));
    const hour = (await reminders())[1];
    expect(hour.subject).toBe('Recordatorio: tu consulta es en 1 hora — Espacios ELLA');
    expect(hour.text).toContain('https://meet.example.mx/abc-defg');
    expect(hour.text).not.toContain('SIN LINK');
    expect(await waitingReminders()).toHaveLength(0);
    const listed = await staff('GET', '/api/staff/reminders');
    expectDocumented('staffListReminders', listed);
    expect(
      listed
        .json()
        .map((r: { kind: string; state: string; channels: string[]; appointmentUuid: string }) => [
          r.kind,
          r.state,
          r.channels,
          r.appointmentUuid,
        ]),
    ).toEqual([
      ['24h', 'sent', ['email'], uuid],
      ['1h', 'sent', ['email'], uuid],
    ]);
  });

  it('moves the reminders when she reschedules: nothing at the old times, both at the new ones', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    const first = await slotAfter(p, 48);
    const uuid = await book(p, first);
    const second = await slotAfter(p, 72);
    const moved = await h.app.inject({
      method: 'POST',
      url: `/api/appointments/${uuid}/reschedule`,
      headers: p.headers,
      payload: { serviceUuid: firstMeno.uuid, locationUuid: CLINIC_LOCATION_UUID, providerUuid: anaRuiz.uuid, ...second },
    });
    expect(moved.statusCode).toBe(201);
    const changed = (await outbox()).find((m) => m.subject.startsWith('Tu consulta cambió de horario'))!;
    expect(changed.text).toMatch(/Antes: .*\(hora de Buenos Aires\)\nAhora: /);
    expect(changed.attachments[0].content.toString()).toContain(`DTSTART:${second.startDateTime.replace(/[-:]/g, '').replace('.000', '')}`);

    expect((await waitingReminders()).map((j) => j.startAt)).toEqual([second.startDateTime, second.startDateTime]);
    await clockReaches(new Date(Date.parse(first.startDateTime) - HOUR));
    expect(await reminders()).toHaveLength(0);
    await clockReaches(new Date(Date.parse(second.startDateTime) - HOUR));
    expect((await reminders()).map((m) => m.subject)).toHaveLength(2);
  });

  it('removes the reminders when she cancels, and a reminder job left behind sends nothing', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    const slot = await slotAfter(p, 48);
    const uuid = await book(p, slot);
    const res = await h.app.inject({ method: 'DELETE', url: `/api/appointments/${uuid}`, headers: p.headers });
    expect(res.statusCode).toBe(200);
    expect((await outbox()).map((m) => m.subject)).toContain('Tu consulta fue cancelada — Espacios ELLA');
    expect(await waitingReminders()).toHaveLength(0);

    // A job that escaped the cancel (e.g. one a crashed server was holding) is checked again when it runs.
    await runReminder(h.ctx, { appointmentUuid: uuid, kind: '1h', startAt: slot.startDateTime, dueAt: slot.startDateTime });
    await h.ctx.jobs.drain();
    expect(await reminders()).toHaveLength(0);
  });

  it('sends a reminder once even when its job runs twice at the same moment (a retry racing a slow first run)', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    const slot = await slotAfter(p, 48);
    const uuid = await book(p, slot);
    const [job] = (await waitingReminders()).filter((j) => j.kind === '24h');
    h.clock.advance(Date.parse(job.dueAt) - h.clock.now().getTime());
    const data: ReminderJob = { appointmentUuid: uuid, kind: '24h', startAt: job.startAt, dueAt: job.dueAt };
    await Promise.all([runReminder(h.ctx, data), runReminder(h.ctx, data), runReminder(h.ctx, data)]);
    await h.ctx.jobs.drain();
    expect(await reminders()).toHaveLength(1);
  });

  it('sends no reminder for a visit already past or booked less than an hour ahead', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    const slot = await slotAfter(p, 0);
    await book(p, slot);
    const ahead = Date.parse(slot.startDateTime) - h.clock.now().getTime();
    expect((await waitingReminders()).map((j) => j.kind)).toEqual(ahead > 24 * HOUR ? ['24h', '1h'] : ahead > HOUR ? ['1h'] : []);
    await clockReaches(new Date(Date.parse(slot.startDateTime) + 60_000));
    expect(await reminders()).toHaveLength(0);
  });

  it('stops reminders already scheduled when she turns e-mail reminders off in Mi cuenta', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    const slot = await slotAfter(p, 48);
    await book(p, slot);
    const before = await h.app.inject({ url: '/api/reminders/preferences', headers: p.headers });
    expectDocumented('getReminderPreferences', before);
    expect(before.json()).toEqual({ email: true, whatsapp: true, whatsappAccepted: true });
    const off = await h.app.inject({
      method: 'PUT',
      url: '/api/reminders/preferences',
      headers: p.headers,
      payload: { email: false, whatsapp: true },
    });
    expect(off.json()).toEqual({ email: false, whatsapp: true, whatsappAccepted: true });

    await clockReaches(new Date(Date.parse(slot.startDateTime) - HOUR));
    expect(await reminders()).toHaveLength(0);
  });

  it('sends each reminder once with three servers working the same database', async () => {
    const others: JobQueue[] = [];
    for (let i = 0; i < 2; i += 1) {
      const other = await createJobQueue({
        db: h.ctx.db,
        deliver: (m) => h.ctx.mail.send(m),
        secret: h.ctx.config.pepper,
        schema: jobsSchema(),
        retryDelaySeconds: 1,
        pollingIntervalSeconds: 0.5,
      });
      // Another server: its own queue and workers, the same handler code.
      const otherCtx = { ...h.ctx, jobs: other };
      await other.handle('reminder', (data) => runReminder(otherCtx, data as ReminderJob));
      await other.work();
      others.push(other);
    }
    try {
      h.mailQueue.drainAfterRequests = false;
      const patients = [];
      for (let i = 0; i < 6; i += 1) patients.push(await patientWithUuid(h, `paciente${i}@example.mx`, `551234567${i}`, 1));
      let latest = 0;
      for (const [i, p] of patients.entries()) {
        const slot = await slotAfter(p, 48, i);
        await book(p, slot);
        latest = Math.max(latest, Date.parse(slot.startDateTime));
      }
      // Every 24 h reminder is due at once; three servers' workers race for them.
      await clockReaches(new Date(latest - 24 * HOUR), false);
      for (const q of others) q.wake();
      await Promise.all([h.ctx.jobs.drain(), ...others.map((q) => q.drain())]);
      const sent = await reminders();
      expect(sent).toHaveLength(6);
      expect(new Set(sent.map((m) => m.to)).size).toBe(6);
      const [{ n }] = await h.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reminder_log');
      expect(n).toBe(6);
    } finally {
      for (const q of others) await q.stop();
    }
  });
});

describe('staff changes, prescriptions and payments', () => {
  it('tells her when the clinic confirms without a link, and again when the link is added', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    const uuid = await book(p, await slotAfter(p, 48));
    await staff('POST', `/api/staff/appointments/${uuid}/status`, { status: 'Scheduled' });
    const confirmed = (await outbox()).find((m) => m.subject.startsWith('La clínica confirmó'))!;
    expect(confirmed.text).toContain('SIN LINK');
    await staff('POST', `/api/staff/appointments/${uuid}/status`, { notes: 'https://meet.example.mx/xyz' });
    const link = (await outbox()).find((m) => m.subject.startsWith('Ya está el enlace'))!;
    expect(link.text).toContain('ACCEDER a la videollamada: https://meet.example.mx/xyz');
    expect(link.text).toContain('Antes de la llamada');
    const list = await staff('GET', '/api/staff/reminders?upcoming=true');
    expectDocumented('staffListReminders', list);
    expect(list.json().map((r: { kind: string; state: string }) => `${r.kind} ${r.state}`)).toEqual(['24h scheduled', '1h scheduled']);
  });

  it('removes the reminders when the clinic closes a visit as completed or missed, without a message', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678', 2);
    const missed = await book(p, await slotAfter(p, 48));
    const completed = await book(p, await slotAfter(p, 72));
    expect(await waitingReminders()).toHaveLength(4);
    await staff('POST', `/api/staff/appointments/${missed}/status`, { status: 'Missed' });
    await staff('POST', `/api/staff/appointments/${completed}/status`, { status: 'Completed' });
    expect(await waitingReminders()).toHaveLength(0);
    const subjects = (await outbox()).map((m) => m.subject);
    expect(subjects.filter((s) => !/^(Recibimos tu solicitud|Tu código de verificación)/.test(s))).toEqual([]);
  });

  it('tells her a prescription was issued without naming the medication', async () => {
    await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const res = await staff('POST', '/api/staff/prescriptions', {
      email: 'maria@example.mx',
      medications: [
        {
          name: 'Estradiol gel',
          genericName: 'Estradiol',
          presentation: 'Gel 0.06 %',
          dosage: '1 mg',
          route: 'Cutánea',
          frequency: 'diaria',
          duration: '3 meses',
          instructions: '',
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    const mail = (await outbox()).find((m) => m.subject.startsWith('Tienes una nueva receta'))!;
    expect(mail.text).toContain('Dra. Ana Ruiz');
    expect(mail.text + mail.html).not.toContain('Estradiol');
  });

  it('confirms a payment with the plan, the amount in MXN and the date, once per fulfilment', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = (
      await h.app.inject({
        method: 'POST',
        url: '/api/payments/create-checkout-session',
        headers: p.headers,
        payload: { priceId: 'primera' },
      })
    ).json();
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: session.id, object: 'checkout.session', payment_status: 'paid' } },
    });
    const deliver = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': h.ctx.payments.stripe.webhooks.generateTestHeaderString({ payload, secret: h.ctx.payments.webhookSecret }),
        },
        payload,
      });
    expect((await deliver()).statusCode).toBe(200);
    expect((await deliver()).statusCode).toBe(200);
    const paid = (await outbox()).filter((m) => m.subject.startsWith('Recibimos tu pago'));
    expect(paid).toHaveLength(1);
    expect(paid[0].text).toContain('Concepto: Primera consulta Menopausia');
    expect(paid[0].text).toMatch(/Monto: \$1,050\.00 MXN/);
    expect(paid[0].text).toContain('Fecha: lunes, 23 de noviembre de 2026');
  });
});

describe('the one-click opt-out link', () => {
  it('turns e-mail reminders off without logging in, and refuses a tampered or foreign token', async () => {
    const maria = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    const ana = await patientWithUuid(h, 'ana@example.mx', '5587654321', 1);
    await book(maria, await slotAfter(maria, 48));
    const mail = (await outbox()).find((m) => m.to === 'maria@example.mx' && m.subject.startsWith('Recibimos tu solicitud'))!;
    const link = new URL(/https?:\/\/\S+\/recordatorios\/baja\?t=\S+/.exec(mail.text)![0]);
    const token = link.searchParams.get('t')!;
    const prefs = async (p: Patient) => (await h.app.inject({ url: '/api/reminders/preferences', headers: p.headers })).json();

    // Ana's uuid with María's MAC, a flipped MAC character, and a MAC made for another purpose.
    const [, mac] = token.split('.');
    const flipped = `${maria.patientUuid}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const foreignPurpose = optOutToken(`${h.ctx.config.pepper}-other`, ana.patientUuid);
    for (const bad of [`${ana.patientUuid}.${mac}`, flipped, foreignPurpose, 'x', '']) {
      const res = await h.app.inject({ url: `/recordatorios/baja?t=${encodeURIComponent(bad)}` });
      expect(res.statusCode).toBe(400);
    }
    expect((await prefs(maria)).email).toBe(true);
    expect((await prefs(ana)).email).toBe(true);

    const res = await h.app.inject({ url: `${link.pathname}${link.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('ya no recibirás recordatorios de consultas por correo');
    expect(await prefs(maria)).toEqual({ email: false, whatsapp: true, whatsappAccepted: true });
    expect((await prefs(ana)).email).toBe(true);

    // RFC 8058: the mail client's own one-click button posts to the same link.
    await h.app.inject({
      method: 'PUT',
      url: '/api/reminders/preferences',
      headers: maria.headers,
      payload: { email: true, whatsapp: true },
    });
    const post = await h.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect((await prefs(maria)).email).toBe(false);
  });
});

describe('WhatsApp reminders through the Cloud API', () => {
  /** A loopback stand-in for graph.facebook.com answering like the Cloud API's messages endpoint. */
  async function cloudApi(answer = 200) {
    let status = answer;
    const received: Array<{ url: string; auth: string; body: Record<string, unknown> }> = [];
    const server = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw);
        received.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', body });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            status === 200
              ? {
                  messaging_product: 'whatsapp',
                  contacts: [{ input: body.to, wa_id: body.to }],
                  messages: [{ id: `wamid.${randomUUID()}` }],
                }
              : status === 503
                ? {
                    error: {
                      message: 'Service temporarily unavailable',
                      type: 'OAuthException',
                      code: 2,
                      is_transient: true,
                      fbtrace_id: 'A2',
                    },
                  }
                : { error: { message: '(#131026) Message undeliverable', type: 'OAuthException', code: 131026, fbtrace_id: 'A1' } },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      received,
      url: `http://127.0.0.1:${port}/v21.0`,
      answer: (next: number) => (status = next),
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  /** WhatsApp messages with this outcome so far, as /metrics reports them. */
  const whatsappMessages = async (outcome: string) =>
    total(parseMetrics(await h.ctx.metrics.registry.metrics()), 'ella_messages_total', { channel: 'whatsapp', outcome });

  let api: Awaited<ReturnType<typeof cloudApi>>;
  beforeEach(async () => {
    api = await cloudApi();
    h.ctx.reminders = {
      publicUrl: 'https://portal.espaciosella.mx',
      whatsapp: {
        token: 'EAAG-test',
        phoneId: '1098765432',
        apiUrl: api.url,
        template: 'recordatorio_consulta',
        language: 'es_MX',
        offerTemplate: 'horario_liberado',
      },
    };
  });
  afterEach(async () => {
    h.ctx.reminders = undefined;
    await api.close();
  });

  it('sends the reminder as a template message to her number, and by e-mail too', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    const slot = await slotAfter(p, 48);
    await book(p, slot);
    const sentBefore = await whatsappMessages('sent');
    await clockReaches(new Date(Date.parse(slot.startDateTime) - 24 * HOUR));
    await h.ctx.jobs.drain();
    expect(api.received).toHaveLength(1);
    expect((await whatsappMessages('sent')) - sentBefore).toBe(1);
    const [call] = api.received;
    expect(call.url).toBe('/v21.0/1098765432/messages');
    expect(call.auth).toBe('Bearer EAAG-test');
    expect(call.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '525512345678',
      type: 'template',
      template: { name: 'recordatorio_consulta', language: { code: 'es_MX' } },
    });
    const params = (call.body.template as { components: Array<{ parameters: Array<{ text: string }> }> }).components[0].parameters.map(
      (x) => x.text,
    );
    expect(params[0]).toBe('María Fernanda');
    expect(params[1]).toContain('(hora de Buenos Aires)');
    expect(params[3]).toContain('SIN LINK');
    const [mail] = await reminders();
    expect(mail.text).toContain('https://portal.espaciosella.mx/recordatorios/baja?t=');
  });

  it('sends an earlier-slot offer by WhatsApp too, with its own template and the link that takes it', async () => {
    const first = await patientWithUuid(h, 'ana@example.mx', '5511111111', 1);
    const waiting = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    const early = await slotAfter(first, 48);
    const freed = await book(first, early);
    const hers = await book(waiting, await slotAfter(waiting, 96));
    await h.app.inject({ method: 'PUT', url: `/api/appointments/${hers}/earlier-slot-wait`, headers: waiting.headers });

    await h.app.inject({ method: 'DELETE', url: `/api/appointments/${freed}`, headers: first.headers });
    await h.ctx.jobs.drain();

    expect(api.received).toHaveLength(1);
    const [call] = api.received;
    expect(call.body).toMatchObject({ to: '525512345678', template: { name: 'horario_liberado', language: { code: 'es_MX' } } });
    const params = (call.body.template as { components: Array<{ parameters: Array<{ text: string }> }> }).components[0].parameters.map(
      (x) => x.text,
    );
    expect(params).toHaveLength(5);
    expect(params[0]).toBe('María Fernanda');
    expect(params[1]).toContain('(hora de Buenos Aires)');
    expect(params[4]).toMatch(/^https:\/\/portal\.espaciosella\.mx\/horario-antes#[0-9a-f-]{36}\.[A-Za-z0-9_-]+$/);
    const [mail] = (await outbox()).filter((m) => m.subject.startsWith('Se liberó un horario antes'));
    expect(mail.text).toContain(params[4]);
  });

  it('sends nothing by WhatsApp once she turns WhatsApp off, and only WhatsApp once e-mail is off', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    const slot = await slotAfter(p, 48);
    await book(p, slot);
    await h.app.inject({ method: 'PUT', url: '/api/reminders/preferences', headers: p.headers, payload: { email: true, whatsapp: false } });
    await clockReaches(new Date(Date.parse(slot.startDateTime) - 24 * HOUR));
    expect(api.received).toHaveLength(0);
    expect(await reminders()).toHaveLength(1);
    const again = await loginAgain(p);
    const put = await h.app.inject({
      method: 'PUT',
      url: '/api/reminders/preferences',
      headers: again.headers,
      payload: { email: false, whatsapp: true },
    });
    expect(put.json()).toEqual({ email: false, whatsapp: true, whatsappAccepted: true });
    await clockReaches(new Date(Date.parse(slot.startDateTime) - HOUR));
    await h.ctx.jobs.drain();
    expect(api.received).toHaveLength(1);
    expect(await reminders()).toHaveLength(1);
  });
  it('counts a Cloud API outage as a failed attempt and sends the reminder on the retry', async () => {
    api.answer(503);
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    const slot = await slotAfter(p, 48);
    await book(p, slot);
    const [failedBefore, sentBefore] = [await whatsappMessages('failed'), await whatsappMessages('sent')];
    await clockReaches(new Date(Date.parse(slot.startDateTime) - 24 * HOUR));
    expect(api.received).toHaveLength(1);
    expect((await whatsappMessages('failed')) - failedBefore).toBe(1);
    expect(await whatsappMessages('sent')).toBe(sentBefore);
    const retries = await h.ctx.db.query<{ id: string }>(`SELECT id FROM ${jobsSchema()}.job WHERE name = 'whatsapp' AND state = 'retry'`);
    expect(retries).toHaveLength(1);

    api.answer(200);
    // The retry waits pg-boss's backoff in the database's time, which the test clock does not move.
    await h.ctx.db.query(`UPDATE ${jobsSchema()}.job SET start_after = now() WHERE id = $1`, [retries[0].id]);
    await h.ctx.jobs.drain();
    expect(api.received).toHaveLength(2);
    expect((await whatsappMessages('sent')) - sentBefore).toBe(1);
    expect((await whatsappMessages('failed')) - failedBefore).toBe(1);
  });

  it('takes a refusal of the Cloud API as final: no retries, and the e-mail reminder still goes', async () => {
    await api.close();
    api = await cloudApi(400);
    h.ctx.reminders = { ...h.ctx.reminders!, whatsapp: { ...h.ctx.reminders!.whatsapp!, apiUrl: api.url } };
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678', 1);
    const slot = await slotAfter(p, 48);
    await book(p, slot);
    const [refusedBefore, sentBefore] = [await whatsappMessages('refused'), await whatsappMessages('sent')];
    await clockReaches(new Date(Date.parse(slot.startDateTime) - 24 * HOUR));
    await h.ctx.jobs.drain();
    expect(api.received).toHaveLength(1);
    expect(await h.ctx.jobs.pending('whatsapp')).toEqual([]);
    expect((await whatsappMessages('refused')) - refusedBefore).toBe(1);
    expect(await whatsappMessages('sent')).toBe(sentBefore);
    expect(await reminders()).toHaveLength(1);
  });
});
