/** A GET the page asked for before the app's code arrived (src/early.ts), with its answer on the way. */
export interface EarlyAnswer {
  url: string;
  authorization: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Set by the dashboard page's inline script (src/early.ts), taken here. */
    ellaEarlyAnswers?: EarlyAnswer[];
  }
}

const answers = new Map<string, Promise<Response>>();

const keyOf = (url: string, authorization: string | null) => `${authorization ?? ''} ${url}`;

function adoptAsked() {
  const asked = typeof window === 'undefined' ? undefined : window.ellaEarlyAnswers;
  if (!asked) return;
  delete window.ellaEarlyAnswers;
  for (const early of asked) answers.set(keyOf(early.url, early.authorization), early.response);
}

/**
 * fetchBaseQuery's fetchFn. The dashboard's page asks for her first data itself, while the app's code
 * downloads (src/early.ts); each answer is handed once, to the store's first request that is the same
 * request (same URL, same Authorization), so her data still enters the store the one way, through RTK
 * Query's base query, with its actions in the action log. If the early request failed, this one asks again.
 */
export function fetchOrTakeEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  adoptAsked();
  if (answers.size > 0 && input instanceof Request && input.method === 'GET') {
    const key = keyOf(input.url, input.headers.get('Authorization'));
    const early = answers.get(key);
    if (early) {
      answers.delete(key);
      return early.catch(() => fetch(input, init));
    }
  }
  return fetch(input, init);
}
