import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { seed } from '../src/db/seed.js';
import { seedDemoAppraisal } from '../src/modules/appraisal/seed.js';
import { FEW_NOTE, NONE_NOTE, similarity, weightedQuantile } from '../src/modules/appraisal/valuation.js';
import type { AttrMeta } from '../src/modules/catalogue/service.js';
import { goods, SALE_STATE } from '../src/modules/catalogue/table.js';
import { auth, newIp, setup, type TestCtx } from './helpers.js';
import {
  newUser,
  q,
  seedGames,
  uploadShot,
  validAttrs,
  type Game,
  type Seller,
  type TemplateAttr,
} from './selling-helpers.js';

let ctx: TestCtx;
let operator: Seller;
let owner: Seller;
let other: Seller;
let seller: Seller;
const G: Record<string, Game> = {};
const DAY = 86_400_000;

before(async () => {
  ctx = await setup({ env: { RATE_APPRAISAL_USER: '25' } });
  const { seeded } = await seedGames(ctx);
  for (const key of ['wzry', 'ys', 'hpjy', 'lolm', 'hyrz']) {
    const s = seeded.find((g) => g.def.key === key);
    if (!s) continue;
    const ids = [...s.leaves.values()][0]!;
    const t = await ctx.app.inject({ method: 'GET', url: `/api/web/gameTempAttr?gameId=${s.id}` });
    G[key] = {
      id: s.id,
      key,
      districtId: ids[ids.length - 1]!,
      districtIds: ids,
      areaId: ids[ids.length - 2]!,
      template: t.json().data,
    };
  }
  operator = await newUser(ctx, { verified: false, roles: ['user', 'operator'] });
  owner = await newUser(ctx, { verified: false });
  other = await newUser(ctx, { verified: false });
  seller = await newUser(ctx, { verified: false });
});
after(async () => {
  await ctx.close();
});

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: newIp(),
    headers: { ...(token ? auth(token) : {}), 'content-type': 'application/json' },
    ...(method === 'POST' ? { payload: payload === undefined ? '' : JSON.stringify(payload) } : {}),
  });

let sn = 0;
/** A good of `game` straight into the table: sold goods are deals at `at` (updated_at). */
async function addGood(game: Game, o: { state: number; priceFen: number; attrs: Record<string, unknown>; at?: Date }) {
  sn++;
  const at = o.at ?? ctx.clock.now();
  await ctx.db.db.insert(goods).values({
    goodsSn: `T${String(sn).padStart(10, '0')}`,
    gameId: game.id,
    districtIds: game.districtIds,
    districtNames: game.districtIds.map(String),
    title: `测试账号 ${sn}`,
    priceFen: o.priceFen,
    saleState: o.state,
    attrs: o.attrs as Record<string, number | string | string[]>,
    sellerId: seller.id,
    createdAt: new Date(at.getTime() - DAY),
    updatedAt: at,
  });
}

/** The attributes of a "high end" account: every number at its maximum, every select at its last option. */
function farAttrs(t: TemplateAttr[]): Record<string, unknown> {
  const out = validAttrs(t);
  for (const a of t) {
    if (!a.must) continue;
    if (a.fieldType === 'number') out[a.fieldKey] = a.range!.max;
    else if (a.fieldType === 'select' && a.options!.length > 2) out[a.fieldKey] = a.options![a.options!.length - 1];
  }
  return out;
}

const body = (game: Game, patch: Record<string, unknown> = {}) => ({
  type: 1,
  gameId: game.id,
  districtId: game.districtId,
  attrs: validAttrs(game.template),
  ...patch,
});
const countRows = async () =>
  (await q<{ n: number }>(ctx, sql`select count(*)::int as n from backlist_requests`))[0]!.n;

async function submit(who: Seller, b: unknown) {
  const r = await call(who.token, 'POST', '/api/account/backlist', b);
  assert.equal(r.statusCode, 200, r.body);
  return r.json().data;
}

