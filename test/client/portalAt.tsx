import { UNSAFE_createMemoryHistory, type RouteObject } from 'react-router-dom';
import { PortalRouter } from '../../src/app/PortalRouter';
import { routes as appRoutes } from '../../src/app/routes';

/** The app's router (PortalRouter) on a memory history starting at `url`, as the browser runs it. */
export function portalAt(url: string, routes: RouteObject[] = appRoutes) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true });
  return { history, element: <PortalRouter history={history} routes={routes} /> };
}
