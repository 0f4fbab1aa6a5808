import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ServerContext } from '../context';
import { privateDir } from '../privateFiles';
import { writeBackup } from './dump';
import { backupKeySource, refusedWithoutKey } from './key';
import { recordBackupResult } from './status';

export const BACKUP_QUEUE = 'backup';

export interface NightlyBackup {
  /** BACKUP_DIR: where nightly files go (default DATA_DIR/backups). */
  dir: string;
  /** BACKUP_KEEP: how many nightly files stay; older ones are deleted after each success. */
  keep: number;
  /** BACKUP_SCHEDULE: a cron expression, or null (`off`) for none. */
  cron: string | null;
  /** BACKUP_TIME_ZONE: the zone the expression is read in. */
  timeZone: string;
}

export function nightlyFromEnv(env: NodeJS.ProcessEnv, dataDir: string): NightlyBackup {
  const keep = Number(env.BACKUP_KEEP ?? 7);
  const schedule = env.BACKUP_SCHEDULE ?? '30 3 * * *';
  return {
    dir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    keep: Number.isInteger(keep) && keep >= 1 ? keep : 7,
    cron: schedule === 'off' ? null : schedule,
    timeZone: env.BACKUP_TIME_ZONE ?? 'America/Mexico_City',
  };
}

/** Nightly files are named for their time, so names sort by age; other files in the folder are never touched. */
const nightlyName = (at: Date) =>
  `nightly-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.ellabackup`;
const isNightly = (name: string) => /^nightly-\d{8}T\d{6}Z\.ellabackup$/.test(name);

/** Every backup file in `dir`, oldest first (nightly and the ones staff wrote there). */
export function backupFiles(dir: string): Array<{ name: string; bytes: number; nightly: boolean }> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.ellabackup'))
    .sort()
    .map((name) => ({ name, bytes: statSync(path.join(dir, name)).size, nightly: isNightly(name) }));
}

/** Deletes the oldest nightly files beyond `keep`. */
export function prune(dir: string, keep: number): string[] {
  const nightly = backupFiles(dir).filter((f) => f.nightly);
  const gone = nightly.slice(0, Math.max(0, nightly.length - keep)).map((f) => f.name);
  for (const name of gone) rmSync(path.join(dir, name), { force: true });
  return gone;
}

/**
 * One nightly backup: the file, then retention. A failure is logged as one JSON line (no data, only what
 * failed) and counted in status.ts, then thrown so the queue tries again (twice).
 */
export async function runNightlyBackup(ctx: ServerContext, nightly: NightlyBackup, log: (line: string) => void): Promise<void> {
  const at = ctx.clock.now();
  try {
    const keySource = backupKeySource(process.env, ctx.config.dataDir, { create: true });
    if (!keySource) throw new Error(refusedWithoutKey);
    privateDir(nightly.dir);
    const file = path.join(nightly.dir, nightlyName(at));
    const header = await writeBackup(ctx.db, keySource, file, {
      jobsSchema: ctx.jobs.schema,
      outboxDir: ctx.mail.outboxDir,
      pepper: ctx.config.pepper,
      skipQueues: [BACKUP_QUEUE],
      now: at,
    });
    prune(nightly.dir, nightly.keep);
    recordBackupResult({ ok: true, at, file: path.basename(file), bytes: header.ciphertextBytes });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(JSON.stringify({ level: 'error', msg: 'nightly backup failed', err: { type: (error as Error).name, message } }));
    recordBackupResult({ ok: false, at, error: message });
    throw error;
  }
}

/**
 * Registers the nightly job with the queue, and its schedule: pg-boss keeps one schedule per queue in the
 * shared database and enqueues each occurrence once, so a cluster of servers makes one backup a night,
 * written by whichever server's worker takes the job.
 */
export async function registerNightlyBackup(ctx: ServerContext, nightly: NightlyBackup, log: (line: string) => void): Promise<void> {
  await ctx.jobs.handle(BACKUP_QUEUE, () => runNightlyBackup(ctx, nightly, log), {
    retryLimit: 2,
    // A large database takes minutes; the queue's default (60 s) would hand a running backup to another worker.
    expireInSeconds: 2 * 60 * 60,
  });
  if (nightly.cron) await ctx.jobs.cron(BACKUP_QUEUE, nightly.cron, nightly.timeZone);
}
