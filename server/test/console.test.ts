import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { auth, setup, type TestCtx } from './helpers.js';
import { listOne } from './selling-helpers.js';
import { paidOrder, tradeActors, type Trade } from './trade-helpers.js';

// The operator console's desk tools (issue 21): the side navigation's pending counts, the audit
// log and the client-error reports listed with a text search and a date filter, the order view.
let ctx: TestCtx;
let t: Trade;
before(async () => {
  ctx = await setup({ env: { RATE_CONSIGN_USER: '1000' } });
  t = await tradeActors(ctx);
});
after(() => ctx.close());

const get = (token: string | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, ...(token ? { headers: auth(token) } : {}) });
const CONTROL = '参数错误：内容不能包含控制字符或无效字符';
/** Today in Beijing, as the console's date filter takes it. */
const today = () => new Date(ctx.clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10);

test('counts, audit log, client errors and the order view: anonymous 401, a buyer 403', async () => {
  const { orderId } = await paidOrder(ctx, t);
  for (const url of [
    '/api/admin/counts',
    '/api/admin/audit',
    '/api/admin/client-errors',
    `/api/admin/order/${orderId}`,
  ]) {
    assert.equal((await get(null, url)).statusCode, 401, url);
    for (const who of [t.buyer, t.seller]) assert.equal((await get(who.token, url)).statusCode, 403, url);
    assert.equal((await get(t.staff.token, url)).statusCode, 200, url);
  }
});

test('the review count follows the queue: a submitted listing adds one, approving it takes it away', async () => {
  const count = async () => (await get(t.staff.token, '/api/admin/counts')).json().data;
  const before = await count();
  assert.deepEqual(Object.keys(before).sort(), ['aftersale', 'orders', 'review', 'services', 'support', 'withdraw']);
  const id = await listOne(ctx, t.seller, t.game);
  assert.equal((await count()).review, before.review + 1);
  const queue = (await get(t.staff.token, '/api/admin/review/list?pageSize=50')).json().data;
  assert.equal((await count()).review, queue.total);
  const r = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/review/${id}/approve`,
    headers: auth(t.staff.token),
  });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal((await count()).review, before.review);
});

test('the audit log lists who did what, newest first, searchable by action, record id, nickname and day', async () => {
  const id = await listOne(ctx, t.seller, t.game);
  await ctx.app.inject({ method: 'POST', url: `/api/admin/review/${id}/approve`, headers: auth(t.staff.token) });
  const all = (await get(t.staff.token, '/api/admin/audit')).json().data;
  const top = all.rows[0];
  assert.equal(top.action, 'goods.approve');
  assert.equal(top.targetType, 'goods');
  assert.equal(top.targetId, id);
  assert.equal(top.actor.id, t.staff.id);
  assert.deepEqual(JSON.parse(top.after), { saleState: 1 });
  const byId = (await get(t.staff.token, `/api/admin/audit?keyword=${id}`)).json().data;
  assert.ok(byId.rows.length >= 1 && byId.rows.every((r: { targetId: number }) => r.targetId === id));
  const byAction = (await get(t.staff.token, '/api/admin/audit?keyword=goods.appr')).json().data;
  assert.equal(byAction.total, byAction.rows.length);
  assert.ok(byAction.rows.every((r: { action: string }) => r.action === 'goods.approve'));
  assert.equal((await get(t.staff.token, '/api/admin/audit?keyword=no-such-action')).json().data.total, 0);
  const day = today();
  assert.equal((await get(t.staff.token, `/api/admin/audit?from=${day}&to=${day}`)).json().data.total, all.total);
  assert.equal((await get(t.staff.token, '/api/admin/audit?to=2020-01-01')).json().data.total, 0);
  assert.equal((await get(t.staff.token, '/api/admin/audit?from=2099-01-01')).json().data.total, 0);
});

test('bad filters are a clear 400, never a 500: malformed or impossible days, reversed range, control characters', async () => {
  for (const base of ['/api/admin/audit', '/api/admin/client-errors']) {
    for (const [query, msg] of [
      ['from=2026-1-5', /开始日期格式应为 年-月-日/],
      ['to=2026-02-30', /结束日期格式应为 年-月-日/],
      ['from=abc', /开始日期格式应为 年-月-日/],
      ['from=2026-03-02&to=2026-03-01', /开始日期不能晚于结束日期/],
    ] as const) {
      const r = await get(t.staff.token, `${base}?${query}`);
      assert.equal(r.statusCode, 400, `${base}?${query} ${r.body}`);
      assert.match(r.json().msg, msg);
    }
    for (const bad of ['a%00b', 'a%07b', 'a%1Bb']) {
      const r = await get(t.staff.token, `${base}?keyword=${bad}`);
      assert.equal(r.statusCode, 400, `${base} ${bad}`);
      assert.equal(r.json().msg, CONTROL);
    }
  }
});

test('client errors filter by day', async () => {
  const r = await ctx.app.inject({
    method: 'POST',
    url: '/api/client-error',
    payload: { route: '/x', message: 'boom' },
  });
  assert.equal(r.statusCode, 200, r.body);
  const day = today();
  assert.equal((await get(t.staff.token, `/api/admin/client-errors?from=${day}&to=${day}`)).json().data.total, 1);
  assert.equal((await get(t.staff.token, '/api/admin/client-errors?to=2020-12-31')).json().data.total, 0);
});
