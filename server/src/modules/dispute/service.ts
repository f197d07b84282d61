import type { FastifyBaseLogger } from 'fastify';
import type { Reactions } from '../../lib/events.js';
import { createAudited, type AuditWriter } from '../../lib/audited.js';
import type { AppConfig } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import { SALE_STATE, type GoodsWrites } from '../catalogue/index.js';
import { SEND_TYPE, type MessageService } from '../message/index.js';
import { ORDER_STATE, type OrderReads, type OrderWrites, type OrderService, type OrderRow } from '../order/index.js';
import type { PaymentService } from '../payment/index.js';
import { checkImages } from '../../lib/images.js';
import type { UploadService } from '../upload/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { WalletService } from '../wallet/index.js';
import type { DisputeRepo } from './repository.js';
import {
  DISPUTE_REASONS,
  DISPUTE_STATE,
  DISPUTE_STATE_TEXT,
  REFUND_STATUS,
  REFUND_STATUS_TEXT,
  type DisputeReason,
  type DisputeRow,
  type RefundRow,
} from './table.js';
import { yuanText } from '../../lib/money.js';

const chars = (s: string) => Array.from(s).length;
const REASON_TEXT = Object.fromEntries(DISPUTE_REASONS.map((r) => [r.code, r.text])) as Record<DisputeReason, string>;
export const DISPUTE_IMAGES_MAX = 6;
/** a provider call that has not come back in this long is considered dead and may be retried */
const REFUND_STALE_MS = 2 * 60_000;
const OPEN = [DISPUTE_STATE.open, DISPUTE_STATE.answered];

function text(s: string, field: string, min: number, max: number): string {
  const t = s.trim();
  if (chars(t) < min || chars(t) > max) throw new BadRequest(`参数错误：${field} 应为${min}-${max}字`);
  return t;
}

/** R + order number: stable for an order, so every retry asks the provider for the same refund. */
export const refundNoOf = (orderNo: string) => `R${orderNo}`.slice(0, 32);

