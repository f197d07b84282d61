import type { FastifyReply } from 'fastify';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit, hiddenRoute } from '../../lib/route.js';
import { AppError } from '../../lib/errors.js';
import { cashierHtml, cashierErrorHtml } from './cashier-page.js';
import {
  CashierQuery,
  ChannelList,
  ChannelsQuery,
  CreatePayBody,
  NotifyParams,
  PayAction,
  SandboxSubmitBody,
  SandboxSubmitResult,
} from './schema.js';
import { targetOf, type PaymentService } from './service.js';

const route = routeKit({ tags: ['payment'], authAfterValidation: true });

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // no scripts at all; forms may only post back here; never framed by another site
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

export async function paymentRoutes(root: App, deps: { payments: PaymentService; publicBaseUrl: string | null }) {
  const { payments } = deps;
  const base = deps.publicBaseUrl ?? '';

  // ---------------------------------------------------------------- client endpoints
  await root.register(async (app: App) => {
    app.get(
      '/api/pay/channels',
      route.public({
        summary: '当前客户端可用的支付方式，以及支付模式（真实 / 沙箱）',
        querystring: ChannelsQuery,
        data: ChannelList,
      }),
      async (req) => ok(payments.channels(req.query.target)),
    );
    app.post(
      '/api/pay/create',
      route.user({
        summary: '发起支付：返回 H5 跳转地址 / 微信 requestPayment 参数 / 支付宝 tradeNO',
        body: CreatePayBody,
        data: PayAction,
      }),
      async (req) => ok(await payments.create(req.actor!, req.body)),
    );
  });

  // ---------------------------------------------------------------- provider notifications
  await root.register(async (app: App) => {
    // signatures cover the exact bytes sent: keep every body as the raw string, the provider parses it
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    app.post('/api/pay/notify/:provider', hiddenRoute({ params: NotifyParams }), async (req, reply) => {
      const ack = await payments.handleNotify(req.params.provider, {
        headers: req.headers,
        body: typeof req.body === 'string' ? req.body : '',
      });
      return reply.code(ack.status).header('content-type', ack.contentType).send(ack.body);
    });
  });

  // ---------------------------------------------------------------- the sandbox cashier
  await root.register(async (app: App) => {
    const page = (reply: FastifyReply, status: number, html: string) =>
      reply.code(status).headers(HTML_HEADERS).send(html);

    app.get('/api/pay/sandbox/cashier', hiddenRoute({ querystring: CashierQuery }), async (req, reply) => {
      try {
        const c = await payments.cashier(req.query.payNo, req.query.t);
        return page(reply, 200, cashierHtml({ ...c, t: req.query.t }));
      } catch (e) {
        if (e instanceof AppError) return page(reply, e.code, cashierErrorHtml(e.message));
        throw e;
      }
    });

    /**
     * The cashier's buttons. From the HTML page (form post) the answer is a redirect; from a
     * mini-program (JSON) it is the envelope. A successful "payment" is delivered as a signed
     * notification through the real notify route, exactly as a provider would deliver it.
     */
    app.post(
      '/api/pay/sandbox/submit',
      route.public({
        summary: '沙箱收银台：支付 / 支付失败（小程序可直接调用）',
        body: SandboxSubmitBody,
        data: SandboxSubmitResult,
      }),
      async (req, reply) => {
        const fromForm = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
        let r;
        try {
          r = await payments.sandboxSubmit(req.body.payNo, req.body.t, req.body.result);
        } catch (e) {
          if (fromForm && e instanceof AppError) return page(reply, e.code, cashierErrorHtml(e.message));
          throw e;
        }
        const { purpose, orderId } = r.payment;
        const targetId = targetOf(r.payment);
        const returnPath = payments.returnPath(r.payment, r.notification ? 'paid' : 'failed');
        if (r.notification) {
          const res = await root.inject({
            method: 'POST',
            url: `/api/pay/notify/sandbox`,
            headers: r.notification.headers,
            payload: r.notification.body,
          });
          if (res.statusCode !== 200)
            req.log.warn({ status: res.statusCode, payNo: r.payment.payNo }, 'sandbox notification refused');
        }
        if (fromForm)
          return (reply as FastifyReply)
            .code(303)
            .header('location', `${base}${returnPath}`)
            .header('cache-control', 'no-store')
            .send('');
        return ok({ orderId, purpose, targetId, returnPath, result: req.body.result });
      },
    );
  });
}
