/**
 * The one place that says which Chromium runs and with which flags: the journeys (browser.ts),
 * `scripts/screenshot.ts` and `scripts/lighthouse.ts` all launch it from here.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Debian's Chromium quiet on a machine without internet (TOOLCHAIN.md). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
