const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluating all of the app's modules at once holds a phone's main thread for a few hundred
 * milliseconds, during which a tap gets no answer. Each of these evaluates one slice in a task of its
 * own; "eager" keeps them in this chunk, so they postpone code without adding requests, and
 * webpackExports names what is used, so tree shaking still drops the rest of each library.
 */
const slices = [
  () => import(/* webpackMode: "eager", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'),
  () => import(/* webpackMode: "eager", webpackExports: ["api"] */ '../api'),
  () => import(/* webpackMode: "eager", webpackExports: ["createActionRecorder"] */ '../actionLog/recorder'),
  () => import(/* webpackMode: "eager", webpackExports: ["setupStore"] */ './store'),
  () => import(/* webpackMode: "eager", webpackExports: ["routes", "prefetchFirstScreen"] */ './routes'),
  () => import(/* webpackMode: "eager", webpackExports: ["createRoot", "hydrateRoot"] */ 'react-dom/client'),
];

export async function startApp() {
  for (const evaluate of slices) {
    await evaluate();
    await nextTask();
  }
  const { setupStore } = await import(/* webpackMode: "eager", webpackExports: ["setupStore"] */ './store');
  const store = setupStore(undefined, { persist: true });
  // Taken before localStorage answers: what the HTML was built from.
  const stateBeforeRehydration = store.getState();
  const { routes, prefetchFirstScreen } = await import(/* webpackMode: "eager", webpackExports: ["routes", "prefetchFirstScreen"] */ './routes');
  prefetchFirstScreen(window.location.pathname);
  await nextTask();
  const { createBrowserRouter } = await import(/* webpackMode: "eager", webpackExports: ["createBrowserRouter"] */ 'react-router-dom');
  const router = createBrowserRouter(routes);
  await nextTask();
  const { mountApp } = await import(/* webpackMode: "eager", webpackExports: ["mountApp"] */ './mount');
  mountApp(document.getElementById('root')!, store, router, stateBeforeRehydration);
}
