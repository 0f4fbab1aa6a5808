import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { HttpError, messages } from '../../http/errors';
import { fromLoopback } from '../../http/loopback';
import { PRIVATE_FILE, privateDir } from '../../privateFiles';

/** The staff secret lives in the data folder (owner-only), so only someone with access to the machine has it. */
export function staffSecret(dataDir: string): string {
  const file = path.join(dataDir, 'staff.secret');
  privateDir(dataDir);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: PRIVATE_FILE });
  return readFileSync(file, 'utf8').trim();
}

export function staffAuth(secret: string) {
  return async (req: FastifyRequest): Promise<void> => {
    const given = Buffer.from(String(req.headers['x-staff-secret'] ?? ''));
    const expected = Buffer.from(secret);
    if (!fromLoopback(req) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(401, messages.unauthorized);
    }
  };
}
