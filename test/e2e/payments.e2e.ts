import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { allowConsoleErrors, launchBrowser, newContext, snap, viewports, type ViewportName } from './browser';
import { repoRoot } from './portalServer';
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
    expect(await summaryRow(page, 'Monto').textContent()).toBe('$1,050.00 MXN');
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
    expect(await summaryRow(page, 'Monto').textContent()).toBe('$1,050.00 MXN');
    await snap(page, `payments-cancelled-${viewport}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'INTENTAR NUEVAMENTE' }).click();
    await page.waitForURL(/\/form\/suscripcion$/);
    await page.getByRole('button', { name: 'PAGAR', exact: true }).waitFor();
    await page.context().close();
  });
});

/** The files of a lazy chunk group of the build under test (webpack's manifest, as scripts/size.ts reads it). */
function chunkGroupFiles(group: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'dist', 'chunk-groups.json'), 'utf8')) as {
    chunkGroups: Record<string, string[]>;
  };
  return manifest.chunkGroups[group] ?? [];
}

describe('payment pages without antd at first paint', () => {
  it("paints the plans without antd, answers the keyboard, and shows antd's notification when a checkout cannot start", async () => {
    const context = await newContext(browser, 'phone');
    allowConsoleErrors(context, { pattern: /status of 500/, reason: 'the journey refuses the checkout session on purpose' });
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname.slice(1)));
    const antdLayout = chunkGroupFiles('antd-shell');
    const feedback = chunkGroupFiles('feedback');
    expect(antdLayout.length).toBeGreaterThan(0);

    await page.goto('/form/suscripcion');
    await page.getByRole('heading', { name: 'Suscripción', level: 1 }).waitFor();
    await page.getByRole('radio', { name: /Plan mensual/ }).waitFor();
    // Painted, and she has not touched the page yet: no antd, no toast code (that loads on her first
    // key, tap or pointer move, src/components/FeedbackLayout.tsx, or with the first toast).
    expect(requested.filter((file) => antdLayout.includes(file) || feedback.includes(file))).toEqual([]);
    // Native radios: the arrow keys move the choice, as with antd's Radio.Group.
    await page.getByRole('radio', { name: /Plan mensual/ }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /Primera consulta Menopausia/ }).isChecked()).toBe(true);
    expect(await page.getByTestId('plan-total').textContent()).toBe('$1,050.00 MXN');

    await page.route('**/api/payments/create-checkout-session', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) }),
    );
    await page.getByRole('button', { name: 'PAGAR', exact: true }).press('Enter');
    await page.getByText('Error 500: No se pudo crear la sesión de pago').waitFor();
    expect(await page.getByText('Error al procesar pago').isVisible()).toBe(true);
    expect(requested.filter((file) => feedback.includes(file) && file.endsWith('.js')).length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/form/suscripcion');
    await page.getByRole('button', { name: 'PAGAR', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'PAGAR', exact: true }).isEnabled()).toBe(true);
    await context.close();
  });
});
