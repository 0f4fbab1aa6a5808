import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { contractServer } from '../msw';
import { renderApp } from '../renderApp';
import { paymentHashFor } from '../../../src/lib/paymentHash';
import type { PaymentsState } from '../../../src/features/payments/paymentsSlice';
import { FIRST_LOAD_MS, personUuid, sessionStatus, signedIn } from './fixtures';

const sessionId = 'cs_test_0123456789abcdef';
const asked: string[] = [];
let status: () => Record<string, unknown> = () => sessionStatus();
const server = contractServer(
  http.get('*/api/payments/checkout-sessions/:id', ({ params }) => {
    asked.push(String(params.id));
    return HttpResponse.json(status());
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  status = () => sessionStatus();
  jest.useRealTimers();
});
afterAll(() => server.close());

const startedAt = Date.UTC(2026, 10, 23, 15, 0, 0);
const after = (m: number, s: number) => startedAt + (m * 60 + s) * 1000;

/** Arrives on /pago-exitoso at `now`; the clock then runs on from there so MSW and antd keep working. */
async function arrive(url: string, payments: Partial<PaymentsState> = {}, now = Date.now()) {
  jest.useFakeTimers({ now, advanceTimers: true });
  const view = renderApp(url, { preloadedState: signedIn(payments) });
  await screen.findByRole('heading', { name: 'Pago exitoso', level: 1 }, { timeout: FIRST_LOAD_MS });
  // The heading is the frame's from the first render (src/firstPaint/frames); the page itself is there with its button.
  await screen.findByRole('button', { name: /^(AGENDAR CONSULTA|IR AL DASHBOARD)$/ }, { timeout: FIRST_LOAD_MS });
  return view;
}

const successUrl = (plan: string) => `/pago-exitoso?session_id=${sessionId}&plan=${plan}`;
const pendingNutrition = { pendingPaymentPlan: 'primera-nutricion' as const, pendingPaymentTimestamp: startedAt };

function shownRow(label: string) {
  return screen.getByText(label).closest('tr')?.querySelector('td')?.textContent;
}

describe('payment success page', () => {
  it('shows the pending plan when the patient returns 9:59 after starting the checkout', async () => {
    await arrive(successUrl('seguimiento'), pendingNutrition, after(9, 59));
    expect(shownRow('Servicio')).toBe('Primera consulta Nutrición');
    expect(shownRow('Monto')).toBe('$900.00 MXN');
    expect(shownRow('Fecha')).toBe('23 de noviembre de 2026');
  });

  it('shows the plan of the URL when the patient returns 10:01 after starting the checkout', async () => {
    await arrive(successUrl('seguimiento'), pendingNutrition, after(10, 1));
    expect(shownRow('Servicio')).toBe('Seguimiento Menopausia');
    expect(shownRow('Monto')).toBe('$700.00 MXN');
  });

  it('reads an unknown plan in the URL as the monthly plan', async () => {
    await arrive(successUrl('gratis'));
    expect(shownRow('Servicio')).toBe('Plan mensual');
    expect(shownRow('Monto')).toBe('$1,200.00 MXN');
  });

  it('shows a prescription bought in the last 10 minutes as receta with amount 0 and offers the dashboard', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { router, store } = await arrive(
      successUrl('receta'),
      { pendingPrescriptionPurchase: { encounterUuid: 'enc-1', medications: ['Estradiol'] }, pendingPrescriptionTimestamp: startedAt },
      after(9, 59),
    );
    expect(shownRow('Servicio')).toBe('Receta con envío a domicilio');
    expect(shownRow('Monto')).toBe('$0.00 MXN');
    expect(screen.queryByRole('button', { name: 'AGENDAR CONSULTA' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'IR AL DASHBOARD' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.getState().payments.paymentHash).toBeNull();
  });

  it('offers IR AL DASHBOARD after the monthly plan and stores no payment hash', async () => {
    const { store } = await arrive(successUrl('mensual'));
    expect(screen.getByRole('button', { name: 'IR AL DASHBOARD' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'AGENDAR CONSULTA' })).not.toBeInTheDocument();
    expect(store.getState().payments.paymentHash).toBeNull();
  });

  it('offers AGENDAR CONSULTA after a single consultation, which opens /agendar-consulta', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { router } = await arrive(successUrl('primera'));
    expect(screen.queryByRole('button', { name: 'IR AL DASHBOARD' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'AGENDAR CONSULTA' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agendar-consulta'));
  });

  it.each(['primera', 'seguimiento'])(
    'stores the payment hash of the signed-in person after paying %s, and clears the pending plan',
    async (plan) => {
      const { store } = await arrive(successUrl(plan), {
        pendingPaymentPlan: plan as 'primera',
        pendingPaymentTimestamp: Date.now() - 60_000,
      });
      await waitFor(() => expect(store.getState().payments.paymentHash).toBe(paymentHashFor(personUuid)));
      expect(store.getState().payments.pendingPaymentPlan).toBeNull();
      expect(store.getState().payments.pendingPaymentTimestamp).toBeNull();
    },
  );

  /** Arrives with a session nothing identifies: only the warning, never 'Pago exitoso' above it. */
  async function arriveUnidentified(url: string) {
    const view = renderApp(url, { preloadedState: signedIn() });
    await screen.findByRole('heading', { name: 'No pudimos identificar tu sesión de pago', level: 1 }, { timeout: FIRST_LOAD_MS });
    expect(screen.queryByRole('heading', { name: 'Pago exitoso' })).toBeNull();
    expect(screen.queryByText(/Gracias por tu pago/)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Si realizaste un cargo, lo verás reflejado en tu portal en unos minutos.');
    expect(screen.getByRole('button', { name: 'IR AL DASHBOARD' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'AGENDAR CONSULTA' })).toBeNull();
    return view;
  }

  it('does not trust a session id that is not a checkout session: no hash, no server call, only a warning', async () => {
    const { store } = await arriveUnidentified('/pago-exitoso?session_id=cs_123&plan=primera');
    expect(store.getState().payments.paymentHash).toBeNull();
    expect(asked).toEqual([]);
  });

  it('says only that it cannot identify a session the server does not know', async () => {
    server.use(http.get('*/api/payments/checkout-sessions/:id', () => HttpResponse.json({ message: 'No encontrado' }, { status: 404 })));
    await arriveUnidentified(successUrl('mensual'));
  });

  it('asks the server for the session and says the payment is confirmed', async () => {
    await arrive(successUrl('primera'));
    expect(await screen.findByText('Pago confirmado')).toBeInTheDocument();
    expect(asked).toEqual([sessionId]);
  });

  it('says the payment is still being confirmed and asks again until the server confirms it', async () => {
    let confirmed = false;
    status = () => sessionStatus(confirmed ? {} : { status: 'open', paymentStatus: 'unpaid', fulfilled: false });
    await arrive(successUrl('primera'));
    expect(await screen.findByText('Tu pago se está confirmando')).toBeInTheDocument();
    confirmed = true;
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(await screen.findByText('Pago confirmado')).toBeInTheDocument();
    expect(asked.length).toBe(2);
  });

  it('says so when the status of the payment cannot be read', async () => {
    server.use(http.get('*/api/payments/checkout-sessions/:id', () => HttpResponse.json({ message: 'Error interno' }, { status: 500 })));
    await arrive(successUrl('primera'));
    expect(await screen.findByText('No pudimos consultar el estado de tu pago')).toBeInTheDocument();
  });

  it('sends a visitor without a session to /onboarding', async () => {
    const { router } = renderApp(successUrl('primera'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'), { timeout: 3000 });
    expect(asked).toEqual([]);
  });
});
