import type { Queryable } from '../../db/database';
import type { Schema } from '../../http/types';

export interface DocumentRow {
  uuid: string;
  file_name: string;
  document_type: Schema<'DocumentType'>;
  description: string | null;
  size_bytes: number | string;
  mime_type: string;
  uploaded_at: Date | string;
}

/** Turns her pending upload into a stored document; undefined when it is not hers or not pending. */
export async function storeUpload(
  db: Queryable,
  d: { uuid: string; patientUuid: string; documentType: string; description: string | null; sizeBytes: number; mimeType: string; at: Date },
): Promise<DocumentRow | undefined> {
  const [row] = await db.query<DocumentRow>(
    `UPDATE documents SET status = 'stored', document_type = $3, description = $4, size_bytes = $5, mime_type = $6, uploaded_at = $7
      WHERE uuid = $1 AND patient_uuid = $2 AND status = 'pending' RETURNING *`,
    [d.uuid, d.patientUuid, d.documentType, d.description, d.sizeBytes, d.mimeType, d.at],
  );
  return row;
}

/** Her stored documents, newest first. */
export function storedDocuments(db: Queryable, patientUuid: string): Promise<DocumentRow[]> {
  return db.query<DocumentRow>(`SELECT * FROM documents WHERE patient_uuid = $1 AND status = 'stored' ORDER BY uploaded_at DESC`, [
    patientUuid,
  ]);
}

/** A stored document's file facts and whose it is (any patient's: the staff download). */
export async function storedDocument(
  db: Queryable,
  uuid: string,
): Promise<{ file_name: string; mime_type: string; size_bytes: number; patient_uuid: string } | undefined> {
  const [doc] = await db.query<{ file_name: string; mime_type: string; size_bytes: number; patient_uuid: string }>(
    `SELECT file_name, mime_type, size_bytes, patient_uuid FROM documents WHERE uuid = $1 AND status = 'stored'`,
    [uuid],
  );
  return doc;
}
