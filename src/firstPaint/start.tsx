import { dashboardPaths } from '../../common/paths';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluating all of the app's modules at once holds a phone's main thread for a few hundred
 * milliseconds, during which a tap gets no answer. So the start goes one slice per task: the
 * libraries first, then the store, the routes, the router's history and React. "eager" keeps every import in
 * this chunk, so they postpone code without adding requests. The warm-up imports name what is used
 * (webpackExports), so tree shaking still drops the rest of each library.
 */
export async function startApp() {
  // The dashboard has no frame in the HTML: its largest paint is her first appointment, drawn by its code,
  // which starts downloading now (not evaluated: chunks/dashboard.ts) rather than after the slices below.
  // A failed download is the route's own import to report (RouteError), not this early start's.
  if (dashboardPaths.includes(window.location.pathname))
    void import(/* webpackChunkName: "dashboard" */ './chunks/dashboard').catch(() => undefined);
  await import(/* webpackMode: "eager", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["api"] */ '../api');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["createActionRecorder"] */ '../actionLog/recorder');
  await nextTask();
  const { setupStore } = await import(/* webpackMode: "eager" */ '../app/store');
  const store = setupStore(undefined, { persist: true });
  // Taken before localStorage answers: what the HTML was built from.
  const stateBeforeRehydration = store.getState();
  // Her data is asked for as soon as localStorage answers, before the routes' modules are evaluated.
  const { prefetchFirstScreenData } = await import(/* webpackMode: "eager" */ './prefetchData');
  prefetchFirstScreenData(store, window.location.pathname);
  await nextTask();
  const { routes, prefetchFirstScreen } = await import(/* webpackMode: "eager" */ '../app/routes');
  prefetchFirstScreen(window.location.pathname);
  // The first page is ready to render as soon as its code has arrived (lazyPage), without a suspended
  // render first. A failed download is the page's own to report (RouteError).
  const { pendingPageCode } = await import(/* webpackMode: "eager" */ './lazyPage');
  void pendingPageCode(routes, window.location)?.catch(() => undefined);
  await nextTask();
  // Destructured: webpack sees which export is used without a webpackExports comment.
  const { UNSAFE_createBrowserHistory } = await import(/* webpackMode: "eager" */ 'react-router-dom');
  // v5Compat: the router hears of pushes and replacements too, not only of the back button (PortalRouter).
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const { recordNavigation } = await import(/* webpackMode: "eager" */ '../app/recordNavigation');
  const onNavigate = recordNavigation(store.dispatch, history.location);
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["createRoot", "hydrateRoot"] */ 'react-dom/client');
  await nextTask();
  const { mountApp } = await import(/* webpackMode: "eager" */ './mount');
  mountApp(document.getElementById('root')!, store, { history, routes, onNavigate }, stateBeforeRehydration);
}
