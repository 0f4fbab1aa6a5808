import type { FastifyRequest } from 'fastify';
import type { Handlers, Schema } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { ownPatient } from '../../http/caller';
import { recognise } from '../../http/fileTypes';

interface DocumentRow {
  uuid: string;
  file_name: string;
  document_type: Schema<'DocumentType'>;
  description: string | null;
  size_bytes: number | string;
  mime_type: string;
  uploaded_at: Date | string;
}

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
  return async (req: FastifyRequest): Promise<string> => {
    const caller = ownPatient(req, (req.params as { openmrsId: string }).openmrsId);
    await ctx.limiter.hitAll([
      [`upload:${caller.patientUuid}`, ctx.config.limits.upload],
      [`upload-ip:${req.ip}`, ctx.config.limits.uploadAddress],
    ]);
    return caller.patientUuid;
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
      // Magic bytes from the head; a text file was also checked whole, chunk by chunk, as it streamed.
      const mimeType = await recognise(upload.fileName, upload.head, upload.textValid);
      if (!mimeType) throw new HttpError(415, notAllowed);
      const [row] = await ctx.db.query<DocumentRow>(
        `UPDATE documents SET status = 'stored', document_type = $3, description = $4, size_bytes = $5, mime_type = $6, uploaded_at = $7
          WHERE uuid = $1 AND patient_uuid = $2 AND status = 'pending' RETURNING *`,
        [
          upload.documentUuid,
          caller.patientUuid,
          req.body.documentType,
          req.body.description?.trim() || null,
          upload.sizeBytes,
          mimeType,
          ctx.clock.now(),
        ],
      );
      if (!row) throw new HttpError(500, messages.server);
      req.upload = null; // kept: the onResponse clean-up leaves it alone
      return reply.code(201).send(toDocument(row));
    },

    async listDocuments(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const rows = await ctx.db.query<DocumentRow>(
        `SELECT * FROM documents WHERE patient_uuid = $1 AND status = 'stored' ORDER BY uploaded_at DESC`,
        [caller.patientUuid],
      );
      return rows.map(toDocument);
    },
  };
}
