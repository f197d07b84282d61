import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app-types.js';
import { releaseReserveFlow } from '../src/flows/release-reserve.js';
import { startModuleJobs } from '../src/jobs.js';
import type { Ports } from '../src/module-kit.js';
import { seed } from '../src/db/seed.js';
import { otherInstance, setup, testConfig, type TestCtx } from './helpers.js';
import { as, audits, inbox, ok200 } from './aftersale-helpers.js';
import { balances, count, onSaleGood, orderOf, paySandbox, tradeActors, type Trade } from './trade-helpers.js';
import type { Seller } from './selling-helpers.js';

// Issue 42 item 2: the seller reserve behind 包赔. Runs on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL (the two instances then have their own connection pools).

const DAY = 86_400_000;
/** what a completed ¥1288 order pays the seller at 5 %, and the default 30 % of it held */
const INCOME = 128800 - 6440;
const RESERVE = Math.floor((INCOME * 30) / 100);
const EVIDENCE = '原卖家通过申诉找回了账号，附上登录失败截图和客服回复';
/** sessions must outlive the weeks the clock moves on */
const ENV = {
  TOKEN_TTL_DAYS: '365',
  SESSION_MAX_DAYS: '3650',
  RATE_WITHDRAW_USER: '1000',
  RATE_ORDER_CREATE_USER: '1000',
};

type Summary = {
  balanceFen: number;
  availableFen: number;
  reserveFen: number;
  reserves: { orderId: number; orderNo: string; heldFen: number; releaseAt: string }[];
  debtFen: number;
};

function helpers(get: () => { ctx: TestCtx; t: Trade }) {
  const h = {
    async completed(protection: 'none' | 'basic' | 'tierA' | 'tierB' = 'tierA', seller?: Seller) {
      const { ctx, t } = get();
      const who = seller ? { ...t, seller } : t;
      const isGuarantee = protection === 'basic' ? 2 : protection === 'none' ? 0 : 1;
      const goodsId = await onSaleGood(ctx, who, { isGuarantee });
      const orderId = await orderOf(ctx, t.buyer, goodsId, protection);
      await paySandbox(ctx, t.buyer, orderId);
      await ok200(as(ctx, t.buyer, 'POST', `/api/order/${orderId}/confirm`));
      return orderId;
    },
    summary: async (who?: Seller): Promise<Summary> =>
      ok200(as(get().ctx, who ?? get().t.seller, 'GET', '/api/wallet')),
    file: async (orderId: number) =>
      ok200(as(get().ctx, get().t.buyer, 'POST', '/api/claim', { orderId, evidence: EVIDENCE })),
    compensate: async (claimId: number) =>
      ok200(as(get().ctx, get().t.staff, 'POST', `/api/admin/claim/${claimId}/compensate`, {})),
    refuse: async (claimId: number) =>
      ok200(
        as(get().ctx, get().t.staff, 'POST', `/api/admin/claim/${claimId}/refuse`, { reason: '证据不足，无法核实' }),
      ),
    withdraw: (amountFen: number, who?: Seller) =>
      as(get().ctx, who ?? get().t.seller, 'POST', '/api/wallet/withdraw', {
        amountFen,
        alipayAccount: 'seller_pay@example.com',
        accountName: '王测试',
      }),
    release: (app?: App, batch?: number) => (app ?? get().ctx.app).services.releaseReserve.releaseDue(batch),
    reserve: async (orderId: number) => {
      const r = (await get().ctx.db.db.execute(
        sql`select status, amount_fen, held_fen, released_fen, release_at from seller_reserves where order_id = ${orderId}`,
      )) as unknown as {
        rows: { status: number; amount_fen: number; held_fen: number; released_fen: number | null; release_at: Date }[];
      };
      return r.rows[0];
    },
    /** the wallet entries of one ref, by kind (user and platform summed) */
    async entries(refType: string, refId: number) {
      const r = (await get().ctx.db.db.execute(
        sql`select kind, sum(amount_fen)::int as s from wallet_entries where ref_type = ${refType} and ref_id = ${refId} group by kind order by kind`,
      )) as unknown as { rows: { kind: string; s: number }[] };
      return Object.fromEntries(r.rows.map((x) => [x.kind, Number(x.s)]));
    },
    /** every user's cached balance is the sum of their entries */
    async ledgerHolds() {
      const r = (await get().ctx.db.db.execute(
        sql`select u.id, u.balance_fen::bigint as b, coalesce((select sum(amount_fen) from wallet_entries e where e.user_id = u.id), 0)::bigint as s from users u`,
      )) as unknown as { rows: { id: number; b: string; s: string }[] };
      for (const u of r.rows) assert.equal(Number(u.b), Number(u.s), `user ${u.id}: cached balance ≠ its entries`);
      // and what sellers' reserves hold is in their balance: available never below zero
      const neg = await count(
        get().ctx,
        sql`select count(*) as n from users u where u.balance_fen < (select coalesce(sum(held_fen), 0) from seller_reserves r where r.seller_id = u.id and r.status = 0)`,
      );
      assert.equal(neg, 0, 'a seller holds more reserve than balance');
    },
    released: (orderId: number) =>
      count(
        get().ctx,
        sql`select count(*) as n from audit_log where action = 'wallet.reserveReleased' and target_id = ${orderId}`,
      ),
  };
  return h;
}

