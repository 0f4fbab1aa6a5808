import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useHarness } from './harness';
import { BACKUP_QUEUE, backupFiles, registerNightlyBackup, type NightlyBackup } from '../../server/backup/schedule';
import { backupStatus, onBackupResult, type BackupResult } from '../../server/backup/status';
import { parseMetrics, total } from './metricsText';
import { readHeader } from '../../server/backup/format';

/** The nightly backup job: what the queue runs, its retention, a visible failure, one schedule per cluster. */
const h = useHarness();
const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const logged: string[] = [];
// Registered once, as a server does; each test points it at its own folder.
const nightly: NightlyBackup = { dir: '', keep: 2, cron: null, timeZone: 'America/Mexico_City' };
beforeAll(() => registerNightlyBackup(h.ctx, nightly, (line) => logged.push(line)));

/** One occurrence, as the schedule would enqueue it, run by the queue. */
async function tonight(): Promise<void> {
  await h.ctx.db.transaction((tx) => h.ctx.jobs.schedule(tx, BACKUP_QUEUE, {}));
  await h.ctx.jobs.drain();
}

describe('the nightly backup', () => {
  it('writes a backup a night into BACKUP_DIR and keeps the newest BACKUP_KEEP of them, never a file staff put there', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ella-nightly-'));
    folders.push(dir);
    writeFileSync(path.join(dir, 'before-upgrade.ellabackup'), 'kept whatever it holds');
    nightly.dir = dir;
    const results: BackupResult[] = [];
    const stop = onBackupResult((result) => results.push(result));
    const before = backupStatus().successes;
    for (let night = 0; night < 3; night += 1) {
      await tonight();
      h.clock.advance(24 * 60 * 60_000);
    }
    stop();
    const files = backupFiles(dir);
    expect(files.map((f) => f.name)).toEqual([
      'before-upgrade.ellabackup',
      'nightly-20261124T150000Z.ellabackup',
      'nightly-20261125T150000Z.ellabackup',
    ]);
    expect(readHeader(path.join(dir, files[2].name)).header).toMatchObject({ createdAt: '2026-11-25T15:00:00.000Z' });
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(backupStatus()).toMatchObject({ successes: before + 3, lastFile: 'nightly-20261125T150000Z.ellabackup' });
  });

  it('logs a failed night as one JSON line and counts it where a metric can read it', async () => {
    const notAFolder = path.join(mkdtempSync(path.join(tmpdir(), 'ella-nightly-')), 'file');
    folders.push(path.dirname(notAFolder));
    writeFileSync(notAFolder, '');
    nightly.dir = notAFolder;
    const failures = backupStatus().failures;
    const metric = async () => total(parseMetrics(await h.ctx.metrics.registry.metrics()), 'ella_backup_failures_total');
    const counted = await metric();
    logged.length = 0;
    await tonight();
    expect(backupStatus()).toMatchObject({ failures: failures + 1, lastFailureAt: h.clock.now() });
    // What an operator's alert reads on /metrics.
    expect((await metric()) - counted).toBe(1);
    expect(logged.map((line) => JSON.parse(line))).toEqual([
      { level: 'error', msg: 'nightly backup failed', err: { type: 'Error', message: expect.stringContaining('file') } },
    ]);
  });

  it('keeps one schedule for the whole cluster however many servers register it', async () => {
    await h.ctx.jobs.cron(BACKUP_QUEUE, '30 3 * * *', 'America/Mexico_City');
    await h.ctx.jobs.cron(BACKUP_QUEUE, '30 3 * * *', 'America/Mexico_City');
    const rows = await h.ctx.db.query(`SELECT name, cron, timezone FROM ${h.ctx.jobs.schema}.schedule`);
    expect(rows).toEqual([{ name: BACKUP_QUEUE, cron: '30 3 * * *', timezone: 'America/Mexico_City' }]);
  });
});
