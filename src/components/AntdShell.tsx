import { Outlet } from 'react-router-dom';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { theme } from './theme';
import { pageStyleNonce } from './styleNonce';
import { FeedbackProvider } from './feedback';
// zeroRuntime: antd writes no component styles at run time; they come from its static stylesheet, which
// loads with this chunk. Rendering a questionnaire step used to spend one long task (≈ 0.5 s on a
// throttled phone) serializing and inserting every component's CSS. The theme's tokens still arrive as
// CSS variables (one small style, with the page's nonce).
import 'antd/dist/antd.css';

// The server puts a per-response nonce in the page; antd's injected styles must carry it (strict CSP).
// Styles injected outside antd's CSS-in-JS (the modal's scroll lock) get it from ./styleNonce.
const nonce = pageStyleNonce();
const zeroRuntimeTheme = { ...theme, zeroRuntime: true };

/** antd's locale, theme and CSP nonce. */
export function AntdConfig({ children }: { children: React.ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={zeroRuntimeTheme} csp={nonce ? { nonce } : undefined}>
      {children}
    </ConfigProvider>
  );
}

/**
 * Layout route for every screen built with Ant Design. It is a lazy chunk of its own, so the login
 * and registration screens (plain HTML and CSS) never download antd: the 170 KB first-load budget.
 */
export function AntdProviders({ children }: { children: React.ReactNode }) {
  return (
    <AntdConfig>
      <FeedbackProvider>
        <div className="antd-app">{children}</div>
      </FeedbackProvider>
    </AntdConfig>
  );
}

export default function AntdShell() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}
