import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Handlers, Schema } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError } from '../../http/errors';
import { ownPatient } from '../auth/sessions';
import { recognise } from './fileTypes';

interface DocumentRow { uuid: string; file_name: string; document_type: Schema<'DocumentType'>; description: string | null; size_bytes: number | string; mime_type: string; uploaded_at: Date | string }

const notAllowed = 'Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, PNG, DOC, DOCX, TXT';

function toDocument(row: DocumentRow): Schema<'Document'> {
  return {
    uuid: row.uuid,
    fileName: row.file_name,
    documentType: row.document_type,
    description: row.description ?? null,
    sizeBytes: Number(row.size_bytes),
    mimeType: row.mime_type,
    uploadedAt: new Date(row.uploaded_at as string).toISOString(),
  };
}

/** Her own id and within the upload limit; the multipart layer calls it before streaming a file. */
export function admitUpload(ctx: ServerContext) {
  return async (req: FastifyRequest): Promise<void> => {
    const caller = ownPatient(req, (req.params as { openmrsId: string }).openmrsId);
    await ctx.limiter.hitAll([[`upload:${caller.patientUuid}`, ctx.config.limits.upload], [`upload-ip:${req.ip}`, ctx.config.limits.uploadAddress]]);
  };
}

export function documentHandlers(ctx: ServerContext): Handlers {
  const admit = admitUpload(ctx);
  return {
    async uploadDocument(req, reply) {
      const caller = ownPatient(req, req.params.openmrsId);
      if (!req.upload) await admit(req); // no file part came, so the multipart layer never admitted it
      const upload = req.upload;
      if (!upload || upload.sizeBytes === 0) throw new HttpError(400, 'Por favor selecciona un archivo.');
      const mimeType = await recognise(upload.fileName, upload.tempPath);
      if (!mimeType) throw new HttpError(415, notAllowed);
      const uuid = randomUUID();
      const storedName = `${uuid}${path.extname(upload.fileName).toLowerCase()}`;
      mkdirSync(ctx.config.documentsDir, { recursive: true });
      renameSync(upload.tempPath, path.join(ctx.config.documentsDir, storedName));
      req.upload = null;
      const [row] = await ctx.db.query<DocumentRow>(
        `INSERT INTO documents (uuid, patient_uuid, file_name, stored_name, document_type, description, size_bytes, mime_type, uploaded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
        [uuid, caller.patientUuid, path.basename(upload.fileName).slice(0, 200), storedName, req.body.documentType, req.body.description?.trim() || null, upload.sizeBytes, mimeType, ctx.clock.now()],
      );
      return reply.code(201).send(toDocument(row));
    },

    async listDocuments(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const rows = await ctx.db.query<DocumentRow>('SELECT * FROM documents WHERE patient_uuid = $1 ORDER BY uploaded_at DESC', [caller.patientUuid]);
      return rows.map(toDocument);
    },
  };
}
