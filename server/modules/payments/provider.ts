import { createHash, randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export interface NewCheckout {
  title: string;
  amountMxn: number;
  successUrl: string;
  cancelUrl: string;
  patientUuid: string;
  kind: 'plan' | 'prescription';
  plan: string;
}

export interface CreatedCheckout {
  id: string;
  url: string;
  /** Simulated checkout only: sha256 of the single-use token carried by `url`; only this hash is stored. */
  payTokenHash?: string;
}

/** Where the patient pays: the server's own simulated page, or Stripe Checkout. */
export interface CheckoutProvider {
  readonly name: 'simulated' | 'stripe';
  create(checkout: NewCheckout): Promise<CreatedCheckout>;
}

export const hashPayToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const simulatedProvider: CheckoutProvider = {
  name: 'simulated',
  async create() {
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    // The session id alone is not enough to pay: it shows up in success URLs, logs and the patient's
    // history. The token goes only to the logged-in owner, inside the URL she is sent to.
    const token = randomBytes(32).toString('base64url');
    return { id, url: `/checkout/${id}?token=${token}`, payTokenHash: hashPayToken(token) };
  },
};

export function stripeProvider(stripe: Stripe): CheckoutProvider {
  return {
    name: 'stripe',
    async create(c) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'mxn', unit_amount: c.amountMxn * 100, product_data: { name: c.title } } }],
        success_url: c.successUrl,
        cancel_url: c.cancelUrl,
        client_reference_id: c.patientUuid,
        // What the payment is for, readable in Stripe's dashboard and on every event about this session.
        metadata: { patient_uuid: c.patientUuid, kind: c.kind, plan: c.plan },
        locale: 'es',
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },
  };
}
