import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedIn, sessionExpired, shippingAddressSaved } from '../../lib/events';
import { initialSessionState, type PatientRecordPayload } from '../../lib/session';

export * from '../../lib/session';

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
      .addCase(shippingAddressSaved, (state, action) => {
        state.address = action.payload;
      })
      // The root reducer has already reset the state; only the reason is kept.
      .addCase(sessionExpired, (state, action) => {
        state.endReason = action.payload.reason;
      });
  },
});

export const { patientRecordLoaded } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
