import { execFileSync } from 'node:child_process';
import { baseUrl } from './browser';
import { repoRoot } from './portalServer';

/** The staff CLI against the running portal (through its staff API), as clinic staff would use it. */
export function staff(args: string[], env: Record<string, string> = {}): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/staff.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, STAFF_SERVER_URL: baseUrl(), ...env },
    encoding: 'utf8',
  });
}
