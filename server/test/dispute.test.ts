import assert from 'node:assert/strict';
import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { RefundRequest } from '../src/modules/payment/provider.js';
import { setup, testConfig, type TestCtx } from './helpers.js';
import { uploadShot } from './selling-helpers.js';
import { as, audits, inbox, ledger, ok200, platformSum } from './aftersale-helpers.js';
import {
  balances,
  count,
  onSaleGood,
  orderOf,
  orderRow,
  paidOrder,
  saleState,
  tradeActors,
  type Trade,
} from './trade-helpers.js';

const H = 3_600_000;

describe('disputes (sandbox payments)', () => {
  let ctx: TestCtx;
  let t: Trade;
  // what the sandbox answers to the next refund requests (true = refunded); empty: refunded
  const answers: boolean[] = [];
  const refundCalls: RefundRequest[] = [];
  // while set, the provider's answer waits for it: a refund call still on the wire
  let hold: Promise<void> | null = null;
  before(async () => {
    ctx = await setup({
      payment: {
        sandboxRefund: async (req) => {
          refundCalls.push(req);
          if (hold) await hold;
          return answers.shift() ?? true;
        },
      },
    });
    t = await tradeActors(ctx);
  });
  after(async () => ctx.close());

  const open = (
    orderId: number,
    who = t.buyer,
    body: Record<string, unknown> = { reason: 'cannot_login', description: '卖家给的密码无法登录，验证码也收不到' },
  ) => as(ctx, who, 'POST', `/api/order/${orderId}/dispute`, body);

  test('opening: only the buyer of a paid order, valid input; the order freezes and auto-confirm skips it', async () => {
    const { orderId } = await paidOrder(ctx, t);
    assert.equal((await open(orderId, t.other)).statusCode, 404);
    assert.equal((await open(orderId, t.seller)).statusCode, 404);
    assert.equal(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/order/${orderId}/dispute`,
          payload: { reason: 'other', description: '无法登录的问题' },
        })
      ).statusCode,
      401,
    );
    assert.equal((await open(orderId, t.buyer, { reason: 'cannot_login', description: '短' })).statusCode, 400);
    assert.equal(
      (await open(orderId, t.buyer, { reason: 'bogus', description: '无法登录的问题描述' })).statusCode,
      400,
    );
    const foreign = await uploadShot(ctx, t.seller.token);
    // evidence is the buyer's own uploads: not the seller's, not a link elsewhere (issue 34 §8)
    for (const image of [
      foreign.url,
      '//evil.example/track.png',
      'https://evil.example/a.png',
      '/\\evil.example/a.png',
    ]) {
      const r = await open(orderId, t.buyer, { reason: 'other', description: '无法登录的问题描述', images: [image] });
      assert.equal(r.statusCode, 400, image);
      assert.match(r.json().msg, /本人上传/, image);
    }
    const seven = await Promise.all(Array.from({ length: 7 }, () => uploadShot(ctx, t.buyer.token)));
    assert.equal(
      (
        await open(orderId, t.buyer, {
          reason: 'other',
          description: '无法登录的问题描述',
          images: seven.map((s) => s.url),
        })
      ).statusCode,
      400,
    );
    assert.equal((await orderRow(ctx, orderId)).state, 1, 'bad input changed nothing');
    assert.equal(await count(ctx, sql`select count(*) as n from disputes where order_id = ${orderId}`), 0);

    const d = await ok200(
      open(orderId, t.buyer, {
        reason: 'cannot_login',
        description: '卖家给的密码无法登录',
        images: seven.slice(0, 6).map((s) => s.url),
      }),
    );
    assert.equal(d.state, 0);
    assert.equal(d.images.length, 6);
    assert.equal(new Date(d.answerDeadline).getTime() - ctx.clock.now().getTime(), 48 * H);
    assert.equal((await orderRow(ctx, orderId)).state, 5);
    assert.equal((await open(orderId)).statusCode, 409, 'one dispute at a time');
    assert.equal(await inbox(ctx, t.seller.id, 40), 1);

    // frozen: long past the auto-confirm time the job leaves it alone, and the buyer cannot confirm
    ctx.clock.advance(4 * 24 * H); // past the 72 h auto-confirm (sessions last 7 days)
    await ctx.app.services.orders.autoConfirmDue();
    assert.equal((await orderRow(ctx, orderId)).state, 5);
    assert.equal((await as(ctx, t.buyer, 'POST', `/api/order/${orderId}/confirm`)).statusCode, 409);
    // the chat tells both sides; the order page shows the dispute
    const chat = await ok200(as(ctx, t.seller, 'GET', `/api/order/${orderId}/chat`));
    assert.ok(
      chat.rows.some((m: { role: string; text: string }) => m.role === 'system' && m.text.includes('买家发起纠纷')),
    );
    const detail = await ok200(as(ctx, t.buyer, 'GET', `/api/order/${orderId}`));
    assert.equal(detail.state, 5);
    assert.equal(detail.dispute.id, d.id);
    assert.equal(detail.canConfirm, false);
    assert.equal((await as(ctx, t.other, 'GET', `/api/order/${orderId}/dispute`)).statusCode, 404);
    // after the 48 hours the seller can no longer answer
    assert.equal(
      (await as(ctx, t.seller, 'POST', `/api/order/${orderId}/dispute/answer`, { text: '账号是正常的，请再试一次' }))
        .statusCode,
      409,
    );
    assert.equal((await ok200(as(ctx, t.buyer, 'GET', `/api/order/${orderId}/dispute`))).sellerOverdue, true);
  });

  test('disputes only while paid: unpaid and completed orders are refused', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const unpaid = await orderOf(ctx, t.buyer, goodsId);
    assert.equal((await open(unpaid)).statusCode, 409);
    const { orderId } = await paidOrder(ctx, t);
    await ok200(as(ctx, t.buyer, 'POST', `/api/order/${orderId}/confirm`));
    assert.equal((await open(orderId)).statusCode, 409);
  });

  test('the seller answers once in time, in the order chat; the buyer hears of it', async () => {
    const { orderId } = await paidOrder(ctx, t);
    await ok200(open(orderId));
    assert.equal(
      (await as(ctx, t.buyer, 'POST', `/api/order/${orderId}/dispute/answer`, { text: '我是买家我来答辩' })).statusCode,
      404,
    );
    assert.equal(
      (await as(ctx, t.seller, 'POST', `/api/order/${orderId}/dispute/answer`, { text: '短' })).statusCode,
      400,
    );
    ctx.clock.advance(47 * H);
    const d = await ok200(
      as(ctx, t.seller, 'POST', `/api/order/${orderId}/dispute/answer`, { text: '账号密码已在聊天里重新发送，请查收' }),
    );
    assert.equal(d.state, 1);
    assert.equal(
      (await as(ctx, t.seller, 'POST', `/api/order/${orderId}/dispute/answer`, { text: '再补充一点说明文字' }))
        .statusCode,
      409,
    );
    const chat = await ok200(as(ctx, t.buyer, 'GET', `/api/order/${orderId}/chat`));
    assert.ok(
      chat.rows.some(
        (m: { role: string; text: string }) => m.role === 'seller' && m.text === '账号密码已在聊天里重新发送，请查收',
      ),
    );
    assert.equal(await inbox(ctx, t.buyer.id, 41), 1);
  });

  test('operator console refuses ordinary users (403) and the anonymous (401)', async () => {
    for (const [m, url] of [
      ['GET', '/api/admin/dispute/list'],
      ['GET', '/api/admin/dispute/1'],
      ['POST', '/api/admin/dispute/1/refund'],
      ['POST', '/api/admin/dispute/1/refund/retry'],
      ['POST', '/api/admin/dispute/1/release'],
    ] as const) {
      assert.equal(
        (await as(ctx, t.buyer, m, url, m === 'POST' ? { note: '裁定说明' } : undefined)).statusCode,
        403,
        url,
      );
      assert.equal((await as(ctx, null, m, url, m === 'POST' ? { note: '裁定说明' } : undefined)).statusCode, 401, url);
    }
  });

  test('refund: the provider fails once, the operator retries once: refunded, one ledger entry, never twice', async () => {
    const { orderId, goodsId } = await paidOrder(ctx, t);
    const d = await ok200(open(orderId));
    assert.equal((await as(ctx, t.staff, 'POST', `/api/admin/dispute/${d.id}/refund`, { note: '' })).statusCode, 400);
    assert.equal((await orderRow(ctx, orderId)).state, 5, 'bad input changed nothing');
    answers.push(false);
    const calls = refundCalls.length;
    const first = await ok200(
      as(ctx, t.staff, 'POST', `/api/admin/dispute/${d.id}/refund`, { note: '卖家未能提供可登录的账号' }),
    );
    assert.equal(first.state, 2);
    assert.equal(first.refund.status, 2);
    assert.equal(first.refund.attempts, 1);
    assert.ok(first.refund.lastError);
    assert.equal((await orderRow(ctx, orderId)).state, 6, 'visible refund pending');
    assert.equal((await ok200(as(ctx, t.buyer, 'GET', `/api/order/${orderId}`))).stateText, '退款中');
    assert.equal(await ledger(ctx, 'order', orderId, 'refund'), 0);
    assert.equal(await saleState(ctx, goodsId), 5, 'problem account');
    // a second decision is refused
    assert.equal(
      (await as(ctx, t.staff, 'POST', `/api/admin/dispute/${d.id}/release`, { note: '改判放款' })).statusCode,
      409,
    );

    const second = await ok200(as(ctx, t.staff, 'POST', `/api/admin/dispute/${d.id}/refund/retry`));
    assert.equal(second.state, 3);
    assert.equal(second.refund.status, 1);
    assert.equal(refundCalls.length - calls, 2);
    // the same refund number both times: the provider's idempotency key
    assert.equal(refundCalls[calls]!.refundNo, refundCalls[calls + 1]!.refundNo);
    assert.equal(refundCalls[calls]!.amountFen, (await orderRow(ctx, orderId)).total_fen);
    assert.equal((await orderRow(ctx, orderId)).state, 7);
    assert.equal(await ledger(ctx, 'order', orderId, 'refund'), 1);
    assert.equal(await platformSum(ctx, 'order', orderId), 0, 'escrow in and refund cancel out');
    assert.equal(
      await count(ctx, sql`select count(*) as n from payments where order_id = ${orderId} and status = 4`),
      1,
    );
    // once refunded, retrying changes nothing
    assert.equal((await as(ctx, t.staff, 'POST', `/api/admin/dispute/${d.id}/refund/retry`)).statusCode, 409);
    assert.equal(await ledger(ctx, 'order', orderId, 'refund'), 1);
    assert.equal(refundCalls.length - calls, 2);
    assert.equal(await audits(ctx, 'dispute.refund'), 1);
    assert.ok((await audits(ctx, 'dispute.refund_retry')) >= 1);
    const detail = await ok200(as(ctx, t.buyer, 'GET', `/api/order/${orderId}`));
    assert.equal(detail.stateText, '已退款');
    assert.ok(detail.timeline.some((e: { type: string }) => e.type === 'refunded'));
    // the seller was never paid
    assert.equal(await ledger(ctx, 'order', orderId, 'sale_income'), 0);
    const list = await ok200(as(ctx, t.staff, 'GET', '/api/admin/dispute/list?state=3'));
    assert.ok(list.rows.some((r: { id: number; provider: string }) => r.id === d.id && r.provider === 'sandbox'));
  });

  const retryAudits = (disputeId: number) =>
    count(
      ctx,
      sql`select count(*) as n from audit_log where action = 'dispute.refund_retry' and target_id = ${disputeId}`,
    );

  test('two retries at once while the refund call is on the wire: one 200, one 409, one provider call', async () => {
    const { orderId } = await paidOrder(ctx, t);
    const d = await ok200(open(orderId));
    answers.push(false);
    await ok200(as(ctx, t.staff, 'POST', `/api/admin/dispute/${d.id}/refund`, { note: '卖家未能提供可登录的账号' }));
    const calls = refundCalls.length;
    let release!: () => void;
    hold = new Promise((r) => (release = r));
    try {
      const first = as(ctx, t.staff, 'POST', `/api/admin/dispute/${d.id}/refund/retry`);
      // the first retry has taken the refund and waits for the provider when the second arrives
      for (let i = 0; i < 200 && refundCalls.length === calls; i++) await new Promise((r) => setTimeout(r, 5));
      assert.equal(refundCalls.length - calls, 1, 'the first retry reached the provider');
      const pending = as(ctx, t.staff, 'POST', `/api/admin/dispute/${d.id}/refund/retry`);
      // the second answers at once; a second that reached the provider too is let through, then counted
      let answered = false;
      void pending.then(() => (answered = true));
      for (let i = 0; i < 400 && !answered && refundCalls.length - calls < 2; i++)
        await new Promise((r) => setTimeout(r, 5));
      release();
      const second = await pending;
      const done = await first;
      assert.deepEqual([done.statusCode, second.statusCode], [200, 409], `${done.body} ${second.body}`);
      assert.equal(second.json().msg, '退款处理中，请稍后刷新');
    } finally {
      hold = null;
      release();
    }
    assert.equal(refundCalls.length - calls, 1, 'one provider call');
    assert.equal(await ledger(ctx, 'order', orderId, 'refund'), 1);
    assert.equal((await orderRow(ctx, orderId)).state, 7);
  });

  test('the refund decision clicked twice, in turn and at once: one refund, and the second told it was decided', async () => {
    // in turn: the second click finds the dispute decided (not "no payment", though the payment is refunded now)
    const a = await paidOrder(ctx, t);
    const da = await ok200(open(a.orderId));
    const callsA = refundCalls.length;
    const decide = (id: number) =>
      as(ctx, t.staff, 'POST', `/api/admin/dispute/${id}/refund`, { note: '卖家未能提供可登录的账号' });
    assert.equal((await ok200(decide(da.id))).state, 3);
    const again = await decide(da.id);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().msg, '该纠纷已处理');
    assert.equal(refundCalls.length - callsA, 1);
    assert.equal(await ledger(ctx, 'order', a.orderId, 'refund'), 1);
    // a retry after the refund is refused before anything is recorded as retried
    const retry = await as(ctx, t.staff, 'POST', `/api/admin/dispute/${da.id}/refund/retry`);
    assert.equal(retry.statusCode, 409);
    assert.equal(retry.json().msg, '该订单已退款');
    assert.equal(await retryAudits(da.id), 0, 'a refused retry is no retry');
    assert.equal(refundCalls.length - callsA, 1);

    // at once: one decision wins; the other is told the dispute was decided, and nothing is refunded twice
    const b = await paidOrder(ctx, t);
    const db = await ok200(open(b.orderId));
    const callsB = refundCalls.length;
    const both = await Promise.all([decide(db.id), decide(db.id)]);
    assert.deepEqual(both.map((r) => r.statusCode).sort(), [200, 409], both.map((r) => r.body).join(' '));
    assert.equal(both.find((r) => r.statusCode === 409)!.json().msg, '该纠纷已处理');
    assert.equal(refundCalls.length - callsB, 1, 'one provider call');
    assert.equal(await ledger(ctx, 'order', b.orderId, 'refund'), 1);
    assert.equal(await platformSum(ctx, 'order', b.orderId), 0);
    assert.equal(
      await count(ctx, sql`select count(*) as n from refunds where order_id = ${b.orderId}`),
      1,
      'one refund row',
    );
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from audit_log where action = 'dispute.refund' and target_id = ${db.id}`,
      ),
      1,
    );
  });

  test('refund with return to sale puts the good back on sale (1)', async () => {
    const { orderId, goodsId } = await paidOrder(ctx, t);
    const d = await ok200(open(orderId));
    const r = await ok200(
      as(ctx, t.staff, 'POST', `/api/admin/dispute/${d.id}/refund`, {
        note: '买家误操作，账号无问题',
        returnToSale: true,
      }),
    );
    assert.equal(r.state, 3);
    assert.equal(await saleState(ctx, goodsId), 1);
  });

  test('release: completes the order as a confirm does (seller credited once)', async () => {
    const { orderId, goodsId } = await paidOrder(ctx, t);
    const d = await ok200(open(orderId));
    const before = await balances(ctx, t.seller.id);
    const r = await ok200(
      as(ctx, t.staff, 'POST', `/api/admin/dispute/${d.id}/release`, { note: '账号可正常登录，与描述一致' }),
    );
    assert.equal(r.state, 4);
    const o = await orderRow(ctx, orderId);
    assert.equal(o.state, 2);
    assert.equal(await saleState(ctx, goodsId), 3);
    const after = await balances(ctx, t.seller.id);
    assert.equal(after.cached - before.cached, o.price_fen - o.commission_fen);
    assert.equal(after.cached, after.sum);
    assert.equal(
      (await as(ctx, t.staff, 'POST', `/api/admin/dispute/${d.id}/release`, { note: '再放一次款' })).statusCode,
      409,
    );
    assert.equal(await ledger(ctx, 'order', orderId, 'sale_income'), 1);
    assert.equal(await audits(ctx, 'dispute.release'), 1);
  });

  test('withdraw: the buyer takes it back, the order resumes with at least a day before auto-confirm', async () => {
    const { orderId } = await paidOrder(ctx, t);
    await ok200(open(orderId));
    assert.equal((await as(ctx, t.seller, 'POST', `/api/order/${orderId}/dispute/withdraw`)).statusCode, 404);
    ctx.clock.advance(5 * 24 * H);
    const d = await ok200(as(ctx, t.buyer, 'POST', `/api/order/${orderId}/dispute/withdraw`));
    assert.equal(d.state, 5);
    assert.equal((await orderRow(ctx, orderId)).state, 1);
    ctx.clock.advance(23 * H);
    await ctx.app.services.orders.autoConfirmDue();
    assert.equal((await orderRow(ctx, orderId)).state, 1);
    ctx.clock.advance(2 * H);
    await ctx.app.services.orders.autoConfirmDue();
    assert.equal((await orderRow(ctx, orderId)).state, 2);
  });
});

