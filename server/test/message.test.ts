import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SEND_TYPE } from '../src/modules/message/table.js';
import { auth, setup, type TestCtx } from './helpers.js';
import { newUser, type Seller } from './selling-helpers.js';

let ctx: TestCtx;
before(async () => {
  ctx = await setup();
});
after(async () => {
  await ctx.close();
});

interface Item {
  id: number;
  sendType: number;
  title: string;
  content: string;
  readState: number;
  refType: string | null;
  refId: number | null;
  createdAt: string;
}

/** The client's request layer: JSON content type on every call, an empty body on a bodiless POST. */
const call = (token: string | null, method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(token ? auth(token) : {}), 'content-type': 'application/json' },
    ...(method === 'POST' ? { payload: '' } : {}),
  });

async function inbox(u: Seller, query = '') {
  const r = await call(u.token, 'GET', `/api/need/message/list${query}`);
  assert.equal(r.statusCode, 200, r.body);
  return r.json().data as { rows: Item[]; total: number; unread: number };
}

/** Three messages a minute apart: ids in send order. */
async function threeMessages(u: Seller) {
  const ids: number[] = [];
  for (const [i, t] of ['第一条', '第二条', '第三条'].entries()) {
    ctx.clock.advance(60_000);
    const m = await ctx.app.services.messages.sendMessage(u.id, {
      sendType: SEND_TYPE.problemReplied,
      title: t,
      content: `内容${i}`,
      ref: { type: 'problem', id: 100 + i },
    });
    ids.push(m.id);
  }
  return ids;
}

test("list: newest first, unread before read, unread count whatever the filter; only the caller's", async () => {
  const a = await newUser(ctx, { verified: false });
  const b = await newUser(ctx, { verified: false });
  const [m1, m2, m3] = await threeMessages(a);
  await threeMessages(b);

  let box = await inbox(a);
  assert.deepEqual(
    box.rows.map((r) => r.id),
    [m3, m2, m1],
  );
  assert.equal(box.total, 3);
  assert.equal(box.unread, 3);
  assert.deepEqual(box.rows[0], {
    id: m3,
    sendType: 10,
    title: '第三条',
    content: '内容2',
    readState: 1,
    refType: 'problem',
    refId: 102,
    createdAt: box.rows[0]!.createdAt,
  });

  // read the newest: it moves behind the unread ones
  assert.equal((await call(a.token, 'GET', `/api/need/message/changeRead/${m3}`)).statusCode, 200);
  box = await inbox(a);
  assert.deepEqual(
    box.rows.map((r) => [r.id, r.readState]),
    [
      [m2, 1],
      [m1, 1],
      [m3, 2],
    ],
  );
  assert.equal(box.unread, 2);

  const unread = await inbox(a, '?readState=1');
  assert.deepEqual(
    unread.rows.map((r) => r.id),
    [m2, m1],
  );
  assert.equal(unread.total, 2);
  const read = await inbox(a, '?readState=2');
  assert.deepEqual(
    read.rows.map((r) => r.id),
    [m3],
  );
  assert.equal(read.total, 1);
  assert.equal(read.unread, 2, 'the unread count ignores the filter');

  const page2 = await inbox(a, '?pageNum=2&pageSize=2');
  assert.deepEqual(
    page2.rows.map((r) => r.id),
    [m3],
  );
  assert.equal(page2.total, 3);
});

test("changeRead: marks read and returns the message, idempotent; another user's or an unknown id → 404, logged out → 401", async () => {
  const a = await newUser(ctx, { verified: false });
  const b = await newUser(ctx, { verified: false });
  const [m1] = await threeMessages(a);
  const r = await call(a.token, 'GET', `/api/need/message/changeRead/${m1}`);
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.json().data.id, m1);
  assert.equal(r.json().data.readState, 2);
  assert.equal(r.json().data.title, '第一条');
  const again = await call(a.token, 'GET', `/api/need/message/changeRead/${m1}`);
  assert.equal(again.statusCode, 200);
  assert.equal(again.json().data.readState, 2);

  const [, bm2] = await threeMessages(b);
  const foreign = await call(a.token, 'GET', `/api/need/message/changeRead/${bm2}`);
  assert.equal(foreign.statusCode, 404);
  assert.equal(foreign.json().msg, '消息不存在');
  assert.equal((await inbox(b, '?readState=1')).total, 3, "b's message stays unread");
  assert.equal((await call(a.token, 'GET', '/api/need/message/changeRead/999999')).statusCode, 404);
  assert.equal((await call(null, 'GET', `/api/need/message/changeRead/${m1}`)).statusCode, 401);
  assert.equal((await call(a.token, 'GET', '/api/need/message/changeRead/abc')).statusCode, 400);
});

test("readAll marks only the caller's unread messages; unreadCount follows", async () => {
  const a = await newUser(ctx, { verified: false });
  const b = await newUser(ctx, { verified: false });
  const [m1] = await threeMessages(a);
  await threeMessages(b);
  await call(a.token, 'GET', `/api/need/message/changeRead/${m1}`);
  assert.deepEqual((await call(a.token, 'GET', '/api/need/message/unreadCount')).json().data, { unread: 2 });

  const r = await call(a.token, 'POST', '/api/need/message/readAll');
  assert.equal(r.statusCode, 200, r.body);
  assert.deepEqual(r.json().data, { changed: 2 });
  assert.deepEqual((await call(a.token, 'POST', '/api/need/message/readAll')).json().data, { changed: 0 });
  // a JSON `{}` body works as well as an empty one
  const withBody = await ctx.app.inject({
    method: 'POST',
    url: '/api/need/message/readAll',
    headers: auth(a.token),
    payload: {},
  });
  assert.equal(withBody.statusCode, 200);
  assert.deepEqual((await call(a.token, 'GET', '/api/need/message/unreadCount')).json().data, { unread: 0 });
  assert.deepEqual((await call(b.token, 'GET', '/api/need/message/unreadCount')).json().data, { unread: 3 });
});

test('logged out → 401 everywhere; a bad filter → 400', async () => {
  for (const [m, url] of [
    ['GET', '/api/need/message/list'],
    ['POST', '/api/need/message/readAll'],
    ['GET', '/api/need/message/unreadCount'],
  ] as const) {
    const r = await call(null, m, url);
    assert.equal(r.statusCode, 401, url);
  }
  const a = await newUser(ctx, { verified: false });
  const bad = await call(a.token, 'GET', '/api/need/message/list?readState=3');
  assert.equal(bad.statusCode, 400);
  assert.match(bad.json().msg, /readState/);
  assert.equal((await call(a.token, 'GET', '/api/need/message/list?pageSize=51')).statusCode, 400);
});
