import assert from 'node:assert/strict';
import { test } from 'node:test';
import { yuanText } from '../src/lib/money.js';

test('money in messages reads as the app shows it: grouped, fen only when there are some', () => {
  // the dispute's chat line once said 退款 ¥1320.00 under a card saying 退款 ¥1,320
  assert.equal(yuanText(132_000), '¥1,320');
  assert.equal(yuanText(1_250), '¥12.50');
  assert.equal(yuanText(86_355), '¥863.55');
  assert.equal(yuanText(5), '¥0.05');
  assert.equal(yuanText(0), '¥0');
  assert.equal(yuanText(100_000_000), '¥1,000,000');
  assert.equal(yuanText(-5_700), '-¥57');
});
