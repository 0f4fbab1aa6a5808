import type { FastifyRequest } from 'fastify';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A caller on this machine: both the socket's peer and the client address must be loopback. Through a
 * balancer on this machine the peer is loopback but the client (from X-Forwarded-For, when TRUST_PROXY
 * trusts the balancer) is not; a forged X-Forwarded-For from elsewhere never has a loopback peer.
 */
export function fromLoopback(req: FastifyRequest): boolean {
  return loopback.has(req.socket.remoteAddress ?? '') && loopback.has(req.ip);
}
