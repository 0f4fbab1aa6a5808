import { plans } from '../../plans.gen';

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

export const paymentsSelect = `
  SELECT c.id, c.kind, c.plan, c.amount, c.payment_method, c.installments, COALESCE(c.fulfilled_at, c.created_at) AS paid_at,
         i.id AS invoice_id
    FROM checkout_sessions c LEFT JOIN invoice_requests i ON i.checkout_session_id = c.id`;

export const invoicesSelect = `
  SELECT i.id, i.checkout_session_id, c.kind, c.plan, c.amount, c.payment_method, i.rfc, i.legal_name, i.tax_regime, i.cfdi_use,
         i.postal_code, i.status, i.cfdi_uuid, i.last_error, i.requested_at, i.issued_at, p.email AS patient_email
    FROM invoice_requests i JOIN checkout_sessions c ON c.id = i.checkout_session_id JOIN patients p ON p.patient_uuid = i.patient_uuid`;

export function concept(kind: string, plan: string): string {
  if (kind === 'prescription') return 'Receta con envío a domicilio';
  return plans.find((p) => p.id === plan)?.title ?? plan;
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
