import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ancestry, leftovers, sweep } from './test/leftovers';

/*
 * npm run fresh-check -- [--runs N] [--load N] [--fault never-ready-portal]
 *
 * The README's promise, tried the way a new machine tries it: the committed repository cloned into a new
 * folder, then `npm ci && npm test` with every cache cold (a new npm cache, a new temp directory, which
 * is where tsx, Jest and Node keep theirs outside npm test; webpack's production build keeps none), while
 * N processes load the CPU beside it. It reports each run's times, and whether anything was left running
 * or left in the temp directory; it fails if the run failed or left anything.
 * --fault never-ready-portal: the clone's server never starts listening; the check then expects npm test
 * to fail, naming the portal, within the journeys' bound, and to leave nothing behind.
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    load: { type: 'string', default: '1' },
    fault: { type: 'string' },
  },
});
const runs = Number(values.runs);
const load = Number(values.load);
const fault = values.fault;
if (fault !== undefined && fault !== 'never-ready-portal') throw new Error(`unknown fault: ${fault} (known: never-ready-portal)`);

const repoRoot = path.resolve(__dirname, '..');
const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
if (execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' }).trim()) {
  console.log(`fresh-check: uncommitted changes are not part of the check: it clones ${head}`);
}
console.log(
  `fresh-check of ${head}: ${runs} run(s), ${load} CPU load process(es), ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${new Date().toISOString()}${fault ? `, fault: ${fault}` : ''}`,
);

interface Outcome {
  install: number;
  test: number;
  exit: number | null;
  processesLeft: string[];
  tempLeft: string[];
  problems: string[];
}

// Stopped (Ctrl+C, SIGTERM), the check passes the stop to the command it runs, which ends its parts, then
// ends what is still left of the run.
let current: ChildProcess | undefined;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`fresh-check: ${signal}, stopping the run`);
    current?.kill('SIGTERM');
  });
}

/** Runs a command to its end, output to `log`; resolves with its exit code and seconds. */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  log: string,
): Promise<{ code: number | null; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const out = createWriteStream(log, { flags: 'a' });
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    current = child;
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    // Not 'close': a process npm test left behind could hold its output open, and that is what we look for.
    child.once('exit', (code) => {
      out.end();
      resolve({ code, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

async function freshRun(index: number): Promise<Outcome> {
  const root = mkdtempSync(path.join(tmpdir(), 'ella-fresh-check-'));
  // As a temp directory is: PostgreSQL's tools run as the postgres user and must reach their folder in it.
  chmodSync(root, 0o755);
  const repo = path.join(root, 'repo');
  const temp = path.join(root, 'tmp');
  const log = path.join(root, 'run.log');
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repoRoot, repo]);
  mkdirSync(temp);
  if (fault === 'never-ready-portal') {
    const main = path.join(repo, 'server', 'main.ts');
    const text = readFileSync(main, 'utf8');
    const listen = '  await app.listen({ port, host });';
    if (!text.includes(listen)) throw new Error(`the fault needs "${listen}" in server/main.ts`);
    writeFileSync(main, text.replace(listen, `  await new Promise(() => {}); // fresh-check's fault: never ready\n${listen}`));
  }
  const id = `${process.pid}-${index}`;
  // npm keeps Node's compile cache in the temp directory unless told otherwise: a cache of npm's, new and
  // cold here too, but not a file the run leaves.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TMPDIR: temp,
    npm_config_cache: path.join(root, 'npm-cache'),
    NODE_COMPILE_CACHE: path.join(root, 'node-compile-cache'),
    FRESH_CHECK: id,
  };
  for (const name of ['ELLA_TEST_RUN', 'V8_COMPILE_CACHE_CACHE_DIR', 'ELLA_TEST_SPEC_CACHE', 'ELLA_TEST_BUNDLES']) delete env[name];
  // Busy loops beside the run, in their own group, each on a core's worth of time.
  const loaders = Array.from({ length: load }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore', detached: true }));
  const stopLoad = () => loaders.forEach((loader) => loader.kill('SIGKILL'));
  process.once('exit', stopLoad);

  const outcome: Outcome = { install: 0, test: 0, exit: null, processesLeft: [], tempLeft: [], problems: [] };
  try {
    const install = await run('npm', ['ci', '--no-audit', '--no-fund'], repo, env, log);
    outcome.install = install.seconds;
    if (install.code !== 0) {
      outcome.problems.push(`npm ci failed (exit ${install.code})`);
    } else {
      const test = await run('npm', ['test'], repo, env, log);
      outcome.test = test.seconds;
      outcome.exit = test.code;
    }
  } finally {
    stopLoad();
  }
  const mark = `FRESH_CHECK=${id}`;
  outcome.processesLeft = leftovers(mark, root, ancestry()).map((p) => `${p.pid} ${p.command.slice(0, 160)}`);
  outcome.tempLeft = readdirSync(temp);
  const output = readFileSync(log, 'utf8');
  if (fault) {
    const named = /portal \d+ \(127\.0\.0\.1:\d+\) did not say it was listening within \d+ s/.test(output);
    if (outcome.exit === 0) outcome.problems.push('npm test passed with a portal that never becomes ready');
    if (!named) outcome.problems.push('npm test did not name the portal that never became ready');
  } else if (outcome.exit !== 0 && outcome.exit !== null) {
    outcome.problems.push(`npm test failed (exit ${outcome.exit})`);
  }
  if (outcome.processesLeft.length) outcome.problems.push(`${outcome.processesLeft.length} process(es) left running`);
  if (outcome.tempLeft.length) outcome.problems.push(`${outcome.tempLeft.length} entr(y/ies) left in the temp directory`);
  console.log(`\nrun ${index}: the end of npm test's output:\n${output.trimEnd().split('\n').slice(-30).join('\n')}`);
  for (const entry of outcome.processesLeft) console.log(`  left running: ${entry}`);
  for (const entry of outcome.tempLeft) console.log(`  left in the temp directory: ${entry}`);
  await sweep(mark, root);
  if (outcome.problems.length) {
    const kept = path.join(tmpdir(), `ella-fresh-check-${id}.log`);
    writeFileSync(kept, output);
    console.log(`  the whole output: ${kept}`);
  }
  rmSync(root, { recursive: true, force: true });
  return outcome;
}

async function main(): Promise<number> {
  const outcomes: Outcome[] = [];
  for (let index = 1; index <= runs && !stopping; index += 1) {
    const outcome = await freshRun(index);
    outcomes.push(outcome);
    console.log(
      `run ${index}: npm ci ${outcome.install} s, npm test ${outcome.test} s (exit ${outcome.exit}), ${outcome.processesLeft.length} process(es) and ${outcome.tempLeft.length} temp entr(y/ies) left: ${outcome.problems.length ? `FAILED: ${outcome.problems.join('; ')}` : 'green'}`,
    );
  }
  const failed = outcomes.filter((outcome) => outcome.problems.length).length;
  console.log(`\nfresh-check: ${runs - failed} of ${runs} green`);
  return failed ? 1 : 0;
}

void main().then((code) => process.exit(code));
