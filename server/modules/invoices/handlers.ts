import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { ownPatient } from '../../http/caller';
import { validateBillingProfile, type BillingProfile } from './billingProfile';
import { cfdiUses, DEFAULT_CFDI_USE, taxRegimes } from './satCatalog';
import {
  checkoutPaymentStatus,
  concept,
  findBillingProfile,
  findInvoice,
  hasBillingProfile,
  insertInvoiceRequest,
  markIssuedByPac,
  paidPayments,
  patientInvoices,
  recordPacError,
  saveBillingProfile,
  toInvoice,
  toPayment,
  type InvoiceRow,
} from './repository';

export const invoiceMessages = {
  notPaid: 'Solo puedes solicitar factura de un pago completado.',
  profileRequired: 'Primero guarda tus datos de facturación.',
  alreadyRequested: 'Ya solicitaste la factura de este pago.',
} as const;

const toProfile = (r: { rfc: string; legal_name: string; tax_regime: string; cfdi_use: string; postal_code: string }): BillingProfile => ({
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
    await markIssuedByPac(ctx.db, row.id, issued, ctx.clock.now());
  } catch (error) {
    // The PAC's message is technical (and may quote her data): kept for the clinic, never logged or shown.
    const detail = `${(error as { status?: number }).status ?? ''} ${(error as Error).message}`.trim().slice(0, 500);
    await recordPacError(ctx.db, row.id, detail);
    log.warn({ err: { type: (error as Error).name, status: (error as { status?: number }).status } }, 'invoice not issued by the PAC');
  }
}

export function invoiceHandlers(ctx: ServerContext): Handlers {
  const invoiceOf = (id: string, patientUuid: string) => findInvoice(ctx.db, id, patientUuid);
  return {
    async getInvoiceCatalog() {
      return { taxRegimes, cfdiUses, defaultCfdiUse: DEFAULT_CFDI_USE, pacConfigured: Boolean(ctx.invoicing) };
    },

    async getBillingProfile(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const row = await findBillingProfile(ctx.db, caller.patientUuid);
      return row ? { billingProfile: toProfile(row) } : {};
    },

    async saveBillingProfile(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const p = validateBillingProfile(req.body);
      await saveBillingProfile(ctx.db, caller.patientUuid, p, ctx.clock.now());
      return p;
    },

    async listInvoices(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const payments = await paidPayments(ctx.db, caller.patientUuid);
      const invoices = await patientInvoices(ctx.db, caller.patientUuid, 'newest');
      return { payments: payments.map(toPayment), invoices: invoices.map(toInvoice) };
    },

    async requestInvoice(req, reply) {
      const caller = ownPatient(req, req.params.openmrsId);
      const paymentStatus = await checkoutPaymentStatus(ctx.db, req.body.paymentId, caller.patientUuid);
      if (!paymentStatus) throw new HttpError(404, messages.notFound);
      if (paymentStatus !== 'paid') throw new HttpError(409, invoiceMessages.notPaid, 'payment_not_paid');
      const id = randomUUID();
      const inserted = await insertInvoiceRequest(ctx.db, {
        id,
        patientUuid: caller.patientUuid,
        checkoutId: req.body.paymentId,
        at: ctx.clock.now(),
      });
      if (!inserted) {
        if (!(await hasBillingProfile(ctx.db, caller.patientUuid)))
          throw new HttpError(409, invoiceMessages.profileRequired, 'billing_profile_required');
        throw new HttpError(409, invoiceMessages.alreadyRequested, 'invoice_exists');
      }
      await issueNow(ctx, (await invoiceOf(id, caller.patientUuid))!, req.log);
      return reply.code(201).send(toInvoice((await invoiceOf(id, caller.patientUuid))!));
    },
  };
}
