import { Counter, Gauge, type Registry } from 'prom-client';
import { backupStatus } from '../backup/status';

/** The backups this process ran (server/backup/status.ts): when the last one succeeded, and how many failed. */
export function registerBackupMetrics(registry: Registry): void {
  new Gauge({
    name: 'ella_backup_last_success_timestamp_seconds',
    help: 'Unix time of the last successful backup this process has seen; 0 when it has seen none.',
    registers: [registry],
    collect() {
      const { lastSuccessAt } = backupStatus();
      this.set(lastSuccessAt ? lastSuccessAt.getTime() / 1000 : 0);
    },
  });
  new Counter({
    name: 'ella_backup_failures_total',
    help: 'Backups that failed since this process started.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(backupStatus().failures);
    },
  });
}
