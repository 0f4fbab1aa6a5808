import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A link that works without logging in carries `<uuid>.<MAC>`: the MAC binds the uuid (and whatever else the
 * kind binds, such as the patient an offer was made for) to one purpose, with a key derived from CODE_PEPPER
 * and the kind's label, so a token cannot be made for another record or another patient, and a MAC made for
 * any other purpose is refused. What a token may still do (once, until a time) is for its owner to decide
 * in the database; the MAC only says the server made it.
 */
export interface TokenKind {
  /** Derives the key: one label per family of links. */
  label: string;
  purpose: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const keyOf = (secret: string, kind: TokenKind) => createHash('sha256').update(`${kind.label}\0${secret}`).digest();
const mac = (secret: string, kind: TokenKind, id: string, bound: readonly string[]) =>
  createHmac('sha256', keyOf(secret, kind))
    .update([kind.purpose, id, ...bound].join('\0'))
    .digest('base64url');

export function signToken(secret: string, kind: TokenKind, id: string, bound: readonly string[] = []): string {
  return `${id}.${mac(secret, kind, id, bound)}`;
}

/** The uuid a token names, before its MAC is checked (the caller loads what it needs to check it), or null. */
export function tokenId(token: string): string | null {
  const [id, given, ...rest] = token.split('.');
  return !rest.length && id && given && UUID.test(id) ? id : null;
}

/** Whether the token was made by this server for `id`, this kind and these bound values. */
export function tokenMatches(secret: string, kind: TokenKind, token: string, bound: readonly string[] = []): boolean {
  const id = tokenId(token);
  if (!id) return false;
  const expected = Buffer.from(mac(secret, kind, id, bound));
  const actual = Buffer.from(token.slice(id.length + 1));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
