import { createHash, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { mesesSinInteresesFor } from '../../../common/facts.gen';
import { OXXO_EXPIRES_AFTER_DAYS } from './oxxo';

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

/** How a checkout was paid, as the provider reports it once the patient has finished its page. */
export interface PaymentDetails {
  paymentIntent: string;
  method: 'card' | 'oxxo';
  installments: 3 | 6 | 9 | 12 | null;
  voucher: { reference: string; expiresAt: Date; url: string | null } | null;
}

/** Where the patient pays: the server's own simulated page, or Stripe Checkout. */
export interface CheckoutProvider {
  readonly name: 'simulated' | 'stripe';
  create(checkout: NewCheckout): Promise<CreatedCheckout>;
  /**
   * Stripe only: the method, MSI term and OXXO voucher of a payment intent (events carry just its id).
   * The simulated checkout writes them itself when the patient chooses.
   */
  details?(paymentIntent: string): Promise<PaymentDetails>;
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
        // Card, or cash at OXXO (the voucher completes the checkout unpaid; the money arrives days later).
        // stripe-node 23 replaced payment_method_types with this filter over the methods Stripe finds eligible.
        allowed_payment_method_types: ['card', 'oxxo'],
        payment_method_options: {
          oxxo: { expires_after_days: OXXO_EXPIRES_AFTER_DAYS },
          // Meses sin intereses only where the amount reaches the smallest term's minimum.
          ...(mesesSinInteresesFor(c.amountMxn).length ? { card: { installments: { enabled: true } } } : {}),
        },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async details(paymentIntent) {
      const pi = await stripe.paymentIntents.retrieve(paymentIntent, { expand: ['latest_charge'] });
      const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
      const oxxo = pi.next_action?.oxxo_display_details;
      const type = charge?.payment_method_details?.type ?? (oxxo ? 'oxxo' : pi.payment_method_types[0]);
      const plan = charge?.payment_method_details?.card?.installments?.plan;
      const count = plan?.type === 'fixed_count' ? plan.count : null;
      return {
        paymentIntent: pi.id,
        method: type === 'oxxo' ? 'oxxo' : 'card',
        installments: count === 3 || count === 6 || count === 9 || count === 12 ? count : null,
        voucher:
          oxxo?.number && oxxo.expires_after
            ? { reference: oxxo.number, expiresAt: new Date(oxxo.expires_after * 1000), url: oxxo.hosted_voucher_url ?? null }
            : null,
      };
    },
  };
}
