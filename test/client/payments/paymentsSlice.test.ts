import { setupStore } from '../../../src/app/store';
import { loggedOut } from '../../../src/lib/events';
import {
  checkoutStarted,
  initialPaymentsState,
  paymentReturnHandled,
  paymentsReducer,
  prescriptionCheckoutStarted,
  singleConsultPaid,
} from '../../../src/features/payments/paymentsSlice';

const at = Date.UTC(2026, 10, 23, 15, 0, 0);

describe('payments slice', () => {
  it('remembers the chosen plan and when the checkout started', () => {
    const state = paymentsReducer(initialPaymentsState, checkoutStarted('primera', at));
    expect(state).toMatchObject({ pendingPaymentPlan: 'primera', pendingPaymentTimestamp: at });
  });

  it('stamps checkoutStarted with the current time in prepare, so the reducer stays pure', () => {
    jest.useFakeTimers({ now: at });
    try {
      expect(checkoutStarted('mensual')).toEqual({ type: 'payments/checkoutStarted', payload: { plan: 'mensual', at } });
    } finally {
      jest.useRealTimers();
    }
  });

  it('remembers a prescription purchase and when it started', () => {
    const state = paymentsReducer(
      initialPaymentsState,
      prescriptionCheckoutStarted({ encounterUuid: 'enc-1', medications: ['Estradiol'] }, at),
    );
    expect(state.pendingPrescriptionPurchase).toEqual({ encounterUuid: 'enc-1', medications: ['Estradiol'] });
    expect(state.pendingPrescriptionTimestamp).toBe(at);
  });

  it('keeps the payment hash of a paid single consultation and forgets the pending plan', () => {
    const started = paymentsReducer(initialPaymentsState, checkoutStarted('seguimiento', at));
    const state = paymentsReducer(started, singleConsultPaid({ paymentHash: 'hash-1' }));
    expect(state).toMatchObject({ paymentHash: 'hash-1', pendingPaymentPlan: null, pendingPaymentTimestamp: null });
  });

  it('clears every pending purchase once the return from the checkout is handled, keeping the payment hash', () => {
    let state = paymentsReducer(initialPaymentsState, singleConsultPaid({ paymentHash: 'hash-1' }));
    state = paymentsReducer(state, checkoutStarted('mensual', at));
    state = paymentsReducer(state, prescriptionCheckoutStarted({ encounterUuid: 'enc-1', medications: ['A'] }, at));
    state = paymentsReducer(state, paymentReturnHandled());
    expect(state).toEqual({ ...initialPaymentsState, paymentHash: 'hash-1' });
  });

  it('forgets the payment hash when a booking uses the paid consultation', () => {
    const paid = paymentsReducer(initialPaymentsState, singleConsultPaid({ paymentHash: 'hash-1' }));
    expect(paymentsReducer(paid, { type: 'appointments/bookingSucceeded' }).paymentHash).toBeNull();
  });

  it('empties the slice when the patient logs out', () => {
    const store = setupStore();
    store.dispatch(checkoutStarted('primera', at));
    store.dispatch(singleConsultPaid({ paymentHash: 'hash-1' }));
    store.dispatch(loggedOut());
    expect(store.getState().payments).toEqual(initialPaymentsState);
  });
});
