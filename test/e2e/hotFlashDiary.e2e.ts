import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { animationsDone, launchBrowser, newContext, snap, type ViewportName } from './browser';
import { demoPatient, signIn } from './session';
import { staff } from './staffCli';

/**
 * The demo patient has four weeks of hot-flash diary ending a week before the server started
 * (server/modules/tracking/demo.ts); she logs the last 7 days and reads how they compare with four weeks
 * before, and the clinic reads the same with the staff tool.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await animationsDone(page);
};

const WEEK_TABLE = 'Tus bochornos por semana (promedio por día anotado)';
const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

async function openDiary(viewport: ViewportName) {
  const context = await newContext(browser, viewport);
  await signIn(context, demoPatient.email, demoPatient.password);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Próximas consultas' }).waitFor();
  await page.getByRole('button', { name: 'Menopausia', exact: true }).click();
  await page.getByRole('heading', { name: 'Diario de bochornos' }).waitFor();
  return { context, page, form: page.getByRole('form', { name: 'Anotar un día de bochornos' }) };
}

describe('hot-flash diary', () => {
  it('a diary week with the change sentence', async () => {
    const { context, page, form } = await openDiary('desktop');
    // The demo's four weeks: a chart point and a table row each, and already a sentence over three weeks.
    await page.locator('[data-testid="hot-flash-chart"][data-points="4"]').waitFor();
    await expect(page.getByTestId('hot-flash-changes').textContent()).resolves.toContain('en las últimas 3 semanas');
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
        await expect(items.count()).resolves.toBe(10);
        for (let i = 0; i < 10; i += 1) await items.nth(i).fill('2');
        await settle(page);
        expect(await seriousViolations(page)).toEqual([]);
      }
      const saved = page.waitForResponse((r) => r.url().endsWith('/tracking/hot-flashes') && r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Guardar día' }).click();
      expect((await saved).status()).toBe(200);
      await page.getByText(/^Se guardó tu día: /).waitFor();
    }

    // Her week is a fifth point; the sentences compare it with four weeks before, and never diagnose.
    await page.locator('[data-testid="hot-flash-chart"][data-points="5"]').waitFor();
    const changes = page.getByTestId('hot-flash-changes');
    await changes
      .getByText(/^Tus bochornos moderados y severos bajaron de [\d.]+ a 1 al día en las últimas 4 semanas\. Es una baja de la mitad o más/)
      .waitFor();
    await changes
      .getByText(
        /^Lo que los bochornos interfieren en tu vida diaria bajó de [\d.]+ a 2 \(de 10\) en las últimas 4 semanas\. Es un cambio mayor al que los estudios consideran perceptible \(1\.66 puntos\)\. Coméntalo con tu médica/,
      )
      .waitFor();
    const lastRow = page.getByRole('table', { name: WEEK_TABLE }).locator('tbody tr').last();
    await expect(lastRow.textContent()).resolves.toContain('7 de 7');
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

  it('shows the diary on a phone whole on the screen, with no serious or critical accessibility violation', async () => {
    const { context, page } = await openDiary('phone');
    await page.getByRole('table', { name: WEEK_TABLE }).waitFor();
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
