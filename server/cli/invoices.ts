/**
 * `npm run staff -- invoices` lists the invoice requests (the queue the clinic works through when no PAC is
 * configured, and any the PAC refused); `npm run staff -- invoices attach <id> --pdf F --xml F` attaches the
 * PDF and XML the clinic's own PAC issued, which the patient can then download from Mi cuenta.
 */
import { readFileSync } from 'node:fs';
import type { components } from '../../common/api.gen';
import { formatMoney } from '../../common/money.gen';
import type { Terminal } from './terminal';

type Call = (method: 'GET' | 'POST', url: string, body?: object) => Promise<{ status: number; json: unknown }>;

type StaffInvoice = components['schemas']['StaffInvoiceRequest'];

const usage = 'usage: invoices | invoices attach <id> --pdf FILE --xml FILE';

function expectOk(res: { status: number; json: unknown }) {
  if (res.status >= 300) throw new Error(`${res.status}: ${(res.json as { message?: string }).message ?? JSON.stringify(res.json)}`);
  return res.json;
}

function describe({ invoice: i, patientEmail, lastError }: StaffInvoice): string[] {
  const paidWith = i.method === 'oxxo' ? 'efectivo OXXO (01)' : 'tarjeta (04)';
  return [
    `${i.id}  ${i.requestedAt}  ${i.status === 'issued' ? `emitida ${i.cfdiUuid}` : 'pendiente'}  ${patientEmail}`,
    `    ${i.concept} · ${formatMoney(i.amount)} · ${paidWith} · pago ${i.paymentId}`,
    `    RFC ${i.rfc} · ${i.legalName} · régimen ${i.taxRegime} · uso ${i.cfdiUse} · C.P. ${i.postalCode}`,
    ...(lastError ? [`    el PAC la rechazó: ${lastError}`] : []),
  ];
}

export async function invoicesCommand(call: Call, args: string[], { say }: Terminal): Promise<number> {
  if (args[0] === 'attach') {
    const id = args[1];
    const pdf = args[args.indexOf('--pdf') + 1];
    const xml = args[args.indexOf('--xml') + 1];
    if (!id || !args.includes('--pdf') || !args.includes('--xml') || !pdf || !xml) throw new Error(usage);
    const res = expectOk(
      await call('POST', `/api/staff/invoices/${encodeURIComponent(id)}/files`, {
        pdfBase64: readFileSync(pdf).toString('base64'),
        xmlBase64: readFileSync(xml).toString('base64'),
      }),
    ) as StaffInvoice;
    say(`Factura ${res.invoice.id} emitida (folio fiscal ${res.invoice.cfdiUuid}); la paciente ya puede descargarla.`);
    return 0;
  }
  if (args.length) throw new Error(usage);
  const rows = expectOk(await call('GET', '/api/staff/invoices')) as StaffInvoice[];
  for (const row of rows) say(...describe(row));
  const pending = rows.filter((r) => r.invoice.status === 'requested').length;
  say(`${rows.length} solicitudes de factura, ${pending} pendientes`);
  return 0;
}