describe('seller reserve (保证金)', () => {
  let ctx: TestCtx;
  let t: Trade;
  before(async () => {
    ctx = await setup({ env: ENV });
    t = await tradeActors(ctx);
  });
  after(async () => ctx.close());
  const h = helpers(() => ({ ctx, t }));

  test('a covered order holds 30 % of the income for 7 days: sale postings unchanged, the wallet shows held and available with the date, the seller is told', async () => {
    const before = await h.summary();
    const orderId = await h.completed('tierA');
    const s = await h.summary();
    assert.equal(s.balanceFen - before.balanceFen, INCOME, 'the income is in the balance, as before');
    assert.equal(s.reserveFen - before.reserveFen, RESERVE);
    assert.equal(s.availableFen - before.availableFen, INCOME - RESERVE);
    const held = s.reserves.find((r) => r.orderId === orderId)!;
    assert.equal(held.heldFen, RESERVE);
    assert.equal(held.releaseAt, new Date(ctx.clock.now().getTime() + 7 * DAY).toISOString());
    // the sale's postings are what they were: the ledger balances to the fen
    const e = await h.entries('order', orderId);
    assert.equal(e.sale_income, INCOME);
    assert.equal(e.escrow_in! + e.escrow_out!, 0);
    assert.equal(e.sale_income! + e.commission! + e.protection_fee!, e.escrow_in);
    // told in the inbox with the release date, and outside the app (SMS / subscription message) once
    const msg = (await ctx.db.db.execute(
      sql`select content from messages where user_id = ${t.seller.id} and send_type = 21 order by id desc limit 1`,
    )) as unknown as { rows: { content: string }[] };
    assert.match(msg.rows[0]!.content, /保证金冻结/);
    assert.match(msg.rows[0]!.content, /2026年3月8日 10:00 解冻/);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from notify_outbox where user_id = ${t.seller.id} and event = 'reserve_update'`,
      ),
      1,
    );
    await h.ledgerHolds();
  });

  test('uncovered orders hold nothing; every tier a claim can be filed on does', async () => {
    const before = await h.summary();
    const none = await h.completed('none');
    assert.equal(await h.reserve(none), undefined);
    const s = await h.summary();
    assert.equal(s.availableFen - before.availableFen, INCOME);
    assert.equal(s.reserveFen, before.reserveFen);
    const basic = await h.completed('basic');
    assert.equal((await h.reserve(basic))!.held_fen, RESERVE);
    const b = await h.completed('tierB');
    assert.equal((await h.reserve(b))!.held_fen, RESERVE);
    await h.ledgerHolds();
  });

  test('withdrawals: only what is available may leave; refused while a claim on one of the seller’s sales is open', async () => {
    const s = await h.summary();
    assert.ok(s.reserveFen > 0);
    const over = await h.withdraw(s.availableFen + 1);
    assert.equal(over.statusCode, 409);
    assert.match(over.json().msg, /保证金/);
    assert.equal(await count(ctx, sql`select count(*) as n from withdrawals where user_id = ${t.seller.id}`), 0);
    assert.deepEqual(await h.summary(), s, 'a refusal changes nothing');
    // a claim on one of the seller's orders: withdrawals wait until it is decided
    const orderId = await h.completed('tierA');
    const c = await h.file(orderId);
    const waiting = await h.withdraw(1000);
    assert.equal(waiting.statusCode, 409);
    assert.equal(waiting.json().msg, '您售出的订单有处理中的找回申请，处理完成前暂不能提现');
    assert.equal(await count(ctx, sql`select count(*) as n from withdrawals where user_id = ${t.seller.id}`), 0);
    // another seller is not held up by it
    assert.equal(await h.summary(t.other).then((x) => x.reserveFen), 0);
    await h.refuse(c.id);
    const ok = await h.withdraw(1000);
    assert.equal(ok.statusCode, 200, ok.body);
    await ok200(as(ctx, t.staff, 'POST', `/api/admin/withdraw/${ok.json().data.id}/reject`, { reason: '测试驳回' }));
    await h.ledgerHolds();
  });
});

describe('a claim draws on the reserve, then on the seller’s later proceeds', () => {
  let ctx: TestCtx;
  let t: Trade;
  before(async () => {
    ctx = await setup({ env: ENV });
    t = await tradeActors(ctx);
  });
  after(async () => ctx.close());
  const h = helpers(() => ({ ctx, t }));

  test('inside the window: the reserve first, the platform advances the rest, the next sale and the next release repay it', async () => {
    const o1 = await h.completed('tierA');
    const c = await h.file(o1);
    const sellerBefore = await balances(ctx, t.seller.id);
    const buyerBefore = await balances(ctx, t.buyer.id);
    const paid = await h.compensate(c.id);
    const C = paid.compensationFen as number;
    assert.equal(C, 128800);
    // the buyer is paid in full; the seller's reserve is taken; the platform pays only the rest
    assert.equal((await balances(ctx, t.buyer.id)).cached - buyerBefore.cached, C);
    assert.equal((await balances(ctx, t.seller.id)).cached - sellerBefore.cached, -RESERVE);
    const claimEntries = await h.entries('claim', c.id);
    assert.deepEqual(claimEntries, { claim_comp: C, claim_payout: -(C - RESERVE), reserve_draw: -RESERVE });
    assert.equal(
      Object.values(claimEntries).reduce((a, b) => a + b, 0),
      0,
      'the claim’s entries sum to zero',
    );
    const r1 = (await h.reserve(o1))!;
    assert.equal(r1.held_fen, 0);
    assert.equal(r1.status, 2, 'used up');
    let s = await h.summary();
    const advanced = C - RESERVE;
    assert.equal(s.debtFen, advanced);
    assert.equal(s.reserveFen, 0);
    const told = (await ctx.db.db.execute(
      sql`select content from messages where user_id = ${t.seller.id} and send_type = 47`,
    )) as unknown as { rows: { content: string }[] };
    assert.match(told.rows[0]!.content, /从该订单的保证金中扣除/);
    assert.match(told.rows[0]!.content, /之后的货款/);

    // the next sale: its reserve is held as usual, the debt comes off the available part first
    const o2 = await h.completed('tierA');
    const repaid2 = Math.min(advanced, INCOME - RESERVE);
    assert.deepEqual(
      {
        debt_repay: (await h.entries('order', o2)).debt_repay,
        debt_recovered: (await h.entries('order', o2)).debt_recovered,
      },
      { debt_repay: -repaid2, debt_recovered: repaid2 },
    );
    s = await h.summary();
    assert.equal(s.debtFen, advanced - repaid2);
    assert.equal(s.reserveFen, RESERVE);
    assert.ok(advanced - repaid2 > 0, 'some debt is left for the release');

    // the window passes: the release repays the rest of the debt before the reserve becomes available
    const availBefore = s.availableFen;
    ctx.clock.advance(7 * DAY + 1000);
    assert.equal(await h.release(), 1);
    const r2 = (await h.reserve(o2))!;
    assert.equal(r2.status, 1);
    assert.equal(r2.released_fen, RESERVE - (advanced - repaid2));
    s = await h.summary();
    assert.equal(s.debtFen, 0);
    assert.equal(s.availableFen - availBefore, RESERVE - (advanced - repaid2));
    // the platform recovered every fen it advanced
    const [plat] = (
      (await ctx.db.db.execute(
        sql`select coalesce(sum(amount_fen), 0)::int as s from wallet_entries where user_id is null and kind in ('claim_payout', 'debt_recovered')`,
      )) as unknown as { rows: { s: number }[] }
    ).rows;
    assert.equal(Number(plat!.s), 0);
    await h.ledgerHolds();
    // the debt once paid is not taken again
    const o3 = await h.completed('none');
    assert.equal((await h.entries('order', o3)).debt_repay, undefined);
  });

  test('after the window: nothing is left in the reserve, the platform advances it all and the seller owes it', async () => {
    const o = await h.completed('tierA');
    ctx.clock.advance(7 * DAY + 1000);
    assert.equal(await h.release(), 1);
    const c = await h.file(o);
    await h.compensate(c.id);
    assert.deepEqual(await h.entries('claim', c.id), { claim_comp: 128800, claim_payout: -128800 });
    assert.equal((await h.summary()).debtFen, 128800);
    // a seller who owes the platform cannot delete the account
    assert.match(String(await ctx.app.services.wallet.cancelBlocker({ id: t.seller.id } as never, ctx.db.db)), /垫付/);
    await h.ledgerHolds();
  });
});

describe('the release job', () => {
  let ctx: TestCtx;
  let t: Trade;
  before(async () => {
    ctx = await setup({ env: ENV });
    t = await tradeActors(ctx);
  });
  after(async () => ctx.close());
  const h = helpers(() => ({ ctx, t }));

  test('after the window the reserve moves to available once; an open claim keeps it held until decided', async () => {
    const free = await h.completed('tierA');
    const claimed = await h.completed('tierA');
    const c = await h.file(claimed);
    ctx.clock.advance(6 * DAY);
    assert.equal(await h.release(), 0, 'not before the window');
    const before = await h.summary();
    ctx.clock.advance(DAY + 1000);
    assert.equal(await h.release(), 1);
    assert.equal(await h.release(), 0, 'never twice');
    assert.equal((await h.reserve(free))!.status, 1);
    assert.equal((await h.reserve(claimed))!.status, 0, 'a claim is open on it');
    const after = await h.summary();
    assert.equal(after.availableFen - before.availableFen, RESERVE);
    assert.equal(after.balanceFen, before.balanceFen, 'the money was in the balance all along');
    assert.equal(await h.released(free), 1);
    assert.equal(await inbox(ctx, t.seller.id, 80), 1);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from notify_outbox where user_id = ${t.seller.id} and event_key like 'reserve_update:released:%'`,
      ),
      1,
    );
    // the claim is refused: the next run releases the reserve it held
    await h.refuse(c.id);
    assert.equal(await h.release(), 1);
    assert.equal((await h.reserve(claimed))!.status, 1);
    assert.equal(await h.released(claimed), 1);
    assert.equal(await audits(ctx, 'wallet.reserveReleased'), 2);
    await h.ledgerHolds();
  });

  test('a run that fails half-way keeps what it committed, and the next run catches up; each reserve once', async () => {
    const orders = [await h.completed('tierA'), await h.completed('tierA'), await h.completed('tierA')];
    ctx.clock.advance(7 * DAY + 1000);
    // the inbox fails on the second reserve: its batch rolls back, the first batch stays
    let sends = 0;
    const services = ctx.app.services;
    const failing: Partial<Ports> = {
      messages: {
        ...services.messages,
        sendMessage: async (...a: Parameters<Ports['messages']['sendMessage']>) => {
          if (++sends === 2) throw new Error('inbox down');
          return services.messages.sendMessage(...a);
        },
      },
    };
    const broken = releaseReserveFlow.build({ ...services, ...failing }).releaseReserve!;
    await assert.rejects(broken.releaseDue(1), /inbox down/);
    assert.deepEqual(await Promise.all(orders.map(h.released)), [1, 0, 0]);
    assert.equal((await h.reserve(orders[1]!))!.status, 0, 'rolled back: still held');
    // the restarted job catches up
    assert.equal(await h.release(), 2);
    assert.deepEqual(await Promise.all(orders.map(h.released)), [1, 1, 1]);
    await h.ledgerHolds();
  });

  describe('two instances and a restart', () => {
    /** a second instance on the same database (its own pool on PostgreSQL) */
    const other = otherInstance(() => ctx);
    let app2: App;
    const instance = () => other.start();
    before(async () => {
      app2 = await instance();
    });
    after(async () => {
      await app2?.close();
      await other.close();
    });

    test('both running the job at once release each reserve once', async () => {
      const orders = [];
      for (let i = 0; i < 4; i++) orders.push(await h.completed('tierA'));
      const before = await h.summary();
      ctx.clock.advance(7 * DAY + 1000);
      const [x, y] = await Promise.all([h.release(ctx.app, 1), h.release(app2, 1)]);
      assert.equal(x + y, 4, `${x} + ${y}`);
      for (const o of orders) assert.equal(await h.released(o), 1, `order ${o}`);
      const after = await h.summary();
      assert.equal(after.availableFen - before.availableFen, 4 * RESERVE);
      assert.equal(after.reserveFen, 0);
      await h.ledgerHolds();
    });

    test('an instance down past the window catches up when it starts again (its job runs at start)', async () => {
      const o = await h.completed('tierA');
      await app2.close();
      await ctx.app.close();
      // down for ten days: nothing runs
      ctx.clock.advance(10 * DAY);
      assert.equal(await h.released(o), 0);
      app2 = await instance();
      const jobs = startModuleJobs(app2.modules, app2.services, app2.log, ctx.config);
      assert.ok(jobs.names.includes('release-reserve'));
      // stop waits for the run in progress: the one at start
      await jobs.stop();
      assert.equal(await h.released(o), 1);
      assert.equal((await h.reserve(o))!.status, 1);
      // the test context's own app is closed; the file's after hook must not close it twice
      ctx.app = app2;
    });
  });
});

