import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { WechatApiClient } from '../src/lib/wechat-api.js';
import { ManualClock } from '../src/lib/clock.js';
import { localCategory } from '../src/modules/moderation/local-provider.js';
import { WechatModerationProvider } from '../src/modules/moderation/wechat-provider.js';
import type { FetchLike } from '../src/lib/fetch.js';
import { auth, setup, type TestCtx } from './helpers.js';
import { consignment, q, submit, uploadShot } from './selling-helpers.js';
import { onSaleGood, orderOf, paidOrder, tradeActors, type Trade } from './trade-helpers.js';

// Content checks on user-written text (issue 19 item 4): refused text changes nothing and the writer
// is told in Chinese which field and why.

describe('the local word lists', () => {
  test('refuse off-platform trading, contact details and the banned categories, however they are written', () => {
    const refused: [string, string][] = [
      ['加 微 信 详聊', 'offPlatform'],
      ['加ｖｘ：haoshi888', 'offPlatform'],
      ['私-下-交-易更便宜', 'offPlatform'],
      ['加\u200b微信', 'offPlatform'],
      ['联系我 QQ：12345678', 'contact'],
      ['手机 138 0013 8000', 'contact'],
      ['vx: haoshi_888 随时在', 'contact'],
      ['先交解冻费才能登录', 'fraud'],
      ['网赌 稳赚', 'gambling'],
      ['卖家是傻逼', 'abuse'],
    ];
    for (const [text, category] of refused) assert.equal(localCategory(text), category, text);
  });

  test('let ordinary game talk through', () => {
    for (const text of [
      '参加vip活动送的皮肤',
      'QQ区 100级 全皮肤',
      '和平精英 枪皮肤 12 把',
      '战力 13900 金币 5000',
      'V10 贵族 安卓微信区',
      'new xboxseries 同款',
      '账号可解冻，已实名',
    ])
      assert.equal(localCategory(text), null, text);
  });
});

describe('WeChat content security', () => {
  const clock = new ManualClock(new Date('2026-03-01T00:00:00Z'));
  function provider(answer: () => Record<string, unknown>) {
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    const fetch: FetchLike = async (url, init) => {
      const reply = (j: unknown) => ({
        status: 200,
        headers: { get: () => null },
        text: async () => JSON.stringify(j),
      });
      if (url.includes('/cgi-bin/stable_token')) return reply({ access_token: 'TOKEN', expires_in: 7200 });
      calls.push({ url, body: JSON.parse(init.body ?? '{}') });
      return reply(answer());
    };
    const api = new WechatApiClient({ appId: 'wx1', appSecret: 's', apiBase: 'https://wx.test' }, { clock, fetch });
    return { p: new WechatModerationProvider(api, null), calls };
  }

  test('asks msgSecCheck v2 with the writer openid and scene; risky refuses with its label, review passes', async () => {
    let result = { suggest: 'risky', label: 20002 };
    const { p, calls } = provider(() => ({ errcode: 0, result }));
    assert.deepEqual(await p.checkText({ text: '今晚约吗', scene: 'chat', openid: 'oX' }), {
      pass: false,
      category: 'porn',
    });
    assert.equal(calls[0]!.url, 'https://wx.test/wxa/msg_sec_check?access_token=TOKEN');
    assert.deepEqual(calls[0]!.body, { content: '今晚约吗', version: 2, scene: 2, openid: 'oX' });
    result = { suggest: 'review', label: 21000 };
    assert.deepEqual(await p.checkText({ text: '一般的话', scene: 'listing', openid: 'oX' }), { pass: true });
    assert.equal(calls[1]!.body.scene, 3);
  });

  test('no openid: only the local lists; WeChat failing: the local verdict stands', async () => {
    const { p, calls } = provider(() => ({ errcode: 40003, errmsg: 'invalid openid' }));
    assert.deepEqual(await p.checkText({ text: '加微信', scene: 'profile', openid: null }), {
      pass: false,
      category: 'offPlatform',
    });
    assert.deepEqual(await p.checkText({ text: '你好', scene: 'profile', openid: null }), { pass: true });
    assert.equal(calls.length, 0);
    assert.deepEqual(await p.checkText({ text: '你好', scene: 'profile', openid: 'oX' }), { pass: true });
    assert.equal(calls.length, 1);
  });
});

