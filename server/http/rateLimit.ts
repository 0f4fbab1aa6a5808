import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { HttpError, messages } from './errors';

/** [attempts, window in ms] */
export type Limit = [number, number];

/** Expired counters are deleted every this many hits (by this process; any server may do it). */
const SWEEP_EVERY = 500;

const countSql = `
  INSERT INTO rate_limit_counters AS c (key, count, reset_at) VALUES ($1, 1, $3)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN c.reset_at <= $2 THEN 1 ELSE c.count + 1 END,
    reset_at = CASE WHEN c.reset_at <= $2 THEN $3 ELSE c.reset_at END
  RETURNING count, reset_at`;

/**
 * Fixed-window counters in the database, so several servers on one PostgreSQL share one allowance
 * (and PGlite works the same). The upsert is one atomic statement: concurrent hits never lose a count.
 */
export class RateLimiter {
  private hits = 0;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt under `key`; throws 429 with Retry-After once `limit` is passed. */
  async hit(key: string, [limit, windowMs]: Limit): Promise<void> {
    const now = this.now();
    const [row] = await this.db.query<{ count: number; reset_at: Date | string }>(countSql, [
      storedKey(key),
      new Date(now),
      new Date(now + windowMs),
    ]);
    this.hits += 1;
    if (this.hits % SWEEP_EVERY === 0) await this.sweep();
    if (row.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - now) / 1000));
      throw new HttpError(429, messages.tooManyRequests, 'rate_limited', { 'Retry-After': String(retryAfter) });
    }
  }

  /**
   * Counts one attempt under each key in order; at the first 429 the keys already counted are given
   * back, so a refused request uses up no allowance (a cooldown refusal does not eat the hourly quota).
   */
  async hitAll(entries: Array<[string, Limit]>): Promise<void> {
    const counted: string[] = [];
    for (const [key, limit] of entries) {
      try {
        await this.hit(key, limit);
      } catch (error) {
        await this.refund(...counted);
        throw error;
      }
      counted.push(key);
    }
  }

  /** Gives back an attempt that should not count (a mail that could not be sent, a login that succeeded). */
  async refund(...keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.db.query('UPDATE rate_limit_counters SET count = count - 1 WHERE key = $1 AND count > 0 AND reset_at > $2', [
        storedKey(key),
        new Date(this.now()),
      ]);
    }
  }

  /** Keys are e-mails and addresses chosen by callers: expired windows must not pile up. */
  async sweep(): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_counters WHERE reset_at <= $1', [new Date(this.now())]);
  }

  async size(): Promise<number> {
    const [{ n }] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limit_counters');
    return n;
  }

  async reset(): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_counters');
  }
}

const storedKey = (key: string) => createHash('sha256').update(key).digest('hex');
