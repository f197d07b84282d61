import type { PayChannel, PayProviderName } from '../../config.js';
import type { BillLine } from './bill.js';

export type PayTarget = 'h5' | 'weapp' | 'alipay';
export const PAY_TARGETS = ['h5', 'weapp', 'alipay'] as const;

/**
 * Where each channel can be paid: Alipay in a browser (wap.pay) and in its mini-program
 * (tradePay), WeChat Pay in its mini-program. The sandbox offers the same choices, so the client
 * looks the same in both modes.
 */
export const CHANNEL_TARGETS: Record<PayChannel, readonly PayTarget[]> = {
  alipay: ['h5', 'alipay'],
  wechatpay: ['weapp'],
};

/** What a provider needs to open a payment. */
export interface PayRequest {
  /** our out_trade_no */
  payNo: string;
  amountFen: number;
  subject: string;
  /** the provider must refuse payment after this (the order closes then) */
  expiresAt: Date;
  target: PayTarget;
  /** where the browser goes back to after paying (H5) */
  returnUrl: string;
  /** where the provider posts its signed notification */
  notifyUrl: string;
  /** mini-program login code: wx.login (WeChat) or my.getAuthCode (Alipay) */
  authCode?: string;
}

/** What the client does next (trade-api.md: "What the client does per target"). */
export interface ClientPayAction {
  action: 'redirect' | 'wxRequestPayment' | 'alipayTradePay';
  redirectUrl: string | null;
  wxPayParams: { timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string } | null;
  tradeNo: string | null;
}

/** A notification as it arrived: the raw body is what signatures cover. */
export interface RawNotify {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type NotifyVerdict =
  | {
      ok: true;
      outTradeNo: string;
      amountFen: number;
      appId: string;
      providerTradeNo: string;
      /** false for notifications of other trade states (waiting, closed): acknowledged, nothing changes */
      success: boolean;
    }
  | { ok: false; reason: string };

/** The HTTP answer a provider expects (Alipay: "success" text; WeChat Pay: 204 / JSON). */
export interface NotifyAck {
  status: number;
  contentType: string;
  body: string;
}

export interface RefundRequest {
  payNo: string;
  refundNo: string;
  providerTradeNo: string | null;
  amountFen: number;
  reason: string;
}

/** One interface for every way of paying; the service never knows which provider it talks to. */
export interface PaymentProvider {
  /** who executes the payment: payments.provider and the notify path /api/pay/notify/<name> */
  readonly name: PayProviderName;
  /** the app id notifications must carry */
  readonly appId: string;
  createPayment(req: PayRequest): Promise<ClientPayAction>;
  verifyNotify(raw: RawNotify): Promise<NotifyVerdict>;
  ack(accepted: boolean): NotifyAck;
  refund(req: RefundRequest): Promise<boolean>;
  /**
   * The provider's bill of one Beijing day (YYYY-MM-DD): every payment and refund it executed.
   * Throws BillNotReady while the provider has not made it yet.
   */
  downloadBill(day: string): Promise<BillLine[]>;
}

/** "12.34" → 1234; null for anything that is not a non-negative amount with at most two decimals. */
export function yuanToFen(s: unknown): number | null {
  if (typeof s !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(s)) return null;
  const [y, f = ''] = s.split('.');
  return Number(y) * 100 + Number(f.padEnd(2, '0'));
}

export function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** "yyyy-MM-dd HH:mm:ss" in China time (Alipay's time_expire). */
export function beijingDateTime(d: Date): string {
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** RFC 3339 with +08:00 (WeChat Pay's time_expire). */
export function beijingRfc3339(d: Date): string {
  return `${new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

export function header(raw: RawNotify, name: string): string | undefined {
  const v = raw.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}
