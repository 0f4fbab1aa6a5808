import { waitFor } from '@testing-library/react';
import { setupStore } from '../../../src/app/store';
import { loggedIn } from '../../../src/lib/events';

const storedToken = () => {
  const blob = window.localStorage.getItem('persist:session');
  return blob ? (JSON.parse((JSON.parse(blob) as { token: string }).token) as string | null) : null;
};

async function rehydratedStore() {
  const store = setupStore(undefined, { persist: true });
  await waitFor(() => expect(store.persistor?.getState().bootstrapped).toBe(true));
  return store;
}

const signIn = (store: ReturnType<typeof setupStore>, token: string) =>
  store.dispatch(loggedIn({ token, username: 'maria', roles: ['patient'], email: 'maria@example.mx' }));

describe('leaving the page right after an event', () => {
  afterEach(() => window.localStorage.clear());

  it('writes the session before the page goes (pagehide), without waiting for redux-persist timers', async () => {
    const store = await rehydratedStore();
    signIn(store, 'tok-pagehide');
    // redux-persist's write is still queued on its timer: nothing stored yet.
    expect(storedToken()).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(storedToken()).toBe('tok-pagehide');
  });

  it('writes it when the tab is hidden (a phone switching apps may never fire pagehide)', async () => {
    const store = await rehydratedStore();
    signIn(store, 'tok-hidden');
    expect(storedToken()).toBeNull();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(storedToken()).toBe('tok-hidden');
  });
});
