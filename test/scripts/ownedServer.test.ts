import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { running } from '../../scripts/test/part';

// A portal a test starts ends with the process that started it, even one killed outright (SIGKILL: no
// exit hook runs, nothing can stop it on the way out): its IPC channel closes and it shuts down.

it('a portal whose owner is killed outright shuts down', async () => {
  const owner = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures', 'ownPortal.ts')], {
    cwd: path.resolve(__dirname, '../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let said = '';
  const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
    owner.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const match = /ready (\d+) (\S+) (\S+)/.exec(said);
      if (match) resolve(match);
    });
    owner.once('exit', (code) => reject(new Error(`the owner exited (${code}) before its portal was ready:\n${said}`)));
  });
  const portal = Number(ready[1]);
  try {
    expect(running(portal)).toBe(true);
    owner.kill('SIGKILL');
    while (running(portal)) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(running(portal)).toBe(false);
  } finally {
    if (running(portal)) process.kill(portal, 'SIGKILL');
    for (const folder of [ready[2], ready[3]]) rmSync(folder, { recursive: true, force: true });
  }
}, 240_000);
