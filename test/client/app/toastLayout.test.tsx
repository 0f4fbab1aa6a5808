import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import FeedbackLayout from '../../../src/components/FeedbackLayout';
import AntdShell from '../../../src/components/AntdShell';
import { useFeedback } from '../../../src/components/feedback';
import { setupStore } from '../../../src/app/store';
import { portalAt } from '../portalAt';

beforeAll(() => import('../../../src/components/FeedbackHost'));

/** A screen that raises a toast (which stays until closed) and moves on, as a questionnaire step does. */
function ToastThenGo({ title, to }: { title: string; to?: string }) {
  const { notification } = useFeedback();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        notification.info({ title, duration: 0 });
        if (to) navigate(to);
      }}
    >
      {`Enviar ${title}`}
    </button>
  );
}

/** A screen painted without antd and an antd screen (with its own provider) under one toast layout. */
function renderLayouts() {
  const { history, element } = portalAt('/paso', [
    {
      Component: FeedbackLayout,
      children: [
        { path: '/paso', element: <ToastThenGo title="Paso enviado" to="/pago" /> },
        { Component: AntdShell, children: [{ path: '/pago', element: <ToastThenGo title="Pago listo" /> }] },
      ],
    },
  ]);
  render(<Provider store={setupStore()}>{element}</Provider>);
  return history;
}

describe('toast layout of the questionnaire and the payment pages', () => {
  it("keeps a step's toast on screen when she moves from a step painted without antd to an antd page", async () => {
    const history = renderLayouts();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar Paso enviado' }));
    expect(await screen.findByRole('button', { name: 'Enviar Pago listo' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/pago');
    expect(await screen.findByText('Paso enviado')).toBeInTheDocument();
  });

  it("shows the antd page's toasts in the same stack as the step's, not in a second one", async () => {
    renderLayouts();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar Paso enviado' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar Pago listo' }));
    const first = (await screen.findByText('Paso enviado')).closest('[role="alert"]');
    const second = (await screen.findByText('Pago listo')).closest('[role="alert"]');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(2);
    // One antd App holder renders every toast: both notices hang from the same list.
    const listOf = (notice: Element) => notice.parentElement?.parentElement;
    expect(listOf(first!)).toBe(listOf(second!));
  });
});
