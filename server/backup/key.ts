import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE, privateDir } from '../privateFiles';

/** How the 32-byte key of one backup came about; written in its plain header. */
export type KeyOrigin = { kind: 'raw' } | { kind: 'scrypt'; salt: string; N: number; r: number; p: number };

export interface BackupKeySource {
  /** BACKUP_KEY (64 hex characters: the key itself; anything else: a passphrase), or the demo's key file. */
  secret: string;
  /** Where it came from, for the operator's messages. */
  from: string;
}

const SCRYPT = { N: 2 ** 15, r: 8, p: 1 };
const RAW_KEY = /^[0-9a-f]{64}$/i;

/**
 * The key a backup is written with: BACKUP_KEY from the environment; without it, outside production only,
 * a random key kept owner-only in the data folder (like the staff secret). Production refuses without one:
 * a key file beside the database would protect nothing in a stolen copy of the server's disk.
 */
export function backupKeySource(env: NodeJS.ProcessEnv, dataDir: string, { create }: { create: boolean }): BackupKeySource | null {
  if (env.BACKUP_KEY) return { secret: env.BACKUP_KEY, from: 'BACKUP_KEY' };
  if (env.NODE_ENV === 'production') return null;
  const file = path.join(dataDir, 'backup.key');
  if (!existsSync(file)) {
    if (!create) return null;
    privateDir(dataDir);
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: PRIVATE_FILE });
  }
  return { secret: readFileSync(file, 'utf8').trim(), from: file };
}

export const refusedWithoutKey =
  'No se hace una copia de seguridad sin BACKUP_KEY en producción (64 caracteres hexadecimales o una frase larga).';

/** A new origin for a backup about to be written: the raw key, or scrypt with a fresh salt. */
export function newKeyOrigin(source: BackupKeySource): KeyOrigin {
  return RAW_KEY.test(source.secret) ? { kind: 'raw' } : { kind: 'scrypt', salt: randomBytes(16).toString('base64'), ...SCRYPT };
}

export function deriveKey(source: BackupKeySource, origin: KeyOrigin): Buffer {
  if (origin.kind === 'raw') {
    if (!RAW_KEY.test(source.secret))
      throw new Error(`La copia se cifró con una clave de 64 caracteres hexadecimales; ${source.from} no lo es.`);
    return Buffer.from(source.secret, 'hex');
  }
  return scryptSync(source.secret, Buffer.from(origin.salt, 'base64'), 32, {
    N: origin.N,
    r: origin.r,
    p: origin.p,
    maxmem: 64 * 1024 * 1024,
  });
}

/** A short public name of a key, so a restore with the wrong key says so before it decrypts anything. */
export const keyId = (key: Buffer) => createHash('sha256').update('ella-backup-key-id\0').update(key).digest('hex').slice(0, 16);
