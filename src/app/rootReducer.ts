import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api';
import { portalReducer } from '../api/portalOutdated';
import { resetEvents } from '../lib/events';
import { sessionReducer } from '../features/auth/sessionSlice';
import { authReducer } from '../features/auth/authSlice';
import { onboardingReducer } from '../features/onboarding/onboardingSlice';
import { paymentsReducer } from '../features/payments/paymentsSlice';
import { appointmentsReducer } from '../features/appointments/appointmentsSlice';
import { dashboardReducer } from '../features/dashboard/dashboardSlice';
import { persistSlice } from './persist';

const slices = {
  session: sessionReducer,
  auth: authReducer,
  onboarding: onboardingReducer,
  payments: paymentsReducer,
  appointments: appointmentsReducer,
  dashboard: dashboardReducer,
  portal: portalReducer,
};

/** Unwrapped reducers: what replay folds actions through, with no storage attached. */
export const plainReducer = combineReducers({ ...slices, [api.reducerPath]: api.reducer });

const persistedReducer = combineReducers({
  session: persistSlice('session', sessionReducer),
  auth: persistSlice('auth', authReducer),
  onboarding: persistSlice('onboarding', onboardingReducer),
  payments: persistSlice('payments', paymentsReducer),
  appointments: persistSlice('appointments', appointmentsReducer),
  dashboard: dashboardReducer,
  portal: portalReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof plainReducer>;

const isReset = (action: UnknownAction) => (resetEvents as readonly string[]).includes(action.type);

/** Logout and expiry return every slice to its initial state (persist metadata included). */
export function withReset<S>(reducer: (state: S | undefined, action: UnknownAction) => S) {
  return (state: S | undefined, action: UnknownAction): S => reducer(isReset(action) ? undefined : state, action);
}

export const rootReducer = withReset(persistedReducer as unknown as (s: RootState | undefined, a: UnknownAction) => RootState);
export const replayReducer = withReset(plainReducer as (s: RootState | undefined, a: UnknownAction) => RootState);
