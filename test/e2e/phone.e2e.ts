import type { Page } from 'playwright-core';
import { newContext, snap, viewports } from './browser';
import { expect, test } from './fixtures';
import { demoPatient, registerPatientByApi, signIn } from './session';

/** WCAG 2.5.5 (target size, enhanced). */
const TARGET = 44;

async function box(page: Page, locator: ReturnType<Page['locator']>) {
  const measured = await locator.boundingBox();
  if (!measured) throw new Error(`not rendered: ${String(locator)}`);
  return measured;
}

test.describe('phone rough edges', () => {
  test('shows the history banner with a readable text column and every section of the top navigation on screen', async ({
    browser,
    viewportName,
  }) => {
    const { width } = viewports[viewportName];
    const patient = await registerPatientByApi(`banner.${viewportName}`);
    const context = await newContext(browser, viewportName);
    await signIn(context, patient.email, patient.password);
    const page = await context.newPage();
    await page.goto('/dashboard');
    const text = page.getByText('Para que tu médica pueda atenderte, completa tu historial médico y firma el aviso de privacidad.');
    await expect(text).toBeVisible();
    await snap(page, `phone-banner-nav-${viewportName}`);

    // The text had a 98 px column at 390 px, squeezed by the button beside it.
    expect((await box(page, text)).width).toBeGreaterThanOrEqual(viewportName === 'phone' ? 260 : 400);
    const action = await box(page, page.getByRole('button', { name: 'Completar historial' }));
    expect(action.height).toBeGreaterThanOrEqual(TARGET);

    const nav = page.getByRole('navigation', { name: 'Secciones' });
    for (const item of [
      nav.getByRole('button', { name: 'Consultas' }),
      nav.getByRole('button', { name: 'Menopausia' }),
      nav.getByRole('button', { name: 'Nutrición' }),
      nav.getByRole('link', { name: 'Espacios Ella' }),
    ]) {
      const b = await box(page, item);
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(width);
      expect(b.height).toBeGreaterThanOrEqual(TARGET);
    }
    await context.close();
  });

  test('offers the 0-10 symptom answers as targets of at least 44 × 44 px', async ({ browser, viewportName }) => {
    const { width } = viewports[viewportName];
    const patient = await registerPatientByApi(`scale.${viewportName}`);
    const context = await newContext(browser, viewportName);
    await signIn(context, patient.email, patient.password);
    const page = await context.newPage();
    await page.goto('/form/perimenopausia');
    const scale = page.getByRole('radiogroup', { name: 'Bochornos', exact: true });
    await expect(scale.getByText('10', { exact: true })).toBeVisible();
    await snap(page, `phone-symptom-scale-${viewportName}`);
    const options = scale.locator('label');
    await expect(options).toHaveCount(11);
    for (const option of await options.all()) {
      const b = await box(page, option);
      expect(b.width).toBeGreaterThanOrEqual(TARGET);
      expect(b.height).toBeGreaterThanOrEqual(TARGET);
      expect(b.x + b.width).toBeLessThanOrEqual(width);
    }
    // A tap chooses the value.
    await scale.getByText('7', { exact: true }).click();
    await expect(scale.getByRole('radio', { name: '7', exact: true })).toBeChecked();
    await context.close();
  });

  test('keeps the page behind an open modal still, without a CSP error', async ({ browser, viewportName }) => {
    const context = await newContext(browser, viewportName);
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Consultas', exact: true })).toBeVisible();
    if (viewportName === 'phone') await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'Ayuda' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Centro de ayuda' });
    await expect(dialog).toBeVisible();
    await snap(page, `phone-help-modal-${viewportName}`);

    await expect(page.locator('body')).toHaveCSS('overflow-y', 'hidden');
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(5, viewports[viewportName].height - 5);
    await page.mouse.wheel(0, 800);
    // The wheel is handed to the page without waiting for its scroll: two frames let a scroll happen if it would.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    // The lock is a style the CSP let through: it carries the page's nonce.
    const nonce = await page.locator('meta[name="csp-nonce"]').getAttribute('content');
    const injected = await page.evaluate(() => Array.from(document.head.querySelectorAll('style')).map((s) => s.nonce));
    expect(injected.length).toBeGreaterThan(0);
    expect(injected.every((n) => n === nonce)).toBe(true);
    await context.close();
  });
});
