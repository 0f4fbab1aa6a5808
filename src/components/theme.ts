import type { ThemeConfig } from 'antd';

import { brand } from '../../common/brand.gen';

/** The brand's look, widened from the generated literals so codegen can pass the contract's own facts. */
interface BrandLook {
  colors: Record<keyof (typeof brand)['colors'], string>;
  fontFamily: string;
  headingFontFamily: string;
  fontSize: number;
  headingSizes: readonly number[];
  radius: number;
  controlHeight: number;
}

/**
 * The portal's look in one place. antd reads it as its theme; `npm run codegen` writes the same values as
 * CSS variables (src/styles/tokens.gen.css) for the screens that paint before antd loads. The colours, faces
 * and sizes are the clinic's (`x-shared-facts.brand`, which the e-mails and receipts draw with too).
 * Sized for women of 45–65 on a phone: 16 px text at least and one control height, above WCAG 2.2's 44 px.
 */
export function tokensFor(b: BrandLook) {
  const c = b.colors;
  return {
    colorPrimary: c.primary,
    // antd derives a lighter hover colour from colorPrimary, too faint under white text: a hovered button or
    // link must stay readable (axe failed a hovered SIN LINK button), so hover and press darken instead.
    colorPrimaryHover: c.primaryHover,
    colorPrimaryActive: c.primaryActive,
    colorInfo: c.primary,
    colorText: c.text,
    colorTextLightSolid: c.onPrimary,
    colorTextDescription: c.textSecondary,
    colorTextPlaceholder: c.placeholder,
    colorBorder: c.border,
    colorSplit: c.divider,
    colorBgLayout: c.background,
    colorBgContainer: c.surface,
    colorError: c.error,
    colorErrorText: c.error,
    colorErrorBg: c.errorBg,
    colorErrorBorder: c.errorBorder,
    colorWarningText: c.warning,
    colorWarningBg: c.warningBg,
    colorWarningBorder: c.warningBorder,
    colorSuccessText: c.success,
    colorSuccessBg: c.successBg,
    colorSuccessBorder: c.successBorder,
    colorFillSecondary: c.neutralBg,
    colorInfoBg: c.tint,
    colorInfoBorder: c.tintBorder,
    borderRadius: b.radius,
    fontSize: b.fontSize,
    fontSizeHeading1: b.headingSizes[0],
    fontSizeHeading2: b.headingSizes[1],
    fontSizeHeading3: b.headingSizes[2],
    fontSizeHeading4: b.headingSizes[3],
    controlHeight: b.controlHeight,
    fontFamily: b.fontFamily,
    fontFamilyHeading: b.headingFontFamily,
  } as const;
}

export const tokens = tokensFor(brand);

// antd has no token for a heading face: base.css sets it from --ella-font-heading.
function withoutHeadingFace({ fontFamilyHeading: _heading, ...rest }: typeof tokens) {
  return rest;
}

/** antd's theme for a brand; antd derives the rest (focus shadows, disabled greys…) from it. */
export function themeFor(b: BrandLook): ThemeConfig {
  const tokens = tokensFor(b);
  return {
    token: {
      ...withoutHeadingFace(tokens),
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
}

export const theme = themeFor(brand);
