import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { theme } from './theme';
import { pageStyleNonce } from './styleNonce';
// zeroRuntime: antd writes no component styles at run time; they come from its static stylesheet, which
// loads with this module. Rendering a questionnaire step used to spend one long task (≈ 0.5 s on a
// throttled phone) serializing and inserting every component's CSS. The theme's tokens still arrive as
// CSS variables (one small style, with the page's nonce).
import 'antd/dist/antd.css';

// The server puts a per-response nonce in the page; antd's injected styles must carry it (strict CSP).
// Styles injected outside antd's CSS-in-JS (the modal's scroll lock) get it from ./styleNonce.
const nonce = pageStyleNonce();
const zeroRuntimeTheme = { ...theme, zeroRuntime: true };

/**
 * antd's locale, theme and CSP nonce. A module of its own, apart from AntdShell: the toasts' host
 * (FeedbackHost) wraps itself in it, and AntdShell's feedback provider loads that host.
 */
export function AntdConfig({ children }: { children: React.ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={zeroRuntimeTheme} csp={nonce ? { nonce } : undefined}>
      {children}
    </ConfigProvider>
  );
}
