import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, snap, viewports, type ViewportName } from './browser';
import { demoPatient, signIn } from './session';
import { myAppointments, openHistory, payFirstConsultation, pickSlot } from './bookingSteps';
import { staff as runStaff } from './staffCli';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const staff = (...args: string[]) => runStaff(args);

describe.each(Object.keys(viewports) as ViewportName[])('consultations on %s', (viewport) => {
  it('pays, books a first consultation, sees it upcoming, reschedules it and cancels it', async () => {
    const context = await newContext(browser, viewport);
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();

    const booking = await payFirstConsultation(page);
    await pickSlot(booking, viewport === 'phone' ? 1 : 2);
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
    await pickSlot(moving, viewport === 'phone' ? 3 : 4);
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
    // Either notice ends the wait, so a refused cancellation fails here with the server's words.
    const outcome = page.getByText('Consulta cancelada').or(page.getByText('No se pudo cancelar la consulta')).first();
    await outcome.waitFor();
    expect(await outcome.textContent()).toBe('Consulta cancelada');
    expect((await myAppointments(page)).find((a) => a.uuid === moved.uuid)?.status).toBe('Cancelled');
    await context.close();
  });

  it('shows SIN LINK for a visit staff scheduled without a link, then ACCEDER and its device check once the link is added', async () => {
    const context = await newContext(browser, viewport);
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();
    const booking = await payFirstConsultation(page);
    const before = new Set((await myAppointments(page)).map((a) => a.uuid));
    await pickSlot(booking, viewport === 'phone' ? 5 : 6);
    await booking.getByRole('button', { name: 'Agendar consulta' }).click();
    await page.getByText('Consulta agendada exitosamente').waitFor();
    const visit = (await myAppointments(page)).find((a) => !before.has(a.uuid))!;

    expect(staff('schedule', visit.uuid)).toContain('Scheduled');
    await page.goto('/dashboard');
    let list = await openHistory(page);
    await list.getByTestId(`appointment-${visit.uuid}`).getByRole('button', { name: 'SIN LINK' }).click();
    const noLink = page.getByRole('dialog', { name: 'Enlace de videollamada pendiente' });
    await noLink
      .getByText('Tu consulta fue autorizada, pero aún no se ha agregado el enlace de la videollamada', { exact: false })
      .waitFor();
    await snap(page, `appointments-sin-link-${viewport}`);
    await noLink.getByRole('button', { name: 'Entendido' }).click();

    const link = `https://meet.example.com/ella-${viewport}`;
    expect(staff('add-link', visit.uuid, link)).toContain(link);
    await page.goto('/dashboard');
    list = await openHistory(page);
    // ACCEDER opens the device check; her visit is days away, so the link is not open yet (videoCheck.e2e.ts enters it).
    await list.getByTestId(`appointment-${visit.uuid}`).getByRole('button', { name: 'ACCEDER' }).click();
    const check = page.getByRole('dialog', { name: 'Antes de entrar a tu consulta' });
    await check.getByText('El enlace se abre 10 minutos antes de tu consulta', { exact: false }).waitFor();
    expect(await check.getByRole('button', { name: 'Entrar a la consulta' }).isDisabled()).toBe(true);
    await snap(page, `appointments-video-check-${viewport}`);
    await context.close();
  });
});
