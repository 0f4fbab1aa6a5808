import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { animationsDone } from './browser';

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

type Wanted = string | number | RegExp;

interface ActiveOption {
  id: string;
  index: number;
  name: string;
}

/**
 * The option a Select's combobox points at (aria-activedescendant) while its list is open, with its
 * position (the option ids end in their index) and accessible name; waits while the list is closed or
 * still opening, or still points at `after`.
 */
async function activeOption(combobox: Locator, after?: string): Promise<ActiveOption> {
  let active = null as ActiveOption | null;
  // The whole state, not a yes or no: a failure under load must say which list and how far it got.
  const read = async () => {
    const state = await combobox.evaluate((input, previous) => {
      const id = input.getAttribute('aria-activedescendant');
      const option = id ? document.getElementById(id) : null;
      return {
        id: input.id,
        expanded: input.getAttribute('aria-expanded'),
        active: id,
        after: previous ?? null,
        options: document.getElementById(input.getAttribute('aria-controls') ?? '')?.querySelectorAll('[role="option"]').length ?? null,
        option:
          option && id && id !== previous
            ? { id, index: Number(id.slice(id.lastIndexOf('_') + 1)), name: option.getAttribute('aria-label') ?? option.textContent ?? '' }
            : null,
      };
    }, after);
    active = state.expanded === 'true' ? state.option : null;
    return { ...state, ready: active !== null };
  };
  await expect
    .poll(read, { message: 'the active option of an open Select list', timeout: 10_000, intervals: [50, 100, 250] })
    .toMatchObject({ ready: true });
  return active!;
}

const matches = (option: { index: number; name: string }, wanted: Wanted) =>
  typeof wanted === 'number' ? option.index === wanted : typeof wanted === 'string' ? option.name === wanted : wanted.test(option.name);

/**
 * Chooses in an open Select list with the arrow keys and Enter, as a patient without a mouse does: each
 * key waits for the combobox to name its new active option, so a busy machine cannot lose a key
 * (a popup sliding in on a phone never settles for a click). A string is the option's exact name, a
 * number its position. Returns once the list has closed: the next field may lie under it.
 */
export async function chooseInOpenList(combobox: Locator, wanted: Wanted) {
  let active = await activeOption(combobox);
  // A position says which way is shorter; a name is looked for downwards, the list wraps round. Opening
  // may still move the active option to the current value once: the third visit of one means it is not there.
  const key = typeof wanted === 'number' && wanted < active.index ? 'ArrowUp' : 'ArrowDown';
  const visits = new Map([[active.id, 1]]);
  while (!matches(active, wanted)) {
    await combobox.press(key);
    const previous = active.index;
    active = await activeOption(combobox, active.id);
    // A position past the end of a list that is shorter than usual (fewer days offered late in the day, or
    // days other journeys filled) counts on round the list, so the journey still gets a day of its own.
    if (typeof wanted === 'number' && key === 'ArrowDown' && active.index < previous) wanted %= previous + 1;
    visits.set(active.id, (visits.get(active.id) ?? 0) + 1);
    if (visits.get(active.id)! > 2) throw new Error(`no option ${String(wanted)} in the list of ${await combobox.getAttribute('id')}`);
  }
  await combobox.press('Enter');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false', { timeout: 10_000 });
}

/** Opens the Select labelled `label` inside `scope` and chooses `wanted` (see chooseInOpenList). */
export async function choose(scope: Locator, label: string, wanted: Wanted) {
  const combobox = scope.getByRole('combobox', { name: label, exact: true });
  await combobox.click();
  await chooseInOpenList(combobox, wanted);
}

/** Service, doctor, the `dayIndex`-th offered day (the list renders about nine at once) and its first time. */
export async function pickSlot(dialog: Locator, dayIndex: number, doctor = 'Menopausia - Dra. Sofía Campos') {
  // A click while antd's motion still zooms the dialog in can miss the field (see openHistory).
  await animationsDone(dialog.page());
  await choose(dialog, 'Servicio', 'Primera consulta Menopausia (40 min)');
  await choose(dialog, 'Médico', doctor);
  await choose(dialog, 'Fecha', dayIndex);
  // The first time offered: antd shrinks each radio input to nothing inside its button's <label>, so the
  // patient's click lands on the label, and the input is then checked.
  const times = dialog.getByRole('radiogroup', { name: /^Horarios de la/ }).first();
  await times.locator('label').first().click();
  await expect(times.getByRole('radio').first()).toBeChecked();
}

/**
 * A first consultation bought on the plans page and paid on the simulated checkout, back on /pago-exitoso.
 * `origin` is for a page without a baseURL (scripts/lighthouse.ts).
 */
export async function buyFirstConsultation(page: Page, origin = '') {
  await page.goto(`${origin}/form/suscripcion`);
  await page.getByRole('radio', { name: /Primera consulta Menopausia/ }).check();
  await page.getByRole('button', { name: 'PAGAR', exact: true }).click();
  await page.waitForURL(/\/checkout\/cs_\w+$/);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await page.waitForURL(/\/pago-exitoso/);
}

/** A paid first consultation through the simulated checkout, landing in the booking modal. */
export async function payFirstConsultation(page: Page) {
  await buyFirstConsultation(page);
  await page.getByRole('button', { name: 'AGENDAR CONSULTA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar consulta' });
  await expect(dialog.getByLabel('Servicio')).toBeVisible();
  return dialog;
}

/**
 * Opens 'Consultas y Historial' and waits until its zoom is over. A run under load lost the
 * CANCELAR click that followed at once (no confirmation ever opened); a click landing while antd's motion
 * still steps the dialog in can reach the mask behind it, which closes the dialog instead.
 */
export async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'Ver Consultas y Historial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Consultas y Historial' });
  await expect(dialog).toBeVisible();
  await animationsDone(page);
  return dialog;
}
