/**
 * The shape of the session slice and its selectors. Every feature needs the token and the
 * patient's ids, so they live below the features (docs/architecture.md); the reducer is features/auth's.
 */

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

/**
 * What of the session outlives a reload: persist.ts stores these fields under `persist:session`, and the
 * dashboard page's inline script reads them back before the app's code has arrived (src/firstPaint).
 * Why the last session ended is only for the screen she is on.
 */
export const persistedSessionFields = [
  'token',
  'username',
  'roles',
  'email',
  'fullName',
  'birthdate',
  'age',
  'gender',
  'profilePictureUrl',
  'phoneNumber',
  'patientUuid',
  'personUuid',
  'openmrsId',
  'address',
] as const satisfies ReadonlyArray<keyof SessionState>;

/** The session as it is stored between visits. */
export type PersistedSession = Pick<SessionState, (typeof persistedSessionFields)[number]>;

/** Any state that holds the session slice: the app's store, or the API's view of it (api/emptyApi.ts). */
export type WithSession = { session: SessionState };
export const selectSession = (state: WithSession) => state.session;
export const selectToken = (state: WithSession) => state.session.token;
export const selectOpenmrsId = (state: WithSession) => state.session.openmrsId;
