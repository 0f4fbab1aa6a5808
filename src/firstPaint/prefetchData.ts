import type { Persistor } from 'redux-persist';
import { api } from '../api';
import { dashboardPaths } from '../../common/paths';
import type { AppStore } from '../app/store';

/**
 * Asks for the dashboard's data as soon as the session is back from localStorage, while the dashboard's
 * code is still on its way: on a phone the requests and the route chunk travel together instead of one
 * after the other. The panels then find the answers in RTK Query's cache (same endpoints, same
 * arguments as their hooks).
 */
export function prefetchFirstScreenData(store: AppStore, pathname: string) {
  if (!dashboardPaths.includes(pathname)) return;
  const persistor = (store as { persistor?: Persistor | null }).persistor;
  const start = () => {
    const { token, phoneNumber, openmrsId } = store.getState().session;
    if (!token) return;
    if (phoneNumber) void store.dispatch(api.util.prefetch('listAppointments', { phoneNumber }, {}));
    if (openmrsId) {
      // The privacy-notice check (PrivacyNoticeGate) holds the whole page back until it answers; asked by
      // the gate itself, it left only once the routes had been evaluated and rendered, one more round trip
      // after the others before her first appointment could paint.
      void store.dispatch(api.util.prefetch('getConsents', { openmrsId }, {}));
      void store.dispatch(api.util.prefetch('listCurrentPrescriptions', { openmrsId }, {}));
      void store.dispatch(api.util.prefetch('getPrivacyConsent', { openmrsId }, {}));
    }
  };
  if (!persistor || persistor.getState().bootstrapped) return start();
  const stop = persistor.subscribe(() => {
    if (!persistor.getState().bootstrapped) return;
    stop();
    start();
  });
}
