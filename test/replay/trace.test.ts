import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ActionLogFile } from '../../src/actionLog/format';
import { unredactedParts } from '../../src/actionLog/redactionCheck';
import { changesBetween, firstDivergence, traceOf } from '../../src/actionLog/trace';

const fixturesDir = path.join(__dirname, 'fixtures');
const read = (file: string) => JSON.parse(readFileSync(path.join(fixturesDir, file), 'utf8')) as ActionLogFile;

describe('replay traces', () => {
  it('lists every leaf that changed, by path', () => {
    expect(changesBetween({ a: { b: 1, c: [1, 2] }, d: 'x' }, { a: { b: 2, c: [1] }, e: null })).toEqual([
      { path: 'a.b', value: 2 },
      { path: 'a.c[1]' },
      { path: 'd' },
      { path: 'e', value: null },
    ]);
  });

  it.each(readdirSync(fixturesDir).filter((f) => f.endsWith('.json')))('finds the exported fixture %s redacted', (file) => {
    expect(unredactedParts(read(file))).toEqual([]);
  });

  it('names the first action whose effect differs, with its slice and path', () => {
    const log = read('registration.json');
    const trace = traceOf(log);
    expect(firstDivergence(log, trace)).toBeNull();
    const accepted = log.actions.find((a) => a.type === 'auth/registrationAccepted')!;
    const changed = trace.map((step) =>
      step.seq === accepted.seq ? { ...step, changes: step.changes.map((c) => ({ ...c, value: 'datos' })) } : step,
    );
    expect(firstDivergence(log, changed)).toMatchObject({ seq: accepted.seq, type: 'auth/registrationAccepted', slice: 'auth' });
  });
});
