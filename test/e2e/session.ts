import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { BrowserContext } from 'playwright-core';
import { webClientApiKey as clientApiKey } from '../../common/facts.gen';
import { baseUrl } from './browser';

export const demoPatient = { email: 'demo@espaciosella.mx', password: 'Demo2026!x' } as const;

interface ApiSession {
  session: Record<string, unknown> & { token: string };
  record: Record<string, unknown>;
}

/**
 * One API login per patient for the whole e2e run, shared by the test files through the portal's data
 * folder: the server allows 10 logins in 15 minutes per e-mail and address, and every journey signs in
 * from 127.0.0.1. A cached token that no longer works (idle expiry, a logout) is replaced.
 */
async function apiSession(email: string, password: string): Promise<ApiSession> {
  const cacheFile = path.join(process.env.E2E_DATA_DIR ?? '', 'e2e-sessions.json');
  const cache = (existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {}) as Record<string, ApiSession['session']>;
  const lookUp = (token: string) =>
    fetch(`${baseUrl()}/api/patients/search-by-email?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  const cached = cache[email];
  if (cached) {
    const search = await lookUp(cached.token);
    if (search.ok) return { session: cached, record: (await search.json()) as Record<string, unknown> };
  }
  const login = await fetch(`${baseUrl()}/api/auth/login-by-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': clientApiKey },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const session = (await login.json()) as ApiSession['session'];
  const search = await lookUp(session.token);
  if (!search.ok) throw new Error(`patient search failed: ${search.status}`);
  writeFileSync(cacheFile, JSON.stringify({ ...cache, [email]: session }));
  return { session, record: (await search.json()) as Record<string, unknown> };
}

/**
 * Logs in through the API and stores the session the way the portal persists it (redux-persist,
 * `persist:session`), so a journey that is not about the login screen starts signed in.
 */
export async function signIn(context: BrowserContext, email: string, password: string): Promise<void> {
  const { session, record } = await apiSession(email, password);
  const state: Record<string, unknown> = { roles: [], ...record, ...session };
  const stored: Record<string, string> = { _persist: JSON.stringify({ version: -1, rehydrated: true }) };
  for (const [key, value] of Object.entries(state)) stored[key] = JSON.stringify(value ?? null);
  // Once per tab: a later logout in the journey must stay logged out across navigations.
  // Only on the portal's pages: about:blank and the video-call tab deny storage, and the error would
  // fail the journey's console check.
  await context.addInitScript(
    ({ value, origin }) => {
      if (window.location.origin !== origin) return;
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem('persist:session', value);
    },
    { value: JSON.stringify(stored), origin: new URL(baseUrl()).origin },
  );
}

const codesRead = new Map<string, number>();

/** The code of a message to `to` newer than the last one read for that address, if one has arrived. */
function newCode(to: string, outbox: string): string | undefined {
  const mails = existsSync(outbox)
    ? readdirSync(outbox)
        .sort()
        .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
        .filter((eml) => eml.includes(`To: ${to}`))
    : [];
  if (mails.length <= (codesRead.get(to) ?? 0)) return undefined;
  codesRead.set(to, mails.length);
  return /\b(\d{6})\b/.exec(
    mails[mails.length - 1]
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  )?.[1];
}

/**
 * The six-digit code of the newest e-mail to `to`, read from the running portal's outbox folder. Mail
 * leaves through the server's job queue just after the request answers, so this waits (up to 10 s) for
 * a message to `to` newer than the one the previous call for that address read.
 */
export async function codeFromOutbox(to: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let code: string | undefined;
  await expect
    .poll(() => (code = newCode(to, outbox)), { message: `a new code for ${to} in ${outbox}`, timeout: 10_000 })
    .toEqual(expect.stringMatching(/^\d{6}$/));
  return code!;
}

/**
 * What the patient's browser does on the simulated checkout: follows the URL the API returned (its
 * single-use token moves into a cookie), then posts "Pagar" from that page (same origin). Returns the status
 * of the post: 303 to the success URL when it paid.
 */
export async function payCheckout(checkout: { id: string; url: string }, portalUrl = baseUrl()): Promise<number> {
  const arrival = await fetch(new URL(checkout.url, portalUrl), { redirect: 'manual' });
  const cookie = arrival.headers.get('set-cookie')?.split(';')[0];
  if (arrival.status !== 303 || !cookie) throw new Error(`checkout URL answered ${arrival.status} without its cookie`);
  const paid = await fetch(`${portalUrl}/checkout/${checkout.id}/pay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
      origin: new URL(portalUrl).origin,
      'sec-fetch-site': 'same-origin',
    },
    body: '',
    redirect: 'manual',
  });
  return paid.status;
}

/** A paid first consultation for this patient, bought through the simulated checkout without a browser. */
export async function grantConsultation(email: string, password: string): Promise<void> {
  const { token } = (await apiSession(email, password)).session;
  const session = await fetch(`${baseUrl()}/api/payments/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ priceId: 'primera' }),
  });
  if (!session.ok) throw new Error(`checkout session failed: ${session.status}`);
  const status = await payCheckout((await session.json()) as { id: string; url: string });
  if (status !== 303) throw new Error(`simulated payment failed: ${status}`);
}

/** A verified patient with an empty history and no consent, made through the API (no browser). */
export async function registerPatientByApi(prefix: string): Promise<{ email: string; password: string }> {
  const phone = `57${String(Date.now()).slice(-8)}`;
  const email = `${prefix}.${phone}@example.mx`;
  const password = 'Primavera2026';
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': clientApiKey },
      body: JSON.stringify(body),
    });
  const created = await post('/auth/register', {
    firstName: 'Lucía',
    lastName: 'Ramírez',
    birthdate: '1976-04-02',
    gender: 'f',
    email,
    address: '',
    phoneNumber: phone,
    openmrsId: phone,
    aceptaPrivacidad: true,
  });
  if (created.status !== 201) throw new Error(`register failed: ${created.status}`);
  if (!(await post('/auth/request-verification-code', { email })).ok) throw new Error('code request failed');
  if (!(await post('/auth/verify-email', { email, code: await codeFromOutbox(email), password })).ok)
    throw new Error('verification failed');
  return { email, password };
}
