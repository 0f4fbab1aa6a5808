import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { allowConsoleErrors, newContext, snap, type ViewportName } from './browser';
import { expect, test } from './fixtures';
import { repoRoot } from './portalServer';
import { demoPatient, signIn } from './session';

async function signedInPage(browser: Browser, viewport: ViewportName): Promise<Page> {
  const context = await newContext(browser, viewport);
  await signIn(context, demoPatient.email, demoPatient.password);
  return context.newPage();
}

/** One persisted field of the payments slice (redux-persist stores each as JSON of its own). */
const storedPayment = async (page: Page, field: string): Promise<unknown> => {
  const slice = JSON.parse((await page.evaluate(() => window.localStorage.getItem('persist:payments'))) ?? '{}') as Record<string, string>;
  return field in slice ? JSON.parse(slice[field]) : undefined;
};

async function choosePrimeraAndPay(page: Page, viewport: ViewportName) {
  await page.goto('/form/suscripcion');
  await expect(page.getByRole('heading', { name: 'Suscripción', level: 1 })).toBeVisible();
  await snap(page, `payments-plans-${viewport}`);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('radio', { name: /Primera consulta Menopausia/ }).check();
  await expect(page.getByTestId('plan-total')).toHaveText('$1,050.00 MXN');
  await page.getByRole('button', { name: 'PAGAR', exact: true }).click();
  await page.waitForURL(/\/checkout\/cs_test_\w+$/);
  expect(await storedPayment(page, 'pendingPaymentPlan')).toBe('primera');
  expect(typeof (await storedPayment(page, 'pendingPaymentTimestamp'))).toBe('number');
}

/** WCAG 2.1 A and AA rules that axe can check automatically; the list of failures reads in the report. */
async function accessibilityViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const summaryRow = (page: Page, label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).locator('td');

test.describe('payments', () => {
  test('pays a first consultation on the checkout and comes back to a confirmed success page that leads to booking', async ({
    browser,
    viewportName,
  }) => {
    const page = await signedInPage(browser, viewportName);
    await choosePrimeraAndPay(page, viewportName);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();

    await page.waitForURL(/\/pago-exitoso\?session_id=cs_test_\w+&plan=primera$/);
    await expect(page.getByText('Pago confirmado')).toBeVisible();
    await expect(summaryRow(page, 'Servicio')).toHaveText('Primera consulta Menopausia');
    await expect(summaryRow(page, 'Monto')).toHaveText('$1,050.00 MXN');
    await expect.poll(() => storedPayment(page, 'paymentHash'), { message: 'the paid mark, persisted' }).toEqual(expect.any(String));
    expect(await storedPayment(page, 'pendingPaymentPlan')).toBeNull();
    await snap(page, `payments-success-${viewportName}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'AGENDAR CONSULTA' }).click();
    await page.waitForURL(/\/agendar-consulta$/);
    await expect(page.getByRole('dialog', { name: 'Agendar consulta' }).getByLabel('Servicio')).toBeVisible();
    await page.context().close();
  });

  test('cancels on the checkout, lands on the cancelled page and tries again from the plans', async ({ browser, viewportName }) => {
    const page = await signedInPage(browser, viewportName);
    await choosePrimeraAndPay(page, viewportName);
    await page.getByRole('button', { name: 'Cancelar', exact: true }).click();

    await page.waitForURL(/\/pago-cancelado\?plan=primera$/);
    await expect(page.getByRole('heading', { name: 'Pago cancelado', level: 1 })).toBeVisible();
    await expect(summaryRow(page, 'Servicio')).toHaveText('Primera consulta Menopausia');
    await expect(summaryRow(page, 'Monto')).toHaveText('$1,050.00 MXN');
    await snap(page, `payments-cancelled-${viewportName}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'INTENTAR NUEVAMENTE' }).click();
    await page.waitForURL(/\/form\/suscripcion$/);
    await expect(page.getByRole('button', { name: 'PAGAR', exact: true })).toBeVisible();
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

test.describe('payment pages without antd at first paint', { tag: '@once' }, () => {
  test("paints the plans without antd, answers the keyboard, and shows antd's notification when a checkout cannot start", async ({
    browser,
  }) => {
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
    await expect(page.getByRole('heading', { name: 'Suscripción', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Plan mensual/ })).toBeVisible();
    // Painted, and she has not touched the page yet: no antd, no toast code (that loads on her first
    // key, tap or pointer move, src/components/FeedbackLayout.tsx, or with the first toast).
    expect(requested.filter((file) => antdLayout.includes(file) || feedback.includes(file))).toEqual([]);
    // Native radios: the arrow keys move the choice, as with antd's Radio.Group.
    await page.getByRole('radio', { name: /Plan mensual/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /Primera consulta Menopausia/ })).toBeChecked();
    await expect(page.getByTestId('plan-total')).toHaveText('$1,050.00 MXN');

    await page.route('**/api/payments/create-checkout-session', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) }),
    );
    await page.getByRole('button', { name: 'PAGAR', exact: true }).press('Enter');
    await expect(page.getByText('Error 500: No se pudo crear la sesión de pago')).toBeVisible();
    await expect(page.getByText('Error al procesar pago')).toBeVisible();
    expect(requested.filter((file) => feedback.includes(file) && file.endsWith('.js')).length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/form/suscripcion');
    await expect(page.getByRole('button', { name: 'PAGAR', exact: true })).toBeEnabled();
    await context.close();
  });
});
