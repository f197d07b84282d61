import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spliceRows } from '../src/modules/catalogue/list-reads.js';

test('rows serialised and encoded one by one go between the empty page’s brackets, and nowhere else', () => {
  const page = (keyWord: string) => JSON.stringify({ code: 0, data: { rows: [], total: 2, read: { keyWord } } });
  const rows = [JSON.stringify({ id: 1, title: '$& "rows":[] $1' }), JSON.stringify({ id: 2, title: '刃' })].map((r) =>
    Buffer.from(r),
  );
  // a key word that spells the key itself stays a string; `$` patterns in a row are not replacement codes
  for (const keyWord of ['"rows":[]', 'rows', '']) {
    const out = JSON.parse(spliceRows(page(keyWord), rows).toString());
    assert.deepEqual(out, {
      code: 0,
      data: {
        rows: [
          { id: 1, title: '$& "rows":[] $1' },
          { id: 2, title: '刃' },
        ],
        total: 2,
        read: { keyWord },
      },
    });
  }
  assert.deepEqual(JSON.parse(spliceRows(page('x'), []).toString()).data.rows, []);
  assert.throws(() => spliceRows('{"total":0}', rows));
});
