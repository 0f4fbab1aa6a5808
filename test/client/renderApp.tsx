import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { setupStore, type AppStore, type StoreOptions } from '../../src/app/store';
import { routes } from '../../src/app/routes';
import type { RootState } from '../../src/app/rootReducer';

// antd's notification code loads on a screen's first toast (src/components/feedback.tsx). A browser
// fetches it in a blink; jsdom compiles it cold, which on a loaded machine outlasted the default wait
// for the first toast of a file. It is compiled here, once per file, before any screen renders.
beforeAll(() => import('../../src/components/FeedbackHost'));

/** The real routes (their antd layout included), store and provider, on a memory router starting at `url`. */
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
  const router = createMemoryRouter(routeTree, { initialEntries: [url] });
  const view = render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store: appStore, router };
}
