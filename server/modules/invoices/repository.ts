import type { Queryable } from '../../db/database';
import { PRESCRIPTION_PURCHASE_TITLE, purchaseConcept } from '../../../common/purchases';

/** A paid checkout session as the invoice screens show it. */
export interface PaymentRow {
  id: string;
  kind: 'plan' | 'prescription';
  plan: string;
  amount: number;
  payment_method: 'card' | 'oxxo';
  installments: number | null;
  paid_at: Date | string;
  invoice_id: string | null;
}

export interface InvoiceRow {
  id: string;
  checkout_session_id: string;
  kind: 'plan' | 'prescription';
  plan: string;
  amount: number;
  payment_method: 'card' | 'oxxo';
  rfc: string;
  legal_name: string;
  tax_regime: string;
  cfdi_use: string;
  postal_code: string;
  status: 'requested' | 'issued';
  cfdi_uuid: string | null;
  last_error: string | null;
  requested_at: Date | string;
  issued_at: Date | string | null;
  patient_email?: string;
}

const paymentsSelect = `
  SELECT c.id, c.kind, c.plan, c.amount, c.payment_method, c.installments, COALESCE(c.fulfilled_at, c.created_at) AS paid_at,
         i.id AS invoice_id
    FROM checkout_sessions c LEFT JOIN invoice_requests i ON i.checkout_session_id = c.id`;

const invoicesSelect = `
  SELECT i.id, i.checkout_session_id, c.kind, c.plan, c.amount, c.payment_method, i.rfc, i.legal_name, i.tax_regime, i.cfdi_use,
         i.postal_code, i.status, i.cfdi_uuid, i.last_error, i.requested_at, i.issued_at, p.email AS patient_email
    FROM invoice_requests i JOIN checkout_sessions c ON c.id = i.checkout_session_id JOIN patients p ON p.patient_uuid = i.patient_uuid`;

