import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PRIVATE_FILE } from '../privateFiles';
import { keyId, type KeyOrigin } from './key';

/**
 * A backup file: one plain line naming the format, one plain JSON line (the header below), then the
 * ciphertext: AES-256-GCM over gzip over JSON lines (records.ts says which). The header is readable
 * without the key (`npm run staff -- backups` lists it); its fixed part is the cipher's associated data,
 * so changing it breaks the tag, and its checksum is that of the plaintext, checked after decryption.
 */
export const MAGIC = 'ella-backup' as const;
export const FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof MAGIC;
  version: number;
  createdAt: string;
  source: 'pglite' | 'postgres';
  /** schema_migrations of the source: the restore builds exactly this schema before loading rows. */
  migrations: string[];
  /** pg-boss's schema version of the source; the restore's pg-boss must have the same. */
  pgBossSchemaVersion: number;
  pgBossPackage: string;
  /**
   * A keyed fingerprint of the source's CODE_PEPPER (not the pepper): pending jobs are sealed with it and
   * code hashes mixed with it, so a restore refuses a server with another one.
   */
  pepperId: string;
  key: KeyOrigin & { id: string };
  iv: string;
  /** Filled in once the plaintext is written. */
  tag: string;
  sha256: string;
  plaintextBytes: number;
  ciphertextBytes: number;
  counts: { rows: Record<string, number>; jobs: number; outboxFiles: number };
}

export type FixedHeader = Pick<BackupHeader, 'createdAt' | 'source' | 'migrations' | 'pgBossSchemaVersion' | 'pgBossPackage' | 'pepperId'>;

export const pepperId = (pepper: string) =>
  createHash('sha256').update('ella-backup-pepper-id\0').update(pepper).digest('hex').slice(0, 16);

const associatedData = (h: Pick<BackupHeader, keyof FixedHeader | 'format' | 'version' | 'key' | 'iv'>) =>
  Buffer.from(
    JSON.stringify([
      h.format,
      h.version,
      h.createdAt,
      h.source,
      h.migrations,
      h.pgBossSchemaVersion,
      h.pgBossPackage,
      h.pepperId,
      h.key,
      h.iv,
    ]),
  );

/**
 * Writes `records` (one JSON value each) to `file`: first into a private temporary file, then the header
 * and that ciphertext into `file` under a temporary name renamed at the end, so a reader never sees half
 * a backup. Returns the header.
 */
export async function writeBackupFile(
  file: string,
  fixed: FixedHeader,
  key: Buffer,
  origin: KeyOrigin,
  records: AsyncIterable<unknown>,
  counts: () => BackupHeader['counts'],
): Promise<BackupHeader> {
  const iv = randomBytes(12);
  const partial = { format: MAGIC, version: FORMAT_VERSION, ...fixed, key: { ...origin, id: keyId(key) }, iv: iv.toString('base64') };
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(partial));
  const hash = createHash('sha256');
  let plaintextBytes = 0;
  const body = `${file}.${process.pid}.body`;
  const assembled = `${file}.${process.pid}.partial`;
  try {
    await pipeline(
      async function* lines() {
        for await (const record of records) {
          const line = Buffer.from(`${JSON.stringify(record)}\n`);
          hash.update(line);
          plaintextBytes += line.length;
          yield line;
        }
      },
      createGzip(),
      cipher,
      createWriteStream(body, { mode: PRIVATE_FILE }),
    );
    const header: BackupHeader = {
      ...partial,
      tag: cipher.getAuthTag().toString('base64'),
      sha256: hash.digest('hex'),
      plaintextBytes,
      ciphertextBytes: statSync(body).size,
      counts: counts(),
    };
    const out = createWriteStream(assembled, { mode: PRIVATE_FILE });
    out.write(`${MAGIC} ${FORMAT_VERSION}\n${JSON.stringify(header)}\n`);
    await pipeline(createReadStream(body), out);
    renameSync(assembled, file);
    return header;
  } finally {
    rmSync(body, { force: true });
    rmSync(assembled, { force: true });
  }
}

const HEADER_LIMIT = 1024 * 1024;

/** The plain header of a backup file and where its ciphertext starts; throws on anything else. */
export function readHeader(file: string): { header: BackupHeader; offset: number } {
  const fd = openSync(file, 'r');
  const buffer = Buffer.alloc(HEADER_LIMIT);
  let read: number;
  try {
    read = readSync(fd, buffer, 0, HEADER_LIMIT, 0);
  } finally {
    closeSync(fd);
  }
  const first = buffer.indexOf(10);
  const second = first < 0 ? -1 : buffer.indexOf(10, first + 1);
  const magic = buffer.subarray(0, Math.max(first, 0)).toString('utf8');
  if (first < 0 || second < 0 || second >= read || !magic.startsWith(`${MAGIC} `))
    throw new Error(`${file} no es una copia de seguridad del portal.`);
  const version = Number(magic.slice(MAGIC.length + 1));
  if (version !== FORMAT_VERSION)
    throw new Error(`${file} tiene el formato ${magic.slice(MAGIC.length + 1)}; esta versión del portal lee el formato ${FORMAT_VERSION}.`);
  const header = JSON.parse(buffer.subarray(first + 1, second).toString('utf8')) as BackupHeader;
  if (header.format !== MAGIC || header.version !== FORMAT_VERSION) throw new Error(`${file}: encabezado inconsistente.`);
  return { header, offset: second + 1 };
}

/**
 * Decrypts and reads every record, handing each to `onRecord` in order. Rejects when the tag (the key, the
 * ciphertext or the header's fixed part) or the plaintext's checksum or size does not match: a caller
 * writes nothing it cannot undo until this resolves.
 */
export async function readRecords(file: string, key: Buffer, onRecord: (record: unknown) => Promise<void> | void): Promise<void> {
  const { header, offset } = readHeader(file);
  if (keyId(key) !== header.key.id) throw new Error('La clave no es la de esta copia (BACKUP_KEY distinta de la que la cifró).');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(header.iv, 'base64'));
  decipher.setAAD(associatedData(header));
  decipher.setAuthTag(Buffer.from(header.tag, 'base64'));
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(createReadStream(file, { start: offset }), decipher, createGunzip(), async (source: AsyncIterable<Buffer>) => {
    let pending: Buffer[] = [];
    for await (const chunk of source) {
      hash.update(chunk);
      bytes += chunk.length;
      let start = 0;
      for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, start)) {
        pending.push(chunk.subarray(start, end));
        await onRecord(JSON.parse(Buffer.concat(pending).toString('utf8')));
        pending = [];
        start = end + 1;
      }
      if (start < chunk.length) pending.push(chunk.subarray(start));
    }
    if (pending.length) throw new Error('La copia termina a media línea.');
  });
  if (bytes !== header.plaintextBytes || hash.digest('hex') !== header.sha256)
    throw new Error('La suma de verificación de la copia no coincide: el archivo está dañado o fue alterado.');
}
