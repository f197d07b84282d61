import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { inServiceHours, sellerAnswers } from '../src/modules/handover/views.js';
import { as, caseOf, deliverByStaff, NEW_LOGIN } from './handover-helpers.js';
import { setup, type TestCtx } from './helpers.js';
import { CREDENTIALS, newUser, q, uploadShot, type Seller } from './selling-helpers.js';
import { balances, count, onSaleGood, orderOf, paySandbox, tradeActors, type Trade } from './trade-helpers.js';

/**
 * The staff-mediated handover (平台验号换绑, issue 40 item 1): a paid staff-mode order opens a case
 * with a snapshot of its game's checklist; one staff member at a time works it (the seller's login
 * only for the holder, never for a staff member who is a party), checks each item with evidence,
 * delivers the rebound login, which only the buyer reveals; a mismatch refunds the buyer once; the
 * buyer confirms or disputes item by item.
 */
let ctx: TestCtx;
let t: Trade;
let staff2: Seller;
before(async () => {
  ctx = await setup();
  t = await tradeActors(ctx);
  staff2 = await newUser(ctx, { roles: ['user', 'operator'] });
  await ctx.db.db.execute(sql`update users set nick_name = '客服小周' where id = ${t.staff.id}`);
});
after(async () => {
  await ctx.close();
});

const base = '/api/admin/handover/cases';

/** A paid staff-mode order of `seller` bought by `buyer`. */
async function paidStaffOrder(seller = t.seller, buyer = t.buyer) {
  const goodsId = await onSaleGood(ctx, { ...t, seller }, { handoverMode: 'staff' });
  const orderId = await orderOf(ctx, buyer, goodsId);
  await paySandbox(ctx, buyer, orderId);
  return { goodsId, orderId, caseId: await caseOf(ctx, orderId) };
}

const ok = <T>(r: { status: number; data: T; body: string }): T => {
  assert.equal(r.status, 200, r.body);
  return r.data;
};

async function claimed(staff = t.staff) {
  const o = await paidStaffOrder();
  ok(await as(ctx, staff.token, 'POST', `${base}/${o.caseId}/claim`));
  return o;
}

async function passAll(caseId: number, staff = t.staff, except: string[] = []) {
  const shot = await uploadShot(ctx, staff.token);
  const d = ok(await as(ctx, staff.token, 'GET', `${base}/${caseId}`));
  for (const it of d.items as { key: string }[]) {
    if (except.includes(it.key)) continue;
    ok(
      await as(ctx, staff.token, 'PUT', `${base}/${caseId}/items/${it.key}`, {
        result: 'pass',
        evidence: [shot.url],
      }),
    );
  }
  return d.items as { key: string; label: string }[];
}

const refundRows = (orderId: number) => count(ctx, sql`select count(*) as n from refunds where order_id = ${orderId}`);
const refundEntries = (orderId: number) =>
  count(
    ctx,
    sql`select count(*) as n from wallet_entries where ref_type = 'order' and ref_id = ${orderId} and kind = 'refund'`,
  );
/** The first checklist key of a case. */
const firstKey = async (caseId: number) =>
  (await q<{ k: string }>(ctx, sql`select key as k from handover_items where case_id = ${caseId} and position = 1`))[0]!
    .k;
const orderState = async (orderId: number) =>
  Number((await q<{ s: number }>(ctx, sql`select state as s from orders where id = ${orderId}`))[0]!.s);

