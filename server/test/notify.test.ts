import assert from 'node:assert/strict';
import { WechatApiClient } from '../src/lib/wechat-api.js';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { ManualClock } from '../src/lib/clock.js';
import { LogSubscribeProvider, WechatSubscribeProvider } from '../src/modules/notify/provider.js';
import type { FetchLike } from '../src/lib/fetch.js';
import { setup, type TestCtx } from './helpers.js';
import { as, ok200 } from './aftersale-helpers.js';
import { count, paidOrder, tradeActors, type Trade } from './trade-helpers.js';

describe('notifications outside the app', () => {
  let ctx: TestCtx;
  let t: Trade;
  let wx: LogSubscribeProvider;
  before(async () => {
    ctx = await setup();
    t = await tradeActors(ctx);
    wx = ctx.app.services.subscribe as LogSubscribeProvider;
  });
  after(async () => ctx.close());

  const phoneOf = async (userId: number) => {
    const r = await ctx.db.db.execute(sql`select phone from users where id = ${userId}`);
    return (r as unknown as { rows: { phone: string }[] }).rows[0]!.phone;
  };
  const smsTo = async (userId: number) => {
    const phone = await phoneOf(userId);
    return ctx.sms.notices.filter((n) => n.phone === phone);
  };

  test('payment received (seller) and handover started (buyer): one SMS each, however often dispatched', async () => {
    const sellerBefore = (await smsTo(t.seller.id)).length;
    const buyerBefore = (await smsTo(t.buyer.id)).length;
    const { orderId } = await paidOrder(ctx, t);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from notify_outbox where event_key = ${`payment_received:order:${orderId}`}`,
      ),
      1,
    );
    await ctx.app.services.notify.dispatchDue();
    await ctx.app.services.notify.dispatchDue();
    const s = await smsTo(t.seller.id);
    assert.equal(s.length - sellerBefore, 1);
    assert.match(s[s.length - 1]!.text, /^【号市】您的商品已被购买并付款/);
    assert.equal((await smsTo(t.buyer.id)).length - buyerBefore, 1);
    // the same event queued again (a retried code path) is still one notification
    await ctx.app.services.notify.enqueue(t.seller.id, {
      event: 'payment_received',
      key: `payment_received:order:${orderId}`,
      sms: '重复',
      page: 'x',
      title: '买家已付款',
    });
    await ctx.app.services.notify.dispatchDue();
    assert.equal((await smsTo(t.seller.id)).length - sellerBefore, 1);
  });

  test('SMS can be switched off in the profile; the inbox still gets the message', async () => {
    const p = await ok200(as(ctx, t.other, 'GET', '/api/system/user/profile'));
    assert.equal(p.smsNotify, true);
    assert.equal((await as(ctx, t.other, 'PUT', '/api/system/user/profile', { smsNotify: 'no' })).statusCode, 400);
    const updated = await ok200(as(ctx, t.other, 'PUT', '/api/system/user/profile', { smsNotify: false }));
    assert.equal(updated.smsNotify, false);
    assert.equal(updated.nickName, p.nickName, 'other fields untouched');
    const trade = { ...t, buyer: t.other };
    const before = (await smsTo(t.other.id)).length;
    const { orderId } = await paidOrder(ctx, trade);
    await ctx.app.services.notify.dispatchDue();
    assert.equal((await smsTo(t.other.id)).length, before);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from notify_outbox where event_key = ${`handover_started:order:${orderId}`} and sms_result = 'off'`,
      ),
      1,
    );
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from messages where user_id = ${t.other.id} and send_type = 22 and ref_id = ${orderId}`,
      ),
      1,
    );
    await ok200(as(ctx, t.other, 'PUT', '/api/system/user/profile', { smsNotify: true }));
  });

  test('WeChat subscription: known templates only, one message per accept', async () => {
    const templates = await ok200(as(ctx, null, 'GET', '/api/notify/templates'));
    const tpl = (e: string) => templates.find((x: { event: string }) => x.event === e).templateId as string;
    assert.equal(templates.length, 10); // reserve_update and deadline_outcome (issue 42) are the ninth and tenth
    assert.equal(
      (await as(ctx, null, 'POST', '/api/notify/subscribe', { templateIds: [tpl('dispute_opened')] })).statusCode,
      401,
    );
    assert.equal(
      (await as(ctx, t.seller, 'POST', '/api/notify/subscribe', { templateIds: ['not-ours'] })).statusCode,
      400,
    );
    assert.equal((await as(ctx, t.seller, 'POST', '/api/notify/subscribe', { templateIds: [] })).statusCode, 400);
    const s = await ok200(
      as(ctx, t.seller, 'POST', '/api/notify/subscribe', {
        templateIds: [tpl('dispute_opened')],
        authCode: 'wx-login-code-1',
      }),
    );
    assert.deepEqual(s.subscribed, [{ templateId: tpl('dispute_opened'), remaining: 1 }]);
    assert.equal(s.hasOpenid, true);
    const sent = wx.sent.length;
    // two disputes: the first uses the one accept, the second goes by SMS only
    const a = await paidOrder(ctx, t);
    const b = await paidOrder(ctx, t);
    for (const o of [a, b])
      await ok200(
        as(ctx, t.buyer, 'POST', `/api/order/${o.orderId}/dispute`, {
          reason: 'cannot_login',
          description: '密码错误无法登录账号',
        }),
      );
    await ctx.app.services.notify.dispatchDue();
    assert.equal(wx.sent.length - sent, 1);
    const m = wx.sent[wx.sent.length - 1]!;
    assert.equal(m.templateId, tpl('dispute_opened'));
    assert.equal(m.page, `pages/orderDetail/index?id=${a.orderId}`);
    assert.ok(Array.from(m.data.thing1!).length <= 20);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from notify_outbox where event = 'dispute_opened' and user_id = ${t.seller.id}`,
      ),
      2,
    );
    // dispute answered → buyer; once
    await ok200(
      as(ctx, t.seller, 'POST', `/api/order/${a.orderId}/dispute/answer`, { text: '密码已重新发送，请查收' }),
    );
    await ctx.app.services.notify.dispatchDue();
    assert.equal(
      await count(ctx, sql`select count(*) as n from notify_outbox where event = 'dispute_answered' and state = 1`),
      1,
    );
  });

  test('claim decided and withdrawal paid also leave the app, once each', async () => {
    const { orderId } = await paidOrder(ctx, t);
    await ok200(as(ctx, t.buyer, 'POST', `/api/order/${orderId}/confirm`));
    await ctx.app.services.notify.dispatchDue(); // the payment's own two notices
    const c = await ok200(
      as(ctx, t.buyer, 'POST', '/api/claim', { orderId, evidence: '原号主通过申诉找回了账号，截图为证' }),
    );
    await ok200(as(ctx, t.staff, 'POST', `/api/admin/claim/${c.id}/refuse`, { reason: '证据不足，请补充材料' }));
    const w = await ok200(
      as(ctx, t.seller, 'POST', '/api/wallet/withdraw', {
        amountFen: 1000,
        alipayAccount: 'seller@example.com',
        accountName: '王测试',
      }),
    );
    await ok200(as(ctx, t.staff, 'POST', `/api/admin/withdraw/${w.id}/paid`, {}));
    const before = ctx.sms.notices.length;
    await ctx.app.services.notify.dispatchDue();
    assert.equal(ctx.sms.notices.length - before, 2);
    assert.equal(
      await count(ctx, sql`select count(*) as n from notify_outbox where event_key = ${`claim_decided:claim:${c.id}`}`),
      1,
    );
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from notify_outbox where event_key = ${`withdraw_paid:withdraw:${w.id}`}`,
      ),
      1,
    );
  });
});

describe('WeChat subscribeMessage.send provider', () => {
  test('one cached access token, the template body, a stale token dropped', async () => {
    const calls: { url: string; body: string | undefined }[] = [];
    let sendErr = 0;
    const fetch: FetchLike = async (url, init) => {
      calls.push({ url, body: init.body });
      const reply = (j: unknown) => ({
        status: 200,
        headers: { get: () => null },
        text: async () => JSON.stringify(j),
      });
      if (url.includes('/cgi-bin/stable_token'))
        return reply({ access_token: `TOKEN${calls.length}`, expires_in: 7200 });
      if (url.includes('/cgi-bin/message/subscribe/send')) return reply({ errcode: sendErr, errmsg: 'ok' });
      if (url.includes('/sns/jscode2session')) return reply({ openid: 'oOPENID', session_key: 'k' });
      return { status: 404, headers: { get: () => null }, text: async () => '' };
    };
    const clock = new ManualClock(new Date('2026-03-01T00:00:00Z'));
    const p = new WechatSubscribeProvider(
      new WechatApiClient({ appId: 'wx123', appSecret: 's', apiBase: 'https://api.weixin.qq.com' }, { clock, fetch }),
    );
    assert.equal(await p.openid('code'), 'oOPENID');
    await p.send({
      openid: 'oOPENID',
      templateId: 'TPL',
      page: 'pages/orderDetail/index?id=1',
      data: { thing1: '买家已付款' },
    });
    await p.send({ openid: 'oOPENID', templateId: 'TPL', page: 'p', data: { thing1: 'x' } });
    assert.equal(calls.filter((c) => c.url.includes('stable_token')).length, 1);
    const body = JSON.parse(calls.find((c) => c.url.includes('subscribe/send'))!.body!);
    assert.deepEqual(body.data, { thing1: { value: '买家已付款' } });
    assert.equal(body.touser, 'oOPENID');
    assert.equal(body.template_id, 'TPL');
    sendErr = 40001;
    await assert.rejects(p.send({ openid: 'o', templateId: 'TPL', page: 'p', data: {} }));
    sendErr = 0;
    await p.send({ openid: 'o', templateId: 'TPL', page: 'p', data: {} });
    assert.equal(calls.filter((c) => c.url.includes('stable_token')).length, 2);
  });
});
