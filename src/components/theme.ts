import type { ThemeConfig } from 'antd';

/** antd's default blue fails WCAG AA with white text; #0958d9 passes (TOOLCHAIN.md). */
export const theme: ThemeConfig = {
  token: { colorPrimary: '#0958d9', colorLink: '#0958d9', fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
};
