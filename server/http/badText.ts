import type { FastifyInstance } from 'fastify';
import { HttpError, messages } from './errors';

// A NUL, or half of a UTF-16 surrogate pair without its other half (JSON allows "\ud800").
// eslint-disable-next-line no-control-regex -- NUL is exactly the character this rejects.
const badCharacter = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Where in `value` a string holds a character no text column can store, or null. */
export function findBadText(value: unknown, where = ''): string | null {
  if (typeof value === 'string') return badCharacter.test(value) ? where || '/' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findBadText(value[i], `${where}/${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const found = findBadText(key, `${where}/${key}`) ?? findBadText(item, `${where}/${key}`);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL (and PGlite) refuse a NUL in text and in jsonb, and turn a lone surrogate into U+FFFD in
 * text or refuse it in jsonb: without this check such a string reached the database and answered 500
 * or was stored altered. One hook for every route, after the body is parsed (multipart fields too)
 * and validated, before any handler.
 */
export function registerBadTextCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    for (const [part, value] of [
      ['body', req.body],
      ['querystring', req.query],
      ['params', req.params],
    ] as const) {
      const found = findBadText(value);
      if (found)
        throw new HttpError(
          400,
          messages.badRequest,
          undefined,
          {},
          `${part}${found === '/' ? '' : found} contains a character that cannot be stored`,
        );
    }
  });
}
