import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { loggedIn } from '../../../src/lib/events';
import { setupStore } from '../../../src/app/store';

function storedAppointmentParams() {
  const raw = window.localStorage.getItem('persist:appointments');
  if (!raw) return undefined;
  const slice = JSON.parse(raw) as Record<string, string>;
  return JSON.parse(slice.pendingAppointmentParams);
}

describe('route guard', () => {
  it('sends a visitor without a token from /pago-exitoso to /onboarding keeping the query string', async () => {
    const { router } = renderApp('/pago-exitoso?session_id=cs_test_abcdefghijk&plan=primera');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(router.state.location.search).toBe('?session_id=cs_test_abcdefghijk&plan=primera');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('saves Spanish deep-link booking parameters in persisted state before sending the visitor to log in', async () => {
    const { router, store } = renderApp('/dashboard?agendar=1&servicio=S&fecha=2026-12-01&hora=10:00', {
      storeOptions: { persist: true },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(router.state.location.search).toBe('?agendar=1&servicio=S&fecha=2026-12-01&hora=10:00');
    const expected = { open: true, service: 'S', specialty: null, date: '2026-12-01', time: '10:00' };
    expect(store.getState().appointments.pendingAppointmentParams).toEqual(expected);
    await waitFor(() => expect(storedAppointmentParams()).toEqual(expected));
  });

  it('accepts the English aliases of the booking parameters', async () => {
    const { router, store } = renderApp(
      '/appointment?appointment=yes&service=Primera%20consulta&specialty=Nutrici%C3%B3n&date=2026-12-02&time=09:30',
      { storeOptions: { persist: true } },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    const expected = { open: true, service: 'Primera consulta', specialty: 'Nutrición', date: '2026-12-02', time: '09:30' };
    expect(store.getState().appointments.pendingAppointmentParams).toEqual(expected);
    await waitFor(() => expect(storedAppointmentParams()).toEqual(expected));
  });

  it('does not open the booking modal for an agendar value other than true, 1 or yes', async () => {
    const { store } = renderApp('/agendar-consulta?agendar=no&servicio=S');
    await waitFor(() => expect(store.getState().appointments.pendingAppointmentParams).not.toBeNull());
    expect(store.getState().appointments.pendingAppointmentParams?.open).toBe(false);
  });

  it('sends a visitor without a token from /pago-cancelado, whose frame is drawn at once, to /onboarding', async () => {
    const { router } = renderApp('/pago-cancelado?plan=mensual');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(router.state.location.search).toBe('?plan=mensual');
    expect(screen.queryByRole('heading', { name: 'Pago cancelado' })).not.toBeInTheDocument();
  });

  it('lets a patient with a token reach a guarded page', async () => {
    const store = setupStore();
    store.dispatch(loggedIn({ token: 't', username: 'maria', roles: ['patient'] }));
    const { router } = renderApp('/pago-cancelado', { store });
    // The heading is the page's frame, drawn before the guard decides; the body only past the guard.
    expect(await screen.findByRole('button', { name: 'INTENTAR NUEVAMENTE' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pago cancelado' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pago-cancelado');
  });

  it('redirects / to /onboarding and shows the placeholder on /salud-mental', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    const second = renderApp('/salud-mental');
    expect(await second.findByText('Esta página estará disponible próximamente.')).toBeInTheDocument();
  });
});
