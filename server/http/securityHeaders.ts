import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

const nonces = new WeakMap<object, string>();

/**
 * The style nonce of one response, made on first use: helmet puts it in the CSP header and the page
 * handler puts the same value in the HTML's csp-nonce meta, from which antd's runtime styles take it.
 */
export function styleNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

type Directive = string | ((req: unknown, res: ServerResponse) => string);

/**
 * One strict policy for every response: only our own scripts (and a page's own inline scripts, by their
 * hashes), styles with the response's nonce, never framed.
 */
function directives(style: Directive, scriptHashes: readonly string[] = []): Record<string, Directive[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'", style],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The same policy as a header value, for a page that makes its own nonce or has inline scripts (`sha256-…`). */
export function contentSecurityPolicy(nonce: string, scriptHashes: readonly string[] = []): string {
  return Object.entries(directives(`'nonce-${nonce}'`, scriptHashes))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * @fastify/helmet on every response (pages, API, assets, errors): the CSP above, nosniff, no referrer,
 * no framing, same-origin isolation, and HSTS when the portal's public address is https. The API's
 * answers are personal data: no cache may keep them.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string | undefined): Promise<void> {
  const https = publicUrl?.startsWith('https://') ?? false;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: directives((_req, res) => `'nonce-${styleNonce(res)}'`) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?')) reply.header('Cache-Control', 'no-store');
  });
}
