import type { UnknownAction } from '@reduxjs/toolkit';
import type { LogEntry } from './format';

/**
 * The reducer a log is folded through: the app's reducers without storage (app/rootReducer's
 * replayReducer). The recorder is handed it by the store rather than importing it, so that the app,
 * which installs the recorder, does not reach its own reducers through the action log.
 */
export type ReplayReducer<S> = (state: S | undefined, action: UnknownAction) => S;

/**
 * redux-persist's REHYDRATE filled a slice from storage in the live app; the replay has no storage,
 * so it merges the recorded (sanitized) payload the way redux-persist's level-1 merge does.
 */
function fold<S>(reducer: ReplayReducer<S>, state: S | undefined, action: UnknownAction): S {
  if (action.type === 'persist/REHYDRATE') {
    const { key, payload } = action as UnknownAction & { key?: string; payload?: Record<string, unknown> };
    const current = (state ?? reducer(undefined, { type: '@@replay/init' })) as unknown as Record<string, unknown>;
    if (!key || !payload || !(key in current)) return current as unknown as S;
    const { _persist: _ignored, ...restored } = payload;
    return { ...current, [key]: { ...(current[key] as object), ...restored } } as unknown as S;
  }
  return reducer(state, action);
}

/** The reducer's initial state with the recorded (sanitized) initial state merged in, slice by slice. */
export function preloadedWith<S>(reducer: ReplayReducer<S>, initialState: unknown): S {
  const base = reducer(undefined, { type: '@@replay/init' }) as unknown as Record<string, unknown>;
  const initial = (initialState ?? {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...base };
  for (const key of Object.keys(base)) {
    if (key !== 'api' && initial[key] && typeof initial[key] === 'object') {
      const { _persist: _ignored, ...slice } = initial[key] as Record<string, unknown>;
      merged[key] = { ...(base[key] as object), ...slice };
    }
  }
  return merged as unknown as S;
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
export function stepWith<S>(reducer: ReplayReducer<S>, state: S, entry: LogEntry): S {
  return fold(reducer, state, entryAction(entry));
}
