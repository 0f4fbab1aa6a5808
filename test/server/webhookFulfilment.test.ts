import { randomUUID } from 'node:crypto';
import { useHarness } from './harness';
import { patientWithUuid } from './patientFlow';
import { openCheckout, submitCheckout } from './checkoutBrowser';

const h = useHarness();

type P = Awaited<ReturnType<typeof patientWithUuid>>;

async function checkout(p: P, priceId: string): Promise<{ id: string; url: string }> {
  return (
    await h.app.inject({ method: 'POST', url: '/api/payments/create-checkout-session', headers: p.headers, payload: { priceId } })
  ).json();
}

function deliver(payload: string) {
  const signature = h.ctx.payments.stripe.webhooks.generateTestHeaderString({ payload, secret: h.ctx.payments.webhookSecret });
  return h.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
const completedEvent = (sessionId: string) =>
  JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
  });

const count = async (sql: string, params: unknown[]) => (await h.ctx.db.query<{ n: number }>(sql, params))[0].n;
const credits = (p: P) => count('SELECT count(*)::int AS n FROM consult_credits WHERE patient_uuid = $1', [p.patientUuid]);

/**
 * A real fault inside the database: the next write to `table` raises an error, once. The counter is a
 * sequence because sequences are not rolled back with the failed transaction, so the retry succeeds.
 */
async function failNextWriteTo(table: string) {
  await h.ctx.db.query('CREATE SEQUENCE IF NOT EXISTS fault_once');
  await h.ctx.db.query(`CREATE OR REPLACE FUNCTION fault_once() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF nextval('fault_once') = 1 THEN RAISE EXCEPTION 'injected fault: storage unavailable'; END IF;
      RETURN NEW;
    END $$`);
  await h.ctx.db.query(`CREATE TRIGGER fault_once BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION fault_once()`);
  return async () => {
    await h.ctx.db.query(`DROP TRIGGER fault_once ON ${table}`);
    await h.ctx.db.query('DROP SEQUENCE fault_once CASCADE');
  };
}

describe('webhook: the event is recorded with its fulfilment, never without it', () => {
  it('fulfils exactly once when the provider retries an event whose fulfilment failed', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = await checkout(p, 'seguimiento-nutricion');
    const event = completedEvent(session.id);
    const healed = await failNextWriteTo('consult_credits');
    try {
      const failed = await deliver(event);
      expect(failed.statusCode).toBe(500); // the provider retries on anything but 2xx
      expect(await credits(p)).toBe(0);
      expect(await count('SELECT count(*)::int AS n FROM payment_events', [])).toBe(0);
      const [open] = await h.ctx.db.query<{ status: string; fulfilled_at: Date | null }>(
        'SELECT status, fulfilled_at FROM checkout_sessions WHERE id = $1',
        [session.id],
      );
      expect(open).toEqual({ status: 'open', fulfilled_at: null });

      const retried = await deliver(event);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toEqual({ received: true });
      expect(await credits(p)).toBe(1);

      expect((await deliver(event)).statusCode).toBe(200);
      expect(await credits(p)).toBe(1);
      expect(await count('SELECT count(*)::int AS n FROM payment_events', [])).toBe(1);
    } finally {
      await healed();
    }
  });

  it('extends a monthly plan once when its first delivery failed and three retries arrive together', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = await checkout(p, 'mensual');
    const event = completedEvent(session.id);
    const healed = await failNextWriteTo('subscriptions');
    try {
      expect((await deliver(event)).statusCode).toBe(500);
      const retries = await Promise.all([deliver(event), deliver(event), deliver(event)]);
      expect(retries.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(await count('SELECT count(*)::int AS n FROM subscriptions WHERE patient_uuid = $1', [p.patientUuid])).toBe(1);
    } finally {
      await healed();
    }
  });

  it('lets the patient press "Pagar" again after a failed fulfilment, and grants one consultation', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const session = await checkout(p, 'primera');
    const { cookie } = await openCheckout(h.app, session.url);
    const healed = await failNextWriteTo('consult_credits');
    try {
      const failed = await submitCheckout(h.app, session.id, 'pay', cookie);
      expect(failed.statusCode).toBe(503);
      expect(failed.body).toContain('No se pudo completar el pago.');
      expect(await credits(p)).toBe(0);
      const again = await submitCheckout(h.app, session.id, 'pay', cookie);
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(`/pago-exitoso?session_id=${session.id}&plan=primera`);
      expect(await credits(p)).toBe(1);
    } finally {
      await healed();
    }
  });
});
