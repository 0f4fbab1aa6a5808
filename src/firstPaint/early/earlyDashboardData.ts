import { contractVersion } from '../../../common/facts.gen';
import { dashboardPaths } from '../../../common/paths';
import type { PersistedSession } from '../../lib/session';
import type { EarlyAnswer } from './earlyAnswers';

/**
 * The session redux-persist stored (`persist:session`: each field JSON inside a JSON object), read before
 * any of the app's code has arrived. Read here and not through app/persist.ts, which owns that storage:
 * this runs inline in the page, and persist.ts brings redux-persist. Null when nothing readable is stored.
 * Partial: a build that stored fewer fields may have written it, so the caller still checks what it reads.
 */
function storedSession(): Partial<PersistedSession> | null {
  try {
    const fields = JSON.parse(window.localStorage.getItem('persist:session') ?? 'null') as Partial<
      Record<keyof PersistedSession, string>
    > | null;
    return (
      fields &&
      (Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, JSON.parse(value)])) as Partial<PersistedSession>)
    );
  } catch {
    return null;
  }
}

/**
 * The requests prefetchData.ts makes for the dashboard, in openapi.yaml's URLs, asked with the stored
 * session as the page is parsed: asked by the store, they left only once the app's code had arrived and
 * run, one round trip before her first appointment could paint. The store takes each answer
 * (earlyAnswers.ts). Without a stored session this asks nothing and the store asks as before.
 */
export function askDashboardDataEarly(location: Pick<Location, 'pathname' | 'origin'>): EarlyAnswer[] {
  if (!dashboardPaths.includes(location.pathname)) return [];
  const { token, phoneNumber, openmrsId } = storedSession() ?? {};
  if (typeof token !== 'string' || !token) return [];
  const api = `${location.origin}/api`;
  const urls: string[] = [];
  if (typeof phoneNumber === 'string' && phoneNumber) urls.push(`${api}/appointments?${new URLSearchParams({ phoneNumber })}`);
  if (typeof openmrsId === 'string' && openmrsId)
    for (const what of ['consents', 'prescriptions/current', 'history/privacy']) urls.push(`${api}/patients/${openmrsId}/${what}`);
  const authorization = `Bearer ${token}`;
  const askedAt = performance.now();
  return urls.map((url) => {
    // The headers RTK Query sends (src/api/emptyApi.ts): a page older than the server's contract gets its 426 here
    // too, and the store, taking this answer, shows the new-version notice instead of reading shapes it no longer knows.
    const response = fetch(url, {
      headers: { Authorization: authorization, Accept: 'application/json', 'X-Contract-Version': contractVersion },
    });
    // Not this request's to report: a failure is asked again by the store, which reports its own.
    response.catch(() => undefined);
    return { url, authorization, response, askedAt };
  });
}