describe('the published rule is the enforced one', () => {
  let ctx: TestCtx;
  let t: Trade;
  before(async () => {
    ctx = await setup({ env: { ...ENV, SELLER_RESERVE_PERCENT: '50', SELLER_RESERVE_DAYS: '3' } });
    await seed(ctx.db.db, { dataKey: ctx.config.dataKey, seedDemo: false }, ctx.clock);
    t = await tradeActors(ctx);
  });
  after(async () => ctx.close());
  const h = helpers(() => ({ ctx, t }));

  test('a changed share and window: GET /api/rules, the rules page, the hold and the job all follow', async () => {
    const rules = (await ctx.app.inject({ method: 'GET', url: '/api/rules' })).json().data;
    assert.equal(rules['reserve.percent'], '50%');
    assert.equal(rules['reserve.days'], '3 天');
    const page = (await ctx.app.inject({ method: 'GET', url: '/api/V2/H5/gonggaoDetails?noticeType=jyxz' })).json().data
      .noticeContent as string;
    assert.match(page, /余款中的 <strong>50%<\/strong> 作为保证金冻结 <strong>3 天<\/strong>/);
    const o = await h.completed('tierA');
    const held = Math.floor(INCOME / 2);
    assert.equal((await h.reserve(o))!.held_fen, held);
    const s = await h.summary();
    assert.equal(s.reserves[0]!.releaseAt, new Date(ctx.clock.now().getTime() + 3 * DAY).toISOString());
    ctx.clock.advance(3 * DAY - 1000);
    assert.equal(await h.release(), 0);
    ctx.clock.advance(2000);
    assert.equal(await h.release(), 1);
  });
});

test('the settings have bounds: a share over 100 % or a window of 0 days is refused at start', () => {
  assert.throws(() => testConfig({ SELLER_RESERVE_PERCENT: '101' }), /SELLER_RESERVE_PERCENT/);
  assert.throws(() => testConfig({ SELLER_RESERVE_DAYS: '0' }), /SELLER_RESERVE_DAYS/);
  assert.throws(() => testConfig({ SELLER_RESERVE_PERCENT: '3.5' }), /SELLER_RESERVE_PERCENT/);
  assert.equal(testConfig({ SELLER_RESERVE_PERCENT: '0' }).trade.reserve.percent, 0);
});
