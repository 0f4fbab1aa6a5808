import { http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerWith, contractServer, requestLog } from '../msw';
import { renderModal } from '../renderModal';
import { signedInSession } from '../dashboardApi';
import { InvoicesSection } from '../../../src/features/invoices/InvoicesSection';
import type { InvoiceOverview, InvoiceRequest } from '../../../src/api';
import { catalog } from './fixtures';

const card = {
  id: 'cs_test_card1',
  concept: 'Primera consulta Menopausia',
  amount: 1050,
  paidAt: '2026-11-20T16:00:00.000Z',
  method: 'card' as const,
  installments: 3,
  deductible: true,
  invoiceId: null,
};
const cash = {
  ...card,
  id: 'cs_test_cash1',
  concept: 'Seguimiento Menopausia',
  amount: 700,
  method: 'oxxo' as const,
  installments: null,
  deductible: false,
};
const saved = { rfc: 'GODE561231GR8', legalName: 'LUCIA HERNANDEZ RAMIREZ', taxRegime: '605', cfdiUse: 'D01', postalCode: '03940' };
const requested: InvoiceRequest = {
  id: '6c1d2a8e-6d53-4c1b-9a36-3c1f1b6a1e01',
  paymentId: card.id,
  concept: card.concept,
  amount: card.amount,
  method: 'card',
  deductible: true,
  ...saved,
  status: 'requested',
  cfdiUuid: null,
  requestedAt: '2026-11-23T16:00:00.000Z',
  issuedAt: null,
};

const log = requestLog();
const server = contractServer(
  http.get('*/api/invoices/catalog', log.ok(catalog)),
  http.get('*/api/patients/:id/billing-profile', log.ok({ billingProfile: saved })),
  http.get('*/api/patients/:id/invoices', log.ok({ payments: [card, cash], invoices: [] } satisfies InvoiceOverview)),
);
const answer = answerWith(server, log);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  log.seen.length = 0;
});
afterAll(() => server.close());

const open = () => renderModal(<InvoicesSection />, { open: { modal: 'account' }, preloadedState: { session: signedInSession() } });

describe('Mi cuenta › Facturación', () => {
  it('fills the form with her saved data and lists her paid payments, the cash one with the not-deductible notice', async () => {
    open();
    expect(await screen.findByDisplayValue('GODE561231GR8')).toBeInTheDocument();
    expect(screen.getByDisplayValue('LUCIA HERNANDEZ RAMIREZ')).toBeInTheDocument();
    expect(screen.getByText('D01 · Honorarios médicos, dentales y gastos hospitalarios')).toBeInTheDocument();
    const cardRow = screen.getByTestId(`invoiceable-${card.id}`);
    expect(within(cardRow).getByText(/Tarjeta, 3 MSI/)).toBeInTheDocument();
    expect(within(cardRow).queryByText(/no es deducible/)).toBeNull();
    const cashRow = screen.getByTestId(`invoiceable-${cash.id}`);
    expect(within(cashRow).getByText(/Efectivo \(OXXO\)/)).toBeInTheDocument();
    expect(within(cashRow).getByText(/Pago en efectivo: puedes solicitar tu factura, pero no es deducible/)).toBeInTheDocument();
  });

  it('shows the server’s message under the field it names', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const name = await screen.findByLabelText('Nombre (como aparece en tu Constancia de Situación Fiscal)');
    await user.clear(name);
    await user.type(name, 'lucía hernández sc');
    expect(name).toHaveValue('LUCÍA HERNÁNDEZ SC');
    const message = 'Escribe tu nombre sin régimen capital (por ejemplo, sin "SA DE CV"): las personas físicas no lo llevan.';
    answer('put', '/patients/:id/billing-profile', 400, { message, code: 'legalName' });
    await user.click(screen.getByRole('button', { name: 'Guardar datos de facturación' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(log.calls('PUT', '/billing-profile')[0].body).toEqual({ ...saved, legalName: 'LUCÍA HERNÁNDEZ SC' });
    await user.type(name, 'X');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('refuses a generic RFC before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const rfc = await screen.findByLabelText('RFC');
    await user.clear(rfc);
    await user.type(rfc, 'xaxx010101000');
    await user.click(screen.getByRole('button', { name: 'Guardar datos de facturación' }));
    expect(
      await screen.findByText('El RFC genérico (XAXX010101000 o XEXX010101000) no sirve para deducir: ingresa tu propio RFC.'),
    ).toBeInTheDocument();
    expect(log.calls('PUT', '/billing-profile')).toEqual([]);
  });

  it('requests the invoice of a payment and then shows the request in progress', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const row = await screen.findByTestId(`invoiceable-${card.id}`);
    answer('post', '/patients/:id/invoices', 201, requested);
    answer('get', '/patients/:id/invoices', 200, { payments: [{ ...card, invoiceId: requested.id }, cash], invoices: [requested] });
    await user.click(within(row).getByRole('button', { name: 'Solicitar factura' }));
    expect(await screen.findByText('Factura solicitada')).toBeInTheDocument();
    expect(log.calls('POST', '/invoices')[0].body).toEqual({ paymentId: card.id });
    const invoice = await screen.findByTestId(`invoice-${card.id}`);
    expect(within(invoice).getByText('En proceso')).toBeInTheDocument();
    expect(within(invoice).getByText('La clínica emitirá tu factura; aquí podrás descargarla cuando esté lista.')).toBeInTheDocument();
    expect(screen.queryByTestId(`invoiceable-${card.id}`)).toBeNull();
  });
});
