import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { documentContent } from './storage';
import { storedDocument } from './repository';
import { logStaffRead } from '../../audit/accessLog';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/staff/documents/:uuid (openapi.yaml `staffDownloadDocument`): the stored bytes, streamed from
 * the database one chunk at a time. Registered here rather than through the generated routes, whose
 * content-type bookkeeping expects a body parser for each file type. `staffAuth` is the staff API's check
 * (loopback peer and client, and the staff secret), handed in by app.ts.
 */
export async function registerDocumentDownload(
  app: FastifyInstance,
  ctx: ServerContext,
  staffAuth: (req: FastifyRequest) => Promise<void>,
): Promise<void> {
  app.get<{ Params: { uuid: string } }>('/api/staff/documents/:uuid', { onRequest: async (req) => staffAuth(req) }, async (req, reply) => {
    if (!uuidPattern.test(req.params.uuid)) throw new HttpError(400, messages.badRequest);
    const doc = await storedDocument(ctx.db, req.params.uuid);
    if (!doc) throw new HttpError(404, messages.notFound);
    await logStaffRead(
      ctx,
      req,
      [doc.patient_uuid],
      `Tu documento «${doc.file_name}» (descarga)`,
      'API del personal: descarga de documento',
    );
    return reply
      .header('content-type', doc.mime_type === 'text/plain' ? 'text/plain; charset=utf-8' : doc.mime_type)
      .header('content-length', String(doc.size_bytes))
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(doc.file_name)}`)
      .send(documentContent(ctx.db, req.params.uuid));
  });
}
