import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { accountServer, loginResponse } from './mockApi';
import { setupStore } from '../../../src/app/store';
import { loggedIn } from '../../../src/lib/events';

const { server, seen } = accountServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  jest.useRealTimers();
});
afterAll(() => server.close());

/** A signed-in patient on the welcome screen (plain HTML, no antd: the timers are the only thing running). */
async function signedInOnWelcome() {
  jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
  const store = setupStore();
  store.dispatch(loggedIn(loginResponse));
  const view = renderApp('/welcome', { store });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(50);
  });
  expect(screen.getByRole('heading', { name: '¿Qué tipo de consulta te gustaría agendar?' })).toBeInTheDocument();
  return view;
}

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
const warning = () => screen.queryByRole('dialog', { name: '¿Sigues ahí?' });

describe('idle timeout', () => {
  it('opens the warning after 300 s without activity, not before', async () => {
    await signedInOnWelcome();
    await advance(299_000);
    expect(warning()).toBeNull();
    await advance(1_000);
    expect(warning()).toBeInTheDocument();
    expect(warning()).toHaveTextContent('cerraremos tu sesión por inactividad en 30 segundos');
  });

  it('counts down and logs out at 330 s, revoking the token and explaining why on the login screen', async () => {
    const { store, router } = await signedInOnWelcome();
    await advance(300_000);
    await advance(10_000);
    expect(warning()).toHaveTextContent('en 20 segundos');
    await advance(19_000);
    expect(store.getState().session.token).toBe('tok-maria');
    await advance(1_000);
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(store.getState().session.endReason).toBe('idle');
    expect(seen.map((s) => [s.path, s.authorization])).toContainEqual(['/api/auth/logout', 'Bearer tok-maria']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(await screen.findByRole('status')).toHaveTextContent('Cerramos tu sesión por inactividad');
  });

  it('ignores activity during the countdown', async () => {
    const { store } = await signedInOnWelcome();
    await advance(300_000);
    await advance(5_000);
    fireEvent.keyDown(window, { key: 'a' });
    fireEvent.pointerMove(window);
    fireEvent.scroll(window);
    await advance(25_000);
    await waitFor(() => expect(store.getState().session.token).toBeNull());
  });

  it('restarts the 300 s when there is activity before the warning', async () => {
    const { store } = await signedInOnWelcome();
    await advance(250_000);
    fireEvent.keyDown(window, { key: 'a' });
    await advance(250_000);
    expect(warning()).toBeNull();
    await advance(50_000);
    expect(warning()).toBeInTheDocument();
    expect(store.getState().session.token).toBe('tok-maria');
  });

  it('does not take Escape for "Seguir conectada": the warning stays and the countdown still logs her out', async () => {
    const { store } = await signedInOnWelcome();
    await advance(300_000);
    await advance(5_000);
    const dialog = warning()!;
    // What the browser does on Escape in a modal <dialog>: a keydown, then a cancelable 'cancel' event.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(fireEvent(dialog, new Event('cancel', { cancelable: true }))).toBe(false);
    expect(warning()).toBeInTheDocument();
    expect(warning()).toHaveTextContent('en 25 segundos');
    await advance(24_000);
    expect(store.getState().session.token).toBe('tok-maria');
    await advance(1_000);
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(store.getState().session.endReason).toBe('idle');
  });

  it('shows the warning again when the browser closes it without a choice (a repeated Escape)', async () => {
    await signedInOnWelcome();
    await advance(300_000);
    const dialog = warning()! as HTMLDialogElement;
    dialog.removeAttribute('open');
    fireEvent(dialog, new Event('close'));
    expect(dialog.open).toBe(true);
    expect(warning()).toBeInTheDocument();
  });

  it('keeps the session when she presses "Seguir conectada"', async () => {
    const { store } = await signedInOnWelcome();
    await advance(300_000);
    fireEvent.click(screen.getByRole('button', { name: 'Seguir conectada' }));
    expect(warning()).toBeNull();
    await advance(60_000);
    expect(store.getState().session.token).toBe('tok-maria');
    expect(warning()).toBeNull();
  });
});
