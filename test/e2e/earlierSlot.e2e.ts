import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { allowConsoleErrors, animationsDone, launchBrowser, newContext, snap, until, viewports, type ViewportName } from './browser';
import { startPortal, type RunningPortal } from './portalServer';
import { grantConsultation, registerPatientByApi, signIn } from './session';
import { myAppointments, openHistory, pickSlot } from './bookingSteps';
import { seriousViolations } from './axe';
import { measureSizing } from './sizing';
import { webClientApiKey } from '../../common/facts.gen';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';
import { catalogue } from '../../server/modules/appointments/catalogue';

/**
 * "Avísame si se libera un horario antes" on a portal of its own, whose hold is shortened to HOLD_MS (a
 * test-only setting) so the journey can wait one out: a cancellation offers the slot to the first patient
 * waiting, who takes it from the e-mail's link without logging in; another offer lapses and goes to the next.
 */
const HOLD_MS = 60_000;
const [firstMeno] = catalogue.services;
const sofia = catalogue.providers.find((p) => p.name === 'Dra. Sofía Campos')!;
const ana = catalogue.providers.find((p) => p.name === 'Dra. Ana Ruiz')!;

let browser: Browser;
let portal: RunningPortal;
const saved = { url: process.env.E2E_BASE_URL, dir: process.env.E2E_DATA_DIR };
beforeAll(async () => {
  [browser, portal] = await Promise.all([
    launchBrowser(),
    startPortal({ ELLA_TEST_EARLIER_SLOT_HOLD_MS: String(HOLD_MS) }, 'earlier-slot portal'),
  ]);
  // The session helpers talk to the portal these variables name: this journey's own.
  process.env.E2E_BASE_URL = portal.baseUrl;
  process.env.E2E_DATA_DIR = portal.dataDir;
});
afterAll(async () => {
  process.env.E2E_BASE_URL = saved.url;
  process.env.E2E_DATA_DIR = saved.dir;
  await browser?.close();
  await portal?.stop();
});

interface Patient {
  email: string;
  password: string;
  token: string;
  patientUuid: string;
  phone: string;
}

