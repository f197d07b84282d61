import assert from 'node:assert/strict';
import { test } from 'node:test';
import { yuanText } from '../src/lib/money.js';

test('money in messages reads as the app shows it: grouped, always two decimals', () => {
  // the dispute's chat line once said 退款 ¥1320.00 under a card saying 退款 ¥1,320; then whole yuan
  // dropped their decimals, and a wallet listed +¥1,140 beside +¥1,519.05 (issue 37)
  assert.equal(yuanText(132_000), '¥1,320.00');
  assert.equal(yuanText(1_250), '¥12.50');
  assert.equal(yuanText(86_355), '¥863.55');
  assert.equal(yuanText(5), '¥0.05');
  assert.equal(yuanText(0), '¥0.00');
  assert.equal(yuanText(100_000_000), '¥1,000,000.00');
  assert.equal(yuanText(-5_700), '-¥57.00');
  // every amount has the same shape, so amounts side by side line up
  for (const fen of [99_900, 9_990, 114_000, 151_905]) assert.match(yuanText(fen), /^¥\d{1,3}(,\d{3})*\.\d{2}$/);
});
