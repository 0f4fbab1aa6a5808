import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export interface NewCheckout {
  title: string;
  amountMxn: number;
  successUrl: string;
  cancelUrl: string;
  reference: string;
}

/** Where the patient pays: the server's own simulated page, or Stripe Checkout. */
export interface CheckoutProvider {
  readonly name: 'simulated' | 'stripe';
  create(checkout: NewCheckout): Promise<{ id: string; url: string }>;
}

export const simulatedProvider: CheckoutProvider = {
  name: 'simulated',
  async create() {
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    return { id, url: `/checkout/${id}` };
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
        client_reference_id: c.reference,
        locale: 'es',
      });
      return { id: session.id, url: session.url ?? '' };
    },
  };
}
