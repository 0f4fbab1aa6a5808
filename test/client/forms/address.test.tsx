import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderModal } from '../renderModal';
import { dashboardServer, findDialog, signedInSession } from '../dashboardApi';
import { ShippingAddressModal } from '../../../src/features/prescriptions/ShippingAddressModal';

const mock = dashboardServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.server.resetHandlers();
  mock.seen.length = 0;
});
afterAll(() => mock.server.close());

type User = ReturnType<typeof userEvent.setup>;

async function type(user: User, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** The shipping address form of a patient with no stored address, opened by the purchase's event. */
async function openAddressForm() {
  renderModal(<ShippingAddressModal />, {
    preloadedState: { session: signedInSession({ address: null }) },
    open: { modal: 'shippingAddress', ref: null },
  });
  const dialog = await findDialog('Dirección de envío');
  return within(dialog).getByRole('form', { name: 'Dirección de envío' });
}

describe('the shipping address form', () => {
  it('shows each error until its field is right, then drops it and the summary, and focuses the first wrong field', async () => {
    const user = userEvent.setup({ delay: null });
    const form = await openAddressForm();
    await user.click(within(form).getByRole('button', { name: 'Guardar dirección' }));

    expect(await within(form).findByText('Por favor completa todos los campos obligatorios')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getAllByText('Campo obligatorio')).toHaveLength(4));
    const street = within(form).getByLabelText('Calle');
    expect(street).toHaveFocus();
    expect(errorOf(street)).toBe('Campo obligatorio');

    const steps: Array<[string, string, number]> = [
      ['Calle', 'Av. Insurgentes Sur', 3],
      ['Número (opcional)', '1602', 3],
      ['Ciudad', 'Ciudad de México', 2],
      ['Estado', 'CDMX', 1],
    ];
    for (const [label, value, left] of steps) {
      const field = within(form).getByLabelText(label);
      await type(user, field, value);
      await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
      await waitFor(() => expect(within(form).getAllByText('Campo obligatorio')).toHaveLength(left));
    }
    expect(within(form).getByText('Por favor completa todos los campos obligatorios')).toBeInTheDocument();

    const postalCode = within(form).getByLabelText('Código postal');
    await type(user, postalCode, '036');
    await waitFor(() => expect(errorOf(postalCode)).toBe('El código postal debe tener 5 dígitos'));
    await waitFor(() => expect(within(form).queryByText('Por favor completa todos los campos obligatorios')).not.toBeInTheDocument());
    await type(user, postalCode, '00');
    await waitFor(() => expect(within(form).queryByText('El código postal debe tener 5 dígitos')).not.toBeInTheDocument());
    await waitFor(() => expect(within(form).queryByText('Campo obligatorio')).not.toBeInTheDocument());
    await waitFor(() => expect(within(form).queryByRole('alert')).not.toBeInTheDocument());
    expect(mock.calls('POST', 'personal-info')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
