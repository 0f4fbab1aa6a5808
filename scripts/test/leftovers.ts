import { readdirSync, readFileSync } from 'node:fs';
import { liveProcesses, procStat, waitUntil } from './procfs';

export interface Leftover {
  pid: number;
  command: string;
}

/**
 * The processes a run left: those that still carry its mark in their environment (every process it
 * starts inherits it) and those whose command line names its folder (PostgreSQL's server clears its
 * environment, but its data folder is in the run's temporary directory). `spare` lists the run's own
 * processes, which are still there while it looks.
 */
export function leftovers(mark: string, folder: string, spare: Set<number>): Leftover[] {
  const found: Leftover[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || spare.has(Number(entry))) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      // A zombie has an empty command line: it is gone, only not yet reaped.
      if (command && (environ.includes(mark) || command.includes(folder))) found.push({ pid: Number(entry), command });
    } catch {
      // it exited while we looked, or is not ours to read
    }
  }
  return found;
}

/** This process and its ancestors: the run itself. */
export function ancestry(): Set<number> {
  const pids = new Set<number>();
  for (let pid: number | undefined = process.pid; pid !== undefined && pid > 1; pid = procStat(pid)?.ppid) pids.add(pid);
  return pids;
}

/** The children of this process. */
export function ownChildren(): number[] {
  return liveProcesses()
    .filter((stat) => stat.ppid === process.pid)
    .map((stat) => stat.pid);
}

/**
 * Ends what a run left (SIGTERM, then SIGKILL for what is still there after `graceMs`) and says what it
 * was; `spare` is the run itself.
 */
export async function sweep(mark: string, folder: string, graceMs = 10_000, spare = ancestry()): Promise<Leftover[]> {
  const found = leftovers(mark, folder, spare);
  const signal = (list: Leftover[], name: NodeJS.Signals) => {
    for (const { pid } of list) {
      try {
        process.kill(pid, name);
      } catch {
        // gone meanwhile
      }
    }
  };
  signal(found, 'SIGTERM');
  const gone = () => leftovers(mark, folder, spare).length === 0;
  await waitUntil(gone, graceMs, 100);
  signal(leftovers(mark, folder, spare), 'SIGKILL');
  // Killed is not yet gone: the run's folder can only be removed once nothing writes to it.
  await waitUntil(gone, 5_000);
  return found;
}
