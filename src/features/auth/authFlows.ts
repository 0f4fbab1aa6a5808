import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../api';
import { loggedIn } from '../../lib/events';
import { patientRecordLoaded } from './sessionSlice';
import { toApiFailure, type ApiFailure } from '../../lib/apiFailure';
import { loginFailed } from './authSlice';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export type FlowResult = { ok: true } | { ok: false; failure: ApiFailure };

/**
 * Logs in, then fetches and caches the patient record (SPEC §3): every later screen needs her ids.
 * A record that cannot be read does not undo the login; the dashboard reads it again.
 */
export async function logIn(dispatch: Dispatch, email: string, password: string): Promise<FlowResult> {
  const login = dispatch(api.endpoints.loginByEmail.initiate({ loginRequest: { email, password } }));
  const result = await login;
  if ('error' in result) {
    const failure = toApiFailure(result.error);
    dispatch(loginFailed({ status: failure.status }));
    return { ok: false, failure };
  }
  const { token, username, roles, ...profile } = result.data;
  dispatch(
    loggedIn({
      token,
      username,
      roles,
      email: profile.email ?? email,
      fullName: profile.fullName,
      birthdate: profile.birthdate,
      age: profile.age,
      gender: profile.gender,
      profilePictureUrl: profile.profilePictureUrl ?? null,
    }),
  );
  await loadPatientRecord(dispatch, profile.email ?? email);
  return { ok: true };
}

export async function loadPatientRecord(dispatch: Dispatch, email: string): Promise<boolean> {
  const search = dispatch(api.endpoints.searchPatientByEmail.initiate({ email }, { subscribe: false, forceRefetch: true }));
  const record = await search;
  if (!record.data?.patientUuid || !record.data.personUuid) return false;
  const { data } = record;
  dispatch(
    patientRecordLoaded({
      email: data.email,
      fullName: data.fullName ?? '',
      birthdate: data.birthdate,
      age: data.age,
      gender: data.gender,
      profilePictureUrl: data.profilePictureUrl,
      phoneNumber: data.phoneNumber,
      patientUuid: data.patientUuid!,
      personUuid: data.personUuid!,
      openmrsId: data.openmrsId,
      address: data.address ?? null,
    }),
  );
  return true;
}