// ---------------------------------------------------------------- pure valuation
describe('valuation maths', () => {
  test('weighted quantile: equal weights give the ordinary median; weight pulls it', () => {
    const eq = (vs: number[]) => vs.map((value) => ({ value, weight: 1 }));
    assert.equal(weightedQuantile(eq([500, 100, 300, 200, 400]), 0.5), 300);
    assert.equal(weightedQuantile(eq([100, 200, 300, 400]), 0.5), 250);
    assert.equal(weightedQuantile(eq([700]), 0.2), 700);
    assert.equal(weightedQuantile([], 0.5), null);
    // unweighted the median is 200; a heavy 300 drags it most of the way up
    assert.equal(weightedQuantile(eq([100, 200, 300]), 0.5), 200);
    const pulled = weightedQuantile(
      [
        { value: 100, weight: 1 },
        { value: 200, weight: 1 },
        { value: 300, weight: 10 },
      ],
      0.5,
    )!;
    assert.ok(pulled > 250 && pulled < 300, String(pulled));
    const p20 = weightedQuantile(eq([100, 200, 300, 400, 500]), 0.2)!;
    const p80 = weightedQuantile(eq([100, 200, 300, 400, 500]), 0.8)!;
    assert.ok(p20 < 300 && p80 > 300 && p20 >= 100 && p80 <= 500);
  });

  test('similarity: numbers by relative distance, selects by rank distance, multi by overlap', () => {
    const t: AttrMeta[] = [
      {
        fieldKey: 'f1',
        fieldName: '英雄数',
        fieldType: 'number',
        sort: 1,
        must: true,
        isSearch: true,
        range: { min: 0, max: 200 },
        options: null,
      },
      {
        fieldKey: 'f2',
        fieldName: '段位',
        fieldType: 'select',
        sort: 2,
        must: true,
        isSearch: true,
        range: null,
        options: ['青铜', '白银', '黄金', '王者', '荣耀'],
      },
      {
        fieldKey: 'f3',
        fieldName: '皮肤',
        fieldType: 'multi',
        sort: 3,
        must: false,
        isSearch: true,
        range: null,
        options: ['a', 'b', 'c', 'd'],
      },
      {
        fieldKey: 'f4',
        fieldName: '说明',
        fieldType: 'text',
        sort: 4,
        must: false,
        isSearch: false,
        range: null,
        options: null,
      },
    ];
    assert.equal(similarity(t, { f1: 100 }, { f1: 100 }), 1);
    assert.equal(similarity(t, { f1: 100 }, { f1: 80 }), 0.8);
    assert.equal(similarity(t, { f2: '青铜' }, { f2: '荣耀' }), 0);
    assert.equal(similarity(t, { f2: '黄金' }, { f2: '王者' }), 0.75);
    assert.equal(similarity(t, { f3: ['a', 'b'] }, { f3: ['b', 'c'] }), 1 / 3);
    assert.equal(similarity(t, { f1: 100, f2: '黄金' }, {}), 0, 'a candidate without the attributes is not alike');
    assert.equal(similarity(t, { f4: '随便写' }, { f4: '别的' }), 1, 'text attributes are not compared');
  });
});

