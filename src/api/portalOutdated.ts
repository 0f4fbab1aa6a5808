/**
 * Whether the server has refused this portal's contract version (426, code contract_retired): the page
 * then shows the new-version notice in place of every route (src/app/PortalRouter.tsx) until she
 * reloads. Kept outside the store: it is no part of her session, and a reload is the only way out.
 */
let outdated = false;
const listeners = new Set<() => void>();

export function markPortalOutdated(): void {
  if (outdated) return;
  outdated = true;
  for (const listener of listeners) listener();
}

export const isPortalOutdated = (): boolean => outdated;

export function subscribePortalOutdated(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
