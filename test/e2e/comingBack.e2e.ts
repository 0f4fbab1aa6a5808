import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, newContext, snap } from './browser';
import { expect, test } from './fixtures';
import { demoPatient, payCheckout } from './session';
import { webClientApiKey } from '../../common/facts.gen';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, PENDING_PAYMENT_WINDOW_MS } from '../../src/lib/config';
import { SESSION_IDLE_MS } from '../../server/modules/auth/sessionWindow';

/*
 * The journeys where she comes back: from the idle warning, from the hosted checkout, and from the login a
 * deep link sent her to, all on the phone. The real windows: the client waits 300 s and warns for 30 s, the
 * pending payment lasts 600 s, the server keeps an unused session 900 s (it once kept it 300 s, which the
 * late "Seguir conectada" and the long checkout trip outlasted). Their time passes on fake clocks: the
 * page's (Playwright's clock) and the server's (ELLA_TEST_CLOCK, moved with portal.advanceClock).
 */
const OLD_SERVER_IDLE_MS = 300_000;

test.use({ portalEnv: { ELLA_TEST_CLOCK: 'movable' } });

/** A phone of her own; with `idle`, the client's test-only idle windows (__ELLA_TEST_IDLE__). */
async function newPage(browser: Browser, idle?: { idleMs: number; warningMs: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, 'phone');
  if (idle) {
    await context.addInitScript((value) => {
      (window as unknown as { __ELLA_TEST_IDLE__: unknown }).__ELLA_TEST_IDLE__ = value;
    }, idle);
  }
  return { context, page: await context.newPage() };
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

const searchByEmail = (token: string | null) =>
  fetch(`${baseUrl()}/api/patients/search-by-email?email=${encodeURIComponent(demoPatient.email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });

test.describe('sessions that outlast the idle warning and the checkout trip', { tag: '@once' }, () => {
  test('keeps the session when she chooses Seguir conectada late in the idle warning', async ({ browser, portal }) => {
    const { context, page } = await newPage(browser);
    await context.clock.install();
    const authenticatedCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/') && request.headers().authorization) authenticatedCalls.push(new URL(request.url()).pathname);
    });
    // What her dashboard asks for once it shows, on timers of its own (its deferred panels).
    const dashboardData = Promise.all(
      ['/consents', '/history/privacy', '/api/appointments', '/prescriptions/current'].map((end) =>
        page.waitForResponse((res) => new URL(res.url()).pathname.endsWith(end)),
      ),
    );
    await logIn(page);

    // Her page's time stands still but for what the journey lets pass: first her dashboard's first seconds,
    // a second at a time until its data has come. Its timers start only once its code has arrived, which a
    // busy machine delays past any one stretch of page time: one stretch left them waiting on a clock that
    // no longer moved, and the page said 'Cargando…' for good.
    let dataCame = false;
    void dashboardData.then(() => (dataCame = true));
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    let settle = 0;
    await expect
      .poll(async () => {
        if (!dataCame) {
          await page.clock.runFor(1000);
          settle += 1000;
        }
        return dataCame;
      })
      .toBe(true);
    if (settle < 15_000) {
      await page.clock.runFor(15_000 - settle);
      settle = 15_000;
    }
    // Then the idle minutes and 26 s of the warning, late in its countdown, with no request of hers: on
    // the server's clock too, well past the old server window since her last request.
    const callsBeforeIdle = authenticatedCalls.length;
    const idleFor = IDLE_TIMEOUT_MS + IDLE_WARNING_MS - 4000 - settle;
    await page.clock.runFor(IDLE_TIMEOUT_MS - settle);
    const idle = page.getByRole('dialog', { name: '¿Sigues ahí?' });
    // Its countdown ticks from when it shows: the rest of her time passes once it is there.
    await expect(idle).toBeVisible();
    await page.clock.runFor(idleFor - (IDLE_TIMEOUT_MS - settle));
    await portal.advanceClock(idleFor);
    await expect(idle.locator('strong').filter({ hasText: /^[0-4]$/ })).toBeVisible();
    expect(authenticatedCalls.slice(callsBeforeIdle)).toEqual([]);
    expect(idleFor).toBeGreaterThan(OLD_SERVER_IDLE_MS);
    expect(idleFor).toBeLessThan(SESSION_IDLE_MS);
    await snap(page, 'session-idle-warning-late');
    const keptAlive = page.waitForResponse((res) => res.url().includes('/api/patients/search-by-email'));
    await idle.getByRole('button', { name: 'Seguir conectada' }).click();
    await page.clock.resume();
    expect((await keptAlive).status()).toBe(200);

    await expect(idle).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await expect(page.getByText('Sesión expirada')).toHaveCount(0);
    expect((await searchByEmail(await storedToken(page))).status).toBe(200);
    await context.close();
  });

  // The one idle journey on real time from end to end: nothing moves a clock, so it shows the client's own
  // timers running out, its logout call and the server's revocation as they happen in her browser. Its
  // windows are the client's test-only short ones; the server's stays the real 15 minutes.
  test('revokes the token on the server when the idle warning runs out', async ({ browser }) => {
    // Well inside the server's idle window, so only the revocation can refuse the token afterwards; the
    // token comes from the login answer, since storage is wiped at logout.
    const { context, page } = await newPage(browser, { idleMs: 5000, warningMs: 2000 });
    const signedIn = page.waitForResponse((res) => res.url().endsWith('/api/auth/login-by-email'));
    const loggedOut = page.waitForResponse((res) => res.url().endsWith('/api/auth/logout'), { timeout: 60_000 });
    await logIn(page);
    const { token } = (await (await signedIn).json()) as { token: string };
    expect(token).toEqual(expect.any(String));
    expect((await loggedOut).status()).toBe(204);
    await page.waitForURL('**/onboarding');
    await expect(page.getByText('Sesión cerrada')).toBeVisible();
    expect((await searchByEmail(token)).status).toBe(401);
    await context.close();
  });

  test('shows the paid result on /pago-exitoso after a checkout trip longer than the old server window', async ({ browser, portal }) => {
    const { context, page } = await newPage(browser);
    await context.clock.install();
    await logIn(page);
    await page.goto('/form/suscripcion');
    await page.getByRole('radio', { name: /Primera consulta Menopausia/ }).check();
    const checkoutCreated = page.waitForResponse((res) => res.url().endsWith('/api/payments/create-checkout-session'));
    await page.getByRole('button', { name: 'PAGAR', exact: true }).click();
    expect((await checkoutCreated).status()).toBe(200);
    await page.waitForURL(/\/checkout\/cs_test_\w+$/);

    // She stays on the hosted checkout for most of her pending payment's life: no request of the portal
    // slides the session meanwhile, on her page's clock nor on the server's.
    const trip = PENDING_PAYMENT_WINDOW_MS - 60_000;
    const leftAt = await page.evaluate(() => Date.now());
    await page.clock.fastForward(trip);
    await portal.advanceClock(trip);
    expect(trip).toBeGreaterThan(OLD_SERVER_IDLE_MS);
    const status = page.waitForResponse((res) => res.url().includes('/api/payments/checkout-sessions/'));
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL(/\/pago-exitoso\?session_id=cs_test_\w+&plan=primera$/);
    expect((await status).status()).toBe(200);
    await expect(page.getByText('Pago confirmado')).toBeVisible();
    await expect(page.getByRole('row', { name: /^Servicio/ }).locator('td')).toHaveText('Primera consulta Menopausia');
    expect(new URL(page.url()).pathname).toBe('/pago-exitoso');
    // Her trip lasted on the portal's page too: its clock carried over the navigations.
    expect(await page.evaluate(() => Date.now())).toBeGreaterThanOrEqual(leftAt + trip);
    expect(await storedToken(page)).toEqual(expect.any(String));
    await snap(page, 'session-checkout-return-late');
    await context.close();
  });
});

/**
 * A paid consultation of the demo patient on this portal, bought through its API, so that each journey
 * below can book without depending on what an earlier one bought. Returns her authorization header.
 */
async function paidConsultation(priceId: 'primera' | 'primera-nutricion'): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/auth/login-by-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': webClientApiKey },
    body: JSON.stringify(demoPatient),
  });
  const { token } = (await login.json()) as { token: string };
  const authorization = `Bearer ${token}`;
  const checkout = await fetch(`${baseUrl()}/api/payments/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ priceId }),
  });
  expect(await payCheckout((await checkout.json()) as { id: string; url: string }, baseUrl())).toBe(303);
  return authorization;
}

