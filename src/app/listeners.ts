import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
import { loggedOut, sessionExpired } from '../lib/events';
import type { ActionRecorder } from '../actionLog/recorder';
import { persistedKeys, persistenceSuspended, purgeStoredSession } from './persist';
import { registerAuthListeners } from '../features/auth/authListeners';
import { registerSubscriptionExpiryCheck } from '../features/payments/subscriptionExpiry';
import { registerHelpListeners } from './helpListeners';

const isResetEvent = (type: string) => type === loggedOut.type || type === sessionExpired.type;

type StartListening = ListenerMiddlewareInstance['startListening'];

/** Features register their effects here; nothing else starts listeners. */
export function registerListeners(startListening: StartListening, persistor: Persistor | null, recorder: ActionRecorder): void {
  if (persistor) registerPersistenceListeners(startListening, persistor);
  registerAuthListeners(startListening);
  registerSubscriptionExpiryCheck(startListening);
  registerHelpListeners(startListening, recorder);
}

/** Events after which the patient leaves the portal for the hosted checkout: storage must hold them first. */
const leavingEvents = new Set(['payments/checkoutStarted', 'payments/prescriptionCheckoutStarted']);

function registerPersistenceListeners(startListening: StartListening, persistor: Persistor): void {
  startListening({
    predicate: (action) => leavingEvents.has(action.type),
    effect: async () => {
      await persistor.flush();
    },
  });
  startListening({
    predicate: (action) => isResetEvent(action.type),
    effect: async () => {
      await purgeStoredSession(persistor);
    },
  });
  // Storage stays empty after a logout until an event changes a persisted slice (a new login, a deep link).
  startListening({
    predicate: (action, current, previous) => {
      if (action.type.startsWith('persist/') || isResetEvent(action.type)) return false;
      const now = current as Record<string, unknown>;
      const before = previous as Record<string, unknown>;
      return persistenceSuspended(now) && persistedKeys.some((key) => now[key] !== before[key]);
    },
    effect: () => {
      persistor.persist();
    },
  });
}
