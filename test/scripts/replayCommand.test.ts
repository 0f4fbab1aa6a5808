import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const fixturesDir = path.join(root, 'test/replay/fixtures');
const registration = JSON.parse(readFileSync(path.join(fixturesDir, 'registration.json'), 'utf8'));
const { trace: _trace, ...exported } = registration;

let dir: string;
const name = `command-test-${process.pid}`;
const saved = path.join(fixturesDir, `${name}.json`);
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ella-replay-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(saved, { force: true });
});

function replay(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', ...args], { cwd: root, encoding: 'utf8' });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

function file(name: string, value: unknown): string {
  const target = path.join(dir, name);
  writeFileSync(target, JSON.stringify(value));
  return target;
}

describe('npm run replay', () => {
  it('--save-as keeps an exported log as a fixture with its trace, which replays clean', () => {
    const result = replay(file('log.json', exported), '--save-as', name);
    expect(result.err).not.toMatch(/not saved/);
    expect(result.status).toBe(0);
    const fixture = JSON.parse(readFileSync(saved, 'utf8'));
    expect(fixture.trace.length).toBeGreaterThan(0);
    expect(fixture.finalStateHash).toBe(exported.finalStateHash);
    expect(replay(saved).out).toContain('hash matches the recorded final state');
  });

  it('--save-as refuses a log holding what the export redacts, and names where', () => {
    const leaked = structuredClone(exported);
    const accepted = leaked.actions.find((a: { type: string }) => a.type === 'auth/registrationAccepted');
    accepted.payload = { email: 'maria@example.mx' };
    const result = replay(file('leaked.json', leaked), '--save-as', name);
    expect(result.status).toBe(2);
    expect(result.err).toContain(
      `not saved: the log holds values the portal's export redacts, at seq ${accepted.seq} (auth/registrationAccepted)`,
    );
    expect(existsSync(saved)).toBe(false);
  });

  it('names the first action whose effect differs from the fixture, its slice and path', () => {
    const changed = structuredClone(registration);
    const step = changed.trace.find((s: { changes: Array<{ path: string }> }) =>
      s.changes.some((c) => c.path === 'auth.registration.stage'),
    );
    const change = step.changes.find((c: { path: string }) => c.path === 'auth.registration.stage');
    change.value = 'otra-etapa';
    const result = replay(file('changed.json', changed));
    expect(result.status).toBe(1);
    expect(result.out).toMatch(
      new RegExp(
        `first difference at seq ${step.seq} \\([\\w/]+\\): slice auth, path auth\\.registration\\.stage: expected "otra-etapa", got "`,
      ),
    );
  });

  it('writes the Redux DevTools file and reads one back to the same final hash', () => {
    const devtools = path.join(dir, 'devtools.json');
    expect(replay(file('log.json', exported), '--to-devtools', devtools).status).toBe(0);
    expect(Object.keys(JSON.parse(readFileSync(devtools, 'utf8')))).toEqual(['payload', 'preloadedState']);
    const back = replay('--from-devtools', devtools);
    expect(back.status).toBe(0);
    expect(back.out).toContain(`final state hash: ${exported.finalStateHash}`);
  });
});
