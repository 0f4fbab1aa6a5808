import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, snap, viewports, type ViewportName } from './browser';
import { demoPatient, registerPatientByApi, signIn } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** WCAG 2.5.5 (target size, enhanced). */
const TARGET = 44;

async function box(page: Page, locator: ReturnType<Page['locator']>) {
  const measured = await locator.boundingBox();
  if (!measured) throw new Error(`not rendered: ${String(locator)}`);
  return measured;
}

describe.each(Object.keys(viewports) as ViewportName[])('phone rough edges, on %s', (viewport) => {
  const { width } = viewports[viewport];

  it('shows the history banner with a readable text column and every section of the top navigation on screen', async () => {
    const patient = await registerPatientByApi(`banner.${viewport}`);
    const context = await newContext(browser, viewport);
    await signIn(context, patient.email, patient.password);
    const page = await context.newPage();
    await page.goto('/dashboard');
    const text = page.getByText('Para que tu médica pueda atenderte, completa tu historial médico y firma el aviso de privacidad.');
    await text.waitFor();
    await snap(page, `phone-banner-nav-${viewport}`);

    // The text had a 98 px column at 390 px, squeezed by the button beside it.
    expect((await box(page, text)).width).toBeGreaterThanOrEqual(viewport === 'phone' ? 260 : 400);
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

  it('offers the 0-10 symptom answers as targets of at least 44 × 44 px', async () => {
    const patient = await registerPatientByApi(`scale.${viewport}`);
    const context = await newContext(browser, viewport);
    await signIn(context, patient.email, patient.password);
    const page = await context.newPage();
    await page.goto('/form/perimenopausia');
    const scale = page.getByRole('radiogroup', { name: 'Bochornos', exact: true });
    await scale.getByText('10', { exact: true }).waitFor();
    await snap(page, `phone-symptom-scale-${viewport}`);
    const options = scale.locator('label');
    expect(await options.count()).toBe(11);
    for (const option of await options.all()) {
      const b = await box(page, option);
      expect(b.width).toBeGreaterThanOrEqual(TARGET);
      expect(b.height).toBeGreaterThanOrEqual(TARGET);
      expect(b.x + b.width).toBeLessThanOrEqual(width);
    }
    // A tap chooses the value.
    await scale.getByText('7', { exact: true }).click();
    await expect(scale.getByRole('radio', { name: '7', exact: true }).isChecked()).resolves.toBe(true);
    await context.close();
  });

  it('keeps the page behind an open modal still, without a CSP error', async () => {
    const context = await newContext(browser, viewport);
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Consultas', exact: true }).waitFor();
    if (viewport === 'phone') await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'Ayuda' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Centro de ayuda' });
    await dialog.waitFor();
    await snap(page, `phone-help-modal-${viewport}`);

    expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden');
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(5, viewports[viewport].height - 5);
    await page.mouse.wheel(0, 800);
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