describe('opening a case', () => {
  test('a paid staff-mode order opens a waiting case with its game’s checklist; no auto-confirm before delivery', async () => {
    const { orderId, caseId } = await paidStaffOrder();
    const tpl = ok(await as(ctx, null, 'GET', `/api/handover/template?gameId=${t.game.id}`));
    const d = ok(await as(ctx, t.staff.token, 'GET', `${base}/${caseId}`));
    assert.equal(d.state, 'waiting');
    assert.equal(d.orderId, orderId);
    assert.deepEqual(
      d.items.map((i: { key: string }) => i.key),
      tpl.items.map((i: { key: string }) => i.key),
    );
    const [o] = await q<{ a: Date | null }>(ctx, sql`select auto_confirm_at as a from orders where id = ${orderId}`);
    assert.equal(o!.a, null, 'the buyer’s confirm clock starts at delivery');
    // the buyer is told staff do the handover, not to look at the account
    const [m] = await q<{ content: string }>(
      ctx,
      sql`select content from messages where user_id = ${t.buyer.id} and ref_type = 'order' and ref_id = ${orderId} and send_type = 22`,
    );
    assert.match(m!.content, /平台客服将为您验号并换绑/);
    // the queue lists it with its waiting time and the service hours
    ctx.clock.advance(7 * 60_000);
    const list = ok(await as(ctx, t.staff.token, 'GET', `${base}?state=waiting&pageSize=50`));
    const row = list.rows.find((r: { caseId: number }) => r.caseId === caseId);
    assert.ok(row, 'the waiting case is in the queue');
    assert.equal(row.waitingMinutes, 7);
    assert.equal(row.itemsDone, 0);
    assert.equal(row.itemsTotal, tpl.items.length);
    assert.equal(list.serviceHours, '09:00-23:00');
    assert.equal(typeof list.inServiceHours, 'boolean');
    // the console's 订单 count adds the cases waiting for a staff member
    const counts = ok(await as(ctx, t.staff.token, 'GET', '/api/admin/counts'));
    const waiting = await count(ctx, sql`select count(*) as n from handover_cases where state = 'waiting'`);
    const disputed = await count(ctx, sql`select count(*) as n from orders where state = 5`);
    assert.ok(waiting >= 1);
    assert.equal(counts.orders, waiting + disputed);
  });

  test('after an operator edits the template a new case follows the new list; the old case keeps its snapshot', async () => {
    const old = await paidStaffOrder();
    const items = [
      { key: 'login', label: '登录验证', hint: '' },
      { key: 'wechat_unbind', label: '解绑微信', hint: '' },
    ];
    ok(await as(ctx, t.staff.token, 'PUT', `/api/admin/handover/templates/${t.game.id}`, { items }));
    const fresh = await paidStaffOrder();
    const keys = async (id: number) =>
      ok(await as(ctx, t.staff.token, 'GET', `${base}/${id}`)).items.map((i: { key: string }) => i.key);
    assert.deepEqual(await keys(fresh.caseId), ['login', 'wechat_unbind']);
    const before = await keys(old.caseId);
    assert.ok(before.length > 2 && !before.includes('wechat_unbind'), `old snapshot kept: ${before}`);
  });
});

