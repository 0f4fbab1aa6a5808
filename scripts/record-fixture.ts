/**
 * Records replay fixtures from real browser journeys: builds the production client, starts the real
 * portal, runs the journeys of test/e2e/actionLog.e2e.ts in Chromium and keeps each downloaded log as
 * test/replay/fixtures/<journey>.json (every journey when none is named).
 *   node --import tsx scripts/record-fixture.ts [journey …]
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const journeys = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const root = path.resolve(__dirname, '..');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Playwright Test's own command line: its global setup builds the client (unless E2E_SKIP_BUILD=1) and its
// worker fixture starts the portal. The journeys are tagged @once, so only the phone project has them; the
// file's tests keep their order, so a full recording's viewer journey replays the registration just recorded.
const args = [
  'node_modules/@playwright/test/cli.js',
  'test',
  'test/e2e/actionLog.e2e.ts',
  '--project=phone',
  '--workers=1',
  '--reporter=list',
];
if (journeys.length) args.push('--grep', `downloads the (${journeys.map(escape).join('|')}) journey`);

const result = spawnSync(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, RECORD_FIXTURES: journeys.length ? journeys.join(',') : '1' },
});
if (result.status === 0) {
  console.log(`recorded into test/replay/fixtures/: ${journeys.length ? journeys.map((j) => `${j}.json`).join(', ') : 'every journey'}`);
}
process.exit(result.status ?? 1);
