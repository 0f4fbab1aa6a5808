import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { setupStore, type AppStore, type StoreOptions } from '../../src/app/store';
import { routes } from '../../src/app/routes';
import type { RootState } from '../../src/app/rootReducer';

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
