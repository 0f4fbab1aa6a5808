import { dashboardPaths } from '../lib/paths';

interface Early {
  token: string;
  phoneNumber: string;
  response: Promise<Response>;
}

let early: Early | null = null;

/**
 * On the dashboard's paths, main.js asks for her appointments itself, with the session redux-persist
 * stored (`persist:session`), before the start's code has even arrived: her first appointment is the
 * dashboard's largest paint, and asked for by the store it left only once the start had downloaded and
 * run, one more round trip after it. Anything unexpected (no session, unreadable storage) asks nothing:
 * the store then asks as before (prefetchData.ts).
 */
export function askAppointmentsEarly(pathname: string) {
  if (!dashboardPaths.includes(pathname)) return;
  try {
    const stored = JSON.parse(window.localStorage.getItem('persist:session') ?? '{}') as Record<string, string | undefined>;
    const token: unknown = JSON.parse(stored.token ?? 'null');
    const phoneNumber: unknown = JSON.parse(stored.phoneNumber ?? 'null');
    if (typeof token !== 'string' || typeof phoneNumber !== 'string' || !token || !phoneNumber) return;
    // The same request RTK Query's listAppointments makes (src/api/emptyApi.ts: bearer token, params).
    const url = `${window.location.origin}/api/appointments?${new URLSearchParams({ phoneNumber })}`;
    early = { token, phoneNumber, response: fetch(url, { headers: { Authorization: `Bearer ${token}` } }) };
    // Read by the store or not at all; a failure is the store's to ask again and report.
    early.response.catch(() => undefined);
  } catch {
    early = null;
  }
}

/** The early answer for this session and phone number, once: a later render asks through the store. */
export function takeEarlyAppointments(token: string, phoneNumber: string): Promise<Response> | null {
  const taken = early;
  early = null;
  return taken && taken.token === token && taken.phoneNumber === phoneNumber ? taken.response : null;
}
