import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../config.js';
import type { Clock } from './clock.js';
import { TooManyRequests } from './errors.js';

export interface HitResult {
  allowed: boolean;
  count: number;
  retryAfterMs: number;
}

/** Fixed-window counters keyed by name + subject (ip, phone, user id…). */
export interface RateLimiter {
  hit(name: string, subject: string, rule: RateLimitRule): Promise<HitResult>;
  /** The current window's count without adding to it (0 when there is none). */
  peek(name: string, subject: string): Promise<{ count: number; retryAfterMs: number }>;
  close(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private sweepAt = 0;
  constructor(private readonly clock: Clock) {}

  async hit(name: string, subject: string, rule: RateLimitRule): Promise<HitResult> {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const key = `${name}:${subject}`;
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return { allowed: w.count <= rule.max, count: w.count, retryAfterMs: w.resetAt - now };
  }

  async peek(name: string, subject: string) {
    const now = this.clock.now().getTime();
    const w = this.windows.get(`${name}:${subject}`);
    if (!w || w.resetAt <= now) return { count: 0, retryAfterMs: 0 };
    return { count: w.count, retryAfterMs: w.resetAt - now };
  }

  /** Drop expired windows now and then so the map does not grow without bound. */
  private sweep(now: number) {
    if (now < this.sweepAt) return;
    this.sweepAt = now + 60_000;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }

  async close() {
    this.windows.clear();
  }
}

/** Shared counters for several API instances: INCR, and PEXPIRE on the first hit of a window. */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'hs:rl:',
  ) {}

  async hit(name: string, subject: string, rule: RateLimitRule): Promise<HitResult> {
    const key = `${this.prefix}${name}:${subject}`;
    const res = await this.redis.multi().incr(key).pexpire(key, rule.windowMs, 'NX').pttl(key).exec();
    const count = Number(res?.[0]?.[1] ?? 0);
    let ttl = Number(res?.[2]?.[1] ?? rule.windowMs);
    if (ttl < 0) {
      // key without expiry (should not happen, e.g. server lacking PEXPIRE NX): repair it
      await this.redis.pexpire(key, rule.windowMs);
      ttl = rule.windowMs;
    }
    return { allowed: count <= rule.max, count, retryAfterMs: ttl };
  }

  async peek(name: string, subject: string) {
    const key = `${this.prefix}${name}:${subject}`;
    const res = await this.redis.multi().get(key).pttl(key).exec();
    const count = Number(res?.[0]?.[1] ?? 0) || 0;
    const ttl = Number(res?.[1]?.[1] ?? 0);
    return ttl > 0 ? { count, retryAfterMs: ttl } : { count: 0, retryAfterMs: 0 };
  }

  async close() {
    await this.redis.quit();
  }
}

/** Convenience: count a hit and throw 429 when over the limit. */
export async function enforce(limiter: RateLimiter, name: string, subject: string, rule: RateLimitRule): Promise<void> {
  const r = await limiter.hit(name, subject, rule);
  if (!r.allowed) throw new TooManyRequests(r.retryAfterMs / 1000);
}
