import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { auth, setup, type TestCtx } from './helpers.js';
import { newUser, q, uploadShot, type Seller } from './selling-helpers.js';
import { onSaleGood, tradeActors, type Trade } from './trade-helpers.js';

let ctx: TestCtx;
let t: Trade;
let staff2: Seller;
before(async () => {
  ctx = await setup();
  t = await tradeActors(ctx);
  staff2 = await newUser(ctx, { verified: false, roles: ['user', 'operator'] });
});
after(async () => {
  await ctx.close();
});

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(token ? auth(token) : {}), 'content-type': 'application/json' },
    ...(method === 'POST' ? { payload: payload === undefined ? '' : JSON.stringify(payload) } : {}),
  });
const ok = async (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
  const r = await call(token, method, url, payload);
  assert.equal(r.statusCode, 200, `${method} ${url}: ${r.body}`);
  return r.json().data;
};
const open = async (u: Seller, goodsId: number) =>
  (await ok(u.token, 'POST', '/api/consult/open', { goodsId })).id as number;
const queue = async (token: string, waiting = 1) =>
  (await ok(token, 'GET', `/api/admin/consult/list?waiting=${waiting}&pageSize=50`)) as {
    rows: {
      id: number;
      waitingSeconds: number | null;
      assigneeId: number | null;
      holder: string | null;
      unread: number;
      lastText: string | null;
    }[];
    total: number;
  };
