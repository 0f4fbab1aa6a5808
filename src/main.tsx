import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ConfigProvider, App as AntdApp } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { setupStore } from './app/store';
import { routes } from './app/routes';
import { theme } from './components/theme';
import { ActionLogShortcut } from './actionLog/ExportShortcut';

dayjs.locale('es');

// The server puts a per-response nonce in the page; antd's injected styles must carry it (strict CSP).
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const store = setupStore(undefined, { persist: true });
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={null} persistor={store.persistor!}>
        <ConfigProvider locale={esES} theme={theme} csp={nonce ? { nonce } : undefined}>
          <AntdApp>
            <ActionLogShortcut />
            <RouterProvider router={router} />
          </AntdApp>
        </ConfigProvider>
      </PersistGate>
    </Provider>
  </StrictMode>,
);
