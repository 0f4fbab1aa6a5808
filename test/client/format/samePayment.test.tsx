import { http, HttpResponse } from 'msw';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../renderApp';
import { dashboardServer, findDialog, signedInSession } from '../dashboardApi';
import { FIRST_LOAD_MS } from '../payments/fixtures';
import { modalOpened } from '../../../src/lib/modals';
import type { InvoiceOverview, InvoiceRequest, PaymentHistoryItem, PaymentReceipt } from '../../../src/api';

/**
 * One payment, read in every place she meets it: paid at 01:56 on 27 November in Buenos Aires, which is
 * still the 26th in Mexico City and in UTC-6 browsers. Every place must say 27 de noviembre de 2026 and
 * $1,200.00 MXN.
 */
const paidAt = '2026-11-27T04:56:00.000Z';
const payment: PaymentHistoryItem = {
  id: 'cs_test_samepayment0001',
  createdAt: '2026-11-27T04:55:00.000Z',
  paidAt,
  concept: 'Plan mensual',
  amount: 1200,
  currency: 'mxn',
  method: 'card',
  installments: null,
  status: 'paid',
  kind: 'plan',
  plan: 'mensual',
};
const receipt: PaymentReceipt = { ...payment, paidAt, voucher: null };
const invoiceable = {
  id: payment.id,
  concept: payment.concept,
  amount: payment.amount,
  paidAt,
  method: 'card' as const,
  installments: null,
  deductible: true,
  invoiceId: null,
};
const request: InvoiceRequest = {
  id: '6c1d2a8e-6d53-4c1b-9a36-3c1f1b6a1e77',
  paymentId: payment.id,
  concept: payment.concept,
  amount: payment.amount,
  method: 'card',
  deductible: true,
  rfc: 'GODE561231GR8',
  legalName: 'LUCIA HERNANDEZ RAMIREZ',
  taxRegime: '605',
  cfdiUse: 'D01',
  postalCode: '03940',
  status: 'requested',
  cfdiUuid: null,
  requestedAt: '2026-11-27T05:10:00.000Z',
  issuedAt: null,
};

const date = '27 de noviembre de 2026';
const amount = '$1,200.00 MXN';

const mock = dashboardServer();
let requested = false;
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requested = false;
  mock.server.use(
    http.get('*/api/payments/history/:id', () => HttpResponse.json(receipt)),
    http.get('*/api/payments/history', () => HttpResponse.json([payment])),
    http.get('*/api/patients/:id/invoices', () =>
      HttpResponse.json(
        (requested
          ? { payments: [{ ...invoiceable, invoiceId: request.id }], invoices: [request] }
          : { payments: [invoiceable], invoices: [] }) satisfies InvoiceOverview,
      ),
    ),
    http.post('*/api/patients/:id/invoices', () => {
      requested = true;
      return HttpResponse.json(request, { status: 201 });
    }),
  );
});
afterEach(() => mock.server.resetHandlers());
afterAll(() => mock.server.close());

describe('one payment, one date and one amount', () => {
  it('reads the same in Mis pagos, Facturación and her invoice request', async () => {
    const { store } = renderApp('/dashboard', { preloadedState: { session: signedInSession() } });
    await screen.findByRole('heading', { name: 'Consultas' }, { timeout: FIRST_LOAD_MS });
    act(() => store.dispatch(modalOpened({ modal: 'account' })));
    const dialog = await findDialog('Mi cuenta');

    const misPagos = await within(dialog).findByRole('region', { name: 'Mis pagos' });
    const row = await within(misPagos).findByTestId('payment-history-item');
    expect(within(row).getByText(amount)).toBeInTheDocument();
    expect(within(row).getByText(date)).toBeInTheDocument();

    const invoiceableRow = await within(dialog).findByTestId(`invoiceable-${payment.id}`);
    expect(within(invoiceableRow).getByText(amount)).toBeInTheDocument();
    expect(invoiceableRow).toHaveTextContent(`${date} · Tarjeta`);

    await userEvent.click(within(invoiceableRow).getByRole('button', { name: 'Solicitar factura' }));
    const invoice = await within(dialog).findByTestId(`invoice-${payment.id}`);
    expect(within(invoice).getByText(amount)).toBeInTheDocument();
    expect(invoice).toHaveTextContent(`Solicitada el ${date} ·`);
  });

  it('reads the same on her receipt', async () => {
    renderApp(`/mis-pagos/${payment.id}`, { preloadedState: { session: signedInSession() } });
    const table = await screen.findByTestId('payment-receipt', {}, { timeout: FIRST_LOAD_MS });
    const value = (label: string) => within(table).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(value('Monto')).toBe(amount);
    expect(value('Fecha de pago')).toBe(date);
  });
});
