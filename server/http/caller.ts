import type { FastifyRequest } from 'fastify';
import { HttpError, messages } from './errors';

/** The patient a request's bearer token belongs to; the auth module's bearerAuth sets it. */
export interface Caller {
  patientUuid: string;
  personUuid: string;
  openmrsId: string;
  email: string;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export function requireCaller(req: FastifyRequest): Caller {
  if (!req.caller) throw new HttpError(401, messages.unauthorized);
  return req.caller;
}

/** Every {openmrsId} route: another patient's id answers 404 with no data. */
export function ownPatient(req: FastifyRequest, openmrsId: string): Caller {
  const caller = requireCaller(req);
  if (caller.openmrsId !== openmrsId) throw new HttpError(404, messages.notFound);
  return caller;
}
