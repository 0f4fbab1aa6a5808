import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { setupStore } from './app/store';
import { routes } from './app/routes';
import { ActionLogShortcut } from './actionLog/ExportShortcut';
import { LoadingShell } from './app/LoadingShell';
import './styles/base.css';

function startApp() {
  const store = setupStore(undefined, { persist: true });
  const router = createBrowserRouter(routes);

  const app = (
    <StrictMode>
      <Provider store={store}>
        <PersistGate loading={<LoadingShell />} persistor={store.persistor!}>
          <ActionLogShortcut />
          <RouterProvider router={router} />
        </PersistGate>
      </Provider>
    </StrictMode>
  );

  // The account screens arrive with their hero in the HTML (server/http/static.ts); hydrating keeps those
  // nodes instead of replacing them, so the first paint is the final one. Other routes start empty.
  const container = document.getElementById('root')!;
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

// Development builds only: `?replay` shows the action-log viewer instead of the app (a production
// build drops this branch, and with it the viewer's chunk).
if (__DEV_TOOLS__ && new URLSearchParams(window.location.search).has('replay')) {
  void import(/* webpackChunkName: "replay-viewer" */ './actionLog/viewer/mount').then((m) =>
    m.mountReplayViewer(document.getElementById('root')!),
  );
} else {
  startApp();
}
