import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm run lint` fails on an import circle even when one of its edges is only `import type`
 * (dependency-cruiser's no-circular, .dependency-cruiser.mjs). Each case writes made-up modules to a
 * folder of their own, outside the repository so that a lint running meanwhile never sees them, and
 * cruises that folder with the options package.json's lint:imports script gives depcruise.
 */
const root = path.resolve(__dirname, '../..');
const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
const options = /^depcruise (.+?) common src server scripts test$/.exec(scripts['lint:imports'])?.[1].split(' ') ?? [];

jest.setTimeout(60_000);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ella-circle-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function lint(files: Record<string, string>): { status: number | null; output: string } {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');
  const run = spawnSync(process.execPath, [depcruise, ...options, dir], { cwd: root, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const visits = `import { limit } from './limits';
import type { Visit } from './visit';

export const recent = (all: Visit[]) => all.slice(0, limit);
`;

describe('no import circles', () => {
  it("runs in npm run lint, which is npm test's lint part", () => {
    expect(options).toContain('--config');
    expect(scripts.lint).toContain('npm run --silent lint:imports');
    const runner = readFileSync(path.join(root, 'scripts/test/run.ts'), 'utf8');
    expect(runner).toContain("command: ['npm', 'run', '--silent', 'lint']");
  });

  it('fails two files that import each other when the way back is `import type`', () => {
    const { status, output } = lint({
      'visit.ts':
        "import { limit } from './limits';\n\nexport interface Visit {\n  at: number;\n}\n\nexport const recent = (all: Visit[]) => all.slice(0, limit);\n",
      'limits.ts': "import type { Visit } from './visit';\n\nexport const limit = 3;\nexport const first = (all: Visit[]) => all[0];\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-circular/);
    expect(output).toMatch(/limits\.ts/);
  });

  it('passes the same code once the type has a module of its own', () => {
    const { status, output } = lint({
      'visit.ts': 'export interface Visit {\n  at: number;\n}\n',
      'visits.ts': visits,
      'limits.ts': "import type { Visit } from './visit';\n\nexport const limit = 3;\nexport const first = (all: Visit[]) => all[0];\n",
    });
    expect(output).not.toMatch(/no-circular/);
    expect(status).toBe(0);
  });

  it('counts a dynamic import() as an edge of the circle too', () => {
    const { status, output } = lint({
      'visit.ts': 'export interface Visit {\n  at: number;\n}\n',
      'visits.ts': visits,
      'limits.ts': "export const limit = 3;\nexport const loadVisits = () => import('./visits');\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-circular/);
  });
});
