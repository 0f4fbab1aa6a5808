import type { UnknownAction } from '@reduxjs/toolkit';
import { replayReducer, type RootState } from '../app/rootReducer';
import { sanitizeState } from './sanitizer';
import { hashState, type ActionLogFile } from './format';
import type { LogEntry } from './recorder';

export interface ReplayResult {
  state: RootState;
  applied: number;
  hash: string;
  /** Whether the replayed state hashes to the recorded final hash (only meaningful for a full replay). */
  matches: boolean;
}

/**
 * redux-persist's REHYDRATE filled a slice from storage in the live app; the replay has no storage,
 * so it merges the recorded (sanitized) payload the way redux-persist's level-1 merge does.
 */
function fold(state: RootState | undefined, action: UnknownAction): RootState {
  if (action.type === 'persist/REHYDRATE') {
    const { key, payload } = action as UnknownAction & { key?: string; payload?: Record<string, unknown> };
    const current = (state ?? replayReducer(undefined, { type: '@@replay/init' })) as unknown as Record<string, unknown>;
    if (!key || !payload || !(key in current)) return current as unknown as RootState;
    const { _persist: _ignored, ...restored } = payload;
    return { ...current, [key]: { ...(current[key] as object), ...restored } } as unknown as RootState;
  }
  return replayReducer(state, action);
}

export function preloaded(initialState: unknown): RootState {
  const base = replayReducer(undefined, { type: '@@replay/init' }) as unknown as Record<string, unknown>;
  const initial = (initialState ?? {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...base };
  for (const key of Object.keys(base)) {
    if (key !== 'api' && initial[key] && typeof initial[key] === 'object') {
      const { _persist: _ignored, ...slice } = initial[key] as Record<string, unknown>;
      merged[key] = { ...(base[key] as object), ...slice };
    }
  }
  return merged as unknown as RootState;
}

export function entryAction(entry: LogEntry): UnknownAction {
  const action: Record<string, unknown> = { type: entry.type };
  if ('payload' in entry) action.payload = entry.payload;
  if ('meta' in entry) action.meta = entry.meta;
  if ('error' in entry) action.error = entry.error;
  if (entry.key) action.key = entry.key;
  return action as UnknownAction;
}

/** The state after one more recorded action. */
export function replayStep(state: RootState, entry: LogEntry): RootState {
  return fold(state, entryAction(entry));
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
