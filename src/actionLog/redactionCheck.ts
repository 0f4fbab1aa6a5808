import { sanitizeAction, sanitizeState } from './sanitizer';
import { canonicalJson, type ActionLogFile, type LogEntry } from './format';

function entryParts(entry: LogEntry) {
  const { seq: _seq, at: _at, type, key, ...parts } = entry;
  return { type, key, parts };
}

/**
 * Sanitizing is idempotent, so a log the portal exported comes out of the sanitizer unchanged. What changes
 * (a hand-edited log, one from another tool) held something the export would have redacted: the places are
 * named, `initialState` or the seq of each action.
 */
export function unredactedParts(log: ActionLogFile): string[] {
  const problems: string[] = [];
  if (canonicalJson(sanitizeState(log.initialState)) !== canonicalJson(log.initialState)) problems.push('initialState');
  for (const entry of log.actions) {
    const { type, key, parts } = entryParts(entry);
    const sanitized = sanitizeAction({ type, key, ...parts });
    if (canonicalJson(sanitized) !== canonicalJson(parts)) problems.push(`seq ${entry.seq} (${type})`);
  }
  return problems;
}

/** The same log with everything in it passed through the export's sanitizer. */
export function redacted(log: ActionLogFile): ActionLogFile {
  return {
    ...log,
    initialState: sanitizeState(log.initialState),
    actions: log.actions.map((entry) => {
      const { type, key, parts } = entryParts(entry);
      return { seq: entry.seq, at: entry.at, type, ...(key ? { key } : {}), ...sanitizeAction({ type, key, ...parts }) };
    }),
  };
}
