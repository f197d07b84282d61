import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import type { App } from '../src/app-types.js';
import { wrapPg, type DbHandle } from '../src/db/client.js';
import { startModuleJobs } from '../src/jobs.js';
import type { BillLine } from '../src/modules/payment/index.js';
import { as, audits, ok200 } from './aftersale-helpers.js';
import { pgUrls, setup, TEST_DATABASE_URL, type TestCtx } from './helpers.js';
import { q } from './selling-helpers.js';
import { count, paidOrder, tradeActors, type Trade } from './trade-helpers.js';

/**
 * Issue 43 item 2: the daily reconciliation. The app runs in sandbox mode; the sandbox serves its own
 * bill from what it executed, and a test plays a fake provider by planting changes into that bill
 * (a line more, a line less, an amount off by a fen). Beijing days: the clock starts at 10:00 on
 * 2026-03-01 (02:00 UTC) and the job compares a day after 10:00 of the next.
 */
const HOUR = 3_600_000;
type Plant = (lines: BillLine[]) => BillLine[];
const plants = new Map<string, Plant>();
let ctx: TestCtx;
let t: Trade;

before(async () => {
  ctx = await setup({
    payment: {
      // a fake provider: the sandbox's real bill, with this test's plants applied
      bills: async (provider, day) => {
        const real = await ctx.app.services.sandbox!.downloadBill(day);
        return (plants.get(`${provider}:${day}`) ?? ((x) => x))(real);
      },
    },
  });
  t = await tradeActors(ctx);
});
after(() => ctx?.close());

const recon = (app: App = ctx.app) => app.services.recon;
/** Moves the clock, keeping everyone's session in use. */
async function pass(ms: number) {
  ctx.clock.advance(ms);
  for (const u of [t.buyer, t.seller, t.staff, t.other]) await as(ctx, u, 'GET', '/api/system/user/profile');
}
const runsOf = (day: string) =>
  q<{ id: number; status: number; mismatch_count: number; bill_lines: number; attempts: number }>(
    ctx,
    sql`select id, status, mismatch_count, bill_lines, attempts from recon_runs where provider = 'sandbox' and day = ${day}`,
  );
const mismatchesOf = (day: string) =>
  q<{ id: number; kind: string; pay_no: string | null; bill_amount_fen: number | null; our_amount_fen: number | null }>(
    ctx,
    sql`select id, kind, pay_no, bill_amount_fen, our_amount_fen from recon_mismatches where day = ${day} order by id`,
  );
const payNoOf = async (orderId: number) =>
  (await q<{ pay_no: string }>(ctx, sql`select pay_no from payments where order_id = ${orderId} and status = 1`))[0]!
    .pay_no;
const amountOf = async (payNo: string) =>
  Number((await q<{ a: number }>(ctx, sql`select amount_fen as a from payments where pay_no = ${payNo}`))[0]!.a);

/** Opens a dispute on a paid order and has the operator refund it (the sandbox refunds at once). */
async function refundedOrder() {
  const { orderId } = await paidOrder(ctx, t);
  const d = await ok200(
    as(ctx, t.buyer, 'POST', `/api/order/${orderId}/dispute`, {
      reason: 'cannot_login',
      description: '卖家给的密码无法登录，验证码也收不到',
    }),
  );
  const r = await ok200(
    as(ctx, t.staff, 'POST', `/api/admin/dispute/${d.id}/refund`, { note: '卖家未能提供可登录的账号' }),
  );
  assert.equal(r.state, 3, 'refunded');
  return orderId;
}

