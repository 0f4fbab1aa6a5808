import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { operationRoutes, portalOperationShapes, staffOperationShapes, type OperationShapes } from '../../common/contractShapes.gen';
import { applyShape } from '../../common/redaction';

interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string };
}

/**
 * Request logs carry method, route pattern and status only: no bodies (answers, passwords, codes), no
 * query strings (e-mails), no concrete paths (SPEC's patient id is her phone number: the log says
 * `/api/patients/:openmrsId/...`), and the credential headers are never serialized.
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: [
      'req.headers.authorization',
      'req.headers["x-api-key"]',
      'req.headers["x-staff-secret"]',
      'req.headers["x-verification-code"]',
    ],
    serializers: { req: (req: LoggedRequest) => ({ method: req.method, route: routeOf(req) }) },
  } as FastifyServerOptions['logger'];
}

/**
 * The matched route's pattern. An unmatched path is whatever someone typed or was sent (a link with her
 * e-mail or phone in it): an /api one is not logged at all, and of a page's path only the segments that
 * read like the portal's own (lower-case words and hyphens, as /form/info-personal) are kept.
 */
function routeOf(req: LoggedRequest): string {
  if (req.routeOptions?.url) return req.routeOptions.url;
  const path = req.url.split('?')[0];
  if (path.startsWith('/api/')) return '/api/(no route)';
  return path
    .split('/')
    .map((segment) => (segment === '' || /^[a-z]+(?:-[a-z]+)*$/.test(segment) ? segment : ':redacted'))
    .join('/');
}

const operationsByRoute = new Map<string, OperationShapes & { id: string }>(
  Object.entries({ ...portalOperationShapes, ...staffOperationShapes }).map(([id, operation]) => [
    operationRoutes[id],
    { id, ...operation },
  ]),
);

/**
 * A refused or failed call logs what was sent, through the shapes generated from the contract's data classes
 * (the same ones the action log applies): an operator sees which enum, id or date was off, and of anything
 * about her only what it was ('[email]', '[text]').
 */
export function registerRefusedInputLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 400) return;
    const operation = operationsByRoute.get(`${request.method} ${request.routeOptions.url}`);
    if (!operation) return;
    const sent = { ...(request.params as object), ...(request.query as object) };
    const input = {
      params: applyShape(sent, operation.params),
      ...(operation.body && request.body !== undefined ? { body: applyShape(request.body, operation.body.shape) } : {}),
    };
    const failed = reply.statusCode >= 500;
    request.log[failed ? 'warn' : 'info'](
      { operation: operation.id, status: reply.statusCode, input },
      failed ? 'request failed' : 'request refused',
    );
  });
}
