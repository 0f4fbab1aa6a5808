import { waitFor } from '@testing-library/react';
import { setupStore } from '../../../src/app/store';
import { loggedIn, loggedOut, sessionExpired } from '../../../src/lib/events';
import { patientRecordLoaded } from '../../../src/features/auth/sessionSlice';
import { stepSubmitted, signatureCaptured } from '../../../src/features/onboarding/onboardingSlice';
import { checkoutStarted } from '../../../src/features/payments/paymentsSlice';
import { deepLinkSaved } from '../../../src/features/appointments/appointmentsSlice';

const persistKeys = () => Object.keys(window.localStorage).filter((key) => key.startsWith('persist:'));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A store whose persisted slices have finished rehydrating, as the app's PersistGate waits for. */
async function rehydratedStore() {
  const store = setupStore(undefined, { persist: true });
  await waitFor(() => expect(store.persistor?.getState().bootstrapped).toBe(true));
  return store;
}

function fillSession(store: ReturnType<typeof setupStore>) {
  store.dispatch(loggedIn({ token: 'tok-123', username: 'maria', roles: ['patient'], email: 'maria@example.mx' }));
  store.dispatch(
    patientRecordLoaded({
      email: 'maria@example.mx',
      fullName: 'María López',
      patientUuid: '0b7d3c52-4c0e-4a43-9c55-1b1f0c3f7a11',
      personUuid: '7f0c9f0e-5d1a-4c8e-9a43-2d1e5b7c9a22',
      openmrsId: '5512345678',
      phoneNumber: '5512345678',
    }),
  );
  store.dispatch(stepSubmitted({ step: 'info-personal', answers: { peso: '60-65', estatura: '162' } }));
  store.dispatch(signatureCaptured({ dataUrl: 'data:image/jpeg;base64,AAAA' }));
  store.dispatch(checkoutStarted('primera', 1_700_000_000_000));
  store.dispatch(deepLinkSaved({ open: true, service: 'S', specialty: null, date: null, time: null }));
}

describe('logout', () => {
  it('leaves no persist:* data in localStorage and returns the store to its initial state', async () => {
    const store = await rehydratedStore();
    fillSession(store);
    await waitFor(() => expect(window.localStorage.getItem('persist:session')).toContain('tok-123'));
    await waitFor(() =>
      expect(persistKeys().sort()).toEqual([
        'persist:appointments',
        'persist:auth',
        'persist:onboarding',
        'persist:payments',
        'persist:session',
      ]),
    );

    store.dispatch(loggedOut());

    await waitFor(() => expect(persistKeys()).toEqual([]));
    await pause(50);
    expect(persistKeys()).toEqual([]);
    expect(store.getState()).toEqual(setupStore().getState());
  });

  it('persists again when the next patient logs in on the same tab', async () => {
    const store = await rehydratedStore();
    fillSession(store);
    store.dispatch(loggedOut());
    await waitFor(() => expect(persistKeys()).toEqual([]));

    store.dispatch(loggedIn({ token: 'tok-456', username: 'ana', roles: ['patient'] }));
    await waitFor(() => expect(window.localStorage.getItem('persist:session')).toContain('tok-456'));
    expect(window.localStorage.getItem('persist:session')).not.toContain('tok-123');
  });

  it('treats an expired session like a logout and remembers why it ended', async () => {
    const store = await rehydratedStore();
    fillSession(store);
    await waitFor(() => expect(window.localStorage.getItem('persist:session')).toContain('tok-123'));
    store.dispatch(sessionExpired({ reason: 'server' }));
    await waitFor(() => expect(persistKeys()).toEqual([]));
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().session.endReason).toBe('server');
    expect(store.getState().onboarding.firmaDigital).toBeNull();
    expect(store.getState().payments.pendingPaymentPlan).toBeNull();
  });
});
