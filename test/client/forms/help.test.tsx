import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderModal } from '../renderModal';
import { dashboardServer, findDialog, signedInSession } from '../dashboardApi';
import { HelpModal } from '../../../src/features/help/HelpModal';

const mock = dashboardServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.server.resetHandlers();
  mock.seen.length = 0;
});
afterAll(() => mock.server.close());

type User = ReturnType<typeof userEvent.setup>;

/** A patient whose session holds no name or e-mail: every field of the form starts empty. */
async function openHelp() {
  renderModal(<HelpModal />, {
    preloadedState: { session: signedInSession({ fullName: null, email: null, phoneNumber: null }) },
    open: { modal: 'help' },
  });
  return findDialog('Centro de ayuda');
}

async function type(user: User, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the help message form', () => {
  it('shows each error until its field is right, then drops it and the summary, and focuses the first wrong field', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await openHelp();
    const form = within(dialog).getByRole('form', { name: 'Enviar un mensaje de ayuda' });
    await user.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));

    expect(await within(form).findByText('Por favor completa todos los campos')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getAllByText('Campo obligatorio')).toHaveLength(4));
    const name = within(form).getByLabelText('Nombre');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(name)).toBe('Campo obligatorio');

    await type(user, name, 'Lucía Hernández');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    await waitFor(() => expect(within(form).getAllByText('Campo obligatorio')).toHaveLength(3));

    await type(user, within(form).getByLabelText('Correo electrónico'), 'lucia@example.mx');
    await waitFor(() => expect(within(form).getAllByText('Campo obligatorio')).toHaveLength(2));

    await user.click(within(form).getByLabelText('Asunto'));
    await user.click(await screen.findByTitle('Citas'));
    await waitFor(() => expect(within(form).getAllByText('Campo obligatorio')).toHaveLength(1));
    expect(within(form).getByText('Por favor completa todos los campos')).toBeInTheDocument();

    await type(user, within(form).getByLabelText('Mensaje'), 'No encuentro la liga de mi consulta.');
    await waitFor(() => expect(within(form).queryByText('Campo obligatorio')).not.toBeInTheDocument());
    await waitFor(() => expect(within(form).queryByText('Por favor completa todos los campos')).not.toBeInTheDocument());
    expect(mock.calls('POST', '/help/messages')).toHaveLength(0);
  });

  it('says the e-mail is not valid only while it is not', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await openHelp();
    const form = within(dialog).getByRole('form', { name: 'Enviar un mensaje de ayuda' });
    const email = within(form).getByLabelText('Correo electrónico');
    await type(user, email, 'lucia@');
    await user.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await within(form).findByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
    await type(user, email, 'example.mx');
    await waitFor(() => expect(within(form).queryByText('Ingresa un correo electrónico válido')).not.toBeInTheDocument());
  });
});

describe('the contact form', () => {
  it('shows each error until its field is right, then drops it and the summary, and focuses the first wrong field', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await openHelp();
    await user.click(within(dialog).getByRole('tab', { name: 'Contacto' }));
    const form = within(dialog).getByRole('form', { name: 'Formulario de contacto' });
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));

    expect(await within(form).findByText('Por favor completa todos los campos obligatorios')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getAllByText('Campo obligatorio')).toHaveLength(3));
    expect(within(form).getByLabelText('Nombre')).toHaveFocus();

    await type(user, within(form).getByLabelText('Nombre'), 'Lucía Hernández');
    await waitFor(() => expect(within(form).getAllByText('Campo obligatorio')).toHaveLength(2));
    await type(user, within(form).getByLabelText('Correo electrónico'), 'lucia@example.mx');
    await waitFor(() => expect(within(form).getAllByText('Campo obligatorio')).toHaveLength(1));
    const message = within(form).getByLabelText('Mensaje');
    expect(errorOf(message)).toBe('Campo obligatorio');
    await type(user, message, 'Quisiera información sobre el plan mensual.');
    await waitFor(() => expect(within(form).queryByText('Campo obligatorio')).not.toBeInTheDocument());
    await waitFor(() => expect(within(form).queryByText('Por favor completa todos los campos obligatorios')).not.toBeInTheDocument());
    expect(mock.calls('POST', '/contact')).toHaveLength(0);
  });
});
