import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { api } from '../../api';
import { idleTimedOut, loggedOut, logoutRequested, sessionExpired } from '../../lib/events';

type StartListening = ListenerMiddlewareInstance['startListening'];

/** How long the server gets to revoke the token before the portal forgets it anyway. */
const REVOKE_WAIT_MS = 5000;

/**
 * Leaving revokes the token on the server first (docs/architecture.md), while the store still holds it;
 * a server that does not answer never keeps the patient signed in.
 */
export function registerAuthListeners(startListening: StartListening): void {
  startListening({
    actionCreator: logoutRequested,
    effect: async (_action, listener) => {
      await revoke(listener);
      listener.dispatch(loggedOut());
    },
  });
  startListening({
    actionCreator: idleTimedOut,
    effect: async (_action, listener) => {
      await revoke(listener);
      listener.dispatch(sessionExpired({ reason: 'idle' }));
    },
  });
}

async function revoke(listener: { dispatch: (action: unknown) => unknown; delay: (ms: number) => Promise<void> }) {
  const request = listener.dispatch(api.endpoints.logout.initiate()) as Promise<unknown> & { reset?: () => void };
  await Promise.race([request, listener.delay(REVOKE_WAIT_MS).catch(() => undefined)]);
}
