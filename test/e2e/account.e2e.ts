import type { Page } from 'playwright-core';
import { newContext, snap } from './browser';
import { expect, test } from './fixtures';
import { codeFromOutbox } from './session';
import { IDLE_TIMEOUT_MS } from '../../src/lib/config';

const password = 'Primavera2026';
const newPassword = 'Otono2026Nueva';

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

test.describe('account journey', () => {
  test('registers, verifies with the e-mailed code, lands on /welcome, is logged out, recovers the password and logs in', async ({
    browser,
    viewportName: viewport,
  }) => {
    const context = await newContext(browser, viewport);
    // Her idle minutes pass on the page's fake clock: the real 5-minute timer and its 30 s warning.
    await context.clock.install();
    const page = await context.newPage();
    const email = `ana.${viewport}.${Date.now()}@example.mx`;
    const phone = viewport === 'phone' ? '5587654321' : '5587654322';

    await page.goto('/onboarding');
    await snap(page, `account-login-${viewport}`);
    await page.getByRole('link', { name: 'Regístrate' }).click();
    await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
    await fill(page, 'Nombre(s) *', 'Ana');
    await fill(page, 'Apellidos *', 'Martínez');
    await fill(page, 'Correo electrónico *', email);
    await fill(page, 'Teléfono (WhatsApp) *', phone);
    await fill(page, 'Fecha de nacimiento *', '1974-08-15');
    await page.getByLabel('Aviso de privacidad y aceptación de contacto por WhatsApp *').check();
    await snap(page, `account-register-${viewport}`);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(page.getByRole('heading', { name: 'Verificar correo electrónico' })).toBeVisible();
    await fill(page, 'Código de verificación', await codeFromOutbox(email));
    await fill(page, 'Contraseña', password);
    await fill(page, 'Confirmar contraseña', password);
    await snap(page, `account-verify-${viewport}`);
    await page.getByRole('button', { name: 'Verificar' }).click();

    await page.waitForURL('**/welcome');
    await expect(page.getByRole('heading', { name: '¿Qué tipo de consulta te gustaría agendar?' })).toBeVisible();
    await snap(page, `account-welcome-${viewport}`);

    // Her time stands still once she is idle, so the warning's countdown cannot run out before the click
    // on a busy machine; the warning is a native dialog, which needs no animation frame to show.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.clock.runFor(IDLE_TIMEOUT_MS);
    const idle = page.getByRole('dialog', { name: '¿Sigues ahí?' });
    await expect(idle).toBeVisible();
    await snap(page, `account-idle-${viewport}`);
    await idle.getByRole('button', { name: 'Cerrar sesión' }).click();
    // Her logout runs on timers of its own (the storage purge): time flows again.
    await page.clock.resume();
    await page.waitForURL('**/onboarding');
    expect(await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('persist:session')))).toEqual([]);

    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await fill(page, 'Correo electrónico', email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible();
    await fill(page, 'Código de verificación', await codeFromOutbox(email));
    await fill(page, 'Nueva contraseña', newPassword);
    await fill(page, 'Confirmar contraseña', newPassword);
    await snap(page, `account-reset-${viewport}`);
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(page.getByText('Contraseña actualizada correctamente')).toBeVisible();
    await snap(page, `account-reset-done-${viewport}`);

    await fill(page, 'Correo electrónico', email);
    await fill(page, 'Contraseña', newPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/dashboard');
    // redux-persist writes after the renders that follow the login, not with the URL: wait for its write.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const session = JSON.parse(window.localStorage.getItem('persist:session') ?? '{}') as Record<string, string | undefined>;
          return session.openmrsId ? (JSON.parse(session.openmrsId) as string | null) : null;
        }),
      )
      .toBe(phone);
    await context.close();
  });
});
