import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { auth, setup, type TestCtx } from './helpers.js';
import { newUser, q, uploadShot, type Seller } from './selling-helpers.js';

let ctx: TestCtx;
let operator: Seller;
before(async () => {
  ctx = await setup({ env: { RATE_PROBLEM_USER: '5' } });
  operator = await newUser(ctx, { verified: false, roles: ['user', 'operator'] });
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

const valid = {
  kind: 'feedback',
  category: '交易问题',
  content: '付款后卖家一直没有发货，订单显示交易中。',
  contact: 'QQ 12345678',
};
const countOf = async (userId: number) =>
  (await q<{ n: number }>(ctx, sql`select count(*)::int as n from problems where user_id = ${userId}`))[0]!.n;
const mine = async (u: Seller) =>
  (await call(u.token, 'GET', '/api/account/problem/list?pageSize=50')).json().data as {
    rows: Record<string, unknown>[];
    total: number;
  };

describe('questions & feedback', () => {
  test('categories are public and fixed', async () => {
    const r = await call(null, 'GET', '/api/account/problem/categories');
    assert.equal(r.statusCode, 200);
    assert.deepEqual(r.json().data, {
      feedback: ['账号问题', '交易问题', '支付问题', '功能异常', '其他'],
      suggest: ['产品建议', '服务投诉', '体验优化', '其他'],
    });
  });

  test('submit with own screenshots; listed newest first for the owner only', async () => {
    const u = await newUser(ctx, { verified: false });
    const other = await newUser(ctx, { verified: false });
    const shot = await uploadShot(ctx, u.token);
    const r1 = await call(u.token, 'POST', '/api/account/problem', { ...valid, images: [shot.url] });
    assert.equal(r1.statusCode, 200, r1.body);
    ctx.clock.advance(1000);
    const r2 = await call(u.token, 'POST', '/api/account/problem', {
      kind: 'suggest',
      category: '体验优化',
      content: '  希望增加按价格区间筛选  ',
    });
    assert.equal(r2.statusCode, 200, r2.body);
    const list = await mine(u);
    assert.equal(list.total, 2);
    assert.deepEqual(
      list.rows.map((r) => r.id),
      [r2.json().data.id, r1.json().data.id],
    );
    assert.deepEqual(list.rows[1], {
      id: r1.json().data.id,
      kind: 'feedback',
      category: '交易问题',
      content: valid.content,
      images: [shot.url],
      contact: 'QQ 12345678',
      status: 0,
      reply: null,
      repliedAt: null,
      createdAt: list.rows[1]!.createdAt,
    });
    assert.equal(list.rows[0]!.content, '希望增加按价格区间筛选', 'trimmed');
    assert.equal((await mine(other)).total, 0, 'another user sees none of them');
    assert.equal((await call(null, 'GET', '/api/account/problem/list')).statusCode, 401);
    assert.equal((await call(null, 'POST', '/api/account/problem', valid)).statusCode, 401);
  });

  test('bad input → 400 with a Chinese message, nothing stored', async () => {
    const u = await newUser(ctx, { verified: false });
    const other = await newUser(ctx, { verified: false });
    const foreign = await uploadShot(ctx, other.token);
    const own = await uploadShot(ctx, u.token);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...valid, category: '产品建议' }, /问题分类不正确/],
      [{ ...valid, kind: 'bug' }, /kind/],
      [{ ...valid, content: '太慢了' }, /5-1000字/],
      [{ ...valid, content: '字'.repeat(1001) }, /5-1000字/],
      [{ ...valid, images: ['https://evil.example/a.png'] }, /本人上传/],
      [{ ...valid, images: [foreign.url] }, /本人上传/],
      [{ ...valid, images: ['/uploads/../../etc/passwd'] }, /本人上传/],
      // issue 34 §8: protocol-relative and backslash links to another host
      [{ ...valid, images: ['//evil.example/track.png'] }, /本人上传/],
      [{ ...valid, images: ['/\\evil.example/track.png'] }, /本人上传/],
      [{ ...valid, images: ['/uploads/catalogue/avatars/demo_seller-0123456789.svg'] }, /本人上传/],
      [{ ...valid, images: [own.url, own.url] }, /重复/],
      [{ ...valid, images: [own.url, own.url, own.url, own.url, own.url] }, /最多4张/],
      [{ ...valid, contact: '联'.repeat(51) }, /50字/],
    ];
    for (const [body, msg] of cases) {
      const r = await call(u.token, 'POST', '/api/account/problem', body);
      assert.equal(r.statusCode, 400, JSON.stringify(body).slice(0, 80));
      assert.match(r.json().msg, msg);
    }
    assert.equal(await countOf(u.id), 0);
  });

  test('submissions are rate-limited per user (429 with Retry-After); other users unaffected', async () => {
    const u = await newUser(ctx, { verified: false });
    for (let i = 0; i < 5; i++)
      assert.equal((await call(u.token, 'POST', '/api/account/problem', valid)).statusCode, 200);
    const r = await call(u.token, 'POST', '/api/account/problem', valid);
    assert.equal(r.statusCode, 429);
    assert.ok(Number(r.headers['retry-after']) > 0);
    assert.equal(await countOf(u.id), 5);
    const v = await newUser(ctx, { verified: false });
    assert.equal((await call(v.token, 'POST', '/api/account/problem', valid)).statusCode, 200);
    ctx.clock.advance(3600_000);
    assert.equal((await call(u.token, 'POST', '/api/account/problem', valid)).statusCode, 200, 'a new window');
  });
});

