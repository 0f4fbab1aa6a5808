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
