import { spawn } from 'node:child_process';
import { liveProcesses, procStat, waitUntil } from './procfs';

/** One part of npm test: a command, and how long it may run before the watchdog stops it. */
export interface Part {
  name: string;
  command: string[];
  /** Seconds: far past its expected time on a cold 2-core machine under full load. */
  bound: number;
  /** How long what it started may take to follow it out once it has exited or been told to stop. */
  graceMs?: number;
}

export interface PartResult {
  name: string;
  /** The command's exit code; null when it was stopped (by the watchdog or because the run ended). */
  code: number | null;
  timedOut: boolean;
  /** Processes of its group still there after it exited (stopped then): each one a defect to fix. */
  leftBehind: number;
  seconds: number;
  /** CPU seconds (user + sys) of what it ran and waited for; undefined when it was stopped. */
  cpuSeconds?: number;
}

/**
 * Runs a part in a process group of its own, its output prefixed with its name. The part ends when its
 * command exits, when its bound passes (the watchdog: SIGTERM to the group, SIGKILL after a grace), or
 * when `stop` aborts (the run is ending). Then nothing of its group may be left: the rest is killed and
 * counted. Its output pipe is not waited on, so a process that escaped the group cannot hold the run.
 */
export function runPart(
  part: Part,
  out: NodeJS.WritableStream,
  stop: AbortSignal,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PartResult> {
  const started = Date.now();
  const grace = part.graceMs ?? 15_000;
  const say = (line: string) => out.write(`[${part.name}] ${line}\n`);
  // Wrapped in a shell whose `times` reports, on a pipe of its own, the CPU the command and everything it
  // waited for used: what each part costs (daemons it started are not counted).
  const child = spawn('sh', ['-c', '"$@"; status=$?; times >&3; exit $status', 'sh', ...part.command], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    env,
  });
  let times = '';
  (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => (times += chunk.toString()));
  const group = child.pid;
  const prefix = (stream: NodeJS.ReadableStream) => {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) say(line);
    });
    stream.on('end', () => partial && say(partial));
  };
  prefix(child.stdout!);
  prefix(child.stderr!);

  let timedOut = false;
  const signalGroup = (signal: NodeJS.Signals) => {
    if (group === undefined) return;
    try {
      process.kill(-group, signal);
    } catch {
      // the group is empty
    }
  };
  let killer: NodeJS.Timeout | undefined;
  const end = () => {
    signalGroup('SIGTERM');
    killer ??= setTimeout(() => signalGroup('SIGKILL'), grace);
  };
  const watchdog = setTimeout(() => {
    timedOut = true;
    say(`did not finish within its bound of ${part.bound} s: stopping it (the watchdog)`);
    end();
  }, part.bound * 1000);
  const onStop = () => end();
  stop.addEventListener('abort', onStop);

  return new Promise((resolve) => {
    let code: number | null = null;
    const finish = async () => {
      clearTimeout(watchdog);
      stop.removeEventListener('abort', onStop);
      const leftBehind = await emptyGroup(group, grace);
      clearTimeout(killer);
      if (leftBehind) say(`${leftBehind} process(es) of this part were still running after it ended: killed`);
      child.stdout!.destroy();
      child.stderr!.destroy();
      (child.stdio[3] as NodeJS.ReadableStream & { destroy(): void }).destroy();
      resolve({
        name: part.name,
        code: timedOut || stop.aborted ? null : code,
        timedOut,
        leftBehind,
        seconds: Math.round((Date.now() - started) / 1000),
        cpuSeconds: childrenCpu(times),
      });
    };
    child.once('exit', (exitCode, signal) => {
      code = exitCode ?? (signal ? 128 : 1);
      void finish();
    });
    child.once('error', (error) => {
      say(`could not start: ${error.message}`);
      code = 127;
      void finish();
    });
  });
}

/** The children's line of `times` ("1m2.50s 0m3.25s": user, then sys), in seconds. */
export function childrenCpu(times: string): number | undefined {
  const line = times.trim().split('\n')[1];
  const spent = line?.match(/(\d+)m([\d.]+)s/g)?.map((value) => {
    const [, minutes, seconds] = /(\d+)m([\d.]+)s/.exec(value)!;
    return Number(minutes) * 60 + Number(seconds);
  });
  return spent?.length === 2 ? Math.round(spent[0] + spent[1]) : undefined;
}

/**
 * Waits (up to the grace) for the rest of a group whose leader has exited to leave on its own, then
 * kills what is still there; returns how many processes that was.
 */
async function emptyGroup(group: number | undefined, grace: number): Promise<number> {
  if (group === undefined) return 0;
  await waitUntil(() => groupMembers(group).length === 0, grace, 100);
  const left = groupMembers(group);
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  // A killed process takes a moment to go; the run must not end before it has.
  await waitUntil(() => groupMembers(group).length === 0, 5_000, 20);
  return left.length;
}

/** Whether a process is running: a zombie waiting to be reaped by whoever inherited it is not. */
export function running(pid: number): boolean {
  const stat = procStat(pid);
  return stat !== undefined && stat.state !== 'Z';
}

/** The live processes of a process group. */
export function groupMembers(group: number): number[] {
  return liveProcesses()
    .filter((stat) => stat.group === group)
    .map((stat) => stat.pid);
}
