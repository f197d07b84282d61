import {
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import type { WechatPayConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type {
  ClientPayAction,
  NotifyAck,
  NotifyVerdict,
  PaymentProvider,
  PayRequest,
  RawNotify,
  RefundRequest,
} from './provider.js';
import { beijingRfc3339, header } from './provider.js';
import type { FetchLike } from '../../lib/fetch.js';
import { BillNotReady, parseWechatBill, type BillLine } from './bill.js';

/** Notifications older or newer than this are refused (WeChat Pay's own guidance: 5 minutes). */
const MAX_SKEW_S = 300;

/** The WeChat Pay v3 notification resource, once decrypted. */
interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

/**
 * WeChat Pay API v3 written on node:crypto (JSAPI for the mini-program):
 * - requests are signed SHA256-RSA with the merchant key ("WECHATPAY2-SHA256-RSA2048" header);
 * - answers and notifications are verified with the platform certificate's (or WeChat Pay
 *   public key's) RSA key over "timestamp\nnonce\nbody\n", and the serial must match;
 * - the notification's resource is AES-256-GCM encrypted with the APIv3 key.
 */
export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechatpay' as const;
  readonly appId: string;
  private readonly mchKey: KeyObject;
  private readonly platformKey: KeyObject;
  private readonly platformSerial: string;
  private readonly fetch: FetchLike;

  constructor(
    private readonly cfg: WechatPayConfig,
    private readonly opts: { clock: Clock; fetch?: FetchLike },
  ) {
    this.appId = cfg.appId;
    this.mchKey = createPrivateKey(cfg.mchPrivateKey);
    if (cfg.platformCert) {
      const cert = new X509Certificate(cfg.platformCert);
      this.platformKey = cert.publicKey;
      this.platformSerial = cert.serialNumber.toUpperCase();
    } else {
      this.platformKey = createPublicKey(cfg.platformPublicKey!);
      this.platformSerial = cfg.platformPublicKeyId!;
    }
    this.fetch = opts.fetch ?? ((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }));
  }

  private sign(message: string): string {
    return createSign('RSA-SHA256').update(message).sign(this.mchKey, 'base64');
  }

  private verify(ts: string, nonce: string, body: string, signature: string): boolean {
    try {
      return createVerify('RSA-SHA256')
        .update(`${ts}\n${nonce}\n${body}\n`)
        .verify(this.platformKey, signature, 'base64');
    } catch {
      return false;
    }
  }

  private nowS(): number {
    return Math.floor(this.opts.clock.now().getTime() / 1000);
  }

  /** The merchant's signature of one request (method, path with query, body). */
  private authorization(method: string, path: string, body: string): string {
    const ts = String(this.nowS());
    const nonce = randomBytes(16).toString('hex');
    const signature = this.sign(`${method}\n${path}\n${ts}\n${nonce}\n${body}\n`);
    return `WECHATPAY2-SHA256-RSA2048 mchid="${this.cfg.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${ts}",serial_no="${this.cfg.mchSerialNo}"`;
  }

  /** A signed v3 API call whose answer must carry a valid platform signature. */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const res = await this.fetch(this.cfg.apiBase + path, {
      method,
      headers: {
        Authorization: this.authorization(method, path, body),
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'User-Agent': 'haoshi-server',
      },
      ...(body ? { body } : {}),
    });
    const text = await res.text();
    const h = (n: string) => res.headers.get(n) ?? '';
    // an answer we cannot attribute to WeChat Pay could carry someone else's prepay id
    if (
      h('wechatpay-serial') !== this.platformSerial ||
      !this.verify(h('wechatpay-timestamp'), h('wechatpay-nonce'), text, h('wechatpay-signature'))
    ) {
      throw new Error(`wechatpay ${path}: unverifiable response (${res.status})`);
    }
    return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  /** wx.login code → openid of this mini-program's user. */
  private async openid(code: string): Promise<string> {
    const q = new URLSearchParams({
      appid: this.cfg.appId,
      secret: this.cfg.appSecret,
      js_code: code,
      grant_type: 'authorization_code',
    });
    const res = await this.fetch(`${this.cfg.wxApiBase}/sns/jscode2session?${q}`, {
      method: 'GET',
      headers: { Accept: 'application/json' },
    });
    const j = JSON.parse(await res.text()) as { openid?: string; errcode?: number };
    if (!j.openid) throw new Error(`jscode2session failed: ${j.errcode ?? res.status}`);
    return j.openid;
  }

  async createPayment(req: PayRequest): Promise<ClientPayAction> {
    const openid = await this.openid(req.authCode ?? '');
    const r = await this.call('POST', '/v3/pay/transactions/jsapi', {
      appid: this.cfg.appId,
      mchid: this.cfg.mchId,
      description: req.subject,
      out_trade_no: req.payNo,
      time_expire: beijingRfc3339(req.expiresAt),
      notify_url: req.notifyUrl,
      amount: { total: req.amountFen, currency: 'CNY' },
      payer: { openid },
    });
    const prepayId = r.json.prepay_id;
    if (r.status !== 200 || typeof prepayId !== 'string')
      throw new Error(`jsapi prepay failed: ${String(r.json.code ?? r.status)}`);
    const timeStamp = String(this.nowS());
    const nonceStr = randomBytes(16).toString('hex');
    const pkg = `prepay_id=${prepayId}`;
    // what wx.requestPayment sends to WeChat: signed by us so WeChat knows the merchant asked for it
    const paySign = this.sign(`${this.cfg.appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`);
    return {
      action: 'wxRequestPayment',
      redirectUrl: null,
      wxPayParams: { timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign },
      tradeNo: null,
    };
  }

  async verifyNotify(raw: RawNotify): Promise<NotifyVerdict> {
    const ts = header(raw, 'wechatpay-timestamp') ?? '';
    const nonce = header(raw, 'wechatpay-nonce') ?? '';
    const sig = header(raw, 'wechatpay-signature') ?? '';
    const serial = header(raw, 'wechatpay-serial') ?? '';
    if (!ts || !nonce || !sig) return { ok: false, reason: 'unsigned' };
    if (serial.toUpperCase() !== this.platformSerial.toUpperCase())
      return { ok: false, reason: 'unknown platform serial' };
    if (!/^\d{1,12}$/.test(ts) || Math.abs(this.nowS() - Number(ts)) > MAX_SKEW_S)
      return { ok: false, reason: 'timestamp out of range' };
    if (!this.verify(ts, nonce, raw.body, sig)) return { ok: false, reason: 'bad signature' };
    let tx: Transaction;
    try {
      const n = JSON.parse(raw.body) as {
        resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string };
      };
      const r = n.resource;
      if (!r || r.algorithm !== 'AEAD_AES_256_GCM' || !r.ciphertext || !r.nonce)
        return { ok: false, reason: 'bad resource' };
      tx = JSON.parse(
        decryptResource(this.cfg.apiV3Key, r.nonce, r.associated_data ?? '', r.ciphertext),
      ) as Transaction;
    } catch {
      return { ok: false, reason: 'undecryptable resource' };
    }
    if (tx.mchid !== this.cfg.mchId) return { ok: false, reason: 'merchant mismatch' };
    if (!tx.out_trade_no || !tx.transaction_id || !Number.isInteger(tx.amount?.total))
      return { ok: false, reason: 'missing fields' };
    return {
      ok: true,
      outTradeNo: tx.out_trade_no,
      amountFen: tx.amount!.total!,
      appId: tx.appid ?? '',
      providerTradeNo: tx.transaction_id,
      success: tx.trade_state === 'SUCCESS',
    };
  }

  ack(accepted: boolean): NotifyAck {
    return accepted
      ? {
          status: 200,
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify({ code: 'SUCCESS', message: '成功' }),
        }
      : {
          status: 400,
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify({ code: 'FAIL', message: '失败' }),
        };
  }

  async refund(req: RefundRequest): Promise<boolean> {
    const r = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: req.payNo,
      out_refund_no: req.refundNo,
      reason: req.reason,
      amount: { refund: req.amountFen, total: req.amountFen, currency: 'CNY' },
    });
    return r.status === 200 && (r.json.status === 'SUCCESS' || r.json.status === 'PROCESSING');
  }

  /**
   * The trade bill of a day (bill_type ALL): /v3/bill/tradebill answers a download address and the
   * file's SHA1; the file itself carries no platform signature, so its hash is what vouches for it.
   */
  async downloadBill(day: string): Promise<BillLine[]> {
    const r = await this.call('GET', `/v3/bill/tradebill?bill_date=${day}&bill_type=ALL`);
    if (r.status !== 200 || typeof r.json.download_url !== 'string') {
      const code = String(r.json.code ?? r.status);
      if (code === 'NO_STATEMENT_EXIST' || code === 'STATEMENT_CREATING')
        throw new BillNotReady(`wechatpay bill of ${day} not ready`);
      throw new Error(`wechatpay bill query failed: ${code}`);
    }
    const url = new URL(r.json.download_url);
    const res = await this.fetch(url.toString(), {
      method: 'GET',
      headers: {
        Authorization: this.authorization('GET', url.pathname + url.search, ''),
        'User-Agent': 'haoshi-server',
      },
    });
    if (res.status !== 200) throw new Error(`wechatpay bill download failed (${res.status})`);
    const bytes = res.arrayBuffer ? Buffer.from(await res.arrayBuffer()) : Buffer.from(await res.text(), 'utf8');
    const want = String(r.json.hash_value ?? '').toLowerCase();
    if (want && createHash('sha1').update(bytes).digest('hex') !== want)
      throw new Error('wechatpay bill hash mismatch');
    return parseWechatBill(bytes.toString('utf8'));
  }
}

/** AES-256-GCM with the APIv3 key; the last 16 bytes of the ciphertext are the tag. */
export function decryptResource(
  apiV3Key: string,
  nonce: string,
  associatedData: string,
  ciphertextB64: string,
): string {
  const buf = Buffer.from(ciphertextB64, 'base64');
  if (buf.length < 17) throw new Error('short ciphertext');
  const d = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  d.setAuthTag(buf.subarray(buf.length - 16));
  d.setAAD(Buffer.from(associatedData, 'utf8'));
  return Buffer.concat([d.update(buf.subarray(0, buf.length - 16)), d.final()]).toString('utf8');
}
