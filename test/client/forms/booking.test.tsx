import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderModal } from '../renderModal';
import { BookingModal } from '../../../src/features/appointments/BookingModal';
import { dashboardServer, signedInState } from '../appointments/dashboardApi';

const api = dashboardServer();
beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api.server.resetHandlers();
  api.reset();
});
afterAll(() => api.server.close());

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, label: string, option: string) {
  await user.click(await screen.findByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the booking form', () => {
  it('shows each missing choice until she makes it, focuses the first, and closes the warning once all are made', async () => {
    // antd hides the real radio input under its button; the click lands on the label as a patient's would.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderModal(<BookingModal />, { preloadedState: signedInState as never, open: { modal: 'booking' } });
    const dialog = await screen.findByRole('dialog', { name: 'Agendar consulta' });
    // The form shows once her subscription has been read (a skeleton until then).
    await user.click(await within(dialog).findByRole('button', { name: 'Agendar consulta' }));

    expect(await screen.findByText('Por favor selecciona una fecha, hora, servicio y médico')).toBeInTheDocument();
    const service = within(dialog).getByLabelText('Servicio');
    await waitFor(() => expect(service).toHaveFocus());
    expect(errorOf(service)).toBe('Selecciona un servicio.');
    expect(within(dialog).getByText('Selecciona un médico.')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecciona una fecha.')).toBeInTheDocument();

    await choose(user, 'Servicio', 'Primera consulta Menopausia (40 min)');
    await waitFor(() => expect(within(dialog).queryByText('Selecciona un servicio.')).not.toBeInTheDocument());
    expect(service).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByText('Selecciona un médico.')).toBeInTheDocument();

    await choose(user, 'Médico', 'Menopausia - Dra. Ana Ruiz');
    await waitFor(() => expect(within(dialog).queryByText('Selecciona un médico.')).not.toBeInTheDocument());
    expect(within(dialog).getByText('Selecciona una fecha.')).toBeInTheDocument();

    await choose(user, 'Fecha', 'martes, 1 de diciembre');
    await waitFor(() => expect(within(dialog).queryByText('Selecciona una fecha.')).not.toBeInTheDocument());
    const times = await within(dialog).findByRole('group', { name: /^Hora/ });
    expect(errorOf(times)).toBe('Selecciona una hora.');

    await user.click(await within(dialog).findByRole('radio', { name: '10:00' }));
    await waitFor(() => expect(within(dialog).queryByText('Selecciona una hora.')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Por favor selecciona una fecha, hora, servicio y médico')).not.toBeInTheDocument());
    expect(api.seen).toEqual([]);
  });
});
