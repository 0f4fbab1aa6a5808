/** A GET the page asked for before the app's code arrived (entry.ts), with its answer on the way. */
export interface EarlyAnswer {
  url: string;
  authorization: string;
  response: Promise<Response>;
  /** performance.now() when it was asked. */
  askedAt: number;
}

/**
 * How long an early answer may wait for the store's request: the store asks for the same data as soon as
 * its code runs, so an answer never taken by then is not handed to a later request (a refetch after she
 * books must get today's data, not the page's first).
 */
export const EARLY_ANSWER_LIFETIME_MS = 30_000;

declare global {
  interface Window {
    /** Set by the dashboard page's inline script (entry.ts), taken here. */
    ellaEarlyAnswers?: EarlyAnswer[];
  }
}

const answers = new Map<string, EarlyAnswer>();

const keyOf = (url: string, authorization: string | null) => `${authorization ?? ''} ${url}`;

function adoptAsked() {
  const asked = typeof window === 'undefined' ? undefined : window.ellaEarlyAnswers;
  if (!asked) return;
  delete window.ellaEarlyAnswers;
  for (const early of asked) answers.set(keyOf(early.url, early.authorization), early);
}

/**
 * fetchBaseQuery's fetchFn. The dashboard's page asks for her first data itself, while the app's code
 * downloads (entry.ts); each answer is handed once, to the store's first request that is the same
 * request (same URL, same Authorization), so her data still enters the store the one way, through RTK
 * Query's base query, with its actions in the action log. If the early request failed, this one asks again.
 */
export function fetchOrTakeEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  adoptAsked();
  if (answers.size > 0 && input instanceof Request && input.method === 'GET') {
    const key = keyOf(input.url, input.headers.get('Authorization'));
    const early = answers.get(key);
    answers.delete(key);
    if (early && performance.now() - early.askedAt < EARLY_ANSWER_LIFETIME_MS) return early.response.catch(() => fetch(input, init));
  }
  return fetch(input, init);
}
