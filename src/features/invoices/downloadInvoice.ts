import { saveFile } from '../../lib/download';

/**
 * Her invoice's PDF or XML: the file routes need her bearer token, which a plain link cannot send, so the
 * file is fetched and saved through a temporary link. Resolves false when the server refused it.
 */
export async function downloadInvoice(token: string, openmrsId: string, invoiceId: string, format: 'pdf' | 'xml', folio: string | null) {
  const res = await fetch(`/api/patients/${encodeURIComponent(openmrsId)}/invoices/${encodeURIComponent(invoiceId)}/${format}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) return false;
  saveFile(await res.blob(), `factura-${folio ?? invoiceId}.${format}`);
  return true;
}
