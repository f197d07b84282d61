import type { Executor } from '../../db/client.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { checkImages } from '../../lib/images.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Actor } from '../../lib/actor.js';
import { SEND_TYPE } from '../message/index.js';
import { ORDER_STATE } from '../order/index.js';
import { OPEN, orderPage, text, type DisputeContext } from './context.js';
import { DISPUTE_STATE, type DisputeReason } from './table.js';
import {
  ALREADY_OPEN_MSG,
  DISPUTE_MOVED_MSG,
  ORDER_MOVED_MSG,
  WITHDRAWN_LINE,
  answeredBuyerText,
  answeredLine,
  repliedLine,
  repliedSellerText,
  openedLine,
  openedSellerText,
} from './texts.js';
import { REASON_TEXT } from './views.js';

export const DISPUTE_IMAGES_MAX = 6;

/** The parties' side: the buyer opens and withdraws a dispute, the seller answers it, both read it. */
export function disputeParties(ctx: DisputeContext) {
  const { repo, orderWrites, orders, messages, upload, clock, db, rules } = ctx;
  const { view, asParty } = ctx;

  async function liveOf(orderId: number) {
    const d = await repo.latestOf(orderId);
    if (!d) throw new NotFound('该订单没有纠纷');
    return d;
  }

  /**
   * The other party's notice of a step: in the inbox and outside it (SMS, subscription message),
   * once per dispute and step, leading to the order page.
   */
  async function tellParty(
    userId: number,
    step: 'opened' | 'answered',
    disputeId: number,
    orderId: number,
    t: { title: string; content: string; sms: string },
    tx: Executor,
  ) {
    const event = `dispute_${step}` as const;
    await messages.sendMessage(
      userId,
      {
        sendType: step === 'opened' ? SEND_TYPE.disputeOpened : SEND_TYPE.disputeAnswered,
        title: t.title,
        content: t.content,
        ref: { type: 'order', id: orderId },
        notify: { event, key: `${event}:dispute:${disputeId}`, sms: t.sms, page: orderPage(orderId) },
      },
      tx,
    );
  }

  /** The seller's answer in the order chat: the words, then each image as its own line. */
  async function answerChat(
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

  /**
   * The dispute's steps of opening, in the caller's transaction: the order 1 → 5 (frozen), the
   * dispute row, the timeline, the chat's line, the seller told. Throws a conflict when the order
   * is no longer paid; a second live dispute of the order breaks the unique index.
   */
  async function openIn(
    tx: Executor,
    o: { id: number; orderNo: string; goodsTitle: string; buyerId: number; sellerId: number },
    b: { reason: DisputeReason; description: string; images: string[] },
    now: Date,
  ) {
    const deadline = new Date(now.getTime() + rules.disputeAnswerMs);
    const hours = Math.round(rules.disputeAnswerMs / 3_600_000);
    // 1 → 5 freezes the order: the auto-confirm job only looks at state 1, confirm needs 1
    const frozen = await orderWrites.transition(o.id, ORDER_STATE.paid, ORDER_STATE.disputed, {}, now, tx, {
      buyerId: o.buyerId,
    });
    if (!frozen) throw new Conflict(ORDER_MOVED_MSG);
    const row = await repo.insert(
      {
        orderId: o.id,
        buyerId: o.buyerId,
        sellerId: o.sellerId,
        reason: b.reason,
        description: b.description,
        images: b.images,
        state: DISPUTE_STATE.open,
        answerDeadline: deadline,
        createdAt: now,
        updatedAt: now,
      },
      tx,
    );
    await orderWrites.addEvent(
      { orderId: o.id, type: 'dispute_opened', actorId: o.buyerId, note: REASON_TEXT[b.reason], createdAt: now },
      tx,
    );
    await orders.addSystemLine(o.id, openedLine(REASON_TEXT[b.reason], b.description, hours), now, tx);
    await tellParty(o.sellerId, 'opened', row.id, o.id, openedSellerText(frozen, REASON_TEXT[b.reason], hours), tx);
    return row;
  }

  return {
    openIn,
    async open(actor: Actor, orderId: number, b: { reason: DisputeReason; description: string; images?: string[] }) {
      const o = await asParty(actor, orderId, 'buyer', '买家');
      const description = text(b.description, 'description', 5, 500);
      const images = await checkImages(upload, actor.userId, b.images, DISPUTE_IMAGES_MAX);
      if (o.state === ORDER_STATE.disputed) throw new Conflict(ALREADY_OPEN_MSG);
      if (o.state !== ORDER_STATE.paid)
        throw new Conflict(
          o.state === ORDER_STATE.completed ? '订单已完成，如账号被找回请申请找回赔付' : '订单当前状态不能发起纠纷',
        );
      const now = clock.now();
      try {
        const d = await db.transaction((tx) => openIn(tx, o, { reason: b.reason, description, images }, now));
        return view(d, o.orderNo);
      } catch (e) {
        if (isUniqueViolation(e)) throw new Conflict(ALREADY_OPEN_MSG);
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
          {
            state: DISPUTE_STATE.answered,
            answerText: answer,
            answerImages: images,
            answeredAt: now,
            // the buyer's turn: a silent buyer past this is released to the seller (flows/deadlines.ts)
            replyDeadline: new Date(now.getTime() + rules.disputeReplyMs),
          },
          now,
          tx,
          [repo.answerOpen(now)],
        );
        if (!done) return null;
        // the answer is part of the order's conversation: the seller's words, then the images
        const replyHours = Math.round(rules.disputeReplyMs / 3_600_000);
        await orders.addSystemLine(orderId, answeredLine(replyHours), now, tx);
        await answerChat(orderId, actor.userId, answer, images, now, tx);
        await orderWrites.addEvent({ orderId, type: 'dispute_answered', actorId: actor.userId, createdAt: now }, tx);
        await tellParty(o.buyerId, 'answered', d.id, orderId, answeredBuyerText(o, answer, replyHours), tx);
        return done;
      });
      if (!row) throw new Conflict(DISPUTE_MOVED_MSG);
      return view(row, o.orderNo);
    },

    /**
     * The buyer's reply to the seller's answer, within the reply period, once: the dispute goes to
     * an operator, whose decision clock (DISPUTE_DECIDE_HOURS) starts now.
     */
    async reply(actor: Actor, orderId: number, b: { text: string }) {
      const o = await asParty(actor, orderId, 'buyer', '买家');
      const reply = text(b.text, 'text', 2, 500);
      const d = await liveOf(orderId);
      const now = clock.now();
      if (d.state === DISPUTE_STATE.open) throw new Conflict('卖家尚未答辩，请等待卖家答辩');
      if (d.state !== DISPUTE_STATE.answered) throw new Conflict('纠纷已处理，不能回复');
      if (d.repliedAt) throw new Conflict('您已回复，请等待客服裁定');
      if (d.replyDeadline && d.replyDeadline <= now) throw new Conflict('回复期已过，纠纷已按卖家答辩结案');
      const decideHours = Math.round(rules.disputeDecideMs / 3_600_000);
      const row = await db.transaction(async (tx) => {
        const done = await repo.transition(
          d.id,
          [DISPUTE_STATE.answered],
          {
            state: DISPUTE_STATE.answered,
            replyText: reply,
            repliedAt: now,
            decideDeadline: new Date(now.getTime() + rules.disputeDecideMs),
          },
          now,
          tx,
          [repo.replyOpen(now)],
        );
        if (!done) return null;
        await orderWrites.insertChat(
          { orderId, senderId: actor.userId, role: 'buyer', kind: 'text', text: reply, imageUrl: null, createdAt: now },
          tx,
        );
        await orders.addSystemLine(orderId, repliedLine(reply, decideHours), now, tx);
        await orderWrites.addEvent({ orderId, type: 'dispute_replied', actorId: actor.userId, createdAt: now }, tx);
        const t = repliedSellerText(o);
        await messages.sendMessage(
          o.sellerId,
          {
            sendType: SEND_TYPE.disputeAnswered,
            title: t.title,
            content: t.content,
            ref: { type: 'order', id: orderId },
          },
          tx,
        );
        return done;
      });
      if (!row) throw new Conflict(DISPUTE_MOVED_MSG);
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
        await orders.addSystemLine(orderId, WITHDRAWN_LINE, now, tx);
        return done;
      });
      if (!row) throw new Conflict(DISPUTE_MOVED_MSG);
      return view(row, o.orderNo);
    },
  };
}
