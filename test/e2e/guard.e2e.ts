import { newContext, snap } from './browser';
import { expect, test } from './fixtures';
import { demoPatient } from './session';

test.describe('portal shell', () => {
  test('sends a deep link without a session to /onboarding, keeps the booking parameters, and opens the booking modal after the login', async ({
    browser,
    viewportName,
  }) => {
    const context = await newContext(browser, viewportName);
    const page = await context.newPage();
    await page.goto('/dashboard?agendar=1&servicio=S&fecha=2026-12-01&hora=10:00');
    await page.waitForURL('**/onboarding?agendar=1&servicio=S&fecha=2026-12-01&hora=10:00');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const stored = await page.waitForFunction(() => window.localStorage.getItem('persist:appointments'));
    const slice = JSON.parse((await stored.jsonValue()) as string) as { pendingAppointmentParams: string };
    expect(JSON.parse(slice.pendingAppointmentParams)).toEqual({
      open: true,
      service: 'S',
      specialty: null,
      date: '2026-12-01',
      time: '10:00',
    });
    await snap(page, `shell-onboarding-${viewportName}`);

    // After the login the saved parameters open the booking modal.
    await page.getByLabel('Correo electrónico', { exact: true }).fill(demoPatient.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(demoPatient.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/dashboard?agendar=1&servicio=S&fecha=2026-12-01&hora=10:00');
    await expect(page.getByRole('dialog', { name: 'Agendar consulta' })).toBeVisible();
    await snap(page, `shell-deep-link-after-login-${viewportName}`);
    await context.close();
  });
});
