import { HttpError, messages } from './errors';

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
    if (window.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw new HttpError(429, messages.tooManyRequests, 'rate_limited', { 'Retry-After': String(retryAfter) });
    }
  }

  reset(): void {
    this.windows.clear();
  }
}
