import { spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { leftovers, sweep } from '../../scripts/test/leftovers';
import { groupMembers, running as alive, runPart } from '../../scripts/test/part';

// npm test's machinery (scripts/test/): a part that runs past its bound is stopped with all it started,
// a part that leaves a process behind has it killed and counted, and a run's leftovers are found by its mark.

function capture(): { stream: PassThrough; text(): string } {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

describe('a part of npm test', () => {
  it('reports the CPU its command used, with what that command waited for', async () => {
    const out = capture();
    // A child that spends at least 1.5 s of its own CPU, whatever else the machine is doing.
    const part = { name: 'busy', command: ['sh', '-c', `${process.execPath} -e "while (process.cpuUsage().user < 1.5e6) {}"`], bound: 120 };
    const result = await runPart(part, out.stream, new AbortController().signal);
    expect(result).toMatchObject({ code: 0, timedOut: false });
    expect(result.cpuSeconds).toBeGreaterThanOrEqual(2);
    expect(result.cpuSeconds).toBeLessThan(10);
  });

  it('that runs past its bound is stopped by the watchdog, with the processes it started, and named', async () => {
    const out = capture();
    // A stuck part: a shell waiting on a child that never ends and ignores SIGTERM.
    const part = {
      name: 'stuck',
      command: ['sh', '-c', 'sh -c \'trap "" TERM; sleep 600\' & echo child $!; wait'],
      bound: 1,
      graceMs: 1_000,
    };
    const result = await runPart(part, out.stream, new AbortController().signal);
    expect(result).toMatchObject({ name: 'stuck', code: null, timedOut: true });
    expect(out.text()).toContain('[stuck] did not finish within its bound of 1 s: stopping it (the watchdog)');
    const child = Number(/child (\d+)/.exec(out.text())![1]);
    expect(alive(child)).toBe(false);
    expect(groupMembers(child)).toEqual([]);
  });

  it('that leaves a process running in its group has it killed and counted', async () => {
    const out = capture();
    const part = { name: 'leaky', command: ['sh', '-c', 'sleep 600 & echo started $!'], bound: 60, graceMs: 500 };
    const result = await runPart(part, out.stream, new AbortController().signal);
    expect(result).toMatchObject({ code: 0, timedOut: false, leftBehind: 1 });
    const pid = Number(/started (\d+)/.exec(out.text())![1]);
    expect(alive(pid)).toBe(false);
    expect(out.text()).toContain('[leaky] 1 process(es) of this part were still running after it ended: killed');
  });

  it('ends with its whole group when the run stops, and its output is prefixed with its name', async () => {
    const out = capture();
    const stop = new AbortController();
    const part = { name: 'long', command: ['sh', '-c', 'echo one; echo two >&2; sleep 600 & sleep 600'], bound: 60, graceMs: 1_000 };
    const running = runPart(part, out.stream, stop.signal);
    await until(() => out.text().includes('[long] two'));
    stop.abort();
    const result = await running;
    expect(result).toMatchObject({ code: null, timedOut: false });
    expect(out.text()).toContain('[long] one\n');
  });
});

describe("a run's leftovers", () => {
  it('are the processes carrying its mark or naming its folder, and the sweep ends them', async () => {
    const mark = `ELLA_TEST_RUN=probe-${process.pid}`;
    const marked = spawn('sleep', ['600'], { env: { ...process.env, ELLA_TEST_RUN: `probe-${process.pid}` }, stdio: 'ignore' });
    const named = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '/run/folder/of-probe'], { env: {}, stdio: 'ignore' });
    const other = spawn('sleep', ['600'], { stdio: 'ignore' });
    try {
      const found = leftovers(mark, '/run/folder/of-probe', new Set([process.pid])).map((p) => p.pid);
      expect(found).toEqual(expect.arrayContaining([marked.pid, named.pid]));
      expect(found).not.toContain(other.pid);
      const swept = await sweep(mark, '/run/folder/of-probe', 2_000);
      expect(swept.map((p) => p.pid)).toEqual(expect.arrayContaining([marked.pid, named.pid]));
      await until(() => marked.exitCode !== null || marked.signalCode !== null);
      expect(marked.signalCode).toBe('SIGTERM');
    } finally {
      for (const child of [marked, named, other]) child.kill('SIGKILL');
    }
  });
});

/** Waits for a state (never for a time): checked every 20 ms, up to Jest's test timeout. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}
