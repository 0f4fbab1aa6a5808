import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Router, useLocation, useRoutes, type RouteObject, type UNSAFE_createBrowserHistory } from 'react-router-dom';
import { pendingPageCode } from '../firstPaint/lazyPage';
import { selectPortalOutdated } from '../api/portalOutdated';
import { NewVersionNotice, RouteErrorBoundary } from './RouteError';
import type { Move } from './recordNavigation';

/** The browser's history, or a memory one (tests, the replay viewer, the build's frames). */
export type PortalHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

function Routes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes);
  const outdated = useSelector(selectPortalOutdated);
  if (outdated) return <NewVersionNotice />;
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}

/**
 * react-router's declarative mode (BrowserRouter's job, on a history we create) rather than its data
 * router, which costs ~15 KB brotli more on every route. What the data router did for us and we keep:
 * a move to a page whose code has not arrived yet waits for that code (lazyPage) before it commits, so the
 * page she leaves stays on screen instead of the loading shell; and the move is a transition, as in
 * BrowserRouter. The history must have been created with `v5Compat: true`, so that pushes notify us.
 */
export function PortalRouter({
  history,
  routes,
  onNavigate,
}: {
  history: PortalHistory;
  routes: RouteObject[];
  /** Told of every move as the history announces it (a history takes one listener: this router's). */
  onNavigate?: (move: Move) => void;
}) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const latest = useRef(0);

  useLayoutEffect(
    () =>
      history.listen((update) => {
        onNavigate?.(update);
        // Only the last move commits: a slower chunk of an earlier one must not take her back.
        const move = ++latest.current;
        const commit = () => {
          if (move === latest.current) startTransition(() => setState({ action: update.action, location: update.location }));
        };
        const pending = pendingPageCode(routes, update.location);
        // A failed download commits too: the page then fails to render and RouteError says so.
        if (pending) void pending.then(commit, commit);
        else commit();
      }),
    [history, routes, onNavigate],
  );

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <Routes routes={routes} />
    </Router>
  );
}
