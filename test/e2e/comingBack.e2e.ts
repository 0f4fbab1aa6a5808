import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, snap, viewports } from './browser';
import { startPortal, type RunningPortal } from './portalServer';
import { READY_WITHIN_MS } from '../support/children';
import { demoPatient, payCheckout } from './session';
import { webClientApiKey } from '../../common/facts.gen';

/*
 * The journeys where she comes back: from the idle warning, from the hosted checkout,
 * and from the login a deep link sent her to. Journeys 1 and 2 run in real time on a portal of their own whose server idle window is
 * shortened by its test-only variable (the browser cannot change it). Real windows: the client waits
 * 300 s, warns for 30 s; the pending payment lasts 600 s; the server keeps an unused session 900 s.
 * Scaled here by 1/45: server 20 s, pending trip 10 s (the old 300 s server window would be 6.7 s).
 * The client's warning is longer than scale (12 s) so a busy machine still gets its click in.
 */
const SERVER_IDLE_MS = 20_000;
const SCALE = 900_000 / SERVER_IDLE_MS;
const OLD_SERVER_IDLE_MS = 300_000 / SCALE;
const CHECKOUT_TRIP_MS = 10_000;

let portal: RunningPortal;
let browser: Browser;
beforeAll(async () => {
  [portal, browser] = await Promise.all([
    startPortal({ ELLA_TEST_SESSION_IDLE_MS: String(SERVER_IDLE_MS) }),
    chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }),
  ]);
}, READY_WITHIN_MS + 30_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Console errors and uncaught exceptions of a page, to be asserted empty at the end of a journey. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

async function newPage(idle?: { idleMs: number; warningMs: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: viewports.phone, locale: 'es-MX', baseURL: portal.baseUrl });
  if (idle) {
    await context.addInitScript((value) => {
      (window as unknown as { __ELLA_TEST_IDLE__: unknown }).__ELLA_TEST_IDLE__ = value;
    }, idle);
  }
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page) };
}

