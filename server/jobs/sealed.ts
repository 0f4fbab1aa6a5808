import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A job's data sits in the database until it is done and then for a while longer; a mail job holds a
 * verification code or a patient's help message. Sealed with a key derived from CODE_PEPPER, a copy
 * of the database alone reveals neither (the codes table stores only hashes for the same reason).
 */
export interface Sealed {
  iv: string;
  tag: string;
  box: string;
}

const keyOf = (secret: string) => createHash('sha256').update(`ella-jobs\0${secret}`).digest();

export function seal(secret: string, value: unknown): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const box = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), box: box.toString('base64') };
}

export function unseal<T>(secret: string, sealed: Sealed): T {
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const text = Buffer.concat([decipher.update(Buffer.from(sealed.box, 'base64')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as T;
}
