import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Harness } from './harness';
import { startStripeStandIn } from './stripeStandIn';
import { buildApp } from '../../server/app';
import { createPayments } from '../../server/modules/payments/setup';

/**
 * The portal in Stripe mode for one test file: the harness's database, payments through the official SDK
 * sent to a Stripe stand-in on loopback, and PUBLIC_URL set as production sets it
 * (server/startup/productionChecks.ts: Stripe's return URLs are built on it). `portal` and `standIn` exist
 * from the file's beforeAll on; the stand-in's recorded requests are emptied before each test.
 */
export function useStripeModePortal(h: Harness) {
  const mode = {
    secretKey: 'sk_test_51StandInKeyForTheLocalStripeStandIn',
    webhookSecret: `whsec_${randomBytes(24).toString('hex')}`,
    portal: undefined as unknown as FastifyInstance,
    standIn: undefined as unknown as Awaited<ReturnType<typeof startStripeStandIn>>,
  };
  const publicUrl = process.env.PUBLIC_URL;
  beforeAll(async () => {
    process.env.PUBLIC_URL = 'https://portal.espaciosella.mx';
    mode.standIn = await startStripeStandIn(mode.secretKey);
    const payments = createPayments({
      STRIPE_SECRET_KEY: mode.secretKey,
      STRIPE_WEBHOOK_SECRET: mode.webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(mode.standIn.port),
      STRIPE_API_PROTOCOL: 'http',
    });
    mode.portal = await buildApp({ context: { ...h.ctx, payments } });
  });
  afterAll(async () => {
    if (publicUrl === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = publicUrl;
    await mode.portal?.close();
    await mode.standIn?.close();
  });
  beforeEach(() => mode.standIn.requests.splice(0));
  return mode;
}