describe('dispute refund through Alipay (alipay.trade.refund)', () => {
  const pem = () =>
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
  const app = pem();
  const ali = pem();
  const APP_ID = '2021004100000001';
  let ctx: TestCtx;
  let t: Trade;
  const refundCodes: string[] = [];
  const refundCalls: Record<string, unknown>[] = [];
  before(async () => {
    const config = testConfig({
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY: app.privateKey,
      ALIPAY_PUBLIC_KEY: ali.publicKey,
      PUBLIC_BASE_URL: 'https://haoshi.test',
    });
    ctx = await setup({
      config,
      payment: {
        alipayExec: async (method, params) => {
          if (method === 'alipay.trade.refund') {
            refundCalls.push(params.bizContent as Record<string, unknown>);
            return { code: refundCodes.shift() ?? '10000' };
          }
          return { code: '40004' };
        },
      },
    });
    t = await tradeActors(ctx);
  });
  after(async () => ctx.close());

  function notifyBody(fields: Record<string, string>) {
    const content = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('&');
    const sign = createSign('RSA-SHA256').update(content).sign(ali.privateKey, 'base64');
    return new URLSearchParams({ ...fields, sign_type: 'RSA2', sign }).toString();
  }

  test('paid by Alipay → refunded by Alipay with the same out_request_no on the retry; one ledger entry', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const orderId = await orderOf(ctx, t.buyer, goodsId);
    const pay = await ok200(as(ctx, t.buyer, 'POST', '/api/pay/create', { orderId, channel: 'alipay', target: 'h5' }));
    const fields = {
      app_id: APP_ID,
      charset: 'utf-8',
      notify_id: randomBytes(8).toString('hex'),
      notify_time: '2026-03-01 10:05:00',
      notify_type: 'trade_status_sync',
      out_trade_no: pay.payNo,
      total_amount: '1416.80',
      trade_no: '2026030122001400009',
      trade_status: 'TRADE_SUCCESS',
      version: '1.0',
    };
    const n = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/notify/alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: notifyBody(fields),
    });
    assert.equal(n.body, 'success');
    assert.equal((await orderRow(ctx, orderId)).state, 1);
    const d = await ok200(
      as(ctx, t.buyer, 'POST', `/api/order/${orderId}/dispute`, {
        reason: 'not_as_described',
        description: '皮肤数量与描述不符，少了二十个',
      }),
    );
    refundCodes.push('40004');
    const first = await ok200(
      as(ctx, t.staff, 'POST', `/api/admin/dispute/${d.id}/refund`, { note: '与描述不符，支持退款' }),
    );
    assert.equal(first.state, 2);
    assert.equal(await ledger(ctx, 'order', orderId, 'refund'), 0);
    const second = await ok200(as(ctx, t.staff, 'POST', `/api/admin/dispute/${d.id}/refund/retry`));
    assert.equal(second.state, 3);
    assert.equal(refundCalls.length, 2);
    assert.equal(refundCalls[0]!.out_trade_no, pay.payNo);
    assert.equal(refundCalls[0]!.refund_amount, '1416.80');
    assert.equal(refundCalls[0]!.out_request_no, refundCalls[1]!.out_request_no);
    assert.equal(await ledger(ctx, 'order', orderId, 'refund'), 1);
    assert.equal((await orderRow(ctx, orderId)).state, 7);
  });
});
