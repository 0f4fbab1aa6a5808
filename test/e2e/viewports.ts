/** The two sizes every screen is checked at: a phone (most of our patients) and a laptop. */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof viewports;
