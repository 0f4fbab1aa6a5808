import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningPortal {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The real server (`server/main.ts`) on a free loopback port with a fresh temporary data folder;
 * `env` adds server variables (a journey's own server with a shortened test-only window).
 */
export async function startPortal(env: Record<string, string> = {}): Promise<RunningPortal> {
  // A journey may pin the address and the data folder (a restart that keeps her stored session and data);
  // a folder it brought is its own to remove.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ella-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every journey registers its patients from 127.0.0.1 into this one server.
      ELLA_TEST_LIMIT_FACTOR: '20',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/onboarding`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('portal server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
