import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { seed } from '../src/db/seed.js';
import { SEED_ARTICLES } from '../src/modules/notice/articles.js';
import { createNoticeRepo, type NoticeInsert } from '../src/modules/notice/repository.js';
import { SEEDED_NOTICE_COUNT, seedNoticeContent } from '../src/modules/notice/seed.js';
import { CATEGORY_ORDER, PAGE_TYPES, plainSummary } from '../src/modules/notice/service.js';
import { freshDb, setup, type TestCtx } from './helpers.js';

const DAY = 86_400_000;

async function countNotices(c: TestCtx): Promise<number> {
  const r = await c.db.db.execute(sql.raw('select count(*)::int as n from notice'));
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

const get = (c: TestCtx, url: string) => c.app.inject({ method: 'GET', url });

/** Endpoints on a database that holds only what each test inserts (no seed). */
describe('notice endpoints', () => {
  let ctx: TestCtx;
  const base = new Date('2026-02-01T00:00:00Z');
  /** Inserts a notice straight through the repository, unsanitised, as any write path might. */
  const put = async (v: Partial<NoticeInsert> & { title: string; daysAfter?: number }) => {
    const { daysAfter = 0, ...rest } = v;
    const at = new Date(base.getTime() + daysAfter * DAY);
    return (
      await createNoticeRepo(ctx.db.db).insert({
        noticeType: 'gonggao',
        content: `<p>${v.title} 的正文</p>`,
        createdAt: at,
        ...rest,
      })
    ).id;
  };
  const list = async (query: string) => {
    const r = await get(ctx, `/api/web/notice/list?${query}`);
    assert.equal(r.statusCode, 200, r.body);
    return r.json().data as { rows: Record<string, unknown>[]; total: number };
  };

  before(async () => {
    ctx = await setup();
  });
  after(async () => {
    await ctx.close();
  });

  test('list: published only, pinned first, then newest; id breaks ties; rows carry the documented fields', async () => {
    const oldPinned = await put({ title: '置顶旧', pinned: true, daysAfter: 1 });
    const older = await put({ title: '普通较旧', daysAfter: 2 });
    const tieA = await put({ title: '同时A', daysAfter: 5 });
    const tieB = await put({ title: '同时B', daysAfter: 5 });
    const newest = await put({ title: '普通最新', daysAfter: 9 });
    const newPinned = await put({ title: '置顶新', pinned: true, daysAfter: 3 });
    await put({ title: '未发布', published: false, daysAfter: 20 });
    await put({ noticeType: 'xinwen', title: '一条资讯', daysAfter: 30 });

    const d = await list('noticeType=gonggao');
    assert.equal(d.total, 6);
    assert.deepEqual(
      d.rows.map((r) => r.id),
      [newPinned, oldPinned, newest, tieB, tieA, older],
    );
    const first = d.rows[0]!;
    assert.deepEqual(
      Object.keys(first).sort(),
      ['category', 'cover', 'createTime', 'id', 'noticeTitle', 'noticeType', 'pinned', 'summary', 'updateTime'].sort(),
    );
    assert.equal(first.noticeTitle, '置顶新');
    assert.equal(first.pinned, true);
    assert.equal(first.summary, '置顶新 的正文');
    assert.equal(first.createTime, new Date(base.getTime() + 3 * DAY).toISOString());
    assert.equal(first.updateTime, first.createTime);
    assert.equal(first.cover, null);

    // type filter: the news article is listed only under xinwen
    const news = await list('noticeType=xinwen');
    assert.deepEqual(
      news.rows.map((r) => r.noticeTitle),
      ['一条资讯'],
    );
  });

  test('list: paging, default page size, limits', async () => {
    const all = await list('noticeType=gonggao&pageSize=50');
    const p2 = await list('noticeType=gonggao&pageNum=2&pageSize=2');
    assert.equal(p2.total, all.total);
    assert.deepEqual(
      p2.rows.map((r) => r.id),
      all.rows.slice(2, 4).map((r) => r.id),
    );
    const beyond = await list('noticeType=gonggao&pageNum=99&pageSize=2');
    assert.deepEqual(beyond.rows, []);
    assert.equal(beyond.total, all.total);
    for (const bad of ['pageSize=51', 'pageSize=0', 'pageNum=0', 'pageNum=x']) {
      const r = await get(ctx, `/api/web/notice/list?noticeType=gonggao&${bad}`);
      assert.equal(r.statusCode, 400, bad);
      assert.match(r.json().msg, /^参数错误/);
    }
  });

  test('list: keyword matches titles literally (% and _ are not wildcards), case-insensitively; at most 30 characters', async () => {
    const pct = await put({ noticeType: 'help', title: '100%包赔说明' });
    const plain = await put({ noticeType: 'help', title: '100 包赔说明' });
    const under = await put({ noticeType: 'help', title: 'a_b 规则' });
    const noUnder = await put({ noticeType: 'help', title: 'axb 规则' });
    const slash = await put({ noticeType: 'help', title: 'C:\\路径 说明' });
    const upper = await put({ noticeType: 'help', title: 'QQ 换绑说明' });
    const ids = async (kw: string) =>
      (await list(`noticeType=help&pageSize=50&keyword=${encodeURIComponent(kw)}`)).rows.map((r) => r.id).sort();
    assert.deepEqual(await ids('%'), [pct]);
    assert.deepEqual(await ids('100%'), [pct]);
    assert.deepEqual(await ids('_'), [under]);
    assert.deepEqual(await ids('a_b'), [under]);
    assert.deepEqual(await ids('\\'), [slash]);
    assert.deepEqual(await ids('包赔'), [pct, plain].sort());
    assert.deepEqual(await ids('qq'), [upper]);
    assert.deepEqual(
      await ids('  '),
      [pct, plain, under, noUnder, slash, upper].sort(),
      'a blank keyword does not filter',
    );
    assert.deepEqual(await ids('不存在的标题'), []);
    const long = await get(ctx, `/api/web/notice/list?noticeType=help&keyword=${'长'.repeat(31)}`);
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().msg, '参数错误：keyword 长度不正确');
  });

  test('list and categories: an unknown or missing type → 400 in Chinese, nothing changed', async () => {
    const before = await countNotices(ctx);
    for (const url of [
      '/api/web/notice/list?noticeType=yonghuxieyi',
      '/api/web/notice/list?noticeType=nope',
      '/api/web/notice/categories?noticeType=jyxz',
    ]) {
      const r = await get(ctx, url);
      assert.equal(r.statusCode, 400, url);
      const b = r.json();
      assert.equal(b.code, 400);
      assert.equal(b.data, null);
      assert.match(b.msg, /noticeType 只能是 gonggao（公告）、xinwen（资讯）或 help（帮助）/);
    }
    for (const url of [
      '/api/web/notice/list',
      '/api/web/notice/list?noticeType=%3Cscript%3E',
      '/api/web/notice/categories',
    ]) {
      const r = await get(ctx, url);
      assert.equal(r.statusCode, 400, url);
      assert.match(r.json().msg, /^参数错误：noticeType/);
    }
    assert.equal(await countNotices(ctx), before);
  });

  test('list: category filter', async () => {
    const buyer = await put({ noticeType: 'help', title: '如何下单', category: '买家帮助' });
    await put({ noticeType: 'help', title: '如何寄售', category: '卖家帮助' });
    const d = await list(`noticeType=help&category=${encodeURIComponent('买家帮助')}`);
    assert.deepEqual(
      d.rows.map((r) => r.id),
      [buyer],
    );
    assert.equal(d.total, 1);
    assert.equal(d.rows[0]!.category, '买家帮助');
    assert.equal((await list(`noticeType=help&category=${encodeURIComponent('不存在')}`)).total, 0);
  });

  test('categories: counts of published articles, fixed order, empty and unpublished left out, others after', async () => {
    const fresh = await setup();
    try {
      const repo = createNoticeRepo(fresh.db.db);
      const add = (title: string, category: string | null, published = true) =>
        repo.insert({ noticeType: 'help', title, content: '<p>x</p>', category, published, createdAt: new Date() });
      await add('a', '售后与包赔');
      await add('b', '买家帮助');
      await add('c', '买家帮助');
      await add('d', '账号安全', false);
      await add('e', '活动说明');
      await add('f', null);
      await repo.insert({
        noticeType: 'gonggao',
        title: 'g',
        content: 'x',
        category: '买家帮助',
        createdAt: new Date(),
      });
      const r = await get(fresh, '/api/web/notice/categories?noticeType=help');
      assert.equal(r.statusCode, 200);
      assert.deepEqual(r.json().data, [
        { category: '买家帮助', count: 2 },
        { category: '售后与包赔', count: 1 },
        { category: '活动说明', count: 1 },
      ]);
      assert.deepEqual((await get(fresh, '/api/web/notice/categories?noticeType=xinwen')).json().data, []);
    } finally {
      await fresh.close();
    }
  });

  test('detail: both paths answer the same shape; unknown and unpublished → 404; bad id → 400', async () => {
    const id = await put({ title: '详情测试', category: '公告', cover: '/uploads/cover.png', daysAfter: 4 });
    const web = await get(ctx, `/api/web/notice/${id}`);
    const sys = await get(ctx, `/api/system/notice/${id}`);
    assert.equal(web.statusCode, 200);
    assert.deepEqual(web.json(), sys.json());
    const d = web.json().data;
    assert.deepEqual(
      Object.keys(d).sort(),
      ['category', 'cover', 'createTime', 'id', 'noticeContent', 'noticeTitle', 'noticeType', 'updateTime'].sort(),
    );
    assert.equal(d.id, id);
    assert.equal(d.noticeType, 'gonggao');
    assert.equal(d.noticeTitle, '详情测试');
    assert.equal(d.noticeContent, '<p>详情测试 的正文</p>');
    assert.equal(d.cover, '/uploads/cover.png');
    assert.equal(d.category, '公告');
    assert.equal(d.createTime, new Date(base.getTime() + 4 * DAY).toISOString());

    const hidden = await put({ title: '草稿', published: false });
    for (const path of ['web', 'system']) {
      for (const missing of [hidden, 2147483647]) {
        const r = await get(ctx, `/api/${path}/notice/${missing}`);
        assert.equal(r.statusCode, 404, `${path} ${missing}`);
        assert.deepEqual(r.json(), { code: 404, msg: '内容不存在', data: null });
      }
      for (const bad of ['abc', '0', '-1', '2147483648'])
        assert.equal((await get(ctx, `/api/${path}/notice/${bad}`)).statusCode, 400, `${path} ${bad}`);
    }
  });

  test('content is sanitised: scripts, event handlers and javascript: links never come back', async () => {
    const dirty =
      '<p onclick="steal()">正文<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">点我</a>' +
      '<a href="/index/security" onmouseover="x()">防骗查询</a><iframe src="/evil"></iframe><style>p{}</style>';
    const id = await put({ title: '净化测试', content: dirty, daysAfter: 50 });
    const d = (await get(ctx, `/api/web/notice/${id}`)).json().data;
    for (const bad of [
      /<script/i,
      /alert/,
      /onerror/i,
      /onclick/i,
      /onmouseover/i,
      /javascript:/i,
      /<iframe/i,
      /<style/i,
    ])
      assert.doesNotMatch(d.noticeContent, bad);
    assert.match(d.noticeContent, /<p>正文<\/p>/);
    assert.match(d.noticeContent, /<a href="\/index\/security">防骗查询<\/a>/);
    assert.match(d.noticeContent, /<a>点我<\/a>/);
    const row = (await list('noticeType=gonggao')).rows.find((r) => r.id === id)!;
    assert.equal(row.summary, '正文 点我防骗查询');

    // and on save: what the service stores is already clean
    await ctx.app.services.notice.addMissing(
      [{ noticeType: 'gonggao', title: '保存时净化', content: dirty, createdAt: new Date() }],
      'typeAndTitle',
    );
    const r = await ctx.db.db.execute(sql`select content from notice where title = '保存时净化'`);
    const stored = (r as unknown as { rows: { content: string }[] }).rows[0]!.content;
    assert.doesNotMatch(stored, /script|alert|onerror|onclick|javascript:/i);
  });

  test('summary: plain text of the first ~60 characters, tags gone, entities decoded', () => {
    assert.equal(plainSummary('<h3>标题</h3><p>甲&amp;乙 &lt;丙&gt;&nbsp;丁</p>'), '标题 甲&乙 <丙> 丁');
    const long = plainSummary(`<p>${'号'.repeat(100)}</p>`);
    assert.equal(long, `${'号'.repeat(60)}…`);
    assert.equal(plainSummary('<p>短文</p><p><a href="/x'), '短文', 'a tag cut off by the source limit is dropped');
  });

  test('single pages: list types are not single pages; unknown type → 404', async () => {
    await put({ title: '某条公告' });
    for (const t of ['gonggao', 'help', 'nope']) {
      const r = await get(ctx, `/api/V2/H5/gonggaoDetails?noticeType=${t}`);
      assert.equal(r.statusCode, 404, t);
      assert.equal(r.json().msg, '内容不存在');
    }
  });
});

