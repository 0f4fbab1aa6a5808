import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The origin light-my-request's default Host header (localhost:80) stands for, as a browser writes it. */
export const PORTAL_ORIGIN = 'http://localhost';

/** The cookie a response sets, as a browser would send it back (name=value). */
export function cookieFrom(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  if (!first) throw new Error(`no Set-Cookie in ${res.statusCode} ${res.body}`);
  return first.split(';')[0];
}

/**
 * What a browser does with the checkout URL the API returned: follows it (the token moves into a
 * cookie and the address loses it), then loads the page. Returns the cookie and the page.
 */
export async function openCheckout(app: FastifyInstance, url: string) {
  const { arrival, cookie: set } = await arriveAt(app, url);
  if (arrival.statusCode !== 303 || !set) throw new Error(`checkout URL answered ${arrival.statusCode}: ${arrival.body}`);
  const cookie = set;
  const page = await app.inject({ url: String(arrival.headers.location), headers: { cookie } });
  return { arrival, cookie, page };
}

/** Follows the checkout URL once, keeping whatever cookie it sets (none on a server that sets none). */
export async function arriveAt(app: FastifyInstance, url: string) {
  const arrival = await app.inject({ url });
  return { arrival, cookie: arrival.headers['set-cookie'] ? cookieFrom(arrival) : undefined };
}

/** A submit of the page's "Pagar" or "Cancelar" form from the portal's own page. */
export function submitCheckout(
  app: FastifyInstance,
  sessionId: string,
  action: 'pay' | 'cancel',
  cookie?: string,
  headers: Record<string, string> = { origin: PORTAL_ORIGIN, 'sec-fetch-site': 'same-origin' },
) {
  return app.inject({
    method: 'POST',
    url: `/checkout/${sessionId}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}), ...headers },
    payload: '',
  });
}

/** The whole simulated payment as the session's owner makes it in her browser. */
export async function payAsOwner(app: FastifyInstance, session: { id: string; url: string }) {
  const { cookie } = await openCheckout(app, session.url);
  return submitCheckout(app, session.id, 'pay', cookie);
}