// ---------------------------------------------------------------- automatic valuation
describe('automatic valuation', () => {
  test('the median of 7 similar deals is the 4th price; unlike accounts are not comparables', async () => {
    const g = G.wzry!;
    const like = validAttrs(g.template);
    for (const yuan of [3000, 1000, 7000, 2000, 6000, 4000, 5000])
      await addGood(g, { state: SALE_STATE.sold, priceFen: yuan * 100, attrs: like });
    // a top-end account at a huge price: must not drag the estimate
    for (let i = 0; i < 5; i++)
      await addGood(g, { state: SALE_STATE.sold, priceFen: 900_000_00, attrs: farAttrs(g.template) });
    // other states are not comparables at all
    await addGood(g, { state: SALE_STATE.pending, priceFen: 1_00, attrs: like });
    await addGood(g, { state: SALE_STATE.offShelf, priceFen: 1_00, attrs: like });

    const item = await submit(owner, body(g, { expectedPriceFen: 500000, remark: ' 想卖个好价 ' }));
    const v = item.valuation;
    assert.equal(v.medianFen, 400000);
    assert.equal(v.comparableCount, 7);
    assert.equal(v.dealCount, 7);
    assert.equal(v.listingCount, 0);
    assert.equal(v.confidence, 'enough');
    assert.equal(v.note, null);
    assert.ok(v.lowFen < v.medianFen && v.medianFen < v.highFen);
    assert.ok(v.lowFen >= 100000 && v.highFen <= 700000);
    assert.deepEqual(
      v.points.map((p: { priceFen: number }) => p.priceFen),
      [1000, 2000, 3000, 4000, 5000, 6000, 7000].map((y) => y * 100),
    );
    assert.ok(v.points.every((p: { kind: string; similarity: number }) => p.kind === 'deal' && p.similarity === 1));
    assert.equal(item.status, 0);
    assert.equal(item.statusText, '估价中');
    assert.equal(item.remark, '想卖个好价');
    assert.equal(item.expectedPriceFen, 500000);
    assert.equal(item.manual, null);
    assert.deepEqual(
      item.districtPath.map((d: { id: number }) => d.id),
      g.districtIds,
    );
    assert.ok(item.attrList.length >= 4 && item.attrList[0].fieldName === '英雄数');
    // stored with the request: the list shows the same numbers later
    const again = (await call(owner.token, 'GET', `/api/account/backlist/${item.id}`)).json().data;
    assert.deepEqual(again.valuation, v);
  });

  test('listings count half: 3 deals at ¥1000 and 3 listings at ¥4000 give a median of ¥1000', async () => {
    const g = G.ys!;
    const like = validAttrs(g.template);
    for (let i = 0; i < 3; i++) await addGood(g, { state: SALE_STATE.sold, priceFen: 100000, attrs: like });
    for (let i = 0; i < 3; i++) await addGood(g, { state: SALE_STATE.onSale, priceFen: 400000, attrs: like });
    const v = (await submit(owner, body(g))).valuation;
    assert.equal(v.comparableCount, 6);
    assert.equal(v.dealCount, 3);
    assert.equal(v.listingCount, 3);
    // unweighted, the median would be ¥2500
    assert.equal(v.medianFen, 100000);
    assert.equal(v.highFen, 400000);
    assert.equal(v.confidence, 'enough');
  });

  test('fewer than 5 comparables is said plainly; none gives no numbers', async () => {
    const g = G.hpjy!;
    const like = validAttrs(g.template);
    await addGood(g, { state: SALE_STATE.sold, priceFen: 50000, attrs: like });
    await addGood(g, { state: SALE_STATE.sold, priceFen: 70000, attrs: like });
    const few = (await submit(owner, body(g))).valuation;
    assert.equal(few.comparableCount, 2);
    assert.equal(few.confidence, 'few');
    assert.equal(few.note, FEW_NOTE);
    assert.equal(few.note, '可比成交不足5个，估价仅供参考');
    assert.equal(few.medianFen, 60000);

    const none = (await submit(owner, body(G.lolm!))).valuation;
    assert.equal(none.comparableCount, 0);
    assert.equal(none.confidence, 'few');
    assert.equal(none.note, NONE_NOTE);
    assert.equal(none.lowFen, null);
    assert.equal(none.medianFen, null);
    assert.equal(none.highFen, null);
    assert.deepEqual(none.points, []);
  });
});

// ---------------------------------------------------------------- validation
describe('validation: 400 and nothing stored', () => {
  test('bad attributes, district, screenshots, price, type', async () => {
    const g = G.wzry!;
    const mine = await uploadShot(ctx, other.token);
    const foreign = await uploadShot(ctx, owner.token);
    const before = await countRows();
    const cases: [unknown, RegExp][] = [
      [body(g, { attrs: { ...validAttrs(g.template), f1: 999 } }), /英雄数应在0-130之间/],
      [body(g, { attrs: { ...validAttrs(g.template), zz: '1' } }), /没有属性 zz/],
      [body(g, { attrs: { ...validAttrs(g.template), f3: '不存在的段位' } }), /请选择段位/],
      [body(g, { attrs: {} }), /请填写英雄数/],
      [body(g, { districtId: g.areaId }), /请选择到具体的服务器/],
      [body(g, { districtId: G.ys!.districtId }), /区服不存在或不属于所选游戏/],
      [body(g, { districtId: 999999 }), /区服不存在/],
      [body(g, { gameId: 999999 }), /游戏不存在/],
      [body(g, { images: [foreign.url] }), /本人上传/],
      [body(g, { images: ['https://evil.example/x.png'] }), /本人上传/],
      [body(g, { images: [mine.url, mine.url] }), /截图有重复/],
      [body(g, { expectedPriceFen: 12345 }), /期望价格/],
      [body(g, { remark: '长'.repeat(201) }), /备注不能超过200字/],
      [body(g, { credentials: { account: 'acct', password: 'pw' } }), /估价无需填写账号密码/],
      [body(g, { type: 3 }), /./],
      [{ gameId: g.id, districtId: g.districtId, attrs: {} }, /./],
    ];
    for (const [b, msg] of cases) {
      const r = await call(other.token, 'POST', '/api/account/backlist', b);
      assert.equal(r.statusCode, 400, `${JSON.stringify(b).slice(0, 120)} → ${r.body}`);
      assert.match(r.json().msg, msg);
    }
    assert.equal(await countRows(), before);
    const list = (await call(other.token, 'GET', '/api/account/backlist/allList')).json().data;
    assert.equal(list.total, 0);
    // the caller's own screenshot is fine
    const ok = await submit(other, body(g, { images: [mine.url] }));
    assert.deepEqual(ok.images, [mine]);
  });

  test('anonymous → 401 on every private route; the price list is public', async () => {
    for (const [m, url] of [
      ['POST', '/api/account/backlist'],
      ['GET', '/api/account/backlist/allList'],
      ['GET', '/api/account/backlist/1'],
      ['POST', '/api/account/backlist/1/cancel'],
    ] as const) {
      const r = await call(null, m, url, m === 'POST' ? body(G.wzry!) : undefined);
      assert.equal(r.statusCode, 401, url);
    }
    assert.equal((await call(null, 'GET', '/api/account/backlist/priceList')).statusCode, 200);
  });
});