describe('the desk', () => {
  test('claim, 409 naming the holder, release, claim by another', async () => {
    const { caseId } = await paidStaffOrder();
    const c = ok(await as(ctx, t.staff.token, 'POST', `${base}/${caseId}/claim`));
    assert.equal(c.state, 'working');
    assert.equal(c.holderId, t.staff.id);
    const other = await as(ctx, staff2.token, 'POST', `${base}/${caseId}/claim`);
    assert.equal(other.status, 409);
    const [nick] = await q<{ n: string }>(ctx, sql`select nick_name as n from users where id = ${t.staff.id}`);
    assert.match(other.msg, new RegExp(`「${nick!.n}」处理中`));
    // only the holder releases
    assert.equal((await as(ctx, staff2.token, 'POST', `${base}/${caseId}/release`)).status, 409);
    assert.equal(ok(await as(ctx, t.staff.token, 'POST', `${base}/${caseId}/release`)).state, 'waiting');
    assert.equal(ok(await as(ctx, staff2.token, 'POST', `${base}/${caseId}/claim`)).holderId, staff2.id);
    const mine = ok(await as(ctx, staff2.token, 'GET', `${base}?state=working&mine=1`));
    assert.ok(mine.rows.some((r: { caseId: number }) => r.caseId === caseId));
    const notMine = ok(await as(ctx, t.staff.token, 'GET', `${base}?state=working&mine=1`));
    assert.ok(!notMine.rows.some((r: { caseId: number }) => r.caseId === caseId));
  });

  test('the holder reads the seller’s login (audited every time); nobody else does', async () => {
    const { caseId } = await claimed();
    assert.equal((await as(ctx, staff2.token, 'POST', `${base}/${caseId}/credentials`)).status, 409);
    const c = ok(await as(ctx, t.staff.token, 'POST', `${base}/${caseId}/credentials`));
    assert.equal(c.account, CREDENTIALS.account);
    ok(await as(ctx, t.staff.token, 'POST', `${base}/${caseId}/credentials`));
    const n = await count(
      ctx,
      sql`select count(*) as n from audit_log where action = 'handover.credentials.view' and target_id = ${caseId}`,
    );
    assert.equal(n, 2);
    // an ordinary user is not staff
    assert.equal((await as(ctx, t.other.token, 'POST', `${base}/${caseId}/credentials`)).status, 403);
  });

  test('a staff member who is the order’s seller or buyer cannot claim, open the login or check items (403)', async () => {
    const staffSeller = await newUser(ctx, { roles: ['user', 'operator'] });
    const staffBuyer = await newUser(ctx, { roles: ['user', 'operator'] });
    const sold = await paidStaffOrder(staffSeller);
    const bought = await paidStaffOrder(t.seller, staffBuyer);
    for (const [who, id] of [
      [staffSeller, sold.caseId],
      [staffBuyer, bought.caseId],
    ] as const) {
      const claim = await as(ctx, who.token, 'POST', `${base}/${id}/claim`);
      assert.equal(claim.status, 403);
      assert.match(claim.msg, /买家或卖家/);
      assert.equal((await as(ctx, who.token, 'GET', `${base}/${id}`)).status, 403);
    }
    // even when somehow holding it (taken over in the database), the party is refused the login and the items
    await ctx.db.db.execute(
      sql`update handover_cases set state = 'working', holder_id = ${staffSeller.id} where id = ${sold.caseId}`,
    );
    const cred = await as(ctx, staffSeller.token, 'POST', `${base}/${sold.caseId}/credentials`);
    assert.equal(cred.status, 403);
    assert.match(cred.msg, /[\u4e00-\u9fa5]/);
    const shot = await uploadShot(ctx, staffSeller.token);
    const item = await as(
      ctx,
      staffSeller.token,
      'PUT',
      `${base}/${sold.caseId}/items/${await firstKey(sold.caseId)}`,
      {
        result: 'pass',
        evidence: [shot.url],
      },
    );
    assert.equal(item.status, 403);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from audit_log where action = 'handover.credentials.view' and actor_id = ${staffSeller.id}`,
      ),
      0,
    );
  });

  test('deliver needs every item passed: 409 naming the open items, nothing delivered', async () => {
    const { caseId } = await claimed();
    const key = await firstKey(caseId);
    const items = await passAll(caseId, t.staff, [key]);
    const login = items.find((i) => i.key === key)!;
    const r = await as(ctx, t.staff.token, 'POST', `${base}/${caseId}/deliver`, NEW_LOGIN);
    assert.equal(r.status, 409);
    assert.match(r.msg, new RegExp(login.label));
    const [c] = await q<{ state: string; enc: string | null }>(
      ctx,
      sql`select state, new_credentials_enc as enc from handover_cases where id = ${caseId}`,
    );
    assert.equal(c!.state, 'working');
    assert.equal(c!.enc, null);
    // a failed item blocks as well
    const shot = await uploadShot(ctx, t.staff.token);
    ok(
      await as(ctx, t.staff.token, 'PUT', `${base}/${caseId}/items/${key}`, {
        result: 'fail',
        note: '无法登录',
        evidence: [shot.url],
      }),
    );
    assert.equal((await as(ctx, t.staff.token, 'POST', `${base}/${caseId}/deliver`, NEW_LOGIN)).status, 409);
  });

  test('bad inputs are 400 in Chinese and change nothing', async () => {
    const { caseId } = await claimed();
    const url = `${base}/${caseId}/items/${await firstKey(caseId)}`;
    const mine = await uploadShot(ctx, t.staff.token);
    const others = await uploadShot(ctx, t.other.token);
    const snapshot = async () =>
      JSON.stringify(await q(ctx, sql`select * from handover_items where case_id = ${caseId} order by position`));
    const before = await snapshot();
    for (const body of [
      { result: 'pass', evidence: [others.url] },
      { result: 'pass', evidence: ['https://evil.example/x.png'] },
      { result: 'pass', note: '长'.repeat(201), evidence: [mine.url] },
      { result: 'pass', evidence: Array(7).fill(mine.url) },
      { result: 'maybe', evidence: [mine.url] },
    ]) {
      const r = await as(ctx, t.staff.token, 'PUT', url, body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.msg, /[\u4e00-\u9fa5]/);
    }
    assert.equal((await as(ctx, t.staff.token, 'PUT', `${base}/${caseId}/items/nope`, { result: 'pass' })).status, 404);
    assert.equal(await snapshot(), before);
    await passAll(caseId);
    const noPw = await as(ctx, t.staff.token, 'POST', `${base}/${caseId}/deliver`, { account: 'a', password: '' });
    assert.equal(noPw.status, 400);
    assert.match(noPw.msg, /密码/);
    const short = await as(ctx, t.staff.token, 'POST', `${base}/${caseId}/cancel`, { reason: '差' });
    assert.equal(short.status, 400);
    assert.match(short.msg, /2-200字/);
    const [c] = await q<{ state: string }>(ctx, sql`select state from handover_cases where id = ${caseId}`);
    assert.equal(c!.state, 'working');
  });
});

describe('the buyer, the seller and the new login', () => {
  test('the buyer reveals the new login after delivery, never the seller’s; the seller reads neither the login nor the case', async () => {
    const { orderId } = await paidStaffOrder();
    const early = await as(ctx, t.buyer.token, 'POST', `/api/order/${orderId}/credentials`);
    assert.equal(early.status, 409);
    assert.match(early.msg, /验号换绑/);
    // the order page's flags say what the reveal and confirm routes do: nothing to read or confirm yet
    const before = ok(await as(ctx, t.buyer.token, 'GET', `/api/order/${orderId}`));
    assert.equal(before.credentialsAvailable, false);
    assert.equal(before.canConfirm, false);
    await deliverByStaff(ctx, t.staff, orderId);
    const after = ok(await as(ctx, t.buyer.token, 'GET', `/api/order/${orderId}`));
    assert.equal(after.credentialsAvailable, true);
    assert.equal(after.canConfirm, true);
    const c = ok(await as(ctx, t.buyer.token, 'POST', `/api/order/${orderId}/credentials`));
    assert.equal(c.account, NEW_LOGIN.account);
    assert.equal(c.password, NEW_LOGIN.password);
    assert.equal((await as(ctx, t.seller.token, 'POST', `/api/order/${orderId}/credentials`)).status, 404);
    assert.equal((await as(ctx, t.seller.token, 'GET', `/api/handover/order/${orderId}`)).status, 404);
    // the new login is sealed at rest
    const [row] = await q<{ enc: string }>(
      ctx,
      sql`select new_credentials_enc as enc from handover_cases where order_id = ${orderId}`,
    );
    assert.ok(!row!.enc.includes(NEW_LOGIN.password));
    // the order chat and the audit log never carry it
    const leaks = await count(
      ctx,
      sql`select (select count(*) from audit_log where after::text like ${'%' + NEW_LOGIN.password + '%'})
        + (select count(*) from order_chat where text like ${'%' + NEW_LOGIN.password + '%'}) as n`,
    );
    assert.equal(leaks, 0);
    // delivery starts the buyer's confirm clock
    const [o] = await q<{ a: Date | null }>(ctx, sql`select auto_confirm_at as a from orders where id = ${orderId}`);
    assert.ok(o!.a);
  });

  test('evidence: the buyer sees it; the seller and another user get 404', async () => {
    const { orderId } = await paidStaffOrder();
    await deliverByStaff(ctx, t.staff, orderId);
    const v = ok(await as(ctx, t.buyer.token, 'GET', `/api/handover/order/${orderId}`));
    assert.equal(v.state, 'delivered');
    assert.equal(v.holderName, '官方客服');
    assert.ok(v.items.every((i: { evidence: string[] }) => i.evidence.length === 1));
    assert.ok(!JSON.stringify(v).includes(String(t.staff.id)) || v.items.every((i: object) => !('checkedBy' in i)));
    for (const who of [t.seller, t.other]) {
      const r = await as(ctx, who.token, 'GET', `/api/handover/order/${orderId}`);
      assert.equal(r.status, 404);
      assert.ok(!r.body.includes('/uploads/'));
    }
    assert.equal((await as(ctx, null, 'GET', `/api/handover/order/${orderId}`)).status, 401);
    // operators see it from the order (a dispute's or a claim's page); an ordinary user is not staff
    const desk = ok(await as(ctx, staff2.token, 'GET', `/api/admin/handover/order/${orderId}`));
    assert.deepEqual(
      desk.items.map((i: { evidence: string[] }) => i.evidence),
      v.items.map((i: { evidence: string[] }) => i.evidence),
    );
    assert.equal((await as(ctx, t.other.token, 'GET', `/api/admin/handover/order/${orderId}`)).status, 403);
    const ans = await as(ctx, t.other.token, 'POST', `/api/handover/order/${orderId}/answer`, { answers: [] });
    assert.equal(ans.status, 404);
  });

  test('the buyer confirms every item: the order completes and the seller is paid', async () => {
    const { orderId } = await paidStaffOrder();
    // a plain confirm before delivery is refused: a staff-mode order is confirmed item by item
    const early = await as(ctx, t.buyer.token, 'POST', `/api/order/${orderId}/confirm`);
    assert.equal(early.status, 409);
    await deliverByStaff(ctx, t.staff, orderId);
    const v = ok(await as(ctx, t.buyer.token, 'GET', `/api/handover/order/${orderId}`));
    const sellerBefore = await balances(ctx, t.seller.id);
    // every item must be answered
    const partial = await as(ctx, t.buyer.token, 'POST', `/api/handover/order/${orderId}/answer`, {
      answers: [{ key: v.items[0].key, ok: true }],
    });
    assert.equal(partial.status, 400);
    assert.match(partial.msg, /请逐项确认/);
    assert.equal(await orderState(orderId), 1);
    const r = ok(
      await as(ctx, t.buyer.token, 'POST', `/api/handover/order/${orderId}/answer`, {
        answers: v.items.map((i: { key: string }) => ({ key: i.key, ok: true })),
      }),
    );
    assert.equal(r.state, 'confirmed');
    assert.equal(r.orderState, 2);
    assert.equal(await orderState(orderId), 2);
    const sellerAfter = await balances(ctx, t.seller.id);
    assert.ok(sellerAfter.cached > sellerBefore.cached, 'the seller is paid');
    assert.equal(sellerAfter.cached, sellerAfter.sum);
    const again = await as(ctx, t.buyer.token, 'POST', `/api/handover/order/${orderId}/answer`, {
      answers: v.items.map((i: { key: string }) => ({ key: i.key, ok: true })),
    });
    assert.equal(again.status, 409);
    const after = ok(await as(ctx, t.buyer.token, 'GET', `/api/handover/order/${orderId}`));
    assert.ok(after.items.every((i: { buyerAnswer: string }) => i.buyerAnswer === 'ok'));
  });

  test('the buyer disputes two items: a dispute is opened naming them, the order frozen', async () => {
    const { orderId } = await paidStaffOrder();
    await deliverByStaff(ctx, t.staff, orderId);
    const v = ok(await as(ctx, t.buyer.token, 'GET', `/api/handover/order/${orderId}`));
    const [a, b] = v.items as { key: string; label: string }[];
    const r = ok(
      await as(ctx, t.buyer.token, 'POST', `/api/handover/order/${orderId}/answer`, {
        answers: v.items.map((i: { key: string }) =>
          i.key === a!.key
            ? { key: i.key, ok: false, note: '手机仍是卖家的' }
            : i.key === b!.key
              ? { key: i.key, ok: false }
              : { key: i.key, ok: true },
        ),
      }),
    );
    assert.equal(r.state, 'disputed');
    assert.equal(await orderState(orderId), 5);
    const [d] = await q<{ id: number; description: string; reason: string }>(
      ctx,
      sql`select id, description, reason from disputes where order_id = ${orderId}`,
    );
    assert.equal(Number(d!.id), r.disputeId);
    assert.match(d!.description, new RegExp(`^检查项有异议：${a!.label}、${b!.label}`));
    assert.match(d!.description, /手机仍是卖家的/);
    // the seller hears of it as of any dispute
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from messages where user_id = ${t.seller.id} and send_type = 40 and ref_id = ${orderId}`,
      ),
      1,
    );
  });
});

