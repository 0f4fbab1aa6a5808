import type { FastifyRequest } from 'fastify';
import { uploadMessages } from '../../../common/uploads';
import type { Handlers, Schema } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { ownPatient } from '../../http/caller';
import { recognise } from '../../http/fileTypes';
import { storedDocuments, storeUpload, type DocumentRow } from './repository';

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
      if (!mimeType) throw new HttpError(415, uploadMessages.typeNotAllowed);
      const row = await storeUpload(ctx.db, {
        uuid: upload.documentUuid,
        patientUuid: caller.patientUuid,
        documentType: req.body.documentType,
        description: req.body.description?.trim() || null,
        sizeBytes: upload.sizeBytes,
        mimeType,
        at: ctx.clock.now(),
      });
      if (!row) throw new HttpError(500, messages.server);
      req.upload = null; // kept: the onResponse clean-up leaves it alone
      return reply.code(201).send(toDocument(row));
    },

    async listDocuments(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const rows = await storedDocuments(ctx.db, caller.patientUuid);
      return rows.map(toDocument);
    },
  };
}
