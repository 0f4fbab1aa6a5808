import { http } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractServer, requestLog } from '../msw';
import { renderModal } from '../renderModal';
import { openmrsId, signedInSession } from '../dashboardApi';
import { BillingProfileForm } from '../../../src/features/invoices/BillingProfileForm';
import { catalog } from '../invoices/fixtures';

const log = requestLog();
const saved = { rfc: 'GODE561231GR8', legalName: 'LUCÍA HERNÁNDEZ', taxRegime: '605', cfdiUse: 'D01', postalCode: '03940' };
const server = contractServer(http.put('*/api/patients/:id/billing-profile', log.ok({ billingProfile: saved })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  log.seen.length = 0;
});
afterAll(() => server.close());

const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the billing data form', () => {
  it('shows each error until its field is right and focuses the first wrong field', async () => {
    const user = userEvent.setup({ delay: null });
    renderModal(<BillingProfileForm openmrsId={openmrsId} catalog={catalog} />, { preloadedState: { session: signedInSession() } });
    await user.click(await screen.findByRole('button', { name: 'Guardar datos de facturación' }));

    const rfc = screen.getByLabelText('RFC');
    expect(await screen.findByText('Ingresa tu RFC.')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu nombre como aparece en tu Constancia de Situación Fiscal.')).toBeInTheDocument();
    expect(screen.getByText('Elige tu régimen fiscal.')).toBeInTheDocument();
    expect(screen.getByText('El código postal fiscal debe tener 5 dígitos.')).toBeInTheDocument();
    await waitFor(() => expect(rfc).toHaveFocus());
    expect(rfc).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(rfc)).toBe('Ingresa tu RFC.');

    await user.type(rfc, 'GODE5612');
    await waitFor(() => expect(errorOf(rfc)).toBe('El RFC no es válido. Escríbelo como aparece en tu Constancia de Situación Fiscal.'));
    await user.type(rfc, '31GR8');
    await waitFor(() => expect(rfc).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(/El RFC no es válido/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Nombre (como aparece en tu Constancia de Situación Fiscal)'), 'Lucía Hernández');
    await waitFor(() =>
      expect(screen.queryByText('Ingresa tu nombre como aparece en tu Constancia de Situación Fiscal.')).not.toBeInTheDocument(),
    );

    await user.click(screen.getByLabelText('Régimen fiscal'));
    await user.click(await screen.findByTitle(/^605 · /));
    await waitFor(() => expect(screen.queryByText('Elige tu régimen fiscal.')).not.toBeInTheDocument());

    await user.type(screen.getByLabelText('Código postal fiscal'), '03940');
    await waitFor(() => expect(screen.queryByText('El código postal fiscal debe tener 5 dígitos.')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log.calls('PUT', '/billing-profile')).toHaveLength(0);
  });
});
