import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { claimPayoutFlow } from '../src/flows/claim-payout.js';
import { completeOrderFlow } from '../src/flows/complete-order.js';
import { payOrderFlow } from '../src/flows/pay-order.js';
import { releaseDisputeFlow } from '../src/flows/release-dispute.js';
import { Extensions } from '../src/lib/extensions.js';
import type { FlowManifest, Ports } from '../src/module-kit.js';
import { SALE_STATE } from '../src/modules/catalogue/index.js';
import { setup, type TestCtx } from './helpers.js';
import { as, audits, ledger, ok200 } from './aftersale-helpers.js';
import {
  balances,
  count,
  onSaleGood,
  orderOf,
  orderRow,
  paidOrder,
  paySandbox,
  saleState,
  tradeActors,
  type Trade,
} from './trade-helpers.js';
import type { Seller } from './selling-helpers.js';

// Issue 36: processes that span modules are flows above them (server/src/flows/), whose steps call
// the modules' faces in one transaction. Each test builds a flow on the app's own ports with one
// later step failing, and finds every earlier step's write rolled back; then the real flow runs.

const actor = (who: Seller, roles = ['user']) => ({ userId: who.id, sessionId: 0, roles });
const inboxDown = new Error('inbox down');

/** The flow built on the app's ports with `patch` in place of some (a step that fails). */
function rebuilt<K extends keyof Ports>(ctx: TestCtx, flow: FlowManifest, port: K, patch: Partial<Ports>): Ports[K] {
  const built = flow.build({ ...ctx.app.services, ...patch });
  return built[port]!;
}
/** The messages port whose sends throw: the last step of every flow here. */
const failingInbox = (ctx: TestCtx): Partial<Ports> => ({
  messages: {
    ...ctx.app.services.messages,
    sendMessage: async () => {
      throw inboxDown;
    },
  },
});
const events = (ctx: TestCtx, orderId: number, type: string) =>
  count(ctx, sql`select count(*) as n from order_events where order_id = ${orderId} and type = ${type}`);
const chatLines = (ctx: TestCtx, orderId: number) =>
  count(ctx, sql`select count(*) as n from order_chat where order_id = ${orderId} and role = 'system'`);

