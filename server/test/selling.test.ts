import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, seed } from '../src/db/seed.js';
import { DataCrypto } from '../src/lib/crypto.js';
import { seedDemoCatalogue } from '../src/modules/catalogue/seed.js';
import { DEMO_REJECT_REASON, seedDemoSelling } from '../src/modules/selling/seed.js';
import { auth, setup, smsCode, type TestCtx } from './helpers.js';
import {
  consignment,
  CREDENTIALS,
  forceState,
  listOne,
  newUser,
  q,
  seedGames,
  stateOf,
  submit,
  uploadShot,
  type Game,
  type Seller,
} from './selling-helpers.js';

let ctx: TestCtx;
let wzry: Game;
let ys: Game;
let seller: Seller;
let other: Seller;
before(async () => {
  ctx = await setup({ env: { RATE_CONSIGN_USER: '1000' } });
  ({ wzry, ys } = await seedGames(ctx));
  seller = await newUser(ctx);
  other = await newUser(ctx);
});
after(async () => {
  await ctx.close();
});

const CHINESE = /[\u4e00-\u9fa5]/;
const get = (token: string | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
const post = (token: string | null, url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? auth(token) : {}), 'content-type': 'application/json' },
    payload: payload === undefined ? '' : JSON.stringify(payload),
  });
const counts = async () =>
  (
    await q<{ g: number; c: number }>(
      ctx,
      sql`select (select count(*)::int from goods) as g, (select count(*)::int from goods_credentials) as c`,
    )
  )[0]!;

