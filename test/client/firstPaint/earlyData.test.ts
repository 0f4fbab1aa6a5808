import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractVersion } from '../../../common/facts.gen';
import { api } from '../../../src/api';
import { EARLY_ANSWER_LIFETIME_MS } from '../../../src/firstPaint/early/earlyAnswers';
import { askDashboardDataEarly } from '../../../src/firstPaint/early/earlyDashboardData';
import { prefetchFirstScreenData } from '../../../src/firstPaint/prefetchData';
import { setupStore } from '../../../src/app/store';
import { patientRecordLoaded } from '../../../src/features/auth/sessionSlice';
import { loggedIn } from '../../../src/lib/events';
import { dashboardServer, openmrsId, prescription, signedInSession } from '../dashboardApi';

/**
 * The dashboard's page asks for her first screen's data with the stored session while the app's
 * code downloads (src/firstPaint/early/entry.ts), and the store takes those answers instead of asking again.
 */
const { server, seen, answer } = dashboardServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  delete window.ellaEarlyAnswers;
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const firstScreen = [
  `/api/appointments?phoneNumber=${openmrsId}`,
  `/api/patients/${openmrsId}/consents`,
  `/api/patients/${openmrsId}/prescriptions/current`,
  `/api/patients/${openmrsId}/history/privacy`,
];

/** What the login leaves in localStorage, written by the real store's persistence. */
async function storeSession(token = 'tok-lucia') {
  const store = setupStore(undefined, { persist: true });
  await waitFor(() => expect(store.persistor?.getState().bootstrapped).toBe(true));
  const session = signedInSession({ token });
  store.dispatch(loggedIn({ token, username: session.username!, roles: session.roles, email: session.email! }));
  store.dispatch(
    patientRecordLoaded({
      ...session,
      email: session.email!,
      fullName: session.fullName!,
      patientUuid: session.patientUuid!,
      personUuid: session.personUuid!,
      openmrsId,
    }),
  );
  window.dispatchEvent(new Event('pagehide'));
  expect(window.localStorage.getItem('persist:session')).toContain(token);
}

/** A new page on `path` whose inline script ran (`arrived`: its requests reached the server first). */
async function openPage(path: string, arrived = async () => {}) {
  window.history.replaceState(null, '', path);
  window.ellaEarlyAnswers = askDashboardDataEarly(window.location);
  await arrived();
  // The app's code has arrived: the store starts as src/firstPaint/start.tsx starts it.
  const store = setupStore(undefined, { persist: true });
  prefetchFirstScreenData(store, path);
  return store;
}

const loaded = (store: ReturnType<typeof setupStore>) => {
  const state = store.getState();
  return [
    api.endpoints.listAppointments.select({ phoneNumber: openmrsId })(state),
    api.endpoints.getConsents.select({ openmrsId })(state),
    api.endpoints.listCurrentPrescriptions.select({ openmrsId })(state),
    api.endpoints.getPrivacyConsent.select({ openmrsId })(state),
  ];
};

describe("the dashboard's early requests", () => {
  it('leave before the app starts, once each, and the store takes their answers without asking again', async () => {
    await storeSession();
    const store = await openPage('/dashboard', () => waitFor(() => expect(seen).toHaveLength(4)));
    await waitFor(() => expect(loaded(store).every((q) => q.isSuccess)).toBe(true));
    expect(seen.map((s) => s.path).sort()).toEqual([...firstScreen].sort());
    expect(seen.every((s) => s.authorization === 'Bearer tok-lucia' && s.apiKey === null)).toBe(true);
    expect(seen.map((s) => s.contractVersion)).toEqual(firstScreen.map(() => contractVersion));
    expect(loaded(store)[2].data).toEqual([prescription(1)]);
    // The answers entered the store through its own requests: the action log saw them as always.
    expect(store.recorder.entries().filter((e) => e.type === 'api/executeQuery/fulfilled')).toHaveLength(4);
    // Taken once: the next request for the same data goes to the server.
    await store.dispatch(api.endpoints.listCurrentPrescriptions.initiate({ openmrsId }, { forceRefetch: true }));
    expect(seen.filter((s) => s.path === firstScreen[2])).toHaveLength(2);
  });

  it('are asked again by the store when one failed on the way', async () => {
    await storeSession();
    let failures = 1;
    server.use(http.get('*/api/patients/:id/consents', () => (failures-- > 0 ? HttpResponse.error() : undefined)));
    const store = await openPage('/dashboard');
    await waitFor(() => expect(loaded(store).every((q) => q.isSuccess)).toBe(true));
    expect(seen.filter((s) => s.path === firstScreen[1])).toHaveLength(1);
    expect(failures).toBe(-1);
  });

  it('end the session the same way when the server no longer knows it (401)', async () => {
    await storeSession();
    answer('get', '/appointments', 401, { message: 'Tu sesión no es válida o expiró.' });
    const store = await openPage('/dashboard');
    await waitFor(() => expect(store.getState().session.endReason).toBe('server'));
    expect(store.getState().session.token).toBeNull();
    expect(seen.filter((s) => s.path === firstScreen[0])).toHaveLength(1);
  });

  it('are not taken by a request made with another session', async () => {
    await storeSession('tok-old');
    window.history.replaceState(null, '', '/dashboard');
    window.ellaEarlyAnswers = askDashboardDataEarly(window.location);
    await storeSession('tok-new');
    const store = setupStore(undefined, { persist: true });
    prefetchFirstScreenData(store, '/dashboard');
    await waitFor(() => expect(loaded(store).every((q) => q.isSuccess)).toBe(true));
    expect(
      seen
        .filter((s) => s.authorization === 'Bearer tok-new')
        .map((s) => s.path)
        .sort(),
    ).toEqual([...firstScreen].sort());
  });

  it('are not handed to a request made after their lifetime: it gets the data of its own time', async () => {
    await storeSession();
    window.history.replaceState(null, '', '/dashboard');
    const asked = askDashboardDataEarly(window.location);
    await waitFor(() => expect(seen).toHaveLength(4));
    window.ellaEarlyAnswers = asked.map((early) => ({ ...early, askedAt: early.askedAt - EARLY_ANSWER_LIFETIME_MS }));
    const store = setupStore(undefined, { persist: true });
    prefetchFirstScreenData(store, '/dashboard');
    await waitFor(() => expect(loaded(store).every((q) => q.isSuccess)).toBe(true));
    for (const path of firstScreen) expect(seen.filter((s) => s.path === path)).toHaveLength(2);
  });

  it('are not asked on other pages, nor without a stored session', async () => {
    await storeSession();
    for (const path of ['/onboarding', '/form/info-personal', '/pago-exitoso']) {
      window.history.replaceState(null, '', path);
      expect(askDashboardDataEarly(window.location)).toEqual([]);
    }
    window.localStorage.clear();
    window.history.replaceState(null, '', '/dashboard');
    expect(askDashboardDataEarly(window.location)).toEqual([]);
    window.localStorage.setItem('persist:session', '{not json');
    expect(askDashboardDataEarly(window.location)).toEqual([]);
    expect(seen).toEqual([]);
  });
});
