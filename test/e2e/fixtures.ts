import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { takePageErrors } from './browser';
import { startPortal, type RunningPortal } from './portalServer';
import type { ViewportName } from './viewports';

export { expect };

export interface JourneyOptions {
  /** The project's size ('phone' or 'desktop'), for journeys that choose a slot or a text by it. */
  viewportName: ViewportName;
}

export interface WorkerOptions {
  /**
   * Server variables of this file's portal (a shortened test-only window, say). A file that sets them with
   * `test.use({ portalEnv })` runs in workers of its own, so no other journey meets its portal.
   */
  portalEnv: Record<string, string>;
  /** This worker's real portal on the production build, with a temporary data folder of its own. */
  portal: RunningPortal;
}

/**
 * A portal that cannot start fails its worker's journeys with its own last lines; the workers after it fail
 * at once with the same words rather than each waiting out the start's deadline (globalSetup.ts gives the
 * run the folder that carries the word between workers).
 */
async function startOnce(env: Record<string, string>, name: string): Promise<RunningPortal> {
  const failed = path.join(process.env.ELLA_E2E_RUN_DIR ?? '', 'portal-failed.txt');
  if (process.env.ELLA_E2E_RUN_DIR && existsSync(failed)) {
    throw new Error(`not started: an earlier portal of this run failed to start:\n${readFileSync(failed, 'utf8')}`);
  }
  try {
    return await startPortal(env, name);
  } catch (error) {
    if (process.env.ELLA_E2E_RUN_DIR) writeFileSync(failed, (error as Error).message);
    throw error;
  }
}

export const test = base.extend<JourneyOptions & { pageErrors: void }, WorkerOptions>({
  viewportName: ['phone', { option: true }],
  portalEnv: [{}, { option: true, scope: 'worker' }],
  portal: [
    async ({ portalEnv }, use, workerInfo) => {
      const portal = await startOnce(portalEnv, `portal ${workerInfo.workerIndex + 1}`);
      // The session helpers (session.ts, staffCli.ts) find the portal by these, as scripts run by hand do.
      process.env.E2E_BASE_URL = portal.baseUrl;
      process.env.E2E_DATA_DIR = portal.dataDir;
      await use(portal);
      await portal.stop();
    },
    { scope: 'worker', auto: true, timeout: 200_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.baseUrl),
  // No journey may print a console error or throw in a page: checked after every test, on every context
  // made by newContext() or passed through watchConsole(), except the errors it declared it causes.
  pageErrors: [
    async ({}, use) => {
      takePageErrors();
      await use();
      const errors = takePageErrors();
      if (errors.length) throw new Error(`The pages printed ${errors.length} error(s):\n${errors.join('\n')}`);
    },
    { auto: true },
  ],
});
