import type { ThemeConfig } from 'antd';

/** antd's default blue fails WCAG AA with white text; #0958d9 passes (TOOLCHAIN.md). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    // antd derives a lighter hover blue from colorPrimary (about 4:1 on white, and under white text): a hovered
    // button or link must stay readable too (axe failed a hovered SIN LINK button), so hover and press darken.
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    // antd's default red (#ff4d4f) is 3.3:1 on white; this one passes AA (5.9:1) for danger buttons and errors.
    colorError: '#cf1322',
    // Secondary text and placeholders at AA contrast on white (antd's defaults are about 2.5:1 and 3.9:1).
    colorTextDescription: '#595959',
    colorTextPlaceholder: '#707070',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};
