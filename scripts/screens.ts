/**
 * `npm run screens -- --base URL --out DIR`: a screenshot of every screen and modal she can reach, signed
 * out and then signed in as the demo patient, at 390×844 (a phone) and 1280×800 (a laptop), in Debian's
 * Chromium. It drives a portal that is already running (`npm start`), so the same command photographs an
 * older build for a before/after comparison. A screen it cannot reach is reported and skipped.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../test/e2e/chromium';
import { animationsDone } from '../test/e2e/browser';
import { closeDialog, openFromMenu, signedInPages } from '../test/e2e/everyPage';

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const demo = { email: 'demo@espaciosella.mx', password: 'Demo2026!x' };

function option(name: string, fallback?: string): string {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? process.argv[at + 1] : fallback;
  if (!value) throw new Error(`usage: screens.ts --base http://127.0.0.1:8080 --out DIR (missing --${name})`);
  return value;
}

const base = option('base', 'http://127.0.0.1:8080').replace(/\/$/, '');
const out = path.resolve(option('out'));
const missed: string[] = [];

async function shot(page: Page, viewport: string, name: string, reach: () => Promise<unknown>): Promise<void> {
  const file = path.join(out, `${viewport}-${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.png`);
  try {
    await reach();
    await page.waitForLoadState('networkidle');
    await animationsDone(page);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  } catch (error) {
    missed.push(`${viewport} ${name}: ${(error as Error).message.split('\n')[0]}`);
  }
}

async function tour(context: BrowserContext, viewport: string): Promise<void> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const go = (route: string) => () => page.goto(`${base}${route}`).then(() => page.getByRole('heading').first().waitFor());

  await shot(page, viewport, 'onboarding', go('/onboarding'));
  await shot(page, viewport, 'onboarding errors', () => page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click());
  await shot(page, viewport, 'password recovery', () => page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click());
  await shot(page, viewport, 'crear-cuenta', go('/form/crear-cuenta'));
  await shot(page, viewport, 'crear-cuenta errors', () => page.getByRole('button', { name: 'Crear cuenta', exact: true }).click());
  await shot(page, viewport, 'salud-mental', go('/salud-mental'));

  await page.goto(`${base}/onboarding`);
  await page
    .getByLabel(/correo/i)
    .first()
    .fill(demo.email);
  await page
    .getByLabel(/contraseña/i)
    .first()
    .fill(demo.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/onboarding'), { timeout: 30_000 });

  for (const route of signedInPages) await shot(page, viewport, route, go(route));
  await shot(page, viewport, 'dashboard', () =>
    page.goto(`${base}/dashboard`).then(() => page.getByRole('heading', { name: 'Próximas consultas' }).waitFor()),
  );
  for (const [tab, content] of [
    ['Menopausia', 'Escala de síntomas de la menopausia (MRS)'],
    ['Nutrición', 'Mi peso'],
  ]) {
    await shot(page, viewport, `dashboard ${tab}`, async () => {
      await page.getByRole('button', { name: tab, exact: true }).first().click();
      await page.getByRole('heading', { name: content, exact: true }).waitFor();
    });
  }
  await page
    .getByRole('button', { name: 'Consultas', exact: true })
    .first()
    .click()
    .catch(() => undefined);
  for (const [button, title] of [
    [/Consultas y Historial/, 'Consultas y Historial'],
    [/Historial de Recetas/, 'Historial de Recetas'],
  ] as const) {
    await shot(page, viewport, title, async () => {
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('dialog').filter({ hasText: title }).last().waitFor();
    });
    // A modal that did not open leaves nothing to close; the next screen is tried all the same.
    await closeDialog(page).catch(() => undefined);
  }
  for (const [button, title] of [
    ['Mi cuenta', 'Mi cuenta'],
    ['Ayuda', 'Centro de ayuda'],
    ['Compartir Archivos', 'Compartir Archivos'],
  ]) {
    await shot(page, viewport, button, () => openFromMenu(page, button, title));
    // A modal that did not open leaves nothing to close; the next screen is tried all the same.
    await closeDialog(page).catch(() => undefined);
  }
  await shot(page, viewport, 'agendar-consulta', () =>
    page.goto(`${base}/agendar-consulta`).then(() => page.getByRole('dialog', { name: 'Agendar consulta' }).waitFor()),
  );
  await page.close();
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  for (const [name, size] of Object.entries(viewports)) {
    const profile = mkdtempSync(path.join(tmpdir(), 'ella-screens-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      viewport: size,
      locale: 'es-MX',
      reducedMotion: 'reduce',
    });
    try {
      await tour(context, name);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  if (missed.length > 0) console.log(`\nnot reached:\n  ${missed.join('\n  ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
