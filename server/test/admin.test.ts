import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { auth, setup, type TestCtx } from './helpers.js';
import {
  consignment,
  forceState,
  listOne,
  newUser,
  q,
  SECRETS,
  seedGames,
  stateOf,
  uploadShot,
  type Game,
  type Seller,
} from './selling-helpers.js';

let ctx: TestCtx;
let wzry: Game;
let ys: Game;
let seller: Seller;
let operator: Seller;
let admin: Seller;
let plain: Seller;
before(async () => {
  ctx = await setup({ env: { RATE_CONSIGN_USER: '1000' } });
  ({ wzry, ys } = await seedGames(ctx));
  seller = await newUser(ctx);
  operator = await newUser(ctx, { verified: false, roles: ['user', 'operator'] });
  admin = await newUser(ctx, { verified: false, roles: ['user', 'admin'] });
  plain = await newUser(ctx, { roles: ['user', 'merchant'] });
});
after(async () => {
  await ctx.close();
});

interface QueueItem {
  id: number;
  gameName: string;
  districtNames: string[];
  bargain: boolean;
  isGuarantee: number;
  images: { url: string; thumb: string }[];
  attrs: { fieldName: string; value: unknown }[];
  reviewNote: string | null;
  seller: { id: number; nickName: string; verified: boolean; listed: number; sold: number; rejected: number };
}
interface MessageRow {
  send_type: number;
  read_state: number;
  ref_type: string | null;
  ref_id: number | null;
  content: string;
}
interface AuditRow {
  actor_id: number;
  action: string;
  before: unknown;
  after: unknown;
}

/** The client's request layer: JSON content type on every call, no body when there is no data. */
const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(token ? auth(token) : {}), 'content-type': 'application/json' },
    ...(method === 'POST' ? { payload: payload === undefined ? '' : JSON.stringify(payload) } : {}),
  });

const queue = async (token = operator.token) => {
  const r = await call(token, 'GET', '/api/admin/review/list?pageNum=1&pageSize=50');
  assert.equal(r.statusCode, 200, r.body);
  return r.json().data as { rows: QueueItem[]; total: number };
};
const messagesOf = (userId: number) =>
  q<MessageRow>(ctx, sql`select * from messages where user_id = ${userId} order by id`);
const auditOf = (id: number) =>
  q<AuditRow>(ctx, sql`select * from audit_log where target_type = 'goods' and target_id = ${id} order by id`);

describe('operator console: access', () => {
  test('every admin endpoint: logged out → 401, user or merchant → 403, operator and admin allowed', async () => {
    const id = await listOne(ctx, seller, wzry);
    const endpoints: ['GET' | 'POST', string, Record<string, unknown>?][] = [
      ['GET', '/api/admin/review/list'],
      ['GET', '/api/admin/review/reasons'],
      ['POST', `/api/admin/review/${id}/approve`],
      ['POST', `/api/admin/review/${id}/reject`, { reason: '价格明显异常' }],
    ];
    for (const [m, url, body] of endpoints) {
      assert.equal((await call(null, m, url, body)).statusCode, 401, `${m} ${url} logged out`);
      assert.equal((await call(seller.token, m, url, body)).statusCode, 403, `${m} ${url} as user`);
      const r = await call(plain.token, m, url, body);
      assert.equal(r.statusCode, 403, `${m} ${url} as merchant`);
      assert.equal(r.json().msg, '没有权限执行此操作');
    }
    // an invalid body does not reveal anything to a caller without the role either
    assert.equal((await call(seller.token, 'POST', `/api/admin/review/${id}/reject`, { reason: '' })).statusCode, 403);
    assert.equal((await stateOf(ctx, id)).sale_state, 0, 'refused calls changed nothing');
    assert.equal((await auditOf(id)).length, 0);
    assert.equal((await call(admin.token, 'GET', '/api/admin/review/reasons')).statusCode, 200);
    const reasons = (await call(operator.token, 'GET', '/api/admin/review/reasons')).json().data;
    assert.deepEqual(reasons, [
      '截图不清晰或与描述不符',
      '标题含联系方式或违规内容',
      '价格明显异常',
      '账号信息不完整',
      '疑似盗号或来源不明',
      '区服信息填写错误',
    ]);
  });
});

