import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { contractServer } from '../msw';
import { renderApp } from '../renderApp';
import { leavePortal } from '../../../src/features/payments/leavePortal';
import { FIRST_LOAD_MS, signedIn } from './fixtures';

const requests: unknown[] = [];
let reply: () => Response = () => HttpResponse.json({ id: 'cs_test_0123456789abcdef', url: '/checkout/cs_test_0123456789abcdef' });
const server = contractServer(
  http.post('*/api/payments/create-checkout-session', async ({ request }) => {
    requests.push(await request.json());
    return reply();
  }),
);

let leftFor: jest.SpyInstance;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  leftFor = jest.spyOn(leavePortal, 'to').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  reply = () => HttpResponse.json({ id: 'cs_test_0123456789abcdef', url: '/checkout/cs_test_0123456789abcdef' });
  leftFor.mockRestore();
});
afterAll(() => server.close());

async function openPlans(state = signedIn()) {
  const view = renderApp('/form/suscripcion', { preloadedState: state });
  await screen.findByRole('heading', { name: 'Suscripción', level: 1 }, { timeout: FIRST_LOAD_MS });
  // The heading is the page's frame (there at once); the body comes with the route's code.
  await screen.findByRole('button', { name: 'PAGAR' }, { timeout: FIRST_LOAD_MS });
  return view;
}

describe('plan selection page', () => {
  it('lists the five plans with their prices in pesos inside a labelled group, the monthly plan chosen first', async () => {
    await openPlans();
    const group = screen.getByRole('group', { name: 'Planes disponibles' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual([
      'Plan mensual$1,200.00 MXN',
      'Primera consulta Menopausia$1,050.00 MXN',
      'Seguimiento Menopausia$700.00 MXN',
      'Primera consulta Nutrición$900.00 MXN',
      'Seguimiento Nutrición$900.00 MXN',
    ]);
    expect(screen.getByRole('radio', { name: /Plan mensual/ })).toBeChecked();
    expect(screen.getByTestId('plan-total')).toHaveTextContent('$1,200.00 MXN');
    expect(screen.getByRole('heading', { name: 'Plan mensual', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Duración:').parentElement).toHaveTextContent('Duración: Un mes');
    expect(
      within(screen.getByRole('list', { name: 'Incluye:' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Primera consulta de menopausia',
      'Seguimientos médicos ilimitados',
      '1 consulta mensual de nutrición o 1 acceso a Espacios ELLA',
      'Envío a domicilio',
      'Seguimiento personalizado',
    ]);
    expect(screen.getByText('Pago seguro')).toBeInTheDocument();
  });

  it('updates the total and the detail panel when the patient picks another plan with the keyboard', async () => {
    const user = userEvent.setup();
    await openPlans();
    await user.click(screen.getByRole('radio', { name: /Plan mensual/ }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Primera consulta Menopausia/ })).toBeChecked();
    expect(screen.getByTestId('plan-total')).toHaveTextContent('$1,050.00 MXN');
    expect(screen.getByRole('heading', { name: 'Primera consulta Menopausia', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Duración:').parentElement).toHaveTextContent('Duración: 40 minutos');
  });

  it('opens a checkout session for the chosen plan, remembers it with the time, and leaves for the checkout', async () => {
    const user = userEvent.setup();
    const before = Date.now();
    const { store } = await openPlans();
    await user.click(screen.getByRole('radio', { name: /Seguimiento Menopausia/ }));
    await user.click(screen.getByRole('button', { name: 'PAGAR' }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/checkout/cs_test_0123456789abcdef'));
    expect(requests).toEqual([{ priceId: 'seguimiento' }]);
    const { pendingPaymentPlan, pendingPaymentTimestamp } = store.getState().payments;
    expect(pendingPaymentPlan).toBe('seguimiento');
    expect(pendingPaymentTimestamp).toBeGreaterThanOrEqual(before);
    expect(store.recorder.entries().map((e) => e.type)).toContain('payments/checkoutStarted');
  });

  it('sends a visitor without a session to /onboarding, keeping the query string, without calling the server', async () => {
    const { router } = renderApp('/form/suscripcion?plan=primera', {
      preloadedState: { ...signedIn(), session: { ...signedIn().session, token: null } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'), { timeout: FIRST_LOAD_MS });
    expect(router.state.location.search).toBe('?plan=primera');
    await screen.findByRole('heading', { name: 'Iniciar sesión' }, { timeout: FIRST_LOAD_MS });
    expect(screen.queryByRole('button', { name: 'PAGAR' })).toBeNull();
    expect(requests).toEqual([]);
    expect(leftFor).not.toHaveBeenCalled();
  });

  it('says the payment could not start when the server answers without a checkout URL', async () => {
    const user = userEvent.setup();
    reply = () => HttpResponse.json({ id: 'cs_test_0123456789abcdef', url: '' });
    const { store } = await openPlans();
    await user.click(screen.getByRole('button', { name: 'PAGAR' }));
    expect(await screen.findByText('Error al procesar pago')).toBeInTheDocument();
    expect(screen.getByText('No se pudo iniciar el proceso de pago. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(store.getState().payments.pendingPaymentPlan).toBeNull();
    expect(leftFor).not.toHaveBeenCalled();
  });

  it('shows the HTTP status when the checkout session cannot be created, and lets the patient try again', async () => {
    const user = userEvent.setup();
    reply = () => HttpResponse.json({ message: 'Error interno' }, { status: 500 });
    await openPlans();
    await user.click(screen.getByRole('button', { name: 'PAGAR' }));
    expect(await screen.findByText('Error 500: No se pudo crear la sesión de pago')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PAGAR' })).toBeEnabled();
    expect(leftFor).not.toHaveBeenCalled();
  });

  it('goes back to the dashboard on CANCELAR', async () => {
    const user = userEvent.setup();
    const { router } = await openPlans();
    await user.click(screen.getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(requests).toEqual([]);
  });
});
