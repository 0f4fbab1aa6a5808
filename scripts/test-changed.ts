/**
 * npm run test:changed [-- --base REF] [--list]: the check before a commit. Lint and the type check (both with
 * their caches), then the Jest tests related to the files changed since REF (default `main`: what this
 * branch changed, plus what is not committed yet; relatedTests says which), then the browser journeys
 * whose files or imports changed. The rest waits for npm test.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { relatedTests } from './test/relatedTests';

const { values } = parseArgs({ options: { base: { type: 'string', default: 'main' }, list: { type: 'boolean', default: false } } });
const root = path.resolve(__dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

const since = git('merge-base', values.base!, 'HEAD')[0];
const changed = [...new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')])].filter((file) =>
  existsSync(path.join(root, file)),
);
if (changed.length === 0) {
  console.log(`test:changed: nothing changed since ${values.base}`);
  process.exit(0);
}
console.log(`test:changed: ${changed.length} file(s) changed since ${values.base} (${since.slice(0, 7)})`);
// --list: only say which Jest tests it would run.
if (values.list) {
  for (const test of relatedTests(changed, jestTests())) console.log(test);
  process.exit(0);
}

/** The repository's Jest test files, committed or not, but the bundles and the cluster tests (npm test's). */
function jestTests(): string[] {
  return git('ls-files', '--cached', '--others', '--exclude-standard', 'test').filter(
    (file) =>
      /\.test\.tsx?$/.test(file) &&
      !file.startsWith('test/bundles/') &&
      !file.startsWith('test/cluster/') &&
      existsSync(path.join(root, file)),
  );
}

const bin = (tool: string) => path.join(root, 'node_modules', '.bin', tool);
function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(`test:changed: ${name} ${status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (status !== 0) process.exit(status ?? 1);
}

const code = changed.filter((file) => /\.(c|m)?(t|j)sx?$/.test(file));
if (code.length)
  step('ESLint', bin('eslint'), ['--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/', ...code]);
step('Prettier', bin('prettier'), [
  '--check',
  '--ignore-unknown',
  '--cache',
  '--cache-location',
  'node_modules/.cache/prettier/.prettier-cache',
  ...changed,
]);
// Import circles can close anywhere, so the whole tree; its cache keeps it short.
step('dependency-cruiser', 'npm', ['run', '--silent', 'lint:imports']);
step('type check', 'npm', ['run', '--silent', 'typecheck']);
const tests = relatedTests(changed, jestTests());
if (tests.length) {
  step(`${tests.length} related Jest test file(s)`, 'npm', [
    'run',
    '--silent',
    'test:unit',
    '--',
    '--selectProjects',
    'client',
    'server',
    'common',
    'lint',
    'scripts',
    '--runTestsByPath',
    ...tests,
  ]);
} else {
  console.log('test:changed: no Jest test relates to these files');
}
// Journeys drive the built portal, not the source they import nothing of: only a changed journey or helper
// picks them (Playwright follows each journey's own imports).
if (changed.some((file) => file.startsWith('test/e2e/') || file === 'playwright.config.ts')) {
  step('changed browser journeys', bin('playwright'), ['test', `--only-changed=${since}`]);
}
