import type { Executor } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { checkCredentials, openCredentials, sealCredentials } from '../../lib/credentials.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import { enforce } from '../../lib/rate-limit.js';
import { SEND_TYPE } from '../message/index.js';
import { EVIDENCE_MAX, noteOf, type CaseContext } from './case-context.js';
import { caseSellerWait } from './seller-wait.js';
import type { CaseState, HandoverCaseRow } from './table.js';
import { CASE_STATE_TEXT, TEXT } from './texts.js';
import { deskItemOut, inServiceHours, sellerAnswers, waitingMinutes } from './views.js';

/** The desk's list filters: `closed` is every case the desk is done with. */
export const DESK_FILTERS = {
  waiting: ['waiting'],
  working: ['working'],
  delivered: ['delivered'],
  closed: ['confirmed', 'disputed', 'cancelled'],
} as const satisfies Record<string, readonly CaseState[]>;
export type DeskFilter = keyof typeof DESK_FILTERS;

/**
 * The staff side of a staff-mediated handover (平台验号换绑): the console's queue with waiting
 * times and holders, taking and releasing a case (one holder at a time), the seller's login while
 * the holder works (never for a staff member who is a party), the checklist with evidence, and the
 * delivery of the rebound login, sealed for the buyer's reveal. Every step is audited.
 */
