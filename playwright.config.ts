import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './test/e2e/chromium';
import type { JourneyOptions } from './test/e2e/fixtures';
import { viewports } from './test/e2e/viewports';

/**
 * The browser journeys (test/e2e/*.e2e.ts) on Playwright Test, in Debian's Chromium. Each worker has a
 * real portal of its own on the production build (the `portal` fixture in test/e2e/fixtures.ts), so a
 * journey never meets another worker's patients, limits or outbox. A journey that is the same at every
 * size is tagged @once and runs on the phone only.
 */
export default defineConfig<JourneyOptions>({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './test/e2e/globalSetup.ts',
  // A hang detector, not a speed check: the longest journeys (axe on every screen) take minutes on a cold
  // 2-core machine with every lane of npm test busy.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  // A flaky journey is a failing one: never retried into green (npm run test:e2e -- --repeat-each N finds them).
  retries: 0,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: process.env.ELLA_E2E_REPORT
    ? [['list'], ['json', { outputFile: process.env.ELLA_E2E_REPORT }]]
    : [['list'], ['html', { open: 'never', outputFolder: path.join(__dirname, 'test/e2e/report') }]],
  // Kept for reading after a run (ignored by git): the trace of every failed journey.
  outputDir: path.join(__dirname, 'test/e2e/results'),
  use: {
    locale: 'es-MX',
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'phone', use: { viewport: viewports.phone, viewportName: 'phone' } },
    { name: 'desktop', use: { viewport: viewports.desktop, viewportName: 'desktop' }, grepInvert: /@once/ },
  ],
});
