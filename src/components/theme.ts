import type { ThemeConfig } from 'antd';

/**
 * The portal's look in one place. antd reads it as its theme; `npm run codegen` writes the same values as
 * CSS variables (src/styles/tokens.gen.css) for the screens that paint before antd loads.
 * Sized for women of 45–65 on a phone: 16 px text at least and one control height, above WCAG 2.2's 44 px.
 */
export const tokens = {
  // antd's default blue fails WCAG AA with white text; #0958d9 passes (TOOLCHAIN.md).
  colorPrimary: '#0958d9',
  // antd derives a lighter hover blue from colorPrimary (about 4:1 on white, and under white text): a hovered
  // button or link must stay readable too (axe failed a hovered SIN LINK button), so hover and press darken.
  colorPrimaryHover: '#003eb3',
  colorPrimaryActive: '#002c8c',
  colorText: '#1f1f1f',
  // Secondary text and placeholders at AA contrast on white (antd's defaults are about 2.5:1 and 3.9:1).
  colorTextDescription: '#595959',
  colorTextPlaceholder: '#707070',
  colorBorder: '#8c8c8c',
  colorBgLayout: '#f5f7fb',
  colorBgContainer: '#ffffff',
  // antd's default red (#ff4d4f) is 3.3:1 on white; this one passes AA (5.9:1) for danger buttons and errors.
  colorError: '#cf1322',
  colorErrorText: '#a8071a',
  colorErrorBg: '#fff1f0',
  colorWarningText: '#874d00',
  colorWarningBg: '#fffbe6',
  colorSuccessText: '#135200',
  colorSuccessBg: '#f6ffed',
  colorInfoBg: '#e6f4ff',
  borderRadius: 8,
  fontSize: 16,
  controlHeight: 48,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const;

export const theme: ThemeConfig = {
  token: {
    ...tokens,
    colorLink: tokens.colorPrimary,
    colorLinkHover: tokens.colorPrimaryHover,
    colorLinkActive: tokens.colorPrimaryActive,
    // One size for every control and every text: antd's small and large variants draw the same.
    fontSizeSM: tokens.fontSize,
    controlHeightSM: tokens.controlHeight,
    controlHeightLG: tokens.controlHeight,
    controlInteractiveSize: 20,
  },
  components: {
    Tabs: { horizontalItemPadding: '12px 0' },
    Switch: { trackHeight: 28, trackMinWidth: 52, handleSize: 24 },
  },
};
