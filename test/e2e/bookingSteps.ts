import type { Locator, Page } from 'playwright-core';

/** Steps of the consultation journeys, shared by the journeys and the action-log fixtures. */

export interface ApiAppointment {
  uuid: string;
  status: string;
  startDateTime: string;
  notes: string | null;
}

export async function myAppointments(page: Page): Promise<ApiAppointment[]> {
  return page.evaluate(async () => {
    const session = JSON.parse(window.localStorage.getItem('persist:session') ?? '{}') as Record<string, string>;
    const res = await fetch(`/api/appointments?phoneNumber=${JSON.parse(session.phoneNumber)}`, {
      headers: { authorization: `Bearer ${JSON.parse(session.token)}` },
    });
    return (await res.json()) as ApiAppointment[];
  });
}

/** The options of one antd Select: its popup is the one holding the listbox named after the input. */
function optionsOf(page: Page, id: string) {
  return page.locator('.ant-select-dropdown').filter({ has: page.locator(`#${id}_list`) }).locator('.ant-select-item-option');
}

/** Chooses with the keyboard, as a patient without a mouse would (a popup sliding in on a phone never settles for a click). */
export async function choose(page: Page, dialog: Locator, label: string, id: string, option: string | number) {
  const select = dialog.getByLabel(label);
  await select.click();
  const options = optionsOf(page, id);
  await options.first().waitFor();
  const texts = await options.allTextContents();
  const index = typeof option === 'number' ? option : texts.includes(option) ? texts.indexOf(option) : texts.findIndex((t) => t.includes(option));
  expect(index).toBeGreaterThanOrEqual(0);
  expect(index).toBeLessThan(texts.length);
  const active = Math.max(0, await options.evaluateAll((els) => els.findIndex((e) => e.classList.contains('ant-select-item-option-active'))));
  for (let i = active; i < index; i += 1) await select.press('ArrowDown');
  for (let i = active; i > index; i -= 1) await select.press('ArrowUp');
  await select.press('Enter');
  // The next field is under this popup: go on only once it has closed. On a busy machine a popup can
  // still be opening when Enter arrives; Escape closes it without changing the value just chosen.
  const input = await select.elementHandle();
  const closed = () => page.waitForFunction((el) => el?.getAttribute('aria-expanded') === 'false', input, { timeout: 5_000 });
  await closed().catch(async () => {
    await select.press('Escape');
    await closed();
  });
}

/** Service, doctor, the `dayIndex`-th offered day (the list renders about nine at once) and its first time. */
export async function pickSlot(page: Page, dialog: Locator, dayIndex: number, doctor = 'Menopausia - Dra. Sofía Campos') {
  await choose(page, dialog, 'Servicio', 'booking-service', 'Primera consulta Menopausia (40 min)');
  await choose(page, dialog, 'Médico', 'booking-provider', doctor);
  await choose(page, dialog, 'Fecha', 'booking-day', dayIndex);
  await dialog.locator('.ant-radio-button-wrapper').first().click();
}

/** A paid first consultation through the simulated checkout, landing in the booking modal. */
export async function payFirstConsultation(page: Page) {
  await page.goto('/form/suscripcion');
  await page.getByRole('radio', { name: /Primera consulta Menopausia/ }).check();
  await page.getByRole('button', { name: 'PAGAR', exact: true }).click();
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await page.waitForURL(/\/pago-exitoso/);
  await page.getByRole('button', { name: 'AGENDAR CONSULTA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar consulta' });
  await dialog.getByLabel('Servicio').waitFor();
  return dialog;
}

export async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'Ver Consultas y Historial' }).click();
  return page.getByRole('dialog', { name: 'Consultas y Historial' });
}

