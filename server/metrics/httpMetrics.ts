import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The route label of every request no route matched: the portal's pages (SPA fallback) and unknown paths. */
export const UNMATCHED_ROUTE = '(unmatched)';
/** The route label of every file of the built client: one route per file would grow with each build kept. */
export const STATIC_FILE_ROUTE = '(static file)';

/**
 * A route pattern, never the path: a path carries her ids (her phone number is one) and would make a
 * new series for every patient.
 */
export function routeLabel(request: FastifyRequest): string {
  const { url, config } = request.routeOptions;
  if (url === undefined) return UNMATCHED_ROUTE;
  // @fastify/static gives each file's route the file it serves in its config.
  if ((config as { file?: unknown } | undefined)?.file !== undefined) return STATIC_FILE_ROUTE;
  return url;
}

export type HttpDuration = Histogram<'method' | 'route' | 'status'>;

export function httpDuration(registry: Registry): HttpDuration {
  return new Histogram({
    name: 'ella_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status; its _count is the request count.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
}

/** Times every answer of this app, errors and files included (a request the client gave up on has none). */
export function registerHttpMetrics(app: FastifyInstance, duration: HttpDuration): void {
  app.addHook('onResponse', async (request, reply) => {
    duration.observe({ method: request.method, route: routeLabel(request), status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
