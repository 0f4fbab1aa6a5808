import { HttpError, messages } from './errors';

const MAX_KEYS = 10_000;

/** Fixed-window counters in memory: enough for one server process. */
export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt under `key`; throws 429 with Retry-After once `limit` is passed. */
  hit(key: string, [limit, windowMs]: [number, number]): void {
    const now = this.now();
    const current = this.windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    window.count += 1;
    this.windows.set(key, window);
    if (this.windows.size > MAX_KEYS) this.sweep(now);
    if (window.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw new HttpError(429, messages.tooManyRequests, 'rate_limited', { 'Retry-After': String(retryAfter) });
    }
  }

  /** Keys are e-mails and addresses chosen by callers: expired windows must not pile up in memory. */
  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  reset(): void {
    this.windows.clear();
  }
}
