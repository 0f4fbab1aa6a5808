import { RateLimiter } from '../../server/http/rateLimit';
import { HttpError } from '../../server/http/errors';

describe('rate limiter', () => {
  it('throws 429 with the seconds left in Retry-After once the limit is passed, and opens a new window later', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    limiter.hit('login:a', [2, 60_000]);
    limiter.hit('login:a', [2, 60_000]);
    now = 15_000;
    let error: unknown;
    try {
      limiter.hit('login:a', [2, 60_000]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(429);
    expect((error as HttpError).headers['Retry-After']).toBe('45');
    now = 60_000;
    expect(() => limiter.hit('login:a', [2, 60_000])).not.toThrow();
  });

  it('forgets expired windows instead of keeping every key it ever saw', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 10_000; i += 1) limiter.hit(`login:${i}`, [10, 1_000]);
    now = 2_000;
    limiter.hit('login:new', [10, 1_000]);
    expect(limiter.size).toBe(1);
  });
});
