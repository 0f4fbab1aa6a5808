import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { sanitizeAction, sanitizeState } from './sanitizer';

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
  /** Sanitized state before the first recorded action. */
  initialState(): unknown;
  entries(): readonly LogEntry[];
  /** How many of the oldest entries were dropped to stay within the limit. */
  dropped(): number;
}

export function createActionRecorder(limit = 5000): ActionRecorder {
  let log: LogEntry[] = [];
  let seq = 0;
  let droppedCount = 0;
  let initial: unknown;

  const middleware: Middleware = (api) => (next) => (action) => {
    if (seq === 0) initial = sanitizeState(api.getState());
    const { type, payload, meta, error, key } = action as UnknownAction & { payload?: unknown; meta?: unknown; error?: unknown; key?: unknown };
    seq += 1;
    const entry: LogEntry = { seq, at: Date.now(), type };
    const persistKey = typeof key === 'string' && type.startsWith('persist/') ? key : undefined;
    if (persistKey) entry.key = persistKey;
    Object.assign(entry, sanitizeAction({ type, payload, meta, error, key: persistKey }));
    log.push(entry);
    if (log.length > limit) {
      const excess = log.length - limit;
      log = log.slice(excess);
      droppedCount += excess;
    }
    return next(action);
  };

  return {
    middleware,
    initialState: () => initial,
    entries: () => log,
    dropped: () => droppedCount,
  };
}
