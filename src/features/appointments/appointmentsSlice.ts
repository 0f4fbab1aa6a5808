import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppointmentParams } from '../../lib/appointmentParams';

export interface AppointmentsState {
  /** SPEC local-storage key pendingAppointmentParams: deep-link parameters waiting for a login. */
  pendingAppointmentParams: AppointmentParams | null;
}

export const initialAppointmentsState: AppointmentsState = { pendingAppointmentParams: null };

const appointmentsSlice = createSlice({
  name: 'appointments',
  initialState: initialAppointmentsState,
  reducers: {
    deepLinkSaved(state, action: PayloadAction<AppointmentParams>) {
      state.pendingAppointmentParams = action.payload;
    },
    deepLinkConsumed(state) {
      state.pendingAppointmentParams = null;
    },
    bookingSucceeded(_state, _action: PayloadAction<{ appointmentUuid: string; rescheduled: boolean }>) {},
    bookingFailed(_state, _action: PayloadAction<{ status: number | string }>) {},
    cancellationSucceeded(_state, _action: PayloadAction<{ appointmentUuid: string }>) {},
    cancellationFailed(_state, _action: PayloadAction<{ appointmentUuid: string }>) {},
  },
});

export const { deepLinkSaved, deepLinkConsumed, bookingSucceeded, bookingFailed, cancellationSucceeded, cancellationFailed } =
  appointmentsSlice.actions;
export const appointmentsReducer = appointmentsSlice.reducer;
