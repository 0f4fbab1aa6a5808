import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { viewports, type ViewportName } from './viewports';

export { viewports, type ViewportName } from './viewports';

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run the journeys with Playwright Test (npm run test:e2e), whose portal fixture sets it');
  return url;
};

export async function newContext(browser: Browser, viewport: ViewportName): Promise<BrowserContext> {
  return watchConsole(await browser.newContext({ viewport: viewports[viewport], locale: 'es-MX', baseURL: baseUrl() }));
}

/** An error a journey provokes on purpose, and why; matched against the message and its source URL. */
export interface ExpectedError {
  pattern: RegExp;
  reason: string;
}

const pageErrors: string[] = [];
const expectedByContext = new WeakMap<BrowserContext, ExpectedError[]>();

/**
 * Collects console errors and uncaught exceptions of every page the context opens; the `pageErrors` fixture
 * (fixtures.ts) fails the test after it when any were printed, except those the journey declared with allowConsoleErrors().
 */
export function watchConsole(context: BrowserContext): BrowserContext {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    const text = `${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
    if ((expectedByContext.get(context) ?? []).some(({ pattern }) => pattern.test(text))) return;
    pageErrors.push(`console.error on ${message.page()?.url() ?? '?'}: ${text}`);
  });
  context.on('weberror', (error) => {
    pageErrors.push(`uncaught on ${error.page()?.url() ?? '?'}: ${error.error().stack ?? error.error().message}`);
  });
  return context;
}

/** The short allowlist: only for errors a journey causes by design, each with its reason. */
export function allowConsoleErrors(context: BrowserContext, ...expected: ExpectedError[]): void {
  expectedByContext.set(context, [...(expectedByContext.get(context) ?? []), ...expected]);
}

/** The errors collected since the last call, which clears them. */
export function takePageErrors(): string[] {
  return pageErrors.splice(0, pageErrors.length);
}

const screenshotDir = path.resolve(__dirname, 'screenshots');

/**
 * A screenshot for people to look at (test/e2e/screenshots/, ignored by git), written only when asked
 * with E2E_SCREENSHOTS=1: nothing asserts on it, and a full-page capture costs the run CPU. `fullPage: false`
 * keeps what the window shows, for a modal whose own scroll the page's full length would not show.
 */
export async function snap(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}

/**
 * Resolves once no CSS transition or animation has run for several frames in a row (antd's colour fades,
 * modal zooms, drawer slides), so a screenshot or axe sees the final colours. Endless ones (spinners) do
 * not count. Several calm frames, not one: antd's motion steps a new dialog through frames in which it is
 * already in the page, still transparent, and has no animation yet (rc-motion's prepare and start steps),
 * and holds an animation paused before it runs.
 */
// A deadline for an animation that never ends, not a measure of speed: antd's 0.3 s motions took over 5 s
// to settle on a cold 2-core machine running a fresh clone's whole suite beside other work.
export async function animationsDone(page: Page, timeout = 60_000): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __ellaCalmFrames: number }).__ellaCalmFrames = 0;
  });
  await page.waitForFunction(
    () => {
      const busy = document
        .getAnimations()
        .some(
          (a) =>
            (a.playState === 'running' || a.playState === 'paused' || a.pending) && a.effect?.getComputedTiming().iterations !== Infinity,
        );
      const state = window as unknown as { __ellaCalmFrames: number };
      state.__ellaCalmFrames = busy ? 0 : state.__ellaCalmFrames + 1;
      return state.__ellaCalmFrames >= 8;
    },
    undefined,
    { timeout, polling: 'raf' },
  );
}

/**
 * Waits for a state outside the page (a file the server writes, a row it stores): asks `read` every
 * `interval` ms until it gives a value, and fails with `what` after `timeout` ms.
 */
export async function until<T>(
  what: string,
  read: () => T | null | undefined | Promise<T | null | undefined>,
  timeout = 10_000,
  interval = 100,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not there after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** Step 8's signature canvas once its pad listens: strokes drawn before that would be lost. */
export async function signatureCanvas(page: Page): Promise<Locator> {
  const canvas = page.getByRole('img', { name: 'Espacio para tu firma' });
  await canvas.and(page.locator('[aria-busy="false"]')).waitFor();
  return canvas;
}
