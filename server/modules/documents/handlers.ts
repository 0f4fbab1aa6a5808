import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../app';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { ownPatient } from '../auth/sessions';
import { recognise } from './fileTypes';
import { documentContent } from './storage';

type UploadReq = FastifyRequest<{ Params: { openmrsId: string }; Body: { documentType: string; description?: string } }>;

const notAllowed = 'Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, PNG, DOC, DOCX, TXT';

function toDocument(row: Record<string, unknown>) {
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
    await ctx.limiter.hitAll([[`upload:${caller.patientUuid}`, ctx.config.limits.upload], [`upload-ip:${req.ip}`, ctx.config.limits.uploadAddress]]);
    return caller.patientUuid;
  };
}

export function documentHandlers(ctx: ServerContext): Handlers {
  const admit = admitUpload(ctx);
  return {
    async uploadDocument(req: UploadReq, reply) {
      const caller = ownPatient(req, req.params.openmrsId);
      if (!req.upload) await admit(req); // no file part came, so the multipart layer never admitted it
      const upload = req.upload;
      if (!upload || upload.sizeBytes === 0) throw new HttpError(400, 'Por favor selecciona un archivo.');
      // Magic bytes from the head; a text file was also checked whole, chunk by chunk, as it streamed.
      const mimeType = upload.textValid ? recognise(upload.fileName, upload.head) : null;
      if (!mimeType) throw new HttpError(415, notAllowed);
      const [row] = await ctx.db.query(
        `UPDATE documents SET status = 'stored', document_type = $3, description = $4, size_bytes = $5, mime_type = $6, uploaded_at = $7
          WHERE uuid = $1 AND patient_uuid = $2 AND status = 'pending' RETURNING *`,
        [upload.documentUuid, caller.patientUuid, req.body.documentType, req.body.description?.trim() || null, upload.sizeBytes, mimeType, ctx.clock.now()],
      );
      if (!row) throw new HttpError(500, messages.server);
      req.upload = null; // kept: the onResponse clean-up leaves it alone
      return reply.code(201).send(toDocument(row));
    },

    async listDocuments(req: FastifyRequest<{ Params: { openmrsId: string } }>) {
      const caller = ownPatient(req, req.params.openmrsId);
      const rows = await ctx.db.query(`SELECT * FROM documents WHERE patient_uuid = $1 AND status = 'stored' ORDER BY uploaded_at DESC`, [caller.patientUuid]);
      return rows.map(toDocument);
    },

    /** Staff only (loopback + secret): the stored bytes, streamed chunk by chunk from the database. */
    async staffDownloadDocument(req: FastifyRequest<{ Params: { uuid: string } }>, reply) {
      const [doc] = await ctx.db.query<{ file_name: string; mime_type: string; size_bytes: number }>(`SELECT file_name, mime_type, size_bytes FROM documents WHERE uuid = $1 AND status = 'stored'`, [req.params.uuid]);
      if (!doc) throw new HttpError(404, messages.notFound);
      return reply
        .header('content-type', doc.mime_type === 'text/plain' ? 'text/plain; charset=utf-8' : doc.mime_type)
        .header('content-length', String(doc.size_bytes))
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(doc.file_name)}`)
        .send(documentContent(ctx.db, req.params.uuid));
    },
  };
}
