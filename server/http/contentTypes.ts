import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, messages } from './errors';

/**
 * A body is parsed only when its media type is one the route declares in openapi.yaml. Fastify checks a
 * route's body schema only for the media types the schema names, so any other type it can parse
 * (text/plain by default, multipart once @fastify/multipart is registered) used to reach the handler
 * unvalidated. API routes take `application/json` (UTF-8) unless they declare otherwise (the document
 * upload declares multipart/form-data); routes outside the API never take multipart.
 */
export function registerContentTypeGate(app: FastifyInstance): void {
  // Cross-site HTML forms can post text/plain without a CORS preflight; nothing here reads it. The
  // parser stays registered but refuses, because the glue warns at start about a media type the
  // contract names (the contact form's text/plain answer) that has no parser.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', (_req, _body, done) => done(new HttpError(415, messages.notJson), undefined));
  app.addHook('preParsing', async (req, _reply, payload) => {
    if (!hasBody(req)) return payload;
    const declared = declaredTypes(req);
    const { type, charset } = mediaType(req.headers['content-type']);
    const isApi = req.url.startsWith('/api/');
    const allowed = declared ?? (isApi ? ['application/json'] : null);
    const ok = allowed
      ? allowed.includes(type) && (type !== 'application/json' || charset === null || charset === 'utf-8')
      : type !== 'multipart/form-data';
    if (!ok) throw new HttpError(415, allowed && !allowed.includes('application/json') ? messages.notMultipart : messages.notJson);
    // A form without its boundary cannot be split into fields: refused here, before the parser throws on it.
    if (type === 'multipart/form-data' && !/;\s*boundary=[^;\s]+/i.test(String(req.headers['content-type']))) {
      throw new HttpError(400, messages.notMultipart);
    }
    return payload;
  });
}

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The media types the route's body schema names (openapi.yaml's requestBody.content), if any. */
function declaredTypes(req: FastifyRequest): string[] | null {
  const body = (req.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined)?.body;
  return body?.content ? Object.keys(body.content).map((t) => t.toLowerCase()) : null;
}

export function mediaType(header: string | undefined): { type: string; charset: string | null } {
  const [essence, ...params] = String(header ?? '').split(';');
  let charset: string | null = null;
  for (const param of params) {
    const [key, value] = param.split('=');
    if (key?.trim().toLowerCase() === 'charset')
      charset = (value ?? '')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
  }
  return { type: essence.trim().toLowerCase(), charset };
}
