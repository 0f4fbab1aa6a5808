import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { simulatedProvider, stripeProvider, type CheckoutProvider } from './provider';

declare module '../../context' {
  interface ServerContext {
    payments: Payments;
  }
}

export interface Payments {
  provider: CheckoutProvider;
  /** Used for webhook signatures in both modes: the simulated checkout signs its events like Stripe does. */
  stripe: Stripe;
  webhookSecret: string;
}

export interface PaymentsEnv {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Where the SDK sends API calls (tests point it at a stand-in on loopback); Stripe's own host when unset. */
  STRIPE_API_HOST?: string;
  STRIPE_API_PORT?: string;
  STRIPE_API_PROTOCOL?: string;
}

export function createPayments(env: PaymentsEnv = process.env): Payments {
  const real = Boolean(env.STRIPE_SECRET_KEY);
  const stripe = new Stripe(env.STRIPE_SECRET_KEY || 'sk_test_simulated_checkout', {
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(env.STRIPE_API_PORT ? { port: env.STRIPE_API_PORT } : {}),
    ...(env.STRIPE_API_PROTOCOL === 'http' || env.STRIPE_API_PROTOCOL === 'https' ? { protocol: env.STRIPE_API_PROTOCOL } : {}),
  });
  return {
    provider: real ? stripeProvider(stripe) : simulatedProvider,
    stripe,
    // In simulated mode the secret is random per process and never leaves it: only the checkout page
    // in this process can sign an event the webhook accepts.
    webhookSecret: (real && env.STRIPE_WEBHOOK_SECRET) || `whsec_${randomBytes(24).toString('hex')}`,
  };
}
