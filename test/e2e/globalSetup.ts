import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath } from './chromium';
import { migratedFolder } from '../support/migratedFolder';

const repoRoot = path.resolve(__dirname, '../..');

/**
 * Builds the client once for the journeys (skipped with E2E_SKIP_BUILD=1): the production build, which
 * webpack's cache (node_modules/.cache/webpack) makes quick when little changed. The portals themselves
 * start per worker (the `portal` fixture in fixtures.ts).
 */
export default async function globalSetup(): Promise<() => void> {
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
  // Once here, before the workers' portals each copy it (fixtures.ts, portalServer.ts).
  await migratedFolder();
  // What the workers tell each other during the run (fixtures.ts): gone with the run.
  const runDir = mkdtempSync(path.join(tmpdir(), 'ella-e2e-run-'));
  process.env.ELLA_E2E_RUN_DIR = runDir;
  return () => rmSync(runDir, { recursive: true, force: true });
}
