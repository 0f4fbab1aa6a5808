import { createAction } from '@reduxjs/toolkit';

/**
 * Events that more than one feature reacts to. They live here, below the features, so that a
 * feature can handle another's event without importing that feature (docs/architecture.md).
 */

export interface LoggedInPayload {
  token: string;
  username: string;
  roles: string[];
  email?: string;
  fullName?: string;
  birthdate?: string;
  age?: number;
  gender?: string;
  profilePictureUrl?: string | null;
}

export const loggedIn = createAction<LoggedInPayload>('session/loggedIn');
/** The patient chose to leave. Every slice resets and persisted storage is purged. */
export const loggedOut = createAction('session/loggedOut');
/** The server answered 401 or the idle timer ran out: same reset as a logout, with a reason to show. */
export const sessionExpired = createAction<{ reason: 'server' | 'idle' }>('session/expired');

export const resetEvents = [loggedOut.type, sessionExpired.type] as const;

/** The patient pressed "Cerrar Sesión": the auth feature ends the session on the server, then logs out. */
export const logoutRequested = createAction('session/logoutRequested');
/** Five idle minutes and the 30 s warning ran out: the session is ended on the server, then expires here. */
export const idleTimedOut = createAction('session/idleTimedOut');

export interface PrescriptionPurchase {
  encounterUuid: string;
  medications: string[];
}

/**
 * The patient leaves for a prescription's checkout. Prescriptions raise it and payments keeps the
 * pending purchase; the time is stamped here so the payments reducer stays pure and replayable.
 */
export const prescriptionCheckoutStarted = createAction(
  'payments/prescriptionCheckoutStarted',
  (purchase: PrescriptionPurchase, at: number = Date.now()) => ({ payload: { ...purchase, at } }),
);

/** A shipping address was saved on the server; the session's cached copy follows it (SPEC §3 Address). */
export const shippingAddressSaved = createAction<{
  address1: string;
  number: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}>('session/shippingAddressSaved');

/** Where she is: the path and the query's parameters, as the router moved (the action log's record of the screen). */
export interface NavigatedPayload {
  path: string;
  query: Record<string, string>;
  action: 'POP' | 'PUSH' | 'REPLACE';
}
/** Every route change, and the page she arrived on; no reducer keeps it, the action log and its replay read it. */
export const navigated = createAction<NavigatedPayload>('router/navigated');
