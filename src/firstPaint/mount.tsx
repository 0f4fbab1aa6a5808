import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import type { RouteObject } from 'react-router-dom';
import { ActionLogShortcut } from '../actionLog/ExportShortcut';
import { PortalRouter, type PortalHistory } from '../app/PortalRouter';
import type { AppStore, RootState } from '../app/store';
import type { Move } from '../app/recordNavigation';

/**
 * Renders the app into #root. Persisted state is awaited per layout (app/Rehydrated), not here, so the
 * account hero that arrives in the HTML stays put.
 */
export function mountApp(
  container: HTMLElement,
  store: AppStore,
  { history, routes, onNavigate }: { history: PortalHistory; routes: RouteObject[]; onNavigate?: (move: Move) => void },
  stateBeforeRehydration: RootState,
) {
  const app = (
    <StrictMode>
      {/* Hydration compares against the state the HTML was built from, not what localStorage returned. */}
      <Provider store={store} serverState={stateBeforeRehydration}>
        <ActionLogShortcut />
        <PortalRouter history={history} routes={routes} onNavigate={onNavigate} />
      </Provider>
    </StrictMode>
  );
  // The account screens arrive with their hero in the HTML (server/http/static.ts); hydrating keeps those
  // nodes instead of replacing them. As a transition, the first render yields to the browser every few
  // milliseconds instead of holding the main thread in one long task.
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
