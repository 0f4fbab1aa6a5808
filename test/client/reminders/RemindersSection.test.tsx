import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../renderApp';
import { dashboardServer, findDialog, signedInSession } from '../dashboardApi';
import { modalOpened } from '../../../src/lib/modals';

const mock = dashboardServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.server.resetHandlers());
afterAll(() => mock.server.close());

async function openRecordatorios() {
  const { store } = renderApp('/dashboard', { preloadedState: { session: signedInSession() } });
  await screen.findByRole('heading', { name: 'Consultas' });
  act(() => store.dispatch(modalOpened({ modal: 'account' })));
  const dialog = await findDialog('Mi cuenta');
  const section = (await within(dialog).findByRole('heading', { name: 'Recordatorios' })).closest('section')!;
  return within(section);
}

describe('Mi cuenta → Recordatorios', () => {
  it('shows both channels on as the server has them, and saves turning e-mail off', async () => {
    const user = userEvent.setup({ delay: null });
    const section = await openRecordatorios();
    const email = section.getByRole('switch', { name: 'Por correo electrónico' });
    const whatsapp = section.getByRole('switch', { name: 'Por WhatsApp' });
    await waitFor(() => expect(email).toBeChecked());
    expect(whatsapp).toBeChecked();

    await user.click(email);
    await waitFor(() => expect(email).not.toBeChecked());
    expect(mock.calls('PUT', '/reminders/preferences').map((c) => c.body)).toEqual([{ email: false, whatsapp: true }]);
    expect(whatsapp).toBeChecked();
  });

  it('offers WhatsApp only to a patient who accepted WhatsApp contact', async () => {
    mock.answer('get', '/reminders/preferences', 200, { email: true, whatsapp: true, whatsappAccepted: false });
    const section = await openRecordatorios();
    const whatsapp = section.getByRole('switch', { name: 'Por WhatsApp' });
    await waitFor(() => expect(whatsapp).toBeDisabled());
    expect(whatsapp).not.toBeChecked();
    expect(whatsapp).toHaveAccessibleDescription('Disponible cuando aceptas el contacto por WhatsApp.');
  });
});
