import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PlanType } from '../../api';
import { prescriptionCheckoutStarted } from '../../lib/events';

// The prescriptions feature raises it; re-exported so payments code and tests keep one import.
export { prescriptionCheckoutStarted };

// The plan ids are the contract's PlanType (common/facts.gen.ts holds them as `planTypes`).
export type { PlanType };

export interface PaymentsState {
  pendingPaymentPlan: PlanType | null;
  pendingPaymentTimestamp: number | null;
  pendingPrescriptionPurchase: { encounterUuid: string; medications: string[] } | null;
  pendingPrescriptionTimestamp: number | null;
  /** Marks a paid single consultation for this person until a booking uses it (SPEC §4). */
  paymentHash: string | null;
  /**
   * An OXXO voucher waiting for her cash: the dashboard shows 'Pago pendiente en OXXO' until the
   * server says it was paid or it expired. Its own expiry governs it, not the 10-minute pending window.
   * Absent (not null) when there is none, so states and action logs recorded before OXXO vouchers existed keep their hashes.
   */
  pendingOxxo?: PendingOxxo;
}

export interface PendingOxxo {
  sessionId: string;
  plan: PlanType | 'receta';
  amount: number;
  expiresAt: string;
}

export const initialPaymentsState: PaymentsState = {
  pendingPaymentPlan: null,
  pendingPaymentTimestamp: null,
  pendingPrescriptionPurchase: null,
  pendingPrescriptionTimestamp: null,
  paymentHash: null,
};

const paymentsSlice = createSlice({
  name: 'payments',
  initialState: initialPaymentsState,
  reducers: {
    checkoutStarted: {
      reducer(state, action: PayloadAction<{ plan: PlanType; at: number }>) {
        state.pendingPaymentPlan = action.payload.plan;
        state.pendingPaymentTimestamp = action.payload.at;
      },
      prepare(plan: PlanType, at: number = Date.now()) {
        return { payload: { plan, at } };
      },
    },
    singleConsultPaid(state, action: PayloadAction<{ paymentHash: string }>) {
      state.paymentHash = action.payload.paymentHash;
      state.pendingPaymentPlan = null;
      state.pendingPaymentTimestamp = null;
    },
    /** She chose OXXO: nothing is paid yet, so no paid-consultation mark either. */
    oxxoVoucherIssued(state, action: PayloadAction<PendingOxxo>) {
      state.pendingOxxo = action.payload;
      state.paymentHash = null;
    },
    /** The cash arrived: a single consultation is marked paid like a card payment. */
    oxxoVoucherPaid(state, action: PayloadAction<{ sessionId: string; paymentHash: string | null }>) {
      if (state.pendingOxxo?.sessionId !== action.payload.sessionId) return;
      delete state.pendingOxxo;
      if (action.payload.paymentHash) state.paymentHash = action.payload.paymentHash;
    },
    oxxoVoucherExpired(state, action: PayloadAction<{ sessionId: string }>) {
      if (state.pendingOxxo?.sessionId === action.payload.sessionId) delete state.pendingOxxo;
    },
    paymentReturnHandled(state) {
      state.pendingPaymentPlan = null;
      state.pendingPaymentTimestamp = null;
      state.pendingPrescriptionPurchase = null;
      state.pendingPrescriptionTimestamp = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(prescriptionCheckoutStarted, (state, action) => {
      const { encounterUuid, medications, at } = action.payload;
      state.pendingPrescriptionPurchase = { encounterUuid, medications };
      state.pendingPrescriptionTimestamp = at;
    });
    // A booking consumes the paid consultation; matched by type so payments need not import appointments.
    // Moving a booking to another time uses no new consultation, so the mark stays.
    builder.addMatcher(
      (action): action is { type: string; payload: { rescheduled?: boolean } } =>
        action.type === 'appointments/bookingSucceeded' && !(action as { payload?: { rescheduled?: boolean } }).payload?.rescheduled,
      (state) => {
        state.paymentHash = null;
      },
    );
  },
});

export const { checkoutStarted, singleConsultPaid, paymentReturnHandled, oxxoVoucherIssued, oxxoVoucherPaid, oxxoVoucherExpired } =
  paymentsSlice.actions;

/** The dashboard reads only this to decide whether to load the OXXO banner at all. */
export const selectPendingOxxo = (state: { payments: PaymentsState }) => state.payments.pendingOxxo ?? null;
export const paymentsReducer = paymentsSlice.reducer;