/** Demo data of this portal through its API: a paid first Nutrición consultation, and a free slot of its doctor. */
async function freeNutritionSlot(): Promise<{ date: string; time: string }> {
  // A consultation credit books only the service it paid for.
  const authorization = await paidConsultation('primera-nutricion');
  const get = async <T>(path: string) => (await (await fetch(`${baseUrl()}/api${path}`, { headers: { authorization } })).json()) as T;
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

test.describe('deep links that survive the login', { tag: '@once' }, () => {
  test('opens the booking modal after the login with service, doctor, date and time of the link chosen', async ({ browser }) => {
    const { date, time } = await freeNutritionSlot();
    const { context, page } = await newPage(browser);
    const query = `appointment=yes&service=${encodeURIComponent('Primera consulta Nutrición')}&date=${date}&time=${encodeURIComponent(time)}`;
    await page.goto(`/dashboard?${query}`);
    await page.waitForURL(`**/onboarding?${query}`);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(demoPatient.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(demoPatient.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`**/dashboard?${query}`);

    const dialog = page.getByRole('dialog', { name: 'Agendar consulta' });
    // antd hides the radio input under its label: checked, not visible.
    await expect(dialog.getByRole('radio', { name: time, exact: true })).toBeChecked();
    await expect(dialog.getByTitle('Primera consulta Nutrición (40 min)')).toHaveCount(1);
    await expect(dialog.getByTitle(/Lic\. Paula Ortega/)).toHaveCount(1);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await snap(page, 'deep-link-preselected');

    await dialog.getByRole('button', { name: 'Agendar consulta' }).click();
    await expect(page.getByText('Consulta agendada exitosamente')).toBeVisible();
    await context.close();
  });

  for (const path of ['/agendar-consulta', '/appointment']) {
    test(`opens the booking modal after the login when ${path} was opened before it`, async ({ browser }) => {
      // Without a credit the modal shows 'Un paso más' instead of the form.
      await paidConsultation('primera');
      const { context, page } = await newPage(browser);
      await page.goto(path);
      await page.waitForURL('**/onboarding');
      await logIn(page);
      await expect(page.getByRole('dialog', { name: 'Agendar consulta' }).getByLabel('Servicio')).toBeVisible();
      await context.close();
    });
  }
});
