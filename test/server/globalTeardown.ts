import { rmSync } from 'node:fs';
import path from 'node:path';
import { dropDatabase, templateName } from './postgresTemplate';

export default async function globalTeardown(): Promise<void> {
  const file = process.env.ELLA_TEST_PGLITE_SNAPSHOT;
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
  const template = templateName();
  if (template && process.env.DATABASE_URL) await dropDatabase(process.env.DATABASE_URL, template);
}
