import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { issuedInvoiceFile } from './repository';
import { ownPatient } from '../../http/caller';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const formats = { pdf: 'application/pdf', xml: 'application/xml' } as const;

/**
 * GET /api/patients/:openmrsId/invoices/:invoiceId/pdf and …/xml (openapi.yaml `downloadInvoicePdf`,
 * `downloadInvoiceXml`): her issued invoice's files. Outside the generated routes like the staff document
 * download, since their bodies are files. Another patient's invoice, or one not issued yet, answers 404.
 */
export async function registerInvoiceDownload(
  app: FastifyInstance,
  ctx: ServerContext,
  bearerAuth: (req: FastifyRequest) => Promise<void>,
): Promise<void> {
  for (const format of ['pdf', 'xml'] as const) {
    app.get<{ Params: { openmrsId: string; invoiceId: string } }>(
      `/api/patients/:openmrsId/invoices/:invoiceId/${format}`,
      { onRequest: async (req) => bearerAuth(req) },
      async (req, reply) => {
        const caller = ownPatient(req, req.params.openmrsId);
        if (!uuidPattern.test(req.params.invoiceId)) throw new HttpError(400, messages.badRequest);
        const row = await issuedInvoiceFile(ctx.db, req.params.invoiceId, caller.patientUuid, format);
        if (!row?.file) throw new HttpError(404, messages.notFound);
        const name = `factura-${row.cfdi_uuid ?? req.params.invoiceId}.${format}`;
        return reply
          .header('content-type', format === 'xml' ? `${formats.xml}; charset=utf-8` : formats.pdf)
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(Buffer.from(row.file));
      },
    );
  }
}
