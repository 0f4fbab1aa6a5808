import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setupStore } from '../../../src/app/store';
import { AntdProviders } from '../../../src/components/AntdShell';
import { leavePortal } from '../../../src/features/payments/leavePortal';
import { useStartCheckout } from '../../../src/features/payments/useStartCheckout';
import { signedIn } from './fixtures';

function PayFor({ plan }: { plan: string }) {
  const { start } = useStartCheckout();
  return <button onClick={() => void start(plan)}>PAGAR</button>;
}

describe('starting a checkout', () => {
  it('refuses a plan that does not exist without calling the server', async () => {
    const leftFor = jest.spyOn(leavePortal, 'to').mockImplementation(() => {});
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const store = setupStore(signedIn());
    render(
      <Provider store={store}>
        <MemoryRouter>
          <AntdProviders>
            <PayFor plan="gratis" />
          </AntdProviders>
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'PAGAR' }));
    expect(await screen.findByText('Tipo de plan no válido')).toBeInTheDocument();
    expect(screen.getByText('Error al procesar pago')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(leftFor).not.toHaveBeenCalled();
    expect(store.getState().payments.pendingPaymentPlan).toBeNull();
    leftFor.mockRestore();
    fetchSpy.mockRestore();
  });
});
