import type { FastifyReply } from 'fastify';
import type { App } from '../../app-types.js';
import { errorResponses, ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { IdParams } from '../order/index.js';
import { AdminAgreementInfo, AgreementInfo, HtmlPage, PdfFile, VerifyBody, VerifyResult } from './schema.js';
import type { AgreementService } from './service.js';

const route = routeKit({ tags: ['order'] });
const admin = routeKit({ tags: ['admin'] });

type File = Awaited<ReturnType<AgreementService['staffFile']>>;

/** The stored bytes as they are, never re-rendered; private, as an order page is. */
function sendPdf(reply: FastifyReply, { order, agreement }: File) {
  const name = `号市交易协议-${order.orderNo}.pdf`;
  return reply
    .type('application/pdf')
    .header('Cache-Control', 'private, no-store')
    .header('ETag', `"${agreement.sha256}"`)
    .header(
      'Content-Disposition',
      `attachment; filename="agreement-${order.orderNo}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .send(agreement.pdf);
}

function sendHtml(reply: FastifyReply, { agreement }: File) {
  return (
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      // the page carries its own styles and no script; it may not load or run anything else
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(agreement.html)
  );
}

const pdfAnswer = { produces: ['application/pdf'], response: { 200: PdfFile, ...errorResponses } };
const htmlAnswer = { produces: ['text/html'], response: { 200: HtmlPage, ...errorResponses } };

/**
 * The trade agreement of an order: its parties read and download it under the order's path (anyone
 * else is told the order does not exist), operators under /api/admin, where they can also check a
 * presented copy against the hash the order recorded.
 */
export async function agreementRoutes(app: App, deps: { agreements: AgreementService }) {
  const { agreements } = deps;
  app.get(
    '/api/order/:id/agreement',
    route.user({ summary: '交易协议（订单双方）：文件信息与 SHA-256', params: IdParams, data: AgreementInfo }),
    async (req) => ok(await agreements.partyInfo(req.actor!, req.params.id)),
  );
  app.get(
    '/api/order/:id/agreement/pdf',
    route.user({ summary: '下载交易协议 PDF（订单双方）', params: IdParams, ...pdfAnswer }),
    async (req, reply) => sendPdf(reply, await agreements.partyFile(req.actor!, req.params.id)),
  );
  app.get(
    '/api/order/:id/agreement/html',
    route.user({ summary: '交易协议网页版（订单双方）', params: IdParams, ...htmlAnswer }),
    async (req, reply) => sendHtml(reply, await agreements.partyFile(req.actor!, req.params.id)),
  );

  app.get(
    '/api/admin/order/:id/agreement',
    admin.staff({
      summary: '订单的交易协议：文件信息、SHA-256 与订单记录中登记的 SHA-256',
      params: IdParams,
      data: AdminAgreementInfo,
    }),
    async (req) => ok(await agreements.staffInfo(req.params.id)),
  );
  app.get(
    '/api/admin/order/:id/agreement/pdf',
    admin.staff({ summary: '下载订单的交易协议 PDF', params: IdParams, ...pdfAnswer }),
    async (req, reply) => sendPdf(reply, await agreements.staffFile(req.params.id)),
  );
  app.get(
    '/api/admin/order/:id/agreement/html',
    admin.staff({ summary: '订单的交易协议网页版', params: IdParams, ...htmlAnswer }),
    async (req, reply) => sendHtml(reply, await agreements.staffFile(req.params.id)),
  );
  app.post(
    '/api/admin/order/:id/agreement/verify',
    admin.staff({
      summary: '核验一份交易协议文件：与订单记录中登记的 SHA-256 比对',
      params: IdParams,
      body: VerifyBody,
      data: VerifyResult,
    }),
    async (req) => {
      const r = await agreements.verify(req.params.id, req.body.fileBase64);
      return ok(r, r.match ? '文件与订单登记的协议一致' : '文件与订单登记的协议不一致，可能已被改动');
    },
  );
}
