import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LoginMode = 'login' | 'forgot-email' | 'forgot-verification';
export type RegistrationStage = 'registro' | 'verificacion';

/** Where the patient is in the account flows (SPEC §4), so an action log replays them. */
export interface AuthState {
  loginMode: LoginMode;
  /** The e-mail a recovery code was sent to; its account id is looked up with the code, at the reset. */
  recovery: { email: string } | null;
  /** Persisted: a patient who reloads while waiting for her code stays on the verification stage. */
  registration: { stage: RegistrationStage; email: string | null };
}

export const initialAuthState: AuthState = {
  loginMode: 'login',
  recovery: null,
  registration: { stage: 'registro', email: null },
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    recoveryStarted(state) {
      state.loginMode = 'forgot-email';
      state.recovery = null;
    },
    recoveryAbandoned(state) {
      state.loginMode = 'login';
      state.recovery = null;
    },
    recoveryCodeSent(state, action: PayloadAction<{ email: string }>) {
      state.loginMode = 'forgot-verification';
      state.recovery = action.payload;
    },
    passwordResetCompleted(state) {
      state.loginMode = 'login';
      state.recovery = null;
    },
    registrationSubmitted(_state, _action: PayloadAction<{ email: string }>) {},
    /** The account exists (201) and a verification code was requested for it. */
    registrationAccepted(state, action: PayloadAction<{ email: string }>) {
      state.registration = { stage: 'verificacion', email: action.payload.email };
    },
    registrationRestarted(state) {
      state.registration = { stage: 'registro', email: null };
    },
    emailVerified(state) {
      state.registration = { stage: 'registro', email: null };
    },
    automaticLoginFailed(_state) {},
    loginFailed(_state, _action: PayloadAction<{ status: number | string }>) {},
  },
});

export const {
  recoveryStarted,
  recoveryAbandoned,
  recoveryCodeSent,
  passwordResetCompleted,
  registrationSubmitted,
  registrationAccepted,
  registrationRestarted,
  emailVerified,
  automaticLoginFailed,
  loginFailed,
} = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectAuth = (state: { auth: AuthState }) => state.auth;
