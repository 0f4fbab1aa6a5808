import { replayReducer, type RootState } from '../app/rootReducer';
import { sanitizeState } from './sanitizer';
import { hashState, type ActionLogFile, type LogEntry } from './format';
import { preloadedWith, stepWith } from './fold';

export interface ReplayResult {
  state: RootState;
  applied: number;
  hash: string;
  /** Whether the replayed state hashes to the recorded final hash (only meaningful for a full replay). */
  matches: boolean;
}

export function preloaded(initialState: unknown): RootState {
  return preloadedWith(replayReducer, initialState);
}

/** The state after one more recorded action. */
export function replayStep(state: RootState, entry: LogEntry): RootState {
  return stepWith(replayReducer, state, entry);
}

/** Folds the recorded actions through the real reducers (no middleware, no network, no storage). */
export async function replayLog(log: ActionLogFile, options: { until?: number } = {}): Promise<ReplayResult> {
  const limit = options.until ?? Number.POSITIVE_INFINITY;
  let state = preloaded(log.initialState);
  let applied = 0;
  for (const entry of log.actions) {
    if (entry.seq > limit) break;
    state = replayStep(state, entry);
    applied += 1;
  }
  const hash = await hashState(sanitizeState(state));
  return { state, applied, hash, matches: hash === log.finalStateHash };
}
