import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Closes the app the way a rolling deploy needs: no new connections, every request in flight answered,
 * then resolved. Node closes idle keep-alive connections once, when closing starts; a connection whose
 * request was still running would then stay open after its answer (until the keep-alive timeout, past
 * any drain deadline). So every answer still to be sent, and any that arrives meanwhile, closes its
 * connection (`Connection: close`).
 */
export function drainingClose(app: FastifyInstance): () => Promise<void> {
  const open = new Set<ServerResponse>();
  let closing = false;
  app.server.on('request', (_req, res: ServerResponse) => {
    if (closing) res.shouldKeepAlive = false;
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  return async () => {
    closing = true;
    for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
    await app.close();
  };
}
