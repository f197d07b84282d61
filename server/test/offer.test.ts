import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { setup, type TestCtx } from './helpers.js';
import { newUser } from './selling-helpers.js';
import { as, inbox, ok200 } from './aftersale-helpers.js';
import { count, onSaleGood, orderRow, saleState, tradeActors, type Trade } from './trade-helpers.js';

const H = 3_600_000;

describe('price offers (可议价)', () => {
  let ctx: TestCtx;
  let t: Trade;
  before(async () => {
    ctx = await setup();
    t = await tradeActors(ctx);
  });
  after(async () => ctx.close());

  const offer = (goodsId: number, priceFen: number, who = t.buyer) =>
    as(ctx, who, 'POST', '/api/offer', { goodsId, priceFen });
  const order = (goodsId: number, offerId: number | undefined, who = t.buyer) =>
    as(ctx, who, 'POST', '/api/order/create', {
      goodsId,
      protection: 'tierA',
      acceptRules: true,
      ...(offerId ? { offerId } : {}),
    });

  test('who may offer and how much: negotiable goods, verified buyers, ≥ 50% and below the asking price, one open offer', async () => {
    const goodsId = await onSaleGood(ctx, t); // 128800, bargain
    const fixed = await onSaleGood(ctx, t, { bargain: false });
    assert.equal((await offer(fixed, 100000)).statusCode, 400);
    assert.equal((await offer(goodsId, 64399)).statusCode, 400);
    assert.equal((await offer(goodsId, 128800)).statusCode, 400);
    assert.equal((await offer(goodsId, 100000, t.seller)).statusCode, 400);
    const unverified = await newUser(ctx, { verified: false });
    assert.equal((await offer(goodsId, 100000, unverified)).statusCode, 403);
    assert.equal((await as(ctx, null, 'POST', '/api/offer', { goodsId, priceFen: 100000 })).statusCode, 401);
    assert.equal(
      await count(ctx, sql`select count(*) as n from price_offers where goods_id = ${goodsId}`),
      0,
      'refusals changed nothing',
    );
    const o = await ok200(offer(goodsId, 64400));
    assert.equal(o.state, 0);
    assert.equal(o.role, 'buyer');
    assert.equal(await inbox(ctx, t.seller.id, 44), 1);
    assert.equal((await offer(goodsId, 70000)).statusCode, 409, 'one open offer per buyer and good');
    // other people's offers do not exist for them
    assert.equal((await as(ctx, t.other, 'POST', `/api/offer/${o.id}/accept`)).statusCode, 404);
    assert.equal((await as(ctx, t.other, 'POST', `/api/offer/${o.id}/cancel`)).statusCode, 404);
    // the buyer cannot accept their own offer; the seller cannot cancel it
    assert.equal((await as(ctx, t.buyer, 'POST', `/api/offer/${o.id}/accept`)).statusCode, 409);
    assert.equal((await as(ctx, t.seller, 'POST', `/api/offer/${o.id}/cancel`)).statusCode, 404);
    await ok200(as(ctx, t.buyer, 'POST', `/api/offer/${o.id}/cancel`));
    await ok200(offer(goodsId, 70000));
    assert.equal((await ok200(as(ctx, t.seller, 'GET', '/api/offer/list?side=seller'))).total >= 2, true);
    assert.equal((await ok200(as(ctx, t.buyer, 'GET', `/api/offer/mine?goodsId=${goodsId}`))).priceFen, 70000);
  });

  test('counter → buyer accepts → order at the agreed price (fee and commission on it); cancel gives the offer back', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const o = await ok200(offer(goodsId, 90000));
    assert.equal(
      (await as(ctx, t.seller, 'POST', `/api/offer/${o.id}/counter`, { priceFen: 80000 })).statusCode,
      400,
      'counter above the offer',
    );
    assert.equal(
      (await as(ctx, t.seller, 'POST', `/api/offer/${o.id}/counter`, { priceFen: 130000 })).statusCode,
      400,
      'counter below the asking price',
    );
    assert.equal((await as(ctx, t.buyer, 'POST', `/api/offer/${o.id}/counter`, { priceFen: 100000 })).statusCode, 404);
    const c = await ok200(as(ctx, t.seller, 'POST', `/api/offer/${o.id}/counter`, { priceFen: 110000 }));
    assert.equal(c.state, 1);
    assert.equal(
      (await as(ctx, t.seller, 'POST', `/api/offer/${o.id}/accept`)).statusCode,
      409,
      'the seller waits for the buyer now',
    );
    const a = await ok200(as(ctx, t.buyer, 'POST', `/api/offer/${o.id}/accept`));
    assert.equal(a.state, 2);
    assert.equal(a.agreedFen, 110000);
    assert.equal(new Date(a.expiresAt).getTime() - ctx.clock.now().getTime(), 24 * H);
    // the confirm page shows the agreed figures
    const info = await ok200(as(ctx, t.buyer, 'GET', `/api/order/confirm?goodsId=${goodsId}&offerId=${o.id}`));
    assert.equal(info.goods.priceFen, 110000);
    assert.equal(info.protections.find((p: { code: string }) => p.code === 'tierA').totalFen, 121000);
    // someone else cannot use it
    assert.equal((await order(goodsId, o.id, t.other)).statusCode, 404);
    const created = await ok200(order(goodsId, o.id));
    const row = await orderRow(ctx, created.orderId);
    assert.equal(row.price_fen, 110000);
    assert.equal(row.protection_fee_fen, 11000);
    assert.equal(row.total_fen, 121000);
    assert.equal(row.commission_fen, 5500);
    assert.equal((await ok200(as(ctx, t.buyer, 'GET', `/api/offer/mine?goodsId=${goodsId}`))).state, 6);
    // cancelling the unpaid order gives the offer back while its 24 hours last
    await ok200(as(ctx, t.buyer, 'POST', `/api/order/${created.orderId}/cancel`));
    assert.equal((await ok200(as(ctx, t.buyer, 'GET', `/api/offer/mine?goodsId=${goodsId}`))).state, 2);
    assert.equal((await ok200(order(goodsId, o.id))).totalFen, 121000);
  });

  test('refusals: the seller refuses an offer; the buyer refuses a counter', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const o = await ok200(offer(goodsId, 90000));
    const r = await ok200(as(ctx, t.seller, 'POST', `/api/offer/${o.id}/refuse`, { reason: '价格太低' }));
    assert.equal(r.state, 3);
    assert.equal(r.refuseReason, '价格太低');
    const o2 = await ok200(offer(goodsId, 95000));
    await ok200(as(ctx, t.seller, 'POST', `/api/offer/${o2.id}/counter`, { priceFen: 120000 }));
    assert.equal((await ok200(as(ctx, t.buyer, 'POST', `/api/offer/${o2.id}/refuse`, {}))).state, 3);
  });

  test('a refusal reason carrying a contact reaches the buyer masked', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const o = await ok200(offer(goodsId, 90000));
    const r = await ok200(
      as(ctx, t.seller, 'POST', `/api/offer/${o.id}/refuse`, { reason: '太低了，加V haoshi666 细聊' }),
    );
    assert.equal(r.refuseReason, '太低了，＊＊＊ 细聊');
    const [note] = (
      (await ctx.db.db.execute(
        sql`select content from messages where user_id = ${t.buyer.id} order by id desc limit 1`,
      )) as unknown as { rows: { content: string }[] }
    ).rows;
    assert.match(note!.content, /原因：太低了，＊＊＊ 细聊/);
    assert.doesNotMatch(note!.content, /haoshi666/);
  });

  test('an accepted offer expires after 24 hours: no order at that price, the job marks it', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const o = await ok200(offer(goodsId, 100000));
    await ok200(as(ctx, t.seller, 'POST', `/api/offer/${o.id}/accept`));
    ctx.clock.advance(24 * H + 1000);
    const r = await order(goodsId, o.id);
    assert.equal(r.statusCode, 409);
    assert.equal(await saleState(ctx, goodsId), 1, 'nothing locked');
    assert.ok((await ctx.app.services.offers.expireDue()) >= 1);
    assert.equal((await ok200(as(ctx, t.buyer, 'GET', `/api/offer/mine?goodsId=${goodsId}`))).state, 5);
    // a pending offer nobody answers expires too, and does not block a new one
    const p = await ok200(offer(goodsId, 100000));
    ctx.clock.advance(49 * H);
    assert.equal((await as(ctx, t.seller, 'POST', `/api/offer/${p.id}/accept`)).statusCode, 409);
    await ok200(offer(goodsId, 100000));
  });

  test('race on an accepted offer: of simultaneous orders exactly one wins, at the agreed price', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const o = await ok200(offer(goodsId, 100000));
    await ok200(as(ctx, t.seller, 'POST', `/api/offer/${o.id}/accept`));
    const rs = await Promise.all([
      order(goodsId, o.id),
      order(goodsId, o.id),
      order(goodsId, undefined, t.other),
      order(goodsId, o.id),
    ]);
    const wins = rs.filter((r) => r.statusCode === 200);
    assert.equal(wins.length, 1, rs.map((r) => `${r.statusCode} ${r.json().msg}`).join(' | '));
    assert.ok(rs.every((r) => r.statusCode === 200 || r.statusCode === 409));
    assert.equal(await count(ctx, sql`select count(*) as n from orders where goods_id = ${goodsId} and state = 0`), 1);
    const winner = await orderRow(ctx, wins[0]!.json().data.orderId);
    // whoever won, the price matches how they ordered
    assert.ok([100000, 128800].includes(winner.price_fen));
    const usedOffers = await count(ctx, sql`select count(*) as n from price_offers where id = ${o.id} and state = 6`);
    assert.equal(usedOffers, winner.price_fen === 100000 ? 1 : 0);
  });
});
