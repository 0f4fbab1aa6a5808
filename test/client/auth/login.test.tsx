import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../renderApp';
import { accountServer, patientRecord } from './mockApi';
import { sessionExpired } from '../../../src/lib/events';
import { setupStore } from '../../../src/app/store';

const { server, seen, fail } = accountServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText('Correo electrónico'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return user;
}

describe('login screen', () => {
  it('shows the hero, the welcome text and the link to registration', async () => {
    renderApp('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bienvenida a tu portal de salud' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/form/crear-cuenta');
  });

  it('asks for both fields before calling the server', async () => {
    renderApp('/onboarding');
    await fillLogin('maria@example.mx', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor complete todos los campos');
    expect(seen).toEqual([]);
  });

  it("shows the server's message when the login is refused", async () => {
    fail('post', '/auth/login-by-email', 401, { message: 'Correo o contraseña incorrectos' });
    renderApp('/onboarding');
    await fillLogin('maria@example.mx', 'Incorrecta123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos');
  });

  it("falls back to 'Error en el login' when the server gives no message", async () => {
    fail('post', '/auth/login-by-email', 500, undefined, 'a bare 500, as from a proxy');
    const { store } = renderApp('/onboarding');
    await fillLogin('maria@example.mx', 'Secreta12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error en el login');
    expect(store.getState().session.token).toBeNull();
  });

  it('logs in, caches the patient record in the session and goes to /dashboard keeping a deep link', async () => {
    const { store, router } = renderApp('/onboarding?agendar=1&servicio=S');
    await fillLogin('maria@example.mx', 'Secreta12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?agendar=1&servicio=S');
    const session = store.getState().session;
    expect(session).toMatchObject({
      token: 'tok-maria',
      roles: ['patient'],
      openmrsId: patientRecord.openmrsId,
      patientUuid: patientRecord.patientUuid,
      personUuid: patientRecord.personUuid,
      phoneNumber: patientRecord.phoneNumber,
      address: patientRecord.address,
    });
    expect(seen.map((s) => s.path)).toEqual(['/api/auth/login-by-email', '/api/patients/search-by-email?email=maria%40example.mx']);
    expect(seen[1].authorization).toBe('Bearer tok-maria');
    const types = store.recorder.entries().map((e) => e.type);
    expect(types).toContain('session/loggedIn');
    expect(types).toContain('session/patientRecordLoaded');
  });

  it('explains why the session ended when the idle timer logged her out', async () => {
    const store = setupStore();
    store.dispatch(sessionExpired({ reason: 'idle' }));
    renderApp('/onboarding', { store });
    expect(await screen.findByRole('status')).toHaveTextContent('Cerramos tu sesión por inactividad');
  });
});

describe('password recovery', () => {
  async function openRecovery() {
    renderApp('/onboarding');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(await screen.findByRole('heading', { name: 'Recuperar contraseña' })).toBeInTheDocument();
    return user;
  }

  async function requestCode(user: ReturnType<typeof userEvent.setup>, email: string) {
    if (email) await user.type(screen.getByLabelText('Correo electrónico'), email);
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  }

  it('asks for the e-mail', async () => {
    const user = await openRecovery();
    await requestCode(user, '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor ingrese su correo electrónico');
  });

  it.each([
    [404, 'No se encontró una cuenta asociada con este correo electrónico'],
    [500, 'Error al enviar código de verificación'],
  ])('answers a %i from the code request with its message', async (status, message) => {
    fail('post', '/auth/request-password-reset-by-email', status, { message: 'x' });
    const user = await openRecovery();
    await requestCode(user, 'maria@example.mx');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  async function openVerification() {
    const user = await openRecovery();
    await requestCode(user, 'maria@example.mx');
    expect(await screen.findByRole('heading', { name: 'Restablecer contraseña' })).toBeInTheDocument();
    return user;
  }

  it('asks for no account data before the code is typed', async () => {
    await openVerification();
    expect(seen.map((s) => s.path)).toEqual(['/api/auth/request-password-reset-by-email']);
  });

  async function submitReset(user: ReturnType<typeof userEvent.setup>, code: string, password: string, confirm: string) {
    if (code) await user.type(screen.getByLabelText('Código de verificación'), code);
    if (password) await user.type(screen.getByLabelText('Nueva contraseña'), password);
    if (confirm) await user.type(screen.getByLabelText('Confirmar contraseña'), confirm);
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
  }

  it('requires code, password and confirmation', async () => {
    const user = await openVerification();
    await submitReset(user, '123456', 'Nueva12345', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor complete todos los campos');
  });

  it('requires matching passwords', async () => {
    const user = await openVerification();
    await submitReset(user, '123456', 'Nueva12345', 'Nueva12346');
    expect(await screen.findByRole('alert')).toHaveTextContent('Las contraseñas no coinciden');
  });

  it('lists exactly the password rules that fail', async () => {
    const user = await openVerification();
    await submitReset(user, '123456', 'corta', 'corta');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La contraseña debe cumplir con los siguientes requisitos:');
    expect(Array.from(alert.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      '• Más de 8 caracteres',
      '• Al menos una letra mayúscula',
      '• Al menos un número',
    ]);
  });

  it('answers a code the look-up refuses (404) as an invalid code, without trying the reset', async () => {
    fail('get', '/patients/search-by-email', 404, { message: 'No se encontró el recurso solicitado.' });
    const user = await openVerification();
    await submitReset(user, '000000', 'Nueva12345', 'Nueva12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Código de verificación inválido o expirado');
    expect(seen.some((s) => s.path === '/api/auth/reset-password')).toBe(false);
  });

  it('says so when the account cannot be looked up for another reason', async () => {
    fail('get', '/patients/search-by-email', 500, { message: 'Error del servidor. Por favor intenta nuevamente más tarde.' });
    const user = await openVerification();
    await submitReset(user, '123456', 'Nueva12345', 'Nueva12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al buscar información del paciente');
  });

  it('answers an invalid code (400) with its message', async () => {
    fail('post', '/auth/reset-password', 400, { message: 'x' });
    const user = await openVerification();
    await submitReset(user, '000000', 'Nueva12345', 'Nueva12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Código de verificación inválido o expirado');
  });

  it('resets the password with the account id, returns to login and clears the form', async () => {
    const user = await openVerification();
    await submitReset(user, '123456', 'Nueva12345', 'Nueva12345');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Contraseña actualizada correctamente');
    const lookUp = seen.find((s) => s.path.startsWith('/api/patients/search-by-email'));
    expect(lookUp).toMatchObject({
      path: '/api/patients/search-by-email?email=maria%40example.mx',
      verificationCode: '123456',
      authorization: null,
    });
    expect(seen.find((s) => s.path === '/api/auth/reset-password')?.body).toEqual({
      openmrsId: '5512345678',
      code: '123456',
      newPassword: 'Nueva12345',
    });
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
  });
});
