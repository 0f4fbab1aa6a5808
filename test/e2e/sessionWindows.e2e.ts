import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, snap, viewports } from './browser';
import { startPortal, type RunningPortal } from './portalServer';
import { demoPatient } from './session';

/*
 * Issue 18, journeys 1 and 2, in real time on a portal of their own whose server idle window is
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
}, 90_000);
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
  await page.goto('/onboarding');
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
    await idle.locator('strong').filter({ hasText: /^[0-4]$/ }).waitFor();
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
    const { context, page, errors } = await newPage({ idleMs: 4000, warningMs: 2000 });
    await logIn(page);
    const token = await storedToken(page);
    expect(token).toEqual(expect.any(String));
    const loggedOut = page.waitForResponse((res) => res.url().endsWith('/api/auth/logout'));
    await page.getByRole('dialog', { name: '¿Sigues ahí?' }).waitFor();
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
    expect(await page.getByRole('row', { name: /^Servicio/ }).locator('td').textContent()).toBe('Primera consulta Menopausia');
    expect(new URL(page.url()).pathname).toBe('/pago-exitoso');
    expect(await storedToken(page)).toEqual(expect.any(String));
    await snap(page, 'session-checkout-return-late');
    expect(errors).toEqual([]);
    await context.close();
  });
});
