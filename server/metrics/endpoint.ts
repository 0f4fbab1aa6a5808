import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromLoopback } from '../http/loopback';
import type { Metrics } from './registry';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The scraper's `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function holdsToken(req: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer (.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` in Prometheus' text format, outside the API contract like the health probes: from this
 * machine (loopback peer and loopback client, so a balancer here or a forged X-Forwarded-For does not
 * count), or from anywhere with the token. Scraped every few seconds: logged at warn level and above.
 */
export function registerMetricsEndpoint(app: FastifyInstance, metrics: Metrics, token: () => string | undefined): void {
  app.get('/metrics', { logLevel: 'warn' }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!fromLoopback(req) && !holdsToken(req, token()))
      return reply.code(401).header('WWW-Authenticate', 'Bearer').type('text/plain; charset=utf-8').send('Unauthorized');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
