import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paged } from '../src/lib/pagination.js';

test('paged: the page and the count run at once; the total is the count, 0 without a row', async () => {
  const started: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const query = <T>(name: string, value: T): PromiseLike<T> => ({
    then(ok, fail) {
      started.push(name);
      return gate.then(() => value).then(ok, fail);
    },
  });
  const page = paged(query('rows', [{ id: 1 }, { id: 2 }]), query('count', [{ n: 12 }]));
  await Promise.resolve();
  assert.deepEqual(started, ['rows', 'count'], 'both queries sent before either answers');
  release();
  assert.deepEqual(await page, { rows: [{ id: 1 }, { id: 2 }], total: 12 });
  assert.deepEqual(await paged(Promise.resolve([]), Promise.resolve([])), { rows: [], total: 0 });
});
