import { createReadStream, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Database, Queryable } from '../../db/database';

/** Bytes per stored chunk: big enough for few rows, small enough that memory never holds more than one. */
export const CHUNK_BYTES = 256 * 1024;

/** A document row that exists only while its bytes arrive; lists never show it. */
export async function startPending(db: Queryable, uuid: string, patientUuid: string, fileName: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO documents (uuid, patient_uuid, file_name, stored_name, document_type, description, size_bytes, mime_type, uploaded_at, status)
     VALUES ($1, $2, $3, NULL, 'general', NULL, 0, 'application/octet-stream', $4, 'pending')`,
    [uuid, patientUuid, path.basename(fileName).slice(0, 200), at],
  );
}

export async function writeChunk(db: Queryable, uuid: string, seq: number, bytes: Buffer): Promise<void> {
  await db.query('INSERT INTO document_chunks (document_uuid, seq, bytes) VALUES ($1, $2, $3)', [uuid, seq, bytes]);
}

/** Deletes a document still pending, with its chunks (a stored one is never touched). */
export async function discardPending(db: Queryable, uuid: string): Promise<void> {
  await db.query(`DELETE FROM documents WHERE uuid = $1 AND status = 'pending'`, [uuid]);
}

/**
 * Pending documents left by a server that died mid-upload. An upload takes seconds; an hour-old
 * pending row belongs to nobody, whichever server created it.
 */
export async function sweepPending(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query(`DELETE FROM documents WHERE status = 'pending' AND uploaded_at < $1 RETURNING uuid`, [
    new Date(now.getTime() - 60 * 60_000),
  ]);
  return rows.length;
}

/** The stored bytes of a document, read one chunk per query as the consumer asks for more. */
export function documentContent(db: Queryable, uuid: string): Readable {
  let seq = 0;
  return new Readable({
    async read() {
      try {
        const [row] = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM document_chunks WHERE document_uuid = $1 AND seq = $2', [
          uuid,
          seq,
        ]);
        seq += 1;
        this.push(row ? Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : null);
      } catch (error) {
        this.destroy(error as Error);
      }
    },
  });
}

/**
 * Documents uploaded by versions that kept files in `$DATA_DIR/documents`: each file still named by a
 * row without chunks is copied into chunks (one transaction per document), then the file is deleted.
 * Safe to run at every start and on several servers at once: a document that already has chunks is
 * skipped (its leftover file is deleted), and the chunks' primary key refuses a second copy.
 */
export async function importDiskDocuments(db: Database, documentsDir: string): Promise<number> {
  if (!existsSync(documentsDir)) return 0;
  const rows = await db.query<{ uuid: string; stored_name: string; has_chunks: boolean }>(
    `SELECT d.uuid, d.stored_name, EXISTS (SELECT 1 FROM document_chunks c WHERE c.document_uuid = d.uuid) AS has_chunks
       FROM documents d WHERE d.status = 'stored' AND d.stored_name IS NOT NULL`,
  );
  let imported = 0;
  for (const row of rows) {
    const file = path.join(documentsDir, path.basename(row.stored_name));
    if (!existsSync(file)) continue;
    if (!row.has_chunks) {
      try {
        await db.transaction(async (tx) => {
          let seq = 0;
          for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES }))
            await writeChunk(tx, row.uuid, seq++, chunk as Buffer);
        });
        imported += 1;
      } catch (error) {
        // Another server imported it first (unique key): its copy stands.
        if (
          (error as { code?: string; cause?: { code?: string } }).code !== '23505' &&
          (error as { cause?: { code?: string } }).cause?.code !== '23505'
        )
          throw error;
      }
    }
    rmSync(file, { force: true });
  }
  rmSync(path.join(documentsDir, '.incoming'), { recursive: true, force: true });
  if (existsSync(documentsDir) && readdirSync(documentsDir).length === 0) rmSync(documentsDir, { recursive: true, force: true });
  return imported;
}
