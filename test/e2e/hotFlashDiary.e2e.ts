import type { Browser, Page } from 'playwright-core';
import { animationsDone, newContext, snap, type ViewportName } from './browser';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { demoPatient, signIn } from './session';
import { staff } from './staffCli';

/**
 * The demo patient has four weeks of hot-flash diary ending a week before the server started
 * (server/modules/tracking/demo.ts); she logs the last 7 days and reads how they compare with four weeks
 * before, and the clinic reads the same with the staff tool.
 */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await animationsDone(page);
};

const WEEK_TABLE = 'Tus bochornos por semana (promedio por día anotado)';
const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

async function openDiary(browser: Browser, viewport: ViewportName) {
  const context = await newContext(browser, viewport);
  await signIn(context, demoPatient.email, demoPatient.password);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Próximas consultas' })).toBeVisible();
  await page.getByRole('button', { name: 'Menopausia', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Diario de bochornos' })).toBeVisible();
  return { context, page, form: page.getByRole('form', { name: 'Anotar un día de bochornos' }) };
}

// Each journey chooses its own size: the desktop one logs her week, the phone one reads the diary.
test.describe('hot-flash diary', { tag: '@once' }, () => {
  test('a diary week with the change sentence', async ({ browser }) => {
    const { context, page, form } = await openDiary(browser, 'desktop');
    // The demo's four weeks: a chart point and a table row each, and already a sentence over three weeks.
    await expect(page.getByTestId('hot-flash-chart')).toHaveAttribute('data-points', '4');
    await expect(page.getByTestId('hot-flash-changes')).toContainText('en las últimas 3 semanas');
    const today = (await form.getByLabel('Día').getAttribute('max'))!;

    for (let back = 6; back >= 0; back -= 1) {
      const day = dayBefore(today, back);
      await form.getByLabel('Día').fill(day);
      await form.getByLabel('Leves').fill('2');
      await form.getByLabel('Moderados').fill('1');
      await form.getByLabel('Severos').fill('0');
      await form.getByLabel('Sudores nocturnos').fill('1');
      if (back === 0) {
        // Once a week, the interference scale: every item 2 of 10.
        await form.getByRole('checkbox', { name: /cuánto interfieren los bochornos/ }).check();
        const items = form.getByRole('group', { name: /cuánto interfirieron los bochornos/ }).getByRole('textbox');
        await expect(items).toHaveCount(10);
        for (let i = 0; i < 10; i += 1) await items.nth(i).fill('2');
        await settle(page);
        expect(await seriousViolations(page)).toEqual([]);
      }
      const saved = page.waitForResponse((r) => r.url().endsWith('/tracking/hot-flashes') && r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Guardar día' }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByText(/^Se guardó tu día: /)).toBeVisible();
    }

    // Her week is a fifth point; the sentences compare it with four weeks before, and never diagnose.
    await expect(page.getByTestId('hot-flash-chart')).toHaveAttribute('data-points', '5');
    const changes = page.getByTestId('hot-flash-changes');
    await expect(
      changes.getByText(
        /^Tus bochornos moderados y severos bajaron de [\d.]+ a 1 al día en las últimas 4 semanas\. Es una baja de la mitad o más/,
      ),
    ).toBeVisible();
    await expect(
      changes.getByText(
        /^Lo que los bochornos interfieren en tu vida diaria bajó de [\d.]+ a 2 \(de 10\) en las últimas 4 semanas\. Es un cambio mayor al que los estudios consideran perceptible \(1\.66 puntos\)\. Coméntalo con tu médica/,
      ),
    ).toBeVisible();
    const lastRow = page.getByRole('table', { name: WEEK_TABLE }).locator('tbody tr').last();
    await expect(lastRow).toContainText('7 de 7');
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'hot-flash-diary-desktop');

    // The clinic's tool prints the same weeks and sentences.
    const printed = staff(['tracking', '--email', demoPatient.email]);
    expect(printed).toContain('Diario de bochornos por semana');
    expect(printed).toMatch(
      /7\/7 días {2}total 3\.0\/día {2}moderados\+severos 1\.0\/día {2}intensidad 1\.33 {2}sudores 1\.0\/noche {2}HFRDIS 2\.00 \(leve\)/,
    );
    expect(printed).toMatch(/Tus bochornos moderados y severos bajaron de [\d.]+ a 1 al día en las últimas 4 semanas\./);
    await context.close();
  });

  test('shows the diary on a phone whole on the screen, with no serious or critical accessibility violation', async ({ browser }) => {
    const { context, page } = await openDiary(browser, 'phone');
    await expect(page.getByRole('table', { name: WEEK_TABLE })).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    const offScreen = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('.hot-flash-form *, .tracking-table *, [data-testid="hot-flash-changes"]')]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5)
        .map((el) => `${el.tagName} ${el.textContent?.slice(0, 30)}`);
    });
    expect(offScreen).toEqual([]);
    await snap(page, 'hot-flash-diary-phone');
    await context.close();
  });
});
