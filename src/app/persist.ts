import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Persistor } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { persistedSessionFields } from '../lib/session';

/**
 * The only module that writes localStorage (docs/architecture.md); the dashboard page's inline script only reads
 * the stored session, for her data's early requests (src/firstPaint/early). The session's fields are
 * lib/session.ts's `persistedSessionFields`. Each persisted slice lives under
 * `persist:<slice>`; the RTK Query cache is never persisted.
 */
const whitelists: Record<string, string[] | undefined> = {
  session: [...persistedSessionFields],
  auth: ['registration'],
  onboarding: undefined,
  payments: undefined,
  appointments: ['pendingAppointmentParams'],
};

export const persistedKeys = Object.keys(whitelists);

export function persistSlice<S>(key: string, reducer: Reducer<S>) {
  return persistReducer({ key, storage, whitelist: whitelists[key] }, reducer as Reducer<S, UnknownAction>);
}

/** True while a persisted slice has lost its persist metadata, i.e. right after a logout reset. */
export function persistenceSuspended(state: Record<string, unknown>): boolean {
  return persistedKeys.some((key) => !(state[key] as { _persist?: unknown } | undefined)?._persist);
}

/**
 * redux-persist writes one changed key per timer tick, so a page left right after an event (she signs in
 * and follows a bookmark at once, a busy phone delays the timers) could reload without it. Leaving the
 * page flushes: the web storage write happens inside flush(), before the page goes.
 */
export function startPersistence(store: Parameters<typeof persistStore>[0]): Persistor {
  const persistor = persistStore(store);
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => void persistor.flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void persistor.flush();
    });
  }
  return persistor;
}

/**
 * After a logout the reset state carries no persist metadata, so nothing is written back; flush any
 * write already queued, then remove every key. Persistence starts again with the next event.
 * (redux-persist's own purge() leaves its reducers refusing every later rehydration write.)
 */
export async function purgeStoredSession(persistor: Persistor): Promise<void> {
  await persistor.flush();
  await Promise.all(persistedKeys.map((key) => storage.removeItem(`persist:${key}`)));
}
