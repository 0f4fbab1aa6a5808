import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { sanitizeAction, sanitizeState } from './sanitizer';
import { preloaded, replayStep } from './replay';
import type { RootState } from '../app/rootReducer';

export interface LogEntry {
  seq: number;
  at: number;
  type: string;
  payload?: unknown;
  meta?: unknown;
  /** A rejected request's serialized error (RTK Query reads it when there is no error payload). */
  error?: unknown;
  /** redux-persist names the slice in a top-level `key`; replay needs it to rehydrate the same slice. */
  key?: string;
}

export interface ActionRecorder {
  middleware: Middleware;
  /** Sanitized state before the oldest entry kept (the dropped ones folded in). */
  initialState(): unknown;
  entries(): readonly LogEntry[];
  /** How many of the oldest entries were dropped to stay within the limit. */
  dropped(): number;
}

export function createActionRecorder(limit = 5000): ActionRecorder {
  const log: LogEntry[] = [];
  let seq = 0;
  let droppedCount = 0;
  let initial: unknown;
  /** Once entries are dropped: the replayed state they lead to, so the kept ones still replay exactly. */
  let beforeOldest: RootState | null = null;

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
      beforeOldest = replayStep(beforeOldest ?? preloaded(initial), log.shift()!);
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
