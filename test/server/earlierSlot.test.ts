import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { API_KEY, expectDocumented, jobsSchemaOf, useHarness } from './harness';
import { patientWithUuid } from './patientFlow';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';
import { catalogue } from '../../server/modules/appointments/catalogue';
import { offerToken } from '../../server/modules/appointments/earlierSlot';
import { staffSecret } from '../../server/modules/staff/secret';
import { listEarlierSlotWaits } from '../../server/cli/earlierSlotWaits';
import { terminal } from '../../server/cli/terminal';

const h = useHarness();

const MINUTE = 60_000;
const [firstMeno] = catalogue.services;
const anaRuiz = catalogue.providers[0];
type Patient = Awaited<ReturnType<typeof patientWithUuid>>;
type Slot = { startDateTime: string; endDateTime: string };

const START = Date.parse('2026-11-23T15:00:00Z');
beforeEach(() => {
  h.clock.advance(START - h.clock.now().getTime());
  rmSync(h.outbox, { recursive: true, force: true });
});

async function slots(p: Patient): Promise<Slot[]> {
  const res = await h.app.inject({
    url: `/api/appointments/available-slots?phoneNumber=${p.openmrsId}&providerUuid=${anaRuiz.uuid}&serviceUuid=${firstMeno.uuid}`,
    headers: p.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const bookingOf = (p: Patient, slot: Slot) => ({
  method: 'POST' as const,
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

async function book(p: Patient, slot: Slot): Promise<string> {
  const res = await h.app.inject(bookingOf(p, slot));
  expect(res.statusCode).toBe(201);
  return res.json().uuid;
}

async function wait(p: Patient, appointmentUuid: string) {
  const res = await h.app.inject({ method: 'PUT', url: `/api/appointments/${appointmentUuid}/earlier-slot-wait`, headers: p.headers });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ appointmentUuid, waiting: true });
}

async function appointmentsOf(p: Patient) {
  const res = await h.app.inject({ url: `/api/appointments?phoneNumber=${p.openmrsId}`, headers: p.headers });
  return res.json() as Array<{ uuid: string; status: string; startDateTime: string; waitingForEarlier?: boolean }>;
}

const cancel = (p: Patient, uuid: string) => h.app.inject({ method: 'DELETE', url: `/api/appointments/${uuid}`, headers: p.headers });

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function outbox(): Promise<Mail[]> {
  if (!existsSync(h.outbox)) return [];
  const mails: Mail[] = [];
  for (const f of readdirSync(h.outbox).sort()) {
    const m = await simpleParser(readFileSync(path.join(h.outbox, f)));
    mails.push({ to: m.to && 'text' in m.to ? m.to.text : '', subject: m.subject ?? '', text: m.text ?? '' });
  }
  return mails;
}

const offersTo = async (email: string) =>
  (await outbox()).filter((m) => m.to === email && m.subject.startsWith('Se liberó un horario antes'));

/** The token of the newest offer mailed to her, from the link's fragment. */
async function tokenMailedTo(email: string): Promise<string> {
  const offers = await offersTo(email);
  expect(offers.length).toBeGreaterThan(0);
  const match = /\/horario-antes#([A-Za-z0-9_.-]+)/.exec(offers.at(-1)!.text);
  return match![1];
}

const offer = (op: 'view' | 'accept', token: string) =>
  h.app.inject({
    method: 'POST',
    url: `/api/appointments/earlier-slot-offers/${op}`,
    headers: { 'x-api-key': API_KEY },
    payload: { token },
  });

/**
 * Moves the test clock to `at` and makes the lapse jobs whose hold the test clock has passed due in the
 * database (pg-boss counts from its own clock), then runs what is due.
 */
async function clockReaches(at: number) {
  h.clock.advance(at - h.clock.now().getTime());
  await h.ctx.db.query(
    `UPDATE ${jobsSchemaOf(h.ctx.db)}.job SET start_after = now() WHERE name = 'earlier-slot-lapse' AND state = 'created'`,
  );
  await h.ctx.jobs.drain();
}

/** A (first slot), B (sixth) and C (seventh) booked with the same doctor; B then C asked for an earlier slot. */
async function waitingLine() {
  const a = await patientWithUuid(h, 'ana@example.mx', '5511111111', 1);
  const b = await patientWithUuid(h, 'beatriz@example.mx', '5522222222', 1);
  const c = await patientWithUuid(h, 'carmen@example.mx', '5533333333', 1);
  const free = await slots(a);
  const aSlot = free[0];
  const aUuid = await book(a, aSlot);
  const bUuid = await book(b, free[5]);
  const cUuid = await book(c, free[6]);
  await wait(b, bUuid);
  await wait(c, cUuid);
  return { a, b, c, aSlot, aUuid, bUuid, cUuid, bSlot: free[5], cSlot: free[6] };
}

describe('an earlier slot offered to the patients waiting for one', () => {
  it('offers a cancelled slot to the first in line by e-mail, holds it from everyone else, and moves her booking when she takes it', async () => {
    const { a, b, aSlot, aUuid, bUuid, bSlot } = await waitingLine();
    expect((await appointmentsOf(b)).find((x) => x.uuid === bUuid)?.waitingForEarlier).toBe(true);

    expect((await cancel(a, aUuid)).statusCode).toBe(200);

    const [mail] = await offersTo('beatriz@example.mx');
    expect(mail.text).toContain('Tomar este horario');
    expect(mail.text).toContain('El enlace sirve una sola vez');
    expect(mail.text).toContain('toca «Dejar de esperar un horario antes» en tu consulta');
    expect(await offersTo('carmen@example.mx')).toEqual([]);
    // Held: nobody else sees it or can book it.
    const d = await patientWithUuid(h, 'diana@example.mx', '5544444444', 1);
    expect((await slots(d)).map((s) => s.startDateTime)).not.toContain(aSlot.startDateTime);
    const refused = await h.app.inject(bookingOf(d, aSlot));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'slot_held',
      message: 'Este horario está apartado por unos minutos para otra paciente. Por favor, selecciona otra fecha y/o hora.',
    });
    expectDocumented('createAppointment', refused);

    const token = await tokenMailedTo('beatriz@example.mx');
    const seen = await offer('view', token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      state: 'open',
      startDateTime: aSlot.startDateTime,
      currentStartDateTime: bSlot.startDateTime,
      providerName: anaRuiz.name,
      heldUntil: new Date(START + 30 * MINUTE).toISOString(),
    });

    const taken = await offer('accept', token);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().state).toBe('taken');
    const mine = await appointmentsOf(b);
    expect(mine.map((x) => [x.startDateTime, x.status])).toEqual([
      [aSlot.startDateTime, 'Requested'],
      [bSlot.startDateTime, 'Cancelled'],
    ]);
    expect(mine[0].waitingForEarlier).toBe(false);
    expect((await outbox()).some((m) => m.to === 'beatriz@example.mx' && m.subject.startsWith('Tu consulta cambió de horario'))).toBe(true);
    // Her file (Mis datos) lists her wait and the offer she took.
    const exported = await h.app.inject({
      method: 'POST',
      url: `/api/patients/${b.openmrsId}/privacy/exports`,
      headers: b.headers,
      payload: { format: 'json' },
    });
    expect(JSON.parse(exported.json().content).earlierSlots).toEqual({
      waits: [{ appointmentUuid: bUuid, since: new Date(START).toISOString(), until: new Date(START).toISOString() }],
      offers: [
        {
          slot: aSlot.startDateTime,
          offeredAt: new Date(START).toISOString(),
          heldUntil: new Date(START + 30 * MINUTE).toISOString(),
          state: 'taken',
        },
      ],
    });
    // Her old slot freed in turn and went to the next in line.
    expect(await offersTo('carmen@example.mx')).toHaveLength(1);
    const next = await offer('view', await tokenMailedTo('carmen@example.mx'));
    expect(next.json()).toMatchObject({ state: 'open', startDateTime: bSlot.startDateTime });
  });

  it('shows the clinic who waits, in the order offers go out, and the slot held for whom', async () => {
    const { a, b, aSlot, aUuid, bUuid, cUuid, bSlot, cSlot } = await waitingLine();
    const list = () =>
      h.app.inject({
        url: '/api/staff/earlier-slot-waits',
        remoteAddress: '127.0.0.1',
        headers: { 'x-staff-secret': staffSecret(h.ctx.config.dataDir) },
      });
    const before = await list();
    expectDocumented('staffListEarlierSlotWaits', before);
    const line = (offer: unknown) => [
      { position: 1, appointmentUuid: bUuid, appointmentStart: bSlot.startDateTime, patientEmail: 'beatriz@example.mx', offer },
      { position: 2, appointmentUuid: cUuid, appointmentStart: cSlot.startDateTime, patientEmail: 'carmen@example.mx', offer: null },
    ];
    expect(before.json()).toMatchObject(line(null));
    expect(before.json()[0]).toMatchObject({ providerName: anaRuiz.name, waitingSince: new Date(START).toISOString() });

    expect((await cancel(a, aUuid)).statusCode).toBe(200);
    expect((await list()).json()).toMatchObject(
      line({ startAt: aSlot.startDateTime, heldUntil: new Date(START + 30 * MINUTE).toISOString() }),
    );
    // What `npm run staff -- earlier-slot-waits` prints of that answer.
    const printed: string[] = [];
    const out = terminal({ stdout: { write: (text: string) => printed.push(text.replace(/\n$/, '')) }, stderr: process.stderr });
    const call = async () => {
      const res = await list();
      return { status: res.statusCode, json: res.json() as unknown };
    };
    expect(await listEarlierSlotWaits(call, out)).toBe(0);
    expect(printed[0]).toBe(anaRuiz.name);
    expect(printed[1]).toMatch(
      new RegExp(
        `^   1\\. beatriz@example\\.mx  consulta ${bSlot.startDateTime} ${bUuid}  desde .*  apartado para ella: ${aSlot.startDateTime} hasta `,
      ),
    );
    expect(printed[2]).toMatch(/^ {3}2\. carmen@example\.mx /);
    expect(printed[2]).not.toContain('apartado');
    expect(printed[3]).toBe('2 pacientes en espera');
    // Her data-rights access log names the clinic's read.
    const log = await h.app.inject({ url: `/api/patients/${b.openmrsId}/privacy/access-log`, headers: b.headers });
    expect(JSON.stringify(log.json())).toContain('Tu espera de un horario antes');
    // Nobody off this machine reads the list, whatever secret they send.
    const remote = await h.app.inject({
      url: '/api/staff/earlier-slot-waits',
      remoteAddress: '203.0.113.9',
      headers: { 'x-staff-secret': staffSecret(h.ctx.config.dataDir) },
    });
    expect(remote.statusCode).toBe(401);
  });

  it('passes the slot to the second in line when the first lets the hold lapse, and her link then says so', async () => {
    const { a, aSlot, aUuid, cSlot } = await waitingLine();
    await cancel(a, aUuid);
    const first = await tokenMailedTo('beatriz@example.mx');

    await clockReaches(START + 29 * MINUTE);
    expect(await offersTo('carmen@example.mx')).toEqual([]);
    await clockReaches(START + 30 * MINUTE);

    expect(await offersTo('carmen@example.mx')).toHaveLength(1);
    const second = await offer('view', await tokenMailedTo('carmen@example.mx'));
    expect(second.json()).toMatchObject({ state: 'open', startDateTime: aSlot.startDateTime, currentStartDateTime: cSlot.startDateTime });
    expect((await offer('view', first)).json().state).toBe('expired');
    const late = await offer('accept', first);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: 'El tiempo para tomar este horario terminó: ya no está apartado para ti.',
      code: 'offer_expired',
    });
    expectDocumented('acceptEarlierSlotOffer', late);
  });

  it('moves her booking once when the link is opened twice at the same time', async () => {
    const { a, b, aUuid, aSlot } = await waitingLine();
    await cancel(a, aUuid);
    const token = await tokenMailedTo('beatriz@example.mx');

    const answers = await Promise.all([offer('accept', token), offer('accept', token)]);

    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = answers.find((r) => r.statusCode === 409)!;
    expect(again.json()).toEqual({ message: 'Ya usaste este enlace: tu consulta ya está en el nuevo horario.', code: 'offer_used' });
    const live = (await appointmentsOf(b)).filter((x) => x.status === 'Requested');
    expect(live.map((x) => x.startDateTime)).toEqual([aSlot.startDateTime]);
    const [{ n }] = await h.ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM earlier_slot_offers WHERE state = 'taken'");
    expect(n).toBe(1);
    // A third tap, later, is refused the same way.
    expect((await offer('accept', token)).json().code).toBe('offer_used');
  });

  it('refuses a tampered token, one made for another patient and one for an offer that does not exist', async () => {
    const { a, c, aUuid } = await waitingLine();
    await cancel(a, aUuid);
    const token = await tokenMailedTo('beatriz@example.mx');
    const [id, mac] = token.split('.');
    const tampered = `${id}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    const forCarmen = offerToken(h.ctx.config.pepper, id, c.patientUuid);
    const unknown = offerToken(h.ctx.config.pepper, randomUUID(), c.patientUuid);

    for (const bad of [tampered, forCarmen, unknown, 'not-a-token']) {
      for (const op of ['view', 'accept'] as const) {
        const res = await offer(op, bad);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Este enlace no es válido.');
      }
    }
    expect((await offer('view', token)).json().state).toBe('open');
  });

  it('withdraws her offer and passes it on when she stops waiting', async () => {
    const { a, b, aUuid, bUuid } = await waitingLine();
    await cancel(a, aUuid);
    const token = await tokenMailedTo('beatriz@example.mx');

    const left = await h.app.inject({ method: 'DELETE', url: `/api/appointments/${bUuid}/earlier-slot-wait`, headers: b.headers });

    expect(left.json()).toEqual({ appointmentUuid: bUuid, waiting: false });
    expect((await offer('view', token)).json().state).toBe('gone');
    expect((await offer('accept', token)).json().code).toBe('offer_gone');
    expect(await offersTo('carmen@example.mx')).toHaveLength(1);
  });

  it('offers the slot a reschedule leaves, and never one later than her own booking', async () => {
    const { b, bUuid, cSlot } = await waitingLine();
    const later = (await slots(b)).find((s) => s.startDateTime > cSlot.startDateTime)!;

    const moved = await h.app.inject({
      method: 'POST',
      url: `/api/appointments/${bUuid}/reschedule`,
      headers: b.headers,
      payload: { serviceUuid: firstMeno.uuid, locationUuid: CLINIC_LOCATION_UUID, providerUuid: anaRuiz.uuid, ...later },
    });

    expect(moved.statusCode).toBe(201);
    // B's slot is earlier than C's: C hears of it. B's wait ended with her old booking.
    expect(await offersTo('carmen@example.mx')).toHaveLength(1);
    expect((await appointmentsOf(b)).every((x) => !x.waitingForEarlier)).toBe(true);
  });

  it('lets the patient it is held for move to it from the booking form too, which closes her offer', async () => {
    const { a, b, aSlot, aUuid, bUuid, bSlot } = await waitingLine();
    await cancel(a, aUuid);
    const token = await tokenMailedTo('beatriz@example.mx');

    const moved = await h.app.inject({
      method: 'POST',
      url: `/api/appointments/${bUuid}/reschedule`,
      headers: b.headers,
      payload: { serviceUuid: firstMeno.uuid, locationUuid: CLINIC_LOCATION_UUID, providerUuid: anaRuiz.uuid, ...aSlot },
    });

    expect(moved.statusCode).toBe(201);
    expect((await offer('view', token)).json().state).toBe('gone');
    // Her old slot goes to the next in line.
    const next = await offer('view', await tokenMailedTo('carmen@example.mx'));
    expect(next.json()).toMatchObject({ state: 'open', startDateTime: bSlot.startDateTime });
  });

  it('refuses to put a cancelled booking on the list', async () => {
    const { a, aUuid } = await waitingLine();
    await cancel(a, aUuid);
    const res = await h.app.inject({ method: 'PUT', url: `/api/appointments/${aUuid}/earlier-slot-wait`, headers: a.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Esta consulta ya no puede esperar un horario antes.');
    expectDocumented('joinEarlierSlotWait', res);
  });
});
