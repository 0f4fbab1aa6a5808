import Facturapi from 'facturapi';
import type { BillingProfile } from './billingProfile';

/** What the PAC gives back for one stamped invoice. */
declare module '../../context' {
  interface ServerContext {
    /** The PAC that issues CFDI (FACTURAPI_KEY); absent, invoice requests queue for the clinic. */
    invoicing?: Invoicing;
  }
}

export interface IssuedInvoice {
  providerInvoiceId: string;
  /** The folio fiscal (UUID of the timbre). */
  cfdiUuid: string;
  pdf: Buffer;
  xml: Buffer;
}

export interface InvoiceOrder {
  /** Our invoice request id, sent to the PAC as external_id so the clinic can match its records. */
  requestId: string;
  profile: BillingProfile;
  email: string;
  kind: 'plan' | 'prescription';
  concept: string;
  amountMxn: number;
  paymentMethod: 'card' | 'oxxo';
}

/** Issues CFDI through a PAC; absent when none is configured, and requests then queue for the clinic. */
export interface Invoicing {
  issue(order: InvoiceOrder): Promise<IssuedInvoice>;
}

/**
 * c_ClaveProdServ and IVA per kind of payment. Medical consultations are exempt from IVA (LIVA art. 15
 * fr. XIV); patent medicines are taxed at 0 % (LIVA art. 2-A fr. I b). The clinic's accountant may refine
 * the product keys; the PAC rejects a key that is not in the catalogue.
 */
const products = {
  plan: { productKey: '85121600', taxes: [{ type: 'IVA', factor: 'Exento' }] },
  prescription: { productKey: '51101500', taxes: [{ type: 'IVA', rate: 0 }] },
} as const;

/** c_FormaPago: the portal cannot tell credit from debit, so every card payment is 04. */
const paymentForms = { card: '04', oxxo: '01' } as const;

async function bytes(download: unknown): Promise<Buffer> {
  if (download instanceof Blob) return Buffer.from(await download.arrayBuffer());
  const chunks: Buffer[] = [];
  for await (const chunk of download as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Facturapi through its official SDK (`facturapi`): create the customer, stamp the invoice, download its
 * PDF and XML. `baseUrl` (FACTURAPI_BASE_URL) points the SDK at a local stand-in in tests.
 */
export function createFacturapiInvoicing(apiKey: string, baseUrl?: string): Invoicing {
  const client = new Facturapi(apiKey);
  if (baseUrl) client.BASE_URL = baseUrl;
  return {
    async issue(order) {
      const customer = await client.customers.create({
        legal_name: order.profile.legalName,
        tax_id: order.profile.rfc,
        tax_system: order.profile.taxRegime,
        email: order.email,
        address: { zip: order.profile.postalCode },
      });
      const product = products[order.kind];
      const invoice = await client.invoices.create({
        customer: customer.id,
        use: order.profile.cfdiUse,
        payment_form: paymentForms[order.paymentMethod],
        external_id: order.requestId,
        items: [
          {
            quantity: 1,
            product: {
              description: order.concept,
              product_key: product.productKey,
              price: order.amountMxn,
              tax_included: true,
              taxes: product.taxes,
            },
          },
        ],
      });
      const [pdf, xml] = await Promise.all([
        bytes(await client.invoices.downloadPdf(invoice.id)),
        bytes(await client.invoices.downloadXml(invoice.id)),
      ]);
      return { providerInvoiceId: invoice.id, cfdiUuid: invoice.uuid, pdf, xml };
    },
  };
}

/** FACTURAPI_KEY set: invoices are issued at once; unset: they wait for the clinic (`npm run staff -- invoices`). */
export function invoicingFromEnv(env: NodeJS.ProcessEnv = process.env): Invoicing | undefined {
  return env.FACTURAPI_KEY ? createFacturapiInvoicing(env.FACTURAPI_KEY, env.FACTURAPI_BASE_URL) : undefined;
}