async function logIn(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== '/onboarding') await page.goto('/onboarding');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(demoPatient.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(demoPatient.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/dashboard');
}

const storedToken = (page: Page) =>
  page.evaluate(() => {
    const blob = window.localStorage.getItem('persist:session');
    return blob ? (JSON.parse(JSON.parse(blob).token) as string | null) : null;
  });

/** This journey is the passage of time itself: wait until the browser's clock has passed a moment. */
const until = (page: Page, moment: number) => page.waitForFunction((t) => Date.now() >= t, moment, { polling: 250, timeout: 60_000 });

describe('sessions that outlast the idle warning and the checkout trip', () => {
  it('keeps the session when she chooses Seguir conectada late in the idle warning', async () => {
    const { context, page, errors } = await newPage({ idleMs: 5000, warningMs: 12_000 });
    let lastAuthenticatedCall = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/') && request.headers().authorization) lastAuthenticatedCall = Date.now();
    });
    await logIn(page);

    const idle = page.getByRole('dialog', { name: '¿Sigues ahí?' });
    await idle.waitFor();
    // Late in the countdown, and well past the old server window since her last request.
    await idle
      .locator('strong')
      .filter({ hasText: /^[0-4]$/ })
      .waitFor();
    expect(Date.now() - lastAuthenticatedCall).toBeGreaterThan(OLD_SERVER_IDLE_MS);
    await snap(page, 'session-idle-warning-late');
    const keptAlive = page.waitForResponse((res) => res.url().includes('/api/patients/search-by-email'));
    await idle.getByRole('button', { name: 'Seguir conectada' }).click();
    expect((await keptAlive).status()).toBe(200);

    await idle.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.getByText('Sesión expirada').count()).toBe(0);
    const token = await storedToken(page);
    const again = await fetch(`${portal.baseUrl}/api/patients/search-by-email?email=${encodeURIComponent(demoPatient.email)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('revokes the token on the server when the idle warning runs out', async () => {
    // 8 s idle + 2 s warning stay well inside the 20 s server window, so only the revocation can refuse
    // the token afterwards; the token comes from the login answer, since storage is wiped at logout.
    const { context, page, errors } = await newPage({ idleMs: 8000, warningMs: 2000 });
    const signedIn = page.waitForResponse((res) => res.url().endsWith('/api/auth/login-by-email'));
    const loggedOut = page.waitForResponse((res) => res.url().endsWith('/api/auth/logout'), { timeout: 60_000 });
    await logIn(page);
    const { token } = (await (await signedIn).json()) as { token: string };
    expect(token).toEqual(expect.any(String));
    expect((await loggedOut).status()).toBe(204);
    await page.waitForURL('**/onboarding');
    await page.getByText('Sesión cerrada').waitFor();
    // Within the server's idle window, so only the revocation can refuse it.
    const after = await fetch(`${portal.baseUrl}/api/patients/search-by-email?email=${encodeURIComponent(demoPatient.email)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the paid result on /pago-exitoso after a checkout trip longer than the old server window', async () => {
    const { context, page, errors } = await newPage();
    await logIn(page);
    await page.goto('/form/suscripcion');
    await page.getByRole('radio', { name: /Primera consulta Menopausia/ }).check();
    const checkoutCreated = page.waitForResponse((res) => res.url().endsWith('/api/payments/create-checkout-session'));
    await page.getByRole('button', { name: 'PAGAR', exact: true }).click();
    expect((await checkoutCreated).status()).toBe(200);
    const leftAt = Date.now();
    await page.waitForURL(/\/checkout\/cs_test_\w+$/);

    // She stays on the hosted checkout: no request of the portal slides the session meanwhile.
    await until(page, leftAt + CHECKOUT_TRIP_MS);
    expect(CHECKOUT_TRIP_MS).toBeGreaterThan(OLD_SERVER_IDLE_MS);
    const status = page.waitForResponse((res) => res.url().includes('/api/payments/checkout-sessions/'));
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL(/\/pago-exitoso\?session_id=cs_test_\w+&plan=primera$/);
    expect((await status).status()).toBe(200);
    await page.getByText('Pago confirmado').waitFor();
    expect(
      await page
        .getByRole('row', { name: /^Servicio/ })
        .locator('td')
        .textContent(),
    ).toBe('Primera consulta Menopausia');
    expect(new URL(page.url()).pathname).toBe('/pago-exitoso');
    expect(await storedToken(page)).toEqual(expect.any(String));
    await snap(page, 'session-checkout-return-late');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * A paid consultation of the demo patient on this portal, bought through its API, so that each journey
 * below can book without depending on what an earlier one bought. Returns her authorization header.
 */
async function paidConsultation(priceId: 'primera' | 'primera-nutricion'): Promise<string> {
  const login = await fetch(`${portal.baseUrl}/api/auth/login-by-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': webClientApiKey },
    body: JSON.stringify(demoPatient),
  });
  const { token } = (await login.json()) as { token: string };
  const authorization = `Bearer ${token}`;
  const checkout = await fetch(`${portal.baseUrl}/api/payments/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ priceId }),
  });
  expect(await payCheckout((await checkout.json()) as { id: string; url: string }, portal.baseUrl)).toBe(303);
  return authorization;
}

/** Demo data of this portal through its API: a paid first Nutrición consultation, and a free slot of its doctor. */
async function freeNutritionSlot(): Promise<{ date: string; time: string }> {
  // A consultation credit books only the service it paid for.
  const authorization = await paidConsultation('primera-nutricion');
  const get = async <T>(path: string) => (await (await fetch(`${portal.baseUrl}/api${path}`, { headers: { authorization } })).json()) as T;
  const record = await get<{ phoneNumber: string }>(`/patients/search-by-email?email=${encodeURIComponent(demoPatient.email)}`);
  const services = await get<Array<{ uuid: string; name: string }>>('/appointments/services');
  const providers = await get<Array<{ uuid: string; specialty: string }>>('/appointments/providers');
  const service = services.find((s) => s.name === 'Primera consulta Nutrición')!;
  const provider = providers.find((p) => p.specialty === 'Nutrición')!;
  const slots = await get<Array<{ startDateTime: string }>>(
    `/appointments/available-slots?phoneNumber=${record.phoneNumber}&providerUuid=${provider.uuid}&serviceUuid=${service.uuid}`,
  );
  // The second free time, so that the choice cannot be a default of the form.
  const start = new Date(slots[1].startDateTime);
  const zone = { timeZone: 'America/Argentina/Buenos_Aires' } as const;
  const date = new Intl.DateTimeFormat('en-CA', { ...zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(start);
  const time = new Intl.DateTimeFormat('es-MX', { ...zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(start);
  return { date, time };
}

describe('deep links that survive the login', () => {
  it('opens the booking modal after the login with service, doctor, date and time of the link chosen', async () => {
    const { date, time } = await freeNutritionSlot();
    const { context, page, errors } = await newPage();
    const query = `appointment=yes&service=${encodeURIComponent('Primera consulta Nutrición')}&date=${date}&time=${encodeURIComponent(time)}`;
    await page.goto(`/dashboard?${query}`);
    await page.waitForURL(`**/onboarding?${query}`);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(demoPatient.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(demoPatient.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`**/dashboard?${query}`);

    const dialog = page.getByRole('dialog', { name: 'Agendar consulta' });
    // antd hides the radio input under its label: wait for it in the page, then for its check.
    const chosen = dialog.getByRole('radio', { name: time, exact: true });
    await chosen.waitFor({ state: 'attached' });
    await page.waitForFunction((el) => (el as HTMLInputElement).checked, await chosen.elementHandle());
    expect(await dialog.getByTitle('Primera consulta Nutrición (40 min)').count()).toBe(1);
    expect(await dialog.getByTitle(/Lic\. Paula Ortega/).count()).toBe(1);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await snap(page, 'deep-link-preselected');

    await dialog.getByRole('button', { name: 'Agendar consulta' }).click();
    await page.getByText('Consulta agendada exitosamente').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['/agendar-consulta', '/appointment'])('opens the booking modal after the login when %s was opened before it', async (path) => {
    // Without a credit the modal shows 'Un paso más' instead of the form.
    await paidConsultation('primera');
    const { context, page, errors } = await newPage();
    await page.goto(path);
    await page.waitForURL('**/onboarding');
    await logIn(page);
    await page.getByRole('dialog', { name: 'Agendar consulta' }).getByLabel('Servicio').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
