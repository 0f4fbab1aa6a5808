import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setupStore } from '../../../src/app/store';
import { api } from '../../../src/api';
import { loggedIn } from '../../../src/lib/events';
import { subscriptionNearsExpiry } from '../../../src/features/payments/subscriptionExpiry';

let expiresAt: string | null = null;
const server = setupServer(
  http.get('*/api/patients/:id/subscription', () =>
    HttpResponse.json({ has_subscription: expiresAt !== null, status: 'active', expires_at: expiresAt, singleConsultCredits: 0 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const minutes = (n: number) => n * 60_000;

async function readSubscription() {
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});
  const store = setupStore();
  store.dispatch(loggedIn({ token: 'tok', username: 'maria', roles: ['patient'] }));
  await store.dispatch(api.endpoints.getSubscription.initiate({ openmrsId: '5512345678' }));
  const logged = info.mock.calls.map((call) => String(call[0]));
  info.mockRestore();
  return { store, logged };
}

describe('subscription-expiry check (SPEC §4: 41760-minute threshold, only logs)', () => {
  it('counts a 30-day subscription as nearing its end once 41760 minutes of it have run, not a minute before', () => {
    const now = Date.parse('2026-11-23T15:00:00Z');
    const endsIn = (left: number) => ({
      has_subscription: true,
      status: 'active' as const,
      expires_at: new Date(now + minutes(left)).toISOString(),
      singleConsultCredits: 0,
    });
    expect(subscriptionNearsExpiry(endsIn(43200 - 41760), now)).toBe(true);
    expect(subscriptionNearsExpiry(endsIn(43200 - 41759), now)).toBe(false);
    expect(subscriptionNearsExpiry({ has_subscription: false, status: 'inactive', expires_at: null, singleConsultCredits: 0 }, now)).toBe(
      false,
    );
  });

  it('logs when the subscription the portal reads ends within the last day, and changes nothing else', async () => {
    expiresAt = new Date(Date.now() + minutes(600)).toISOString();
    const { store, logged } = await readSubscription();
    expect(logged).toEqual([`Suscripción por vencer: termina el ${expiresAt}`]);
    expect(store.getState().session.token).toBe('tok');
  });

  it('stays silent for a subscription with weeks left', async () => {
    expiresAt = new Date(Date.now() + minutes(20 * 24 * 60)).toISOString();
    const { logged } = await readSubscription();
    expect(logged).toEqual([]);
  });
});
