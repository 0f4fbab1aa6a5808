import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../renderApp';
import { dashboardServer, findDialog, signedInSession } from '../dashboardApi';
import { modalOpened } from '../../../src/lib/modals';
import type { SessionState } from '../../../src/lib/session';

const mock = dashboardServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.server.resetHandlers());
afterAll(() => mock.server.close());

async function openAccount(session: Partial<SessionState> = {}) {
  const { store } = renderApp('/dashboard', { preloadedState: { session: signedInSession(session) } });
  await screen.findByRole('heading', { name: 'Consultas' });
  act(() => store.dispatch(modalOpened({ modal: 'account' })));
  return findDialog('Mi cuenta');
}

const valueOf = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;

describe('Mi cuenta', () => {
  it('shows her name, e-mail, phone, birthdate, age and address', async () => {
    const dialog = await openAccount();
    expect(valueOf(dialog, 'Nombre')).toBe('Lucía Hernández Ramírez');
    expect(valueOf(dialog, 'Correo electrónico')).toBe('lucia@example.mx');
    expect(valueOf(dialog, 'Teléfono')).toBe('5512345678');
    expect(valueOf(dialog, 'Fecha de nacimiento')).toBe('14 de marzo de 1975');
    expect(valueOf(dialog, 'Edad')).toBe('51 años');
    expect(valueOf(dialog, 'Dirección')).toBe('Av. Insurgentes Sur 1602, Ciudad de México, CDMX, C.P. 03940, México');
  });

  it('shows the same initials on her avatar as the side panel does', async () => {
    const dialog = await openAccount({ profilePictureUrl: null });
    expect(within(dialog).getByText('LH')).toBeInTheDocument();
    expect(document.querySelector('.side-panel-avatar')?.textContent).toBe('LH');
  });

  it('says No registrado for data the portal does not have', async () => {
    const dialog = await openAccount({ address: null, phoneNumber: null, age: null });
    expect(valueOf(dialog, 'Dirección')).toBe('No registrado');
    expect(valueOf(dialog, 'Teléfono')).toBe('No registrado');
    expect(valueOf(dialog, 'Edad')).toBe('No registrado');
  });

  it('announces photo upload as coming soon', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await openAccount();
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar foto' }));
    expect(await screen.findByText('Muy pronto podrás subir tu foto de perfil.')).toBeInTheDocument();
    expect(screen.getByText('Próximamente')).toBeInTheDocument();
  });

  it('announces photo deletion as coming soon', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await openAccount();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar foto' }));
    expect(await screen.findByText('Muy pronto podrás eliminar tu foto de perfil.')).toBeInTheDocument();
  });
});