// ---------------------------------------------------------------- ownership
describe('ownership', () => {
  test("another user's request is 404 everywhere; lists show only mine", async () => {
    const mine = await submit(owner, body(G.wzry!));
    const r = await call(other.token, 'GET', `/api/account/backlist/${mine.id}`);
    assert.equal(r.statusCode, 404);
    assert.equal(r.json().msg, '估价申请不存在');
    assert.equal((await call(other.token, 'POST', `/api/account/backlist/${mine.id}/cancel`)).statusCode, 404);
    assert.equal((await call(owner.token, 'GET', `/api/account/backlist/${mine.id}`)).statusCode, 200);

    const listOther = (await call(other.token, 'GET', '/api/account/backlist/allList?type=1&pageSize=50')).json().data;
    assert.ok(!listOther.rows.some((x: { id: number }) => x.id === mine.id));
    const listMine = (await call(owner.token, 'GET', '/api/account/backlist/allList?pageSize=50')).json().data;
    const ownIds = (
      await q<{ id: number }>(
        ctx,
        sql`select id from backlist_requests where user_id = ${owner.id} order by created_at desc, id desc`,
      )
    ).map((x) => x.id);
    assert.deepEqual(
      listMine.rows.map((x: { id: number }) => x.id),
      ownIds,
    );
    assert.equal(listMine.total, ownIds.length);
    // paging
    const p1 = (await call(owner.token, 'GET', '/api/account/backlist/allList?pageSize=2&pageNum=2')).json().data;
    assert.deepEqual(
      p1.rows.map((x: { id: number }) => x.id),
      ownIds.slice(2, 4),
    );
  });

  test('the owner cancels a waiting request once', async () => {
    const mine = await submit(owner, body(G.ys!));
    assert.equal((await call(owner.token, 'POST', `/api/account/backlist/${mine.id}/cancel`)).statusCode, 200);
    const again = await call(owner.token, 'POST', `/api/account/backlist/${mine.id}/cancel`);
    assert.equal(again.statusCode, 409);
    const d = (await call(owner.token, 'GET', `/api/account/backlist/${mine.id}`)).json().data;
    assert.equal(d.status, 4);
    assert.equal(d.statusText, '已取消');
  });
});

