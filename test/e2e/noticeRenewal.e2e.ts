import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { animationsDone, launchBrowser, snap, viewports, watchConsole } from './browser';
import { freePort, startPortal, type RunningPortal } from './portalServer';
import { demoPatient } from './session';

/*
 * A new privacy notice version makes a signed-in patient accept it again before anything else.
 * The portal runs twice on one data folder and one address (so her stored session survives): first with
 * the notice of this build, which the demo patient accepted when she was seeded, then with a test-only
 * newer version (ELLA_TEST_PRIVACY_NOTICE_VERSION, ignored in production), as after a deploy.
 */
const NEW_VERSION = '2099-01-01-prueba';

let browser: Browser;
let portal: RunningPortal | undefined;
let dataDir: string;
let port: number;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ella-e2e-notice-'));
  port = await freePort();
  browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const serve = (env: Record<string, string> = {}) =>
  startPortal({ PORT: String(port), DATA_DIR: dataDir, MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'), ...env });

async function newPage(viewport: keyof typeof viewports = 'phone'): Promise<{ context: BrowserContext; page: Page }> {
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

describe('a new privacy notice version', () => {
  it('asks a signed-in patient to accept it before anything else, and Mi cuenta then shows every acceptance', async () => {
    portal = await serve();
    const { context, page: first } = await newPage();
    await logIn(first);
    await first.getByRole('heading', { name: 'Consultas', exact: true }).waitFor();
    expect(await renewalHeading(first).count()).toBe(0);
    // She closes the tab; her session stays stored in the browser (the dashboard's idle-time prefetches
    // would otherwise hit the server while it restarts).
    await first.close();

    await portal.stop();
    portal = await serve({ ELLA_TEST_PRIVACY_NOTICE_VERSION: NEW_VERSION });

    // Another device signs in: the notice comes first; leaving from it signs her out.
    const other = await newPage('desktop');
    await logIn(other.page);
    await renewalHeading(other.page).waitFor();
    await snap(other.page, 'notice-renewal-desktop');
    await other.page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await other.page.waitForURL('**/onboarding');
    await other.context.close();

    // Her stored session: the next visit shows the new notice instead of the dashboard.
    const page = await context.newPage();
    await page.goto('/dashboard');
    await renewalHeading(page).waitFor();
    expect(await page.getByRole('heading', { name: 'Consultas', exact: true }).count()).toBe(0);
    await page.getByText(`Versión de prueba ${NEW_VERSION}`).waitFor();
    const accept = page.getByRole('button', { name: 'Aceptar y continuar' });
    expect(await accept.isDisabled()).toBe(true);
    await snap(page, 'notice-renewal-phone');
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.getByLabel('He leído y acepto el aviso de privacidad').check();
    await accept.click();
    await page.getByRole('heading', { name: 'Consultas', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    // Mi cuenta: the renewal (current) above the signature and the registration of the earlier version.
    const open = page.getByRole('button', { name: 'Mi cuenta', exact: true });
    if (!(await open.isVisible())) await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'Mi cuenta', exact: true }).last().click();
    const section = page.getByRole('region', { name: 'Aviso de privacidad aceptado' });
    await section.getByRole('listitem').nth(2).waitFor();
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
    await page.getByRole('heading', { name: 'Consultas', exact: true }).waitFor();
    expect(await renewalHeading(page).count()).toBe(0);
    await context.close();
  });
});