describe('review queue', () => {
  test('pending goods oldest first, with images, named attributes in template order, district names, seller history; never credentials', async () => {
    const s = await newUser(ctx);
    const a = await listOne(ctx, s, ys);
    ctx.clock.advance(60_000);
    const b = await listOne(ctx, s, wzry, { title: '第二个待审核商品', bargain: false, isGuarantee: 0 });
    ctx.clock.advance(60_000);
    const sold = await listOne(ctx, s, wzry);
    await forceState(ctx, sold, 3);
    const onSale = await listOne(ctx, s, wzry);
    await forceState(ctx, onSale, 1);
    await ctx.db.db.execute(
      sql`insert into goods_reviews (goods_id, seller_id, reviewer_id, decision, reason, created_at) values (${sold}, ${s.id}, ${operator.id}, 2, '价格明显异常', now())`,
    );
    const { rows, total } = await queue();
    const ids = rows.map((r) => r.id);
    assert.ok(ids.indexOf(a) < ids.indexOf(b), 'oldest submission first');
    assert.ok(!ids.includes(sold) && !ids.includes(onSale), 'only pending goods');
    assert.equal(total, rows.length);
    const item = rows.find((r) => r.id === b)!;
    assert.deepEqual(
      Object.keys(item).sort(),
      [
        'attrs',
        'bargain',
        'createdAt',
        'description',
        'districtNames',
        'gameName',
        'goodsSn',
        'id',
        'images',
        'isGuarantee',
        'priceFen',
        'reviewNote',
        'seller',
        'title',
      ].sort(),
    );
    assert.equal(item.gameName, '王者荣耀');
    assert.equal(item.districtNames.length, 4);
    assert.equal(item.bargain, false);
    assert.equal(item.isGuarantee, 0);
    assert.equal(item.reviewNote, null, 'nothing to hold it for');
    assert.equal(item.images.length, 1);
    assert.match(item.images[0]!.thumb, /_t\.webp$/);
    const names = wzry.template.map((t) => t.fieldName);
    const shown = item.attrs.map((x: { fieldName: string }) => x.fieldName);
    assert.ok(shown.length > 0);
    assert.deepEqual(
      shown,
      names.filter((n) => shown.includes(n)),
      'template order',
    );
    assert.deepEqual(item.seller, {
      id: s.id,
      nickName: item.seller.nickName,
      verified: true,
      listed: 2,
      sold: 1,
      rejected: 1,
    });
    const text = JSON.stringify(rows);
    for (const secret of SECRETS) assert.ok(!text.includes(secret), `review list leaks ${secret}`);
    assert.ok(!/credential|password/i.test(text));
  });
});