// ---------------------------------------------------------------- operators
describe('operator manual appraisal', () => {
  test('ordinary users get 403 on the admin routes', async () => {
    for (const [m, url, p] of [
      ['GET', '/api/admin/appraisal/list', undefined],
      ['POST', '/api/admin/appraisal/1/manual', { priceFen: 10000, note: '估价说明' }],
    ] as const) {
      assert.equal((await call(owner.token, m, url, p)).statusCode, 403, url);
      assert.equal((await call(null, m, url, p)).statusCode, 401, url);
    }
  });

  test('stored beside the automatic one, the owner messaged, audited; cancelled → 409', async () => {
    const req = await submit(owner, body(G.wzry!));
    const queue = (await call(operator.token, 'GET', '/api/admin/appraisal/list?status=0&pageSize=50')).json().data;
    const row = queue.rows.find((x: { id: number }) => x.id === req.id);
    assert.ok(row);
    assert.equal(row.userId, owner.id);
    assert.equal(row.valuation.medianFen, req.valuation.medianFen);

    // bad input changes nothing
    for (const p of [
      { priceFen: 12345, note: '说明说明' },
      { priceFen: 10000, note: ' ' },
    ]) {
      const bad = await call(operator.token, 'POST', `/api/admin/appraisal/${req.id}/manual`, p);
      assert.equal(bad.statusCode, 400, bad.body);
    }
    assert.equal(
      (await call(operator.token, 'POST', '/api/admin/appraisal/999999/manual', { priceFen: 10000, note: '说明说明' }))
        .statusCode,
      404,
    );

    const r = await call(operator.token, 'POST', `/api/admin/appraisal/${req.id}/manual`, {
      priceFen: 388800,
      note: '皮肤较全，段位高，建议¥3888挂售',
    });
    assert.equal(r.statusCode, 200, r.body);
    const seen = (await call(owner.token, 'GET', `/api/account/backlist/${req.id}`)).json().data;
    assert.equal(seen.status, 3);
    assert.equal(seen.statusText, '已估价');
    assert.equal(seen.manual.priceFen, 388800);
    assert.equal(seen.manual.note, '皮肤较全，段位高，建议¥3888挂售');
    assert.ok(seen.manual.operatorNick.length > 0);
    assert.deepEqual(seen.valuation, req.valuation, 'the automatic valuation stays beside it');

    const inbox = (await call(owner.token, 'GET', '/api/need/message/list')).json().data;
    const msg = inbox.rows.find((m: { sendType: number; refId: number }) => m.sendType === 30 && m.refId === req.id);
    assert.ok(msg, 'owner messaged with sendType 30');
    assert.equal(msg.title, '估价结果');
    assert.equal(msg.refType, 'appraisal');
    assert.match(msg.content, /¥3888/);
    const audit = await q<{ action: string; actor_id: number }>(
      ctx,
      sql`select action, actor_id from audit_log where target_type = 'appraisal' and target_id = ${req.id}`,
    );
    assert.deepEqual(audit, [{ action: 'appraisal.manual', actor_id: operator.id }]);

    // re-appraisal is allowed; a cancelled request is not appraised
    assert.equal(
      (
        await call(operator.token, 'POST', `/api/admin/appraisal/${req.id}/manual`, {
          priceFen: 399900,
          note: '复核后上调',
        })
      ).statusCode,
      200,
    );
    const gone = await submit(owner, body(G.wzry!));
    await call(owner.token, 'POST', `/api/account/backlist/${gone.id}/cancel`);
    const refused = await call(operator.token, 'POST', `/api/admin/appraisal/${gone.id}/manual`, {
      priceFen: 10000,
      note: '说明说明',
    });
    assert.equal(refused.statusCode, 409);
    assert.equal(
      (
        await q<{ n: number }>(
          ctx,
          sql`select count(*)::int as n from audit_log where target_type = 'appraisal' and target_id = ${gone.id}`,
        )
      )[0]!.n,
      0,
    );
    // and the owner cannot cancel an appraised one
    assert.equal((await call(owner.token, 'POST', `/api/account/backlist/${req.id}/cancel`)).statusCode, 409);
  });
});

