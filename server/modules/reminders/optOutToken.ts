import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click opt-out link carries `<patient uuid>.<MAC>`: the MAC binds the uuid to this one purpose
 * with a key derived from CODE_PEPPER, so the link works without logging in, cannot be made for another
 * patient, and a MAC made for any other purpose is refused.
 */
const PURPOSE = 'reminders:email:opt-out:v1';
const keyOf = (secret: string) => createHash('sha256').update(`ella-opt-out\0${secret}`).digest();
const mac = (secret: string, patientUuid: string) =>
  createHmac('sha256', keyOf(secret)).update(`${PURPOSE}\0${patientUuid}`).digest('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function optOutToken(secret: string, patientUuid: string): string {
  return `${patientUuid}.${mac(secret, patientUuid)}`;
}

/** The patient the token was made for, or null when it is not one of ours. */
export function verifyOptOutToken(secret: string, token: string): string | null {
  const [uuid, given, ...rest] = token.split('.');
  if (rest.length || !uuid || !given || !UUID.test(uuid)) return null;
  const expected = Buffer.from(mac(secret, uuid));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? uuid : null;
}
