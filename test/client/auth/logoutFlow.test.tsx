import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { accountServer, loginResponse } from './mockApi';
import { setupStore } from '../../../src/app/store';
import { loggedIn, logoutRequested } from '../../../src/lib/events';

const { server, seen, fail } = accountServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

describe('logout', () => {
  it('revokes the token on the server, clears stored data and returns to the login screen', async () => {
    const store = setupStore(undefined, { persist: true });
    store.dispatch(loggedIn(loginResponse));
    await waitFor(() => expect(window.localStorage.getItem('persist:session')).toContain('tok-maria'));
    const { router } = renderApp('/welcome', { store });
    await screen.findByRole('heading', { name: '¿Qué tipo de consulta te gustaría agendar?' });
    store.dispatch(logoutRequested());
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(seen).toEqual([expect.objectContaining({ path: '/api/auth/logout', authorization: 'Bearer tok-maria' })]);
    expect(store.getState().session.token).toBeNull();
    await waitFor(() => expect(Object.keys(window.localStorage).filter((k) => k.startsWith('persist:'))).toEqual([]));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('still logs out when the server cannot revoke the token', async () => {
    fail('post', '/auth/logout', 500, { message: 'Error del servidor. Por favor intenta nuevamente más tarde.' });
    const store = setupStore();
    store.dispatch(loggedIn(loginResponse));
    store.dispatch(logoutRequested());
    await waitFor(() => expect(store.getState().session.token).toBeNull());
  });
});
