import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * The Jest tests a change to `files` concerns, among `tests` (paths from the repository's root): a changed
 * test; the tests that import a changed file themselves; and the tests of the feature or server module it
 * belongs to (`src/features/<name>/` to `test/client/<name>/`, `server/modules/<name>/` to
 * `test/server/<name>*`). Not every test its import graph reaches: through the server's wiring
 * (server/app.ts) and the tests' harness, every server file reaches every server test, and that run is
 * npm test's.
 */
export function relatedTests(
  files: string[],
  tests: string[],
  read = (file: string) => readFileSync(path.join(root, file), 'utf8'),
): string[] {
  const picked = new Set(files.filter((file) => tests.includes(file)));
  for (const source of files.filter((file) => /^(src|server|common|scripts)\/.*\.tsx?$/.test(file))) {
    const feature = /^src\/features\/([^/]+)\//.exec(source)?.[1];
    const module = /^server\/modules\/([^/]+)\//.exec(source)?.[1];
    const withoutExtension = source.replace(/\.tsx?$/, '');
    for (const test of tests) {
      if (feature && test.startsWith(`test/client/${feature}/`)) picked.add(test);
      else if (module && test.startsWith(`test/server/${module}`)) picked.add(test);
      else if (importsFile(read(test), test, withoutExtension)) picked.add(test);
    }
  }
  return [...picked].sort();
}

/** Whether the test at `test`, whose source is `text`, imports `target` (a path without its extension) by a relative specifier. */
function importsFile(text: string, test: string, target: string): boolean {
  for (const [, specifier] of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(test), specifier));
    if (resolved === target || resolved === `${target}/index`) return true;
  }
  return false;
}
