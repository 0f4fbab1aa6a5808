import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import type { AppStore } from '../../src/app/store';
import type { RootState } from '../../src/app/rootReducer';
import { AntdProviders } from '../../src/components/AntdShell';
import { modalOpened, type ModalRequest } from '../../src/lib/modals';
import { renderApp } from './renderApp';

/**
 * One dashboard modal (or a few that work together) with the real store, reducers and antd providers,
 * on a memory router at `url`, without the dashboard around it: the dashboard's panels, queries and
 * prefetches cost seconds per test in jsdom. `open` dispatches the same `dashboard/modalOpened` event
 * the side panel and the cards dispatch. One test per modal still opens it from the real dashboard.
 */
export function renderModal(
  ui: ReactNode,
  {
    open,
    url = '/dashboard',
    store,
    preloadedState,
  }: { open?: ModalRequest; url?: string; store?: AppStore; preloadedState?: Partial<RootState> } = {},
) {
  const view = renderApp(url, { store, preloadedState, routes: [{ path: '*', element: <AntdProviders>{ui}</AntdProviders> }] });
  // The test's own event, as a click on the side panel would be: React renders what it opens before the test goes on.
  if (open) act(() => view.store.dispatch(modalOpened(open)));
  return view;
}
