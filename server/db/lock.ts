import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE, privateDir } from '../privateFiles';

/**
 * PGlite takes no lock on its folder, and two processes writing one folder corrupt it, so the server
 * holds an exclusive lock file; a live holder makes a second process fail with a clear message.
 */
export function acquireDataLock(dataDir: string): () => void {
  privateDir(dataDir);
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', PRIVATE_FILE);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockPath, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The data folder ${dataDir} is in use by process ${holder}. Stop that server first, ` +
            'or use the staff CLI, which talks to the running server instead of opening the database.',
          { cause: error },
        );
      }
      rmSync(lockPath, { force: true }); // stale lock of a process that died
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
