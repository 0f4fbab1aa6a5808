import { sanitizeState } from './sanitizer';
import { canonicalJson, hashedPart, type ActionLogFile } from './format';
import { preloaded, replayStep } from './replay';

/** One value an action changed in the app's sanitized state, by its path (`slice.field[index]…`). */
export interface StateChange {
  path: string;
  /** The new value; absent when the action removed the field. */
  value?: unknown;
}

/** What one action changed; actions that changed nothing are left out of a trace. */
export interface TraceStep {
  seq: number;
  changes: StateChange[];
}

/** Where a replay first leaves its recorded trace. */
export interface Divergence {
  seq: number;
  type: string;
  slice: string;
  path: string;
  expected: unknown;
  actual: unknown;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The hashed slices as plain JSON, the way the hash reads them (sorted keys, no redux-persist metadata). */
function comparable(state: unknown): Json {
  return JSON.parse(canonicalJson(hashedPart(sanitizeState(state)))) as Json;
}

const isRecord = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf that differs between two JSON values; a value that changes kind is one change. */
export function changesBetween(before: Json | undefined, after: Json | undefined, path = ''): StateChange[] {
  if (before === undefined && after === undefined) return [];
  if (before !== undefined && after !== undefined && canonicalJson(before) === canonicalJson(after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, i) => changesBetween(before[i], after[i], `${path}[${i}]`)).flat();
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => changesBetween(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return [after === undefined ? { path } : { path, value: after }];
}

/** Each action's effect on the app's state, as this code's reducers compute it. */
export function traceOf(log: ActionLogFile): TraceStep[] {
  let state = preloaded(log.initialState);
  let before = comparable(state);
  const trace: TraceStep[] = [];
  for (const entry of log.actions) {
    state = replayStep(state, entry);
    const after = comparable(state);
    const changes = changesBetween(before, after);
    if (changes.length) trace.push({ seq: entry.seq, changes });
    before = after;
  }
  return trace;
}

const sliceOf = (path: string) => path.split(/[.[]/)[0];

/**
 * Replays the log against a trace recorded earlier and names the first action whose effect differs: its seq
 * and type, and the first slice and path where the state it leads to is not the recorded one. Null when every
 * action does what it did when the trace was recorded.
 */
export function firstDivergence(log: ActionLogFile, recorded: readonly TraceStep[]): Divergence | null {
  const expectedBySeq = new Map(recorded.map((step) => [step.seq, step.changes]));
  const actual = new Map(traceOf(log).map((step) => [step.seq, step.changes]));
  for (const entry of log.actions) {
    const expected = expectedBySeq.get(entry.seq) ?? [];
    const got = actual.get(entry.seq) ?? [];
    if (canonicalJson(expected) === canonicalJson(got)) continue;
    const byPath = (changes: StateChange[]) => new Map(changes.map((change) => [change.path, change]));
    const expectedPaths = byPath(expected);
    const gotPaths = byPath(got);
    const paths = [...new Set([...expectedPaths.keys(), ...gotPaths.keys()])].sort();
    const path =
      paths.find((p) => canonicalJson(expectedPaths.get(p) ?? null) !== canonicalJson(gotPaths.get(p) ?? null)) ?? paths[0] ?? '';
    return {
      seq: entry.seq,
      type: entry.type,
      slice: sliceOf(path),
      path,
      expected: expectedPaths.has(path) ? (expectedPaths.get(path)!.value ?? '(removed)') : '(unchanged)',
      actual: gotPaths.has(path) ? (gotPaths.get(path)!.value ?? '(removed)') : '(unchanged)',
    };
  }
  return null;
}

export function describeDivergence(d: Divergence): string {
  return `first difference at seq ${d.seq} (${d.type}): slice ${d.slice}, path ${d.path}: expected ${JSON.stringify(d.expected)}, got ${JSON.stringify(d.actual)}`;
}