// ---------------------------------------------------------------- price list
describe('recycle price list', () => {
  test('tiers from the last 90 days of deals × 0.7, weekly medians over 12 weeks', async () => {
    const g = G.hyrz!;
    const now = ctx.clock.now().getTime();
    const like = validAttrs(g.template);
    // 8 deals in the window: quartiles of 2 deals each
    const recent = [
      [100000, 1],
      [120000, 1], // this week
      [200000, 8],
      [220000, 8], // 2nd week back (days 7–13)
      [300000, 20],
      [340000, 20],
      [500000, 80],
      [900000, 80],
    ] as const;
    for (const [fen, daysAgo] of recent)
      await addGood(g, { state: SALE_STATE.sold, priceFen: fen, attrs: like, at: new Date(now - daysAgo * DAY) });
    // outside the window, and not deals at all
    await addGood(g, { state: SALE_STATE.sold, priceFen: 9_000_000, attrs: like, at: new Date(now - 95 * DAY) });
    await addGood(g, { state: SALE_STATE.onSale, priceFen: 9_000_000, attrs: like });

    const r = await call(null, 'GET', `/api/account/backlist/priceList?gameId=${g.id}`);
    assert.equal(r.statusCode, 200, r.body);
    const data = r.json().data;
    assert.equal(data.recycleFactor, 0.7);
    assert.equal(data.windowDays, 90);
    assert.equal(data.games.length, 1);
    const pl = data.games[0];
    assert.equal(pl.gameId, g.id);
    assert.equal(pl.dealCount, 8);
    assert.deepEqual(
      pl.tiers.map((t: Record<string, unknown>) => [
        t.name,
        t.minDealFen,
        t.maxDealFen,
        t.medianDealFen,
        t.referenceFen,
        t.dealCount,
      ]),
      [
        ['入门号', 100000, 120000, 110000, 77000, 2],
        ['进阶号', 200000, 220000, 210000, 147000, 2],
        ['精品号', 300000, 340000, 320000, 224000, 2],
        ['顶级号', 500000, 900000, 700000, 490000, 2],
      ],
    );
    assert.equal(pl.trend.length, 12);
    const last = pl.trend[11];
    assert.deepEqual([last.medianDealFen, last.referenceFen, last.dealCount], [110000, 77000, 2]);
    assert.deepEqual([pl.trend[10].medianDealFen, pl.trend[10].dealCount], [210000, 2]);
    assert.deepEqual([pl.trend[9].medianDealFen, pl.trend[9].dealCount], [320000, 2]); // days 14–20 back
    assert.deepEqual([pl.trend[8].medianDealFen, pl.trend[8].referenceFen, pl.trend[8].dealCount], [null, null, 0]);
    assert.deepEqual([pl.trend[0].medianDealFen, pl.trend[0].dealCount], [700000, 2]); // days 77–83 back
    assert.ok(pl.trend[0].weekStart < pl.trend[11].weekStart);
    assert.match(last.weekStart, /^\d{4}-\d{2}-\d{2}$/);

    // every game without the filter; unknown game 404
    const all = (await call(null, 'GET', '/api/account/backlist/priceList')).json().data;
    assert.ok(all.games.length >= 4);
    assert.equal((await call(null, 'GET', '/api/account/backlist/priceList?gameId=999999')).statusCode, 404);
  });

  test('cached briefly: a new deal shows after 60 s, not before', async () => {
    const g = G.ys!;
    const url = `/api/account/backlist/priceList?gameId=${g.id}`;
    const n0 = (await call(null, 'GET', url)).json().data.games[0].dealCount;
    await addGood(g, { state: SALE_STATE.sold, priceFen: 123400, attrs: validAttrs(g.template) });
    assert.equal((await call(null, 'GET', url)).json().data.games[0].dealCount, n0);
    ctx.clock.advance(61_000);
    assert.equal((await call(null, 'GET', url)).json().data.games[0].dealCount, n0 + 1);
  });
});

// ---------------------------------------------------------------- limits and demo data
describe('limits and demo seed', () => {
  test('submissions are rate limited per user (429), bad ones are not counted', async () => {
    const u = await newUser(ctx, { verified: false });
    for (let i = 0; i < 3; i++)
      assert.equal(
        (await call(u.token, 'POST', '/api/account/backlist', body(G.wzry!, { attrs: {} }))).statusCode,
        400,
      );
    for (let i = 0; i < 25; i++)
      assert.equal((await call(u.token, 'POST', '/api/account/backlist', body(G.lolm!))).statusCode, 200, `#${i}`);
    const r = await call(u.token, 'POST', '/api/account/backlist', body(G.lolm!));
    assert.equal(r.statusCode, 429);
  });

  test('demo seed: demo_buyer gets appraisals through the real valuation, once', async () => {
    const config = { ...ctx.config, seedDemo: true };
    // the demo requests are modelled on goods on sale in their games
    for (const key of ['wzry', 'hpjy'])
      await addGood(G[key]!, { state: SALE_STATE.onSale, priceFen: 150000, attrs: farAttrs(G[key]!.template) });
    await seed(ctx.db.db, config, ctx.clock);
    const n = await seedDemoAppraisal(ctx.db.db, config, ctx.clock);
    assert.equal(n, 3);
    assert.equal(await seedDemoAppraisal(ctx.db.db, config, ctx.clock), 0, 'idempotent');
    const rows = await q<{
      status: number;
      valuation: { comparableCount: number } | null;
      manual_price_fen: number | null;
    }>(
      ctx,
      sql`select b.status, b.valuation, b.manual_price_fen from backlist_requests b join users u on u.id = b.user_id where u.user_name = 'demo_buyer' order by b.id`,
    );
    assert.equal(rows.length, 3);
    assert.ok(rows.every((r) => r.valuation && r.valuation.comparableCount > 0));
    assert.deepEqual(
      rows.map((r) => r.status),
      [3, 0, 0],
    );
    assert.ok(rows[0]!.manual_price_fen! > 0);
  });
});
