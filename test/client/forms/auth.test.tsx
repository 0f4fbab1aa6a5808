import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../renderApp';
import { accountServer } from '../auth/mockApi';

const { server, seen } = accountServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

type User = ReturnType<typeof userEvent.setup>;

const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((e) => e?.id.endsWith('-error'))?.textContent;

/** Fills each field in turn: its mark goes at once, the page's notice stays until the last one is right. */
async function fixInTurn(user: User, fields: Array<[string, string]>, notice: string) {
  for (const [i, [label, value]] of fields.entries()) {
    const field = screen.getByLabelText(label);
    expect(errorOf(field)).toBe('Campo obligatorio');
    await user.type(field, value);
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
    expect(errorOf(field)).toBeUndefined();
    if (i < fields.length - 1) expect(screen.getByRole('alert')).toHaveTextContent(notice);
  }
}

describe('the login form', () => {
  it('marks each empty field until she fills it, focuses the first, and drops the notice once both are filled', async () => {
    renderApp('/onboarding');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor complete todos los campos');
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
    await fixInTurn(
      user,
      [
        ['Correo electrónico', 'maria@example.mx'],
        ['Contraseña', 'Secreta12345'],
      ],
      'Por favor complete todos los campos',
    );
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(seen).toEqual([]);
  });
});

describe('the password reset', () => {
  it('marks each empty field, then what is still wrong, until all is right', async () => {
    renderApp('/onboarding');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor ingrese su correo electrónico');
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveFocus();
    expect(errorOf(email)).toBe('Campo obligatorio');
    await user.type(email, 'maria@example.mx');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('heading', { name: 'Restablecer contraseña' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor complete todos los campos');
    expect(screen.getByLabelText('Código de verificación')).toHaveFocus();
    await fixInTurn(
      user,
      [
        ['Código de verificación', '123456'],
        ['Nueva contraseña', 'Nueva12345'],
      ],
      'Por favor complete todos los campos',
    );
    const confirm = screen.getByLabelText('Confirmar contraseña');
    await user.type(confirm, 'Nueva1234');
    // The notice follows her: now it says what is still wrong.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Las contraseñas no coinciden'));
    expect(errorOf(confirm)).toBe('No coincide con la contraseña.');
    await user.type(confirm, '5');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(confirm).not.toHaveAttribute('aria-invalid');
    expect(seen.map((s) => s.path)).toEqual(['/api/auth/request-password-reset-by-email']);
  });
});

describe('the registration', () => {
  it('marks each missing field until she fills it, focuses the first, and drops the notice once all is right', async () => {
    renderApp('/form/crear-cuenta');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Crear cuenta' }));
    const notice = 'Por favor complete todos los campos obligatorios y acepte el aviso de privacidad';
    expect(await screen.findByRole('alert')).toHaveTextContent(notice);
    expect(screen.getByLabelText('Nombre(s) *')).toHaveFocus();
    await fixInTurn(
      user,
      [
        ['Nombre(s) *', 'María'],
        ['Apellidos *', 'López'],
        ['Correo electrónico *', 'maria@example.mx'],
        ['Teléfono (WhatsApp) *', '55 1234 5678'],
        ['Fecha de nacimiento *', '1975-04-02'],
      ],
      notice,
    );
    const privacy = screen.getByLabelText('Aviso de privacidad y aceptación de contacto por WhatsApp *');
    expect(errorOf(privacy)).toBe('Acepta el aviso de privacidad para continuar.');
    await user.click(privacy);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(privacy).not.toHaveAttribute('aria-invalid');
    expect(seen).toEqual([]);
  });
});

describe('the e-mail verification', () => {
  it('marks a password that breaks the rules and a confirmation that differs until both are right', async () => {
    renderApp('/form/crear-cuenta');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nombre(s) *'), 'María');
    await user.type(screen.getByLabelText('Apellidos *'), 'López');
    await user.type(screen.getByLabelText('Correo electrónico *'), 'maria@example.mx');
    await user.type(screen.getByLabelText('Teléfono (WhatsApp) *'), '55 1234 5678');
    await user.type(screen.getByLabelText('Fecha de nacimiento *'), '1975-04-02');
    await user.click(screen.getByLabelText('Aviso de privacidad y aceptación de contacto por WhatsApp *'));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('heading', { name: 'Verificar correo electrónico' })).toBeInTheDocument();
    seen.length = 0;

    await user.type(screen.getByLabelText('Código de verificación'), '123456');
    const password = screen.getByLabelText('Contraseña');
    await user.type(password, 'sinmayuscula1');
    const confirm = screen.getByLabelText('Confirmar contraseña');
    await user.type(confirm, 'sinmayuscula1');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña debe cumplir con los siguientes requisitos:');
    expect(password).toHaveFocus();
    expect(errorOf(password)).toBe('Aún no cumple los requisitos.');

    await user.clear(password);
    await user.type(password, 'Secreta12345');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Las contraseñas no coinciden'));
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(errorOf(confirm)).toBe('No coincide con la contraseña.');
    await user.clear(confirm);
    await user.type(confirm, 'Secreta12345');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(confirm).not.toHaveAttribute('aria-invalid');
    expect(seen).toEqual([]);
  });
});
