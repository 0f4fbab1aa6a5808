import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractServer } from '../msw';
import { renderApp } from '../renderApp';
import { renderModal } from '../renderModal';
import { dashboardServer, findDialog, paymentHistory, signedInSession } from '../dashboardApi';
import { PaymentHistory } from '../../../src/features/payments/PaymentHistory';
import OxxoPendingBanner from '../../../src/features/payments/OxxoPendingBanner';
import { initialPaymentsState } from '../../../src/features/payments/paymentsSlice';
import { paymentHashFor } from '../../../src/lib/paymentHash';
import { modalOpened } from '../../../src/lib/modals';
import { api } from '../../../src/api';
import { FIRST_LOAD_MS, personUuid, sessionStatus, signedIn } from './fixtures';

const sessionId = 'cs_test_0123456789abcdef';
const voucher = { reference: '930002600112345678', expiresAt: '2026-11-27T05:59:59.000Z', hostedVoucherUrl: null };
let receiptStatus = 'pending';
const receipt = () => ({ ...paymentHistory[0], id: sessionId, status: receiptStatus, paidAt: null, voucher });
const server = contractServer(
  http.get('*/api/payments/checkout-sessions/:id', () =>
    HttpResponse.json(
      sessionStatus({ status: 'open', paymentStatus: 'unpaid', fulfilled: false, paymentMethod: 'oxxo', installments: null, voucher }),
    ),
  ),
  http.get('*/api/payments/history/:id', () => HttpResponse.json(receipt())),
  http.get('*/api/payments/history', () => HttpResponse.json(paymentHistory)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  receiptStatus = 'pending';
});
afterAll(() => server.close());

const pendingOxxo = { sessionId, plan: 'primera' as const, amount: 1050, expiresAt: voucher.expiresAt };

describe('OXXO on the client', () => {
  it('turns an OXXO return into a pending voucher: no paid-consultation mark, even for a fresh primera', async () => {
    const { store } = renderApp(`/pago-exitoso?session_id=${sessionId}&plan=primera`, {
      preloadedState: signedIn({ pendingPaymentPlan: 'primera', pendingPaymentTimestamp: Date.now() }),
    });
    await screen.findByRole('heading', { name: 'Ficha de pago generada', level: 1 }, { timeout: FIRST_LOAD_MS });
    expect(screen.getByText(/La ficha vence el 26 de noviembre de 2026 a las 23:59 \(hora del centro de México\)\./)).toBeInTheDocument();
    expect(store.getState().payments.pendingOxxo).toEqual(pendingOxxo);
    expect(store.getState().payments.paymentHash).toBeNull();
    expect(screen.getByRole('button', { name: 'VER FICHA OXXO' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'AGENDAR CONSULTA' })).not.toBeInTheDocument();
  });

  it('shows the printable voucher with its amount, grouped reference and Mexico City deadline', async () => {
    renderApp(`/pago-oxxo/${sessionId}`, { preloadedState: signedIn({ pendingOxxo }) });
    const card = await screen.findByTestId('oxxo-voucher', {}, { timeout: FIRST_LOAD_MS });
    expect(within(card).getByText('$1,050.00 MXN')).toBeInTheDocument();
    expect(within(card).getByText('9300 0260 0112 3456 78')).toBeInTheDocument();
    expect(within(card).getByText('26 de noviembre de 2026 a las 23:59 (hora del centro de México)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'IMPRIMIR FICHA' })).toBeInTheDocument();
  });

  it('keeps the banner while the voucher is pending, and on payment marks the consultation paid and clears it', async () => {
    const { store } = renderModal(<OxxoPendingBanner />, { preloadedState: signedIn({ pendingOxxo }) });
    const banner = await screen.findByRole('status', {}, { timeout: FIRST_LOAD_MS });
    expect(within(banner).getByText('Pago pendiente en OXXO')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Ver ficha de pago' })).toHaveAttribute('href', `/pago-oxxo/${sessionId}`);
    expect(store.getState().payments.pendingOxxo).toEqual(pendingOxxo);

    receiptStatus = 'paid';
    await act(async () => {
      await store.dispatch(api.endpoints.getPaymentReceipt.initiate({ sessionId }, { forceRefetch: true }));
    });
    await waitFor(() => expect(store.getState().payments.pendingOxxo).toBeUndefined());
    expect(store.getState().payments.paymentHash).toBe(paymentHashFor(personUuid));
    expect(await screen.findByText('Pago en OXXO registrado')).toBeInTheDocument();
  });

  it('clears an expired voucher with a Spanish message and marks nothing paid', async () => {
    receiptStatus = 'expired';
    const { store } = renderModal(<OxxoPendingBanner />, { preloadedState: signedIn({ pendingOxxo }) });
    expect(await screen.findByText('Tu ficha de pago OXXO venció', {}, { timeout: FIRST_LOAD_MS })).toBeInTheDocument();
    expect(
      screen.getByText(
        'No se registró el pago antes de la fecha límite, así que no se realizó ningún cargo. Puedes generar una nueva ficha desde Pagar.',
      ),
    ).toBeInTheDocument();
    expect(store.getState().payments).toEqual(initialPaymentsState);
    expect(screen.queryByText('Pago pendiente en OXXO')).not.toBeInTheDocument();
  });
});

describe('Mis pagos', () => {
  it('lists date, concept, amount, method and status, and renders the actions composed for each row', async () => {
    const asked: Array<{ id: string; status: string; method: string }> = [];
    renderModal(
      <PaymentHistory
        renderActions={(p) => {
          asked.push(p);
          return p.status === 'paid' ? <button type="button">Solicitar factura</button> : null;
        }}
      />,
      { preloadedState: signedIn() },
    );
    const rows = await screen.findAllByTestId('payment-history-item', {}, { timeout: FIRST_LOAD_MS });
    expect(rows.map((r) => r.textContent)).toEqual([
      'Primera consulta Menopausia$1,050.00 MXN22 de noviembre de 2026OXXOPendienteVer ficha OXXO',
      'Plan mensual$1,200.00 MXN20 de noviembre de 2026MSI 6PagadoVer reciboSolicitar factura',
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Ver ficha OXXO' })).toHaveAttribute('href', '/pago-oxxo/cs_test_oxxo0123456789');
    expect(within(rows[1]).getByRole('link', { name: 'Ver recibo' })).toHaveAttribute('href', '/mis-pagos/cs_test_card0123456789');
    expect(asked).toContainEqual({ id: 'cs_test_card0123456789', status: 'paid', method: 'card' });
  });
});

describe('Mi cuenta with Mis pagos, from the real dashboard', () => {
  const mock = dashboardServer();
  beforeAll(() => {
    server.close();
    mock.server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => mock.server.close());

  it('shows Mis pagos inside Mi cuenta', async () => {
    const { store } = renderApp('/dashboard', { preloadedState: { session: signedInSession() } });
    await screen.findByRole('heading', { name: 'Consultas' }, { timeout: FIRST_LOAD_MS });
    act(() => store.dispatch(modalOpened({ modal: 'account' })));
    const dialog = await findDialog('Mi cuenta');
    const section = await within(dialog).findByRole('region', { name: 'Mis pagos' });
    expect(await within(section).findAllByTestId('payment-history-item')).toHaveLength(2);
  });
});
