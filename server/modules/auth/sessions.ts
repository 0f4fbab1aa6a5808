import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { newToken, sha256 } from './secrets';
import { SESSION_IDLE_MS } from './sessionWindow';
import { insertSession, revokeAllSessions, touchLiveSession } from './repository';

const ABSOLUTE_MS = 12 * 60 * 60_000;

export async function openSession(ctx: ServerContext, patientUuid: string): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  await insertSession(ctx.db, sha256(token), patientUuid, now);
  return token;
}

export async function revokeSessions(ctx: ServerContext, patientUuid: string): Promise<void> {
  await revokeAllSessions(ctx.db, patientUuid, ctx.clock.now());
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
    // Idle at most idleMs, age at most ABSOLUTE_MS.
    const row = await touchLiveSession(ctx.db, tokenHash, now, new Date(now.getTime() - idleMs), new Date(now.getTime() - ABSOLUTE_MS));
    if (!row) throw new HttpError(401, messages.unauthorized);
    req.caller = { patientUuid: row.patientUuid, personUuid: row.personUuid, openmrsId: row.openmrsId, email: row.email, tokenHash };
  };
}
