import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { HttpError, messages } from '../../http/errors';
import { PRIVATE_FILE, privateDir } from '../../privateFiles';

/** The staff secret lives in the data folder (owner-only), so only someone with access to the machine has it. */
export function staffSecret(dataDir: string): string {
  const file = path.join(dataDir, 'staff.secret');
  privateDir(dataDir);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: PRIVATE_FILE });
  return readFileSync(file, 'utf8').trim();
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function staffAuth(secret: string) {
  return async (req: FastifyRequest): Promise<void> => {
    const given = Buffer.from(String(req.headers['x-staff-secret'] ?? ''));
    const expected = Buffer.from(secret);
    // Both the socket's peer and the client address: through a balancer on this machine the peer is
    // loopback but the client is not, and a forged X-Forwarded-For from elsewhere never has a loopback peer.
    const local = loopback.has(req.socket.remoteAddress ?? '') && loopback.has(req.ip);
    if (!local || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(401, messages.unauthorized);
    }
  };
}
