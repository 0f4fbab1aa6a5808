import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { PRIVATE_DIR, PRIVATE_FILE } from '../privateFiles';
import { backupKeySource, refusedWithoutKey } from '../backup/key';
import { readHeader, type BackupHeader } from '../backup/format';
import { backupFiles, nightlyFromEnv } from '../backup/schedule';
import type { StaffIo, Terminal } from './terminal';

/**
 * `backup --out FILE`, `restore FILE [--force]` and `backups`. A backup of a running portal comes from the
 * server (GET /api/staff/backup: the embedded database is its process's alone); with the portal stopped the
 * CLI takes the data lock and writes it itself. A restore needs the portal stopped and takes the lock too.
 */
export const backupUsage = ['backup --out FILE', 'restore FILE [--force]', 'backups'];

export interface BackupCli {
  dataDir: string;
  /** The running server's base URL, or null when none answers. */
  server: { base: string; secret: string } | null;
  /** Headers naming the staff member and command, as every staff call sends them. */
  headers: Record<string, string>;
  env: StaffIo['env'];
  out: Terminal;
}

const jobsSchema = 'pgboss';
const outboxOf = ({ env, dataDir }: BackupCli) => (env.SMTP_URL ? undefined : (env.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')));
const pepper = ({ env }: BackupCli) => env.CODE_PEPPER ?? 'ella-dev-pepper';

function describe(header: BackupHeader, bytes: number): string {
  const rows = Object.values(header.counts.rows).reduce((a, b) => a + b, 0);
  return (
    `${header.createdAt}  ${header.source}  ${header.migrations.at(-1) ?? '(sin migraciones)'}  ${bytes} bytes  ` +
    `${rows} filas, ${header.counts.jobs} trabajos pendientes, ${header.counts.outboxFiles} correos`
  );
}

export async function backupCommand(cli: BackupCli, [command, ...args]: string[]): Promise<number> {
  if (command === 'backups') return listBackups(cli);
  if (command === 'backup') {
    const out = args[args.indexOf('--out') + 1];
    if (!args.includes('--out') || !out) throw new Error('usage: backup --out FILE');
    mkdirSync(path.dirname(path.resolve(out)), { recursive: true, mode: PRIVATE_DIR });
    await (cli.server ? backupFromServer(cli, path.resolve(out)) : backupInProcess(cli, path.resolve(out)));
    const { header } = readHeader(out);
    cli.out.say(`Copia de seguridad escrita en ${out}: ${describe(header, header.ciphertextBytes)}`);
    return 0;
  }
  if (command === 'restore') {
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) throw new Error('usage: restore FILE [--force]');
    if (cli.server) throw new Error(`Hay un servidor respondiendo en ${cli.server.base}: detenlo antes de restaurar.`);
    return restore(cli, path.resolve(file), args.includes('--force'));
  }
  throw new Error(`usage: ${backupUsage.join(' | ')}`);
}

async function backupFromServer(cli: BackupCli, out: string): Promise<void> {
  const res = await fetch(`${cli.server!.base}/api/staff/backup`, { headers: { 'x-staff-secret': cli.server!.secret, ...cli.headers } });
  if (res.status !== 200 || !res.body) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new Error(`${res.status}: ${body.message ?? 'el servidor no hizo la copia'}`);
  }
  const partial = `${out}.${process.pid}.partial`;
  try {
    await pipeline(Readable.fromWeb(res.body as WebReadableStream), createWriteStream(partial, { mode: PRIVATE_FILE }));
    readHeader(partial);
    renameSync(partial, out);
  } finally {
    rmSync(partial, { force: true });
  }
}

async function backupInProcess(cli: BackupCli, out: string): Promise<void> {
  const { env, dataDir } = cli;
  const keySource = backupKeySource(env, dataDir, { create: true });
  if (!keySource) throw new Error(refusedWithoutKey);
  const { acquireDataLock } = await import('../db/lock');
  const { openDatabase } = await import('../db/database');
  const { installJobSchema } = await import('../jobs/queue');
  const { writeBackup } = await import('../backup/dump');
  const release = env.DATABASE_URL ? () => {} : acquireDataLock(dataDir);
  try {
    const db = await openDatabase({ url: env.DATABASE_URL, dir: path.join(dataDir, 'db') });
    try {
      // A portal that never ran its queue has no pg-boss schema yet (installing it is what the server does first).
      await installJobSchema(db, jobsSchema);
      await writeBackup(db, keySource, out, { jobsSchema, outboxDir: outboxOf(cli), pepper: pepper(cli) });
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

const nonEmptyFolder = (dir: string | undefined) => !!dir && existsSync(dir) && readdirSync(dir).length > 0;

async function restore(cli: BackupCli, file: string, force: boolean): Promise<number> {
  const { env, dataDir, out } = cli;
  const keySource = backupKeySource(env, dataDir, { create: false });
  if (!keySource)
    throw new Error('Sin clave para abrir la copia: define BACKUP_KEY (o deja el archivo backup.key del portal de origen en DATA_DIR).');
  const { acquireDataLock } = await import('../db/lock');
  const { openDatabase } = await import('../db/database');
  const { verifyBackup, isEmptyDatabase, wipeDatabase, loadBackup } = await import('../backup/restore');
  const release = env.DATABASE_URL ? () => {} : acquireDataLock(dataDir);
  try {
    // Integrity, format, levels and pepper: checked before anything is written, --force or not.
    const { header, key } = await verifyBackup(file, keySource, pepper(cli));
    const outboxDir = outboxOf(cli);
    const dbDir = path.join(dataDir, 'db');
    const refuse = (what: string) => {
      throw new Error(`${what} no está vacío: restaurar lo reemplazaría. Repite con --force si eso quieres.`);
    };
    if (nonEmptyFolder(outboxDir) && !force) refuse(`El buzón de correo ${outboxDir}`);
    if (!env.DATABASE_URL && nonEmptyFolder(dbDir)) {
      if (!force) refuse(`La base de datos ${dbDir}`);
      rmSync(dbDir, { recursive: true, force: true });
    }
    const db = await openDatabase({ url: env.DATABASE_URL, dir: dbDir, migrate: false });
    try {
      if (!(await isEmptyDatabase(db, jobsSchema))) {
        if (!force) refuse('La base de datos de DATABASE_URL');
        await wipeDatabase(db, jobsSchema);
      }
      await loadBackup(db, file, key, header, { jobsSchema, outboxDir });
    } finally {
      await db.close();
    }
    out.say(`Restaurada la copia del ${describe(header, header.ciphertextBytes)}`);
    out.say(`en ${env.DATABASE_URL ? 'la base de datos de DATABASE_URL' : dbDir}. Ya puedes iniciar el portal.`);
    return 0;
  } finally {
    release();
  }
}

function listBackups({ env, dataDir, out }: BackupCli): number {
  const { dir, keep } = nightlyFromEnv(env, dataDir);
  const files = backupFiles(dir);
  for (const f of files) {
    let line: string;
    try {
      line = describe(readHeader(path.join(dir, f.name)).header, f.bytes);
    } catch (error) {
      line = `ilegible: ${(error as Error).message}`;
    }
    out.say(`${f.name}  ${line}`);
  }
  out.say(`${files.length} copias en ${dir} (se conservan las ${keep} nocturnas más recientes)`);
  return 0;
}
