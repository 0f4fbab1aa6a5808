import { useLayoutEffect } from 'react';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Outlet, useLocation, type Location, type RouteObject, type To } from 'react-router-dom';
import { setupStore, type AppStore, type StoreOptions } from '../../src/app/store';
import { routes } from '../../src/app/routes';
import type { RootState } from '../../src/app/rootReducer';
import { portalAt } from './portalAt';

// antd's notification code loads on a screen's first toast (src/components/feedback.tsx). A browser
// fetches it in a blink; jsdom compiles it cold, which on a loaded machine outlasted the default wait
// for the first toast of a file. It is compiled here, once per file, before any screen renders.
beforeAll(() => import('../../src/components/FeedbackHost'));

/**
 * The real routes (their antd layout included), store and provider, on the app's router (PortalRouter)
 * over a memory history starting at `url`. `router` is what the tests read of it, in the data router's
 * words: `state.location` is the location the app has rendered, `state.navigation.location` the one it
 * is moving to while the next page's code loads; `navigate` moves inside act.
 */
export function renderApp(
  url: string,
  {
    store,
    preloadedState,
    storeOptions,
    routes: routeTree = routes,
  }: { store?: AppStore; preloadedState?: Partial<RootState>; storeOptions?: StoreOptions; routes?: RouteObject[] } = {},
) {
  const appStore = store ?? setupStore(preloadedState, storeOptions);
  const rendered: { location: Location | null } = { location: null };
  function LocationProbe() {
    const location = useLocation();
    useLayoutEffect(() => {
      rendered.location = location;
    }, [location]);
    return <Outlet />;
  }
  const { history, element } = portalAt(url, [{ element: <LocationProbe />, children: routeTree }]);
  const view = render(<Provider store={appStore}>{element}</Provider>);
  const router = {
    state: {
      get location() {
        return rendered.location ?? history.location;
      },
      get navigation() {
        return { location: rendered.location?.key === history.location.key ? undefined : history.location };
      },
    },
    async navigate(to: To) {
      await act(async () => history.push(to));
    },
  };
  return { ...view, store: appStore, router, history };
}
