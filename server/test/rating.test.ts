import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { setup, type TestCtx } from './helpers.js';
import { as, inbox, ok200 } from './aftersale-helpers.js';
import { paidOrder, tradeActors, type Trade } from './trade-helpers.js';

describe('ratings', () => {
  let ctx: TestCtx;
  let t: Trade;
  before(async () => {
    ctx = await setup();
    t = await tradeActors(ctx);
  });
  after(async () => ctx.close());

  async function done() {
    const o = await paidOrder(ctx, t);
    await ok200(as(ctx, t.buyer, 'POST', `/api/order/${o.orderId}/confirm`));
    return o;
  }
  const rate = (orderId: number, body: Record<string, unknown>, who = t.buyer) =>
    as(ctx, who, 'POST', `/api/order/${orderId}/rating`, body);

  test('once per completed order, by its buyer; the seller card shows average and count', async () => {
    const open = await paidOrder(ctx, t);
    assert.equal((await rate(open.orderId, { score: 5 })).statusCode, 409, 'not completed');
    const { orderId, goodsId } = await done();
    assert.equal((await rate(orderId, { score: 5 }, t.other)).statusCode, 404);
    assert.equal((await rate(orderId, { score: 5 }, t.seller)).statusCode, 404);
    assert.equal((await rate(orderId, { score: 6 })).statusCode, 400);
    assert.equal((await rate(orderId, { score: 4, comment: '好'.repeat(201) })).statusCode, 400);
    assert.equal(
      (await as(ctx, t.buyer, 'GET', `/api/order/${orderId}/rating`)).statusCode,
      404,
      'nothing saved by bad input',
    );
    assert.equal((await ok200(as(ctx, t.buyer, 'GET', `/api/order/${orderId}`))).canRate, true);
    const r = await ok200(rate(orderId, { score: 4, comment: '换绑很配合，账号和描述一致' }));
    assert.equal(r.score, 4);
    assert.equal((await rate(orderId, { score: 5 })).statusCode, 409, 'once per order');
    const [a, b] = await Promise.all([done(), done()]);
    const both = await Promise.all([rate(a.orderId, { score: 5 }), rate(a.orderId, { score: 1 })]);
    assert.deepEqual(both.map((x) => x.statusCode).sort(), [200, 409], 'a double tap rates once');
    await ok200(rate(b.orderId, { score: 5 }));
    assert.equal(await inbox(ctx, t.seller.id, 48), 3);
    // the goods page's seller card (the good is sold: still public)
    const card = (await ok200(as(ctx, t.other, 'GET', `/api/web/good/${goodsId}`))).seller;
    assert.equal(card.ratingCount, 3);
    assert.equal(typeof card.ratingAvg, 'number');
    const order = await ok200(as(ctx, t.buyer, 'GET', `/api/order/${orderId}`));
    assert.equal(order.seller.ratingCount, 3);
    assert.equal(
      order.seller.ratingAvg,
      Math.round(((4 + 5 + (both.find((x) => x.statusCode === 200)!.json().data.score as number)) / 3) * 10) / 10,
    );
    const pub = await ok200(as(ctx, null, 'GET', `/api/web/seller/${t.seller.id}/ratings`));
    assert.equal(pub.ratingCount, 3);
    assert.ok(
      pub.rows.every((x: { buyerNick: string }) => x.buyerNick.endsWith('**') || x.buyerNick === '匿名买家'),
      'buyer names masked',
    );
  });

  test('a rating and its reply are public: contacts in them are masked, the rest kept', async () => {
    const { orderId } = await done();
    const r = await ok200(rate(orderId, { score: 5, comment: '卖家人很好，有事找他 扣扣 283746519' }));
    assert.equal(r.comment, '卖家人很好，有事找他 ＊＊＊');
    const reply = await ok200(
      as(ctx, t.seller, 'POST', `/api/order/${orderId}/rating/reply`, { reply: '谢谢，下次直接 vx: haoshi_8866' }),
    );
    assert.equal(reply.reply, '谢谢，下次直接 ＊＊＊');
    const plain = await done();
    assert.equal(
      (await ok200(rate(plain.orderId, { score: 4, comment: '安卓QQ区 V10 号，战力 1234567 属实' }))).comment,
      '安卓QQ区 V10 号，战力 1234567 属实',
    );
  });

  test('editable for 7 days; the seller replies once', async () => {
    const { orderId } = await done();
    await ok200(rate(orderId, { score: 2, comment: '回复太慢' }));
    // moved into the past rather than the clock forward (sessions would expire)
    const back = (days: number) =>
      ctx.db.db.execute(
        sql`update order_ratings set created_at = created_at - make_interval(days => ${days}) where order_id = ${orderId}`,
      );
    await back(6);
    assert.equal(
      (await ok200(as(ctx, t.buyer, 'PUT', `/api/order/${orderId}/rating`, { score: 4, comment: '后来处理好了' })))
        .score,
      4,
    );
    assert.equal((await as(ctx, t.other, 'PUT', `/api/order/${orderId}/rating`, { score: 1 })).statusCode, 404);
    await back(2);
    assert.equal((await as(ctx, t.buyer, 'PUT', `/api/order/${orderId}/rating`, { score: 1 })).statusCode, 409);
    assert.equal(
      (await as(ctx, t.buyer, 'POST', `/api/order/${orderId}/rating/reply`, { reply: '谢谢' })).statusCode,
      404,
    );
    assert.equal(
      (await as(ctx, t.seller, 'POST', `/api/order/${orderId}/rating/reply`, { reply: '' })).statusCode,
      400,
    );
    const r = await ok200(
      as(ctx, t.seller, 'POST', `/api/order/${orderId}/rating/reply`, { reply: '感谢理解，欢迎再来' }),
    );
    assert.equal(r.reply, '感谢理解，欢迎再来');
    assert.equal(
      (await as(ctx, t.seller, 'POST', `/api/order/${orderId}/rating/reply`, { reply: '再回复一次' })).statusCode,
      409,
    );
    const seller = await ok200(as(ctx, t.seller, 'GET', `/api/order/${orderId}`));
    assert.equal(seller.canReplyRating, false);
    assert.equal(seller.rating.score, 4);
  });
});