describe('through the app', () => {
  let ctx: TestCtx;
  let t: Trade;
  before(async () => {
    ctx = await setup();
    t = await tradeActors(ctx);
  });
  after(async () => {
    await ctx.close();
  });

  test('a listing whose description leads off the platform is refused, naming the field, and nothing is stored', async () => {
    const count = async () =>
      (await q<{ n: number }>(ctx, sql`select count(*)::int as n from goods where seller_id = ${t.seller.id}`))[0]!.n;
    const before = await count();
    const shot = await uploadShot(ctx, t.seller.token);
    const r = await submit(
      ctx,
      t.seller.token,
      consignment(t.game, [shot.url], { description: '价格可谈，加我微信 haoshi_888 私下交易更便宜' }),
    );
    assert.equal(r.statusCode, 400);
    assert.deepEqual(r.json(), {
      code: 400,
      msg: '描述包含不允许发布的内容（引导站外交易），请修改后再提交',
      data: null,
    });
    assert.equal(await count(), before);
    const title = await submit(ctx, t.seller.token, consignment(t.game, [shot.url], { title: '王者 全皮肤 网赌送的' }));
    assert.equal(title.json().msg, '标题包含不允许发布的内容（赌博），请修改后再提交');
    assert.equal((await submit(ctx, t.seller.token, consignment(t.game, [shot.url]))).statusCode, 200);
    assert.equal(await count(), before + 1);
  });

  test('a listing with contact details is not refused: it is held for review with what was found shown to the operator', async () => {
    const shot = await uploadShot(ctx, t.seller.token);
    const r = await submit(
      ctx,
      t.seller.token,
      consignment(t.game, [shot.url], {
        title: '王者全皮肤 V信 game_boss99',
        description: '细节请问 扣 12345678，全英雄 满铭文',
      }),
    );
    assert.equal(r.statusCode, 200);
    const { id, saleState } = r.json().data;
    assert.equal(saleState, 0);
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/review/list?pageSize=50',
      headers: auth(t.staff.token),
    });
    const rows = queue.json().data.rows as { id: number; reviewNote: string | null }[];
    assert.equal(
      rows.find((x) => x.id === id)!.reviewNote,
      '含疑似联系方式，请核实后再决定：标题「V信 game_boss99」；描述「扣 12345678」',
    );
    // the operator refuses it; the seller's clean version drops the note
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/review/${id}/reject`,
      headers: auth(t.staff.token),
      payload: { reason: '标题含联系方式或违规内容' },
    });
    assert.equal(rejected.statusCode, 200);
    const fixed = await submit(ctx, t.seller.token, { ...consignment(t.game, [shot.url]), id });
    assert.equal(fixed.statusCode, 200);
    const [row] = await q<{ note: string | null }>(ctx, sql`select review_note as note from goods where id = ${id}`);
    assert.equal(row!.note, null);
  });

  test('a nickname with contact details is refused and the profile keeps its name', async () => {
    const url = '/api/system/user/profile';
    const name = (await ctx.app.inject({ method: 'GET', url, headers: auth(t.buyer.token) })).json().data.nickName;
    const r = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: auth(t.buyer.token),
      payload: { nickName: 'QQ12345678' },
    });
    assert.equal(r.statusCode, 400);
    assert.equal(r.json().msg, '昵称包含不允许发布的内容（联系方式），请修改后再提交');
    const now = (await ctx.app.inject({ method: 'GET', url, headers: auth(t.buyer.token) })).json().data.nickName;
    assert.equal(now, name);
  });

  test('order chat: contact details are masked for the receiver, shown to the sender with a note, flagged for staff', async () => {
    const { orderId } = await paidOrder(ctx, t);
    const url = `/api/order/${orderId}/chat`;
    const post = (text: string) =>
      ctx.app.inject({ method: 'POST', url, headers: auth(t.seller.token), payload: { text } });
    const sent = await post('有意 VX：lol88866 看号，更便宜');
    assert.equal(sent.statusCode, 200);
    assert.equal(sent.json().data.text, '有意 VX：lol88866 看号，更便宜');
    assert.equal(sent.json().data.flagged, true);
    assert.equal(sent.json().data.notice, '对方看到的是「有意 ＊＊＊ 看号，更便宜」：联系方式已隐藏，请勿脱离平台交易');
    const read = async (token: string) =>
      (await ctx.app.inject({ method: 'GET', url, headers: auth(token) })).json().data.rows.at(-1);
    assert.deepEqual((({ text, flagged, notice }) => ({ text, flagged, notice }))(await read(t.buyer.token)), {
      text: '有意 ＊＊＊ 看号，更便宜',
      flagged: true,
      notice: '为保障交易安全，联系方式已隐藏，请勿脱离平台交易',
    });
    assert.equal((await read(t.seller.token)).text, '有意 VX：lol88866 看号，更便宜');
    // the console's order view: the text as written, flagged
    const admin = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/order/${orderId}`,
      headers: auth(t.staff.token),
    });
    const line = admin.json().data.chat.at(-1);
    assert.equal(line.text, '有意 VX：lol88866 看号，更便宜');
    assert.equal(line.flagged, true);
    // stored as written, the masked reading beside it
    const [row] = await q<{ text: string; masked_text: string }>(
      ctx,
      sql`select text, masked_text from order_chat where order_id = ${orderId} order by id desc limit 1`,
    );
    assert.deepEqual(row, { text: '有意 VX：lol88866 看号，更便宜', masked_text: '有意 ＊＊＊ 看号，更便宜' });

    // leading off the platform without any contact to mask is still refused
    const r = await post('加我微信，私下转账给我更快');
    assert.equal(r.statusCode, 400);
    assert.equal(r.json().msg, '为了您的交易安全，请勿在聊天中发送联系方式或引导站外交易，交易请在号市内完成');
    const texts = (await ctx.app.inject({ method: 'GET', url, headers: auth(t.buyer.token) })).json().data.rows;
    assert.ok(!texts.some((m: { text: string | null }) => m.text?.includes('私下转账')));
  });

  test('order chat during the handover: the SMS code and the login id stay readable; before payment a phone number is masked', async () => {
    const { orderId } = await paidOrder(ctx, t);
    const url = `/api/order/${orderId}/chat`;
    for (const text of ['登录账号是 13800138000，验证码发你', '验证码 482913', '账号 2736481059']) {
      const r = await ctx.app.inject({ method: 'POST', url, headers: auth(t.seller.token), payload: { text } });
      assert.equal(r.statusCode, 200);
      const got = (await ctx.app.inject({ method: 'GET', url, headers: auth(t.buyer.token) })).json().data.rows.at(-1);
      assert.equal(got.text, text);
      assert.equal(got.flagged, false);
    }
    const unpaid = await orderOf(ctx, t.buyer, await onSaleGood(ctx, t));
    const early = `/api/order/${unpaid}/chat`;
    const r = await ctx.app.inject({
      method: 'POST',
      url: early,
      headers: auth(t.seller.token),
      payload: { text: '帐号：13800138000 先加我' },
    });
    assert.equal(r.statusCode, 200);
    const got = (await ctx.app.inject({ method: 'GET', url: early, headers: auth(t.buyer.token) }))
      .json()
      .data.rows.at(-1);
    assert.equal(got.text, '帐号：＊＊＊ 先加我');
  });

  test('feedback may quote a scam (that is how scams are reported), not abuse', async () => {
    const post = (content: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/problem',
        headers: auth(t.buyer.token),
        payload: { kind: 'feedback', category: '交易问题', content },
      });
    assert.equal((await post('卖家让我加微信私下交易，还要先交解冻费，请核实')).statusCode, 200);
    const r = await post('客服都是傻逼，半天不回复我的问题');
    assert.equal(r.statusCode, 400);
    assert.equal(r.json().msg, '问题描述包含不允许发布的内容（辱骂），请修改后再提交');
  });
});

