import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../renderApp';
import { dashboardServer, signedInState } from './dashboardApi';
import { ids } from './fixtures';

const api = dashboardServer();
beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api.server.resetHandlers();
  api.reset();
});
afterAll(() => api.server.close());

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

async function openLink(url: string) {
  const user = setupUser();
  const view = renderApp(url, { preloadedState: signedInState as never });
  const dialog = await screen.findByRole('dialog', { name: 'Agendar consulta' });
  return { ...view, user, dialog };
}

describe('booking deep links (SPEC §2: the saved parameters are reused)', () => {
  it('preselects service, the only doctor, date and time from the Spanish parameters and books them', async () => {
    const { user, dialog } = await openLink('/dashboard?agendar=1&servicio=Primera%20consulta%20Nutricion&fecha=2026-12-01&hora=10:00');
    const ten = await within(dialog).findByRole('radio', { name: '10:00' });
    await waitFor(() => expect(ten).toBeChecked());
    expect(within(dialog).getByTitle('Primera consulta Nutrición (40 min)')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Nutrición - Lic. Paula Ortega')).toBeInTheDocument();
    expect(within(dialog).getByTitle('martes, 1 de diciembre')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Agendar consulta' }));
    expect(await screen.findByText('Consulta agendada exitosamente')).toBeInTheDocument();
    expect(api.seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/appointments',
        body: expect.objectContaining({ serviceUuid: ids.primNutri, providerUuid: ids.paula, startDateTime: '2026-12-01T13:00:00.000Z' }),
      }),
    ]);
  });

  it('takes the English aliases, asks for a doctor when the specialty has several, then still applies date and time', async () => {
    const { user, dialog } = await openLink(
      `/dashboard?appointment=yes&service=${ids.primMeno}&specialty=Menopausia&date=2026-12-01&time=15:00`,
    );
    expect(await within(dialog).findByText('Selecciona un médico para ver los horarios del enlace.')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Primera consulta Menopausia (40 min)')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Médico'));
    const options = await screen.findAllByTitle('Menopausia - Dra. Sofía Campos');
    await user.click(options[options.length - 1]);
    const three = await within(dialog).findByRole('radio', { name: '15:00' });
    await waitFor(() => expect(three).toBeChecked());
    expect(within(dialog).queryByText('Selecciona un médico para ver los horarios del enlace.')).toBeNull();
  });

  it('chooses the doctor of the link specialty among several', async () => {
    const { dialog } = await openLink(
      `/dashboard?agendar=true&servicio=${ids.primMeno}&especialidad=Sof%C3%ADa&fecha=2026-12-02&hora=10:00`,
    );
    const ten = await within(dialog).findByRole('radio', { name: '10:00' });
    await waitFor(() => expect(ten).toBeChecked());
    expect(within(dialog).getByTitle('Menopausia - Dra. Sofía Campos')).toBeInTheDocument();
  });

  it('stops at a date without free times and says why', async () => {
    const { dialog } = await openLink('/dashboard?agendar=1&servicio=Primera%20consulta%20Nutrici%C3%B3n&fecha=2026-12-05&hora=10:00');
    expect(
      await within(dialog).findByText(
        'No hay horarios disponibles el sábado, 5 de diciembre con este médico. Por favor, selecciona otra fecha.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByTitle('Nutrición - Lic. Paula Ortega')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).toBeNull();
  });

  it('stops at a time that is no longer free and says why', async () => {
    const { dialog } = await openLink('/dashboard?agendar=1&servicio=Primera%20consulta%20Nutrici%C3%B3n&fecha=2026-12-01&hora=11:00');
    expect(
      await within(dialog).findByText('La hora 11:00 ya no está disponible ese día. Por favor, selecciona otra hora.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTitle('martes, 1 de diciembre')).toBeInTheDocument();
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('says so when the date is not a date', async () => {
    const { dialog } = await openLink('/dashboard?agendar=1&servicio=Primera%20consulta%20Nutrici%C3%B3n&fecha=2026-02-30');
    expect(await within(dialog).findByText('La fecha del enlace no es válida. Por favor, selecciona una fecha.')).toBeInTheDocument();
  });

  it('says so when the service of the link does not exist', async () => {
    const { dialog } = await openLink('/dashboard?agendar=1&servicio=Acupuntura&fecha=2026-12-01&hora=10:00');
    expect(
      await within(dialog).findByText('El servicio del enlace no está disponible. Por favor, selecciona un servicio.'),
    ).toBeInTheDocument();
  });

  it.each(['/agendar-consulta', '/appointment'])('remembers %s opened before the login as a booking to open', async (path) => {
    const { store, router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(store.getState().appointments.pendingAppointmentParams).toEqual({
      open: true,
      service: null,
      specialty: null,
      date: null,
      time: null,
    });
  });

  it('opens the booking modal on the dashboard after the login when a booking route was saved', async () => {
    renderApp('/dashboard', {
      preloadedState: {
        ...signedInState,
        appointments: { pendingAppointmentParams: { open: true, service: null, specialty: null, date: null, time: null } },
      } as never,
    });
    expect(await screen.findByRole('dialog', { name: 'Agendar consulta' })).toBeInTheDocument();
  });

  it('saves the same wish for a link followed signed in as before the login, and closing the modal consumes it', async () => {
    const link = '/agendar-consulta?servicio=Primera%20consulta%20Nutricion';
    const signedOut = renderApp(link);
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/onboarding'));
    const savedSignedOut = signedOut.store.getState().appointments.pendingAppointmentParams;
    signedOut.unmount();

    const { user, store, router } = await openLink(link);
    expect(store.getState().appointments.pendingAppointmentParams).toEqual(savedSignedOut);
    expect(savedSignedOut).toEqual({ open: true, service: 'Primera consulta Nutricion', specialty: null, date: null, time: null });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agendar consulta' })).toBeNull());
    expect(store.getState().appointments.pendingAppointmentParams).toBeNull();

    // Following the link again is a new wish: the modal opens again.
    await router.navigate('/dashboard');
    await router.navigate('/agendar-consulta');
    expect(await screen.findByRole('dialog', { name: 'Agendar consulta' })).toBeInTheDocument();
  });
});
