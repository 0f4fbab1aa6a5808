import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Every request gets a random id of its own: Fastify's default counts from 1 in each process, so two
 * servers (or one after a restart) would reuse ids. An incoming X-Request-Id is not taken: any client
 * could send one, and support must be able to trust that an id names one request. Fastify binds the id
 * to `request.log`, so every line logged through it carries `reqId`.
 */
export const requestIdOptions = { genReqId: () => randomUUID(), requestIdHeader: false } as const;

/**
 * The id goes back on every answer (API, pages, files, errors), so support can find the request a patient's
 * screen or browser shows in the log. Set before anything can answer.
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