describe('decisions', () => {
  test('approve: 0 → 1 at once, message sendType 1, audit row; it appears in the public list; a second decision → 409', async () => {
    const id = await listOne(ctx, seller, wzry, { title: '审核通过后可搜索的独特标题' });
    const before = (await messagesOf(seller.id)).length;
    const r = await call(operator.token, 'POST', `/api/admin/review/${id}/approve`);
    assert.equal(r.statusCode, 200, r.body);
    assert.equal((await stateOf(ctx, id)).sale_state, 1);
    const msgs = await messagesOf(seller.id);
    assert.equal(msgs.length, before + 1);
    const m = msgs[msgs.length - 1]!;
    assert.equal(m.send_type, 1);
    assert.equal(m.read_state, 1);
    assert.equal(m.ref_type, 'goods');
    assert.equal(m.ref_id, id);
    assert.match(m.content, /审核通过后可搜索的独特标题/);
    const audit = await auditOf(id);
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.actor_id, operator.id);
    assert.equal(audit[0]!.action, 'goods.approve');
    assert.deepEqual(audit[0]!.before, { saleState: 0 });
    assert.deepEqual(audit[0]!.after, { saleState: 1 });
    const reviews = await q<{ decision: number; reviewer_id: number }>(
      ctx,
      sql`select decision, reviewer_id from goods_reviews where goods_id = ${id}`,
    );
    assert.deepEqual(reviews, [{ decision: 1, reviewer_id: operator.id }]);

    const list = await ctx.app.inject({
      method: 'POST',
      url: '/api/web/good/allList',
      payload: { gameId: wzry.id, keyWord: '独特标题', pageNum: 1, pageSize: 10 },
    });
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(
      list.json().data.rows.map((g: { id: number }) => g.id),
      [id],
      'approved good is listed and searchable',
    );
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/web/good/${id}` });
    assert.equal(detail.statusCode, 200);
    assert.ok(detail.json().data.tags.includes('可购包赔'));

    const again = await call(operator.token, 'POST', `/api/admin/review/${id}/approve`);
    assert.equal(again.statusCode, 409);
    assert.match(again.json().msg, /不能审核/);
    assert.equal(
      (await call(operator.token, 'POST', `/api/admin/review/${id}/reject`, { reason: '价格明显异常' })).statusCode,
      409,
    );
    assert.equal((await call(operator.token, 'POST', '/api/admin/review/2000000000/approve')).statusCode, 404);
    assert.equal((await auditOf(id)).length, 1, 'refused decisions are not audited as actions');
  });

  test('reject: reason 2–200, 0 → 99 with the reason, message sendType 2, audit row; the seller sees the reason and can resubmit', async () => {
    const id = await listOne(ctx, seller, wzry);
    for (const reason of ['', '差', 'x'.repeat(201)]) {
      const r = await call(admin.token, 'POST', `/api/admin/review/${id}/reject`, { reason });
      assert.equal(r.statusCode, 400, JSON.stringify(reason));
    }
    assert.equal((await call(admin.token, 'POST', `/api/admin/review/${id}/reject`)).statusCode, 400, 'no body');
    assert.equal((await stateOf(ctx, id)).sale_state, 0);
    const r = await call(admin.token, 'POST', `/api/admin/review/${id}/reject`, {
      reason: '  截图不清晰或与描述不符  ',
    });
    assert.equal(r.statusCode, 200, r.body);
    assert.equal((await stateOf(ctx, id)).sale_state, 99);
    const m = (await messagesOf(seller.id)).at(-1)!;
    assert.equal(m.send_type, 2);
    assert.match(m.content, /原因：截图不清晰或与描述不符/);
    const audit = await auditOf(id);
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.actor_id, admin.id);
    assert.equal(audit[0]!.action, 'goods.reject');
    assert.deepEqual(audit[0]!.after, { saleState: 99, reason: '截图不清晰或与描述不符' });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/need/myConsignment?saleState=99',
      headers: auth(seller.token),
    });
    assert.equal(mine.json().data.rows.find((g: { id: number }) => g.id === id).rejectReason, '截图不清晰或与描述不符');
    const up = await ctx.app.inject({
      method: 'GET',
      url: `/api/goods/info/upGoods/${id}`,
      headers: auth(seller.token),
    });
    assert.equal(up.statusCode, 200);
    assert.equal((await stateOf(ctx, id)).sale_state, 0, 'back in the queue');
    assert.ok((await queue()).rows.some((g) => g.id === id));
  });

  test('an operator cannot decide on their own listing; nothing changes', async () => {
    const sellingOperator = await newUser(ctx, { roles: ['user', 'operator'] });
    const id = await listOne(ctx, sellingOperator, wzry);
    for (const [url, body] of [
      [`/api/admin/review/${id}/approve`, undefined],
      [`/api/admin/review/${id}/reject`, { reason: '价格明显异常' }],
    ] as const) {
      const r = await call(sellingOperator.token, 'POST', url, body);
      assert.equal(r.statusCode, 403);
      assert.equal(r.json().msg, '不能审核自己发布的商品');
    }
    assert.equal((await stateOf(ctx, id)).sale_state, 0);
    assert.equal((await auditOf(id)).length, 0);
    assert.equal((await messagesOf(sellingOperator.id)).length, 0);
    assert.equal(
      (await call(operator.token, 'POST', `/api/admin/review/${id}/approve`)).statusCode,
      200,
      'another operator can',
    );
  });

  test('two operators deciding at once: exactly one wins', async () => {
    const id = await listOne(ctx, seller, wzry);
    const [x, y] = await Promise.all([
      call(operator.token, 'POST', `/api/admin/review/${id}/approve`),
      call(admin.token, 'POST', `/api/admin/review/${id}/reject`, { reason: '价格明显异常' }),
    ]);
    assert.deepEqual([x.statusCode, y.statusCode].sort(), [200, 409]);
    assert.equal((await auditOf(id)).length, 1);
    assert.equal((await q(ctx, sql`select 1 from messages where ref_id = ${id}`)).length, 1);
  });
});

describe('catalogue cache', () => {
  test('every goods write shows in the (cached) public list at once: approve, down, up, price, edit', async () => {
    const id = await listOne(ctx, seller, wzry, { title: '缓存失效检查的号' });
    const body = { gameId: wzry.id, keyWord: '缓存失效', pageNum: 1, pageSize: 10 };
    const listed = async () => {
      const r = await ctx.app.inject({ method: 'POST', url: '/api/web/good/allList', payload: body });
      return (r.json().data.rows as { id: number; priceFen: number }[]).filter((g) => g.id === id);
    };
    assert.deepEqual(await listed(), []);
    assert.deepEqual(await listed(), [], 'now cached');
    await call(operator.token, 'POST', `/api/admin/review/${id}/approve`);
    assert.equal((await listed()).length, 1, 'approved');
    await call(seller.token, 'POST', '/api/goods/info/downGoods', { id });
    assert.equal((await listed()).length, 0, 'taken down');
    await call(seller.token, 'GET', `/api/goods/info/upGoods/${id}`);
    assert.equal((await listed()).length, 1, 'back on sale');
    await call(seller.token, 'POST', '/api/need/goods/editPrice', { id, priceFen: 4200 });
    assert.equal((await listed())[0]!.priceFen, 4200, 'new price');
    const shot = await uploadShot(ctx, seller.token);
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/need/consignment',
      headers: auth(seller.token),
      payload: consignment(wzry, [shot.url], { id, title: '缓存失效检查的号 已修改' }),
    });
    assert.equal(r.statusCode, 200, r.body);
    assert.equal((await listed()).length, 0, 'edited: back to review, off the list');
  });
});

describe('credentials stay secret', () => {
  test('not in plain text in any text column of the database, nor in any catalogue, seller or review response', async () => {
    const id = await listOne(ctx, seller, wzry, { title: '凭据保密检查用的商品' });
    const pending = await listOne(ctx, seller, ys);
    await call(operator.token, 'POST', `/api/admin/review/${id}/approve`);
    const cols = await q<{ table_name: string; column_name: string }>(
      ctx,
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    );
    assert.ok(cols.length > 20);
    for (const { table_name: t, column_name: c } of cols) {
      for (const secret of SECRETS) {
        const [hit] = await q<{ n: number }>(
          ctx,
          sql`select count(*)::int as n from ${sql.identifier(t)} where ${sql.identifier(c)}::text like ${'%' + secret + '%'}`,
        );
        assert.equal(hit!.n, 0, `${t}.${c} holds ${secret} in plain text`);
      }
    }
    const responses = [
      await ctx.app.inject({ method: 'POST', url: '/api/web/good/allList', payload: { pageNum: 1, pageSize: 50 } }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/web/good/allList',
        payload: { gameId: wzry.id, keyWord: '凭据保密', pageNum: 1, pageSize: 50 },
      }),
      await ctx.app.inject({ method: 'GET', url: `/api/web/good/${id}` }),
      await ctx.app.inject({ method: 'GET', url: `/api/web/good/${id}`, headers: auth(seller.token) }),
      await ctx.app.inject({ method: 'GET', url: `/api/web/good/${pending}`, headers: auth(seller.token) }),
      await ctx.app.inject({ method: 'GET', url: `/api/web/recommend/${id}` }),
      await ctx.app.inject({ method: 'GET', url: '/api/need/myConsignment', headers: auth(seller.token) }),
      await ctx.app.inject({ method: 'GET', url: `/api/need/myConsignment/${id}`, headers: auth(seller.token) }),
      await ctx.app.inject({ method: 'GET', url: `/api/need/myConsignment/${pending}`, headers: auth(seller.token) }),
      await ctx.app.inject({ method: 'GET', url: '/api/need/consignment/draft', headers: auth(seller.token) }),
      await call(operator.token, 'GET', '/api/admin/review/list?pageSize=50'),
    ];
    for (const [i, r] of responses.entries()) {
      assert.equal(r.statusCode, 200, r.body.slice(0, 200));
      for (const secret of SECRETS) assert.ok(!r.body.includes(secret), `response #${i} leaks ${secret}`);
      assert.ok(
        !/"(credentials?|password|account|boundPhone|boundEmail|securityNotes)"/.test(r.body),
        'no credential field names',
      );
    }
  });
});
