import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { sanitizeAction, sanitizeState } from './sanitizer';
import type { LogEntry } from './format';
import { preloadedWith, stepWith, type ReplayReducer } from './fold';

export interface ActionRecorder {
  middleware: Middleware;
  /** Sanitized state before the oldest entry kept (the dropped ones folded in). */
  initialState(): unknown;
  entries(): readonly LogEntry[];
  /** How many of the oldest entries were dropped to stay within the limit. */
  dropped(): number;
}

/** `reducer` folds the entries dropped beyond `limit` into the state the kept ones start from. */
export function createActionRecorder<S>(reducer: ReplayReducer<S>, limit = 5000): ActionRecorder {
  const log: LogEntry[] = [];
  let seq = 0;
  let droppedCount = 0;
  let initial: unknown;
  /** Once entries are dropped: the replayed state they lead to, so the kept ones still replay exactly. */
  let beforeOldest: S | null = null;

  const middleware: Middleware = (api) => (next) => (action) => {
    if (seq === 0) initial = sanitizeState(api.getState());
    const { type, payload, meta, error, key } = action as UnknownAction & {
      payload?: unknown;
      meta?: unknown;
      error?: unknown;
      key?: unknown;
    };
    seq += 1;
    const entry: LogEntry = { seq, at: Date.now(), type };
    const persistKey = typeof key === 'string' && type.startsWith('persist/') ? key : undefined;
    if (persistKey) entry.key = persistKey;
    Object.assign(entry, sanitizeAction({ type, payload, meta, error, key: persistKey }));
    log.push(entry);
    while (log.length > limit) {
      beforeOldest = stepWith(reducer, beforeOldest ?? preloadedWith(reducer, initial), log.shift()!);
      droppedCount += 1;
    }
    return next(action);
  };

  return {
    middleware,
    initialState: () => (beforeOldest ? sanitizeState(beforeOldest) : initial),
    entries: () => log,
    dropped: () => droppedCount,
  };
}