describe('drafts', () => {
  const draft = (gameId: number, title: string) => ({
    gameId,
    gameName: '王者荣耀',
    districtPath: [],
    title,
    priceYuan: '88',
    isGuarantee: 0,
    bargain: false,
    attrs: { f1: 12 },
    description: '',
    images: [],
  });

  test('round-trip, one per user, per-user, delete; logged out → 401', async () => {
    const a = await newUser(ctx, { verified: false });
    const b = await newUser(ctx, { verified: false });
    assert.equal((await get(a.token, '/api/need/consignment/draft')).json().data, null);
    const put = (u: Seller, d: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/need/consignment/draft',
        headers: auth(u.token),
        payload: { gameId: d.gameId, data: d },
      });
    const r1 = await put(a, draft(wzry.id, '第一版'));
    assert.equal(r1.statusCode, 200, r1.body);
    assert.ok(r1.json().data.updatedAt);
    await put(a, draft(wzry.id, '第二版'));
    await put(b, draft(ys.id, '别人的草稿'));
    const got = (await get(a.token, '/api/need/consignment/draft')).json().data;
    assert.equal(got.data.title, '第二版');
    assert.deepEqual(got.data.attrs, { f1: 12 });
    assert.equal((await get(b.token, '/api/need/consignment/draft')).json().data.data.title, '别人的草稿');
    const [n] = await q<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from consignment_drafts where user_id = ${a.id}`,
    );
    assert.equal(n!.n, 1, 'one draft per user');
    // the client sends DELETE with a JSON content type and no body
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/need/consignment/draft',
      headers: { ...auth(a.token), 'content-type': 'application/json' },
    });
    assert.equal(del.statusCode, 200, del.body);
    assert.equal((await get(a.token, '/api/need/consignment/draft')).json().data, null);
    assert.equal(
      (await get(b.token, '/api/need/consignment/draft')).json().data.data.title,
      '别人的草稿',
      "deleting mine leaves others' alone",
    );
    assert.equal((await get(null, '/api/need/consignment/draft')).statusCode, 401);
    assert.equal(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/need/consignment/draft',
          payload: { gameId: wzry.id, data: draft(wzry.id, 'x') },
        })
      ).statusCode,
      401,
    );
  });

  test('refuses credentials or a password anywhere in the draft, and drafts over 20 KB', async () => {
    const u = await newUser(ctx, { verified: false });
    const put = (data: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/need/consignment/draft',
        headers: auth(u.token),
        payload: { gameId: wzry.id, data },
      });
    for (const extra of [
      { credentials: { account: 'a', password: 'b' } },
      { password: 'x' },
      { attrs: { f1: 1, nested: { Password: 'x' } } },
    ]) {
      const r = await put({ ...draft(wzry.id, 't'), ...extra });
      assert.equal(r.statusCode, 400, JSON.stringify(extra));
      assert.match(r.json().msg, CHINESE);
    }
    const big = await put({
      ...draft(wzry.id, 't'),
      description: '长'.repeat(2900),
      images: Array.from({ length: 20 }, (_, i) => ({
        url: `/uploads/202603/${'a'.repeat(270)}${i}.png`,
        thumb: `/uploads/202603/${'b'.repeat(270)}${i}.webp`,
      })),
    });
    assert.equal(big.statusCode, 400);
    assert.equal(big.json().msg, '草稿内容过大');
    assert.equal((await get(u.token, '/api/need/consignment/draft')).json().data, null, 'nothing stored');
  });
});

describe('consignment', () => {
  test('requires a verified adult: 403 and nothing stored', async () => {
    const u = await newUser(ctx, { verified: false });
    const shot = await uploadShot(ctx, u.token);
    const before = await counts();
    const r = await submit(ctx, u.token, consignment(wzry, [shot.url]));
    assert.equal(r.statusCode, 403);
    assert.equal(r.json().msg, '请先完成实名认证');
    assert.deepEqual(await counts(), before);
    assert.equal(
      (await ctx.app.inject({ method: 'POST', url: '/api/need/consignment', payload: consignment(wzry, [shot.url]) }))
        .statusCode,
      401,
    );
  });

  test('stores a pending consigned good with derived tags, cover, grams, district names, encrypted credentials; deletes the draft', async () => {
    const s = await newUser(ctx);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/need/consignment/draft',
      headers: auth(s.token),
      payload: { gameId: wzry.id, data: { gameId: wzry.id, title: 'x' } },
    });
    const a = await uploadShot(ctx, s.token);
    const b = await uploadShot(ctx, s.token);
    const r = await submit(ctx, s.token, consignment(wzry, [a.url, b.url], { title: '  国服王者 百皮肤 荣耀典藏  ' }));
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.json().data.saleState, 0);
    const id = r.json().data.id;
    const [g] = await q<{
      seller_id: number;
      sale_state: number;
      account_type: number;
      title: string;
      tags: string[];
      cover: string;
      images: unknown;
      district_ids: number[];
      district_names: string[];
      goods_sn: string;
      search_grams: string[];
    }>(ctx, sql`select * from goods where id = ${id}`);
    assert.equal(g!.seller_id, s.id);
    assert.equal(g!.sale_state, 0);
    assert.equal(g!.account_type, 2);
    assert.equal(g!.title, '国服王者 百皮肤 荣耀典藏', 'trimmed');
    assert.deepEqual(g!.tags, ['可购包赔', '可议价']);
    assert.equal(g!.cover, a.thumb);
    assert.deepEqual(g!.images, [a, b]);
    assert.deepEqual(g!.district_ids, wzry.districtIds);
    assert.equal(g!.district_names.length, 4);
    assert.match(g!.goods_sn, /^JS\d{14}$/);
    assert.ok(g!.search_grams.includes('典藏') && g!.search_grams.includes('皮肤'), 'searchable once approved');
    const [c] = await q<{ credentials_enc: string }>(
      ctx,
      sql`select credentials_enc from goods_credentials where goods_id = ${id}`,
    );
    assert.ok(!c!.credentials_enc.includes(CREDENTIALS.password));
    const plain = JSON.parse(new DataCrypto(ctx.config.dataKey).decrypt(c!.credentials_enc));
    assert.equal(plain.account, CREDENTIALS.account);
    assert.equal(plain.password, CREDENTIALS.password);
    assert.equal(plain.securityNotes, CREDENTIALS.securityNotes);
    assert.equal((await get(s.token, '/api/need/consignment/draft')).json().data, null, 'draft deleted');
    // no tags when neither insurance nor bargaining; numeric strings become numbers
    const numKey = wzry.template.find((t) => t.fieldType === 'number' && t.must)!.fieldKey;
    const r2 = await submit(
      ctx,
      s.token,
      consignment(wzry, [a.url], {
        isGuarantee: 0,
        bargain: false,
        attrs: { ...consignment(wzry, []).attrs, [numKey]: '12' },
      }),
    );
    assert.equal(r2.statusCode, 200, r2.body);
    const [g2] = await q<{ tags: string[]; attrs: Record<string, unknown> }>(
      ctx,
      sql`select tags, attrs from goods where id = ${r2.json().data.id}`,
    );
    assert.deepEqual(g2!.tags, []);
    assert.equal(g2!.attrs[numKey], 12);
  });

  test('each rule → 400 with a Chinese message, nothing stored', async () => {
    const shot = await uploadShot(ctx, seller.token);
    const theirs = await uploadShot(ctx, other.token);
    const t = wzry.template;
    const must = (type: string) => t.find((a) => a.fieldType === type && a.must)!;
    const optionalMulti = t.find((a) => a.fieldType === 'multi')!;
    const num = must('number');
    const sel = must('select');
    const attrs = consignment(wzry, []).attrs as Record<string, unknown>;
    const without = (k: string) => Object.fromEntries(Object.entries(attrs).filter(([key]) => key !== k));
    const cases: [string, Record<string, unknown>, RegExp | string][] = [
      ['unknown game', { gameId: 999999 }, /游戏不存在/],
      ['district of another game', { districtId: ys.districtId }, /区服/],
      ['district above server level', { districtId: wzry.areaId }, '请选择到具体的服务器'],
      ['title too short', { title: '四个字啊' }, '标题为5-60个字'],
      ['title too long', { title: '长'.repeat(61) }, '标题为5-60个字'],
      ['blank title', { title: '          ' }, '标题为5-60个字'],
      ['description too short', { description: '太短了' }, '描述为10-1000个字'],
      ['description too long', { description: '长'.repeat(1001) }, '描述为10-1000个字'],
      ['price below ¥1', { priceFen: 99 }, /价格应在/],
      ['price not whole yuan', { priceFen: 12345 }, /价格应在/],
      ['price above ¥1,000,000', { priceFen: 100_000_100 }, /价格应在/],
      ['no screenshots', { images: [] }, '请上传1-20张截图'],
      ['21 screenshots', { images: Array.from({ length: 21 }, () => shot.url) }, '请上传1-20张截图'],
      ['duplicate screenshots', { images: [shot.url, shot.url] }, '截图有重复'],
      ["someone else's upload", { images: [shot.url, theirs.url] }, /本人上传/],
      ['a link that is not an upload', { images: ['https://evil.example/x.png'] }, /本人上传/],
      ['an unknown upload path', { images: ['/uploads/202603/AAAAAAAAAAAAAAAAAAAAAA.png'] }, /本人上传/],
      ['required attribute missing', { attrs: without(num.fieldKey) }, `请填写${num.fieldName}`],
      [
        'number out of range',
        { attrs: { ...attrs, [num.fieldKey]: num.range!.max + 1 } },
        `${num.fieldName}应在${num.range!.min}-${num.range!.max}之间`,
      ],
      ['number not an integer', { attrs: { ...attrs, [num.fieldKey]: 1.5 } }, `${num.fieldName}应为整数`],
      ['select not an option', { attrs: { ...attrs, [sel.fieldKey]: '不存在的段位' } }, `请选择${sel.fieldName}`],
      [
        'multi not an option',
        { attrs: { ...attrs, [optionalMulti.fieldKey]: ['不存在的皮肤'] } },
        `请选择${optionalMulti.fieldName}`,
      ],
      ['attribute not in the template', { attrs: { ...attrs, f19: '1' } }, /没有属性 f19/],
      ['empty account', { credentials: { ...CREDENTIALS, account: '  ' } }, /登录账号/],
      ['empty password', { credentials: { ...CREDENTIALS, password: '' } }, /登录密码/],
      ['password too long', { credentials: { ...CREDENTIALS, password: 'p'.repeat(65) } }, /登录密码/],
      ['bound phone note too long', { credentials: { ...CREDENTIALS, boundPhone: '1'.repeat(41) } }, /绑定手机/],
      ['bound email note too long', { credentials: { ...CREDENTIALS, boundEmail: 'e'.repeat(65) } }, /绑定邮箱/],
      ['security notes too long', { credentials: { ...CREDENTIALS, securityNotes: '密'.repeat(201) } }, /密保/],
      ['isGuarantee out of range', { isGuarantee: 3 }, /参数错误/],
      ['credentials missing', { credentials: undefined }, /参数错误/],
    ];
    const before = await counts();
    for (const [name, patch, msg] of cases) {
      const r = await submit(ctx, seller.token, consignment(wzry, [shot.url], patch));
      assert.equal(r.statusCode, 400, `${name}: ${r.body}`);
      const m = r.json().msg as string;
      assert.match(m, CHINESE, name);
      if (typeof msg === 'string') assert.equal(m, msg, name);
      else assert.match(m, msg, name);
    }
    assert.deepEqual(await counts(), before, 'nothing stored');
  });

  test('rate-limited per user', async () => {
    const c2 = await setup({ env: { RATE_CONSIGN_USER: '3' } });
    try {
      const { wzry: g } = await seedGames(c2);
      const s = await newUser(c2);
      const shot = await uploadShot(c2, s.token);
      for (let i = 0; i < 3; i++) assert.equal((await submit(c2, s.token, consignment(g, [shot.url]))).statusCode, 200);
      const r = await submit(c2, s.token, consignment(g, [shot.url]));
      assert.equal(r.statusCode, 429);
      assert.match(r.json().msg, /频繁/);
      const t = await newUser(c2);
      assert.equal(
        (await submit(c2, t.token, consignment(g, [(await uploadShot(c2, t.token)).url]))).statusCode,
        200,
        'per user',
      );
    } finally {
      await c2.close();
    }
  });
});

describe('editing a listing', () => {
  test('own good in state 1, 4 or 99: content replaced, back to review, credentials replaced', async () => {
    for (const state of [1, 4, 99]) {
      const id = await listOne(ctx, seller, wzry);
      await forceState(ctx, id, state);
      const shot = await uploadShot(ctx, seller.token);
      const r = await submit(
        ctx,
        seller.token,
        consignment(wzry, [shot.url], {
          id,
          title: `改过的标题 状态${state}`,
          bargain: false,
          credentials: { ...CREDENTIALS, password: 'NewPassw0rd' },
        }),
      );
      assert.equal(r.statusCode, 200, r.body);
      assert.equal(r.json().data.id, id);
      const g = await stateOf(ctx, id);
      assert.equal(g.sale_state, 0, `from ${state} back to review`);
      assert.equal(g.title, `改过的标题 状态${state}`);
      const [c] = await q<{ credentials_enc: string }>(
        ctx,
        sql`select credentials_enc from goods_credentials where goods_id = ${id}`,
      );
      assert.equal(JSON.parse(new DataCrypto(ctx.config.dataKey).decrypt(c!.credentials_enc)).password, 'NewPassw0rd');
      const [n] = await q<{ n: number }>(
        ctx,
        sql`select count(*)::int as n from goods_credentials where goods_id = ${id}`,
      );
      assert.equal(n!.n, 1);
    }
  });

  test("pending, in trade, sold → 409; someone else's or unknown → 404; nothing changed", async () => {
    const id = await listOne(ctx, seller, wzry);
    const shot = await uploadShot(ctx, seller.token);
    for (const state of [0, 2, 3, 5, 6]) {
      await forceState(ctx, id, state);
      const r = await submit(ctx, seller.token, consignment(wzry, [shot.url], { id, title: '不应写入的标题' }));
      assert.equal(r.statusCode, 409, `state ${state}`);
      assert.match(r.json().msg, /不能编辑/);
      assert.equal((await stateOf(ctx, id)).sale_state, state);
    }
    await forceState(ctx, id, 1);
    const theirShot = await uploadShot(ctx, other.token);
    const r = await submit(ctx, other.token, consignment(wzry, [theirShot.url], { id, title: '抢别人的商品' }));
    assert.equal(r.statusCode, 404);
    assert.equal(
      (await submit(ctx, other.token, consignment(wzry, [theirShot.url], { id: 2_000_000_000 }))).statusCode,
      404,
    );
    const g = await stateOf(ctx, id);
    assert.equal(g.sale_state, 1);
    assert.notEqual(g.title, '抢别人的商品');
  });
});

describe('my goods', () => {
  test("lists only the caller's goods, by state, with rejectReason and no credentials; editable view", async () => {
    const s = await newUser(ctx);
    const a = await listOne(ctx, s, wzry);
    const b = await listOne(ctx, s, ys);
    await listOne(ctx, other, wzry);
    await forceState(ctx, b, 99);
    await ctx.db.db.execute(
      sql`insert into goods_reviews (goods_id, seller_id, reviewer_id, decision, reason, created_at) values (${b}, ${s.id}, null, 2, '截图不清晰或与描述不符', now())`,
    );
    const all = (await get(s.token, '/api/need/myConsignment')).json().data;
    assert.equal(all.total, 2);
    assert.deepEqual(all.rows.map((r: { id: number }) => r.id).sort(), [a, b].sort());
    const pending = (await get(s.token, '/api/need/myConsignment?saleState=0&pageNum=1&pageSize=10')).json().data;
    assert.deepEqual(
      pending.rows.map((r: { id: number }) => r.id),
      [a],
    );
    const row = pending.rows[0];
    assert.deepEqual(
      Object.keys(row).sort(),
      [
        'cover',
        'createdAt',
        'districtNames',
        'gameId',
        'gameName',
        'hasRegistration',
        'id',
        'isGuarantee',
        'priceFen',
        'registrationNotice',
        'rejectReason',
        'saleState',
        'tags',
        'title',
        'updatedAt',
        'viewCount',
      ].sort(),
    );
    assert.equal(row.gameName, '王者荣耀');
    assert.equal(row.rejectReason, null);
    const rejected = (await get(s.token, '/api/need/myConsignment?saleState=99')).json().data.rows;
    assert.equal(rejected[0].rejectReason, '截图不清晰或与描述不符');
    const e = await get(s.token, `/api/need/myConsignment/${b}`);
    assert.equal(e.statusCode, 200);
    const ed = e.json().data;
    assert.equal(ed.bargain, true);
    assert.equal(ed.rejectReason, '截图不清晰或与描述不符');
    assert.equal(ed.districtPath.length, 4);
    assert.equal(ed.gameName, '原神');
    for (const body of [JSON.stringify(all), e.body])
      assert.ok(!/credential|password|zz_login_acct|Pw-Secret/i.test(body));
    assert.equal((await get(other.token, `/api/need/myConsignment/${b}`)).statusCode, 404, "someone else's good");
    assert.equal((await get(null, '/api/need/myConsignment')).statusCode, 401);
  });
});

describe('shelf and price', () => {
  test('upGoods: 4 → 1, 99 → 0; others → 409 and unchanged', async () => {
    const id = await listOne(ctx, seller, wzry);
    await forceState(ctx, id, 4);
    const up = await get(seller.token, `/api/goods/info/upGoods/${id}`);
    assert.equal(up.statusCode, 200, up.body);
    assert.equal(up.json().msg, '已上架');
    assert.equal((await stateOf(ctx, id)).sale_state, 1);
    await forceState(ctx, id, 99);
    const again = await get(seller.token, `/api/goods/info/upGoods/${id}`);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().msg, '已重新提交审核');
    assert.equal((await stateOf(ctx, id)).sale_state, 0);
    for (const state of [0, 1, 2, 3, 5, 6]) {
      await forceState(ctx, id, state);
      const r = await get(seller.token, `/api/goods/info/upGoods/${id}`);
      assert.equal(r.statusCode, 409, `state ${state}`);
      assert.match(r.json().msg, /^商品.+，不能上架$/);
      assert.equal((await stateOf(ctx, id)).sale_state, state);
    }
  });

  test('downGoods: 1 → 4; others → 409 and unchanged', async () => {
    const id = await listOne(ctx, seller, wzry);
    await forceState(ctx, id, 1);
    const r = await post(seller.token, '/api/goods/info/downGoods', { id });
    assert.equal(r.statusCode, 200, r.body);
    assert.equal((await stateOf(ctx, id)).sale_state, 4);
    for (const state of [0, 2, 3, 4, 5, 6, 99]) {
      await forceState(ctx, id, state);
      const x = await post(seller.token, '/api/goods/info/downGoods', { id });
      assert.equal(x.statusCode, 409, `state ${state}`);
      assert.match(x.json().msg, /不能下架/);
      assert.equal((await stateOf(ctx, id)).sale_state, state);
    }
  });

  test('editPrice: whole yuan ¥1–¥1,000,000, not in trade/sold/problem/recovered', async () => {
    const id = await listOne(ctx, seller, wzry);
    for (const state of [0, 1, 4, 99]) {
      await forceState(ctx, id, state);
      const priceFen = 5000 + state * 100;
      const r = await post(seller.token, '/api/need/goods/editPrice', { id, priceFen });
      assert.equal(r.statusCode, 200, `state ${state}: ${r.body}`);
      assert.equal((await stateOf(ctx, id)).price_fen, priceFen);
    }
    const before = (await stateOf(ctx, id)).price_fen;
    for (const priceFen of [0, 99, 150, 100_000_100]) {
      const r = await post(seller.token, '/api/need/goods/editPrice', { id, priceFen });
      assert.equal(r.statusCode, 400, String(priceFen));
      assert.match(r.json().msg, /价格应在/);
    }
    for (const state of [2, 3, 5, 6]) {
      await forceState(ctx, id, state);
      const r = await post(seller.token, '/api/need/goods/editPrice', { id, priceFen: 100 });
      assert.equal(r.statusCode, 409, `state ${state}`);
      assert.match(r.json().msg, /不能改价/);
    }
    assert.equal((await stateOf(ctx, id)).price_fen, before);
  });

  test("every seller endpoint on someone else's good → 404 and nothing changes; unknown id → 404", async () => {
    const id = await listOne(ctx, seller, wzry);
    for (const state of [1, 4, 99, 0]) {
      await forceState(ctx, id, state);
      const before = await stateOf(ctx, id);
      const shot = await uploadShot(ctx, other.token);
      const rs = [
        await get(other.token, `/api/goods/info/upGoods/${id}`),
        await post(other.token, '/api/goods/info/downGoods', { id }),
        await post(other.token, '/api/need/goods/editPrice', { id, priceFen: 100 }),
        await post(other.token, '/api/need/goods/editPrice', { id, priceFen: 1 }),
        await get(other.token, `/api/need/myConsignment/${id}`),
        await submit(ctx, other.token, consignment(wzry, [shot.url], { id })),
      ];
      for (const r of rs) {
        assert.equal(r.statusCode, 404, `state ${state}: ${r.body}`);
        assert.equal(r.json().msg, '商品不存在');
      }
      assert.deepEqual(await stateOf(ctx, id), before);
    }
    for (const r of [
      await get(seller.token, '/api/goods/info/upGoods/2000000000'),
      await post(seller.token, '/api/goods/info/downGoods', { id: 2_000_000_000 }),
      await post(seller.token, '/api/need/goods/editPrice', { id: 2_000_000_000, priceFen: 100 }),
    ])
      assert.equal(r.statusCode, 404);
    for (const r of [
      await get(null, `/api/goods/info/upGoods/${id}`),
      await post(null, '/api/goods/info/downGoods', { id }),
      await post(null, '/api/need/goods/editPrice', { id, priceFen: 100 }),
    ]) {
      assert.equal(r.statusCode, 401);
    }
  });
});

describe('demo seed', () => {
  test('demo_seller gets one rejected listing with a reason and keeps pending ones; runs once', async () => {
    const c = await setup();
    try {
      const cfg = { dataKey: c.config.dataKey, seedDemo: true };
      await seed(c.db.db, cfg, c.clock);
      const uploadsDir = path.join(c.config.dataDir, 'uploads');
      await seedDemoCatalogue(c.db.db, { uploadsDir, dataKey: c.config.dataKey, clock: c.clock });
      assert.equal(await seedDemoSelling(c.db.db, c.clock), true);
      assert.equal(await seedDemoSelling(c.db.db, c.clock), false, 'idempotent');
      const login = await c.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'demo_seller', password: DEMO_PASSWORD },
      });
      assert.equal(login.statusCode, 200, login.body);
      const token = login.json().data.token;
      const mine = (s: number) =>
        c.app
          .inject({ method: 'GET', url: `/api/need/myConsignment?saleState=${s}`, headers: auth(token) })
          .then((r) => r.json().data);
      const rejected = await mine(99);
      assert.equal(rejected.total, 1);
      assert.equal(rejected.rows[0].rejectReason, DEMO_REJECT_REASON);
      const pending = await mine(0);
      assert.ok(pending.total >= 2 && pending.total <= 3, `pending ${pending.total}`);
    } finally {
      await c.close();
    }
  });
});

describe('account deletion', () => {
  test('blocked while the seller has goods pending, on sale or in trade', async () => {
    const s = await newUser(ctx);
    const id = await listOne(ctx, s, wzry);
    const cancel = async () => {
      const code = await smsCode(ctx, undefined, 'cancel', auth(s.token));
      return ctx.app.inject({
        method: 'POST',
        url: '/api/system/user/cancel',
        headers: auth(s.token),
        payload: { dxyzm: code.code, yzmRankey: code.yzmRankey },
      });
    };
    for (const state of [0, 1, 2]) {
      await forceState(ctx, id, state);
      const r = await cancel();
      assert.equal(r.statusCode, 409, `state ${state}`);
      assert.match(r.json().msg, /1 件审核中、在售或交易中的商品/);
      ctx.clock.advance(61_000); // one cancel code per minute
    }
    await forceState(ctx, id, 4);
    assert.equal((await cancel()).statusCode, 200, 'off shelf does not block');
  });
});
