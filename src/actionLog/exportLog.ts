import { saveFile } from '../lib/download';
import { sanitizeState } from './sanitizer';
import type { ActionRecorder } from './recorder';
import { appVersion, hashState, LOG_FORMAT, LOG_VERSION, type ActionLogFile } from './format';

/** Builds the downloadable log of everything recorded so far; nothing in it is unsanitized. */
export async function buildActionLog(recorder: ActionRecorder, finalState: unknown, now = new Date()): Promise<ActionLogFile> {
  const sanitizedFinal = sanitizeState(finalState);
  return {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    appVersion: appVersion(),
    createdAt: now.toISOString(),
    initialState: recorder.initialState() ?? null,
    actions: [...recorder.entries()],
    dropped: recorder.dropped(),
    finalStateHash: await hashState(sanitizedFinal),
  };
}

export function logFileName(now = new Date()): string {
  return `ella-action-log-${now.toISOString().replace(/[:.]/g, '-')}.json`;
}

/** Browser only: saves the log as a file. */
export async function downloadActionLog(recorder: ActionRecorder, finalState: unknown): Promise<void> {
  const now = new Date();
  const log = await buildActionLog(recorder, finalState, now);
  saveFile(new Blob([JSON.stringify(log, null, 2)], { type: 'application/json' }), logFileName(now));
}
