import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig, PayChannel, PayProviderName } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import type { Extensions } from '../../lib/extensions.js';
import type { Reactions } from '../../lib/events.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { BillLine } from './bill.js';
import { payNo } from './pay-no.js';
import type { PaymentProvider, PayTarget, RawNotify } from './provider.js';
import type { PayChannelEntry, PayMode } from './providers.js';
import type { PurposeHandler } from './purpose.js';
import type { PaymentRepo } from './repository.js';
import type { SandboxProvider } from './sandbox.js';
import { PAY_STATUS, PAY_STATUS_TEXT, type PaymentRow, type PayPurpose } from './table.js';

/** A new payment's out_trade_no (pay-no.ts), with random digits. */
function newPayNo(now: Date): string {
  return payNo(
    now,
    `${String(randomInt(0, 100_000_000)).padStart(8, '0')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
  );
}

/** The paid row of a payment: order payments created before purposes existed have only order_id. */
export const targetOf = (p: Pick<PaymentRow, 'purpose' | 'orderId' | 'targetId'>): number =>
  p.purpose === 'order' ? p.orderId! : p.targetId!;

export interface CreatePayInput {
  purpose?: PayPurpose;
  orderId?: number;
  targetId?: number;
  channel: PayChannel;
  target: PayTarget;
  authCode?: string;
}

export function createPaymentService(deps: {
  repo: PaymentRepo;
  /**
   * the purposes' handlers ('payment.purpose'), filled by the modules and flows that own what is
   * paid: the pay-order flow for 'order', the rental and trade-in modules for theirs
   */
  extensions: Pick<Extensions, 'all'>;
  /** 'payment.paid' after the commit: what follows a payment but must not hold or undo it */
  events: Pick<Reactions, 'afterCommit'>;
  providers: PaymentProvider[];
  /** what the user can tap, each with the provider that executes it (providers.ts) */
  channels: PayChannelEntry[];
  mode: PayMode;
  sandbox: SandboxProvider | null;
  config: Pick<AppConfig, 'payment' | 'rateLimits'>;
  limiter: RateLimiter;
  clock: Clock;
  db: Db;
  log: FastifyBaseLogger;
  /** a planted bill instead of the provider's (tests' fake providers); production leaves it unset */
  billSeam?: (provider: PayProviderName, day: string) => Promise<BillLine[]>;
}) {
  const { repo, extensions, events, providers, channels, mode, sandbox, config, limiter, clock, db, log, billSeam } =
    deps;
  const byName = new Map(providers.map((p) => [p.name, p]));
  const base = config.payment.publicBaseUrl ?? '';

  /** The handler of a purpose, or undefined when nobody declared one (its notifications are refused). */
  function purposeOf(purpose: PayPurpose): PurposeHandler | undefined {
    const found = extensions.all('payment.purpose').filter((x) => x.purpose === purpose);
    if (found.length > 1) throw new Error(`payment purpose ${purpose} declared ${found.length} times`);
    return found[0]?.handler;
  }

  function handlerOf(purpose: PayPurpose): PurposeHandler {
    const h = purposeOf(purpose);
    if (!h) throw new BadRequest('参数错误：purpose 暂不支持该支付用途');
    return h;
  }

  /** purpose + id from the body: orderId stays the way to pay an order; targetId names anything else. */
  function targetFrom(b: CreatePayInput): { purpose: PayPurpose; id: number } {
    const purpose = b.purpose ?? 'order';
    if (purpose === 'order') {
      const id = b.orderId ?? b.targetId;
      if (id === undefined) throw new BadRequest('参数错误：orderId 不能为空');
      if (b.orderId !== undefined && b.targetId !== undefined && b.orderId !== b.targetId)
        throw new BadRequest('参数错误：orderId 与 targetId 不一致');
      return { purpose, id };
    }
    if (b.orderId !== undefined) throw new BadRequest('参数错误：orderId 只用于支付交易订单，请使用 targetId');
    if (b.targetId === undefined) throw new BadRequest('参数错误：targetId 不能为空');
    return { purpose, id: b.targetId };
  }

  /** The cashier page's payment with its order, or 404 (bad link). */
  async function cashierPayment(payNo: string, t: string) {
    if (!sandbox || !sandbox.checkCashierToken(payNo, t)) throw new NotFound('支付链接无效');
    const p = await repo.byPayNo(payNo);
    if (!p || p.provider !== 'sandbox') throw new NotFound('支付链接无效');
    return p;
  }

  return {
    /** The mode says whether a payment moves real money; the channels are the same choices in both. */
    channels(target: PayTarget) {
      return {
        mode,
        channels: channels.filter((c) => c.supports(target)).map((c) => ({ channel: c.channel, name: c.label })),
      };
    },

    async create(actor: Actor, b: CreatePayInput) {
      const { purpose, id } = targetFrom(b);
      const h = handlerOf(purpose);
      const o = await h.forPayment(id);
      // someone else's order/rental does not exist for the caller
      if (!o || o.payerUserId !== actor.userId) throw new NotFound(`${h.label}不存在`);
      const chosen = channels.find((c) => c.channel === b.channel && c.supports(b.target));
      if (!chosen) throw new BadRequest('暂不支持该支付方式');
      const provider = chosen.provider;
      const now = clock.now();
      if (o.paid) throw new Conflict(`${h.label}已支付`);
      if (!o.open || o.expiresAt <= now) throw new Conflict(`${h.label}已关闭，请重新下单`);
      // the real providers need to know who pays inside a mini-program; the sandbox does not
      if (b.target !== 'h5' && provider.name !== 'sandbox' && !b.authCode)
        throw new BadRequest('参数错误：authCode 不能为空');
      await enforce(limiter, 'pay:create', String(actor.userId), config.rateLimits.payCreateUser);
      const p = await repo.insert({
        payNo: newPayNo(now),
        purpose,
        orderId: purpose === 'order' ? id : null,
        targetId: id,
        provider: provider.name,
        target: b.target,
        amountFen: o.amountFen,
        status: PAY_STATUS.pending,
        createdAt: now,
        updatedAt: now,
      });
      let action;
      try {
        action = await provider.createPayment({
          payNo: p.payNo,
          amountFen: p.amountFen,
          subject: o.subject.slice(0, 60),
          expiresAt: o.expiresAt,
          target: b.target,
          returnUrl: `${base}${h.returnPath(id, 'paid')}`,
          notifyUrl: `${base}/api/pay/notify/${provider.name}`,
          authCode: b.authCode,
        });
      } catch (e) {
        await repo.setStatus(p.id, [PAY_STATUS.pending], PAY_STATUS.closed, clock.now());
        log.warn({ provider: provider.name, payNo: p.payNo, err: (e as Error).message }, 'payment creation failed');
        throw new Conflict('支付渠道暂时不可用，请稍后再试或换一种支付方式');
      }
      return {
        payNo: p.payNo,
        channel: b.channel,
        purpose,
        targetId: id,
        amountFen: p.amountFen,
        expiresAt: o.expiresAt.toISOString(),
        ...action,
      };
    },

    /**
     * The one notification path of every provider: verify the signature (provider), then the app
     * id, the payment, the amount; then settle it once. Anything that does not match is refused
     * and logged with what was wrong, never with the body or keys.
     */
    async handleNotify(name: string, raw: RawNotify) {
      const provider = byName.get(name as PayProviderName);
      if (!provider) return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'unknown provider' };
      const refuse = (reason: string, extra: Record<string, unknown> = {}) => {
        log.warn({ provider: name, reason, ...extra }, 'payment notification rejected');
        return provider.ack(false);
      };
      const v = await provider.verifyNotify(raw);
      if (!v.ok) return refuse(v.reason);
      if (v.appId !== provider.appId) return refuse('app id mismatch', { payNo: v.outTradeNo });
      const p = await repo.byPayNo(v.outTradeNo);
      if (!p || p.provider !== provider.name) return refuse('unknown payment', { payNo: v.outTradeNo });
      if (v.amountFen !== p.amountFen)
        return refuse('amount mismatch', { payNo: p.payNo, expected: p.amountFen, got: v.amountFen });
      const h = purposeOf(p.purpose);
      if (!h) return refuse('no handler for purpose', { payNo: p.payNo, purpose: p.purpose });
      const targetId = targetOf(p);
      await repo.countNotify(p.id);
      if (!v.success) return provider.ack(true); // e.g. WAIT_BUYER_PAY / TRADE_CLOSED: nothing to do
      const now = clock.now();
      let outcome: 'paid' | 'replay' | 'late';
      try {
        outcome = await db.transaction(async (tx) => {
          await h.lockTarget?.(targetId, tx);
          const paid = await repo.markPaid(p.id, v.providerTradeNo, now, tx);
          if (!paid) return 'replay';
          if (await h.markPaid(targetId, now, tx)) return 'paid';
          // the order (rental, …) was closed (or paid by another attempt) before this money arrived: refund it
          await repo.setStatus(p.id, [PAY_STATUS.paid], PAY_STATUS.lateRefundDue, now, tx);
          return 'late';
        });
      } catch (e) {
        if (isUniqueViolation(e)) return refuse('provider trade number already used', { payNo: p.payNo });
        throw e;
      }
      if (outcome === 'late') {
        log.warn(
          { provider: name, payNo: p.payNo, purpose: p.purpose, targetId },
          'payment arrived for a closed target; refunding',
        );
        const ok = await provider
          .refund({
            payNo: p.payNo,
            refundNo: `R${p.payNo.slice(1)}`,
            providerTradeNo: v.providerTradeNo,
            amountFen: p.amountFen,
            reason: `${h.label}已关闭，自动退款`,
          })
          .catch((e) => {
            log.error({ provider: name, payNo: p.payNo, err: (e as Error).message }, 'refund failed');
            return false;
          });
        if (ok) await repo.setStatus(p.id, [PAY_STATUS.lateRefundDue], PAY_STATUS.refunded, clock.now());
      }
      if (outcome === 'paid') {
        log.info({ provider: name, payNo: p.payNo, purpose: p.purpose, targetId }, 'payment confirmed');
        await events.afterCommit('payment.paid', { purpose: p.purpose, targetId });
      }
      return provider.ack(true);
    },

    // ------------------------------------------------------------ sandbox cashier
    async cashier(payNo: string, t: string) {
      const p = await cashierPayment(payNo, t);
      const h = purposeOf(p.purpose);
      const id = targetOf(p);
      const target = h && (await h.forPayment(id));
      if (!h || !target) throw new NotFound('支付链接无效');
      return {
        payment: p,
        target,
        label: h.label,
        itemLabel: h.itemLabel,
        paidPath: h.returnPath(id, 'paid'),
        now: clock.now(),
      };
    },
    /** Where the browser goes after the cashier's button. */
    returnPath(p: PaymentRow, outcome: 'paid' | 'failed'): string {
      const id = targetOf(p);
      return purposeOf(p.purpose)?.returnPath(id, outcome) ?? '/';
    },
    /** The cashier's button: 'fail' closes the attempt; 'success' yields the signed notification to deliver. */
    async sandboxSubmit(payNo: string, t: string, result: 'success' | 'fail') {
      const p = await cashierPayment(payNo, t);
      if (result === 'fail') {
        await repo.setStatus(p.id, [PAY_STATUS.pending], PAY_STATUS.closed, clock.now());
        return { payment: p, notification: null };
      }
      const tradeNo = await sandbox!.take(p.payNo, p.amountFen);
      return { payment: p, notification: sandbox!.notification(p.payNo, p.amountFen, tradeNo) };
    },

    /** The payment that took an order's money (status 已支付), if any. */
    async paidOf(orderId: number, tx?: Executor) {
      return (await repo.ofOrder(orderId, tx)).find((p) => p.status === PAY_STATUS.paid);
    },
    /**
     * Asks the provider that took the payment to refund it. The same refundNo on every retry is
     * the provider's idempotency key (out_request_no / out_refund_no): it never refunds twice.
     */
    async refund(r: {
      payNo: string;
      refundNo: string;
      amountFen: number;
      reason: string;
    }): Promise<{ ok: true } | { ok: false; error: string }> {
      const p = await repo.byPayNo(r.payNo);
      if (!p) return { ok: false, error: '支付记录不存在' };
      const provider = byName.get(p.provider as PayProviderName);
      if (!provider) return { ok: false, error: `支付渠道 ${p.provider} 未配置` };
      try {
        const ok = await provider.refund({
          payNo: p.payNo,
          refundNo: r.refundNo,
          providerTradeNo: p.providerTradeNo,
          amountFen: r.amountFen,
          reason: r.reason,
        });
        return ok ? { ok: true } : { ok: false, error: '支付渠道拒绝退款' };
      } catch (e) {
        log.warn({ provider: p.provider, payNo: p.payNo, err: (e as Error).message }, 'refund request failed');
        return { ok: false, error: `退款请求失败：${(e as Error).message}`.slice(0, 200) };
      }
    },
    async markRefunded(payNo: string, now: Date, tx: Executor) {
      const p = await repo.byPayNo(payNo, tx);
      if (p) await repo.setStatus(p.id, [PAY_STATUS.paid], PAY_STATUS.refunded, now, tx);
    },

    /** Staff views: the payment attempts of an order, or of another purpose's target. */
    async ofOrder(orderId: number) {
      return (await repo.ofOrder(orderId)).map(toAdminPayment);
    },
    async ofTarget(purpose: PayPurpose, targetId: number) {
      return (await repo.ofTarget(purpose, targetId)).map(toAdminPayment);
    },
    /** Closes a target's unpaid attempts (its module closed the target), inside its transaction. */
    closeOpen: repo.closeOpen,

    /** The providers whose daily bills reconciliation compares: every one configured. */
    billProviders: (): PayProviderName[] => providers.map((p) => p.name),
    /** A provider's bill of a Beijing day (YYYY-MM-DD); tests may serve a planted bill through the seam. */
    async downloadBill(name: PayProviderName, day: string): Promise<BillLine[]> {
      const provider = byName.get(name);
      if (!provider) throw new Error(`payment provider ${name} not configured`);
      return billSeam ? billSeam(name, day) : provider.downloadBill(day);
    },
  };
}

function toAdminPayment(p: PaymentRow) {
  return {
    payNo: p.payNo,
    provider: p.provider,
    target: p.target,
    amountFen: p.amountFen,
    status: p.status,
    statusText: PAY_STATUS_TEXT[p.status] ?? '',
    providerTradeNo: p.providerTradeNo,
    notifyCount: p.notifyCount,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
