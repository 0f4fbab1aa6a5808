import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Health data lives in DATA_DIR (database, documents, mail with codes, staff secret): only the server's
 * own user may enter its folders or read its files, whatever the umask of the shell that started it.
 */
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/** Creates `dir` (and missing parents) owner-only, and tightens it if it already existed. */
export function privateDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  chmodSync(dir, PRIVATE_DIR);
  return dir;
}

/**
 * Makes every folder and file under `dir` owner-only. PGlite writes its initial cluster with mode
 * 0666 whatever the umask, so its folder is tightened after each open.
 */
export function restrictTree(dir: string): void {
  chmodSync(dir, PRIVATE_DIR);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(file);
    else if (entry.isFile()) chmodSync(file, PRIVATE_FILE);
  }
}
