import type { Browser, Locator, Page } from 'playwright-core';
import { animationsDone, newContext, snap, type ViewportName } from './browser';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { demoPatient, signIn } from './session';

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await animationsDone(page);
};

const levels = ['Ninguno', 'Leve', 'Moderado', 'Severo', 'Muy severo'];

/** Picks one level in each of the 11 item groups, by its visible label. */
async function answerMrs(form: Locator, answers: number[]) {
  const groups = form.getByRole('group');
  await expect(groups).toHaveCount(11);
  for (const [i, a] of answers.entries()) await groups.nth(i).getByText(`${a} · ${levels[a]}`, { exact: true }).click();
  await form.getByRole('button', { name: 'Guardar respuestas' }).click();
}

const dataRows = (page: Page, caption: string) => page.getByRole('table', { name: caption }).locator('tbody tr');

/** On a phone the table's caption and every value stay inside the screen, each value named by its column. */
const wholeOnScreen = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).evaluate((table) => {
    const width = document.documentElement.clientWidth;
    const parts = [table.querySelector('caption')!, ...table.querySelectorAll('tbody th, tbody td')];
    const offScreen = parts.filter((part) => part.getBoundingClientRect().right > width + 0.5).map((part) => part.textContent);
    const labelled = [...table.querySelectorAll('tbody td')].every((cell) => getComputedStyle(cell, '::before').content.includes(':'));
    return { offScreen, labelled };
  });
const MRS_TABLE = 'Puntuaciones de la escala MRS por fecha (total de 0 a 44)';
const WEIGHT_TABLE = 'Peso, cintura e IMC por fecha';

async function openDashboard(browser: Browser, viewport: ViewportName) {
  const context = await newContext(browser, viewport);
  await signIn(context, demoPatient.email, demoPatient.password);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Próximas consultas' })).toBeVisible();
  return { context, page };
}

/**
 * The demo patient answered the MRS 45 days before the server started (total 20, seeded history,
 * server/modules/tracking/demo.ts); she answers again today and sees her two evaluations.
 */
test.describe('her symptoms over time', { tag: '@once' }, () => {
  // The phone journey reads the evaluations the desktop one saved.
  test.describe.configure({ mode: 'serial' });

  test('answers the MRS again a month and a half later and sees two points and how much her score dropped', async ({ browser }) => {
    const { context, page } = await openDashboard(browser, 'desktop');
    await page.getByRole('button', { name: 'Menopausia', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Escala de síntomas de la menopausia (MRS)' })).toBeVisible();
    // Her last evaluation is 45 days old: an invitation in the page, no dialog.
    await expect(page.getByText('Ya pasó más de un mes desde tu última evaluación')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('mrs-latest')).toContainText('20 de 44 puntos');
    await expect(page.getByTestId('tracking-chart')).toHaveAttribute('data-points', '1');
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'tracking-menopausia-before-desktop');

    await page.getByRole('button', { name: 'Responder ahora' }).click();
    const form = page.getByRole('form', { name: /Cuáles de estas molestias/ });
    await expect(form).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'tracking-mrs-form-desktop');
    await answerMrs(form, [2, 1, 2, 1, 1, 2, 1, 1, 1, 1, 1]); // 14
    await expect(page.getByText('Tus respuestas se guardaron.')).toBeVisible();
    await expect(page.getByText('Tu puntuación bajó 6 puntos desde tu primera evaluación.')).toBeVisible();
    await expect(page.getByTestId('mrs-latest')).toContainText('14 de 44 puntos');
    await expect(page.getByTestId('mrs-latest')).toContainText('Nivel de síntomas: moderado');
    await expect(page.getByTestId('tracking-chart')).toHaveAttribute('data-points', '2');
    await expect(dataRows(page, MRS_TABLE)).toHaveCount(2);
    await expect(page.getByText('Ya pasó más de un mes desde tu última evaluación')).toHaveCount(0);

    // A second answer the same day replaces the first: still two points, the sentence follows it.
    await page.getByRole('button', { name: 'Responder la escala de nuevo' }).click();
    await answerMrs(page.getByRole('form', { name: /Cuáles de estas molestias/ }), [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]); // 10
    await expect(page.getByText('Tu puntuación bajó 10 puntos desde tu primera evaluación.')).toBeVisible();
    await expect(dataRows(page, MRS_TABLE)).toHaveCount(2);
    await expect(page.getByTestId('tracking-chart')).toHaveAttribute('data-points', '2');
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'tracking-menopausia-desktop');

    await page.getByRole('button', { name: 'Nutrición', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Mi peso', exact: true })).toBeVisible();
    // Step 1's weight first, then her two entries.
    await expect(dataRows(page, WEIGHT_TABLE).first()).toContainText('(información personal)');
    await expect(dataRows(page, WEIGHT_TABLE)).toHaveCount(3);
    await page.getByLabel('Peso (kg)').fill('61.8');
    await page.getByLabel('Cintura (cm, opcional)').fill('81');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Tu peso se guardó.')).toBeVisible();
    await expect(page.getByTestId('weight-latest').getByText('61.8', { exact: true })).toBeVisible(); // the refetched log
    await expect(dataRows(page, WEIGHT_TABLE)).toHaveCount(4);
    await expect(page.getByTestId('weight-latest')).toContainText('IMC): 24.1');
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'tracking-nutricion-desktop');
    await context.close();
  });

  test('shows both tabs on a phone with no serious or critical accessibility violation', async ({ browser }) => {
    const { context, page } = await openDashboard(browser, 'phone');
    await page.getByRole('button', { name: 'Menopausia', exact: true }).click();
    await expect(page.getByRole('table', { name: MRS_TABLE })).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'tracking-menopausia-phone');
    expect(await wholeOnScreen(page, MRS_TABLE)).toEqual({ offScreen: [], labelled: true });
    await page.getByRole('button', { name: 'Responder la escala de nuevo' }).click();
    await expect(page.getByRole('form', { name: /Cuáles de estas molestias/ })).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'tracking-mrs-form-phone');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Nutrición', exact: true }).click();
    await expect(page.getByRole('table', { name: WEIGHT_TABLE })).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'tracking-nutricion-phone');
    expect(await wholeOnScreen(page, WEIGHT_TABLE)).toEqual({ offScreen: [], labelled: true });
    await context.close();
  });
});