export function createDisputeService(deps: {
  repo: DisputeRepo;
  orderReads: Pick<OrderReads, 'byId'>;
  /** a dispute freezes, refunds and logs its order and speaks in its chat, in its own transaction */
  orderWrites: Pick<OrderWrites, 'transition' | 'addEvent' | 'insertChat'>;
  /** a decision settles the disputed good, in the decision's transaction (the catalogue owns `goods`) */
  goods: Pick<GoodsWrites, 'settleGood'>;
  orders: Pick<OrderService, 'loadAs' | 'addSystemLine' | 'chatOf'>;
  payments: Pick<PaymentService, 'paidOf' | 'refund' | 'markRefunded'>;
  wallet: Pick<WalletService, 'refundOut'>;
  messages: Pick<MessageService, 'sendMessage'>;
  upload: Pick<UploadService, 'ownImages'>;
  /** publishes goods.changed after a decision settles the good */
  events: Pick<Reactions, 'afterCommit'>;
  audit: AuditWriter;
  config: Pick<AppConfig, 'afterSale'>;
  clock: Clock;
  db: Db;
  log: FastifyBaseLogger;
}) {
  const {
    repo,
    orderReads,
    orderWrites,
    goods,
    orders,
    payments,
    wallet,
    messages,
    upload,
    events,
    audit,
    config,
    clock,
    db,
    log,
  } = deps;
  const audited = createAudited({ db, audit, clock });
  const rules = config.afterSale;
  const orderPage = (id: number) => `pages/orderDetail/index?id=${id}`;

  function refundOut(r: RefundRow | undefined) {
    if (!r) return null;
    return {
      refundNo: r.refundNo,
      amountFen: r.amountFen,
      status: r.status,
      statusText: REFUND_STATUS_TEXT[r.status] ?? '',
      attempts: r.attempts,
      lastError: r.lastError,
      refundedAt: r.refundedAt?.toISOString() ?? null,
    };
  }
  function toDispute(d: DisputeRow, orderNo: string, refund: RefundRow | undefined) {
    const now = clock.now();
    return {
      id: d.id,
      orderId: d.orderId,
      orderNo,
      state: d.state,
      stateText: DISPUTE_STATE_TEXT[d.state] ?? '',
      reason: d.reason,
      reasonText: REASON_TEXT[d.reason] ?? d.reason,
      description: d.description,
      images: d.images,
      answerText: d.answerText,
      answerImages: d.answerImages,
      answeredAt: d.answeredAt?.toISOString() ?? null,
      answerDeadline: d.answerDeadline.toISOString(),
      sellerOverdue: d.state === DISPUTE_STATE.open && d.answerDeadline <= now,
      decision: d.decision ?? null,
      decisionNote: d.decisionNote,
      decidedAt: d.decidedAt?.toISOString() ?? null,
      // a refund belongs to the dispute that decided it
      refund: refund && refund.disputeId === d.id ? refundOut(refund) : null,
      createdAt: d.createdAt.toISOString(),
      serverNow: now.toISOString(),
    };
  }
  async function view(d: DisputeRow, orderNo?: string) {
    const no = orderNo ?? (await orderReads.byId(d.orderId))?.orderNo ?? '';
    return toDispute(d, no, await repo.refundOf(d.orderId));
  }

  async function asParty(actor: Actor, orderId: number, want: 'buyer' | 'seller', what: string) {
    const { o, role } = await orders.loadAs(actor, orderId);
    if (role !== want) throw role === 'staff' ? new Forbidden(`只有${what}可以执行此操作`) : new NotFound('订单不存在');
    return o;
  }
  async function liveOf(orderId: number) {
    const d = await repo.latestOf(orderId);
    if (!d) throw new NotFound('该订单没有纠纷');
    return d;
  }

  /** Both parties hear about a decision in the inbox and in the order chat. */
  async function tellBoth(
    o: OrderRow,
    title: string,
    buyerText: string,
    sellerText: string,
    chatText: string,
    now: Date,
    tx: Executor,
  ) {
    await orders.addSystemLine(o.id, chatText, now, tx);
    await messages.sendMessage(
      o.buyerId,
      { sendType: SEND_TYPE.disputeDecided, title, content: buyerText, ref: { type: 'order', id: o.id } },
      tx,
    );
    await messages.sendMessage(
      o.sellerId,
      { sendType: SEND_TYPE.disputeDecided, title, content: sellerText, ref: { type: 'order', id: o.id } },
      tx,
    );
  }

  /**
   * One provider call for the order's refund, then its outcome in one transaction. Success moves
   * order 6 → 7, the dispute 2 → 3, the payment to 已退款 and books the ledger entry; the
   * conditional updates and the ledger's unique key make a second success change nothing.
   */
  async function attempt(refund: RefundRow, order: OrderRow) {
    const now = clock.now();
    const taken = await repo.takeForAttempt(refund.id, now, new Date(now.getTime() - REFUND_STALE_MS));
    if (!taken) throw new Conflict(refund.status === REFUND_STATUS.done ? '该订单已退款' : '退款处理中，请稍后刷新');
    const r = await payments.refund({
      payNo: taken.payNo,
      refundNo: taken.refundNo,
      amountFen: taken.amountFen,
      reason: '交易纠纷退款',
    });
    const done = clock.now();
    await db.transaction(async (tx) => {
      const fin = await repo.finishRefund(taken.id, r.ok, r.ok ? null : r.error, done, tx);
      if (!fin || !r.ok) {
        if (fin && taken.attempts === 1)
          await orderWrites.addEvent({ orderId: order.id, type: 'refund_failed', actorId: null, createdAt: done }, tx);
        return;
      }
      const o = await orderWrites.transition(
        order.id,
        ORDER_STATE.refunding,
        ORDER_STATE.refunded,
        { closedAt: done },
        done,
        tx,
      );
      if (!o) throw new Error(`order ${order.id} of refund ${taken.id} was not refunding`);
      await payments.markRefunded(taken.payNo, done, tx);
      await wallet.refundOut({ id: o.id, orderNo: o.orderNo, totalFen: taken.amountFen }, done, tx);
      if (taken.disputeId)
        await repo.transition(taken.disputeId, [DISPUTE_STATE.refunding], { state: DISPUTE_STATE.refunded }, done, tx);
      await orderWrites.addEvent({ orderId: o.id, type: 'refunded', actorId: null, createdAt: done }, tx);
      await orders.addSystemLine(o.id, `退款 ${yuanText(taken.amountFen)} 已原路退回买家的支付账户。`, done, tx);
      await messages.sendMessage(
        o.buyerId,
        {
          sendType: SEND_TYPE.disputeDecided,
          title: '退款成功',
          content: `订单 ${o.orderNo} 的退款 ${yuanText(taken.amountFen)} 已原路退回您的支付账户，到账时间以支付渠道为准。`,
          ref: { type: 'order', id: o.id },
        },
        tx,
      );
    });
    if (!r.ok)
      log.warn(
        { orderId: order.id, refundNo: taken.refundNo, attempts: taken.attempts, error: r.error },
        'dispute refund failed; left pending for an operator',
      );
  }

  return {
    reasons: () => DISPUTE_REASONS.map((r) => ({ ...r })),

    async open(actor: Actor, orderId: number, b: { reason: DisputeReason; description: string; images?: string[] }) {
      const o = await asParty(actor, orderId, 'buyer', '买家');
      const description = text(b.description, 'description', 5, 500);
      const images = await checkImages(upload, actor.userId, b.images, DISPUTE_IMAGES_MAX);
      if (o.state === ORDER_STATE.disputed) throw new Conflict('该订单已有纠纷处理中');
      if (o.state !== ORDER_STATE.paid)
        throw new Conflict(
          o.state === ORDER_STATE.completed ? '订单已完成，如账号被找回请申请找回赔付' : '订单当前状态不能发起纠纷',
        );
      const now = clock.now();
      const deadline = new Date(now.getTime() + rules.disputeAnswerMs);
      const hours = Math.round(rules.disputeAnswerMs / 3_600_000);
      try {
        const d = await db.transaction(async (tx) => {
          // 1 → 5 freezes the order: the auto-confirm job only looks at state 1, confirm needs 1
          const frozen = await orderWrites.transition(orderId, ORDER_STATE.paid, ORDER_STATE.disputed, {}, now, tx, {
            buyerId: actor.userId,
          });
          if (!frozen) throw new Conflict('订单状态已变化，请刷新');
          const row = await repo.insert(
            {
              orderId,
              buyerId: o.buyerId,
              sellerId: o.sellerId,
              reason: b.reason,
              description,
              images,
              state: DISPUTE_STATE.open,
              answerDeadline: deadline,
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
          await orderWrites.addEvent(
            { orderId, type: 'dispute_opened', actorId: actor.userId, note: REASON_TEXT[b.reason], createdAt: now },
            tx,
          );
          await orders.addSystemLine(
            orderId,
            `买家发起纠纷（${REASON_TEXT[b.reason]}）：${description}。订单已冻结，卖家请在 ${hours} 小时内在此答辩，客服将介入裁定。`,
            now,
            tx,
          );
          await messages.sendMessage(
            o.sellerId,
            {
              sendType: SEND_TYPE.disputeOpened,
              title: '买家发起了纠纷',
              content: `订单 ${o.orderNo}「${o.goodsTitle}」的买家发起纠纷（${REASON_TEXT[b.reason]}）。请在 ${hours} 小时内到订单页答辩，逾期未答辩客服将直接裁定。`,
              ref: { type: 'order', id: orderId },
              notify: {
                event: 'dispute_opened',
                key: `dispute_opened:dispute:${row.id}`,
                sms: `订单${o.orderNo}的买家发起了纠纷，请在${hours}小时内登录号市答辩。`,
                page: orderPage(orderId),
              },
            },
            tx,
          );
          return row;
        });
        return view(d, o.orderNo);
      } catch (e) {
        if (isUniqueViolation(e)) throw new Conflict('该订单已有纠纷处理中');
        throw e;
      }
    },

    async get(actor: Actor, orderId: number) {
      const { o } = await orders.loadAs(actor, orderId);
      return view(await liveOf(orderId), o.orderNo);
    },

    async answer(actor: Actor, orderId: number, b: { text: string; images?: string[] }) {
      const o = await asParty(actor, orderId, 'seller', '卖家');
      const answer = text(b.text, 'text', 5, 500);
      const images = await checkImages(upload, actor.userId, b.images, DISPUTE_IMAGES_MAX);
      const d = await liveOf(orderId);
      const now = clock.now();
      if (d.state === DISPUTE_STATE.answered) throw new Conflict('您已答辩，请等待客服裁定');
      if (d.state !== DISPUTE_STATE.open) throw new Conflict('纠纷已处理，不能答辩');
      if (d.answerDeadline <= now) throw new Conflict('答辩期已过，请等待客服裁定');
      const row = await db.transaction(async (tx) => {
        const done = await repo.transition(
          d.id,
          [DISPUTE_STATE.open],
          { state: DISPUTE_STATE.answered, answerText: answer, answerImages: images, answeredAt: now },
          now,
          tx,
          [repo.answerOpen(now)],
        );
        if (!done) return null;
        // the answer is part of the order's conversation: the seller's words, then the images
        await orders.addSystemLine(orderId, '卖家已提交答辩，客服将尽快裁定。', now, tx);
        await repoChat(orderId, actor.userId, answer, images, now, tx);
        await orderWrites.addEvent({ orderId, type: 'dispute_answered', actorId: actor.userId, createdAt: now }, tx);
        await messages.sendMessage(
          o.buyerId,
          {
            sendType: SEND_TYPE.disputeAnswered,
            title: '卖家已答辩',
            content: `订单 ${o.orderNo} 的卖家已就您的纠纷答辩：${answer}。客服将尽快裁定。`,
            ref: { type: 'order', id: orderId },
            notify: {
              event: 'dispute_answered',
              key: `dispute_answered:dispute:${d.id}`,
              sms: `订单${o.orderNo}的卖家已答辩，客服将尽快裁定，可登录号市查看。`,
              page: orderPage(orderId),
            },
          },
          tx,
        );
        return done;
      });
      if (!row) throw new Conflict('纠纷状态已变化，请刷新');
      return view(row, o.orderNo);
    },

    async withdraw(actor: Actor, orderId: number) {
      const o = await asParty(actor, orderId, 'buyer', '买家');
      const d = await liveOf(orderId);
      if (!(OPEN as number[]).includes(d.state)) throw new Conflict('纠纷已处理，不能撤销');
      const now = clock.now();
      // the buyer gets at least a day to confirm before auto-confirm runs again
      const resume = new Date(Math.max(o.autoConfirmAt?.getTime() ?? 0, now.getTime() + rules.disputeResumeMs));
      const row = await db.transaction(async (tx) => {
        const done = await repo.transition(d.id, OPEN, { state: DISPUTE_STATE.withdrawn }, now, tx);
        if (!done) return null;
        const back = await orderWrites.transition(
          orderId,
          ORDER_STATE.disputed,
          ORDER_STATE.paid,
          { autoConfirmAt: resume },
          now,
          tx,
        );
        if (!back) throw new Error(`order ${orderId} of dispute ${d.id} was not frozen`);
        await orderWrites.addEvent({ orderId, type: 'dispute_withdrawn', actorId: actor.userId, createdAt: now }, tx);
        await orders.addSystemLine(orderId, '买家已撤销纠纷，订单恢复交接。', now, tx);
        return done;
      });
      if (!row) throw new Conflict('纠纷状态已变化，请刷新');
      return view(row, o.orderNo);
    },

    // ------------------------------------------------------------ for the order page
    async ofOrder(orderId: number, orderNo: string) {
      const d = await repo.latestOf(orderId);
      return d ? toDispute(d, orderNo, await repo.refundOf(orderId)) : null;
    },

    // ------------------------------------------------------------ operators
    async adminList(q: { state?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.adminList(q.state, p.limit, p.offset);
      const [names, refunds] = await Promise.all([
        repo.nickNames(rows.flatMap((r) => [r.d.buyerId, r.d.sellerId])),
        repo.refundsOf(rows.map((r) => r.d.orderId)),
      ]);
      const providers = new Map<number, string | null>();
      for (const r of rows)
        providers.set(
          r.d.orderId,
          (await payments.paidOf(r.d.orderId))?.provider ?? refunds.get(r.d.orderId)?.provider ?? null,
        );
      return {
        rows: rows.map((r) => ({
          ...toDispute(r.d, r.orderNo, refunds.get(r.d.orderId)),
          buyerNick: names.get(r.d.buyerId) ?? '',
          sellerNick: names.get(r.d.sellerId) ?? '',
          goodsTitle: r.goodsTitle,
          totalFen: r.totalFen,
          provider: providers.get(r.d.orderId) ?? null,
        })),
        total,
      };
    },

    async adminDetail(actor: Actor, id: number) {
      const d = await repo.byId(id);
      if (!d) throw new NotFound('纠纷不存在');
      const o = (await orderReads.byId(d.orderId))!;
      const [names, refund, paid, chat] = await Promise.all([
        repo.nickNames([d.buyerId, d.sellerId]),
        repo.refundOf(d.orderId),
        payments.paidOf(d.orderId),
        orders.chatOf(actor, o),
      ]);
      const pay =
        paid ??
        (refund ? { payNo: refund.payNo, provider: refund.provider, amountFen: refund.amountFen, status: 4 } : null);
      return {
        ...toDispute(d, o.orderNo, refund),
        buyerNick: names.get(d.buyerId) ?? '',
        sellerNick: names.get(d.sellerId) ?? '',
        goodsTitle: o.goodsTitle,
        totalFen: o.totalFen,
        priceFen: o.priceFen,
        provider: pay?.provider ?? null,
        payment: pay
          ? { payNo: pay.payNo, provider: pay.provider, amountFen: pay.amountFen, status: pay.status }
          : null,
        chat,
      };
    },

    /** Decides "refund": the order and the good change now; the money goes back through the provider. */
    async refund(actor: Actor, id: number, b: { note: string; returnToSale?: boolean }) {
      const note = text(b.note, 'note', 2, 200);
      const d = await repo.byId(id);
      if (!d) throw new NotFound('纠纷不存在');
      if (!(OPEN as number[]).includes(d.state)) throw new Conflict('该纠纷已处理');
      const paid = await payments.paidOf(d.orderId);
      if (!paid) throw new Conflict('未找到该订单的支付记录，无法原路退款');
      const now = clock.now();
      const toSale = b.returnToSale === true;
      const { order, refund } = await audited(actor, 'dispute.refund', 'dispute', async (tx) => {
        const done = await repo.transition(
          id,
          OPEN,
          {
            state: DISPUTE_STATE.refunding,
            decision: 'refund',
            decisionNote: note,
            returnToSale: toSale,
            decidedBy: actor.userId,
            decidedAt: now,
          },
          now,
          tx,
        );
        if (!done) throw new Conflict('该纠纷已处理');
        const o = await orderWrites.transition(d.orderId, ORDER_STATE.disputed, ORDER_STATE.refunding, {}, now, tx);
        if (!o) throw new Conflict('订单状态已变化，请刷新');
        // the account is a problem account unless the operator judged it fine to sell again
        if (!(await goods.settleGood(o.goodsId, toSale ? SALE_STATE.onSale : SALE_STATE.problem, now, tx)))
          throw new Error(`good ${o.goodsId} of order ${o.id} was not in trade`);
        const r = await repo.insertRefund(
          {
            refundNo: refundNoOf(o.orderNo),
            orderId: o.id,
            disputeId: id,
            payNo: paid.payNo,
            provider: paid.provider,
            amountFen: paid.amountFen,
            status: REFUND_STATUS.pending,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        await orderWrites.addEvent(
          { orderId: o.id, type: 'refund_started', actorId: actor.userId, note, createdAt: now },
          tx,
        );
        await tellBoth(
          o,
          '纠纷已裁定：退款',
          `订单 ${o.orderNo} 的纠纷经客服裁定退款，${yuanText(paid.amountFen)} 将原路退回您的支付账户。说明：${note}`,
          `订单 ${o.orderNo} 的纠纷经客服裁定退款给买家，${toSale ? '商品已重新上架' : '商品已标记为问题账号'}。说明：${note}`,
          `客服裁定：退款给买家（${note}）。`,
          now,
          tx,
        );
        return {
          id,
          before: { state: d.state },
          after: { state: DISPUTE_STATE.refunding, note, returnToSale: toSale, refundNo: r.refundNo },
          at: now,
          out: { order: o, refund: r },
        };
      });
      await events.afterCommit('goods.changed', { cause: 'dispute.refunded' });
      await attempt(refund, order);
      return view((await repo.byId(id))!);
    },

    /** Retries a refund the provider refused or never answered; same refund number, so never twice. */
    async retryRefund(actor: Actor, id: number) {
      const d = await repo.byId(id);
      if (!d) throw new NotFound('纠纷不存在');
      const refund = await repo.refundOf(d.orderId);
      if (d.state !== DISPUTE_STATE.refunding || !refund || refund.disputeId !== id)
        throw new Conflict(d.state === DISPUTE_STATE.refunded ? '该订单已退款' : '该纠纷没有待处理的退款');
      const order = (await orderReads.byId(d.orderId))!;
      await audit.audit({
        actorId: actor.userId,
        action: 'dispute.refund_retry',
        targetType: 'dispute',
        targetId: id,
        before: { refundStatus: refund.status, attempts: refund.attempts },
        after: null,
        createdAt: clock.now(),
      });
      await attempt(refund, order);
      return view((await repo.byId(id))!);
    },

    /**
     * The checks of a "release" decision before its flow runs (flows/release-dispute.ts): the note,
     * and a dispute still waiting for a decision.
     */
    async releasable(id: number, b: { note: string }) {
      const note = text(b.note, 'note', 2, 200);
      const d = await repo.byId(id);
      if (!d) throw new NotFound('纠纷不存在');
      if (!(OPEN as number[]).includes(d.state)) throw new Conflict('该纠纷已处理');
      return { d, note };
    },
    /** The dispute's first step of a release, in the flow's transaction: open or answered → released. */
    async markReleased(tx: Executor, actor: Actor, d: DisputeRow, note: string, now: Date) {
      const done = await repo.transition(
        d.id,
        OPEN,
        {
          state: DISPUTE_STATE.released,
          decision: 'release',
          decisionNote: note,
          decidedBy: actor.userId,
          decidedAt: now,
        },
        now,
        tx,
      );
      if (!done) throw new Conflict('该纠纷已处理');
      return done;
    },
    /** Its last step, once the order completed: both parties told, the decision audited. */
    async released(tx: Executor, actor: Actor, d: DisputeRow, o: OrderRow, note: string, now: Date) {
      await tellBoth(
        o,
        '纠纷已裁定：放款给卖家',
        `订单 ${o.orderNo} 的纠纷经客服裁定，交易完成，货款已结算给卖家。说明：${note}`,
        `订单 ${o.orderNo} 的纠纷经客服裁定放款，货款已存入您的钱包。说明：${note}`,
        `客服裁定：放款给卖家，交易完成（${note}）。`,
        now,
        tx,
      );
      await audit.audit(
        {
          actorId: actor.userId,
          action: 'dispute.release',
          targetType: 'dispute',
          targetId: d.id,
          before: { state: d.state },
          after: { state: DISPUTE_STATE.released, note },
          createdAt: now,
        },
        tx,
      );
    },
    /** A dispute as the API shows it (with its order's number and refund). */
    view: (d: DisputeRow) => view(d),
  };

  async function repoChat(
    orderId: number,
    sellerId: number,
    answer: string,
    images: string[],
    now: Date,
    tx: Executor,
  ) {
    await orderWrites.insertChat(
      { orderId, senderId: sellerId, role: 'seller', kind: 'text', text: answer, imageUrl: null, createdAt: now },
      tx,
    );
    for (const url of images)
      await orderWrites.insertChat(
        { orderId, senderId: sellerId, role: 'seller', kind: 'image', text: null, imageUrl: url, createdAt: now },
        tx,
      );
  }
}
export type DisputeService = ReturnType<typeof createDisputeService>;
