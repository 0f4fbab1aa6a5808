import type { Page } from 'playwright-core';
import { animationsDone, newContext, snap } from './browser';
import { expect, test } from './fixtures';
import { demoPatient, signIn } from './session';
import { measureSizing, type Sizing } from './sizing';
import { closeDialog, openFromMenu, signedInPages } from './everyPage';

const seen: Array<{ screen: string; sizing: Sizing }> = [];

async function measure(page: Page, screen: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await animationsDone(page);
  const sizing = await measureSizing(page);
  seen.push({ screen, sizing });
  await snap(page, `sizing-${screen.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`);
  expect({ screen, problems: sizing.problems }).toEqual({ screen, problems: [] });
}

/**
 * Every screen and modal she can reach, signed out and signed in, on a 390×844 phone: no tap target under
 * 44×44 px, no text under 16 px, no page wider than the phone; and across all of them one text-input height
 * and one height per kind of button.
 */
test.describe('sized for her on a 390×844 phone', { tag: '@once' }, () => {
  // The last journey compares the heights the others measured.
  test.describe.configure({ mode: 'serial' });

  test('signed out: login, its errors, password recovery, registration with its errors, salud mental', async ({ browser }) => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await measure(page, '/onboarding');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await measure(page, '/onboarding with errors');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
    await measure(page, 'password recovery');
    await page.goto('/form/crear-cuenta');
    await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
    await measure(page, '/form/crear-cuenta');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await measure(page, '/form/crear-cuenta with errors');
    await page.goto('/salud-mental');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await measure(page, '/salud-mental');
    await context.close();
  });

  test('signed in: every page, the questionnaire, the dashboard tabs and every modal', async ({ browser }) => {
    const context = await newContext(browser, 'phone');
    await signIn(context, demoPatient.email, demoPatient.password);
    await context.addInitScript(() => {
      (window as unknown as { __ELLA_TEST_IDLE__: unknown }).__ELLA_TEST_IDLE__ = { idleMs: 600_000, warningMs: 30_000 };
    });
    const page = await context.newPage();
    for (const path of signedInPages) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await measure(page, path);
    }

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Próximas consultas' })).toBeVisible();
    await measure(page, '/dashboard');
    // Each tab's own content, not its loading skeleton: the form and, once she has entries, the chart.
    for (const [tab, content] of [
      ['Menopausia', 'Escala de síntomas de la menopausia (MRS)'],
      ['Nutrición', 'Mi peso'],
    ]) {
      await page.getByRole('button', { name: tab, exact: true }).first().click();
      await expect(page.getByRole('heading', { name: content, exact: true })).toBeVisible();
      await measure(page, `/dashboard ${tab}`);
    }
    await page.getByRole('button', { name: 'Consultas', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Próximas consultas' })).toBeVisible();

    await page.getByRole('button', { name: /Consultas y Historial/ }).click();
    await expect(page.getByRole('dialog', { name: 'Consultas y Historial' })).toBeVisible();
    await measure(page, 'Consultas y Historial');
    await closeDialog(page);
    await page.getByRole('button', { name: /Historial de Recetas/ }).click();
    await expect(page.getByRole('dialog').filter({ hasText: 'Historial de Recetas' }).last()).toBeVisible();
    await measure(page, 'Historial de Recetas');
    await closeDialog(page);
    await page
      .getByRole('button', { name: /^Ver receta/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').last()).toBeVisible();
    await measure(page, 'Ver receta');
    await closeDialog(page);

    for (const [button, title] of [
      ['Mi cuenta', 'Mi cuenta'],
      ['Ayuda', 'Centro de ayuda'],
      ['Compartir Archivos', 'Compartir Archivos'],
    ]) {
      await openFromMenu(page, button, title);
      await measure(page, button);
      if (button === 'Ayuda') {
        await page.getByRole('tab', { name: 'Contacto' }).click();
        await measure(page, 'Ayuda, Contacto');
      }
      await closeDialog(page);
    }

    await page.goto('/agendar-consulta');
    await expect(page.getByRole('dialog', { name: 'Agendar consulta' })).toBeVisible();
    await measure(page, 'Agendar consulta');
    await context.close();
  });

  test('on a 1280×800 laptop, shows PAGAR and CANCELAR without scrolling, under the total she chose', async ({ browser }) => {
    const context = await newContext(browser, 'desktop');
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();
    await page.goto('/form/suscripcion');
    const total = page.getByTestId('plan-total');
    await expect(total).toBeVisible();
    for (const name of ['PAGAR', 'CANCELAR']) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect({ name, bottom: box.y + box.height <= 800, belowTotal: box.y > (await total.boundingBox())!.y }).toEqual({
        name,
        bottom: true,
        belowTotal: true,
      });
    }
    await context.close();
  });

  test('uses one text-input height and one height per kind of button on every screen', () => {
    expect(seen.length).toBeGreaterThan(20);
    const inputs = new Map<string, string[]>();
    const buttons = new Map<string, Map<string, string[]>>();
    for (const { screen, sizing } of seen) {
      for (const [height, fields] of Object.entries(sizing.inputHeights))
        inputs.set(height, [...(inputs.get(height) ?? []), ...fields.map((f) => `${screen}: ${f}`)]);
      for (const [kind, heights] of Object.entries(sizing.buttonHeights)) {
        const byHeight = buttons.get(kind) ?? new Map<string, string[]>();
        for (const [height, found] of Object.entries(heights))
          byHeight.set(height, [...(byHeight.get(height) ?? []), ...found.map((b) => `${screen}: ${b}`)]);
        buttons.set(kind, byHeight);
      }
    }
    // When a kind has two heights, the message lists a few of each so the odd one is easy to find.
    const summary = (byHeight: Map<string, string[]>) =>
      Object.fromEntries([...byHeight].map(([height, found]) => [`${height} px`, found.slice(0, 3)]));
    expect(inputs.size === 1 ? 'one' : summary(inputs)).toBe('one');
    for (const [kind, byHeight] of buttons)
      expect({ kind, heights: byHeight.size === 1 ? 'one' : summary(byHeight) }).toEqual({ kind, heights: 'one' });
  });
});
