/**
 * npm run test:changed [-- --base REF] [--list]: the check before a commit. Lint and the type check (both with
 * their caches), then the Jest tests related to the files changed since REF (default `main`: what this
 * branch changed, plus what is not committed yet; relatedTests says which), then the browser journeys
 * whose files or imports changed. The rest waits for npm test.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

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
  for (const test of relatedTests(changed)) console.log(test);
  process.exit(0);
}

/**
 * The Jest tests a change concerns: a changed test; the tests that import a changed file themselves; and
 * the tests of the feature or server module it belongs to (test/client/<feature>/, test/server/<module>*).
 * Not every test its import graph reaches: through the server's wiring (server/app.ts) and the tests'
 * harness, every server file reaches every server test, and that run is npm test's.
 */
function relatedTests(files: string[]): string[] {
  const allTests = git('ls-files', '--cached', '--others', '--exclude-standard', 'test')
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('test/bundles/') && existsSync(path.join(root, file)))
    .filter((file) => !file.startsWith('test/cluster/'));
  const picked = new Set(files.filter((file) => allTests.includes(file)));
  const sources = files.filter((file) => /^(src|server|common|scripts)\/.*\.tsx?$/.test(file));
  for (const source of sources) {
    const feature = /^src\/features\/([^/]+)\//.exec(source)?.[1];
    const module = /^server\/modules\/([^/]+)\//.exec(source)?.[1];
    const withoutExtension = source.replace(/\.tsx?$/, '');
    for (const test of allTests) {
      if (feature && test.startsWith(`test/client/${feature}/`)) picked.add(test);
      else if (module && test.startsWith(`test/server/${module}`)) picked.add(test);
      else if (importsFile(test, withoutExtension)) picked.add(test);
    }
  }
  return [...picked].sort();
}

/** Whether `test` imports `target` (a path without its extension) itself, by a relative specifier. */
function importsFile(test: string, target: string): boolean {
  const text = readFileSync(path.join(root, test), 'utf8');
  for (const [, specifier] of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(test), specifier));
    if (resolved === target || resolved === `${target}/index`) return true;
  }
  return false;
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
const tests = relatedTests(changed);
if (tests.length) {
  step(`${tests.length} related Jest test file(s)`, process.execPath, [
    '--experimental-vm-modules',
    '--no-experimental-strip-types',
    '--no-warnings=ExperimentalWarning',
    'node_modules/jest/bin/jest.js',
    '--config',
    'test/jest.config.ts',
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
