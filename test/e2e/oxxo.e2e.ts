import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsDone, newContext, snap } from './browser';
import { expect, test } from './fixtures';
import { demoPatient, signIn } from './session';
import { myAppointments, pickSlot } from './bookingSteps';
import { staff as runStaff } from './staffCli';

const staff = (...args: string[]) => runStaff(args);

/** Paid consultations not used yet, as the server counts them (what booking spends). */
async function credits(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const session = JSON.parse(window.localStorage.getItem('persist:session') ?? '{}') as Record<string, string>;
    const res = await fetch(`/api/patients/${JSON.parse(session.openmrsId)}/subscription`, {
      headers: { authorization: `Bearer ${JSON.parse(session.token)}` },
    });
    return ((await res.json()) as { singleConsultCredits: number }).singleConsultCredits;
  });
}
/** One persisted field of the payments slice (redux-persist stores each as JSON of its own). */
const storedPayment = async (page: Page, field: string): Promise<unknown> => {
  const slice = JSON.parse((await page.evaluate(() => window.localStorage.getItem('persist:payments'))) ?? '{}') as Record<string, string>;
  return field in slice ? JSON.parse(slice[field]) : undefined;
};

async function accessibilityViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('OXXO and Mis pagos', () => {
  test('pays a primera with an OXXO voucher, sees the pending banner, staff marks it paid, books, and finds it in Mis pagos', async ({
    browser,
    viewportName,
  }) => {
    const context = await newContext(browser, viewportName);
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();

    await page.goto('/form/suscripcion');
    await page.getByRole('radio', { name: /Primera consulta Menopausia/ }).check();
    await expect(page.getByText('hasta 9 meses sin intereses con tarjetas participantes: 3, 6 y 9 meses')).toBeVisible();
    await page.getByRole('button', { name: 'PAGAR', exact: true }).click();
    await page.waitForURL(/\/checkout\/cs_test_\w+$/);
    await expect(page.getByRole('radio', { name: '6 meses sin intereses de $175.00' })).toBeVisible();
    await snap(page, `oxxo-checkout-${viewportName}`);
    const before = await credits(page);
    await page.getByRole('button', { name: 'Generar ficha OXXO' }).click();

    await page.waitForURL(/\/pago-exitoso\?session_id=cs_test_\w+&plan=primera$/);
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    await expect(page.getByRole('heading', { name: 'Ficha de pago generada', level: 1 })).toBeVisible();
    // Nothing is paid yet: no paid-consultation mark, and the voucher is pending.
    await expect
      .poll(() => storedPayment(page, 'pendingOxxo'), { message: 'the pending voucher, persisted' })
      .toMatchObject({ sessionId, plan: 'primera', amount: 1050 });
    expect(await storedPayment(page, 'paymentHash')).toBeNull();
    expect(await credits(page)).toBe(before);

    await page.getByRole('button', { name: 'VER FICHA OXXO' }).click();
    await page.waitForURL(new RegExp(`/pago-oxxo/${sessionId}$`));
    const voucher = page.getByTestId('oxxo-voucher');
    await expect(voucher).toHaveText(/Monto a pagar\$1,050\.00 MXNReferencia93\d\d( \d{4}){3} \d\dFecha límite de pago/);
    await snap(page, `oxxo-voucher-${viewportName}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'IR AL DASHBOARD' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Pago pendiente en OXXO' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Ver ficha de pago' })).toBeVisible();
    await snap(page, `oxxo-pending-banner-${viewportName}`);

    // The clinic records the cash (in the demo, staff stand in for OXXO's confirmation).
    expect(staff('oxxo', 'paid', sessionId)).toContain('pagado');
    expect(await credits(page)).toBe(before + 1);
    // Coming back to the dashboard, the banner learns it was paid and goes away.
    await page.reload();
    await expect(page.getByText('Pago en OXXO registrado')).toBeVisible();
    await expect(banner).not.toBeAttached();
    await expect.poll(() => storedPayment(page, 'paymentHash'), { message: 'the paid mark, persisted' }).toEqual(expect.any(String));

    await page.goto('/agendar-consulta');
    const booking = page.getByRole('dialog', { name: 'Agendar consulta' });
    await expect(booking.getByLabel('Servicio')).toBeVisible();
    await pickSlot(booking, viewportName === 'phone' ? 5 : 6);
    const known = new Set((await myAppointments(page)).map((a) => a.uuid));
    await booking.getByRole('button', { name: 'Agendar consulta' }).click();
    await expect(page.getByText('Consulta agendada exitosamente')).toBeVisible();
    expect((await myAppointments(page)).filter((a) => !known.has(a.uuid))).toHaveLength(1);
    expect(await credits(page)).toBe(before);

    // Mis pagos, in Mi cuenta.
    await page.goto('/dashboard');
    if (viewportName === 'phone') await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    const account = page.getByRole('dialog', { name: 'Mi cuenta' });
    const history = account.getByRole('region', { name: 'Mis pagos' });
    const item = history
      .getByTestId('payment-history-item')
      .filter({ has: page.getByRole('link', { name: 'Ver recibo' }) })
      .first();
    // A paid cash payment can be invoiced (the Facturación feature's action), with the notice that it is not deductible.
    await expect(item).toHaveText(
      /^Primera consulta Menopausia\$1,050\.00 MXN.*OXXOPagadoVer reciboSolicitar facturaPago en efectivo: puedes solicitar tu factura, pero no es deducible\./,
    );
    await animationsDone(page);
    await item.scrollIntoViewIfNeeded();
    // What she sees inside the modal's scroll, not the page behind it.
    await snap(page, `mis-pagos-${viewportName}`, { fullPage: false });
    expect(await accessibilityViolations(page)).toEqual([]);

    await item.getByRole('link', { name: 'Ver recibo' }).click();
    await page.waitForURL(new RegExp(`/mis-pagos/${sessionId}$`));
    const receipt = page.getByTestId('payment-receipt');
    await expect(receipt.getByRole('row', { name: /^Forma de pago/ }).locator('td')).toHaveText('OXXO');
    await expect(receipt.getByRole('row', { name: /^Estado/ }).locator('td')).toHaveText('Pagado');
    await snap(page, `payment-receipt-${viewportName}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