describe('flows', () => {
  let ctx: TestCtx;
  let t: Trade;
  before(async () => {
    ctx = await setup();
    t = await tradeActors(ctx);
  });
  after(async () => ctx.close());

  test('pay-order: a failing send rolls back the order step and the escrow; the real flow pays', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const orderId = await orderOf(ctx, t.buyer, goodsId);
    const flow = rebuilt(ctx, payOrderFlow, 'payOrder', failingInbox(ctx));
    await assert.rejects(
      ctx.db.db.transaction((tx) => flow.run(tx, orderId, ctx.clock.now())),
      (e) => e === inboxDown,
    );
    const o = await orderRow(ctx, orderId);
    assert.equal(o.state, 0, 'still unpaid');
    assert.equal(o.paid_at, null);
    assert.equal(await events(ctx, orderId, 'paid'), 0);
    assert.equal(await chatLines(ctx, orderId), 0);
    assert.equal(await ledger(ctx, 'order', orderId, 'escrow_in'), 0, 'escrow not booked');

    // the payment module's purpose 'order' is this flow, declared by its manifest
    assert.equal(
      ctx.app.services.extensions.all('payment.purpose').find((x) => x.purpose === 'order')?.handler,
      ctx.app.services.payOrder.purpose,
    );
    await paySandbox(ctx, t.buyer, orderId);
    assert.equal((await orderRow(ctx, orderId)).state, 1);
    assert.equal(await events(ctx, orderId, 'paid'), 1);
    assert.equal(await chatLines(ctx, orderId), 1);
    assert.equal(await ledger(ctx, 'order', orderId, 'escrow_in'), 1);
    // a second run finds the order paid: null, nothing written
    assert.equal(
      await ctx.db.db.transaction((tx) => ctx.app.services.payOrder.run(tx, orderId, ctx.clock.now())),
      null,
    );
    assert.equal(await ledger(ctx, 'order', orderId, 'escrow_in'), 1);
  });

  test('complete-order: a failing send rolls back the order, the good and the settlement; confirm then completes', async () => {
    const { goodsId, orderId } = await paidOrder(ctx, t);
    const before = await balances(ctx, t.seller.id);
    const flow = rebuilt(ctx, completeOrderFlow, 'completeOrder', failingInbox(ctx));
    await assert.rejects(flow.confirm(actor(t.buyer), orderId), (e) => e === inboxDown);
    assert.equal((await orderRow(ctx, orderId)).state, 1, 'still in handover');
    assert.equal(await saleState(ctx, goodsId), SALE_STATE.inTrade, 'the good is not sold');
    assert.deepEqual(await balances(ctx, t.seller.id), before, 'the seller is not credited');
    assert.equal(await ledger(ctx, 'order', orderId, 'escrow_out'), 0);
    assert.equal(await events(ctx, orderId, 'completed'), 0);

    // the auto-confirm job completes through this flow too (the order module's 'order.completion')
    assert.equal(ctx.app.services.extensions.one('order.completion'), ctx.app.services.completeOrder.run);
    await ok200(as(ctx, t.buyer, 'POST', `/api/order/${orderId}/confirm`));
    assert.equal((await orderRow(ctx, orderId)).state, 2);
    assert.equal(await saleState(ctx, goodsId), SALE_STATE.sold);
    assert.equal(await ledger(ctx, 'order', orderId, 'escrow_out'), 1);
    const after = await balances(ctx, t.seller.id);
    assert.ok(after.cached > before.cached && after.cached === after.sum, 'the seller is credited');
  });

  test('release-dispute: a failing step of the completion rolls back the decision too', async () => {
    const { goodsId, orderId } = await paidOrder(ctx, t);
    const d = await ok200(
      as(ctx, t.buyer, 'POST', `/api/order/${orderId}/dispute`, {
        reason: 'cannot_login',
        description: '卖家给的密码无法登录',
      }),
    );
    const before = await balances(ctx, t.seller.id);
    const decisions = await audits(ctx, 'dispute.release');
    const complete = rebuilt(ctx, completeOrderFlow, 'completeOrder', failingInbox(ctx));
    const flow = rebuilt(ctx, releaseDisputeFlow, 'releaseDispute', { completeOrder: complete });
    await assert.rejects(
      flow.release(actor(t.staff, ['user', 'operator']), d.id, { note: '核实后放款' }),
      (e) => e === inboxDown,
    );
    assert.equal(await count(ctx, sql`select state as n from disputes where id = ${d.id}`), 0, 'still open');
    assert.equal((await orderRow(ctx, orderId)).state, 5, 'still frozen');
    assert.equal(await saleState(ctx, goodsId), SALE_STATE.inTrade);
    assert.deepEqual(await balances(ctx, t.seller.id), before);
    assert.equal(await audits(ctx, 'dispute.release'), decisions);

    await ok200(as(ctx, t.staff, 'POST', `/api/admin/dispute/${d.id}/release`, { note: '核实后放款' }));
    assert.equal((await orderRow(ctx, orderId)).state, 2);
    assert.equal(await saleState(ctx, goodsId), SALE_STATE.sold);
    assert.equal(await audits(ctx, 'dispute.release'), decisions + 1);
  });

  test('claim-payout: a failing send rolls back the claim, the compensation and the recovery', async () => {
    const goodsId = await onSaleGood(ctx, t, { isGuarantee: 1 });
    const orderId = await orderOf(ctx, t.buyer, goodsId, 'tierA');
    await paySandbox(ctx, t.buyer, orderId);
    await ok200(as(ctx, t.buyer, 'POST', `/api/order/${orderId}/confirm`));
    const c = await ok200(
      as(ctx, t.buyer, 'POST', '/api/claim', {
        orderId,
        evidence: '原卖家通过申诉找回了账号，附上登录失败截图和客服回复',
      }),
    );
    const before = await balances(ctx, t.buyer.id);
    const payouts = await audits(ctx, 'claim.compensate');
    const flow = rebuilt(ctx, claimPayoutFlow, 'claimPayout', failingInbox(ctx));
    await assert.rejects(flow.compensate(actor(t.staff, ['user', 'operator']), c.id, {}), (e) => e === inboxDown);
    assert.equal(await count(ctx, sql`select status as n from claims where id = ${c.id}`), 0, 'still pending');
    assert.deepEqual(await balances(ctx, t.buyer.id), before, 'the buyer is not paid');
    assert.equal(await ledger(ctx, 'claim', c.id, 'claim_comp'), 0);
    assert.equal(await saleState(ctx, goodsId), SALE_STATE.sold, 'not marked recovered');
    assert.equal(await events(ctx, orderId, 'claim_compensated'), 0);
    assert.equal(await audits(ctx, 'claim.compensate'), payouts);

    const paid = await ok200(as(ctx, t.staff, 'POST', `/api/admin/claim/${c.id}/compensate`, {}));
    assert.equal(paid.status, 1);
    assert.equal(await ledger(ctx, 'claim', c.id, 'claim_comp'), 1);
    assert.equal((await balances(ctx, t.buyer.id)).cached, before.cached + paid.compensationFen);
    assert.equal(await saleState(ctx, goodsId), SALE_STATE.recovered);
    assert.equal(await audits(ctx, 'claim.compensate'), payouts + 1);
  });
});

describe('extension points', () => {
  test('one answer per point: none reads undefined, two are a fault in the manifests', () => {
    const x = new Extensions();
    assert.equal(x.one('order.completion'), undefined);
    const complete = async () => null;
    x.add({ to: 'order.completion', value: complete });
    assert.equal(x.one('order.completion'), complete);
    x.add({ to: 'order.completion', value: async () => null });
    assert.throws(() => x.one('order.completion'), /filled 2 times/);
    assert.equal(x.all('order.completion').length, 2);
  });
});
