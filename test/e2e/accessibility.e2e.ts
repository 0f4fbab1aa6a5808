import type { Browser, Page } from 'playwright-core';
import { animationsDone, launchBrowser, newContext, snap, viewports, type ViewportName } from './browser';
import { demoPatient, grantConsultation, signIn } from './session';
import { chooseInOpenList } from './bookingSteps';
import { seriousViolations } from './axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Requests finished and antd's animations over: axe measures what the patient finally sees. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await animationsDone(page);
};

describe.each(Object.keys(viewports) as ViewportName[])('accessibility on %s', (viewport) => {
  it('finds no serious or critical violation on the account screens', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto('/onboarding');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('alert').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/form/crear-cuenta');
    await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/salud-mental');
    await page.getByRole('heading').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('finds no serious or critical violation on the signed-in screens and every dashboard modal', async () => {
    const context = await newContext(browser, viewport);
    await signIn(context, demoPatient.email, demoPatient.password);
    await context.addInitScript(() => {
      (window as unknown as { __ELLA_TEST_IDLE__: unknown }).__ELLA_TEST_IDLE__ = { idleMs: 600_000, warningMs: 30_000 };
    });
    const page = await context.newPage();
    for (const path of ['/welcome', '/form/suscripcion', '/pago-cancelado?plan=primera']) {
      await page.goto(path);
      await page.getByRole('heading').first().waitFor();
      await settle(page);
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Próximas consultas' }).waitFor();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ver Consultas y Historial' }).click();
    await page.getByRole('dialog', { name: 'Consultas y Historial' }).waitFor();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    const noLink = page.getByRole('dialog', { name: 'Consultas y Historial' }).getByRole('button', { name: 'SIN LINK' }).first();
    if (await noLink.count()) {
      await noLink.click();
      await page.getByRole('dialog', { name: 'Enlace de videollamada pendiente' }).waitFor();
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
      const open = page.getByRole('button', { name: button, exact: true });
      if (!(await open.isVisible())) await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('button', { name: button, exact: true }).last().click();
      const dialog = page.getByRole('dialog').filter({ hasText: title }).last();
      await dialog.waitFor();
      await settle(page);
      expect({ modal: button, violations: await seriousViolations(page) }).toEqual({ modal: button, violations: [] });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }

    await page.goto('/agendar-consulta');
    await page.getByRole('dialog', { name: 'Agendar consulta' }).waitFor();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, `a11y-booking-${viewport}`);
    await context.close();
  });
});

describe('keyboard only', () => {
  it('logs in and books a visit with Tab, Enter, Space and the arrow keys, with a visible focus ring', async () => {
    await grantConsultation(demoPatient.email, demoPatient.password);
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/onboarding');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();

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
    await page.getByRole('heading', { name: 'Próximas consultas' }).waitFor();

    await tabTo((f) => f.label === 'Agendar consulta');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Agendar consulta' });
    await dialog.getByLabel('Servicio').waitFor();

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
    await page.getByText('Consulta agendada exitosamente').waitFor();
    await snap(page, 'a11y-keyboard-booked');
    await context.close();
  });
});