export function concept(kind: string, plan: string): string {
  return kind === 'prescription' ? PRESCRIPTION_PURCHASE_TITLE : purchaseConcept(plan);
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** ISR deductions need a payment through the financial system: cash at OXXO is not deductible. */
export const deductible = (method: 'card' | 'oxxo') => method !== 'oxxo';

export function toPayment(r: PaymentRow) {
  return {
    id: r.id,
    concept: concept(r.kind, r.plan),
    amount: Number(r.amount),
    paidAt: iso(r.paid_at),
    method: r.payment_method,
    installments: r.installments ?? null,
    deductible: deductible(r.payment_method),
    invoiceId: r.invoice_id ?? null,
  };
}

export function toInvoice(r: InvoiceRow) {
  return {
    id: r.id,
    paymentId: r.checkout_session_id,
    concept: concept(r.kind, r.plan),
    amount: Number(r.amount),
    method: r.payment_method,
    deductible: deductible(r.payment_method),
    rfc: r.rfc,
    legalName: r.legal_name,
    taxRegime: r.tax_regime,
    cfdiUse: r.cfdi_use,
    postalCode: r.postal_code,
    status: r.status,
    cfdiUuid: r.cfdi_uuid ?? null,
    requestedAt: iso(r.requested_at),
    issuedAt: r.issued_at ? iso(r.issued_at) : null,
  };
}

export interface ProfileRow {
  rfc: string;
  legal_name: string;
  tax_regime: string;
  cfdi_use: string;
  postal_code: string;
  updated_at: Date;
}

export async function findBillingProfile(db: Queryable, patientUuid: string): Promise<ProfileRow | undefined> {
  const [row] = await db.query<ProfileRow>(
    'SELECT rfc, legal_name, tax_regime, cfdi_use, postal_code, updated_at FROM billing_profiles WHERE patient_uuid = $1',
    [patientUuid],
  );
  return row;
}

export async function saveBillingProfile(
  db: Queryable,
  patientUuid: string,
  p: { rfc: string; legalName: string; taxRegime: string; cfdiUse: string; postalCode: string },
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO billing_profiles (patient_uuid, rfc, legal_name, tax_regime, cfdi_use, postal_code, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (patient_uuid) DO UPDATE SET rfc = $2, legal_name = $3, tax_regime = $4, cfdi_use = $5, postal_code = $6, updated_at = $7`,
    [patientUuid, p.rfc, p.legalName, p.taxRegime, p.cfdiUse, p.postalCode, at],
  );
}

export function paidPayments(db: Queryable, patientUuid: string): Promise<PaymentRow[]> {
  return db.query<PaymentRow>(`${paymentsSelect} WHERE c.patient_uuid = $1 AND c.payment_status = 'paid' ORDER BY paid_at DESC`, [
    patientUuid,
  ]);
}

/** Her invoice requests; `order` 'newest' as the invoice screen lists them, 'oldest' as her data download does. */
export function patientInvoices(db: Queryable, patientUuid: string, order: 'newest' | 'oldest'): Promise<InvoiceRow[]> {
  return db.query<InvoiceRow>(`${invoicesSelect} WHERE i.patient_uuid = $1 ORDER BY i.requested_at${order === 'newest' ? ' DESC' : ''}`, [
    patientUuid,
  ]);
}

/** Every request, oldest first (the clinic's queue). */
export function allInvoices(db: Queryable): Promise<InvoiceRow[]> {
  return db.query<InvoiceRow>(`${invoicesSelect} ORDER BY i.requested_at`);
}

/** One request; with `patientUuid`, only if it is hers. */
export async function findInvoice(db: Queryable, id: string, patientUuid?: string): Promise<InvoiceRow | undefined> {
  const [row] = patientUuid
    ? await db.query<InvoiceRow>(`${invoicesSelect} WHERE i.id = $1 AND i.patient_uuid = $2`, [id, patientUuid])
    : await db.query<InvoiceRow>(`${invoicesSelect} WHERE i.id = $1`, [id]);
  return row;
}

export async function checkoutPaymentStatus(db: Queryable, checkoutId: string, patientUuid: string): Promise<string | undefined> {
  const [payment] = await db.query<{ payment_status: string }>(
    'SELECT payment_status FROM checkout_sessions WHERE id = $1 AND patient_uuid = $2',
    [checkoutId, patientUuid],
  );
  return payment?.payment_status;
}

/**
 * The billing data is copied in the same statement: the request carries what she had when she asked. False when
 * nothing was inserted (no billing profile, or the payment already has a request).
 */
export async function insertInvoiceRequest(
  db: Queryable,
  r: { id: string; patientUuid: string; checkoutId: string; at: Date },
): Promise<boolean> {
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO invoice_requests (id, patient_uuid, checkout_session_id, rfc, legal_name, tax_regime, cfdi_use, postal_code, status, requested_at)
     SELECT $1, b.patient_uuid, $3, b.rfc, b.legal_name, b.tax_regime, b.cfdi_use, b.postal_code, 'requested', $4
       FROM billing_profiles b WHERE b.patient_uuid = $2
     ON CONFLICT (checkout_session_id) DO NOTHING RETURNING id`,
    [r.id, r.patientUuid, r.checkoutId, r.at],
  );
  return inserted.length > 0;
}

export async function hasBillingProfile(db: Queryable, patientUuid: string): Promise<boolean> {
  const [profile] = await db.query('SELECT 1 FROM billing_profiles WHERE patient_uuid = $1', [patientUuid]);
  return Boolean(profile);
}

/** What the PAC issued, on a request still waiting for it. */
export async function markIssuedByPac(
  db: Queryable,
  id: string,
  issued: { providerInvoiceId: string; cfdiUuid: string; pdf: unknown; xml: unknown },
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE invoice_requests SET status = 'issued', provider_invoice_id = $2, cfdi_uuid = $3, pdf = $4, xml = $5, issued_at = $6, last_error = NULL
      WHERE id = $1 AND status = 'requested'`,
    [id, issued.providerInvoiceId, issued.cfdiUuid, issued.pdf, issued.xml, at],
  );
}

export async function recordPacError(db: Queryable, id: string, detail: string): Promise<void> {
  await db.query('UPDATE invoice_requests SET last_error = $2 WHERE id = $1', [id, detail]);
}

/** The files the clinic's own PAC issued; false when there is no such request. */
export async function attachIssuedFiles(
  db: Queryable,
  id: string,
  files: { folio: string; pdf: Buffer; xml: Buffer },
  at: Date,
): Promise<boolean> {
  const updated = await db.query<{ id: string }>(
    `UPDATE invoice_requests SET status = 'issued', cfdi_uuid = $2, pdf = $3, xml = $4, issued_at = $5, last_error = NULL
      WHERE id = $1 RETURNING id`,
    [id, files.folio, files.pdf, files.xml, at],
  );
  return updated.length > 0;
}

/** One file of her issued invoice. */
export async function issuedInvoiceFile(
  db: Queryable,
  id: string,
  patientUuid: string,
  format: 'pdf' | 'xml',
): Promise<{ file: Uint8Array | null; cfdi_uuid: string | null } | undefined> {
  const [row] = await db.query<{ file: Uint8Array | null; cfdi_uuid: string | null }>(
    `SELECT ${format === 'pdf' ? 'pdf' : 'xml'} AS file, cfdi_uuid FROM invoice_requests WHERE id = $1 AND patient_uuid = $2 AND status = 'issued'`,
    [id, patientUuid],
  );
  return row;
}