describe('images: WeChat checks them asynchronously and pushes the verdict', () => {
  let ctx: TestCtx;
  let t: Trade;
  const submitted: { url: string; scene: string }[] = [];
  let seq = 0;
  const TOKEN = 'push-token-for-tests';
  before(async () => {
    ctx = await setup({
      env: { WX_PUSH_TOKEN: TOKEN, PUBLIC_BASE_URL: 'https://haoshi.test' },
      moderation: {
        name: 'fake-async',
        checkText: async () => ({ pass: true }),
        submitImage: async (i) => {
          submitted.push({ url: i.url, scene: i.scene });
          return { traceId: `trace-${++seq}` };
        },
      },
    });
    t = await tradeActors(ctx);
  });
  after(async () => {
    await ctx.close();
  });

  const signed = (extra = '') => {
    const timestamp = '1767225600';
    const nonce = 'n0nce';
    const signature = createHash('sha1').update([TOKEN, timestamp, nonce].sort().join('')).digest('hex');
    return `/api/wx/push?signature=${signature}&timestamp=${timestamp}&nonce=${nonce}${extra}`;
  };
  const push = (url: string, traceId: string, suggest: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: {
        ToUserName: 'gh_x',
        MsgType: 'event',
        Event: 'wxa_media_check',
        trace_id: traceId,
        version: 2,
        result: { suggest, label: 20002 },
      },
    });

  test('an image WeChat finds risky cannot be attached to a listing; one it passes can; only signed pushes count', async () => {
    const risky = await uploadShot(ctx, t.seller.token);
    assert.deepEqual(submitted.at(-1), { url: `https://haoshi.test${risky.url}`, scene: 'listing' });
    const riskyTrace = `trace-${seq}`;
    const fine = await uploadShot(ctx, t.seller.token);
    const fineTrace = `trace-${seq}`;

    const forged = await push('/api/wx/push?signature=0000&timestamp=1&nonce=2', riskyTrace, 'risky');
    assert.equal(forged.statusCode, 403);
    // the forged verdict changed nothing: the image still attaches
    const listed = await submit(ctx, t.seller.token, consignment(t.game, [risky.url]));
    assert.equal(listed.statusCode, 200);
    const listedId = listed.json().data.id as number;

    const r = await push(signed(), riskyTrace, 'risky');
    assert.equal(r.statusCode, 200);
    assert.equal(r.body, 'success');
    // the listing already showing it comes off the shelf, and its seller is told why
    const [state] = await q<{ s: number }>(ctx, sql`select sale_state as s from goods where id = ${listedId}`);
    assert.equal(state!.s, 4);
    const notes = await q<{ title: string }>(
      ctx,
      sql`select title from messages where user_id = ${t.seller.id} order by id desc limit 1`,
    );
    assert.equal(notes[0]!.title, '商品图片未通过内容安全检查');
    const refused = await submit(ctx, t.seller.token, consignment(t.game, [risky.url]));
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().msg, '图片未通过内容安全检查，请更换图片');

    assert.equal((await push(signed(), fineTrace, 'pass')).statusCode, 200);
    assert.equal((await submit(ctx, t.seller.token, consignment(t.game, [fine.url]))).statusCode, 200);
    const rows = await q<{ review: string }>(ctx, sql`select review from uploads order by id desc limit 2`);
    assert.deepEqual(
      rows.map((x) => x.review),
      ['pass', 'risky'],
    );
  });

  test('the console checks the push address by its echostr', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: signed('&echostr=hello123') });
    assert.equal(r.statusCode, 200);
    assert.equal(r.body, 'hello123');
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/wx/push?echostr=x' })).statusCode, 403);
  });
});