describe('a mismatch', () => {
  test('cancel refunds the buyer once; a second cancel is 409', async () => {
    const { orderId, goodsId, caseId } = await claimed();
    const c = ok(await as(ctx, t.staff.token, 'POST', `${base}/${caseId}/cancel`, { reason: '账号等级与描述不符' }));
    assert.equal(c.state, 'cancelled');
    assert.equal(await orderState(orderId), 7);
    assert.equal(await refundRows(orderId), 1);
    assert.equal(await refundEntries(orderId), 1);
    const [d] = await q<{ decision: string; description: string }>(
      ctx,
      sql`select decision, description from disputes where order_id = ${orderId}`,
    );
    assert.equal(d!.decision, 'refund');
    assert.match(d!.description, /平台验号换绑/);
    const [g] = await q<{ s: number }>(ctx, sql`select sale_state as s from goods where id = ${goodsId}`);
    assert.notEqual(Number(g!.s), 1, 'not back on sale');
    const again = await as(ctx, t.staff.token, 'POST', `${base}/${caseId}/cancel`, { reason: '再取消一次' });
    assert.equal(again.status, 409);
    assert.equal(await refundRows(orderId), 1);
    assert.equal(await refundEntries(orderId), 1);
  });

  test('concurrent cancels: exactly one refund row and one ledger refund', async () => {
    const { orderId, caseId } = await claimed();
    const rs = await Promise.all(
      [1, 2, 3].map(() => as(ctx, t.staff.token, 'POST', `${base}/${caseId}/cancel`, { reason: '实名信息无法更换' })),
    );
    assert.equal(rs.filter((r) => r.status === 200).length, 1, rs.map((r) => `${r.status} ${r.msg}`).join('; '));
    assert.ok(rs.every((r) => r.status === 200 || r.status === 409));
    assert.equal(await refundRows(orderId), 1);
    assert.equal(await refundEntries(orderId), 1);
  });

  test('after delivery there is nothing to cancel', async () => {
    const { orderId, caseId } = await paidStaffOrder();
    await deliverByStaff(ctx, t.staff, orderId);
    const r = await as(ctx, t.staff.token, 'POST', `${base}/${caseId}/cancel`, { reason: '交付后取消' });
    assert.equal(r.status, 409);
    assert.equal(await refundRows(orderId), 0);
  });
});

