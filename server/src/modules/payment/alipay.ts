import { AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from '../../config.js';
import type {
  ClientPayAction,
  NotifyAck,
  NotifyVerdict,
  PaymentProvider,
  PayRequest,
  RawNotify,
  RefundRequest,
} from './provider.js';
import { beijingDateTime, fenToYuan, yuanToFen } from './provider.js';
import { alipayBillFromZip, BillNotReady, type BillLine } from './bill.js';
import { unzip } from '../../lib/zip.js';
import type { FetchLike } from '../../lib/fetch.js';

/** alipay-sdk's exec (a signed HTTPS call to the gateway); tests replace it. */
export type AlipayExec = (method: string, params: Record<string, unknown>) => Promise<Record<string, unknown>>;

/**
 * Alipay through alipay-sdk: on H5 the signed alipay.trade.wap.pay URL the browser is sent to; in
 * the Alipay mini-program a trade created by alipay.trade.create for my.tradePay. Notifications
 * are form posts verified with checkNotifySignV2 on the already-decoded fields (checkNotifySign
 * would decode them a second time).
 */
export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay' as const;
  readonly appId: string;
  private readonly sdk: AlipaySdk;
  private readonly exec: AlipayExec;
  private readonly fetch: FetchLike;

  constructor(cfg: AlipayConfig, opts: { exec?: AlipayExec; fetch?: FetchLike } = {}) {
    this.fetch = opts.fetch ?? ((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(30_000) }));
    this.appId = cfg.appId;
    this.sdk = new AlipaySdk({
      appId: cfg.appId,
      privateKey: cfg.privateKey,
      alipayPublicKey: cfg.alipayPublicKey,
      gateway: cfg.gateway,
      signType: 'RSA2',
      keyType: cfg.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    });
    // validateSign: the SDK checks the answer's signature only when asked, and an unverified
    // answer could hand the buyer a trade number someone else created
    this.exec =
      opts.exec ??
      ((method, params) => this.sdk.exec(method, params, { validateSign: true }) as Promise<Record<string, unknown>>);
  }

  async createPayment(req: PayRequest): Promise<ClientPayAction> {
    const biz = {
      out_trade_no: req.payNo,
      total_amount: fenToYuan(req.amountFen),
      subject: req.subject,
      // Alipay itself refuses to take money once the order has closed here
      time_expire: beijingDateTime(req.expiresAt),
    };
    if (req.target === 'h5') {
      const url = this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
        bizContent: { ...biz, product_code: 'QUICK_WAP_WAY', quit_url: req.returnUrl },
        returnUrl: req.returnUrl,
        notifyUrl: req.notifyUrl,
      });
      return { action: 'redirect', redirectUrl: url, wxPayParams: null, tradeNo: null };
    }
    // mini-program: the payer is identified by the user id behind my.getAuthCode's code
    const tok = await this.exec('alipay.system.oauth.token', { grantType: 'authorization_code', code: req.authCode });
    const buyer =
      typeof tok.openId === 'string'
        ? { buyer_open_id: tok.openId }
        : typeof tok.userId === 'string'
          ? { buyer_id: tok.userId }
          : null;
    if (!buyer) throw new Error(`alipay oauth failed: ${String(tok.subCode ?? tok.code ?? 'no user')}`);
    const r = await this.exec('alipay.trade.create', {
      notifyUrl: req.notifyUrl,
      bizContent: { ...biz, ...buyer, product_code: 'JSAPI_PAY' },
    });
    if (r.code !== '10000' || typeof r.tradeNo !== 'string')
      throw new Error(`alipay.trade.create failed: ${String(r.subCode ?? r.code)}`);
    return { action: 'alipayTradePay', redirectUrl: null, wxPayParams: null, tradeNo: r.tradeNo };
  }

  async verifyNotify(raw: RawNotify): Promise<NotifyVerdict> {
    const fields: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(raw.body)) fields[k] = v;
    if (!fields.sign) return { ok: false, reason: 'unsigned' };
    let good = false;
    try {
      good = this.sdk.checkNotifySignV2(fields);
    } catch {
      good = false;
    }
    if (!good) return { ok: false, reason: 'bad signature' };
    const amountFen = yuanToFen(fields.total_amount);
    if (!fields.out_trade_no || amountFen === null || !fields.trade_no) return { ok: false, reason: 'missing fields' };
    return {
      ok: true,
      outTradeNo: fields.out_trade_no,
      amountFen,
      appId: fields.app_id ?? fields.auth_app_id ?? '',
      providerTradeNo: fields.trade_no,
      success: fields.trade_status === 'TRADE_SUCCESS' || fields.trade_status === 'TRADE_FINISHED',
    };
  }

  ack(accepted: boolean): NotifyAck {
    // Alipay retries until it reads exactly "success"
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
  }

  async refund(req: RefundRequest): Promise<boolean> {
    const r = await this.exec('alipay.trade.refund', {
      bizContent: {
        out_trade_no: req.payNo,
        refund_amount: fenToYuan(req.amountFen),
        out_request_no: req.refundNo,
        refund_reason: req.reason,
      },
    });
    return r.code === '10000';
  }

  /**
   * The trade bill of a day: alipay.data.dataservice.bill.downloadurl.query names a short-lived
   * download address of a zip whose 业务明细 CSV lists the day's trades and refunds.
   */
  async downloadBill(day: string): Promise<BillLine[]> {
    const r = await this.exec('alipay.data.dataservice.bill.downloadurl.query', {
      bizContent: { bill_type: 'trade', bill_date: day },
    });
    if (r.code !== '10000' || typeof r.billDownloadUrl !== 'string') {
      if (r.subCode === 'isp.bill_not_exist') throw new BillNotReady(`alipay bill of ${day} not ready`);
      throw new Error(`alipay bill query failed: ${String(r.subCode ?? r.code)}`);
    }
    const res = await this.fetch(r.billDownloadUrl, { method: 'GET', headers: {} });
    if (res.status !== 200 || !res.arrayBuffer) throw new Error(`alipay bill download failed (${res.status})`);
    return alipayBillFromZip(unzip(Buffer.from(await res.arrayBuffer())));
  }
}
