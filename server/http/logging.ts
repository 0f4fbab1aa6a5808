import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * Request logs carry method, path and status only: no bodies (answers, passwords, codes), no query
 * strings (e-mails, phone numbers), and the credential headers redacted.
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers["x-staff-secret"]'],
    serializers: { req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }) },
  } as FastifyServerOptions['logger'];
}
