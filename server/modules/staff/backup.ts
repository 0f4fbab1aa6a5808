import { createReadStream, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { HttpError } from '../../http/errors';
import { writeBackup } from '../../backup/dump';
import { backupKeySource, refusedWithoutKey } from '../../backup/key';
import { BACKUP_QUEUE } from '../../backup/schedule';

/**
 * GET /api/staff/backup (openapi.yaml `staffBackup`): a backup of the running portal, encrypted with the
 * server's key, streamed to `npm run staff -- backup --out FILE`. The server writes it (the embedded
 * database is this process's alone) into a private temporary file in the data folder, then streams and
 * deletes it. Registered beside the generated routes, like the document download, for its binary answer.
 */
export async function registerBackupDownload(
  app: FastifyInstance,
  ctx: ServerContext,
  staffAuth: (req: FastifyRequest) => Promise<void>,
): Promise<void> {
  app.get('/api/staff/backup', { onRequest: async (req) => staffAuth(req) }, async (_req, reply) => {
    const keySource = backupKeySource(process.env, ctx.config.dataDir, { create: true });
    if (!keySource) throw new HttpError(409, refusedWithoutKey);
    const file = path.join(ctx.config.dataDir, `backup-${randomBytes(6).toString('hex')}.partial`);
    try {
      await writeBackup(ctx.db, keySource, file, {
        jobsSchema: ctx.jobs.schema,
        outboxDir: ctx.mail.outboxDir,
        pepper: ctx.config.pepper,
        skipQueues: [BACKUP_QUEUE],
      });
    } catch (error) {
      rmSync(file, { force: true });
      throw error;
    }
    const stream = createReadStream(file);
    stream.on('close', () => rmSync(file, { force: true }));
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', 'attachment; filename="portal.ellabackup"')
      .send(stream);
  });
}
