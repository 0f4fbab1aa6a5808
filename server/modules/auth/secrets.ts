import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const argonOptions = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, argonOptions);
export const verifyPassword = (stored: string, password: string) => verify(stored, password).catch(() => false);

let dummy: Promise<string> | undefined;
/** A real argon2id hash of a random password, made once, that no login can match. */
export const dummyPasswordHash = () => (dummy ??= hashPassword(randomBytes(16).toString('hex')));

export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const hashCode = (code: string, pepper: string) => sha256(`${pepper}:${code}`);
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
