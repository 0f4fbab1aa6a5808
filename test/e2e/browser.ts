import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

import { chromiumArgs, chromiumPath } from './chromium';

export { chromiumArgs, chromiumPath };

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof viewports;

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through the e2e Jest project');
  return url;
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

export function newContext(browser: Browser, viewport: ViewportName): Promise<BrowserContext> {
  return browser.newContext({ viewport: viewports[viewport], locale: 'es-MX', baseURL: baseUrl() });
}

const screenshotDir = path.resolve(__dirname, 'screenshots');

/** Screenshots for people to look at (ignored by git). */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * Resolves once no CSS transition or animation is running (antd's colour fades, modal zooms, drawer
 * slides), so a screenshot or axe sees the final colours. Endless ones (spinners) do not count.
 */
export async function animationsDone(page: Page, timeout = 5_000): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout, polling: 'raf' },
  );
}
