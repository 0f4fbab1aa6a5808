import { redacted } from './redactionCheck';
import { replayLog } from './replay';
import { LOG_FORMAT, LOG_VERSION, type ActionLogFile, type LogEntry } from './format';

/**
 * The file the Redux DevTools extension imports and exports: the actions after its own init action, and the
 * state before them, each serialized again (with jsan, which reads plain JSON too) inside the file.
 */
export interface DevtoolsFile {
  payload: string;
  preloadedState: string;
}

/** A log as the extension imports it; every action keeps its seq and time, which the extension shows as fields. */
export function toDevtools(log: ActionLogFile): DevtoolsFile {
  return { payload: JSON.stringify(log.actions), preloadedState: JSON.stringify(log.initialState) };
}

type Action = Record<string, unknown> & { type?: unknown };

/** The extension's app exports its whole lifted state when asked to; its page script exports `DevtoolsFile`. */
interface LiftedState {
  actionsById: Record<string, { action: Action; timestamp?: number }>;
  stagedActionIds: number[];
  committedState?: unknown;
}

function actionsOf(
  file: unknown,
  parse: (text: string) => unknown,
): { initialState: unknown; actions: Array<{ action: Action; at?: number }> } {
  const outer = file as Partial<DevtoolsFile> & Partial<LiftedState>;
  if (typeof outer.payload === 'string') {
    const actions = parse(outer.payload);
    if (!Array.isArray(actions)) throw new Error('payload is not a list of actions');
    return {
      initialState: typeof outer.preloadedState === 'string' ? parse(outer.preloadedState) : null,
      actions: (actions as Action[]).map((action) => ({ action })),
    };
  }
  if (outer.actionsById && Array.isArray(outer.stagedActionIds)) {
    const byId = outer.actionsById;
    return {
      initialState: outer.committedState ?? null,
      actions: outer.stagedActionIds.slice(1).map((id) => ({ action: byId[id].action, at: byId[id].timestamp })),
    };
  }
  throw new Error('not a Redux DevTools export (no payload and no lifted state)');
}

/**
 * A DevTools export back into an action log: every action and the state before them pass through the same
 * sanitizer as the portal's export (whatever a tester typed into the extension is redacted too), and the final
 * hash is the replay's own, since the actions may have been edited there.
 */
export async function logFromDevtools(file: unknown, parse: (text: string) => unknown, now = new Date()): Promise<ActionLogFile> {
  const { initialState, actions } = actionsOf(file, parse);
  const entries: LogEntry[] = actions.map(({ action, at }, i) => {
    const { seq, at: recordedAt, type, payload, meta, error, key } = action;
    const entry: LogEntry = {
      seq: typeof seq === 'number' ? seq : i + 1,
      at: typeof recordedAt === 'number' ? recordedAt : (at ?? 0),
      type: String(type),
    };
    if (payload !== undefined) entry.payload = payload;
    if (meta !== undefined) entry.meta = meta;
    if (error !== undefined) entry.error = error;
    if (typeof key === 'string') entry.key = key;
    return entry;
  });
  const log = redacted({
    format: LOG_FORMAT,
    version: LOG_VERSION,
    appVersion: 'devtools',
    createdAt: now.toISOString(),
    initialState,
    actions: entries,
    dropped: 0,
    finalStateHash: '',
  });
  return { ...log, finalStateHash: (await replayLog(log)).hash };
}