/** The seeded content: what users see on a new installation. */
describe('seeded content', () => {
  let ctx: TestCtx;
  before(async () => {
    ctx = await setup();
    await seed(ctx.db.db, { dataKey: ctx.config.dataKey, seedDemo: false }, ctx.clock);
  });
  after(async () => {
    await ctx.close();
  });

  test('seeding twice adds nothing', async () => {
    const n = await countNotices(ctx);
    assert.equal(n, SEEDED_NOTICE_COUNT);
    ctx.clock.advance(3 * DAY);
    await seed(ctx.db.db, { dataKey: ctx.config.dataKey, seedDemo: false }, ctx.clock);
    assert.deepEqual(await seedNoticeContent(ctx.db.db, ctx.clock.now()), { pages: 0, articles: 0 });
    assert.equal(await countNotices(ctx), n);
  });

  test('two seeds racing on an empty database insert each notice once', async () => {
    const db = await freshDb();
    try {
      const now = new Date('2026-03-01T02:00:00Z');
      const results = await Promise.all([seedNoticeContent(db.db, now), seedNoticeContent(db.db, now)]);
      assert.equal(results[0].articles + results[1].articles, SEED_ARTICLES.length);
      const r = await db.db.execute(
        sql`select count(*)::int as n, count(distinct (notice_type, title))::int as d from notice`,
      );
      const { n, d } = (r as unknown as { rows: { n: number; d: number }[] }).rows[0]!;
      assert.equal(Number(n), Number(d));
      assert.equal(Number(n), SEEDED_NOTICE_COUNT - 2, 'everything but the agreement and privacy policy');
    } finally {
      await db.close();
    }
  });

  test('every single page answers with real, clean content', async () => {
    for (const t of PAGE_TYPES) {
      const r = await get(ctx, `/api/V2/H5/gonggaoDetails?noticeType=${t}`);
      assert.equal(r.statusCode, 200, t);
      const d = r.json().data;
      assert.equal(d.noticeType, t);
      assert.ok(d.noticeTitle.length > 0, t);
      assert.ok(d.noticeContent.length > 500, `${t}: ${d.noticeContent.length}`);
      assert.doesNotMatch(d.noticeContent, /<script|javascript:|\son\w+=|lorem/i, t);
      // links only into the site (or a mail address), never an invented external address
      for (const [, href] of d.noticeContent.matchAll(/href="([^"]*)"/g))
        assert.match(href!, /^(\/[A-Za-z]|mailto:[a-z]+@haoshi\.example$)/, `${t}: ${href}`);
    }
    const rules = (await get(ctx, '/api/V2/H5/gonggaoDetails?noticeType=jyxz')).json().data.noticeContent as string;
    for (const must of [
      '15 分钟',
      '满 3 天自动确认收货',
      '5%',
      '以下单页面展示为准',
      '30 天',
      '10%',
      '20%',
      '150%',
      '48 小时',
      '未满 18 周岁',
      '禁止行为',
    ])
      assert.ok(rules.includes(must), must);
    const security = (await get(ctx, '/api/V2/H5/gonggaoDetails?noticeType=security')).json().data
      .noticeContent as string;
    for (const must of ['官方客服不会要求您私下转账', '二维码', '/index/security', '/index/other/contactkefu'])
      assert.ok(security.includes(must), must);
    const cases = (await get(ctx, '/api/V2/H5/gonggaoDetails?noticeType=100')).json().data.noticeContent as string;
    assert.equal(cases.match(/<h3>案例/g)?.length, 5);
    assert.ok(cases.includes('2026 年'), 'case dates are relative to the seed time (March 2026 in tests)');
    const jobs = (await get(ctx, '/api/V2/H5/gonggaoDetails?noticeType=zhaomu')).json().data.noticeContent as string;
    for (const must of ['客服专员', '风控专员', '前端工程师', 'hr@haoshi.example'])
      assert.ok(jobs.includes(must), must);
  });

  test('announcements, news and help: amounts, pinned first, dates within the last 60 days', async () => {
    const now = new Date('2026-03-01T02:00:00Z').getTime();
    const expected = { gonggao: 6, xinwen: 6, help: 15 };
    for (const [type, n] of Object.entries(expected)) {
      const d = (await get(ctx, `/api/web/notice/list?noticeType=${type}&pageSize=50`)).json().data;
      assert.equal(d.total, n, type);
      for (const row of d.rows) {
        const t = Date.parse(row.updateTime);
        assert.ok(t <= now && t > now - 60 * DAY, `${type} ${row.noticeTitle} ${row.updateTime}`);
        assert.ok(row.summary.length > 10 && row.summary.length <= 61, `${row.noticeTitle}: ${row.summary}`);
        assert.doesNotMatch(row.summary, /[<>]/);
      }
      if (type === 'gonggao') {
        assert.deepEqual(
          d.rows
            .slice(0, 2)
            .map((r: { noticeTitle: string }) => r.noticeTitle)
            .sort(),
          ['号市正式上线与担保交易说明', '关于严厉打击虚假客服诈骗的公告'].sort(),
        );
        assert.deepEqual(
          d.rows.map((r: { pinned: boolean }) => r.pinned),
          [true, true, false, false, false, false],
        );
      }
      const times = d.rows
        .filter((r: { pinned: boolean }) => !r.pinned)
        .map((r: { updateTime: string }) => Date.parse(r.updateTime));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => b - a),
        `${type} newest first`,
      );
    }
    const cats = (await get(ctx, '/api/web/notice/categories?noticeType=help')).json().data;
    assert.deepEqual(
      cats,
      CATEGORY_ORDER.help.map((category) => ({ category, count: 3 })),
    );
    const found = (await get(ctx, `/api/web/notice/list?noticeType=help&keyword=${encodeURIComponent('提现')}`)).json()
      .data;
    assert.deepEqual(
      found.rows.map((r: { noticeTitle: string }) => r.noticeTitle),
      ['如何提现'],
    );
    const detail = (await get(ctx, `/api/web/notice/${found.rows[0].id}`)).json().data;
    assert.equal(detail.category, '支付与提现');
    assert.match(detail.noticeContent, /<ol>/);
  });
});
