import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { message, READY_WITHIN_MS, startChild, whenReady } from '../support/children';
import { copyMigratedDatabase } from '../support/migratedFolder';
import type { ClockMove, ClockMoved } from '../../server/startup/testClock';

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
  /**
   * Moves the server's clock `ms` forward (a portal started with ELLA_TEST_CLOCK=movable); resolves once
   * the server has, and has run every job that became due (a lapsed hold, a reminder) and sent its mail.
   */
  advanceClock(ms: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real server (`server/main.ts`) on a free loopback port with a fresh temporary data folder;
 * `env` adds server variables (a journey's own server with a shortened test-only window); `name` is what
 * its output lines and errors call it. Ready when
 * the server says so on its IPC channel; the server ends when that channel closes, so it cannot
 * outlive the process that started it.
 */
export async function startPortal(env: Record<string, string> = {}, name = 'portal'): Promise<RunningPortal> {
  // A journey may pin the address and the data folder (a restart that keeps her stored session and data);
  // a folder it brought is its own to remove.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ella-e2e-'));
  // A migrated database copied in rather than created and migrated at every start.
  if (!existsSync(path.join(dataDir, 'db'))) await copyMigratedDatabase(dataDir);
  const child = startChild(`${name} (127.0.0.1:${port})`, process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    ipc: true,
    // Its warnings and errors belong in the journeys' output.
    echo: process.stderr,
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
  });
  const stop = async () => {
    await child.stop();
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await whenReady(
      child,
      'say it was listening',
      message(child, (said) => (said as { ready?: string }).ready),
      READY_WITHIN_MS,
    );
    let moves = 0;
    const advanceClock = async (ms: number) => {
      if (env.ELLA_TEST_CLOCK !== 'movable') throw new Error(`${name} was started without ELLA_TEST_CLOCK=movable: its clock cannot move`);
      const id = (moves += 1);
      const moved = message(child, (said) => ((said as Partial<ClockMoved>).clockMoved === id ? (said as ClockMoved) : undefined));
      child.process.send({ advanceClock: ms, id } satisfies ClockMove);
      // The drain's own deadline (2 minutes) answers for a job that never ends; this one is for a server that died.
      const { error } = await whenReady(child, `move its clock ${ms} ms`, moved, READY_WITHIN_MS);
      if (error) throw new Error(`${name} could not move its clock ${ms} ms: ${error}`);
    };
    return { baseUrl, dataDir, process: child.process, advanceClock, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
