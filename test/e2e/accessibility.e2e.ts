import type { Page } from 'playwright-core';
import { animationsDone, newContext, snap } from './browser';
import { expect, test } from './fixtures';
import { demoPatient, grantConsultation, signIn } from './session';
import { chooseInOpenList } from './bookingSteps';
import { seriousViolations } from './axe';
import { closeDialog, openFromMenu } from './everyPage';

/** Requests finished and antd's animations over: axe measures what the patient finally sees. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await animationsDone(page);
};

test.describe('accessibility', () => {
  test('finds no serious or critical violation on the account screens', async ({ browser, viewportName }) => {
    const context = await newContext(browser, viewportName);
    const page = await context.newPage();
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/form/crear-cuenta');
    await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/salud-mental');
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  // The plans (/form/suscripcion) and the cancelled payment (/pago-cancelado?plan=primera) are checked, at
  // every impact, where she reaches them through the checkout: payments.e2e.ts.
  test('finds no serious or critical violation on the signed-in screens and every dashboard modal', async ({ browser, viewportName }) => {
    const context = await newContext(browser, viewportName);
    await signIn(context, demoPatient.email, demoPatient.password);
    await context.addInitScript(() => {
      (window as unknown as { __ELLA_TEST_IDLE__: unknown }).__ELLA_TEST_IDLE__ = { idleMs: 600_000, warningMs: 30_000 };
    });
    const page = await context.newPage();
    await page.goto('/welcome');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Próximas consultas' })).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ver Consultas y Historial' }).click();
    await expect(page.getByRole('dialog', { name: 'Consultas y Historial' })).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    const noLink = page.getByRole('dialog', { name: 'Consultas y Historial' }).getByRole('button', { name: 'SIN LINK' }).first();
    if (await noLink.count()) {
      await noLink.click();
      await expect(page.getByRole('dialog', { name: 'Enlace de videollamada pendiente' })).toBeVisible();
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Entendido' }).click();
    }
    await page.keyboard.press('Escape');

    for (const [button, title] of [
      ['Mi cuenta', 'Mi cuenta'],
      ['Ayuda', 'Centro de ayuda'],
      ['Compartir Archivos', 'Compartir Archivos'],
    ]) {
      await openFromMenu(page, button, title);
      await settle(page);
      expect({ modal: button, violations: await seriousViolations(page) }).toEqual({ modal: button, violations: [] });
      await closeDialog(page);
    }

    await page.goto('/agendar-consulta');
    await expect(page.getByRole('dialog', { name: 'Agendar consulta' })).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, `a11y-booking-${viewportName}`);
    await context.close();
  });
});

test.describe('keyboard only', { tag: '@once' }, () => {
  test('logs in and books a visit with Tab, Enter, Space and the arrow keys, with a visible focus ring', async ({ browser }) => {
    await grantConsultation(demoPatient.email, demoPatient.password);
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return {
          label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
          id: el?.id ?? '',
          type: (el as HTMLInputElement | null)?.type ?? '',
          outline: el ? getComputedStyle(el).outlineStyle : 'none',
          // antd's text fields (and the first-paint kit's, drawn as antd's) ring a focused field with a shadow.
          shadow: el ? getComputedStyle(el).boxShadow : 'none',
        };
      });
    const tabTo = async (match: (f: Awaited<ReturnType<typeof focused>>) => boolean, limit = 40) => {
      for (let i = 0; i < limit; i += 1) {
        await page.keyboard.press('Tab');
        const f = await focused();
        if (match(f)) return f;
      }
      throw new Error('focus never reached the expected element');
    };

    const email = await tabTo((f) => f.id === 'field-email');
    expect(email.outline !== 'none' || email.shadow !== 'none').toBe(true);
    await page.keyboard.type(demoPatient.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(demoPatient.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { name: 'Próximas consultas' })).toBeVisible();

    await tabTo((f) => f.label === 'Agendar consulta');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Agendar consulta' });
    await expect(dialog.getByLabel('Servicio')).toBeVisible();

    const pick = async (id: string, option: RegExp) => {
      await tabTo((f) => f.id === id);
      await page.keyboard.press('Enter');
      await chooseInOpenList(page.locator(`#${id}`), option);
    };
    await pick('booking-service', /^Primera consulta Menopausia/);
    await pick('booking-provider', /Dra\. Ana Ruiz/);
    await pick('booking-day', /./);
    // The first time of the day: a radio input inside antd's button group.
    await tabTo((f) => f.type === 'radio', 10);
    await page.keyboard.press('Space');
    await tabTo((f) => f.label === 'Agendar consulta', 20);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Consulta agendada exitosamente')).toBeVisible();
    await snap(page, 'a11y-keyboard-booked');
    await context.close();
  });
});
