import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app-types.js';
import type { DeadlineRun } from '../src/flows/deadlines.js';
import { startModuleJobs } from '../src/jobs.js';
import type { RefundRequest } from '../src/modules/payment/provider.js';
import { as, ok200 } from './aftersale-helpers.js';
import { q } from './selling-helpers.js';
import { caseOf } from './handover-helpers.js';
import { otherInstance, setup, type TestCtx } from './helpers.js';
import {
  count,
  onSaleGood,
  orderOf,
  orderRow,
  paidOrder,
  paySandbox,
  tradeActors,
  type Trade,
} from './trade-helpers.js';

/**
 * Issue 42 item 1: deadlines with default outcomes, published (GET /api/rules, the rules page) and
 * enforced by one job (flows/deadlines.ts), each outcome once across instances and reruns.
 */
const H = 3_600_000;
const MIN = 60_000;
const NONE: DeadlineRun = { refunded: 0, escalated: 0, released: 0, late: 0, claims: 0, cancelled: 0 };

describe('deadlines with default outcomes', () => {
  let ctx: TestCtx;
  let t: Trade;
  const refundCalls: RefundRequest[] = [];
  before(async () => {
    ctx = await setup({
      payment: {
        sandboxRefund: async (req) => {
          refundCalls.push(req);
          return true;
        },
      },
    });
    t = await tradeActors(ctx);
  });
  after(() => ctx?.close());

  const run = (app: App = ctx.app, batch?: number) => app.services.deadlines.runDue(batch);
  /** Moves the clock, keeping everyone's session in use (they are renewed on use). */
  async function pass(ms: number) {
    ctx.clock.advance(ms);
    for (const u of [t.buyer, t.seller, t.staff, t.other]) await as(ctx, u, 'GET', '/api/system/user/profile');
  }
  const open = (orderId: number) =>
    ok200(
      as(ctx, t.buyer, 'POST', `/api/order/${orderId}/dispute`, {
        reason: 'cannot_login',
        description: '卖家给的密码无法登录，验证码也收不到',
      }),
    );
  const dispute = (orderId: number) => ok200(as(ctx, t.buyer, 'GET', `/api/order/${orderId}/dispute`));
  const events = (orderId: number, type: string) =>
    count(ctx, sql`select count(*) as n from order_events where order_id = ${orderId} and type = ${type}`);
  const refundsOf = (orderId: number) => count(ctx, sql`select count(*) as n from refunds where order_id = ${orderId}`);
  const outbox = (userId: number, like: string) =>
    count(
      ctx,
      sql`select count(*) as n from notify_outbox where user_id = ${userId} and event = 'deadline_outcome' and event_key like ${like}`,
    );

  test('silent seller before a reveal: refunded once, both told in the app, by SMS and subscription, audited', async () => {
    const { orderId } = await paidOrder(ctx, t);
    const d = await open(orderId);
    assert.equal(d.deadline.party, 'seller');
    assert.equal(d.deadline.at, d.answerDeadline);
    // both sides see the same countdown
    assert.equal(
      (await ok200(as(ctx, t.seller, 'GET', `/api/order/${orderId}/dispute`))).deadline.at,
      d.answerDeadline,
    );

    await pass(48 * H - MIN);
    assert.deepEqual(await run(), NONE, 'a minute before the deadline nothing happens');
    assert.equal((await dispute(orderId)).state, 0);

    await pass(2 * MIN);
    const calls = refundCalls.length;
    assert.deepEqual(await run(), { ...NONE, refunded: 1 });
    const after = await dispute(orderId);
    assert.equal(after.state, 3, 'refunded');
    assert.equal(after.decision, 'refund');
    assert.equal(after.deadline, null);
    assert.equal((await orderRow(ctx, orderId)).state, 7);
    assert.equal(refundCalls.length, calls + 1);
    // once: a second run, a later one
    assert.deepEqual(await run(), NONE);
    await pass(H);
    assert.deepEqual(await run(), NONE);
    assert.equal(refundCalls.length, calls + 1);
    assert.equal(await refundsOf(orderId), 1);
    assert.equal(await events(orderId, 'refund_started'), 1);
    assert.equal(await events(orderId, 'refunded'), 1);
    const audit = await q<{ actor_id: number | null }>(
      ctx,
      sql`select actor_id from audit_log where action = 'dispute.deadline_refund' and target_id = ${d.id}`,
    );
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.actor_id, null, 'the system decided');
    assert.equal(await outbox(t.buyer.id, `deadline_outcome:dispute_refund:${d.id}:%`), 1);
    assert.equal(await outbox(t.seller.id, `deadline_outcome:dispute_refund:${d.id}:%`), 1);
    const chat = await ok200(as(ctx, t.buyer, 'GET', `/api/order/${orderId}/chat`));
    assert.ok(
      chat.rows.some((m: { text: string }) => m.text?.includes('卖家未在 48 小时内答辩，按平台规则退款给买家')),
    );
  });

  test('silent seller after a reveal: escalated to an operator, never refunded; late decisions escalate too', async () => {
    const { orderId } = await paidOrder(ctx, t);
    const reveal = await as(ctx, t.buyer, 'POST', `/api/order/${orderId}/credentials`);
    assert.equal(reveal.statusCode, 200, reveal.body);
    const d = await open(orderId);
    await pass(49 * H);
    const calls = refundCalls.length;
    const r = await run();
    assert.equal(r.escalated, 1);
    assert.equal(r.refunded, 0);
    const e = await dispute(orderId);
    assert.equal(e.state, 0, 'still waiting for a decision');
    assert.equal(e.escalated, true);
    assert.match(e.escalationText, /买家已查看账号/);
    assert.equal(e.deadline.party, 'platform');
    assert.equal(new Date(e.decideDeadline).getTime() - ctx.clock.now().getTime(), 72 * H);
    assert.equal((await orderRow(ctx, orderId)).state, 5, 'the order stays frozen');
    assert.equal(await refundsOf(orderId), 0);
    assert.equal(refundCalls.length, calls);
    assert.equal((await run()).escalated, 0, 'escalated once');
    assert.equal(await events(orderId, 'dispute_escalated'), 1);
    assert.equal(await outbox(t.buyer.id, `deadline_outcome:dispute_escalated:${d.id}:%`), 1);

    // the console: the escalated filter, first in the list, the badge
    const list = await ok200(as(ctx, t.staff, 'GET', '/api/admin/dispute/list?escalated=1&pageSize=50'));
    assert.ok(list.rows.some((x: { id: number }) => x.id === d.id));
    assert.ok(list.escalated >= 1);
    assert.ok(list.rows.every((x: { escalated: boolean }) => x.escalated));
    const all = await ok200(as(ctx, t.staff, 'GET', '/api/admin/dispute/list?pageSize=50'));
    assert.equal(all.rows[0].escalated, true, 'escalated first');

    // the operator did not decide in 72 h: escalated as late, once
    await pass(72 * H);
    assert.equal((await run()).late, 1);
    assert.equal((await run()).late, 0);
    assert.match((await dispute(orderId)).escalationText, /超过客服裁定时限/);
    assert.equal(await refundsOf(orderId), 0, 'still never refunded by the job');
  });

  test('silent buyer after the answer: released to the seller once; a reply in time hands it to an operator', async () => {
    const { orderId } = await paidOrder(ctx, t);
    const d = await open(orderId);
    const answered = await ok200(
      as(ctx, t.seller, 'POST', `/api/order/${orderId}/dispute/answer`, { text: '账号密码正确，已录屏证明可以登录' }),
    );
    assert.equal(answered.deadline.party, 'buyer');
    assert.equal(new Date(answered.replyDeadline).getTime() - ctx.clock.now().getTime(), 48 * H);
    await pass(47 * H);
    assert.equal((await run()).released, 0);
    await pass(2 * H);
    assert.deepEqual(await run(), { ...NONE, released: 1 });
    const r = await dispute(orderId);
    assert.equal(r.state, 4);
    assert.equal(r.decision, 'release');
    assert.equal((await orderRow(ctx, orderId)).state, 2, 'completed');
    assert.deepEqual(await run(), NONE);
    assert.equal(await events(orderId, 'completed'), 1);
    assert.equal(await refundsOf(orderId), 0);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from audit_log where action = 'dispute.deadline_release' and target_id = ${d.id}`,
      ),
      1,
    );
    assert.equal(await outbox(t.seller.id, `deadline_outcome:dispute_release:${d.id}:%`), 1);

    // another dispute: the buyer replies in time, so the job leaves it to the operator
    const second = await paidOrder(ctx, t);
    await open(second.orderId);
    await ok200(
      as(ctx, t.seller, 'POST', `/api/order/${second.orderId}/dispute/answer`, { text: '账号密码正确，已录屏' }),
    );
    assert.equal(
      (await as(ctx, t.seller, 'POST', `/api/order/${second.orderId}/dispute/reply`, { text: '我是卖家' })).statusCode,
      404,
    );
    const replied = await ok200(
      as(ctx, t.buyer, 'POST', `/api/order/${second.orderId}/dispute/reply`, { text: '录屏里登录的不是这个账号' }),
    );
    assert.equal(replied.deadline.party, 'platform');
    assert.equal(
      (await as(ctx, t.buyer, 'POST', `/api/order/${second.orderId}/dispute/reply`, { text: '再补充一句' })).statusCode,
      409,
      'once',
    );
    await pass(49 * H);
    assert.equal((await run()).released, 0);
    assert.equal((await dispute(second.orderId)).state, 1);
  });

  test('staff handover: a seller silent after staff asked → the order cancelled and refunded once', async () => {
    const goodsId = await onSaleGood(ctx, t, { handoverMode: 'staff' });
    const orderId = await orderOf(ctx, t.buyer, goodsId);
    await paySandbox(ctx, t.buyer, orderId);
    const caseId = await caseOf(ctx, orderId);
    await ok200(as(ctx, t.staff, 'POST', `/api/admin/handover/cases/${caseId}/claim`));
    // taken but nobody asked the seller yet: no deadline runs
    await pass(25 * H);
    assert.equal((await run()).cancelled, 0);
    await ok200(as(ctx, t.staff, 'POST', `/api/order/${orderId}/chat`, { text: '卖家您好，请提供换绑所需的验证码' }));
    const desk = await ok200(as(ctx, t.staff, 'GET', `/api/admin/handover/cases/${caseId}`));
    assert.equal(new Date(desk.sellerDeadline).getTime() - ctx.clock.now().getTime(), 24 * H);
    await pass(23 * H);
    assert.equal((await run()).cancelled, 0);
    await pass(2 * H);
    const calls = refundCalls.length;
    assert.deepEqual(await run(), { ...NONE, cancelled: 1 });
    assert.equal((await orderRow(ctx, orderId)).state, 7, 'refunded');
    const [c] = (
      (await ctx.db.db.execute(sql`select state from handover_cases where id = ${caseId}`)) as unknown as {
        rows: { state: string }[];
      }
    ).rows;
    assert.equal(c!.state, 'cancelled');
    assert.deepEqual(await run(), NONE);
    assert.equal(refundCalls.length, calls + 1);
    assert.equal(await refundsOf(orderId), 1);
    assert.equal(await events(orderId, 'handover_cancelled'), 1);

    // a seller who answers after the ask is not cancelled
    const g2 = await onSaleGood(ctx, t, { handoverMode: 'staff' });
    const o2 = await orderOf(ctx, t.buyer, g2);
    await paySandbox(ctx, t.buyer, o2);
    const c2 = await caseOf(ctx, o2);
    await ok200(as(ctx, t.staff, 'POST', `/api/admin/handover/cases/${c2}/claim`));
    await ok200(as(ctx, t.staff, 'POST', `/api/order/${o2}/chat`, { text: '卖家您好，请提供验证码' }));
    await pass(H);
    await ok200(as(ctx, t.seller, 'POST', `/api/order/${o2}/chat`, { text: '稍等，我马上上线' }));
    await pass(30 * H);
    assert.equal((await run()).cancelled, 0);
    assert.equal((await orderRow(ctx, o2)).state, 1);
  });

  describe('two instances and a restart', () => {
    /** a second instance on the same database (its own pool on PostgreSQL) */
    const other = otherInstance(() => ctx);
    let app2: App;
    const instance = () =>
      other.start({
        payment: {
          sandboxRefund: async (req) => {
            refundCalls.push(req);
            return true;
          },
        },
      });
    before(async () => {
      app2 = await instance();
    });
    after(async () => {
      await app2?.close();
      await other.close();
    });

    test('both running the job at once apply each outcome once', async () => {
      const silent = [];
      for (let i = 0; i < 3; i++) {
        const { orderId } = await paidOrder(ctx, t);
        silent.push({ orderId, d: await open(orderId) });
      }
      const answered = await paidOrder(ctx, t);
      await open(answered.orderId);
      await ok200(
        as(ctx, t.seller, 'POST', `/api/order/${answered.orderId}/dispute/answer`, { text: '账号没有问题，请重试' }),
      );
      await pass(49 * H);
      const calls = refundCalls.length;
      const [x, y] = await Promise.all([run(ctx.app, 1), run(app2, 1)]);
      assert.equal(x.refunded + y.refunded, 3, `${JSON.stringify(x)} ${JSON.stringify(y)}`);
      assert.equal(x.released + y.released, 1);
      for (const s of silent) {
        assert.equal(await refundsOf(s.orderId), 1);
        assert.equal(await events(s.orderId, 'refund_started'), 1);
        assert.equal((await orderRow(ctx, s.orderId)).state, 7);
      }
      assert.equal(refundCalls.length, calls + 3, 'one provider call per refund');
      assert.equal(await events(answered.orderId, 'completed'), 1);
    });

    test('an instance down past a deadline catches up when it starts again (its job runs at start)', async () => {
      const { orderId } = await paidOrder(ctx, t);
      await open(orderId);
      await app2.close();
      await ctx.app.close();
      // down for three days: nothing runs
      ctx.clock.advance(72 * H);
      assert.equal((await orderRow(ctx, orderId)).state, 5);
      app2 = await instance();
      const jobs = startModuleJobs(app2.modules, app2.services, app2.log, ctx.config);
      assert.ok(jobs.names.includes('deadlines'));
      // stop waits for the run in progress: the one at start
      await jobs.stop();
      assert.equal((await orderRow(ctx, orderId)).state, 7);
      assert.equal(await refundsOf(orderId), 1);
      // the test context's own app is closed; the file's after hook must not close it twice
      ctx.app = app2;
      app2 = await instance();
    });
  });
});