export function caseDesk(ctx: CaseContext) {
  const { repo, users, orderReads, orderWrites, sellingReads, upload, messages, crypto, limiter, config, clock } = ctx;
  const { audited, load, assertNotParty } = ctx;
  const sellerWait = caseSellerWait(ctx);

  /** The refusal naming who holds a case; read in the caller's transaction (PGlite has one connection). */
  async function heldByOther(id: number, tx: Executor) {
    const now = await repo.byId(id, tx);
    if (!now || (now.state !== 'waiting' && now.state !== 'working'))
      return new Conflict(TEXT.notWorking(CASE_STATE_TEXT[now?.state ?? 'cancelled']));
    const names = await users.nickNames([now.holderId ?? 0], tx);
    return new Conflict(TEXT.heldByOther(names.get(now.holderId ?? 0) || '其他客服'));
  }

  /** The case as its holder works it: held by the caller, state 'working', the caller no party. */
  async function asHolder(actor: Actor, id: number) {
    const c = await load(id);
    assertNotParty(actor, c);
    if (c.state !== 'working') throw new Conflict(TEXT.notWorking(CASE_STATE_TEXT[c.state]));
    if (c.holderId !== actor.userId) throw new Conflict(TEXT.notHolder);
    return c;
  }

  async function detail(actor: Actor, id: number) {
    const c = await load(id);
    // a staff member who is a party sees neither the checklist's evidence nor the case
    assertNotParty(actor, c);
    const now = clock.now();
    const [items, names, gameName, chat, unread, sellerBy] = await Promise.all([
      repo.items(id),
      users.nickNames([c.buyerId, c.sellerId, c.holderId ?? 0]),
      repo.gameName(c.gameId),
      orderReads.chatAfter(c.orderId, 0, 1000),
      orderReads.partyLinesAfter([{ orderId: c.orderId, afterId: c.staffReadId }]),
      sellerWait.sellerDeadlines([c]),
    ]);
    return {
      caseId: c.id,
      orderId: c.orderId,
      orderNo: c.orderNo,
      state: c.state,
      stateText: CASE_STATE_TEXT[c.state],
      gameId: c.gameId,
      gameName,
      holderId: c.holderId,
      holderName: c.holderId === null ? null : names.get(c.holderId) || '',
      waitingMinutes: waitingMinutes(c, now),
      createdAt: c.createdAt.toISOString(),
      claimedAt: c.claimedAt?.toISOString() ?? null,
      deliveredAt: c.deliveredAt?.toISOString() ?? null,
      closedAt: c.closedAt?.toISOString() ?? null,
      cancelReason: c.cancelReason,
      unread: unread.get(c.orderId) ?? 0,
      sellerDeadline: sellerBy.get(c.id)?.toISOString() ?? null,
      items: items.map((it) => deskItemOut(it)),
      order: {
        goodsId: c.goodsId,
        goodsTitle: c.goodsTitle,
        priceFen: c.priceFen,
        handoverFeeFen: c.handoverFeeFen,
        buyerId: c.buyerId,
        buyerName: names.get(c.buyerId) ?? '',
        sellerId: c.sellerId,
        sellerName: names.get(c.sellerId) ?? '',
      },
      sellerAnswers: sellerAnswers(chat),
    };
  }

  return {
    detail,
    /** The case of an order (an operator's dispute or claim page opens the checklist and evidence from it). */
    async detailOfOrder(actor: Actor, orderId: number) {
      const c = await repo.byOrder(orderId);
      if (!c) throw new NotFound(TEXT.orderNotStaff);
      return detail(actor, c.id);
    },

    async queue(actor: Actor, q: { state?: DeskFilter; mine?: 0 | 1; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const now = clock.now();
      const { rows, total } = await repo.queue(
        DESK_FILTERS[q.state ?? 'waiting'],
        q.mine === 1 ? actor.userId : undefined,
        p.limit,
        p.offset,
      );
      const unread = await orderReads.partyLinesAfter(
        rows.map((r) => ({ orderId: r.c.orderId, afterId: r.c.staffReadId })),
      );
      const hours = config.trade.handover.serviceHours;
      const sellerBy = await sellerWait.sellerDeadlines(rows.map((r) => r.c));
      return {
        rows: rows.map((r) => ({
          caseId: r.c.id,
          orderId: r.c.orderId,
          orderNo: r.c.orderNo,
          goodsTitle: r.c.goodsTitle,
          gameName: r.gameName,
          priceFen: r.c.priceFen,
          state: r.c.state,
          stateText: CASE_STATE_TEXT[r.c.state],
          holderId: r.c.holderId,
          holderName: r.c.holderId === null ? null : (r.holderName ?? ''),
          waitingMinutes: waitingMinutes(r.c, now),
          itemsDone: Number(r.itemsDone),
          itemsTotal: Number(r.itemsTotal),
          unread: unread.get(r.c.orderId) ?? 0,
          sellerDeadline: sellerBy.get(r.c.id)?.toISOString() ?? null,
          createdAt: r.c.createdAt.toISOString(),
        })),
        total,
        serviceHours: hours.text,
        inServiceHours: inServiceHours(hours, now),
      };
    },

    /** Takes the case (one holder at a time; a second staff member is told who holds it). */
    async claim(actor: Actor, id: number) {
      const c = await load(id);
      assertNotParty(actor, c);
      const now = clock.now();
      await audited(actor, 'handover.claim', 'handover_case', async (tx) => {
        const row = await repo.claim(id, actor.userId, now, tx);
        if (!row) throw await heldByOther(id, tx);
        return { id, before: { holderId: c.holderId }, after: { holderId: actor.userId }, at: now, out: undefined };
      });
      return detail(actor, id);
    },

    async release(actor: Actor, id: number) {
      const c = await load(id);
      const now = clock.now();
      await audited(actor, 'handover.release', 'handover_case', async (tx) => {
        if (!(await repo.release(id, actor.userId, now, tx))) throw new Conflict(TEXT.notHolder);
        return { id, before: { holderId: c.holderId }, after: { holderId: null }, at: now, out: undefined };
      });
      return detail(actor, id);
    },

    /**
     * The seller's login for the holder, while the case is worked: audited every time, and limited
     * like the buyer's reveal.
     */
    async credentials(actor: Actor, id: number) {
      const c = await asHolder(actor, id);
      await enforce(limiter, 'reveal:staff', String(actor.userId), config.rateLimits.revealUser);
      const enc = await sellingReads.sealedCredentialsOf(c.goodsId);
      if (!enc) throw new NotFound(TEXT.credentialsMissing);
      const now = clock.now();
      await ctx.db.transaction((tx) =>
        audited.within(tx, actor, 'handover.credentials.view', 'handover_case', {
          id,
          before: null,
          after: { orderId: c.orderId },
          at: now,
        }),
      );
      return openCredentials(crypto, enc);
    },

    /** One checklist line: pass or fail, a note, up to six screenshots the staff member uploaded. */
    async check(
      actor: Actor,
      id: number,
      key: string,
      b: { result: 'pass' | 'fail'; note?: string; evidence?: string[] },
    ) {
      const note = noteOf(b.note, TEXT.noteTooLong);
      const urls = b.evidence ?? [];
      if (urls.length > EVIDENCE_MAX) throw new BadRequest(TEXT.evidenceMax(EVIDENCE_MAX));
      if (new Set(urls).size !== urls.length) throw new BadRequest('证据图片重复');
      // evidence is a screenshot this staff member uploaded, never someone else's file. Uploads are
      // served as public static files under /uploads/ with random, unguessable names (plugins/
      // static-h5.ts): what keeps evidence from other users is that only the buyer's view, the desk
      // and the operators' claim/dispute pages hand its URLs out (the seller and others get 404)
      const own = await upload.ownImages(actor.userId, urls);
      if (!own) throw new BadRequest(TEXT.evidenceNotOwn);
      await asHolder(actor, id);
      const now = clock.now();
      return audited(actor, 'handover.item.check', 'handover_case', async (tx) => {
        if (!(await repo.lockWorking(id, actor.userId, tx))) throw new Conflict(TEXT.notHolder);
        const before = (await repo.items(id, tx)).find((it) => it.key === key);
        if (!before) throw new NotFound(TEXT.itemNotFound);
        const evidence = own.map((o) => o.url);
        const row = await repo.checkItem(
          id,
          key,
          { staffResult: b.result, staffNote: note, evidence, checkedBy: actor.userId, checkedAt: now },
          tx,
        );
        await repo.touch(id, now, tx);
        return {
          id,
          before: { key, result: before.staffResult, note: before.staffNote, evidence: before.evidence },
          after: { key, result: b.result, note, evidence },
          at: now,
          out: deskItemOut(row!),
        };
      });
    },

    /**
     * Hands the rebound login to the buyer: every item passed, the login sealed in the case, the
     * buyer's confirm clock started, the buyer told; the audit row names the step, never the secret.
     */
    async deliver(
      actor: Actor,
      id: number,
      b: { account: string; password: string; boundPhone?: string; boundEmail?: string; note?: string },
    ) {
      const creds = checkCredentials({
        account: b.account,
        password: b.password,
        boundPhone: b.boundPhone,
        boundEmail: b.boundEmail,
        securityNotes: b.note,
      });
      const c = await asHolder(actor, id);
      const sealed = sealCredentials(crypto, creds);
      const now = clock.now();
      await audited(actor, 'handover.deliver', 'handover_case', async (tx) => {
        if (!(await repo.lockWorking(id, actor.userId, tx))) throw new Conflict(TEXT.notHolder);
        const open = (await repo.items(id, tx)).filter((it) => it.staffResult !== 'pass');
        if (open.length) throw new Conflict(TEXT.itemsNotPassed(open.map((it) => it.label)));
        // the buyer's clock starts now: until delivery the order had no auto-confirm deadline
        const o = await orderWrites.setAutoConfirm(
          c.orderId,
          new Date(now.getTime() + config.trade.autoConfirmMs),
          now,
          tx,
        );
        if (!o) throw new Conflict(TEXT.orderMoved);
        await repo.move(id, ['working'], { state: 'delivered', deliveredAt: now, newCredentialsEnc: sealed }, now, tx);
        await orderWrites.addEvent(
          { orderId: c.orderId, type: 'handover_delivered', actorId: actor.userId, createdAt: now },
          tx,
        );
        await orderWrites.insertChat(
          {
            orderId: c.orderId,
            senderId: null,
            role: 'system',
            kind: 'text',
            text: TEXT.deliveredLine,
            imageUrl: null,
            createdAt: now,
          },
          tx,
        );
        const t = TEXT.deliveredBuyer(c.orderNo, c.goodsTitle);
        await messages.sendMessage(
          c.buyerId,
          {
            sendType: SEND_TYPE.handoverDelivered,
            title: t.title,
            content: t.content,
            ref: { type: 'order', id: c.orderId },
            notify: {
              event: 'handover_update',
              key: `handover_update:delivered:${id}`,
              sms: t.sms,
              page: `pages/orderDetail/index?id=${c.orderId}`,
            },
          },
          tx,
        );
        return { id, before: { state: 'working' }, after: { state: 'delivered' }, at: now, out: undefined };
      });
      return detail(actor, id);
    },

    /** The checks of a mismatch before the flow refunds (flows/handover-mismatch.ts): reason, holder, state. */
    async cancellable(actor: Actor, id: number, reason: string) {
      const r = reason.trim();
      if (Array.from(r).length < 2 || Array.from(r).length > 200) throw new BadRequest(TEXT.reasonLength);
      const c = await asHolder(actor, id);
      return { c, reason: r };
    },
    /**
     * The case's step of a mismatch, in the flow's transaction: working → cancelled, audited, the
     * chat's line. Null when another cancel (or a delivery) got there first: nothing is written.
     */
    async markCancelled(
      tx: Executor,
      actor: Actor | null,
      c: HandoverCaseRow,
      reason: string,
      now: Date,
    ): Promise<HandoverCaseRow | null> {
      const row = await repo.move(
        c.id,
        ['working'],
        { state: 'cancelled', cancelReason: reason, closedAt: now, holderId: actor?.userId ?? c.holderId },
        now,
        tx,
      );
      if (!row) return null;
      await orderWrites.addEvent(
        {
          orderId: c.orderId,
          type: 'handover_cancelled',
          actorId: actor?.userId ?? null,
          note: reason,
          createdAt: now,
        },
        tx,
      );
      await orderWrites.insertChat(
        {
          orderId: c.orderId,
          senderId: null,
          role: 'system',
          kind: 'text',
          text: actor ? TEXT.cancelLine(reason) : reason,
          imageUrl: null,
          createdAt: now,
        },
        tx,
      );
      await audited.within(tx, actor, 'handover.cancel', 'handover_case', {
        id: c.id,
        before: { state: c.state },
        after: { state: 'cancelled', reason },
        at: now,
      });
      return row;
    },
  };
}
