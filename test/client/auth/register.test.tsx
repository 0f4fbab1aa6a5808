import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../renderApp';
import { accountServer } from './mockApi';
import { privacyNotice } from '../../../src/api/privacyNotice';

const { server, seen, fail } = accountServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

type User = ReturnType<typeof userEvent.setup>;

async function fillRegistration(user: User, { accept = true, phone = '55 1234 5678' } = {}) {
  await user.type(await screen.findByLabelText('Nombre(s) *'), 'María');
  await user.type(screen.getByLabelText('Apellidos *'), 'López');
  await user.type(screen.getByLabelText('Correo electrónico *'), 'maria@example.mx');
  await user.type(screen.getByLabelText('Teléfono (WhatsApp) *'), phone);
  await user.type(screen.getByLabelText('Fecha de nacimiento *'), '1975-04-02');
  await user.type(screen.getByLabelText('Peso habitual (kg)'), '60-65');
  await user.type(screen.getByLabelText('Estatura (cm)'), '162');
  await user.selectOptions(screen.getByLabelText('¿Cómo nos conociste?'), 'Redes sociales');
  if (accept) await user.click(screen.getByLabelText('Aviso de privacidad y aceptación de contacto por WhatsApp *'));
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

async function reachVerification() {
  const view = renderApp('/form/crear-cuenta');
  const user = userEvent.setup();
  await fillRegistration(user);
  expect(await screen.findByRole('heading', { name: 'Verificar correo electrónico' })).toBeInTheDocument();
  return { ...view, user };
}

async function fillVerification(user: User, code: string, password: string, confirm: string) {
  if (code) await user.type(screen.getByLabelText('Código de verificación'), code);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirmar contraseña'), confirm);
}

describe('registration, stage registro', () => {
  it("is titled 'Crear cuenta' and links to the login", async () => {
    renderApp('/form/crear-cuenta');
    expect(await screen.findByRole('heading', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/onboarding');
  });

  it('requires the privacy acceptance and the mandatory fields', async () => {
    renderApp('/form/crear-cuenta');
    await fillRegistration(userEvent.setup(), { accept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor complete todos los campos obligatorios y acepte el aviso de privacidad',
    );
    expect(seen).toEqual([]);
  });

  it('sends the SPEC payload (gender f, empty address, openmrsId = phone), requests a code and moves to verification', async () => {
    const { store } = await reachVerification();
    expect(seen.map((s) => s.path)).toEqual(['/api/auth/register', '/api/auth/request-verification-code']);
    expect(seen[0].body).toEqual({
      firstName: 'María',
      lastName: 'López',
      birthdate: '1975-04-02',
      gender: 'f',
      email: 'maria@example.mx',
      address: '',
      phoneNumber: '5512345678',
      openmrsId: '5512345678',
      weight: '60-65',
      height: '162',
      comoNosConociste: 'Redes sociales',
      aceptaPrivacidad: true,
      // Optional fields naming the notice the form showed (the checkbox accepts that text).
      privacyNoticeVersion: privacyNotice.version,
      privacyNoticeSha256: privacyNotice.sha256,
    });
    expect(seen[1].body).toEqual({ email: 'maria@example.mx' });
    expect(store.getState().auth.registration).toEqual({ stage: 'verificacion', email: 'maria@example.mx' });
  });

  it("shows 'Enviando código de verificación...' while the code is requested", async () => {
    let release: () => void = () => {};
    server.use(
      http.post('*/api/auth/request-verification-code', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'Código de verificación enviado' });
      }),
    );
    renderApp('/form/crear-cuenta');
    await fillRegistration(userEvent.setup());
    expect(await screen.findByText('Enviando código de verificación...')).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByRole('heading', { name: 'Verificar correo electrónico' })).toBeInTheDocument();
  });

  it.each([
    [400, 'Datos inválidos. Por favor verifica la información ingresada.'],
    [409, 'El usuario ya existe. Por favor intenta iniciar sesión.'],
    [500, 'Error del servidor. Por favor intenta nuevamente más tarde.'],
    [503, 'Error del servidor. Por favor intenta nuevamente más tarde.'],
  ])('answers a %i without a server message with its SPEC text', async (status, message) => {
    fail('post', '/auth/register', status, undefined, 'a bare status, as from a proxy');
    renderApp('/form/crear-cuenta');
    await fillRegistration(userEvent.setup());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("prefers the server's message, then its error field", async () => {
    fail('post', '/auth/register', 409, { message: 'Ya existe una cuenta con este correo electrónico' });
    renderApp('/form/crear-cuenta');
    await fillRegistration(userEvent.setup());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una cuenta con este correo electrónico');
  });

  it('uses the error field when there is no message', async () => {
    fail('post', '/auth/register', 400, { error: 'El teléfono ya está registrado' }, 'an error without message');
    renderApp('/form/crear-cuenta');
    await fillRegistration(userEvent.setup());
    expect(await screen.findByRole('alert')).toHaveTextContent('El teléfono ya está registrado');
  });

  it('accepts the phone as she writes it (+52 1, brackets, dashes) and sends its ten digits', async () => {
    renderApp('/form/crear-cuenta');
    await fillRegistration(userEvent.setup(), { phone: '+52 1 (55) 1234-5678' });
    expect(await screen.findByRole('heading', { name: 'Verificar correo electrónico' })).toBeInTheDocument();
    expect(seen[0].body).toMatchObject({ phoneNumber: '5512345678', openmrsId: '5512345678' });
  });

  it('refuses a phone that is not 10 digits', async () => {
    renderApp('/form/crear-cuenta');
    await fillRegistration(userEvent.setup(), { phone: '55123' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El teléfono debe tener 10 dígitos (puedes escribirlo con espacios, guiones o +52).',
    );
  });
});

describe('registration, stage verificacion', () => {
  it('keeps the verify button disabled until code, password and confirmation are filled', async () => {
    const { user } = await reachVerification();
    const verify = screen.getByRole('button', { name: 'Verificar' });
    expect(verify).toBeDisabled();
    await fillVerification(user, '123456', 'Secreta12345', '');
    expect(verify).toBeDisabled();
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Secreta12345');
    expect(verify).toBeEnabled();
  });

  it('checks the password rules before calling the server', async () => {
    const { user } = await reachVerification();
    await fillVerification(user, '123456', 'sinmayuscula1', 'sinmayuscula1');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La contraseña debe cumplir con los siguientes requisitos:');
    expect(Array.from(alert.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['• Al menos una letra mayúscula']);
    expect(seen.some((s) => s.path === '/api/auth/verify-email')).toBe(false);
  });

  it("answers a wrong code (401) with 'Código de verificación incorrecto o expirado.'", async () => {
    const { user } = await reachVerification();
    fail('post', '/auth/verify-email', 401, { message: 'Código de verificación incorrecto o expirado.' });
    await fillVerification(user, '000000', 'Secreta12345', 'Secreta12345');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código de verificación incorrecto o expirado.');
  });

  it("shows 'Verificando...' while verifying, then logs in automatically and lands on /welcome", async () => {
    const { user, router, store } = await reachVerification();
    let release: () => void = () => {};
    server.use(
      http.post('*/api/auth/verify-email', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'Correo verificado correctamente' });
      }),
    );
    await fillVerification(user, '123456', 'Secreta12345', 'Secreta12345');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('button', { name: 'Verificando...' })).toBeDisabled();
    act(() => release());
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(await screen.findByRole('heading', { name: '¿Qué tipo de consulta te gustaría agendar?' })).toBeInTheDocument();
    expect(store.getState().session.token).toBe('tok-maria');
    expect(seen.find((s) => s.path === '/api/auth/login-by-email')?.body).toEqual({ email: 'maria@example.mx', password: 'Secreta12345' });
  });

  it('sends her to /onboarding with a warning when the automatic login fails', async () => {
    const { user, router } = await reachVerification();
    fail('post', '/auth/login-by-email', 500, { message: 'Error del servidor. Por favor intenta nuevamente más tarde.' });
    await fillVerification(user, '123456', 'Secreta12345', 'Secreta12345');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Error en el login automático');
    expect(notice).toHaveTextContent('Cuenta verificada. Por favor inicia sesión manualmente.');
  });
});

describe('welcome', () => {
  it('sends every card to /form/suscripcion and "Ir a mi portal" to /dashboard', async () => {
    renderApp('/welcome');
    await screen.findByRole('heading', { name: '¿Qué tipo de consulta te gustaría agendar?' });
    for (const name of ['Perimenopausia/Menopausia', 'Nutrición', 'Espacios ELLA']) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', '/form/suscripcion');
    }
    expect(screen.getByRole('link', { name: 'Ir a mi portal' })).toHaveAttribute('href', '/dashboard');
  });
});
