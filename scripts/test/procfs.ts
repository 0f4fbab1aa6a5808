import { readdirSync, readFileSync } from 'node:fs';

/** What /proc/<pid>/stat says of a process (its name may hold spaces and parentheses: read after the last ')'). */
export interface ProcStat {
  pid: number;
  state: string;
  ppid: number;
  group: number;
}

export function procStat(pid: number): ProcStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid, state, ppid: Number(ppid), group: Number(group) };
  } catch {
    return undefined; // it exited, or never was
  }
}

/** Every process there now, zombies (exited, not yet reaped) left out. */
export function liveProcesses(): ProcStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => procStat(Number(entry)))
    .filter((stat): stat is ProcStat => stat !== undefined && stat.state !== 'Z');
}

/** Polls `check` every `intervalMs` until it holds or `ms` pass; says whether it held. */
export async function waitUntil(check: () => boolean, ms: number, intervalMs = 50): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return true;
}
