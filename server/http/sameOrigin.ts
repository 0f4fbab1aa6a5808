import type { FastifyRequest } from 'fastify';

/**
 * A form post counts only from the portal's own pages: browsers mark cross-site requests in
 * Sec-Fetch-Site, and name the page's origin in Origin (sent with every form POST by current browsers).
 */
export function isSameOriginPost(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = safeOrigin(req.headers.origin);
  if (!origin) return false;
  return origin === safeOrigin(`${req.protocol}://${req.host}`) || origin === safeOrigin(process.env.PUBLIC_URL);
}

function safeOrigin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
