import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { compensationOf } from '../src/modules/claim/service.js';
import { setup, type TestCtx } from './helpers.js';
import { as, audits, inbox, ledger, ok200 } from './aftersale-helpers.js';
import { uploadShot } from './selling-helpers.js';
import {
  balances,
  count,
  onSaleGood,
  orderOf,
  orderRow,
  paySandbox,
  saleState,
  tradeActors,
  type Trade,
} from './trade-helpers.js';

const DAY = 86_400_000;

/** Moves an order's completion into the past (instead of the clock: sessions would expire). */
async function completedDaysAgo(ctx: TestCtx, orderId: number, days: number) {
  await ctx.db.db.execute(
    sql`update orders set completed_at = completed_at - make_interval(days => ${days}) where id = ${orderId}`,
  );
}

describe('recovery claims (找回)', () => {
  let ctx: TestCtx;
  let t: Trade;
  before(async () => {
    ctx = await setup();
    t = await tradeActors(ctx);
  });
  after(async () => ctx.close());

  /** A completed order of t.buyer with that cover (isGuarantee chosen so the cover is allowed). */
  async function completed(protection: 'none' | 'basic' | 'tierA' | 'tierB') {
    const isGuarantee = protection === 'basic' ? 2 : protection === 'none' ? 0 : 1;
    const goodsId = await onSaleGood(ctx, t, { isGuarantee });
    const orderId = await orderOf(ctx, t.buyer, goodsId, protection);
    await paySandbox(ctx, t.buyer, orderId);
    await ok200(as(ctx, t.buyer, 'POST', `/api/order/${orderId}/confirm`));
    return { goodsId, orderId };
  }
  const file = (orderId: number, who = t.buyer, evidence = '原卖家通过申诉找回了账号，附上登录失败截图和客服回复') =>
    as(ctx, who, 'POST', '/api/claim', { orderId, evidence });

  test('only insured, completed orders of mine, within the protection period', async () => {
    const none = await completed('none');
    assert.equal((await file(none.orderId)).statusCode, 409);
    assert.match((await file(none.orderId)).json().msg, /未购买包赔/);

    // paid but not completed: a dispute is the way, not a claim
    const goodsId = await onSaleGood(ctx, t);
    const paidOnly = await orderOf(ctx, t.buyer, goodsId);
    await paySandbox(ctx, t.buyer, paidOnly);
    assert.equal((await file(paidOnly)).statusCode, 409);

    const basic = await completed('basic'); // 30 days
    assert.equal((await file(basic.orderId, t.other)).statusCode, 404);
    assert.equal((await file(basic.orderId, t.seller)).statusCode, 404);
    assert.equal(
      (await as(ctx, null, 'POST', '/api/claim', { orderId: basic.orderId, evidence: '原卖家找回了账号，附截图为证' }))
        .statusCode,
      401,
    );
    assert.equal((await file(basic.orderId, t.buyer, '太短')).statusCode, 400);
    assert.equal(
      await count(ctx, sql`select count(*) as n from claims where order_id = ${basic.orderId}`),
      0,
      'bad input changed nothing',
    );

    const late = await completed('basic');
    await completedDaysAgo(ctx, basic.orderId, 29);
    const c = await ok200(file(basic.orderId));
    assert.equal(c.status, 0);
    assert.equal(new Date(c.deadlineAt).getTime() - ctx.clock.now().getTime(), 15 * DAY, '15-day decision deadline');
    assert.equal((await file(basic.orderId)).statusCode, 409, 'one open claim per order');
    await completedDaysAgo(ctx, late.orderId, 31);
    const r = await file(late.orderId);
    assert.equal(r.statusCode, 409);
    assert.match(r.json().msg, /超过包赔期限/);

    // tier B is lifetime by default
    const b = await completed('tierB');
    await completedDaysAgo(ctx, b.orderId, 5 * 365);
    await ok200(file(b.orderId));

    // the zhaohui page lists my insured orders only
    const insured = await ok200(as(ctx, t.buyer, 'GET', '/api/claim/insured?pageSize=50'));
    const ids = insured.rows.map((x: { orderId: number }) => x.orderId);
    assert.ok(ids.includes(basic.orderId) && ids.includes(b.orderId) && !ids.includes(none.orderId));
    const lateRow = insured.rows.find((x: { orderId: number }) => x.orderId === late.orderId);
    assert.equal(lateRow.inPeriod, false);
    assert.equal(lateRow.canClaim, false);
    assert.equal((await ok200(as(ctx, t.other, 'GET', '/api/claim/insured'))).total, 0);
    assert.equal((await as(ctx, t.other, 'GET', `/api/claim/${c.id}`)).statusCode, 404);
    assert.equal((await ok200(as(ctx, t.buyer, 'GET', `/api/claim/${c.id}`))).id, c.id);
  });

  test("evidence pictures are the buyer's own uploads: not the seller's, not a link elsewhere (issue 34 §8)", async () => {
    const { orderId } = await completed('basic');
    const foreign = await uploadShot(ctx, t.seller.token);
    const evidence = '原卖家通过申诉找回了账号，附上登录失败截图和客服回复';
    for (const image of [
      foreign.url,
      '//evil.example/track.png',
      'https://evil.example/a.png',
      '/\\evil.example/a.png',
    ]) {
      const r = await as(ctx, t.buyer, 'POST', '/api/claim', { orderId, evidence, images: [image] });
      assert.equal(r.statusCode, 400, image);
      assert.match(r.json().msg, /本人上传/, image);
    }
    assert.equal(
      await count(ctx, sql`select count(*) as n from claims where order_id = ${orderId}`),
      0,
      'a refused picture files nothing',
    );
    const own = await uploadShot(ctx, t.buyer.token);
    const c = await ok200(as(ctx, t.buyer, 'POST', '/api/claim', { orderId, evidence, images: [own.url] }));
    assert.deepEqual(c.images, [own.url]);
  });

  test('compensation by tier: basic/tier A the price, tier B price + proven top-ups up to 1.5×', () => {
    assert.equal(compensationOf('basic', 128800, 0, 150).compensationFen, 128800);
    assert.equal(compensationOf('tierA', 128800, 50000, 150).compensationFen, 128800);
    assert.equal(compensationOf('tierB', 128800, 10000, 150).compensationFen, 138800);
    assert.equal(compensationOf('tierB', 128800, 999999, 150).compensationFen, 193200);
    assert.equal(compensationOf('tierB', 128800, 999999, 150).maxTopUpFen, 64400);
  });

  test('operator compensates: wallet credited, good recovered (6), seller messaged and blacklisted; once', async () => {
    const { orderId, goodsId } = await completed('tierB');
    const c = await ok200(file(orderId));
    const before = await balances(ctx, t.buyer.id);
    const detail = await ok200(as(ctx, t.staff, 'GET', `/api/admin/claim/${c.id}`));
    assert.equal(detail.maxTopUpFen, 64400);
    assert.equal(
      (
        await as(ctx, t.staff, 'POST', `/api/admin/claim/${c.id}/compensate`, {
          blacklistSeller: true,
          blacklistReason: '短',
        })
      ).statusCode,
      400,
    );
    const done = await ok200(
      as(ctx, t.staff, 'POST', `/api/admin/claim/${c.id}/compensate`, {
        topUpFen: 100000,
        note: '充值记录已核实',
        blacklistSeller: true,
        blacklistReason: '出售后通过申诉找回账号',
      }),
    );
    assert.equal(done.status, 1);
    assert.equal(done.compensationFen, 193200);
    assert.equal(done.topUpFen, 64400);
    const afterB = await balances(ctx, t.buyer.id);
    assert.equal(afterB.cached - before.cached, 193200);
    assert.equal(afterB.cached, afterB.sum);
    assert.equal(await ledger(ctx, 'claim', c.id, 'claim_comp'), 1);
    assert.equal(await ledger(ctx, 'claim', c.id, 'claim_payout'), 1);
    assert.equal(await saleState(ctx, goodsId), 6);
    assert.equal(await inbox(ctx, t.seller.id, 47), 1);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from blacklist b join users u on u.phone = b.account where u.id = ${t.seller.id}`,
      ),
      1,
    );
    assert.equal(await audits(ctx, 'claim.compensate'), 1);
    assert.equal(await audits(ctx, 'black.create'), 1);
    // never twice
    assert.equal((await as(ctx, t.staff, 'POST', `/api/admin/claim/${c.id}/compensate`, {})).statusCode, 409);
    assert.equal((await file(orderId)).statusCode, 409);
    assert.equal((await balances(ctx, t.buyer.id)).cached, afterB.cached);
  });

  test('tier A pays the price, top-ups refused; refusal needs a reason and lets the buyer file again', async () => {
    const a = await completed('tierA');
    const c = await ok200(file(a.orderId));
    assert.equal(
      (await as(ctx, t.staff, 'POST', `/api/admin/claim/${c.id}/compensate`, { topUpFen: 100 })).statusCode,
      400,
    );
    const price = (await orderRow(ctx, a.orderId)).price_fen;
    assert.equal(
      (await ok200(as(ctx, t.staff, 'POST', `/api/admin/claim/${c.id}/compensate`, {}))).compensationFen,
      price,
    );

    const b = await completed('basic');
    const c2 = await ok200(file(b.orderId));
    assert.equal((await as(ctx, t.staff, 'POST', `/api/admin/claim/${c2.id}/refuse`, { reason: '' })).statusCode, 400);
    const refused = await ok200(
      as(ctx, t.staff, 'POST', `/api/admin/claim/${c2.id}/refuse`, { reason: '截图显示为买家自行修改密码后遗忘' }),
    );
    assert.equal(refused.status, 2);
    assert.equal((await inbox(ctx, t.buyer.id, 43)) >= 1, true);
    await ok200(file(b.orderId));
    const q = await ok200(as(ctx, t.staff, 'GET', '/api/admin/claim/list?status=0'));
    assert.ok(q.rows.length >= 1);
  });

  test('operator console refuses ordinary users', async () => {
    for (const [m, url] of [
      ['GET', '/api/admin/claim/list'],
      ['GET', '/api/admin/claim/1'],
      ['POST', '/api/admin/claim/1/compensate'],
      ['POST', '/api/admin/claim/1/refuse'],
    ] as const) {
      assert.equal(
        (await as(ctx, t.buyer, m, url, m === 'POST' ? { reason: '理由理由' } : undefined)).statusCode,
        403,
        url,
      );
    }
  });

  test('tiers come from the configuration', async () => {
    const tiers = await ok200(as(ctx, null, 'GET', '/api/claim/tiers'));
    assert.deepEqual(
      tiers.map((x: { code: string }) => x.code),
      ['basic', 'tierA', 'tierB'],
    );
    assert.equal(tiers[0].periodDays, 30);
    assert.equal(tiers[2].periodDays, null);
  });
});