describe('the three-party chat', () => {
  test('a staff line tells buyer and seller once per unread round; the desk counts the parties’ lines; seller answer times', async () => {
    const { orderId, caseId } = await claimed();
    const said = () => count(ctx, sql`select count(*) as n from messages where send_type = 26 and ref_id = ${orderId}`);
    ok(await as(ctx, t.staff.token, 'POST', `/api/order/${orderId}/chat`, { text: '请卖家提供短信验证码' }));
    assert.equal(await said(), 2, 'buyer and seller told');
    ok(await as(ctx, t.staff.token, 'POST', `/api/order/${orderId}/chat`, { text: '收到后我来换绑' }));
    assert.equal(await said(), 2, 'nothing more until they read');
    ctx.clock.advance(4 * 60_000);
    ok(await as(ctx, t.seller.token, 'POST', `/api/order/${orderId}/chat`, { text: '验证码 123456' }));
    ok(await as(ctx, t.buyer.token, 'POST', `/api/order/${orderId}/chat`, { text: '辛苦了' }));
    const d = ok(await as(ctx, t.staff.token, 'GET', `${base}/${caseId}`));
    assert.equal(d.unread, 2);
    assert.equal(d.sellerAnswers.replies, 1);
    assert.equal(d.sellerAnswers.medianMinutes, 4);
    ok(await as(ctx, t.staff.token, 'GET', `/api/order/${orderId}/chat`));
    assert.equal(ok(await as(ctx, t.staff.token, 'GET', `${base}/${caseId}`)).unread, 0);
    // both have written since (their own line marks what they read): the next staff line tells both again
    ok(await as(ctx, t.staff.token, 'POST', `/api/order/${orderId}/chat`, { text: '已换绑完成' }));
    assert.equal(await said(), 4);
  });
});

