import { Counter, Gauge, type Registry } from 'prom-client';

/*
 * What this process knows of the backups. Module state rather than an app's: the code that runs a backup
 * calls these without an app at hand, and every registry of the process reads the same facts.
 */
let lastSuccess: Date | null = null;
let failures = 0;

/** A backup finished and can be restored; `at` is when it was taken. */
export function recordBackupSuccess(at: Date): void {
  if (!lastSuccess || at.getTime() > lastSuccess.getTime()) lastSuccess = at;
}

/** A backup was attempted and did not complete. */
export function recordBackupFailure(): void {
  failures += 1;
}

export function registerBackupMetrics(registry: Registry): void {
  new Gauge({
    name: 'ella_backup_last_success_timestamp_seconds',
    help: 'Unix time of the last successful backup this process has seen; 0 when it has seen none.',
    registers: [registry],
    collect() {
      this.set(lastSuccess ? lastSuccess.getTime() / 1000 : 0);
    },
  });
  new Counter({
    name: 'ella_backup_failures_total',
    help: 'Backups that failed since this process started.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(failures);
    },
  });
}
