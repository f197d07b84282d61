import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MemoryKv, TtlCache } from '../src/modules/catalogue/cache.js';

function clockAt(ms: number) {
  const c = { t: ms, now: () => new Date(c.t) };
  return c;
}

test('MemoryKv keeps at most its bound, always the newest writes, and drops expired entries', async () => {
  const clock = clockAt(Date.UTC(2026, 10, 26));
  const kv = new MemoryKv(clock, 100);
  for (let i = 0; i < 1000; i++) await kv.set(`k${i}`, `v${i}`, 60_000);
  let kept = 0;
  for (let i = 0; i < 1000; i++) if ((await kv.get(`k${i}`)) !== null) kept++;
  assert.ok(kept >= 50 && kept <= 100, `kept ${kept}`);
  // the newest half is always there, with its value
  for (let i = 950; i < 1000; i++) assert.equal(await kv.get(`k${i}`), `v${i}`);
  // rewriting a key keeps one entry, with the new value, whichever generation held it
  await kv.set('k960', 'new', 60_000);
  assert.equal(await kv.get('k960'), 'new');
  clock.t += 60_001;
  assert.equal(await kv.get('k999'), null);
  kv.clear();
  assert.equal(await kv.get('k960'), null);
});

test('MemoryKv rewriting the same keys never evicts them', async () => {
  const kv = new MemoryKv(clockAt(0), 10);
  for (let round = 0; round < 50; round++) for (let i = 0; i < 5; i++) await kv.set(`k${i}`, `r${round}`, 1000);
  for (let i = 0; i < 5; i++) assert.equal(await kv.get(`k${i}`), 'r49');
});

test('an entry read again outlives the writes after it; one never read again goes with its half', () => {
  const clock = clockAt(0);
  // 10 entries: two halves of 5
  const c = new TtlCache<string, number>(clock, 10);
  for (const k of 'abcde') c.set(k, 1, 60_000);
  c.set('f', 1, 60_000); // the halves turn: a–e are the older one
  assert.equal(c.get('a'), 1); // read: back in the younger half
  for (const k of 'ghij') c.set(k, 1, 60_000); // the halves turn again at j: b–e go
  assert.equal(c.get('a'), 1);
  for (const k of 'bcde') assert.equal(c.get(k), undefined, k);
  // not read since: a goes at the next turn but one
  for (const k of 'klmnopqrst') c.set(k, 1, 60_000);
  assert.equal(c.get('a'), undefined);
  // an expired entry is not brought back by a read
  c.set('u', 1, 1000);
  for (const k of 'vwxyz') c.set(k, 1, 60_000);
  clock.t += 1001;
  assert.equal(c.get('u'), undefined);
});
