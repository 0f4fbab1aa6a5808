import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from '../openapi';

const answerable = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * A method the contract does not have on a path it does have answers 405 with `Allow` (RFC 9110), not a
 * 404 that says the address does not exist. One route per such path and method, through the router itself.
 */
export function registerMethodNotAllowed(app: FastifyInstance, spec: OpenApiDocument, prefix: string): void {
  for (const [path, item] of Object.entries(spec.paths)) {
    const declared = answerable.filter((method) => method.toLowerCase() in item);
    const allow = [...declared, ...(declared.includes('GET') ? ['HEAD'] : [])].join(', ');
    const missing = answerable.filter((method) => !declared.includes(method));
    if (!declared.length || !missing.length) continue;
    app.route({
      method: [...missing],
      url: `${prefix}${path.replace(/{(\w+)}/g, ':$1')}`,
      // The Allow header names what this address takes; a body nobody reads is not parsed.
      handler: async (_req, reply) => reply.code(405).header('Allow', allow).send({ message: 'Esta dirección no admite ese método.' }),
    });
  }
}
