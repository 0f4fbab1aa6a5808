import type { Browser, Page } from 'playwright-core';
import { allowConsoleErrors, baseUrl, launchBrowser, newContext } from './browser';
import { demoPatient, signIn } from './session';

/**
 * Issue 11: the login screen's hero and welcome text paint from the HTML, and the app adopts those
 * very nodes when it starts (hydration), so nothing the patient already sees is drawn twice.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Marks the HTML's hero nodes as they are parsed (before any script) and counts those later removed. */
async function watchHero(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { heroRemoved: number };
    w.heroRemoved = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLElement && node.id === 'auth-welcome') (node as unknown as { fromHtml: boolean }).fromHtml = true;
        });
        record.removedNodes.forEach((node) => {
          if (node instanceof HTMLElement && (node.matches('.auth-layout, .auth-hero') || node.querySelector('.auth-hero')))
            w.heroRemoved += 1;
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return problems;
}

describe('account screens painted from the HTML', () => {
  it.each([
    ['/onboarding', 'Iniciar sesión', '/onboarding'],
    ['/form/crear-cuenta', 'Crear cuenta', '/form/crear-cuenta'],
    ['/', 'Iniciar sesión', '/onboarding'],
  ])('%s: the hero arrives in the HTML and the app keeps its nodes', async (path, heading, finalPath) => {
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    expect(html).toContain('<h2 id="auth-welcome">Bienvenida a tu portal de salud</h2>');

    const context = await newContext(browser, 'phone');
    try {
      const page = await context.newPage();
      const problems = await watchHero(page);
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(new URL(page.url()).pathname).toBe(finalPath);
      const hero = await page.evaluate(() => ({
        removed: (window as unknown as { heroRemoved: number }).heroRemoved,
        sameNode: (document.getElementById('auth-welcome') as unknown as { fromHtml?: boolean } | null)?.fromHtml === true,
      }));
      expect(hero).toEqual({ removed: 0, sameNode: true });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the hero from login to registration and back', async () => {
    const context = await newContext(browser, 'desktop');
    try {
      const page = await context.newPage();
      const problems = await watchHero(page);
      await page.goto('/onboarding');
      await page.getByRole('link', { name: 'Regístrate' }).click();
      await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { heroRemoved: number }).heroRemoved)).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("tells the patient in Spanish when the app's code cannot be loaded", async () => {
    const context = await newContext(browser, 'phone');
    try {
      const page = await context.newPage();
      await page.route(/\/assets\/start\.[0-9a-f]+\.js$/, (route) => route.abort());
      allowConsoleErrors(context, {
        pattern: /net::ERR_FAILED \(.*\/assets\/start\.[0-9a-f]+\.js/,
        reason: 'this journey aborts the start chunk on purpose',
      });
      await page.goto('/onboarding');
      await expect(page.getByRole('alert').textContent()).resolves.toContain(
        'No pudimos cargar el portal. Revisa tu conexión y recarga la página.',
      );
      await expect(page.getByRole('button', { name: 'Recargar' }).isVisible()).resolves.toBe(true);
      expect(await page.getByRole('heading', { name: 'Bienvenida a tu portal de salud' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('sends a signed-in patient on to the dashboard without a hydration error', async () => {
    const context = await newContext(browser, 'phone');
    try {
      await signIn(context, demoPatient.email, demoPatient.password);
      const page = await context.newPage();
      const problems = await watchHero(page);
      await page.goto('/onboarding');
      await page.waitForURL('**/dashboard');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
