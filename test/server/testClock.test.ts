import { useHarness } from './harness';
import { elapse, movableClockFromEnv } from '../../server/startup/testClock';

describe('the movable test clock (ELLA_TEST_CLOCK)', () => {
  it('is never there in production, nor unless asked for', () => {
    expect(movableClockFromEnv({ NODE_ENV: 'production', ELLA_TEST_CLOCK: 'movable' })).toBeNull();
    expect(movableClockFromEnv({ NODE_ENV: 'test' })).toBeNull();
    expect(movableClockFromEnv({ NODE_ENV: 'test', ELLA_TEST_CLOCK: 'yes' })).toBeNull();
    expect(movableClockFromEnv({ NODE_ENV: 'test', ELLA_TEST_CLOCK: 'movable' })).not.toBeNull();
  });

  it('runs with the system clock and moves only forward', () => {
    const clock = movableClockFromEnv({ NODE_ENV: 'test', ELLA_TEST_CLOCK: 'movable' })!;
    const before = Date.now();
    clock.advance(30 * 60_000);
    const moved = clock.now().getTime();
    expect(moved).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(moved).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect(() => clock.advance(-1)).toThrow('forward only');
  });
});

describe('elapse: the time a journey skips passes for the job queue too', () => {
  const h = useHarness();
  const ran: string[] = [];

  it('runs a waiting job once its time has come, not before, and only then resolves', async () => {
    await h.ctx.jobs.handle('test-clock-probe', async (data) => {
      ran.push((data as { name: string }).name);
    });
    await h.ctx.db.transaction((tx) => h.ctx.jobs.schedule(tx, 'test-clock-probe', { name: 'in ten minutes' }, { startAfterSeconds: 600 }));
    // The seconds this test itself takes pass too: a margin of 30 s keeps it short of due.
    await elapse(h.ctx, h.clock, 570_000);
    expect(ran).toEqual([]);
    await elapse(h.ctx, h.clock, 30_000);
    expect(ran).toEqual(['in ten minutes']);
  });
});
