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
  const child = spawn(part.command[0], part.command.slice(1), { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
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
      resolve({
        name: part.name,
        code: timedOut || stop.aborted ? null : code,
        timedOut,
        leftBehind,
        seconds: Math.round((Date.now() - started) / 1000),
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
