import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

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

/** The matched route's pattern; an unmatched /api path may hold a phone number, so it is not logged. */
function routeOf(req: LoggedRequest): string {
  if (req.routeOptions?.url) return req.routeOptions.url;
  const path = req.url.split('?')[0];
  return path.startsWith('/api/') ? '/api/(no route)' : path;
}
