import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedIn, sessionExpired } from '../../lib/events';

/** SPEC §3 "User data" and "Patient record", cached after login. */
export interface SessionState {
  token: string | null;
  username: string | null;
  roles: string[];
  email: string | null;
  fullName: string | null;
  birthdate: string | null;
  age: number | null;
  gender: string | null;
  profilePictureUrl: string | null;
  phoneNumber: string | null;
  patientUuid: string | null;
  personUuid: string | null;
  openmrsId: string | null;
  address: SessionAddress | null;
  /** Why the last session ended, so the login screen can explain it. Not persisted across reloads. */
  endReason: 'server' | 'idle' | null;
}

export interface SessionAddress {
  address1: string;
  number?: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface PatientRecordPayload {
  email: string;
  fullName: string;
  birthdate?: string | null;
  age?: number | null;
  gender?: string | null;
  profilePictureUrl?: string | null;
  phoneNumber?: string | null;
  patientUuid: string;
  personUuid: string;
  openmrsId: string;
  address?: SessionAddress | null;
}

export const initialSessionState: SessionState = {
  token: null,
  username: null,
  roles: [],
  email: null,
  fullName: null,
  birthdate: null,
  age: null,
  gender: null,
  profilePictureUrl: null,
  phoneNumber: null,
  patientUuid: null,
  personUuid: null,
  openmrsId: null,
  address: null,
  endReason: null,
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    patientRecordLoaded(state, action: PayloadAction<PatientRecordPayload>) {
      const p = action.payload;
      state.email = p.email;
      state.fullName = p.fullName;
      state.birthdate = p.birthdate ?? state.birthdate;
      state.age = p.age ?? state.age;
      state.gender = p.gender ?? state.gender;
      state.profilePictureUrl = p.profilePictureUrl ?? state.profilePictureUrl;
      state.phoneNumber = p.phoneNumber ?? null;
      state.patientUuid = p.patientUuid;
      state.personUuid = p.personUuid;
      state.openmrsId = p.openmrsId;
      state.address = p.address ?? null;
    },
    addressUpdated(state, action: PayloadAction<SessionAddress>) {
      state.address = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (state, action) => {
        const p = action.payload;
        state.token = p.token;
        state.username = p.username;
        state.roles = p.roles;
        state.email = p.email ?? null;
        state.fullName = p.fullName ?? null;
        state.birthdate = p.birthdate ?? null;
        state.age = p.age ?? null;
        state.gender = p.gender ?? null;
        state.profilePictureUrl = p.profilePictureUrl ?? null;
        state.endReason = null;
      })
      // The root reducer has already reset the state; only the reason is kept.
      .addCase(sessionExpired, (state, action) => {
        state.endReason = action.payload.reason;
      });
  },
});

export const { patientRecordLoaded, addressUpdated } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

export const selectToken = (state: { session: SessionState }) => state.session.token;
export const selectSession = (state: { session: SessionState }) => state.session;
