import { execFileSync } from 'node:child_process';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newContext, snap, viewports, type ViewportName } from './browser';
import { repoRoot } from './portalServer';
import { demoPatient, signIn } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface ApiAppointment {
  uuid: string;
  status: string;
  startDateTime: string;
  notes: string | null;
}

/** The staff CLI against the running portal, as clinic staff would use it. */
function staff(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/staff.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, STAFF_SERVER_URL: baseUrl() },
    encoding: 'utf8',
  });
}

async function myAppointments(page: Page): Promise<ApiAppointment[]> {
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
async function choose(page: Page, dialog: Locator, label: string, id: string, option: string | number) {
  const select = dialog.getByLabel(label);
  await select.click();
  const options = optionsOf(page, id);
  await options.first().waitFor();
  const texts = await options.allTextContents();
  const index = typeof option === 'number' ? option : texts.findIndex((t) => t.includes(option));
  expect(index).toBeGreaterThanOrEqual(0);
  expect(index).toBeLessThan(texts.length);
  const active = Math.max(0, await options.evaluateAll((els) => els.findIndex((e) => e.classList.contains('ant-select-item-option-active'))));
  for (let i = active; i < index; i += 1) await select.press('ArrowDown');
  for (let i = active; i > index; i -= 1) await select.press('ArrowUp');
  await select.press('Enter');
}

/** Service, doctor, the `dayIndex`-th offered day and its first time. */
async function pickSlot(page: Page, dialog: Locator, dayIndex: number) {
  await choose(page, dialog, 'Servicio', 'booking-service', 'Primera consulta Menopausia (40 min)');
  await choose(page, dialog, 'Médico', 'booking-provider', 'Menopausia - Dra. Sofía Campos');
  await choose(page, dialog, 'Fecha', 'booking-day', dayIndex);
  await dialog.locator('.ant-radio-button-wrapper').first().click();
}

/** A paid first consultation through the simulated checkout, landing in the booking modal. */
async function payFirstConsultation(page: Page) {
  await page.goto('/form/suscripcion');
  await page.getByRole('radio', { name: /Primera consulta Menopausia/ }).check();
  await page.getByRole('button', { name: 'PAGAR', exact: true }).click();
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await page.waitForURL(/\/pago-exitoso/);
  await page.getByRole('button', { name: 'AGENDAR CONSULTA' }).click();
  return page.getByRole('dialog', { name: 'Agendar consulta' });
}

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'Ver Consultas y Historial' }).click();
  return page.getByRole('dialog', { name: 'Consultas y Historial' });
}

describe.each(Object.keys(viewports) as ViewportName[])('consultations on %s', (viewport) => {
  it('pays, books a first consultation, sees it upcoming, reschedules it and cancels it', async () => {
    const context = await newContext(browser, viewport);
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();

    const booking = await payFirstConsultation(page);
    await pickSlot(page, booking, viewport === 'phone' ? 1 : 2);
    await snap(page, `appointments-booking-${viewport}`);
    const before = new Set((await myAppointments(page)).map((a) => a.uuid));
    await booking.getByRole('button', { name: 'Agendar consulta' }).click();
    await page.getByText('Consulta agendada exitosamente').waitFor();
    const booked = (await myAppointments(page)).find((a) => !before.has(a.uuid))!;
    expect(booked.status).toBe('Requested');

    let list = await openHistory(page);
    await list.getByTestId(`appointment-${booked.uuid}`).waitFor();
    await snap(page, `appointments-list-${viewport}`);
    await list.getByTestId(`appointment-${booked.uuid}`).getByRole('button', { name: 'REPROGRAMAR' }).click();
    const moving = page.getByRole('dialog', { name: 'Reprogramar consulta' });
    await pickSlot(page, moving, viewport === 'phone' ? 3 : 4);
    await moving.getByRole('button', { name: 'Reprogramar consulta' }).click();
    await page.getByText('Consulta reagendada exitosamente').waitFor();
    const afterMove = await myAppointments(page);
    expect(afterMove.find((a) => a.uuid === booked.uuid)?.status).toBe('Cancelled');
    const moved = afterMove.find((a) => !before.has(a.uuid) && a.uuid !== booked.uuid)!;
    expect(moved.status).toBe('Requested');
    expect(moved.startDateTime).not.toBe(booked.startDateTime);

    list = await openHistory(page);
    await list.getByTestId(`appointment-${moved.uuid}`).getByRole('button', { name: 'CANCELAR' }).click();
    await page.getByRole('button', { name: 'Sí, cancelar' }).click();
    await page.getByText('Consulta cancelada').waitFor();
    expect((await myAppointments(page)).find((a) => a.uuid === moved.uuid)?.status).toBe('Cancelled');
    await context.close();
  });

  it('shows SIN LINK for a visit staff scheduled without a link, then ACCEDER once the link is added', async () => {
    const context = await newContext(browser, viewport);
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();
    const booking = await payFirstConsultation(page);
    const before = new Set((await myAppointments(page)).map((a) => a.uuid));
    await pickSlot(page, booking, viewport === 'phone' ? 5 : 6);
    await booking.getByRole('button', { name: 'Agendar consulta' }).click();
    await page.getByText('Consulta agendada exitosamente').waitFor();
    const visit = (await myAppointments(page)).find((a) => !before.has(a.uuid))!;

    expect(staff('schedule', visit.uuid)).toContain('Scheduled');
    await page.goto('/dashboard');
    let list = await openHistory(page);
    await list.getByTestId(`appointment-${visit.uuid}`).getByRole('button', { name: 'SIN LINK' }).click();
    const noLink = page.getByRole('dialog', { name: 'Enlace de videollamada pendiente' });
    await noLink.getByText('Tu consulta fue autorizada, pero aún no se ha agregado el enlace de la videollamada', { exact: false }).waitFor();
    await snap(page, `appointments-sin-link-${viewport}`);
    await noLink.getByRole('button', { name: 'Entendido' }).click();

    const link = `https://meet.example.com/ella-${viewport}`;
    // No internet here: the video service answers from the test.
    await context.route('https://meet.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Videollamada</title>' }));
    expect(staff('add-link', visit.uuid, link)).toContain(link);
    await page.goto('/dashboard');
    list = await openHistory(page);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      list.getByTestId(`appointment-${visit.uuid}`).getByRole('button', { name: 'ACCEDER' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(link);
    await context.close();
  });
});
