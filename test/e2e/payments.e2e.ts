import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, snap, viewports, type ViewportName } from './browser';
import { demoPatient, signIn } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedInPage(viewport: ViewportName): Promise<Page> {
  const context = await newContext(browser, viewport);
  await signIn(context, demoPatient.email, demoPatient.password);
  return context.newPage();
}

async function choosePrimeraAndPay(page: Page, viewport: ViewportName) {
  await page.goto('/form/suscripcion');
  await page.getByRole('heading', { name: 'Suscripción', level: 1 }).waitFor();
  await snap(page, `payments-plans-${viewport}`);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('radio', { name: /Primera consulta Menopausia/ }).check();
  expect(await page.getByTestId('plan-total').textContent()).toBe('$1,050.00 MXN');
  await page.getByRole('button', { name: 'PAGAR', exact: true }).click();
  await page.waitForURL(/\/checkout\/cs_test_\w+$/);
  const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('persist:payments'))) ?? '{}');
  expect(JSON.parse(stored.pendingPaymentPlan)).toBe('primera');
  expect(typeof JSON.parse(stored.pendingPaymentTimestamp)).toBe('number');
}

/** WCAG 2.1 A and AA rules that axe can check automatically; the list of failures reads in the report. */
async function accessibilityViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const summaryRow = (page: Page, label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).locator('td');

describe.each(Object.keys(viewports) as ViewportName[])('payments on %s', (viewport) => {
  it('pays a first consultation on the checkout and comes back to a confirmed success page that leads to booking', async () => {
    const page = await signedInPage(viewport);
    await choosePrimeraAndPay(page, viewport);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();

    await page.waitForURL(/\/pago-exitoso\?session_id=cs_test_\w+&plan=primera$/);
    await page.getByText('Pago confirmado').waitFor();
    expect(await summaryRow(page, 'Servicio').textContent()).toBe('Primera consulta Menopausia');
    expect(await summaryRow(page, 'Monto').textContent()).toBe('$1,050.00');
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('persist:payments'))) ?? '{}');
    expect(JSON.parse(stored.paymentHash)).toEqual(expect.any(String));
    expect(JSON.parse(stored.pendingPaymentPlan)).toBeNull();
    await snap(page, `payments-success-${viewport}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'AGENDAR CONSULTA' }).click();
    await page.waitForURL(/\/agendar-consulta$/);
    await page.getByRole('dialog', { name: 'Agendar consulta' }).getByLabel('Servicio').waitFor();
    await page.context().close();
  });

  it('cancels on the checkout, lands on the cancelled page and tries again from the plans', async () => {
    const page = await signedInPage(viewport);
    await choosePrimeraAndPay(page, viewport);
    await page.getByRole('button', { name: 'Cancelar', exact: true }).click();

    await page.waitForURL(/\/pago-cancelado\?plan=primera$/);
    await page.getByRole('heading', { name: 'Pago cancelado', level: 1 }).waitFor();
    expect(await summaryRow(page, 'Servicio').textContent()).toBe('Primera consulta Menopausia');
    expect(await summaryRow(page, 'Monto').textContent()).toBe('$1,050.00');
    await snap(page, `payments-cancelled-${viewport}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'INTENTAR NUEVAMENTE' }).click();
    await page.waitForURL(/\/form\/suscripcion$/);
    await page.getByRole('button', { name: 'PAGAR', exact: true }).waitFor();
    await page.context().close();
  });
});
