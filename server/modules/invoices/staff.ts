import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { allInvoices, attachIssuedFiles, findInvoice, toInvoice } from './repository';

/** The folio fiscal of a stamped CFDI: the UUID attribute of its tfd:TimbreFiscalDigital. */
function folioOf(xml: string): string | null {
  const timbre = /<(?:\w+:)?TimbreFiscalDigital\b[^>]*>/.exec(xml)?.[0];
  return timbre ? (/\sUUID="([0-9A-Fa-f-]{36})"/.exec(timbre)?.[1]?.toUpperCase() ?? null) : null;
}

/** The clinic's side when no PAC is configured: list the queue, attach what its own PAC issued. */
export function staffInvoiceHandlers(ctx: ServerContext): Handlers {
  return {
    async staffListInvoices() {
      const rows = await allInvoices(ctx.db);
      return rows.map((r) => ({ invoice: toInvoice(r), patientEmail: r.patient_email ?? '', lastError: r.last_error ?? null }));
    },

    async staffAttachInvoiceFiles(req) {
      const pdf = Buffer.from(req.body.pdfBase64, 'base64');
      const xml = Buffer.from(req.body.xmlBase64, 'base64');
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new HttpError(400, 'El archivo PDF no es válido.', 'pdf');
      const folio = folioOf(xml.toString('utf8'));
      if (!folio) throw new HttpError(400, 'El XML no es un CFDI timbrado (falta el TimbreFiscalDigital).', 'xml');
      if (!(await attachIssuedFiles(ctx.db, req.params.invoiceId, { folio, pdf, xml }, ctx.clock.now())))
        throw new HttpError(404, messages.notFound);
      const row = (await findInvoice(ctx.db, req.params.invoiceId))!;
      return { invoice: toInvoice(row), patientEmail: row.patient_email ?? '', lastError: null };
    },
  };
}
