import { initialSessionState, type SessionState } from '../../../src/lib/session';
import { initialPaymentsState, type PaymentsState } from '../../../src/features/payments/paymentsSlice';

export const personUuid = '7f3c2a10-5b1e-4c8e-9a61-2d4f7e9b1c05';

/** A patient signed in as after login and the patient search (what the payment pages read). */
export function signedIn(payments: Partial<PaymentsState> = {}) {
  const session: SessionState = { ...initialSessionState, token: 'tok-abc', username: 'maria', roles: ['patient'], personUuid };
  return { session, payments: { ...initialPaymentsState, ...payments } };
}

export const sessionStatus = (overrides: Record<string, unknown> = {}) => ({
  id: 'cs_test_0123456789abcdef',
  status: 'complete',
  paymentStatus: 'paid',
  kind: 'plan',
  plan: 'primera',
  amount: 1050,
  currency: 'mxn',
  fulfilled: true,
  createdAt: '2026-11-23T15:00:00.000Z',
  ...overrides,
});

/** The first render of a test file loads antd and the lazy routes cold: on a busy machine, over a second. */
export const FIRST_LOAD_MS = 5000;
