import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { ManualClock } from '../src/lib/clock.js';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from '../src/lib/rate-limit.js';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function exercise(limiter: RateLimiter, subject: string) {
  const rule = { max: 3, windowMs: 60_000 };
  const results = [];
  assert.equal((await limiter.peek('test', subject)).count, 0, 'no window yet');
  for (let i = 0; i < 4; i++) results.push(await limiter.hit('test', subject, rule));
  assert.deepEqual(
    results.map((r) => r.allowed),
    [true, true, true, false],
  );
  assert.ok(results[3]!.retryAfterMs > 0 && results[3]!.retryAfterMs <= 60_000);
  // peek reads the window without counting
  const p = await limiter.peek('test', subject);
  assert.equal(p.count, 4);
  assert.ok(p.retryAfterMs > 0 && p.retryAfterMs <= 60_000);
  assert.equal((await limiter.peek('test', subject)).count, 4);
  assert.equal((await limiter.hit('test', `${subject}-other`, rule)).allowed, true, 'subjects are independent');
}

describe('rate limiter', () => {
  test('memory: fixed window, reset after the window', async () => {
    const clock = new ManualClock();
    const l = new MemoryRateLimiter(clock);
    await exercise(l, 'a');
    clock.advance(60_001);
    assert.equal((await l.peek('test', 'a')).count, 0, 'an expired window reads as none');
    assert.equal((await l.hit('test', 'a', { max: 3, windowMs: 60_000 })).allowed, true);
  });

  test('redis: same behaviour through INCR + PEXPIRE', async (t) => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
    try {
      await redis.connect();
    } catch {
      t.skip(`Redis not reachable at ${REDIS_URL}: skipping the Redis limiter test`);
      redis.disconnect();
      return;
    }
    const prefix = `hs:test:${randomBytes(4).toString('hex')}:`;
    const l = new RedisRateLimiter(redis, prefix);
    try {
      await exercise(l, 'a');
      const ttl = await redis.pttl(`${prefix}test:a`);
      assert.ok(ttl > 0 && ttl <= 60_000, 'the window key expires');
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await l.close();
    }
  });
});
