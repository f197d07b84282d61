import assert from 'node:assert/strict';
import { test } from 'node:test';
import { activeTimeBefore, keyFraction } from '../src/lib/seed-dates.js';

const NOW = new Date('2026-11-29T04:36:00Z'); // 12:36 China time

test('activeTimeBefore: the China-time day asked for, in waking hours, never after now, the same for the same key', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 200; i++) {
    const key = `k${i}`;
    const days = i % 40;
    const t = activeTimeBefore(NOW, days, key);
    assert.equal(t.getTime(), activeTimeBefore(NOW, days, key).getTime(), 'deterministic');
    assert.ok(t <= NOW, `${key}: ${t.toISOString()} after now`);
    const cn = new Date(t.getTime() + 8 * 3_600_000);
    const minutes = cn.getUTCHours() * 60 + cn.getUTCMinutes();
    assert.ok(minutes >= 8 * 60 + 30 && minutes < 23 * 60 + 30, `${key}: ${cn.toISOString()} outside waking hours`);
    // days back in China-time calendar days (today's later hours move to yesterday)
    const back = Math.round(
      (Date.UTC(2026, 10, 29) - Date.UTC(cn.getUTCFullYear(), cn.getUTCMonth(), cn.getUTCDate())) / 86_400_000,
    );
    assert.ok(back === days || (days === 0 && back === 1), `${key}: ${back} days back for ${days}`);
    seen.add(`${cn.getUTCMinutes()}:${cn.getUTCSeconds()}`);
  }
  assert.ok(seen.size > 180, `only ${seen.size} distinct minute:second of 200`);
});

test('keyFraction is in [0, 1) and spread', () => {
  const f = Array.from({ length: 1000 }, (_, i) => keyFraction(`x${i}`));
  assert.ok(f.every((x) => x >= 0 && x < 1));
  assert.ok(f.filter((x) => x < 0.5).length > 400 && f.filter((x) => x < 0.5).length < 600);
});
