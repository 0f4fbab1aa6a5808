import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { allowConsoleErrors, animationsDone, baseUrl, newContext, snap, viewports, type ViewportName } from './browser';
import { expect, test } from './fixtures';
import { grantConsultation, registerPatientByApi, signIn } from './session';
import { myAppointments, openHistory, pickSlot } from './bookingSteps';
import { seriousViolations } from './axe';
import { measureSizing } from './sizing';
import { webClientApiKey } from '../../common/facts.gen';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';
import { catalogue } from '../../server/modules/appointments/catalogue';
import { DEFAULT_HOLD_MINUTES } from '../../server/modules/appointments/earlierSlot';

/**
 * "Avísame si se libera un horario antes": a cancellation offers the slot to the first patient waiting, who
 * takes it from the e-mail's link without logging in; another offer lapses and goes to the next. The hold
 * is the real one, on a server clock the journey moves (ELLA_TEST_CLOCK): it ends when the journey says.
 */
const HOLD_MS = DEFAULT_HOLD_MINUTES * 60_000;
const [firstMeno] = catalogue.services;
const sofia = catalogue.providers.find((p) => p.name === 'Dra. Sofía Campos')!;
const ana = catalogue.providers.find((p) => p.name === 'Dra. Ana Ruiz')!;

test.use({ portalEnv: { ELLA_TEST_CLOCK: 'movable' } });

interface Patient {
  email: string;
  password: string;
  token: string;
  patientUuid: string;
  phone: string;
}