const outbox = async (userId: number) =>
  (
    await q<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from notify_outbox where user_id = ${userId} and event = 'consult_answered'`,
    )
  )[0]!.n;

describe('pre-sale consultation', () => {
  test('one thread per user and listing, with the card and a greeting; the seller cannot ask', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const a = await ok(t.buyer.token, 'POST', '/api/consult/open', { goodsId });
    const b = await ok(t.buyer.token, 'POST', '/api/consult/open', { goodsId });
    assert.equal(a.id, b.id, 'opening twice returns the same thread');
    assert.equal(a.goods.id, goodsId);
    assert.ok(a.goods.title.length > 0 && a.goods.priceFen > 0 && a.goods.gameName.length > 0);
    const lines = await ok(t.buyer.token, 'GET', `/api/consult/${a.id}/lines`);
    assert.equal(lines.rows.length, 1);
    assert.equal(lines.rows[0].role, 'system');
    assert.match(lines.rows[0].text, /官方客服/);
    const own = await call(t.seller.token, 'POST', '/api/consult/open', { goodsId });
    assert.equal(own.statusCode, 400);
    assert.match(own.json().msg, /自己发布的商品/);
    const missing = await call(t.buyer.token, 'POST', '/api/consult/open', { goodsId: 99999999 });
    assert.equal(missing.statusCode, 404);
    assert.equal((await call(null, 'POST', '/api/consult/open', { goodsId })).statusCode, 401);
  });

  test('concurrent opens make one thread and one greeting', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const u = await newUser(ctx, { verified: false });
    const rs = await Promise.all([1, 2, 3, 4].map(() => call(u.token, 'POST', '/api/consult/open', { goodsId })));
    assert.deepEqual(new Set(rs.map((r) => r.statusCode)), new Set([200]));
    assert.equal(new Set(rs.map((r) => r.json().data.id)).size, 1);
    const n = await q<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from consult_messages m join consult_threads t on t.id = m.thread_id
          where t.user_id = ${u.id} and t.goods_id = ${goodsId}`,
    );
    assert.equal(n[0]!.n, 1);
  });

  test('another user cannot read or write a thread', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const id = await open(t.buyer, goodsId);
    await ok(t.buyer.token, 'POST', `/api/consult/${id}/lines`, { text: '这个号能改绑手机吗？' });
    const mine = await ok(t.buyer.token, 'GET', `/api/consult/${id}`);
    assert.equal(mine.goods.id, goodsId);
    for (const u of [t.other, t.seller]) {
      assert.equal((await call(u.token, 'GET', `/api/consult/${id}`)).statusCode, 404);
      assert.equal((await call(u.token, 'GET', `/api/consult/${id}/lines`)).statusCode, 404);
      assert.equal((await call(u.token, 'POST', `/api/consult/${id}/lines`, { text: '我来回答' })).statusCode, 404);
    }
    // staff routes are for staff only
    assert.equal((await call(t.other.token, 'GET', '/api/admin/consult/list')).statusCode, 403);
    assert.equal((await call(t.other.token, 'POST', `/api/admin/consult/${id}/lines`, { text: 'x' })).statusCode, 403);
    const rows = (await ok(t.other.token, 'GET', '/api/consult/list')).rows as { id: number }[];
    assert.ok(!rows.some((r) => r.id === id));
  });

  test('waiting time, answer, unread badges on both sides, and one outside notice per waiting round', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const u = await newUser(ctx, { verified: false });
    const id = await open(u, goodsId);
    await ok(u.token, 'GET', `/api/consult/${id}/lines`);
    assert.equal((await ok(u.token, 'GET', '/api/consult/unread')).count, 0);
    await ok(u.token, 'POST', `/api/consult/${id}/lines`, { text: '请问这个号有几个传说皮肤？' });
    ctx.clock.advance(90_000);
    await ok(u.token, 'POST', `/api/consult/${id}/lines`, { text: '在吗' });
    ctx.clock.advance(30_000);
    const row = (await queue(t.staff.token)).rows.find((r) => r.id === id)!;
    assert.equal(row.waitingSeconds, 120, 'counted from the oldest unanswered line');
    assert.equal(row.unread, 2);
    assert.equal(row.lastText, '在吗');
    const seen = await ok(t.staff.token, 'GET', `/api/admin/consult/${id}/lines`);
    assert.equal(seen.goods.id, goodsId);
    assert.equal((await queue(t.staff.token)).rows.find((r) => r.id === id)!.unread, 0, 'staff read it');

    const a1 = await ok(t.staff.token, 'POST', `/api/admin/consult/${id}/lines`, { text: '您好，有5个传说皮肤。' });
    assert.equal(a1.nickName, '官方客服');
    await ok(t.staff.token, 'POST', `/api/admin/consult/${id}/lines`, { text: '详情见商品截图第3张。' });
    assert.ok(!(await queue(t.staff.token)).rows.some((r) => r.id === id), 'answered: out of the waiting queue');
    const all = (await queue(t.staff.token, 0)).rows.find((r) => r.id === id)!;
    assert.equal(all.waitingSeconds, null);
    assert.equal(all.assigneeId, t.staff.id, 'the answering staff member holds it');
    assert.ok(all.holder, 'shown by name');
    assert.equal(await outbox(u.id), 1, 'two answers to one question: one SMS');

    assert.equal((await ok(u.token, 'GET', '/api/consult/unread')).count, 1);
    const mine = (await ok(u.token, 'GET', '/api/consult/list')).rows.find((r: { id: number }) => r.id === id);
    assert.equal(mine.unread, 2);
    assert.equal((await ok(u.token, 'GET', `/api/consult/${id}`)).unread, 2, 'one thread by id says the same');
    const goodsIdOf = mine.goods.id;
    assert.equal(
      (await ok(u.token, 'POST', '/api/consult/open', { goodsId: goodsIdOf })).unread,
      2,
      'opening it again says the same',
    );
    const lines = await ok(u.token, 'GET', `/api/consult/${id}/lines`);
    assert.deepEqual(
      lines.rows.map((m: { role: string; mine: boolean }) => [m.role, m.mine]),
      [
        ['system', false],
        ['user', true],
        ['user', true],
        ['staff', false],
        ['staff', false],
      ],
    );
    assert.equal((await ok(u.token, 'GET', '/api/consult/unread')).count, 0, 'read: the badge goes');
    const inbox = await q<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from messages where user_id = ${u.id} and ref_type = 'consult' and ref_id = ${id}`,
    );
    assert.equal(inbox[0]!.n, 2, 'each answer is in the inbox');

    // a new question starts a new round: one more notice
    await ok(u.token, 'POST', `/api/consult/${id}/lines`, { text: '可以便宜点吗' });
    await ok(t.staff.token, 'POST', `/api/admin/consult/${id}/lines`, { text: '价格请与卖家议价。' });
    assert.equal(await outbox(u.id), 2);
  });

  test('one staff member holds a thread; the seller-staff cannot answer about their own listing', async () => {
    const sellerStaff = await newUser(ctx, { roles: ['user', 'operator'] });
    const goodsId = await onSaleGood(ctx, { ...t, seller: sellerStaff });
    const id = await open(t.buyer, goodsId);
    await ok(t.buyer.token, 'POST', `/api/consult/${id}/lines`, { text: '账号有二次实名吗？' });
    const self = await call(sellerStaff.token, 'POST', `/api/admin/consult/${id}/lines`, { text: '没有' });
    assert.equal(self.statusCode, 403);
    assert.match(self.json().msg, /自己发布的商品/);
    assert.equal((await call(sellerStaff.token, 'POST', `/api/admin/consult/${id}/claim`)).statusCode, 403);
    assert.equal((await call(sellerStaff.token, 'GET', `/api/admin/consult/${id}/lines`)).statusCode, 403);
    // nor does the queue offer it to them (it offers it to the other staff)
    assert.ok(!(await queue(sellerStaff.token)).rows.some((r) => r.id === id), 'not in the seller-staff’s queue');
    assert.ok(!(await queue(sellerStaff.token, 0)).rows.some((r) => r.id === id), 'nor in their list of all threads');
    assert.ok(
      (await queue(t.staff.token)).rows.some((r) => r.id === id),
      'in another staff member’s queue',
    );

    await ok(t.staff.token, 'POST', `/api/admin/consult/${id}/claim`);
    const taken = await call(staff2.token, 'POST', `/api/admin/consult/${id}/lines`, { text: '我来回复' });
    assert.equal(taken.statusCode, 409);
    assert.match(taken.json().msg, /正由客服/);
    assert.equal((await call(staff2.token, 'POST', `/api/admin/consult/${id}/release`)).statusCode, 409);
    await ok(t.staff.token, 'POST', `/api/admin/consult/${id}/release`);
    await ok(staff2.token, 'POST', `/api/admin/consult/${id}/lines`, { text: '没有二次实名。' });
    const audit = await q<{ action: string }>(
      ctx,
      sql`select action from audit_log where target_type = 'consult' and target_id = ${id} order by id`,
    );
    assert.deepEqual(
      audit.map((a) => a.action),
      ['consult.claim', 'consult.release', 'consult.answer'],
    );
  });

  test('bad input changes nothing; images must be the sender’s own', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const u = await newUser(ctx, { verified: false });
    const id = await open(u, goodsId);
    const count = async () =>
      (await q<{ n: number }>(ctx, sql`select count(*)::int as n from consult_messages where thread_id = ${id}`))[0]!.n;
    const before = await count();
    for (const body of [{}, { text: '   ' }, { text: 'x'.repeat(501) }, { text: 'a', imageUrl: '/uploads/x.jpg' }]) {
      const r = await call(u.token, 'POST', `/api/consult/${id}/lines`, body);
      assert.equal(r.statusCode, 400, JSON.stringify(body));
    }
    const foreign = await uploadShot(ctx, t.other.token);
    const r = await call(u.token, 'POST', `/api/consult/${id}/lines`, { imageUrl: foreign.url });
    assert.equal(r.statusCode, 400);
    assert.equal(await count(), before);
    const mine = await uploadShot(ctx, u.token);
    const img = await ok(u.token, 'POST', `/api/consult/${id}/lines`, { imageUrl: mine.url });
    assert.equal(img.kind, 'image');
  });

  test('a question with contact details is kept, shown to its writer with a note and flagged in the console', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const u = await newUser(ctx, { verified: false });
    const id = await open(u, goodsId);
    const sent = await ok(u.token, 'POST', `/api/consult/${id}/lines`, { text: '能联系卖家吗 薇信 zhanghao2024' });
    assert.equal(sent.text, '能联系卖家吗 薇信 zhanghao2024');
    assert.equal(sent.flagged, true);
    assert.equal(sent.notice, '对方看到的是「能联系卖家吗 ＊＊＊」：联系方式已隐藏，请勿脱离平台交易');
    const seen = (await ok(t.staff.token, 'GET', `/api/admin/consult/${id}/lines`)).rows.at(-1);
    assert.equal(seen.text, '能联系卖家吗 薇信 zhanghao2024');
    assert.equal(seen.flagged, true);
    assert.equal(seen.notice, '含联系方式，对方看到的是「能联系卖家吗 ＊＊＊」');
    const plain = await ok(u.token, 'POST', `/api/consult/${id}/lines`, { text: '安卓QQ区，V10 还在吗' });
    assert.deepEqual([plain.flagged, plain.notice], [false, null]);
  });

  test('a sold listing takes no new thread, an existing one stays readable', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const id = await open(t.buyer, goodsId);
    await q(ctx, sql`update goods set sale_state = 3 where id = ${goodsId}`);
    const late = await newUser(ctx, { verified: false });
    const r = await call(late.token, 'POST', '/api/consult/open', { goodsId });
    assert.equal(r.statusCode, 409);
    assert.match(r.json().msg, /已售出/);
    assert.equal((await ok(t.buyer.token, 'POST', '/api/consult/open', { goodsId })).id, id);
  });
});
