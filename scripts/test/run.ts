import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ancestry, ownChildren, sweep } from './leftovers';
import { runPart, type Part, type PartResult } from './part';

/*
 * npm test's parts, in three lanes side by side on the two cores (scripts/test.sh gives the run its own
 * temporary folder and mark first):
 * - lint (ESLint, dependency-cruiser and Prettier), the type check, then the server project on PGlite
 *   (two workers), the longest part;
 * - the browser journeys (Playwright Test, playwright.config.ts): a production build, then two workers,
 *   each with a real portal of its own, driving Chromium; then the Jest projects common, lint, scripts and
 *   client (two workers), which fill the cores the journeys leave as the server part ends;
 * - once lint and the type check have passed, the API suite on PostgreSQL and several servers behind
 *   HAProxy (test/cluster/), in one Jest run on one PostgreSQL.
 * The whole suite needs more CPU than two cores give in its wall time, so more at once would only make
 * each part wait longer for a core: a journey starved of CPU runs past its own timeouts.
 * Every part runs even when an earlier one failed, except that lint and the type check stop everything.
 * Each part has a bound far past its time on a cold 2-core machine under full load: past it, the
 * watchdog stops the part and the run fails naming it. When the run ends, by any path, every part's
 * process group is ended and anything still carrying the run's mark is killed and named.
 */
const reports = path.join(tmpdir(), 'reports');
mkdirSync(reports, { recursive: true });
const jest = (name: string, ...args: string[]) => [
  process.execPath,
  '--experimental-vm-modules',
  '--no-experimental-strip-types',
  '--no-warnings=ExperimentalWarning',
  'node_modules/jest/bin/jest.js',
  '--config',
  'test/jest.config.ts',
  ...args,
  '--json',
  `--outputFile=${path.join(reports, `${name}.json`)}`,
];
const bin = (tool: string) => path.join('node_modules', '.bin', tool);

interface Lane {
  parts: (Part & { stopsAll?: boolean; report?: boolean; env?: Record<string, string> })[];
  /** Starts once every part that stops the run when it fails (lint, the type check) has passed. */
  afterChecks?: boolean;
}

const lanes: Lane[] = [
  {
    parts: [
      // The package's own scripts, so a developer's `npm run lint` is the check npm test makes; both keep
      // their caches in node_modules/.cache (ESLint's, Prettier's, dependency-cruiser's, tsc's build info).
      { name: 'lint', command: ['npm', 'run', '--silent', 'lint'], bound: 300, stopsAll: true },
      { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'], bound: 300, stopsAll: true },
      // The server bundles first: a fresh clone has no timings for Jest to order by (test/bundles/).
      { name: 'server', command: jest('server', '--selectProjects', 'server', '--maxWorkers=2'), bound: 1800, report: true },
    ],
  },
  {
    parts: [
      {
        name: 'e2e',
        command: [bin('playwright'), 'test'],
        env: { ELLA_E2E_REPORT: path.join(reports, 'e2e.json') },
        bound: 1800,
        report: true,
      },
      {
        name: 'units',
        command: jest('units', '--selectProjects', 'common', 'lint', 'scripts', 'client', '--maxWorkers=2'),
        bound: 900,
        report: true,
      },
    ],
  },
  {
    afterChecks: true,
    parts: [
      {
        // The cluster tests in the same Jest run: one PostgreSQL cluster to start instead of two.
        name: 'postgres',
        command: ['bash', 'scripts/test-postgres.sh', '--with-cluster', '--json', `--outputFile=${path.join(reports, 'postgres.json')}`],
        bound: 2400,
        report: true,
      },
    ],
  },
];

// The lanes marked afterChecks start once every part that stops the run when it fails has passed.
let checksLeft = lanes.flatMap((lane) => lane.parts).filter((part) => part.stopsAll).length;
let checksPassed!: () => void;
const checked = new Promise<void>((resolve) => (checksPassed = resolve));

const mark = `ELLA_TEST_RUN=${process.env.ELLA_TEST_RUN ?? ''}`;
const started = Date.now();
const stopAll = new AbortController();
let interrupted: NodeJS.Signals | undefined;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = signal;
    console.log(`npm test: ${signal}, stopping every part`);
    stopAll.abort();
  });
}

async function runLane(lane: Lane): Promise<PartResult[]> {
  const results: PartResult[] = [];
  if (lane.afterChecks) await Promise.race([checked, new Promise((resolve) => stopAll.signal.addEventListener('abort', resolve))]);
  for (const part of lane.parts) {
    if (stopAll.signal.aborted) break;
    const result = await runPart(part, process.stdout, stopAll.signal, { ...process.env, ...part.env });
    results.push(result);
    const elapsed = Math.round((Date.now() - started) / 1000);
    console.log(`[${part.name}] ${summary(result)}; ${elapsed} s since the run started`);
    if (part.stopsAll && result.code !== 0 && !stopAll.signal.aborted) {
      console.log(`npm test: ${part.name} failed, stopping every part`);
      stopAll.abort();
    }
    if (part.stopsAll && result.code === 0 && (checksLeft -= 1) === 0) checksPassed();
  }
  return results;
}

function summary(result: PartResult): string {
  if (result.timedOut) return `stopped by the watchdog after ${result.seconds} s`;
  if (result.code === null) return `stopped after ${result.seconds} s`;
  const cpu = result.cpuSeconds === undefined ? '' : ` (CPU ${result.cpuSeconds} s)`;
  return `${result.code === 0 ? 'passed' : `failed (exit ${result.code})`} in ${result.seconds} s${cpu}`;
}

async function main(): Promise<number> {
  if (!process.env.ELLA_TEST_RUN) {
    console.error('Run npm test (scripts/test.sh), which gives the run its temporary folder and mark.');
    return 2;
  }
  const results = (await Promise.all(lanes.map(runLane))).flat();
  // The parts have ended; the runner's own children left are its helpers (tsx's esbuild service).
  const left = await sweep(mark, tmpdir(), 10_000, new Set([...ancestry(), ...ownChildren()]));
  const failed = results.filter((result) => result.code !== 0 || result.leftBehind > 0);
  const seconds = Math.round((Date.now() - started) / 1000);
  const cpu = results.reduce((sum, result) => sum + (result.cpuSeconds ?? 0), 0);
  console.log(`\nnpm test: ${seconds} s, CPU ${cpu} s (user + sys of its parts)`);
  for (const result of results)
    console.log(`  ${result.name}: ${summary(result)}${result.leftBehind ? `, left ${result.leftBehind} process(es) running` : ''}`);
  for (const process of left) console.log(`npm test: left running, now killed: ${process.pid} ${process.command.slice(0, 200)}`);
  const withReports = failed.filter((result) => lanes.some((lane) => lane.parts.some((part) => part.name === result.name && part.report)));
  if (withReports.length) {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/failed-tests.ts', ...withReports.map((result) => path.join(reports, `${result.name}.json`))],
      {
        stdio: 'inherit',
      },
    );
  }
  const stuck = results.filter((result) => result.timedOut).map((result) => result.name);
  if (stuck.length) console.log(`npm test failed: ${stuck.join(', ')} did not finish within its bound`);
  if (interrupted) return interrupted === 'SIGINT' ? 130 : 143;
  if (failed.length || left.length) {
    console.log(
      `npm test failed: ${[...failed.map((result) => result.name), ...(left.length ? ['processes left running'] : [])].join(', ')}`,
    );
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error);
    stopAll.abort();
    await sweep(mark, tmpdir());
    process.exit(1);
  },
);
