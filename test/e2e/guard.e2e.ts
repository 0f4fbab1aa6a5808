import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, snap, viewports, type ViewportName } from './browser';
import { demoPatient } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(Object.keys(viewports) as ViewportName[])('portal shell on %s', (viewport) => {
  it('sends a deep link without a session to /onboarding, keeps the booking parameters, and opens the booking modal after the login', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto('/dashboard?agendar=1&servicio=S&fecha=2026-12-01&hora=10:00');
    await page.waitForURL('**/onboarding?agendar=1&servicio=S&fecha=2026-12-01&hora=10:00');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    const stored = await page.waitForFunction(() => window.localStorage.getItem('persist:appointments'));
    const slice = JSON.parse((await stored.jsonValue()) as string) as { pendingAppointmentParams: string };
    expect(JSON.parse(slice.pendingAppointmentParams)).toEqual({
      open: true,
      service: 'S',
      specialty: null,
      date: '2026-12-01',
      time: '10:00',
    });
    await snap(page, `shell-onboarding-${viewport}`);

    // After the login the saved parameters open the booking modal.
    await page.getByLabel('Correo electrónico', { exact: true }).fill(demoPatient.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(demoPatient.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/dashboard?agendar=1&servicio=S&fecha=2026-12-01&hora=10:00');
    await page.getByRole('dialog', { name: 'Agendar consulta' }).waitFor();
    await snap(page, `shell-deep-link-after-login-${viewport}`);
    await context.close();
  });
});
