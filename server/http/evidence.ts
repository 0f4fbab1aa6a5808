import type { FastifyRequest } from 'fastify';

/** Where and with what an acceptance was given: the client's address (TRUST_PROXY-aware req.ip) and browser. */
export interface Evidence {
  address: string;
  userAgent: string;
}

export const evidenceOf = (req: FastifyRequest): Evidence => ({
  address: req.ip,
  userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
});
