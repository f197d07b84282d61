import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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
import { header } from './provider.js';
import type { BillLine } from './bill.js';
import type { PaymentRepo } from './repository.js';
import { addDays, beijingDayStart } from '../../lib/time.js';
import { beijingDateTime } from './provider.js';

/** The sandbox's own transaction number (its trade_no): SBX + 10 bytes in hex. */
export const sandboxTradeNo = (bytes: Buffer): string => `SBX${bytes.toString('hex').toUpperCase()}`;

export const SANDBOX_APP_ID = 'haoshi-sandbox';
export const SANDBOX_SIG_HEADER = 'x-sandbox-signature';

export interface SandboxNotification {
  app_id: string;
  out_trade_no: string;
  total_fen: number;
  trade_no: string;
  trade_status: 'SUCCESS' | 'CLOSED';
  notify_time: string;
  nonce: string;
}

/**
 * The built-in cashier. It is a provider like the real ones: its "payment" is a notification
 * HMAC-signed with a key only the server holds (derived from DATA_KEY), delivered to the same
 * notify endpoint and checked the same way. Anyone can forge a request, nobody can forge the key.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly appId = SANDBOX_APP_ID;
  private readonly notifyKey: Buffer;
  private readonly cashierKey: Buffer;

  constructor(
    dataKey: Buffer,
    private readonly opts: {
      baseUrl: string;
      clock: Clock;
      refund?: (req: RefundRequest) => Promise<boolean>;
      /** where the sandbox keeps what it executed (its bill) */
      journal: Pick<PaymentRepo, 'sandboxTake' | 'sandboxRefund' | 'sandboxLines'>;
    },
  ) {
    this.notifyKey = createHmac('sha256', dataKey).update('haoshi:pay-sandbox-notify:v1').digest();
    this.cashierKey = createHmac('sha256', dataKey).update('haoshi:pay-sandbox-cashier:v1').digest();
  }

  /** Capability for one payment's cashier page: whoever has the link may pay this payment, nothing else. */
  cashierToken(payNo: string): string {
    return createHmac('sha256', this.cashierKey).update(payNo).digest('base64url').slice(0, 32);
  }
  checkCashierToken(payNo: string, t: string): boolean {
    const want = Buffer.from(this.cashierToken(payNo));
    const got = Buffer.from(t);
    return want.length === got.length && timingSafeEqual(want, got);
  }

  async createPayment(req: PayRequest): Promise<ClientPayAction> {
    const url = `${this.opts.baseUrl}/api/pay/sandbox/cashier?payNo=${encodeURIComponent(req.payNo)}&t=${this.cashierToken(req.payNo)}`;
    return { action: 'redirect', redirectUrl: url, wxPayParams: null, tradeNo: null };
  }

  sign(body: string): string {
    return createHmac('sha256', this.notifyKey).update(body).digest('hex');
  }

  /** The cashier's 支付 button: the sandbox takes the money (once per payment) and answers its trade number. */
  take(payNo: string, amountFen: number): Promise<string> {
    return this.opts.journal.sandboxTake(payNo, amountFen, sandboxTradeNo(randomBytes(10)), this.opts.clock.now());
  }

  /** What the cashier's 支付 button sends through the notify path. */
  notification(
    payNo: string,
    amountFen: number,
    tradeNo = sandboxTradeNo(randomBytes(10)),
  ): { body: string; headers: Record<string, string> } {
    const n: SandboxNotification = {
      app_id: SANDBOX_APP_ID,
      out_trade_no: payNo,
      total_fen: amountFen,
      trade_no: tradeNo,
      trade_status: 'SUCCESS',
      notify_time: this.opts.clock.now().toISOString(),
      nonce: randomBytes(8).toString('hex'),
    };
    const body = JSON.stringify(n);
    return { body, headers: { 'content-type': 'application/json', [SANDBOX_SIG_HEADER]: this.sign(body) } };
  }

  async verifyNotify(raw: RawNotify): Promise<NotifyVerdict> {
    const sig = header(raw, SANDBOX_SIG_HEADER) ?? '';
    const want = Buffer.from(this.sign(raw.body), 'hex');
    const got = /^[0-9a-f]{64}$/.test(sig) ? Buffer.from(sig, 'hex') : Buffer.alloc(0);
    if (got.length !== want.length || !timingSafeEqual(got, want)) return { ok: false, reason: 'bad signature' };
    let n: Partial<SandboxNotification>;
    try {
      n = JSON.parse(raw.body) as Partial<SandboxNotification>;
    } catch {
      return { ok: false, reason: 'bad body' };
    }
    if (
      typeof n.out_trade_no !== 'string' ||
      !Number.isInteger(n.total_fen) ||
      typeof n.trade_no !== 'string' ||
      typeof n.app_id !== 'string'
    )
      return { ok: false, reason: 'missing fields' };
    return {
      ok: true,
      outTradeNo: n.out_trade_no,
      amountFen: n.total_fen!,
      appId: n.app_id,
      providerTradeNo: n.trade_no,
      success: n.trade_status === 'SUCCESS',
    };
  }

  ack(accepted: boolean): NotifyAck {
    return {
      status: accepted ? 200 : 400,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: accepted ? 'SUCCESS' : 'FAIL' }),
    };
  }

  async refund(req: RefundRequest): Promise<boolean> {
    // no real money moved; tests may play a refusing provider through the seam
    const ok = this.opts.refund ? await this.opts.refund(req) : true;
    if (ok)
      await this.opts.journal.sandboxRefund(
        { payNo: req.payNo, refundNo: req.refundNo, tradeNo: req.providerTradeNo ?? '', amountFen: req.amountFen },
        this.opts.clock.now(),
      );
    return ok;
  }

  /** Its bill of a Beijing day: what it took and refunded, as its own records say. */
  async downloadBill(day: string): Promise<BillLine[]> {
    const rows = await this.opts.journal.sandboxLines(beijingDayStart(day), beijingDayStart(addDays(day, 1)));
    return rows.map((r) => ({
      kind: r.kind,
      payNo: r.payNo,
      providerTradeNo: r.tradeNo,
      refundNo: r.refundNo,
      amountFen: r.amountFen,
      status: 'SUCCESS',
      at: beijingDateTime(r.createdAt),
    }));
  }
}