const api = async (patient: Patient | null, method: string, url: string, body?: unknown) => {
  const res = await fetch(`${portal.baseUrl}/api${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(patient ? { authorization: `Bearer ${patient.token}` } : { 'x-api-key': webClientApiKey }),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & Array<Record<string, string>> };
};

/** A verified patient with a paid first consultation and an API session. */
async function patient(prefix: string): Promise<Patient> {
  const { email, password } = await registerPatientByApi(prefix);
  await grantConsultation(email, password);
  const login = await api(null, 'POST', '/auth/login-by-email', { email, password });
  const token = login.body.token as string;
  const found = await fetch(`${portal.baseUrl}/api/patients/search-by-email?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const record = (await found.json()) as { patientUuid: string; openmrsId: string };
  return { email, password, token, patientUuid: record.patientUuid, phone: record.openmrsId };
}

async function freeSlots(p: Patient, providerUuid: string) {
  const res = await api(
    p,
    'GET',
    `/appointments/available-slots?phoneNumber=${p.phone}&providerUuid=${providerUuid}&serviceUuid=${firstMeno.uuid}`,
  );
  return res.body as unknown as Array<{ startDateTime: string; endDateTime: string }>;
}

async function bookByApi(p: Patient, providerUuid: string, slot: { startDateTime: string; endDateTime: string }) {
  const res = await api(p, 'POST', '/appointments', {
    patientUuid: p.patientUuid,
    serviceUuid: firstMeno.uuid,
    locationUuid: CLINIC_LOCATION_UUID,
    providerUuid,
    ...slot,
  });
  expect(res.status).toBe(201);
  return res.body.uuid as string;
}

/** The link of the newest earlier-slot offer in her mail, once it has arrived (this portal's outbox). */
async function offerLink(email: string, count = 1): Promise<{ url: string; mail: ParsedMail }> {
  const outbox = path.join(portal.dataDir, 'outbox');
  const mails = await until(
    `offer e-mail number ${count} to ${email}`,
    async () => {
      if (!existsSync(outbox)) return null;
      const found: ParsedMail[] = [];
      for (const file of readdirSync(outbox).sort()) {
        const eml = readFileSync(path.join(outbox, file));
        if (!eml.includes(`To: ${email}`)) continue;
        const mail = await simpleParser(eml);
        if (mail.subject?.startsWith('Se liberó un horario antes')) found.push(mail);
      }
      return found.length >= count ? found : null;
    },
    HOLD_MS + 30_000,
  );
  const mail = mails[count - 1];
  const url = /(http:\/\/\S+\/horario-antes#[A-Za-z0-9_.-]+)/.exec(mail.text ?? '')![1];
  return { url, mail };
}

/** The page as she sees it at phone and desktop width: no serious axe finding, nothing cut off; saved for people. */
async function lookAt(page: Page, name: string) {
  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    await page.setViewportSize(viewports[viewport]);
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect((await measureSizing(page)).problems).toEqual([]);
    await snap(page, `${name}-${viewport}`);
  }
  await page.setViewportSize(viewports.phone);
}

/** A browser of her own, signed out: the link alone is the credential. */
async function signedOut(): Promise<BrowserContext> {
  return newContext(browser, 'phone');
}

describe('an earlier slot offered to the patients waiting for one', () => {
  it('offers a cancelled slot to the first patient waiting, who takes it from the e-mail link and sees her visit move', async () => {
    // One after another: a patient's phone number is made of the clock's milliseconds.
    const a = await patient('adelanto-a');
    const b = await patient('adelanto-b');
    const c = await patient('adelanto-c');
    const free = await freeSlots(a, sofia.uuid);
    const aUuid = await bookByApi(a, sofia.uuid, free[0]);

    // B books on her phone and asks to hear of an earlier slot.
    const bContext = await newContext(browser, 'phone');
    await signIn(bContext, b.email, b.password);
    const bPage = await bContext.newPage();
    await bPage.goto('/agendar-consulta');
    const dialog = bPage.getByRole('dialog', { name: 'Agendar consulta' });
    await pickSlot(dialog, 3, 'Menopausia - Dra. Sofía Campos');
    const optIn = dialog.getByRole('checkbox', { name: 'Avísame si se libera un horario antes con la misma doctora' });
    await optIn.check();
    await optIn.scrollIntoViewIfNeeded();
    await animationsDone(bPage);
    expect(await seriousViolations(bPage)).toEqual([]);
    await snap(bPage, 'earlier-slot-opt-in-phone');
    await dialog.getByRole('button', { name: 'Agendar consulta' }).click();
    await bPage.getByText('Consulta agendada exitosamente').waitFor();
    const [bBooked] = (await myAppointments(bPage)).filter((x) => x.status === 'Requested');
    expect(Date.parse(bBooked.startDateTime)).toBeGreaterThan(Date.parse(free[0].startDateTime));
    // Her card says she is waiting, and how to stop.
    await bPage.keyboard.press('Escape');
    const history = await openHistory(bPage);
    const card = history.getByTestId(`appointment-${bBooked.uuid}`);
    await card.getByText('Te avisaremos si se libera un horario antes con Dra. Sofía Campos.').waitFor();
    await card.getByRole('button', { name: 'Dejar de esperar un horario antes' }).waitFor();
    expect(await seriousViolations(bPage)).toEqual([]);
    await snap(bPage, 'earlier-slot-card-phone');
    // Her card's longer actions stay inside a phone's screen.
    expect(await bPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(bPage.viewportSize()!.width);

    // C waits too, after B, for a later booking.
    const cSlot = (await freeSlots(c, sofia.uuid)).find((s) => s.startDateTime > bBooked.startDateTime)!;
    const cUuid = await bookByApi(c, sofia.uuid, cSlot);
    expect((await api(c, 'PUT', `/appointments/${cUuid}/earlier-slot-wait`)).status).toBe(200);

    // A cancels: B is first in line and gets the mail; the slot is held from everyone else.
    expect((await api(a, 'DELETE', `/appointments/${aUuid}`)).status).toBe(200);
    const { url, mail } = await offerLink(b.email);
    expect(mail.text).toContain('Tomar este horario');
    expect((await freeSlots(c, sofia.uuid)).map((s) => s.startDateTime)).not.toContain(free[0].startDateTime);

    // She takes it at once: the hold runs in real time (HOLD_MS), so the looking-at comes after.
    const phone = await signedOut();
    const offerPage = await phone.newPage();
    await offerPage.goto(url);
    await offerPage.getByRole('heading', { name: 'Se liberó un horario antes para ti' }).waitFor();
    await offerPage.getByRole('button', { name: 'Tomar este horario' }).click();
    await offerPage.getByRole('heading', { name: '¡Listo! Tu consulta cambió de horario' }).waitFor();
    await lookAt(offerPage, 'earlier-slot-taken');
    // The e-mail as she read it.
    const mailView = await phone.newPage();
    for (const viewport of Object.keys(viewports) as ViewportName[]) {
      await mailView.setViewportSize(viewports[viewport]);
      await mailView.setContent(String(mail.html));
      expect(await seriousViolations(mailView)).toEqual([]);
      await snap(mailView, `mail-earlier-slot-offer-${viewport}`);
    }
    await mailView.close();

    // Her visit moved to the freed slot; her old one is cancelled.
    const mine = await myAppointments(bPage);
    expect(mine.filter((x) => x.status === 'Requested').map((x) => x.startDateTime)).toEqual([free[0].startDateTime]);
    expect(mine.find((x) => x.uuid === bBooked.uuid)?.status).toBe('Cancelled');
    // The link is single use.
    await offerPage.reload();
    await offerPage.getByRole('heading', { name: '¡Listo! Tu consulta cambió de horario' }).waitFor();
    expect((await api(null, 'POST', '/appointments/earlier-slot-offers/accept', { token: url.split('#')[1] })).body.code).toBe(
      'offer_used',
    );
    // B's old slot freed in turn: C, next in line and later, hears of it.
    await offerLink(c.email);
    await Promise.all([bContext.close(), phone.close()]);
  });

  it('gives the slot to the second patient waiting once the first lets her hold lapse, and tells the first it ended', async () => {
    const a = await patient('lapso-a');
    const b = await patient('lapso-b');
    const c = await patient('lapso-c');
    const free = await freeSlots(a, ana.uuid);
    const aUuid = await bookByApi(a, ana.uuid, free[0]);
    const bUuid = await bookByApi(b, ana.uuid, free[4]);
    const cUuid = await bookByApi(c, ana.uuid, free[5]);
    expect((await api(b, 'PUT', `/appointments/${bUuid}/earlier-slot-wait`)).status).toBe(200);
    expect((await api(c, 'PUT', `/appointments/${cUuid}/earlier-slot-wait`)).status).toBe(200);

    const cancelledAt = Date.now();
    expect((await api(a, 'DELETE', `/appointments/${aUuid}`)).status).toBe(200);
    const first = await offerLink(b.email);
    // B opens her offer and does nothing: the page as she sees it while the slot is held for her.
    const phone = await signedOut();
    const offerPage = await phone.newPage();
    await offerPage.goto(first.url);
    await offerPage.getByRole('heading', { name: 'Se liberó un horario antes para ti' }).waitFor();
    await offerPage.getByRole('button', { name: 'Tomar este horario' }).waitFor();
    await lookAt(offerPage, 'earlier-slot-offer');
    // When her hold ends the slot goes to C, not before; C takes it at once (her own hold runs in real time).
    const second = await offerLink(c.email);
    expect(Date.now() - cancelledAt).toBeGreaterThanOrEqual(HOLD_MS);
    const next = await phone.newPage();
    await next.goto(second.url);
    await next.getByRole('heading', { name: 'Se liberó un horario antes para ti' }).waitFor();
    await next.getByRole('button', { name: 'Tomar este horario' }).click();
    await next.getByRole('heading', { name: '¡Listo! Tu consulta cambió de horario' }).waitFor();
    const cNow = (await api(c, 'GET', `/appointments?phoneNumber=${c.phone}`)).body;
    expect(cNow.filter((x) => x.status === 'Requested').map((x) => x.startDateTime)).toEqual([free[0].startDateTime]);

    // B comes back to her link: it says her time ended.
    const late = await phone.newPage();
    await late.goto(first.url);
    await late.getByRole('heading', { name: 'El tiempo para tomar este horario terminó' }).waitFor();
    await lookAt(late, 'earlier-slot-expired');
    await phone.close();
  });

  it('says a link that is not whole is not valid', async () => {
    const phone = await signedOut();
    allowConsoleErrors(phone, { pattern: /Failed to load resource.*404/, reason: 'the portal asks about a token that is not ours: 404' });
    const page = await phone.newPage();
    await page.goto('/horario-antes#7b0c4f5e-2a7d-4a55-9d0e-6e2f0d7a9c11.falso');
    await page.getByRole('heading', { name: 'Este enlace no es válido' }).waitFor();
    await lookAt(page, 'earlier-slot-invalid');
    await phone.close();
  });
});
