import { rmSync } from 'node:fs';
import path from 'node:path';

export default async function globalTeardown(): Promise<void> {
  const file = process.env.ELLA_TEST_PGLITE_SNAPSHOT;
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
}
