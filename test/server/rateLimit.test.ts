import { RateLimiter } from '../../server/http/rateLimit';
import { HttpError } from '../../server/http/errors';
import { useHarness } from './harness';
import { defaultLimits, limitsFromEnv } from '../../server/context';

// The counters live in the database (PGlite here, PostgreSQL in the second pass): several servers share them.
const h = useHarness();

describe('rate limiter', () => {
  it('throws 429 with the seconds left in Retry-After once the limit is passed, and opens a new window later', async () => {
    let now = 0;
    const limiter = new RateLimiter(h.ctx.db, () => now);
    await limiter.hit('login:a', [2, 60_000]);
    await limiter.hit('login:a', [2, 60_000]);
    now = 15_000;
    const error = await limiter.hit('login:a', [2, 60_000]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(429);
    expect((error as HttpError).headers['Retry-After']).toBe('45');
    now = 60_000;
    await expect(limiter.hit('login:a', [2, 60_000])).resolves.toBeUndefined();
  });

  it('shares one allowance between two servers on the same database', async () => {
    const now = () => 0;
    const serverA = new RateLimiter(h.ctx.db, now);
    const serverB = new RateLimiter(h.ctx.db, now);
    await serverA.hit('login-ip:203.0.113.9', [2, 60_000]);
    await serverB.hit('login-ip:203.0.113.9', [2, 60_000]);
    await expect(serverA.hit('login-ip:203.0.113.9', [2, 60_000])).rejects.toMatchObject({ statusCode: 429 });
    await expect(serverB.hit('login-ip:203.0.113.9', [2, 60_000])).rejects.toMatchObject({ statusCode: 429 });
  });

  it('loses no count when many hits arrive at once', async () => {
    const limiter = new RateLimiter(h.ctx.db, () => 0);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => limiter.hit('send-ip:198.51.100.7', [5, 60_000])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });

  it('gives back a refunded attempt within its window', async () => {
    const limiter = new RateLimiter(h.ctx.db, () => 0);
    await limiter.hit('send:verify:maria@example.mx', [1, 60_000]);
    await limiter.refund('send:verify:maria@example.mx');
    await expect(limiter.hit('send:verify:maria@example.mx', [1, 60_000])).resolves.toBeUndefined();
    await expect(limiter.hit('send:verify:maria@example.mx', [1, 60_000])).rejects.toMatchObject({ statusCode: 429 });
  });

  it('stores no e-mail or address in its table, and forgets expired windows', async () => {
    let now = 0;
    const limiter = new RateLimiter(h.ctx.db, () => now);
    for (let i = 0; i < 50; i += 1) await limiter.hit(`login:maria${i}@example.mx:203.0.113.${i}`, [10, 1_000]);
    const rows = await h.ctx.db.query<{ key: string }>('SELECT key FROM rate_limit_counters');
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.key))).toBe(true);
    now = 2_000;
    await limiter.hit('login:new', [10, 1_000]);
    await limiter.sweep();
    expect(await limiter.size()).toBe(1);
  });

  it('counts a request under all its keys, or under none when one of them refuses it', async () => {
    const limiter = new RateLimiter(h.ctx.db, () => 0);
    const cooldown: [number, number] = [1, 60_000];
    const hourly: [number, number] = [3, 3_600_000];
    await limiter.hitAll([
      ['hourly', hourly],
      ['cooldown', cooldown],
    ]);
    for (let i = 0; i < 5; i += 1)
      await expect(
        limiter.hitAll([
          ['hourly', hourly],
          ['cooldown', cooldown],
        ]),
      ).rejects.toMatchObject({ statusCode: 429 });
    // Five refusals by the cooldown left the hourly quota as it was: two more fit.
    await expect(limiter.hit('hourly', hourly)).resolves.toBeUndefined();
    await expect(limiter.hit('hourly', hourly)).resolves.toBeUndefined();
    await expect(limiter.hit('hourly', hourly)).rejects.toMatchObject({ statusCode: 429 });
  });
});

describe('ELLA_TEST_LIMIT_FACTOR (browser journeys only)', () => {
  it('multiplies every allowance outside production, keeps each window, and changes nothing in production', () => {
    const loosened = limitsFromEnv({ NODE_ENV: 'test', ELLA_TEST_LIMIT_FACTOR: '20' });
    expect(loosened.register).toEqual([defaultLimits.register[0] * 20, defaultLimits.register[1]]);
    expect(Object.keys(loosened)).toEqual(Object.keys(defaultLimits));
    expect(limitsFromEnv({ NODE_ENV: 'production', ELLA_TEST_LIMIT_FACTOR: '20' })).toEqual(defaultLimits);
    expect(limitsFromEnv({ NODE_ENV: 'test', ELLA_TEST_LIMIT_FACTOR: 'lots' })).toEqual(defaultLimits);
    expect(limitsFromEnv({ NODE_ENV: 'test' })).toEqual(defaultLimits);
  });
});
