import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { animationsDone, snap, viewports, watchConsole } from './browser';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { freePort, startPortal, type RunningPortal } from './portalServer';
import { demoPatient } from './session';

/*
 * A new privacy notice version makes a signed-in patient accept it again before anything else.
 * The portal runs twice on one data folder and one address (so her stored session survives): first with
 * the notice of this build, which the demo patient accepted when she was seeded, then with a test-only
 * newer version (ELLA_TEST_PRIVACY_NOTICE_VERSION, ignored in production), as after a deploy. A restart
 * the worker's portal fixture cannot make: this journey starts those two portals itself.
 */
const NEW_VERSION = '2099-01-01-prueba';

let portal: RunningPortal | undefined;
let dataDir: string;
let port: number;
test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ella-e2e-notice-'));
  port = await freePort();
});
test.afterAll(async () => {
  await portal?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const serve = (env: Record<string, string> = {}) =>
  startPortal({ PORT: String(port), DATA_DIR: dataDir, MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'), ...env });

async function newPage(browser: Browser, viewport: keyof typeof viewports = 'phone'): Promise<{ context: BrowserContext; page: Page }> {
  const context = watchConsole(
    await browser.newContext({ viewport: viewports[viewport], locale: 'es-MX', baseURL: `http://127.0.0.1:${port}` }),
  );
  return { context, page: await context.newPage() };
}

async function logIn(page: Page): Promise<void> {
  await page.goto('/onboarding');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(demoPatient.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(demoPatient.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/dashboard');
}

const renewalHeading = (page: Page) => page.getByRole('heading', { name: 'Actualizamos nuestro aviso de privacidad' });

test.describe('a new privacy notice version', { tag: '@once' }, () => {
  test('asks a signed-in patient to accept it before anything else, and Mi cuenta then shows every acceptance', async ({ browser }) => {
    // Two starts of a portal of its own besides the journey, each slow on a busy machine.
    test.slow();
    portal = await serve();
    const { context, page: first } = await newPage(browser);
    await logIn(first);
    await expect(first.getByRole('heading', { name: 'Consultas', exact: true })).toBeVisible();
    await expect(renewalHeading(first)).toHaveCount(0);
    // She closes the tab; her session stays stored in the browser (the dashboard's idle-time prefetches
    // would otherwise hit the server while it restarts).
    await first.close();

    await portal.stop();
    portal = await serve({ ELLA_TEST_PRIVACY_NOTICE_VERSION: NEW_VERSION });

    // Another device signs in: the notice comes first; leaving from it signs her out.
    const other = await newPage(browser, 'desktop');
    await logIn(other.page);
    await expect(renewalHeading(other.page)).toBeVisible();
    await snap(other.page, 'notice-renewal-desktop');
    await other.page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await other.page.waitForURL('**/onboarding');
    await other.context.close();

    // Her stored session: the next visit shows the new notice instead of the dashboard.
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(renewalHeading(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Consultas', exact: true })).toHaveCount(0);
    await expect(page.getByText(`Versión de prueba ${NEW_VERSION}`)).toBeVisible();
    const accept = page.getByRole('button', { name: 'Aceptar y continuar' });
    await expect(accept).toBeDisabled();
    await snap(page, 'notice-renewal-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('He leído y acepto el aviso de privacidad').check();
    await accept.click();
    await expect(page.getByRole('heading', { name: 'Consultas', exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    // Mi cuenta: the renewal (current) above the signature and the registration of the earlier version.
    const open = page.getByRole('button', { name: 'Mi cuenta', exact: true });
    if (!(await open.isVisible())) await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'Mi cuenta', exact: true }).last().click();
    const section = page.getByRole('region', { name: 'Aviso de privacidad aceptado' });
    await expect(section.getByRole('listitem').nth(2)).toBeVisible();
    const items = await section.getByRole('listitem').allTextContents();
    expect(items[0]).toContain(`Versión ${NEW_VERSION} · Al iniciar sesión, nueva versión`);
    expect(items[0]).toContain('Vigente');
    expect(items.slice(1).map((text) => text.replace(/ · .*/, ''))).toEqual(['Versión 2026-11-23', 'Versión 2026-11-23']);
    expect(items.slice(1).some((text) => text.includes('Vigente'))).toBe(false);
    await section.scrollIntoViewIfNeeded();
    await animationsDone(page);
    await snap(page, 'notice-history-phone');

    // The next sign-in goes straight to the dashboard.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Consultas', exact: true })).toBeVisible();
    await expect(renewalHeading(page)).toHaveCount(0);
    await context.close();
  });
});
