import { newContext, snap } from './browser';
import { expect, test } from './fixtures';
import { demoPatient, signIn } from './session';
import { myAppointments, openHistory, payFirstConsultation, pickSlot } from './bookingSteps';
import { staff as runStaff } from './staffCli';

const staff = (...args: string[]) => runStaff(args);

test.describe('consultations', () => {
  test('pays, books a first consultation, sees it upcoming, reschedules it and cancels it', async ({ browser, viewportName }) => {
    const context = await newContext(browser, viewportName);
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();

    const booking = await payFirstConsultation(page);
    await pickSlot(booking, viewportName === 'phone' ? 1 : 2);
    await snap(page, `appointments-booking-${viewportName}`);
    const before = new Set((await myAppointments(page)).map((a) => a.uuid));
    await booking.getByRole('button', { name: 'Agendar consulta' }).click();
    await expect(page.getByText('Consulta agendada exitosamente')).toBeVisible();
    const booked = (await myAppointments(page)).find((a) => !before.has(a.uuid))!;
    expect(booked.status).toBe('Requested');

    let list = await openHistory(page);
    await expect(list.getByTestId(`appointment-${booked.uuid}`)).toBeVisible();
    await snap(page, `appointments-list-${viewportName}`);
    await list.getByTestId(`appointment-${booked.uuid}`).getByRole('button', { name: 'REPROGRAMAR' }).click();
    const moving = page.getByRole('dialog', { name: 'Reprogramar consulta' });
    await pickSlot(moving, viewportName === 'phone' ? 3 : 4);
    await moving.getByRole('button', { name: 'Reprogramar consulta' }).click();
    await expect(page.getByText('Consulta reagendada exitosamente')).toBeVisible();
    const afterMove = await myAppointments(page);
    expect(afterMove.find((a) => a.uuid === booked.uuid)?.status).toBe('Cancelled');
    const moved = afterMove.find((a) => !before.has(a.uuid) && a.uuid !== booked.uuid)!;
    expect(moved.status).toBe('Requested');
    expect(moved.startDateTime).not.toBe(booked.startDateTime);

    list = await openHistory(page);
    await list.getByTestId(`appointment-${moved.uuid}`).getByRole('button', { name: 'CANCELAR' }).click();
    await page.getByRole('button', { name: 'Sí, cancelar' }).click();
    // Either notice is looked for, so a refused cancellation fails here with the server's words, not as a notice missing.
    await expect(page.getByText('Consulta cancelada').or(page.getByText('No se pudo cancelar la consulta')).first()).toHaveText(
      'Consulta cancelada',
    );
    expect((await myAppointments(page)).find((a) => a.uuid === moved.uuid)?.status).toBe('Cancelled');
    await context.close();
  });

  test('shows SIN LINK for a visit staff scheduled without a link, then ACCEDER and its device check once the link is added', async ({
    browser,
    viewportName,
  }) => {
    const context = await newContext(browser, viewportName);
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();
    const booking = await payFirstConsultation(page);
    const before = new Set((await myAppointments(page)).map((a) => a.uuid));
    await pickSlot(booking, viewportName === 'phone' ? 5 : 6);
    await booking.getByRole('button', { name: 'Agendar consulta' }).click();
    await expect(page.getByText('Consulta agendada exitosamente')).toBeVisible();
    const visit = (await myAppointments(page)).find((a) => !before.has(a.uuid))!;

    expect(staff('schedule', visit.uuid)).toContain('Scheduled');
    await page.goto('/dashboard');
    let list = await openHistory(page);
    await list.getByTestId(`appointment-${visit.uuid}`).getByRole('button', { name: 'SIN LINK' }).click();
    const noLink = page.getByRole('dialog', { name: 'Enlace de videollamada pendiente' });
    await expect(
      noLink.getByText('Tu consulta fue autorizada, pero aún no se ha agregado el enlace de la videollamada', { exact: false }),
    ).toBeVisible();
    await snap(page, `appointments-sin-link-${viewportName}`);
    await noLink.getByRole('button', { name: 'Entendido' }).click();

    const link = `https://meet.example.com/ella-${viewportName}`;
    expect(staff('add-link', visit.uuid, link)).toContain(link);
    await page.goto('/dashboard');
    list = await openHistory(page);
    // ACCEDER opens the device check; her visit is days away, so the link is not open yet (videoCheck.e2e.ts enters it).
    await list.getByTestId(`appointment-${visit.uuid}`).getByRole('button', { name: 'ACCEDER' }).click();
    const check = page.getByRole('dialog', { name: 'Antes de entrar a tu consulta' });
    await expect(check.getByText('El enlace se abre 10 minutos antes de tu consulta', { exact: false })).toBeVisible();
    await expect(check.getByRole('button', { name: 'Entrar a la consulta' })).toBeDisabled();
    await snap(page, `appointments-video-check-${viewportName}`);
    await context.close();
  });
});
