import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { ownPatient } from '../../http/caller';
import { validateBillingProfile, type BillingProfile } from './billingProfile';
import { cfdiUses, DEFAULT_CFDI_USE, taxRegimes } from './satCatalog';
import { concept, invoicesSelect, paymentsSelect, toInvoice, toPayment, type InvoiceRow, type PaymentRow } from './repository';

export const invoiceMessages = {
  notPaid: 'Solo puedes solicitar factura de un pago completado.',
  profileRequired: 'Primero guarda tus datos de facturación.',
  alreadyRequested: 'Ya solicitaste la factura de este pago.',
} as const;

interface ProfileRow {
  rfc: string;
  legal_name: string;
  tax_regime: string;
  cfdi_use: string;
  postal_code: string;
}

const toProfile = (r: ProfileRow): BillingProfile => ({
  rfc: r.rfc,
  legalName: r.legal_name,
  taxRegime: r.tax_regime,
  cfdiUse: r.cfdi_use,
  postalCode: r.postal_code,
});

/** Issues one stored request through the PAC; a failure leaves it 'requested' for the clinic to settle. */
async function issueNow(ctx: ServerContext, row: InvoiceRow, log: FastifyBaseLogger): Promise<void> {
  if (!ctx.invoicing) return;
  try {
    const issued = await ctx.invoicing.issue({
      requestId: row.id,
      profile: toProfile(row),
      email: row.patient_email ?? '',
      kind: row.kind,
      concept: concept(row.kind, row.plan),
      amountMxn: Number(row.amount),
      paymentMethod: row.payment_method,
    });
    await ctx.db.query(
      `UPDATE invoice_requests SET status = 'issued', provider_invoice_id = $2, cfdi_uuid = $3, pdf = $4, xml = $5, issued_at = $6, last_error = NULL
        WHERE id = $1 AND status = 'requested'`,
      [row.id, issued.providerInvoiceId, issued.cfdiUuid, issued.pdf, issued.xml, ctx.clock.now()],
    );
  } catch (error) {
    // The PAC's message is technical (and may quote her data): kept for the clinic, never logged or shown.
    const detail = `${(error as { status?: number }).status ?? ''} ${(error as Error).message}`.trim().slice(0, 500);
    await ctx.db.query('UPDATE invoice_requests SET last_error = $2 WHERE id = $1', [row.id, detail]);
    log.warn({ err: { type: (error as Error).name, status: (error as { status?: number }).status } }, 'invoice not issued by the PAC');
  }
}

export function invoiceHandlers(ctx: ServerContext): Handlers {
  const invoiceOf = async (id: string, patientUuid: string) => {
    const [row] = await ctx.db.query<InvoiceRow>(`${invoicesSelect} WHERE i.id = $1 AND i.patient_uuid = $2`, [id, patientUuid]);
    return row;
  };
  return {
    async getInvoiceCatalog() {
      return { taxRegimes, cfdiUses, defaultCfdiUse: DEFAULT_CFDI_USE, pacConfigured: Boolean(ctx.invoicing) };
    },

    async getBillingProfile(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const [row] = await ctx.db.query<ProfileRow>('SELECT * FROM billing_profiles WHERE patient_uuid = $1', [caller.patientUuid]);
      return row ? { billingProfile: toProfile(row) } : {};
    },

    async saveBillingProfile(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const p = validateBillingProfile(req.body);
      await ctx.db.query(
        `INSERT INTO billing_profiles (patient_uuid, rfc, legal_name, tax_regime, cfdi_use, postal_code, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (patient_uuid) DO UPDATE SET rfc = $2, legal_name = $3, tax_regime = $4, cfdi_use = $5, postal_code = $6, updated_at = $7`,
        [caller.patientUuid, p.rfc, p.legalName, p.taxRegime, p.cfdiUse, p.postalCode, ctx.clock.now()],
      );
      return p;
    },

    async listInvoices(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const payments = await ctx.db.query<PaymentRow>(
        `${paymentsSelect} WHERE c.patient_uuid = $1 AND c.payment_status = 'paid' ORDER BY paid_at DESC`,
        [caller.patientUuid],
      );
      const invoices = await ctx.db.query<InvoiceRow>(`${invoicesSelect} WHERE i.patient_uuid = $1 ORDER BY i.requested_at DESC`, [
        caller.patientUuid,
      ]);
      return { payments: payments.map(toPayment), invoices: invoices.map(toInvoice) };
    },

    async requestInvoice(req, reply) {
      const caller = ownPatient(req, req.params.openmrsId);
      const [payment] = await ctx.db.query<{ payment_status: string }>(
        'SELECT payment_status FROM checkout_sessions WHERE id = $1 AND patient_uuid = $2',
        [req.body.paymentId, caller.patientUuid],
      );
      if (!payment) throw new HttpError(404, messages.notFound);
      if (payment.payment_status !== 'paid') throw new HttpError(409, invoiceMessages.notPaid, 'payment_not_paid');
      const id = randomUUID();
      // The billing data is copied in the same statement: the request carries what she had when she asked.
      const inserted = await ctx.db.query<{ id: string }>(
        `INSERT INTO invoice_requests (id, patient_uuid, checkout_session_id, rfc, legal_name, tax_regime, cfdi_use, postal_code, status, requested_at)
         SELECT $1, b.patient_uuid, $3, b.rfc, b.legal_name, b.tax_regime, b.cfdi_use, b.postal_code, 'requested', $4
           FROM billing_profiles b WHERE b.patient_uuid = $2
         ON CONFLICT (checkout_session_id) DO NOTHING RETURNING id`,
        [id, caller.patientUuid, req.body.paymentId, ctx.clock.now()],
      );
      if (!inserted.length) {
        const [profile] = await ctx.db.query('SELECT 1 FROM billing_profiles WHERE patient_uuid = $1', [caller.patientUuid]);
        if (!profile) throw new HttpError(409, invoiceMessages.profileRequired, 'billing_profile_required');
        throw new HttpError(409, invoiceMessages.alreadyRequested, 'invoice_exists');
      }
      await issueNow(ctx, (await invoiceOf(id, caller.patientUuid))!, req.log);
      return reply.code(201).send(toInvoice((await invoiceOf(id, caller.patientUuid))!));
    },
  };
}
