import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * A process a test or its setup starts and owns: in a process group of its own (so stopping it stops what
 * it started), its output kept for the message that explains a failure (never inherited: a child must not
 * hold the output pipe of the run that started it after that run is gone), and ended when its owner's
 * process exits by any path Node sees.
 */
export interface Child {
  name: string;
  process: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** What it printed so far on one of its two streams. */
  stdout(): string;
  stderr(): string;
  /** Its last `count` lines of output, for error messages. */
  lastLines(count?: number): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Ends its whole process group: SIGTERM, then SIGKILL if it is still there after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<Child>();

// The last resort for an owner that exits without stopping its children (a thrown globalSetup, a
// process.exit): the exit hook is synchronous, so it can only signal, and SIGKILL needs no answer.
process.once('exit', () => {
  for (const child of running) killGroup(child.process, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

export interface ChildOptions extends Pick<SpawnOptions, 'cwd' | 'env'> {
  /** Open an IPC channel (the server says it is ready on it, and ends when the channel closes). */
  ipc?: boolean;
  /** Copy each line of its output to this stream, prefixed with its name. */
  echo?: NodeJS.WritableStream;
}

export function startChild(name: string, command: string, args: string[], options: ChildOptions = {}): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const streams = { stdout: '', stderr: '' };
  let partial = '';
  const take = (stream: keyof typeof streams) => (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    streams[stream] += text;
    if (!options.echo) return;
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) options.echo.write(`[${name}] ${line}\n`);
  };
  child.stdout!.on('data', take('stdout'));
  child.stderr!.on('data', take('stderr'));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // A command that cannot be started (not installed) never exits: it fails to spawn.
    child.once('error', (error) => {
      output += `${error.message}\n`;
      resolve({ code: -1, signal: null });
    });
  });
  const owned: Child = {
    name,
    process: child,
    output: () => output,
    stdout: () => streams.stdout,
    stderr: () => streams.stderr,
    lastLines: (count = 20) => output.trimEnd().split('\n').slice(-count).join('\n'),
    exited,
    async stop(graceMs = 10_000) {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // What it started may outlive it inside its group: the group goes with it.
      killGroup(child, 'SIGKILL');
      running.delete(owned);
    },
  };
  running.add(owned);
  void exited.then(() => {
    if (options.echo && partial) options.echo.write(`[${name}] ${partial}\n`);
  });
  return owned;
}

/**
 * Resolves with what `ready` resolves to, once it resolves: the child said it is ready. Fails at once if
 * the child exits first, and after `ms` (a last resort, long enough for a cold machine under full load)
 * with what it waited for and the child's last lines.
 */
export async function whenReady<T>(child: Child, what: string, ready: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${child.name} did not ${what} within ${ms / 1000} s; its last lines:\n${child.lastLines() || '(nothing)'}`)),
      ms,
    );
  });
  // Promise.race below handles this rejection even when it comes after the race is won.
  const exit = child.exited.then(({ code, signal }) => {
    throw new Error(
      `${child.name} exited (${signal ?? `code ${code}`}) before it could ${what}; its last lines:\n${child.lastLines() || '(nothing)'}`,
    );
  });
  try {
    return await Promise.race([ready, exit, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The first IPC message of `child` that `pick` turns into a value. */
export function message<T>(child: Child, pick: (message: unknown) => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const listen = (message: unknown) => {
      const value = pick(message);
      if (value === undefined) return;
      child.process.off('message', listen);
      resolve(value);
    };
    child.process.on('message', listen);
  });
}

/** How long a child may take to say it is ready: a server compiled cold, on two busy cores. */
export const READY_WITHIN_MS = 180_000;
