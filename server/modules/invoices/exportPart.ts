import { formatMoney } from '../../../common/money.gen';
import { findBillingProfile, patientInvoices, toInvoice } from './repository';
import { cfdiUses, taxRegimes } from './satCatalog';
import { definePart, fields, iso, readable, table } from '../../export/part';

const regimeLabel = (code: string) => `${code} ${taxRegimes.find((r) => r.code === code)?.description ?? ''}`.trim();
const useLabel = (code: string) => `${code} ${cfdiUses.find((u) => u.code === code)?.description ?? ''}`.trim();
const statusLabel: Record<string, string> = { requested: 'Solicitada', issued: 'Emitida' };

/** Her billing data and every invoice (CFDI) she asked for, each with the billing data it was requested with. */
export const invoicesPart = definePart({
  key: 'invoices',
  title: 'Facturación (CFDI)',
  async load({ db, patientUuid }) {
    const profile = await findBillingProfile(db, patientUuid);
    const requests = await patientInvoices(db, patientUuid, 'oldest');
    return {
      billingProfile: profile
        ? {
            rfc: profile.rfc,
            legalName: profile.legal_name,
            taxRegime: profile.tax_regime,
            cfdiUse: profile.cfdi_use,
            postalCode: profile.postal_code,
            updatedAt: iso(profile.updated_at)!,
          }
        : null,
      // toInvoice leaves out the PAC's error text: it is technical and stays with the clinic.
      requests: requests.map((r) => toInvoice(r)),
    };
  },
  html({ billingProfile: b, requests }) {
    const profile = b
      ? fields([
          ['RFC', b.rfc],
          ['Nombre o razón social', b.legalName],
          ['Régimen fiscal', regimeLabel(b.taxRegime)],
          ['Uso del CFDI', useLabel(b.cfdiUse)],
          ['Código postal fiscal', b.postalCode],
          ['Actualizados', b.updatedAt],
        ])
      : '<p>No has guardado datos de facturación.</p>';
    return (
      `<h3>Datos de facturación</h3>${profile}<h3>Solicitudes de factura</h3>` +
      table(
        ['Solicitada', 'Concepto', 'Monto (MXN)', 'Deducible', 'Datos fiscales', 'Estado', 'Folio fiscal (UUID)'],
        requests.map((r) => [
          r.requestedAt,
          r.concept,
          formatMoney(r.amount),
          r.deductible,
          `${r.rfc} · ${useLabel(r.cfdiUse)}`,
          r.issuedAt ? `${statusLabel[r.status] ?? r.status} el ${readable(r.issuedAt)}` : (statusLabel[r.status] ?? r.status),
          r.cfdiUuid,
        ]),
      )
    );
  },
});
