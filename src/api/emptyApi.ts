import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { contractVersion, webClientApiKey } from '../../common/facts.gen';
import { sessionExpired } from '../lib/events';
import { selectToken, type WithSession } from '../lib/session';
import { fetchOrTakeEarly } from '../firstPaint/early/earlyAnswers';
import { contractRetired } from './portalOutdated';

/**
 * The operations openapi.yaml secures with the client API key alone (SPEC §6: login, register, reset):
 * they carry the key even when a token is stored, and never the token (test/client/api checks the list
 * against the contract).
 */
export const apiKeyOperations: ReadonlySet<string> = new Set([
  'loginByEmail',
  'registerPatient',
  'requestVerificationCode',
  'verifyEmail',
  'requestPasswordResetByEmail',
  'resetPassword',
  // The earlier-slot offer's link is its own credential: she may open it signed out, or signed in as anyone.
  'viewEarlierSlotOffer',
  'acceptEarlierSlotOffer',
]);

const rawBaseQuery = fetchBaseQuery({
  // Absolute, because Node's Request (tests) rejects relative URLs.
  baseUrl: `${typeof window === 'undefined' ? 'http://localhost' : window.location.origin}/api`,
  // Her dashboard's first answers may already be on their way (its page asked for them: earlyAnswers.ts).
  fetchFn: fetchOrTakeEarly,
  prepareHeaders(headers, { getState, endpoint }) {
    const token = selectToken(getState() as WithSession);
    if (token && !apiKeyOperations.has(endpoint)) headers.set('Authorization', `Bearer ${token}`);
    // Not a secret: it identifies the web client, ships in the bundle, and never reaches patient data.
    else headers.set('X-API-Key', webClientApiKey);
    // The server answers an older major of the contract with 426 once it no longer keeps its shapes.
    headers.set('X-Contract-Version', contractVersion);
    return headers;
  },
});

/**
 * A 401 on a call made with the token means the server ended the session; a wrong code is no such thing.
 * A 426 means the server no longer answers this portal's contract: she is asked to reload.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const hadToken = Boolean(selectToken(api.getState() as WithSession)) && !apiKeyOperations.has(api.endpoint);
  const result = await rawBaseQuery(args, api, extra);
  // Once: every call after it answers 426 too, and one event says when her portal went out of date.
  if (result.error?.status === 426 && !(api.getState() as { portal?: { outdated: boolean } }).portal?.outdated)
    api.dispatch(contractRetired());
  if (hadToken && result.error?.status === 401) api.dispatch(sessionExpired({ reason: 'server' }));
  return result;
};

export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