const api = async (patient: Patient | null, method: string, url: string, body?: unknown) => {
  const res = await fetch(`${baseUrl()}/api${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(patient ? { authorization: `Bearer ${patient.token}` } : { 'x-api-key': webClientApiKey }),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & Array<Record<string, string>> };
};

/** A new API session of hers. */
async function apiToken(email: string, password: string): Promise<string> {
  const login = await api(null, 'POST', '/auth/login-by-email', { email, password });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

/** A verified patient with a paid first consultation and an API session. */
async function patient(prefix: string): Promise<Patient> {
  const { email, password } = await registerPatientByApi(prefix);
  await grantConsultation(email, password);
  const token = await apiToken(email, password);
  const found = await fetch(`${baseUrl()}/api/patients/search-by-email?email=${encodeURIComponent(email)}`, {
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

/** The earlier-slot offers in her mail so far (this portal's outbox), oldest first. */
async function offerMails(email: string): Promise<ParsedMail[]> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!existsSync(outbox)) return [];
  const found: ParsedMail[] = [];
  for (const file of readdirSync(outbox).sort()) {
    const eml = readFileSync(path.join(outbox, file));
    if (!eml.includes(`To: ${email}`)) continue;
    const mail = await simpleParser(eml);
    if (mail.subject?.startsWith('Se liberó un horario antes')) found.push(mail);
  }
  return found;
}

/** The link of her offer number `count`, once its e-mail has arrived. */
async function offerLink(email: string, count = 1): Promise<{ url: string; mail: ParsedMail }> {
  await expect
    .poll(async () => (await offerMails(email)).length, { message: `offer e-mail number ${count} to ${email}` })
    .toBeGreaterThanOrEqual(count);
  const mail = (await offerMails(email))[count - 1];
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
async function signedOut(browser: Browser): Promise<BrowserContext> {
  return newContext(browser, 'phone');
}

test.describe('an earlier slot offered to the patients waiting for one', { tag: '@once' }, () => {
  test('offers a cancelled slot to the first patient waiting, who takes it from the e-mail link and sees her visit move', async ({
    browser,
  }) => {
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
    await expect(bPage.getByText('Consulta agendada exitosamente')).toBeVisible();
    const [bBooked] = (await myAppointments(bPage)).filter((x) => x.status === 'Requested');
    expect(Date.parse(bBooked.startDateTime)).toBeGreaterThan(Date.parse(free[0].startDateTime));
    // Her card says she is waiting, and how to stop.
    await bPage.keyboard.press('Escape');
    const history = await openHistory(bPage);
    const card = history.getByTestId(`appointment-${bBooked.uuid}`);
    await expect(card.getByText('Te avisaremos si se libera un horario antes con Dra. Sofía Campos.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Dejar de esperar un horario antes' })).toBeVisible();
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

    // She takes it at once (the open offer page is looked at in the lapse journey).
    const phone = await signedOut(browser);
    const offerPage = await phone.newPage();
    await offerPage.goto(url);
    await expect(offerPage.getByRole('heading', { name: 'Se liberó un horario antes para ti' })).toBeVisible();
    await offerPage.getByRole('button', { name: 'Tomar este horario' }).click();
    await expect(offerPage.getByRole('heading', { name: '¡Listo! Tu consulta cambió de horario' })).toBeVisible();
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
    await expect(offerPage.getByRole('heading', { name: '¡Listo! Tu consulta cambió de horario' })).toBeVisible();
    expect((await api(null, 'POST', '/appointments/earlier-slot-offers/accept', { token: url.split('#')[1] })).body.code).toBe(
      'offer_used',
    );
    // B's old slot freed in turn: C, next in line and later, hears of it.
    await offerLink(c.email);
    await Promise.all([bContext.close(), phone.close()]);
  });

  test('gives the slot to the second patient waiting once the first lets her hold lapse, and tells the first it ended', async ({
    browser,
    portal,
  }) => {
    const a = await patient('lapso-a');
    const b = await patient('lapso-b');
    const c = await patient('lapso-c');
    const free = await freeSlots(a, ana.uuid);
    const aUuid = await bookByApi(a, ana.uuid, free[0]);
    const bUuid = await bookByApi(b, ana.uuid, free[4]);
    const cUuid = await bookByApi(c, ana.uuid, free[5]);
    expect((await api(b, 'PUT', `/appointments/${bUuid}/earlier-slot-wait`)).status).toBe(200);
    expect((await api(c, 'PUT', `/appointments/${cUuid}/earlier-slot-wait`)).status).toBe(200);

    expect((await api(a, 'DELETE', `/appointments/${aUuid}`)).status).toBe(200);
    const first = await offerLink(b.email);
    // B opens her offer and does nothing: the page as she sees it while the slot is held for her.
    const phone = await signedOut(browser);
    const offerPage = await phone.newPage();
    await offerPage.goto(first.url);
    await expect(offerPage.getByRole('heading', { name: 'Se liberó un horario antes para ti' })).toBeVisible();
    await expect(offerPage.getByRole('button', { name: 'Tomar este horario' })).toBeVisible();
    await lookAt(offerPage, 'earlier-slot-offer');
    // Not before her hold ends: with every job that is due run, C has heard nothing.
    await portal.advanceClock(0);
    expect(await offerMails(c.email)).toEqual([]);
    // Her hold ends: the slot goes to C, who takes it.
    await portal.advanceClock(HOLD_MS);
    const second = await offerLink(c.email);
    const next = await phone.newPage();
    await next.goto(second.url);
    await expect(next.getByRole('heading', { name: 'Se liberó un horario antes para ti' })).toBeVisible();
    await next.getByRole('button', { name: 'Tomar este horario' }).click();
    await expect(next.getByRole('heading', { name: '¡Listo! Tu consulta cambió de horario' })).toBeVisible();
    // Her API session ended in the half hour that passed with nothing from her (the server's idle window).
    c.token = await apiToken(c.email, c.password);
    const cNow = (await api(c, 'GET', `/appointments?phoneNumber=${c.phone}`)).body;
    expect(cNow.filter((x) => x.status === 'Requested').map((x) => x.startDateTime)).toEqual([free[0].startDateTime]);

    // B comes back to her link: it says her time ended.
    const late = await phone.newPage();
    await late.goto(first.url);
    await expect(late.getByRole('heading', { name: 'El tiempo para tomar este horario terminó' })).toBeVisible();
    await lookAt(late, 'earlier-slot-expired');
    await phone.close();
  });

  test('says a link that is not whole is not valid', async ({ browser }) => {
    const phone = await signedOut(browser);
    allowConsoleErrors(phone, { pattern: /Failed to load resource.*404/, reason: 'the portal asks about a token that is not ours: 404' });
    const page = await phone.newPage();
    await page.goto('/horario-antes#7b0c4f5e-2a7d-4a55-9d0e-6e2f0d7a9c11.falso');
    await expect(page.getByRole('heading', { name: 'Este enlace no es válido' })).toBeVisible();
    await lookAt(page, 'earlier-slot-invalid');
    await phone.close();
  });
});
