import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { animationsDone, launchBrowser, newContext, snap, viewports, type ViewportName } from './browser';
import { demoPatient, signIn } from './session';
import { myAppointments, pickSlot } from './bookingSteps';
import { staff as runStaff } from './staffCli';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

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
const storedPayments = async (page: Page) =>
  JSON.parse((await page.evaluate(() => window.localStorage.getItem('persist:payments'))) ?? '{}') as Record<string, string>;

async function accessibilityViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.each(Object.keys(viewports) as ViewportName[])('OXXO and Mis pagos on %s', (viewport) => {
  it('pays a primera with an OXXO voucher, sees the pending banner, staff marks it paid, books, and finds it in Mis pagos', async () => {
    const context = await newContext(browser, viewport);
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();

    await page.goto('/form/suscripcion');
    await page.getByRole('radio', { name: /Primera consulta Menopausia/ }).check();
    await page.getByText('hasta 9 meses sin intereses con tarjetas participantes: 3, 6 y 9 meses').waitFor();
    await page.getByRole('button', { name: 'PAGAR', exact: true }).click();
    await page.waitForURL(/\/checkout\/cs_test_\w+$/);
    await page.getByRole('radio', { name: '6 meses sin intereses de $175.00' }).waitFor();
    await snap(page, `oxxo-checkout-${viewport}`);
    const before = await credits(page);
    await page.getByRole('button', { name: 'Generar ficha OXXO' }).click();

    await page.waitForURL(/\/pago-exitoso\?session_id=cs_test_\w+&plan=primera$/);
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    await page.getByRole('heading', { name: 'Ficha de pago generada', level: 1 }).waitFor();
    // Nothing is paid yet: no paid-consultation mark, and the voucher is pending.
    expect(JSON.parse((await storedPayments(page)).paymentHash)).toBeNull();
    expect(JSON.parse((await storedPayments(page)).pendingOxxo)).toMatchObject({ sessionId, plan: 'primera', amount: 1050 });
    expect(await credits(page)).toBe(before);

    await page.getByRole('button', { name: 'VER FICHA OXXO' }).click();
    await page.waitForURL(new RegExp(`/pago-oxxo/${sessionId}$`));
    const voucher = page.getByTestId('oxxo-voucher');
    await voucher.waitFor();
    expect(await voucher.textContent()).toMatch(/Monto a pagar\$1,050\.00 MXNReferencia93\d\d( \d{4}){3} \d\dFecha límite de pago/);
    await snap(page, `oxxo-voucher-${viewport}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'IR AL DASHBOARD' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Pago pendiente en OXXO' });
    await banner.waitFor();
    await banner.getByRole('link', { name: 'Ver ficha de pago' }).waitFor();
    await snap(page, `oxxo-pending-banner-${viewport}`);

    // The clinic records the cash (in the demo, staff stand in for OXXO's confirmation).
    expect(staff('oxxo', 'paid', sessionId)).toContain('pagado');
    expect(await credits(page)).toBe(before + 1);
    // Coming back to the dashboard, the banner learns it was paid and goes away.
    await page.reload();
    await page.getByText('Pago en OXXO registrado').waitFor();
    await banner.waitFor({ state: 'detached' });
    expect(JSON.parse((await storedPayments(page)).paymentHash)).toEqual(expect.any(String));

    await page.goto('/agendar-consulta');
    const booking = page.getByRole('dialog', { name: 'Agendar consulta' });
    await booking.getByLabel('Servicio').waitFor();
    await pickSlot(booking, viewport === 'phone' ? 5 : 6);
    const known = new Set((await myAppointments(page)).map((a) => a.uuid));
    await booking.getByRole('button', { name: 'Agendar consulta' }).click();
    await page.getByText('Consulta agendada exitosamente').waitFor();
    expect((await myAppointments(page)).filter((a) => !known.has(a.uuid))).toHaveLength(1);
    expect(await credits(page)).toBe(before);

    // Mis pagos, in Mi cuenta.
    await page.goto('/dashboard');
    if (viewport === 'phone') await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    const account = page.getByRole('dialog', { name: 'Mi cuenta' });
    const history = account.getByRole('region', { name: 'Mis pagos' });
    const item = history
      .getByTestId('payment-history-item')
      .filter({ has: page.getByRole('link', { name: 'Ver recibo' }) })
      .first();
    await item.waitFor();
    // A paid cash payment can be invoiced (the Facturación feature's action), with the notice that it is not deductible.
    expect(await item.textContent()).toMatch(
      /^Primera consulta Menopausia\$1,050\.00 MXN.*OXXOPagadoVer reciboSolicitar facturaPago en efectivo: puedes solicitar tu factura, pero no es deducible\./,
    );
    await animationsDone(page);
    await item.scrollIntoViewIfNeeded();
    // What she sees inside the modal's scroll, not the page behind it.
    await page.screenshot({ path: path.join(__dirname, 'screenshots', `mis-pagos-${viewport}.png`) });
    expect(await accessibilityViolations(page)).toEqual([]);

    await item.getByRole('link', { name: 'Ver recibo' }).click();
    await page.waitForURL(new RegExp(`/mis-pagos/${sessionId}$`));
    const receipt = page.getByTestId('payment-receipt');
    await receipt.waitFor();
    expect(
      await receipt
        .getByRole('row', { name: /^Forma de pago/ })
        .locator('td')
        .textContent(),
    ).toBe('OXXO');
    expect(
      await receipt
        .getByRole('row', { name: /^Estado/ })
        .locator('td')
        .textContent(),
    ).toBe('Pagado');
    await snap(page, `payment-receipt-${viewport}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