// last: it moves the clock by days
describe('the auto-confirm deadline', () => {
  test('never runs out while staff work; after delivery it completes the order and confirms the case', async () => {
    const { orderId, caseId } = await claimed();
    await passAll(caseId);
    // past the usual deadline: the case is still being worked, so nothing completes it
    ctx.clock.advance(ctx.config.trade.autoConfirmMs + 3_600_000);
    await ctx.app.services.orders.autoConfirmDue();
    assert.equal(await orderState(orderId), 1);
    ok(await as(ctx, t.staff.token, 'POST', `${base}/${caseId}/deliver`, NEW_LOGIN));
    ctx.clock.advance(ctx.config.trade.autoConfirmMs - 60_000);
    await ctx.app.services.orders.autoConfirmDue();
    assert.equal(await orderState(orderId), 1, 'the buyer’s clock started at delivery');
    ctx.clock.advance(2 * 60_000);
    await ctx.app.services.orders.autoConfirmDue();
    assert.equal(await orderState(orderId), 2);
    const [c] = await q<{ state: string }>(ctx, sql`select state from handover_cases where id = ${caseId}`);
    assert.equal(c!.state, 'confirmed');
  });
});

describe('the desk’s figures', () => {
  test('service hours are Beijing time; an end before the start runs overnight', () => {
    const day = { text: '09:00-23:00', fromMin: 540, toMin: 1380 };
    const night = { text: '20:00-02:00', fromMin: 1200, toMin: 120 };
    // 01:00Z is 09:00 in Beijing; 15:00Z is 23:00; 17:30Z is 01:30
    assert.equal(inServiceHours(day, new Date('2026-03-01T01:00:00Z')), true);
    assert.equal(inServiceHours(day, new Date('2026-03-01T00:59:00Z')), false);
    assert.equal(inServiceHours(day, new Date('2026-03-01T15:00:00Z')), false);
    assert.equal(inServiceHours(night, new Date('2026-03-01T17:30:00Z')), true);
    assert.equal(inServiceHours(night, new Date('2026-03-01T05:00:00Z')), false);
  });

  test('the seller’s answer times: each reply timed from the first staff line it answers, the median', () => {
    const at = (m: number) => new Date(Date.UTC(2026, 2, 1, 0, m));
    const s = sellerAnswers([
      { role: 'staff', createdAt: at(0) },
      { role: 'staff', createdAt: at(1) },
      { role: 'seller', createdAt: at(3) },
      { role: 'buyer', createdAt: at(4) },
      { role: 'staff', createdAt: at(10) },
      { role: 'seller', createdAt: at(20) },
      { role: 'seller', createdAt: at(21) },
      { role: 'staff', createdAt: at(30) },
      { role: 'seller', createdAt: at(35) },
      { role: 'staff', createdAt: at(40) },
    ]);
    assert.equal(s.replies, 3);
    assert.equal(s.medianMinutes, 5);
    assert.equal(s.lastReplyAt, at(35).toISOString());
    assert.equal(s.waitingSince, at(40).toISOString());
  });
});
