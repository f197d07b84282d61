import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { seed } from '../src/db/seed.js';
import { ShiftedClock, isAdjustable } from '../src/lib/clock.js';
import { as, ok200 } from './aftersale-helpers.js';
import { setup, type TestCtx } from './helpers.js';
import { count, orderRow, paidOrder, tradeActors, type Trade } from './trade-helpers.js';

/**
 * Issue 42 item 1, continued (deadlines.test.ts has the disputes' and the handover's outcomes, two
 * instances and a restart): claims' escalation, a changed deadline followed by the rules, the
 * countdown and the job, and the test deployment's clock.
 */
const H = 3_600_000;
const MIN = 60_000;

describe('claims past their decision days', () => {
  let ctx: TestCtx;
  let t: Trade;
  before(async () => {
    ctx = await setup({ env: { TOKEN_TTL_DAYS: '30' } });
    t = await tradeActors(ctx);
  });
  after(() => ctx?.close());
  const events = (orderId: number, type: string) =>
    count(ctx, sql`select count(*) as n from order_events where order_id = ${orderId} and type = ${type}`);

  test('claims past their decision days escalate once in the console (the payout stays an operator decision)', async () => {
    const { orderId } = await paidOrder(ctx, t);
    await ok200(as(ctx, t.buyer, 'POST', `/api/order/${orderId}/confirm`));
    const c = await ok200(
      as(ctx, t.buyer, 'POST', '/api/claim', { orderId, evidence: '原卖家找回了账号，附截图为证' }),
    );
    assert.equal(new Date(c.deadlineAt).getTime() - ctx.clock.now().getTime(), 15 * 24 * H);
    ctx.clock.advance(12 * 24 * H);
    for (const u of [t.buyer, t.staff]) await as(ctx, u, 'GET', '/api/system/user/profile');
    assert.equal((await ctx.app.services.deadlines.runDue()).claims, 0);
    ctx.clock.advance(3 * 24 * H + MIN);
    assert.equal((await ctx.app.services.deadlines.runDue()).claims, 1);
    assert.equal((await ctx.app.services.deadlines.runDue()).claims, 0, 'once');
    const list = await ok200(as(ctx, t.staff, 'GET', '/api/admin/claim/list?escalated=1&pageSize=50'));
    assert.deepEqual(
      list.rows.map((x: { id: number }) => x.id),
      [c.id],
    );
    assert.equal(list.escalated, 1);
    assert.equal(list.rows[0].overdue, true);
    assert.ok(list.rows[0].escalatedAt);
    assert.equal(await events(orderId, 'claim_escalated'), 1);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from audit_log where action = 'claim.escalate' and target_id = ${c.id}`,
      ),
      1,
    );
    assert.equal((await ok200(as(ctx, t.buyer, 'GET', `/api/claim/${c.id}`))).status, 0, 'still pending');
  });
});

describe('a changed deadline: the rules, the countdown and the job follow', () => {
  let ctx: TestCtx;
  let t: Trade;
  before(async () => {
    ctx = await setup({ env: { DISPUTE_ANSWER_HOURS: '6', DISPUTE_REPLY_HOURS: '5', DISPUTE_DECIDE_HOURS: '30' } });
    // the content pages, as a start seeds them
    await seed(ctx.db.db, { dataKey: ctx.config.dataKey, seedDemo: false }, ctx.clock);
    t = await tradeActors(ctx);
  });
  after(() => ctx?.close());

  test('GET /api/rules, the rules page, the dispute deadline and the job all read the configuration', async () => {
    const rules = (await ctx.app.inject({ method: 'GET', url: '/api/rules' })).json().data;
    assert.equal(rules['dispute.answer'], '6 小时');
    assert.equal(rules['dispute.reply'], '5 小时');
    assert.equal(rules['dispute.decide'], '30 小时');
    assert.equal(rules['handover.seller'], '24 小时');
    const page = (await ctx.app.inject({ method: 'GET', url: '/api/V2/H5/gonggaoDetails?noticeType=jyxz' })).json().data
      .noticeContent as string;
    assert.match(page, /卖家应在 <strong>6 小时内<\/strong>在订单页答辩/);
    assert.match(page, /买家应在 <strong>5 小时内<\/strong>在订单页回复/);
    assert.match(page, /客服在 <strong>30 小时内<\/strong>作出处理/);
    assert.ok(!page.includes('{{'));

    const { orderId } = await paidOrder(ctx, t);
    const d = await ok200(
      as(ctx, t.buyer, 'POST', `/api/order/${orderId}/dispute`, {
        reason: 'other',
        description: '账号与描述不符的问题',
      }),
    );
    assert.equal(new Date(d.deadline.at).getTime() - ctx.clock.now().getTime(), 6 * H);
    ctx.clock.advance(6 * H - MIN);
    assert.equal((await ctx.app.services.deadlines.runDue()).refunded, 0);
    ctx.clock.advance(2 * MIN);
    assert.equal((await ctx.app.services.deadlines.runDue()).refunded, 1);
    assert.equal((await orderRow(ctx, orderId)).state, 7);
  });
});

describe('the test deployment clock (TEST_CLOCK)', () => {
  test('ShiftedClock runs like the real one, moved by its offset', () => {
    const c = new ShiftedClock();
    assert.ok(isAdjustable(c));
    const before = Date.now();
    c.advance(3 * H);
    assert.ok(c.now().getTime() >= before + 3 * H && c.now().getTime() < Date.now() + 3 * H + 1000);
    c.set(new Date('2030-01-01T00:00:00Z'));
    assert.ok(Math.abs(c.now().getTime() - Date.parse('2030-01-01T00:00:00Z')) < 1000);
  });

  test('off by default: the route does not exist', async () => {
    const ctx = await setup();
    try {
      const t = await tradeActors(ctx);
      assert.equal((await as(ctx, t.staff, 'POST', '/api/test/clock', { advanceMinutes: 60 })).statusCode, 404);
    } finally {
      await ctx.close();
    }
  });

  test('on: staff only; moving the clock runs the deadlines at once (a dispute past its deadline is refunded)', async () => {
    const ctx = await setup({ env: { TEST_CLOCK: 'true' } });
    try {
      const t = await tradeActors(ctx);
      const { orderId } = await paidOrder(ctx, t);
      await ok200(
        as(ctx, t.buyer, 'POST', `/api/order/${orderId}/dispute`, {
          reason: 'other',
          description: '账号与描述不符的问题',
        }),
      );
      assert.equal((await as(ctx, t.buyer, 'POST', '/api/test/clock', { advanceMinutes: 60 })).statusCode, 403);
      assert.equal((await as(ctx, null, 'POST', '/api/test/clock', { advanceMinutes: 60 })).statusCode, 401);
      assert.equal((await as(ctx, t.staff, 'POST', '/api/test/clock', {})).statusCode, 400);
      const before = ctx.clock.now().getTime();
      const r = await ok200(as(ctx, t.staff, 'POST', '/api/test/clock', { advanceMinutes: 49 * 60 }));
      assert.equal(new Date(r.now).getTime() - before, 49 * H);
      assert.equal(r.applied.refunded, 1);
      assert.equal((await orderRow(ctx, orderId)).state, 7);
      const back = await as(ctx, t.staff, 'POST', '/api/test/clock', { set: new Date(before).toISOString() });
      assert.equal(back.statusCode, 400, 'never backwards');
    } finally {
      await ctx.close();
    }
  });
});