describe('daily reconciliation', () => {
  test('a clean day finds nothing: payments and a dispute refund, each in the bill, the ledger and our records', async () => {
    await paidOrder(ctx, t);
    await paidOrder(ctx, t);
    await refundedOrder();
    // before 10:00 the next day, yesterday is not due yet
    await pass(23 * HOUR); // 2026-03-02 09:00
    assert.ok(!recon().dueDays(ctx.clock.now()).includes('2026-03-01'));
    await recon().runDue();
    assert.equal((await runsOf('2026-03-01')).length, 0);
    await pass(1.5 * HOUR); // 10:30
    await recon().runDue();
    const [run] = await runsOf('2026-03-01');
    assert.equal(run!.status, 1);
    assert.equal(run!.bill_lines, 4, 'three payments and one refund in the sandbox bill');
    assert.equal(run!.mismatch_count, 0);
    assert.deepEqual(await mismatchesOf('2026-03-01'), []);
    // the days before it, inside the catch-up window, were compared too (nothing happened then)
    assert.equal(await count(ctx, sql`select count(*) as n from recon_runs where status = 1`), 7);
    // a second tick does nothing again
    assert.equal(await recon().runDue(), 0);
    assert.equal(await count(ctx, sql`select count(*) as n from recon_runs`), 7);
  });

  test('planted mismatches are found: missing from the ledger, an amount off by 1 fen, a refund never made, an unknown payment', async () => {
    const day = '2026-03-02';
    const e = await paidOrder(ctx, t);
    const f = await paidOrder(ctx, t);
    const g = await refundedOrder();
    const [payE, payF, payG] = [await payNoOf(e.orderId), await payNoOf(f.orderId), null];
    void payG;
    const gPay = (await q<{ pay_no: string }>(ctx, sql`select pay_no from payments where order_id = ${g}`))[0]!.pay_no;
    // the ledger lost E's escrow (a planted hole), the provider's bill says F was a fen more, never made
    // G's refund, and took a payment we never created
    await ctx.db.db.execute(
      sql`delete from wallet_entries where ref_type = 'order' and ref_id = ${e.orderId} and kind = 'escrow_in'`,
    );
    const stranger = 'P260302' + '9'.repeat(16);
    plants.set(`sandbox:${day}`, (lines) => [
      ...lines
        .filter((l) => !(l.kind === 'refund' && l.payNo === gPay))
        .map((l) => (l.kind === 'pay' && l.payNo === payF ? { ...l, amountFen: l.amountFen + 1 } : l)),
      {
        kind: 'pay',
        payNo: stranger,
        providerTradeNo: 'SBXSTRANGER',
        refundNo: null,
        amountFen: 500,
        status: 'SUCCESS',
        at: '',
      },
    ]);
    await pass(24 * HOUR); // 2026-03-03 10:30
    await recon().runDue();
    const found = await mismatchesOf(day);
    const kinds = found.map((m) => `${m.kind}:${m.pay_no}`).sort();
    assert.deepEqual(
      kinds,
      [
        `amount_differs:${payF}`,
        `not_in_ledger:${payE}`,
        `refund_not_made:${gPay}`,
        `unknown_payment:${stranger}`,
      ].sort(),
    );
    const off = found.find((m) => m.kind === 'amount_differs')!;
    assert.equal(off.bill_amount_fen! - off.our_amount_fen!, 1, 'one fen is a mismatch');
    assert.equal(off.our_amount_fen, await amountOf(payF));
    const [run] = await runsOf(day);
    assert.equal(run!.mismatch_count, 4);
  });

  test('non-staff get 403, logged out 401; bad input changes nothing', async () => {
    for (const [m, url] of [
      ['GET', '/api/admin/recon/runs'],
      ['GET', '/api/admin/recon/mismatches'],
      ['POST', '/api/admin/recon/mismatch/1/adjust'],
      ['POST', '/api/admin/recon/mismatch/1/refund'],
      ['POST', '/api/admin/recon/mismatch/1/explain'],
    ] as const) {
      const body = m === 'POST' ? { amountFen: 1, memo: '补记', note: '已核实' } : undefined;
      assert.equal((await as(ctx, t.buyer, m, url, body)).statusCode, 403, url);
      assert.equal((await as(ctx, null, m, url, body)).statusCode, 401, url);
    }
    const [m] = await mismatchesOf('2026-03-02');
    assert.equal(
      (await as(ctx, t.staff, 'POST', `/api/admin/recon/mismatch/${m!.id}/explain`, { note: ' ' })).statusCode,
      400,
    );
    assert.equal(
      (await as(ctx, t.staff, 'POST', `/api/admin/recon/mismatch/${m!.id}/adjust`, { amountFen: 0, memo: '补记账' }))
        .statusCode,
      400,
    );
    assert.equal(
      (await as(ctx, t.staff, 'POST', '/api/admin/recon/mismatch/999999/explain', { note: '核实无误' })).statusCode,
      404,
    );
    assert.equal(await count(ctx, sql`select count(*) as n from recon_mismatches where state <> 0`), 0);
    assert.equal(await count(ctx, sql`select count(*) as n from audit_log where action like 'recon.%'`), 0);
  });

  test('the console lists runs and mismatches with what may still be done', async () => {
    const runs = await ok200(as(ctx, t.staff, 'GET', '/api/admin/recon/runs?pageSize=50'));
    assert.equal(runs.total, 8);
    const r = runs.rows.find((x: { day: string }) => x.day === '2026-03-02');
    assert.equal(r.mismatchCount, 4);
    assert.equal(r.openCount, 4);
    assert.equal(r.statusText, '已完成');
    const list = await ok200(as(ctx, t.staff, 'GET', `/api/admin/recon/mismatches?state=0&runId=${r.id}`));
    assert.equal(list.total, 4);
    for (const m of list.rows) {
      assert.ok(m.kindText && m.detail, 'Chinese kind and detail');
      assert.deepEqual(m.actions, ['adjust', 'refund', 'explain']);
    }
  });

  test('补记账: one correcting entry through the wallet with the memo, audited; a second action on it is refused', async () => {
    const m = (await mismatchesOf('2026-03-02')).find((x) => x.kind === 'not_in_ledger')!;
    const body = { amountFen: m.our_amount_fen!, memo: '担保收款漏记，补记' };
    const [a, b] = await Promise.all([
      as(ctx, t.staff, 'POST', `/api/admin/recon/mismatch/${m.id}/adjust`, body),
      as(ctx, t.staff, 'POST', `/api/admin/recon/mismatch/${m.id}/adjust`, body),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 409]);
    const done = (a.statusCode === 200 ? a : b).json().data;
    assert.equal(done.state, 2);
    assert.equal(done.actionText, '补记账');
    assert.equal(done.suggestedFen, m.our_amount_fen, 'the escrow the ledger lacks is what 补记账 offers');
    assert.deepEqual(done.actions, []);
    const entries = await q<{ amount_fen: string; memo: string; user_id: number | null }>(
      ctx,
      sql`select amount_fen, memo, user_id from wallet_entries where kind = 'recon_adjust' and ref_type = 'recon' and ref_id = ${m.id}`,
    );
    assert.equal(entries.length, 1);
    assert.equal(Number(entries[0]!.amount_fen), m.our_amount_fen);
    assert.equal(entries[0]!.user_id, null, 'a platform entry');
    assert.match(entries[0]!.memo, /担保收款漏记，补记/);
    assert.equal(await audits(ctx, 'recon.adjust'), 1);
    for (const action of ['explain', 'refund'])
      assert.equal(
        (await as(ctx, t.staff, 'POST', `/api/admin/recon/mismatch/${m.id}/${action}`, { note: '再处理一次' }))
          .statusCode,
        409,
      );
  });

  test('已核实说明: the note is kept, audited, once', async () => {
    const m = (await mismatchesOf('2026-03-02')).find((x) => x.kind === 'unknown_payment')!;
    const d = await ok200(
      as(ctx, t.staff, 'POST', `/api/admin/recon/mismatch/${m.id}/explain`, { note: '渠道测试交易，已与支付宝核实' }),
    );
    assert.equal(d.note, '渠道测试交易，已与支付宝核实');
    assert.equal(d.actionText, '已核实说明');
    assert.equal(
      (await as(ctx, t.staff, 'POST', `/api/admin/recon/mismatch/${m.id}/explain`, { note: '再次说明' })).statusCode,
      409,
    );
    assert.equal(await audits(ctx, 'recon.explain'), 1);
  });

  test('退款 of money we hold as paid (an order’s escrow) is refused: nothing refunded, the mismatch open', async () => {
    const m = (await mismatchesOf('2026-03-02')).find((x) => x.kind === 'amount_differs')!;
    const r = await as(ctx, t.staff, 'POST', `/api/admin/recon/mismatch/${m.id}/refund`, { note: '多收一分' });
    assert.equal(r.statusCode, 409);
    assert.match(r.json().msg, /售后仲裁/);
    assert.equal(
      await count(ctx, sql`select count(*) as n from pay_sandbox_bill where kind = 'refund' and pay_no = ${m.pay_no}`),
      0,
    );
    assert.equal(
      Number((await q<{ s: number }>(ctx, sql`select status as s from payments where pay_no = ${m.pay_no}`))[0]!.s),
      1,
    );
    assert.equal(await count(ctx, sql`select count(*) as n from recon_mismatches where id = ${m.id} and state = 0`), 1);
    assert.equal(await audits(ctx, 'recon.refund'), 0);
  });

  test('退款: through the payment path with a refund number fixed per mismatch; recorded, audited, once', async () => {
    const m = (await mismatchesOf('2026-03-02')).find((x) => x.kind === 'amount_differs')!;
    // the provider took money for a payment we had closed (the order expired meanwhile): not ours to keep
    await ctx.db.db.execute(sql`update payments set status = 2 where pay_no = ${m.pay_no}`);
    const d = await ok200(
      as(ctx, t.staff, 'POST', `/api/admin/recon/mismatch/${m.id}/refund`, { note: '多收一分，全额退回' }),
    );
    assert.equal(d.state, 2);
    assert.equal(d.actionText, '退款');
    assert.equal(d.entryFen, m.bill_amount_fen);
    assert.match(d.actionRef, /^RC\d{10}$/);
    // the sandbox made the refund (its own bill will show it) and the payment says so
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from pay_sandbox_bill where kind = 'refund' and refund_no = ${d.actionRef}`,
      ),
      1,
    );
    assert.equal(await audits(ctx, 'recon.refund'), 1);
    assert.equal((await as(ctx, t.staff, 'POST', `/api/admin/recon/mismatch/${m.id}/refund`, {})).statusCode, 409);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from pay_sandbox_bill where kind = 'refund' and refund_no = ${d.actionRef}`,
      ),
      1,
    );
  });

  describe('two instances and a restart', () => {
    let db2: DbHandle;
    let app2: App;
    async function instance(): Promise<App> {
      const a = await buildApp({
        config: ctx.config,
        db: db2,
        clock: ctx.clock,
        sms: ctx.sms,
        logStream: { write: () => true } as never,
        payment: {
          bills: async (provider, day) => {
            const real = await a.services.sandbox!.downloadBill(day);
            return (plants.get(`${provider}:${day}`) ?? ((x) => x))(real);
          },
        },
      });
      await a.ready();
      return a;
    }
    before(async () => {
      db2 = TEST_DATABASE_URL ? wrapPg(new pg.Pool({ connectionString: pgUrls.get(ctx.db)!, max: 4 })) : ctx.db;
      app2 = await instance();
    });
    after(async () => {
      await app2?.close();
      if (db2 !== ctx.db) await db2?.close();
    });

    test('both running the job at once: one run per day and provider, its mismatches stored once', async () => {
      // 2026-03-03: the operator's refund above (reconciles clean) and one payment the bill says a fen more
      const day = '2026-03-03';
      const h = await paidOrder(ctx, t);
      const payH = await payNoOf(h.orderId);
      plants.set(`sandbox:${day}`, (lines) =>
        lines.map((l) => (l.kind === 'pay' && l.payNo === payH ? { ...l, amountFen: l.amountFen + 1 } : l)),
      );
      await pass(24 * HOUR); // 2026-03-04 10:30
      const [x, y] = await Promise.all([recon(ctx.app).runDue(), recon(app2).runDue()]);
      assert.equal(x + y, 1, `${x} + ${y}`);
      const runs = await runsOf(day);
      assert.equal(runs.length, 1);
      assert.equal(runs[0]!.status, 1);
      assert.deepEqual(
        (await mismatchesOf(day)).map((m) => `${m.kind}:${m.pay_no}`),
        [`amount_differs:${payH}`],
        'the recon refund matched the sandbox bill; only the planted fen is found',
      );
    });

    test('an instance down for days catches up when it starts again (its job runs at start)', async () => {
      await app2.close();
      await ctx.app.close();
      ctx.clock.advance(3 * 24 * HOUR); // 2026-03-07 10:30: 03-04, 03-05 and 03-06 were missed
      for (const day of ['2026-03-04', '2026-03-05', '2026-03-06']) assert.equal((await runsOf(day)).length, 0);
      app2 = await instance();
      const jobs = startModuleJobs(app2.modules, app2.services, app2.log, ctx.config);
      assert.ok(jobs.names.includes('recon'));
      await jobs.stop();
      for (const day of ['2026-03-04', '2026-03-05', '2026-03-06']) {
        const runs = await runsOf(day);
        assert.equal(runs.length, 1, day);
        assert.equal(runs[0]!.status, 1, day);
      }
      ctx.app = app2;
    });
  });
});
