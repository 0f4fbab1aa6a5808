import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, snap, viewports, type ViewportName } from './browser';
import { codeFromOutbox } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const password = 'Primavera2026';
const newPassword = 'Otono2026Nueva';

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

describe.each(Object.keys(viewports) as ViewportName[])('account journey on %s', (viewport) => {
  it('registers, verifies with the e-mailed code, lands on /welcome, is logged out, recovers the password and logs in', async () => {
    const context = await newContext(browser, viewport);
    // Test-only: a 3 s idle timer, so the journey can log out through the idle dialog; its 60 s warning
    // outlasts the screenshot and the click even when the machine is busy (the click ends it anyway).
    await context.addInitScript(() => {
      (window as unknown as { __ELLA_TEST_IDLE__: unknown }).__ELLA_TEST_IDLE__ = { idleMs: 3000, warningMs: 60_000 };
    });
    const page = await context.newPage();
    const email = `ana.${viewport}.${Date.now()}@example.mx`;
    const phone = viewport === 'phone' ? '5587654321' : '5587654322';

    await page.goto('/onboarding');
    await snap(page, `account-login-${viewport}`);
    await page.getByRole('link', { name: 'Regístrate' }).click();
    await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor();
    await fill(page, 'Nombre(s) *', 'Ana');
    await fill(page, 'Apellidos *', 'Martínez');
    await fill(page, 'Correo electrónico *', email);
    await fill(page, 'Teléfono (WhatsApp) *', phone);
    await fill(page, 'Fecha de nacimiento *', '1974-08-15');
    await page.getByLabel('Aviso de privacidad y aceptación de contacto por WhatsApp *').check();
    await snap(page, `account-register-${viewport}`);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await page.getByRole('heading', { name: 'Verificar correo electrónico' }).waitFor();
    await fill(page, 'Código de verificación', codeFromOutbox(email));
    await fill(page, 'Contraseña', password);
    await fill(page, 'Confirmar contraseña', password);
    await snap(page, `account-verify-${viewport}`);
    await page.getByRole('button', { name: 'Verificar' }).click();

    await page.waitForURL('**/welcome');
    await page.getByRole('heading', { name: '¿Qué tipo de consulta te gustaría agendar?' }).waitFor();
    await snap(page, `account-welcome-${viewport}`);

    const idle = page.getByRole('dialog', { name: '¿Sigues ahí?' });
    await idle.waitFor();
    await snap(page, `account-idle-${viewport}`);
    await idle.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/onboarding');
    expect(await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('persist:session')))).toEqual([]);

    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await fill(page, 'Correo electrónico', email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByRole('heading', { name: 'Restablecer contraseña' }).waitFor();
    await fill(page, 'Código de verificación', codeFromOutbox(email));
    await fill(page, 'Nueva contraseña', newPassword);
    await fill(page, 'Confirmar contraseña', newPassword);
    await snap(page, `account-reset-${viewport}`);
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await page.getByText('Contraseña actualizada correctamente').waitFor();
    await snap(page, `account-reset-done-${viewport}`);

    await fill(page, 'Correo electrónico', email);
    await fill(page, 'Contraseña', newPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/dashboard');
    // redux-persist writes after the renders that follow the login, not with the URL: wait for its write.
    const persisted = await page.waitForFunction(() => {
      const session = JSON.parse(window.localStorage.getItem('persist:session') ?? '{}') as Record<string, string | undefined>;
      const openmrsId = session.openmrsId ? (JSON.parse(session.openmrsId) as string | null) : null;
      return openmrsId;
    });
    expect(await persisted.jsonValue()).toBe(phone);
    await context.close();
  });
});
