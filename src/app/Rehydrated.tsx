import { useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { Persistor } from 'redux-persist';

const noSubscription = () => () => undefined;
const always = () => true;
// Hydration compares against the HTML, which never holds persisted content.
const neverDuringHydration = () => false;

/**
 * PersistGate's job (children once the persisted slices are back from localStorage), but placed per
 * layout instead of around the router: the account hero hydrated from the HTML sits outside the gate
 * and is never re-created, so its first paint is its last.
 */
export function Rehydrated({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { persistor } = useStore() as unknown as { persistor?: Persistor | null };
  const bootstrapped = useSyncExternalStore(
    persistor ? persistor.subscribe : noSubscription,
    persistor ? () => persistor.getState().bootstrapped : always,
    neverDuringHydration,
  );
  return <>{bootstrapped ? children : fallback}</>;
}
