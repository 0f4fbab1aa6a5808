import { Outlet } from 'react-router-dom';
import { ConfigProvider, App as AntdApp } from 'antd';
import esES from 'antd/locale/es_ES';
import { theme } from './theme';

// The server puts a per-response nonce in the page; antd's injected styles must carry it (strict CSP).
const nonce = typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;

/**
 * Layout route for every screen built with Ant Design. It is a lazy chunk of its own, so the login
 * and registration screens (plain HTML and CSS) never download antd: the 170 KB first-load budget.
 */
export function AntdProviders({ children }: { children: React.ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={theme} csp={nonce ? { nonce } : undefined}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

export default function AntdShell() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}
