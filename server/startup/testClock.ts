import type { Clock, ServerContext } from '../context';

/** A clock that runs with the system's and that a test can move forward. */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

/**
 * `ELLA_TEST_CLOCK=movable` gives the server a clock its supervisor (the browser journeys' harness) can move
 * forward over the IPC channel, so a journey sees holds lapse and idle windows end without waiting them out.
 * Ignored in production, and no request can move it: only the process that started the server holds the channel.
 */
export function movableClockFromEnv(env: NodeJS.ProcessEnv = process.env): MovableClock | null {
  if (env.NODE_ENV === 'production' || env.ELLA_TEST_CLOCK !== 'movable') return null;
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error(`the clock moves forward only, not by ${ms} ms`);
      offset += ms;
    },
  };
}

/**
 * Moves the server's clock `ms` forward and handles what became due, as the passing time would in
 * production: jobs wait in pg-boss by the database's clock, which the server's does not move, so the ones
 * still waiting come `ms` nearer too; then every job due now runs, and its mail is sent, before this resolves.
 */
export async function elapse(ctx: Pick<ServerContext, 'db' | 'jobs'>, clock: MovableClock, ms: number): Promise<void> {
  clock.advance(ms);
  if (ms > 0) {
    await ctx.db.query(
      `UPDATE ${ctx.jobs.schema}.job SET start_after = start_after - make_interval(secs => $1::double precision / 1000)
       WHERE state IN ('created', 'retry')`,
      [ms],
    );
  }
  await ctx.jobs.drain();
}

/** What the supervisor sends to move the clock, and what the server answers once it has. */
export interface ClockMove {
  advanceClock: number;
  id: number;
}
export interface ClockMoved {
  clockMoved: number;
  error?: string;
}

/** Answers each ClockMove the supervisor sends, in order, once the time it asked for has passed here. */
export function obeyClockMoves(ctx: Pick<ServerContext, 'db' | 'jobs'>, clock: MovableClock, channel: NodeJS.Process): void {
  let queue = Promise.resolve();
  channel.on('message', (message: Partial<ClockMove>) => {
    if (typeof message?.advanceClock !== 'number' || typeof message.id !== 'number') return;
    const { advanceClock, id } = message;
    queue = queue.then(async () => {
      let answer: ClockMoved;
      try {
        await elapse(ctx, clock, advanceClock);
        answer = { clockMoved: id };
      } catch (error) {
        answer = { clockMoved: id, error: error instanceof Error ? error.message : String(error) };
      }
      channel.send?.(answer);
    });
  });
}
