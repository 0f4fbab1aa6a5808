import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { baseUrl } from './browser';

export const demoPatient = { email: 'demo@espaciosella.mx', password: 'Demo2026!x' } as const;
const clientApiKey = 'ella-portal-web-v1';

/**
 * Logs in through the API and stores the session the way the portal persists it (redux-persist,
 * `persist:session`), so a journey that is not about the login screen starts signed in.
 */
export async function signIn(context: BrowserContext, email: string, password: string): Promise<void> {
  const login = await fetch(`${baseUrl()}/api/auth/login-by-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': clientApiKey },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const session = (await login.json()) as Record<string, unknown> & { token: string };
  const search = await fetch(`${baseUrl()}/api/patients/search-by-email?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  if (!search.ok) throw new Error(`patient search failed: ${search.status}`);
  const record = (await search.json()) as Record<string, unknown>;
  const state: Record<string, unknown> = { roles: [], ...record, ...session };
  const stored: Record<string, string> = { _persist: JSON.stringify({ version: -1, rehydrated: true }) };
  for (const [key, value] of Object.entries(state)) stored[key] = JSON.stringify(value ?? null);
  // Once per tab: a later logout in the journey must stay logged out across navigations.
  await context.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('persist:session', value);
  }, JSON.stringify(stored));
}

/** The newest six-digit code e-mailed to `to`, read from the running portal's outbox folder. */
export function codeFromOutbox(to: string): string {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (const file of readdirSync(outbox).sort().reverse()) {
    const eml = readFileSync(path.join(outbox, file), 'utf8');
    if (!eml.includes(`To: ${to}`)) continue;
    const code = /\b(\d{6})\b/.exec(eml.split(/\r?\n\r?\n/).slice(1).join('\n'))?.[1];
    if (code) return code;
  }
  throw new Error(`no code for ${to} in ${outbox}`);
}

/** A paid first consultation for this patient, bought through the simulated checkout without a browser. */
export async function grantConsultation(email: string, password: string): Promise<void> {
  const login = await fetch(`${baseUrl()}/api/auth/login-by-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': clientApiKey },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const session = await fetch(`${baseUrl()}/api/payments/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ priceId: 'primera' }),
  });
  const { id } = (await session.json()) as { id: string };
  const paid = await fetch(`${baseUrl()}/checkout/${id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`simulated payment failed: ${paid.status}`);
}
