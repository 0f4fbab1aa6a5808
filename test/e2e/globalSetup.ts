import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startPortal } from './portalServer';
import { chromiumPath } from './browser';

/** Builds the client once, starts the real portal, and tells the test workers where it is. */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: run "apt-get install -y chromium" (as .ci/run does).`);
  }
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const portal = await startPortal();
  process.env.E2E_BASE_URL = portal.baseUrl;
  process.env.E2E_DATA_DIR = portal.dataDir;
  (globalThis as { __ELLA_PORTAL__?: typeof portal }).__ELLA_PORTAL__ = portal;
  writeFileSync(path.join(portal.dataDir, 'e2e.json'), JSON.stringify({ baseUrl: portal.baseUrl }));
}
