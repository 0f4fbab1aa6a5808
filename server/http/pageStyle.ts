import { brand } from '../../common/brand.gen';

const c = brand.colors;
const [h1, h2, h3] = brand.headingSizes;

/**
 * The clinic's look for the few pages the server writes itself (the reminder opt-out, the demo's checkout,
 * her data export), from the same brand facts as the portal's theme, so they read as the same clinic.
 */
export const pageStyle =
  `body{font-family:${brand.fontFamily};font-size:${brand.fontSize}px;background:${c.background};margin:0;padding:24px 16px;color:${c.text};line-height:1.5}` +
  `h1,h2,h3{font-family:${brand.headingFontFamily};line-height:1.25}h1{font-size:${h1}px}h2{font-size:${h2}px}h3{font-size:${h3}px}` +
  `a{color:${c.primary}}small{font-size:inherit;color:${c.textSecondary}}`;

/** A centred card on the page, as the portal's account screens draw theirs. */
export const cardStyle = `main{max-width:460px;margin:40px auto;background:${c.surface};border:1px solid ${c.divider};border-radius:${brand.radius}px;padding:24px}`;

/** Buttons at the portal's one control height: `.primary` filled, the rest outlined. */
export const buttonStyle =
  `button{font:inherit;font-weight:600;min-height:${brand.controlHeight}px;padding:10px 20px;border-radius:${brand.radius}px;border:1px solid ${c.primary};background:${c.surface};color:${c.primary};cursor:pointer}` +
  `button.primary{background:${c.primary};color:${c.onPrimary}}button.primary:hover{background:${c.primaryHover}}` +
  `button:focus-visible,a:focus-visible{outline:3px solid ${c.primary};outline-offset:2px}`;
