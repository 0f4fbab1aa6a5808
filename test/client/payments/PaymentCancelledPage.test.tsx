import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../renderApp';
import { FIRST_LOAD_MS, signedIn } from './fixtures';

afterEach(() => {
  jest.useRealTimers();
});

async function arrive(url: string, payments = {}) {
  const view = renderApp(url, { preloadedState: signedIn(payments) });
  await screen.findByRole('heading', { name: 'Pago cancelado', level: 1 }, { timeout: FIRST_LOAD_MS });
  // The heading is the page's frame (there at once); the body comes with the route's code.
  await screen.findByRole('button', { name: 'INTENTAR NUEVAMENTE' }, { timeout: FIRST_LOAD_MS });
  return view;
}

const row = (label: string) => screen.getByText(label).closest('tr')?.querySelector('td')?.textContent;

describe('payment cancelled page', () => {
  it('shows the service and amount the patient had chosen and forgets the pending plan', async () => {
    const { store } = await arrive('/pago-cancelado?plan=mensual', {
      pendingPaymentPlan: 'seguimiento',
      pendingPaymentTimestamp: Date.now() - 60_000,
    });
    expect(row('Servicio')).toBe('Seguimiento Menopausia');
    expect(row('Monto')).toBe('$700.00 MXN');
    expect(screen.getByText('No se realizó ningún cargo a tu tarjeta.')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().payments.pendingPaymentPlan).toBeNull());
  });

  it('falls back to the plan the cancel URL names when nothing is pending', async () => {
    await arrive('/pago-cancelado?plan=primera-nutricion');
    expect(row('Servicio')).toBe('Primera consulta Nutrición');
    expect(row('Monto')).toBe('$900.00 MXN');
  });

  it('goes back to the plans on INTENTAR NUEVAMENTE', async () => {
    const user = userEvent.setup();
    const { router } = await arrive('/pago-cancelado?plan=primera');
    await user.click(screen.getByRole('button', { name: 'INTENTAR NUEVAMENTE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/suscripcion'));
  });

  it('goes to the dashboard on IR AL DASHBOARD', async () => {
    const user = userEvent.setup();
    const { router } = await arrive('/pago-cancelado?plan=primera');
    await user.click(screen.getByRole('button', { name: 'IR AL DASHBOARD' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('takes her to the dashboard after 8 seconds, not before, when nothing resolves', async () => {
    jest.useFakeTimers();
    const { router } = await arrive('/pago-cancelado');
    expect(screen.getByText('No encontramos el servicio que elegiste')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(7800);
    });
    expect(router.state.location.pathname).toBe('/pago-cancelado');
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('keeps a resolved purchase on screen past 8 seconds for her to try again (SPEC §4)', async () => {
    jest.useFakeTimers();
    const { router } = await arrive('/pago-cancelado?plan=primera');
    act(() => {
      jest.advanceTimersByTime(9000);
    });
    expect(router.state.location.pathname).toBe('/pago-cancelado');
    expect(screen.queryByText('En unos segundos te llevaremos a tu portal.')).toBeNull();
  });

  it('does not move a patient who already left the page when the 8 seconds run out', async () => {
    jest.useFakeTimers();
    const { router } = await arrive('/pago-cancelado');
    await act(async () => {
      await router.navigate('/form/suscripcion');
    });
    act(() => {
      jest.advanceTimersByTime(9000);
    });
    expect(router.state.location.pathname).toBe('/form/suscripcion');
  });

  it('sends a visitor without a session to /onboarding', async () => {
    const { router } = renderApp('/pago-cancelado?plan=primera');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'), { timeout: 3000 });
  });
});
