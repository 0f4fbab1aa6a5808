import { signToken, tokenId, tokenMatches, type TokenKind } from '../../http/signedToken';

/**
 * The one-click opt-out link carries `<patient uuid>.<MAC>` (server/http/signedToken.ts): it works without
 * logging in and names one patient and this one purpose.
 */
const OPT_OUT: TokenKind = { label: 'ella-opt-out', purpose: 'reminders:email:opt-out:v1' };

export function optOutToken(secret: string, patientUuid: string): string {
  return signToken(secret, OPT_OUT, patientUuid);
}

/** The patient the token was made for, or null when it is not one of ours. */
export function verifyOptOutToken(secret: string, token: string): string | null {
  return tokenMatches(secret, OPT_OUT, token) ? tokenId(token) : null;
}
