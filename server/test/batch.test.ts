import assert from 'node:assert/strict';
import { test } from 'node:test';
import { batchLoader } from '../src/lib/batch.js';

test('keys asked for together share one load; each caller gets its own row or undefined', async () => {
  const calls: number[][] = [];
  const get = batchLoader(async (keys) => {
    calls.push([...keys]);
    return new Map(keys.filter((k) => k !== 3).map((k) => [k, `row${k}`]));
  });
  const got = await Promise.all([get(1), get(2), get(1), get(3)]);
  assert.deepEqual(got, ['row1', 'row2', 'row1', undefined]);
  assert.deepEqual(calls, [[1, 2, 3]]);
  // a later turn is a new batch
  assert.equal(await get(2), 'row2');
  assert.equal(calls.length, 2);
});

test('a failed load fails the callers of that batch only; batches are capped', async () => {
  let fail = true;
  const sizes: number[] = [];
  const get = batchLoader(async (keys) => {
    sizes.push(keys.length);
    if (fail) throw new Error('db down');
    return new Map(keys.map((k) => [k, k * 10]));
  }, 2);
  const failed = await Promise.allSettled([get(1), get(2)]);
  assert.deepEqual(
    failed.map((r) => r.status),
    ['rejected', 'rejected'],
  );
  fail = false;
  assert.deepEqual(await Promise.all([get(1), get(2), get(3)]), [10, 20, 30]);
  assert.deepEqual(sizes, [2, 2, 1]);
});
