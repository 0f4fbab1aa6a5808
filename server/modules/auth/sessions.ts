import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import type { Caller } from '../../http/caller';
import { newToken, sha256 } from './secrets';
import { SESSION_IDLE_MS } from './sessionWindow';

const ABSOLUTE_MS = 12 * 60 * 60_000;

export async function openSession(ctx: ServerContext, patientUuid: string): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.query('INSERT INTO sessions (token_hash, patient_uuid, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [
    sha256(token),
    patientUuid,
    now,
  ]);
  return token;
}

export async function revokeSessions(ctx: ServerContext, patientUuid: string): Promise<void> {
  await ctx.db.query('UPDATE sessions SET revoked_at = $2 WHERE patient_uuid = $1 AND revoked_at IS NULL', [patientUuid, ctx.clock.now()]);
}

/** bearerAuth: a live session slides its idle window (SESSION_IDLE_MS); 12 hours is the hard end. */
export function bearerAuth(ctx: ServerContext) {
  const idleMs = ctx.config.sessionIdleMs ?? SESSION_IDLE_MS;
  return async (req: FastifyRequest): Promise<void> => {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw new HttpError(401, messages.unauthorized);
    const now = ctx.clock.now();
    const tokenHash = sha256(token);
    // One round trip: the live-session check and the slide of its idle window are the same statement.
    // The bounds are the old checks moved into SQL: idle at most idleMs, age at most ABSOLUTE_MS.
    const [row] = await ctx.db.query<Omit<Caller, 'tokenHash'>>(
      `UPDATE sessions s SET last_seen_at = $2
         FROM patients p
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND p.patient_uuid = s.patient_uuid
          AND s.last_seen_at >= $3 AND s.created_at >= $4
        RETURNING p.patient_uuid AS "patientUuid", p.person_uuid AS "personUuid", p.openmrs_id AS "openmrsId", p.email`,
      [tokenHash, now, new Date(now.getTime() - idleMs), new Date(now.getTime() - ABSOLUTE_MS)],
    );
    if (!row) throw new HttpError(401, messages.unauthorized);
    req.caller = { patientUuid: row.patientUuid, personUuid: row.personUuid, openmrsId: row.openmrsId, email: row.email, tokenHash };
  };
}
