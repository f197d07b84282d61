// GET /api/order/counts (the order shortcuts on 我的) and the two steps of 交接中 in the order lists.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { auth, setup, type TestCtx } from './helpers.js';
import { newUser, type Seller } from './selling-helpers.js';
import { onSaleGood, orderOf, paidOrder, paySandbox, tradeActors, type Trade } from './trade-helpers.js';

let ctx: TestCtx;
let t: Trade;
before(async () => {
  ctx = await setup();
  t = await tradeActors(ctx);
});
after(async () => ctx.close());

const call = (who: Seller | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? auth(who.token) : {}, ...(payload ? { payload } : {}) });
const counts = async (who: Seller) => {
  const r = await call(who, 'GET', '/api/order/counts');
  assert.equal(r.statusCode, 200, r.body);
  return r.json().data;
};
const ids = async (who: Seller, url: string) => {
  const r = await call(who, 'GET', url);
  assert.equal(r.statusCode, 200, r.body);
  return (r.json().data.rows as { id: number }[]).map((o) => o.id).sort();
};
const none = { unpaid: 0, handover: 0, confirming: 0, afterSale: 0 };

describe('order counts per step', () => {
  test('counts my purchases and my sales at each step; nobody else’s orders; visitors get 401', async () => {
    // another buyer of the same seller, and a newcomer with no orders at all
    const other = t.other;
    const newcomer = await newUser(ctx);
    assert.deepEqual(await counts(t.buyer), { buyer: none, seller: none });

    // 待付款: one unpaid order of mine, one of the other buyer
    const unpaid = await orderOf(ctx, t.buyer, await onSaleGood(ctx, t));
    const othersUnpaid = await orderOf(ctx, other, await onSaleGood(ctx, t));
    // 待交接: paid, the account not viewed yet
    const handover = (await paidOrder(ctx, t)).orderId;
    // 待确认: paid and the account viewed
    const confirming = (await paidOrder(ctx, t)).orderId;
    const reveal = await call(t.buyer, 'POST', `/api/order/${confirming}/credentials`);
    assert.equal(reveal.statusCode, 200, reveal.body);
    // 售后: a dispute being handled
    const disputed = (await paidOrder(ctx, t)).orderId;
    const dispute = await call(t.buyer, 'POST', `/api/order/${disputed}/dispute`, {
      reason: 'cannot_login',
      description: '卖家给的密码无法登录，验证码也收不到',
    });
    assert.equal(dispute.statusCode, 200, dispute.body);
    // finished orders wait on nobody: a confirmed one and a cancelled one are not counted
    const done = (await paidOrder(ctx, t)).orderId;
    assert.equal((await call(t.buyer, 'POST', `/api/order/${done}/confirm`)).statusCode, 200);
    const cancelled = await orderOf(ctx, other, await onSaleGood(ctx, t));
    assert.equal((await call(other, 'POST', `/api/order/${cancelled}/cancel`)).statusCode, 200);

    assert.deepEqual(await counts(t.buyer), {
      buyer: { unpaid: 1, handover: 1, confirming: 1, afterSale: 1 },
      seller: none,
    });
    assert.deepEqual(await counts(other), { buyer: { ...none, unpaid: 1 }, seller: none });
    assert.deepEqual(await counts(t.seller), {
      buyer: none,
      seller: { unpaid: 2, handover: 1, confirming: 1, afterSale: 1 },
    });
    assert.deepEqual(await counts(newcomer), { buyer: none, seller: none });
    assert.equal((await call(null, 'GET', '/api/order/counts')).statusCode, 401);

    // each count is what the list of that step shows (the shortcut opens that list)
    assert.deepEqual(await ids(t.buyer, '/api/saleOrder/web/buyList?state=0'), [unpaid]);
    assert.deepEqual(await ids(t.buyer, '/api/saleOrder/web/buyList?stage=handover'), [handover]);
    assert.deepEqual(await ids(t.buyer, '/api/saleOrder/web/buyList?state=1&stage=confirming'), [confirming]);
    assert.deepEqual(await ids(t.buyer, '/api/saleOrder/web/buyList?state=1'), [handover, confirming].sort());
    assert.deepEqual(await ids(t.seller, '/api/order/sellList?stage=confirming'), [confirming]);
    assert.deepEqual(await ids(t.seller, '/api/order/sellList?stage=handover'), [handover]);
    // the other buyer's list has none of them
    assert.deepEqual(await ids(other, '/api/saleOrder/web/buyList?stage=handover'), []);
    assert.deepEqual(await ids(other, '/api/saleOrder/web/buyList?state=0'), [othersUnpaid]);
  });

  test('a step with another state, or an unknown step, is refused with 400', async () => {
    for (const url of [
      '/api/saleOrder/web/buyList?state=2&stage=handover',
      '/api/order/sellList?state=0&stage=confirming',
      '/api/saleOrder/web/buyList?stage=paid',
    ]) {
      const r = await call(t.buyer, 'GET', url);
      assert.equal(r.statusCode, 400, `${url}: ${r.body}`);
    }
  });

  test('paying moves an order from 待付款 to 待交接 in the counts', async () => {
    const buyer = await newUser(ctx);
    const id = await orderOf(ctx, buyer, await onSaleGood(ctx, t));
    assert.deepEqual((await counts(buyer)).buyer, { ...none, unpaid: 1 });
    await paySandbox(ctx, buyer, id);
    assert.deepEqual((await counts(buyer)).buyer, { ...none, handover: 1 });
  });
});
