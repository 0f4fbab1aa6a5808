import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startPortal, type RunningPortal } from './portalServer';
import { chromiumPath } from './browser';

/**
 * Builds the client once and starts one real portal per Jest worker. The journeys spend most of their
 * time waiting (for responses, paints, the clock), so several workers (npm test runs two) share the
 * CPU well; each worker's files talk to a portal and a database of their own (setup.ts picks it by
 * JEST_WORKER_ID), so a journey never meets another worker's patients, limits or outbox.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number; runInBand?: boolean }): Promise<void> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: run "apt-get install -y chromium" (npm test installs it itself when run as root: scripts/ensure-packages.sh).`,
    );
  }
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const workers = globalConfig.runInBand ? 1 : Math.max(1, globalConfig.maxWorkers);
  // The first portal compiles the server for the others (tsx's cache), which then start in parallel: on a
  // cold machine several compiling at once share the cores for as many times as long. A portal that fails to
  // start fails the run, and the ones already up are stopped with it (Jest runs no teardown then).
  const first = await startPortal({}, 'portal 1');
  const others = await Promise.allSettled(Array.from({ length: workers - 1 }, (_, index) => startPortal({}, `portal ${index + 2}`)));
  const portals = [first, ...others.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))];
  const failed = others.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(portals.map((portal) => portal.stop()));
    throw failed.reason;
  }
  (globalThis as { __ELLA_PORTALS__?: RunningPortal[] }).__ELLA_PORTALS__ = portals;
  portals.forEach((portal, index) => {
    process.env[`E2E_BASE_URL_${index + 1}`] = portal.baseUrl;
    process.env[`E2E_DATA_DIR_${index + 1}`] = portal.dataDir;
  });
}