describe('operators: reply and close', () => {
  test('reply → status 1, the user is messaged (sendType 10) and sees the answer; audited', async () => {
    const u = await newUser(ctx, { verified: false });
    const id = (await call(u.token, 'POST', '/api/account/problem', valid)).json().data.id as number;
    const queue = (await call(operator.token, 'GET', '/api/admin/problem/list?status=0&pageSize=50')).json().data;
    const item = queue.rows.find((r: { id: number }) => r.id === id);
    assert.ok(item, 'pending question in the queue');
    assert.equal(item.userId, u.id);

    const bad = await call(operator.token, 'POST', `/api/admin/problem/${id}/reply`, { reply: ' ' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().msg, /回复内容/);

    const r = await call(operator.token, 'POST', `/api/admin/problem/${id}/reply`, {
      reply: '已联系卖家，今晚 20 点前完成发货。',
    });
    assert.equal(r.statusCode, 200, r.body);
    const row = (await mine(u)).rows[0]!;
    assert.equal(row.status, 1);
    assert.equal(row.reply, '已联系卖家，今晚 20 点前完成发货。');
    assert.equal(row.repliedAt, ctx.clock.now().toISOString());
    const msgs = await q<{ send_type: number; ref_type: string; ref_id: number; content: string }>(
      ctx,
      sql`select * from messages where user_id = ${u.id}`,
    );
    assert.equal(msgs.length, 1);
    assert.deepEqual([msgs[0]!.send_type, msgs[0]!.ref_type, msgs[0]!.ref_id], [10, 'problem', id]);
    assert.match(msgs[0]!.content, /今晚 20 点前完成发货/);
    const audit = await q<{ action: string; actor_id: number }>(
      ctx,
      sql`select * from audit_log where target_type = 'problem' and target_id = ${id}`,
    );
    assert.deepEqual(
      audit.map((a) => [a.action, a.actor_id]),
      [['problem.reply', operator.id]],
    );
  });

  test('close → status 2; a closed question cannot be replied to or closed again (409); unknown → 404', async () => {
    const u = await newUser(ctx, { verified: false });
    const id = (await call(u.token, 'POST', '/api/account/problem', valid)).json().data.id as number;
    assert.equal((await call(operator.token, 'POST', `/api/admin/problem/${id}/close`)).statusCode, 200);
    assert.equal((await mine(u)).rows[0]!.status, 2);
    const again = await call(operator.token, 'POST', `/api/admin/problem/${id}/reply`, { reply: '迟到的回复' });
    assert.equal(again.statusCode, 409);
    assert.equal((await call(operator.token, 'POST', `/api/admin/problem/${id}/close`)).statusCode, 409);
    assert.equal((await call(operator.token, 'POST', '/api/admin/problem/999999/close')).statusCode, 404);
    assert.equal(
      (await call(operator.token, 'POST', '/api/admin/problem/999999/reply', { reply: '你好' })).statusCode,
      404,
    );
    const msgs = await q(ctx, sql`select 1 from messages where user_id = ${u.id}`);
    assert.equal(msgs.length, 0, 'no message for a refused reply');
  });

  test('ordinary users and merchants → 403, logged out → 401; nothing changes', async () => {
    const u = await newUser(ctx, { verified: false });
    const merchant = await newUser(ctx, { verified: false, roles: ['user', 'merchant'] });
    const id = (await call(u.token, 'POST', '/api/account/problem', valid)).json().data.id as number;
    const endpoints: ['GET' | 'POST', string, Record<string, unknown>?][] = [
      ['GET', '/api/admin/problem/list'],
      ['POST', `/api/admin/problem/${id}/reply`, { reply: '冒充的回复' }],
      ['POST', `/api/admin/problem/${id}/close`],
    ];
    for (const [m, url, body] of endpoints) {
      assert.equal((await call(null, m, url, body)).statusCode, 401);
      assert.equal((await call(u.token, m, url, body)).statusCode, 403);
      assert.equal((await call(merchant.token, m, url, body)).statusCode, 403);
    }
    assert.equal((await mine(u)).rows[0]!.status, 0);
  });
});
