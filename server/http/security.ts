import type { FastifyRequest } from 'fastify';
import { webClientApiKey } from '../../common/facts.gen';
import { HttpError, messages } from './errors';

export type SecurityHandler = (req: FastifyRequest) => Promise<void>;

export interface SecurityHandlers {
  bearerAuth: SecurityHandler;
  clientApiKey: SecurityHandler;
  staffSecret: SecurityHandler;
}

export const DEFAULT_CLIENT_API_KEY = webClientApiKey;

export function clientApiKeyHandler(expected: string): SecurityHandler {
  return async (req) => {
    if (req.headers['x-api-key'] !== expected) throw new HttpError(401, messages.unauthorized);
  };
}

/** Until sessions exist, no bearer token is valid. */
export const rejectAllBearer: SecurityHandler = async () => {
  throw new HttpError(401, messages.unauthorized);
};
