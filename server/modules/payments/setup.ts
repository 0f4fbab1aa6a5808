import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { simulatedProvider, stripeProvider, type CheckoutProvider } from './provider';

export interface Payments {
  provider: CheckoutProvider;
  /** Used for webhook signatures in both modes: the simulated checkout signs its events like Stripe does. */
  stripe: Stripe;
  webhookSecret: string;
}

export function createPayments(env: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string } = process.env): Payments {
  const real = Boolean(env.STRIPE_SECRET_KEY);
  const stripe = new Stripe(env.STRIPE_SECRET_KEY ?? 'sk_test_simulated_checkout');
  return {
    provider: real ? stripeProvider(stripe) : simulatedProvider,
    stripe,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`,
  };
}
