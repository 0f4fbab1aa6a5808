import './styles/base.css';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start is split over several tasks (store, routes, React) so no single one keeps the phone's main
 * thread from answering a tap for long. "eager" keeps every part in the first download: these imports
 * only postpone when the code runs, they add no requests.
 */
async function startApp() {
  const { setupStore } = await import(/* webpackMode: "eager" */ './app/store');
  const store = setupStore(undefined, { persist: true });
  // Taken before localStorage answers: what the HTML was built from.
  const stateBeforeRehydration = store.getState();
  await nextTask();
  const { routes, prefetchFirstScreen } = await import(/* webpackMode: "eager" */ './app/routes');
  prefetchFirstScreen(window.location.pathname);
  await nextTask();
  const { createBrowserRouter } = await import(/* webpackMode: "eager" */ 'react-router-dom');
  const router = createBrowserRouter(routes);
  await nextTask();
  const { mountApp } = await import(/* webpackMode: "eager" */ './app/mount');
  mountApp(document.getElementById('root')!, store, router, stateBeforeRehydration);
}

// Development builds only: `?replay` shows the action-log viewer instead of the app (a production
// build drops this branch, and with it the viewer's chunk).
if (__DEV_TOOLS__ && new URLSearchParams(window.location.search).has('replay')) {
  void import(/* webpackChunkName: "replay-viewer" */ './actionLog/viewer/mount').then((m) =>
    m.mountReplayViewer(document.getElementById('root')!),
  );
} else {
  void startApp();
}
