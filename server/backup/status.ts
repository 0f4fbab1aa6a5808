/**
 * What this process knows of its backups, for the operator and a metrics module: the last nightly success
 * and failure and how many of each since start. Read with `backupStatus()`, or follow each result with
 * `onBackupResult` (a counter per outcome). Per process: in a cluster the server whose worker took the
 * night's job is the one that knows; the files themselves (`npm run staff -- backups`) are the record.
 */
export interface BackupStatus {
  successes: number;
  failures: number;
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
  /** File name and size of the last backup written. */
  lastFile: string | null;
  lastBytes: number | null;
}

export type BackupResult = { ok: true; at: Date; file: string; bytes: number } | { ok: false; at: Date; error: string };

const status: BackupStatus = { successes: 0, failures: 0, lastSuccessAt: null, lastFailureAt: null, lastFile: null, lastBytes: null };
const listeners = new Set<(result: BackupResult) => void>();

export const backupStatus = (): Readonly<BackupStatus> => ({ ...status });

/** Calls `listener` after every nightly backup, successful or not; returns the function that stops it. */
export function onBackupResult(listener: (result: BackupResult) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function recordBackupResult(result: BackupResult): void {
  if (result.ok) {
    status.successes += 1;
    status.lastSuccessAt = result.at;
    status.lastFile = result.file;
    status.lastBytes = result.bytes;
  } else {
    status.failures += 1;
    status.lastFailureAt = result.at;
  }
  for (const listener of listeners) listener(result);
}
