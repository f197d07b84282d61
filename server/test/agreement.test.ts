import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import type { App } from '../src/app-types.js';
import { yuanText } from '../src/lib/money.js';
import { sha256Of } from '../src/modules/agreement/index.js';
import { as } from './handover-helpers.js';
import { auth, otherInstance, setup, type TestCtx } from './helpers.js';
import { q } from './selling-helpers.js';
import { count, onSaleGood, orderOf, paidOrder, paySandbox, tradeActors, type Trade } from './trade-helpers.js';

/**
 * Issue 41 item 2: each paid order produces a trade agreement (PDF and HTML), stored once, its
 * SHA-256 in the order's timeline; the parties and operators download the same bytes.
 */
describe('trade agreement per order', () => {
  let ctx: TestCtx;
  let t: Trade;
  let orderId: number;
  let orderNo: string;
  before(async () => {
    ctx = await setup();
    t = await tradeActors(ctx);
    ({ orderId } = await paidOrder(ctx, t, 'tierA'));
    const [o] = await q<{ order_no: string }>(ctx, sql`select order_no from orders where id = ${orderId}`);
    orderNo = o!.order_no;
  });
  after(() => ctx?.close());

  async function download(url: string, token: string) {
    const r = await ctx.app.inject({ method: 'GET', url, headers: auth(token) });
    assert.equal(r.statusCode, 200, r.body.slice(0, 300));
    return { bytes: r.rawPayload, type: String(r.headers['content-type']), headers: r.headers };
  }
  const events = (id: number) =>
    q<{ note: string }>(ctx, sql`select note from order_events where order_id = ${id} and type = 'agreement'`);

  test('the payment renders it at once: stored bytes, their SHA-256 in the order events, one of each', async () => {
    const [row] = await q<{ sha256: string; n: number }>(
      ctx,
      sql`select sha256, octet_length(pdf) as n from order_agreements where order_id = ${orderId}`,
    );
    assert.ok(row?.sha256, 'rendered after the payment, before any download');
    const ev = await events(orderId);
    assert.equal(ev.length, 1);
    assert.equal(ev[0]!.note, `SHA-256 ${row.sha256}`);
    const detail = await as(ctx, t.buyer.token, 'GET', `/api/order/${orderId}`);
    const timeline = (detail.data as { timeline: { type: string; text: string }[] }).timeline;
    assert.ok(timeline.some((e) => e.type === 'agreement' && e.text.includes('交易协议')));
  });

  test('buyer, seller and operators download the same bytes, whose hash is the recorded one', async () => {
    const info = await as(ctx, t.buyer.token, 'GET', `/api/order/${orderId}/agreement`);
    assert.equal(info.status, 200, info.body);
    const meta = info.data as { sha256: string; sizeBytes: number; orderNo: string; fileName: string };
    assert.equal(meta.orderNo, orderNo);
    assert.ok(meta.fileName.endsWith('.pdf'));
    const buyer = await download(`/api/order/${orderId}/agreement/pdf`, t.buyer.token);
    const seller = await download(`/api/order/${orderId}/agreement/pdf`, t.seller.token);
    const staff = await download(`/api/admin/order/${orderId}/agreement/pdf`, t.staff.token);
    assert.equal(buyer.type, 'application/pdf');
    assert.match(String(buyer.headers['content-disposition']), /attachment; filename="agreement-/);
    assert.ok(buyer.bytes.subarray(0, 5).equals(Buffer.from('%PDF-')));
    assert.ok(buyer.bytes.equals(seller.bytes));
    assert.ok(buyer.bytes.equals(staff.bytes));
    assert.equal(buyer.bytes.length, meta.sizeBytes);
    assert.equal(sha256Of(buyer.bytes), meta.sha256);
    assert.equal((await events(orderId))[0]!.note, `SHA-256 ${meta.sha256}`);
    const adminInfo = await as(ctx, t.staff.token, 'GET', `/api/admin/order/${orderId}/agreement`);
    assert.equal((adminInfo.data as { recordedSha256: string }).recordedSha256, meta.sha256);
  });

  test('its text is selectable and correct: parties, price, goods, order number, rules in force', async () => {
    const { bytes } = await download(`/api/order/${orderId}/agreement/pdf`, t.buyer.token);
    const text = (await pdfParse(bytes)).text.replace(/\s+/g, '');
    const [o] = await q<{ price_fen: number; total_fen: number; goods_title: string }>(
      ctx,
      sql`select price_fen, total_fen, goods_title from orders where id = ${orderId}`,
    );
    for (const want of [
      '号市游戏账号交易协议',
      orderNo,
      // the test users are all 王测试, verified by the offline provider
      '买方：王*试',
      '卖方：王*试',
      '核验身份证号码格式',
      yuanText(o!.price_fen),
      yuanText(o!.total_fen),
      o!.goods_title.replace(/\s+/g, ''),
      '王者荣耀',
      '标准包赔',
      '自助交接',
      `平台佣金费率：${ctx.app.services.rules['trade.commission']}`,
    ])
      assert.ok(text.includes(want), `the PDF's text has ${want}\n${text}`);
  });

  test('the HTML view says the same and names the PDF hash', async () => {
    const info = await as(ctx, t.seller.token, 'GET', `/api/order/${orderId}/agreement`);
    const sha = (info.data as { sha256: string }).sha256;
    for (const url of [`/api/order/${orderId}/agreement/html`, `/api/admin/order/${orderId}/agreement/html`]) {
      const page = await download(url, url.includes('admin') ? t.staff.token : t.buyer.token);
      assert.match(page.type, /^text\/html/);
      const html = page.bytes.toString('utf8');
      assert.ok(html.includes(orderNo) && html.includes(sha) && html.includes('王*试'));
      assert.ok(!html.includes('<script'));
    }
  });

  test('a stranger cannot read it; a user is not an operator; no login is 401', async () => {
    for (const path of ['', '/pdf', '/html']) {
      const r = await ctx.app.inject({
        method: 'GET',
        url: `/api/order/${orderId}/agreement${path}`,
        headers: auth(t.other.token),
      });
      assert.equal(r.statusCode, 404, path);
      assert.ok(!r.body.includes('%PDF'));
      const anon = await ctx.app.inject({ method: 'GET', url: `/api/order/${orderId}/agreement${path}` });
      assert.equal(anon.statusCode, 401);
      const admin = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/order/${orderId}/agreement${path}`,
        headers: auth(t.buyer.token),
      });
      assert.equal(admin.statusCode, 403);
    }
  });

  test('an unpaid order has no agreement yet', async () => {
    const goodsId = await onSaleGood(ctx, t);
    const unpaid = await orderOf(ctx, t.buyer, goodsId);
    const r = await as(ctx, t.buyer.token, 'GET', `/api/order/${unpaid}/agreement`);
    assert.equal(r.status, 404);
    assert.match(r.msg, /尚未付款/);
    assert.equal(await count(ctx, sql`select count(*) as n from order_agreements where order_id = ${unpaid}`), 0);
  });

  test('an order paid before agreements existed gets none made afterwards', async () => {
    const { orderId: id } = await paidOrder(ctx, t);
    await ctx.db.db.execute(sql`delete from order_events where order_id = ${id} and type = 'agreement'`);
    await ctx.db.db.execute(sql`delete from order_agreements where order_id = ${id}`);
    const r = await as(ctx, t.buyer.token, 'GET', `/api/order/${id}/agreement`);
    assert.equal(r.status, 404);
    assert.match(r.msg, /付款时平台尚未提供交易协议/);
    assert.equal(await count(ctx, sql`select count(*) as n from order_agreements where order_id = ${id}`), 0);
  });

  test('a tampered copy is detected by its hash; the genuine one matches', async () => {
    const { bytes } = await download(`/api/order/${orderId}/agreement/pdf`, t.seller.token);
    const verify = (b: Buffer) =>
      as(ctx, t.staff.token, 'POST', `/api/admin/order/${orderId}/agreement/verify`, {
        fileBase64: b.toString('base64'),
      });
    const genuine = await verify(bytes);
    assert.equal(genuine.status, 200, genuine.body);
    assert.equal((genuine.data as { match: boolean }).match, true);
    // one byte changed, the rest as it was
    const tampered = Buffer.from(bytes);
    const at = Math.floor(tampered.length / 2);
    tampered.writeUInt8(tampered.readUInt8(at) ^ 0x01, at);
    const r = await verify(tampered);
    assert.equal((r.data as { match: boolean }).match, false);
    assert.match(r.msg, /不一致/);
    const sellerTry = await as(ctx, t.seller.token, 'POST', `/api/admin/order/${orderId}/agreement/verify`, {
      fileBase64: bytes.toString('base64'),
    });
    assert.equal(sellerTry.status, 403);
  });

  test('a staff handover (平台验号换绑) says so, with its fee and the handover rules', async () => {
    const goodsId = await onSaleGood(ctx, t, { handoverMode: 'staff' });
    const id = await orderOf(ctx, t.buyer, goodsId);
    await paySandbox(ctx, t.buyer, id);
    const { bytes } = await download(`/api/order/${id}/agreement/pdf`, t.seller.token);
    const text = (await pdfParse(bytes)).text.replace(/\s+/g, '');
    assert.ok(text.includes('交接方式：平台验号换绑'), text);
    assert.ok(text.includes('验号换绑服务费率'), text);
    assert.ok(!text.includes('自助交接：'), text);
  });

  describe('two instances and a restart', () => {
    /** a second instance on the same database (its own pool on PostgreSQL) */
    const other = otherInstance(() => ctx);
    let app2: App;
    const instance = () => other.start();
    before(async () => {
      app2 = await instance();
    });
    after(async () => {
      await app2?.close();
      await other.close();
    });

    test('the bytes never change: another instance, a restart, a later clock all serve the stored ones', async () => {
      const first = await download(`/api/order/${orderId}/agreement/pdf`, t.buyer.token);
      ctx.clock.advance(3 * 86_400_000);
      await app2.close();
      app2 = await instance();
      const r = await app2.inject({
        method: 'GET',
        url: `/api/order/${orderId}/agreement/pdf`,
        headers: auth(t.buyer.token),
      });
      assert.equal(r.statusCode, 200);
      assert.ok(first.bytes.equals(r.rawPayload));
      assert.equal((await app2.services.agreements.ensure(orderId))!.sha256, sha256Of(first.bytes));
      assert.equal((await events(orderId)).length, 1);
    });

    test('two instances rendering at once keep one agreement and record one hash', async () => {
      const { orderId: id } = await paidOrder(ctx, t, 'tierB');
      // as if the instance that took the payment stopped before its render: the facts alone
      await ctx.db.db.execute(
        sql`update order_agreements set pdf = null, html = null, sha256 = null, rendered_at = null where order_id = ${id}`,
      );
      await ctx.db.db.execute(sql`delete from order_events where order_id = ${id} and type = 'agreement'`);
      const [a, b] = await Promise.all([ctx.app.services.agreements.ensure(id), app2.services.agreements.ensure(id)]);
      assert.ok(a && b);
      assert.ok(a.pdf.equals(b.pdf));
      assert.equal(a.sha256, b.sha256);
      assert.equal(await count(ctx, sql`select count(*) as n from order_agreements where order_id = ${id}`), 1);
      const ev = await events(id);
      assert.equal(ev.length, 1);
      assert.equal(ev[0]!.note, `SHA-256 ${a.sha256}`);
    });

    test('it states the rules in force at payment, even when rendered after a restart under new ones', async () => {
      const { orderId: id } = await paidOrder(ctx, t);
      await ctx.db.db.execute(
        sql`update order_agreements set pdf = null, html = null, sha256 = null, rendered_at = null where order_id = ${id}`,
      );
      await ctx.db.db.execute(sql`delete from order_events where order_id = ${id} and type = 'agreement'`);
      const before = ctx.app.services.rules['trade.commission'];
      const changed = await other.start({
        config: { ...ctx.config, trade: { ...ctx.config.trade, commissionBps: ctx.config.trade.commissionBps + 300 } },
      });
      try {
        assert.notEqual(changed.services.rules['trade.commission'], before);
        const a = await changed.services.agreements.ensure(id);
        const text = (await pdfParse(a!.pdf)).text.replace(/\s+/g, '');
        assert.ok(text.includes(`平台佣金费率：${before}`), text);
      } finally {
        await changed.close();
      }
    });

    test('the render job catches up on agreements left unrendered, on any instance', async () => {
      const { orderId: id } = await paidOrder(ctx, t);
      await ctx.db.db.execute(
        sql`update order_agreements set pdf = null, html = null, sha256 = null, rendered_at = null where order_id = ${id}`,
      );
      await ctx.db.db.execute(sql`delete from order_events where order_id = ${id} and type = 'agreement'`);
      const started = Date.now();
      const [n1, n2] = await Promise.all([
        app2.services.agreements.renderPending(),
        ctx.app.services.agreements.renderPending(),
      ]);
      const ms = Date.now() - started;
      assert.ok(n1 + n2 >= 1);
      assert.equal((await events(id)).length, 1);
      const [row] = await q<{ n: number }>(
        ctx,
        sql`select octet_length(pdf) as n from order_agreements where order_id = ${id}`,
      );
      // the figures the report names: a few tens of kilobytes, well under a second
      console.log(`agreement PDF: ${row!.n} bytes; render job (two instances at once): ${ms} ms`);
      assert.ok(Number(row!.n) < 200_000);
    });
  });
});
