import type { Executor } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { GENERIC_CHECKLIST } from './defaults.js';
import { noteOf, type CaseContext, type PaidOrder } from './case-context.js';
import type { HandoverCaseRow } from './table.js';
import { CASE_STATE_TEXT, STAFF_NAME, TEXT } from './texts.js';
import { itemOut } from './views.js';

const NOT_FOUND = '订单不存在或不是平台验号换绑';

/** One answer of the buyer's item-by-item confirmation, checked. */
export interface CheckedAnswer {
  key: string;
  label: string;
  ok: boolean;
  note: string | null;
}

/**
 * The buyer's side of a staff-mediated handover, and the case's steps in the flows around it:
 * opening it when the order is paid, the buyer's view (staff appear as 官方客服, the evidence is
 * the buyer's to see), the buyer's answers, and what the order module asks (the rebound login for
 * the reveal, the desk's read mark of the chat, whether a plain confirm may run).
 */
export function caseBuyer(ctx: CaseContext) {
  const { repo, templates } = ctx;

  /** The buyer's case of an order; 404 for anyone else, the seller included. */
  async function ownCase(actor: Actor, orderId: number) {
    const c = await repo.byOrder(orderId);
    if (!c || c.buyerId !== actor.userId) throw new NotFound(NOT_FOUND);
    return c;
  }

  return {
    /**
     * Opens the case of a staff-mode order in the payment's transaction, with a snapshot of the
     * game's checklist (the template now, or the generic list): an operator's later edit changes
     * the cases opened after it only.
     */
    async openCase(o: PaidOrder, now: Date, tx: Executor) {
      const gameId = await repo.gameOfGood(o.goodsId, tx);
      if (gameId === undefined) throw new Error(`good ${o.goodsId} of order ${o.id} does not exist`);
      const t = await templates.template(gameId, tx);
      const items = t?.items.length ? t.items : GENERIC_CHECKLIST;
      return repo.open(
        {
          orderId: o.id,
          orderNo: o.orderNo,
          goodsId: o.goodsId,
          goodsTitle: o.goodsTitle,
          priceFen: o.priceFen,
          handoverFeeFen: o.handoverFeeFen,
          buyerId: o.buyerId,
          sellerId: o.sellerId,
          gameId,
          state: 'waiting',
          createdAt: now,
          updatedAt: now,
        },
        items,
        tx,
      );
    },

    async view(actor: Actor, orderId: number) {
      const c = await ownCase(actor, orderId);
      const items = await repo.items(c.id);
      return {
        caseId: c.id,
        orderId: c.orderId,
        state: c.state,
        stateText: CASE_STATE_TEXT[c.state],
        // the buyer deals with the platform: the staff member's own name stays inside the console
        holderName: c.holderId === null ? null : STAFF_NAME,
        createdAt: c.createdAt.toISOString(),
        deliveredAt: c.deliveredAt?.toISOString() ?? null,
        closedAt: c.closedAt?.toISOString() ?? null,
        cancelReason: c.cancelReason,
        canAnswer: c.state === 'delivered',
        items: items.map((it) => itemOut(it)),
      };
    },

    /**
     * The checks of the buyer's answers before the flow acts on them (flows/handover-answer.ts):
     * the buyer's case, delivered, every item answered once, notes of at most 200 characters.
     */
    async checkAnswers(actor: Actor, orderId: number, answers: readonly { key: string; ok: boolean; note?: string }[]) {
      const c = await ownCase(actor, orderId);
      const items = await repo.items(c.id);
      const byKey = new Map(items.map((it) => [it.key, it]));
      const seen = new Set<string>();
      const out: CheckedAnswer[] = [];
      for (const a of answers) {
        const it = byKey.get(a.key);
        if (!it) throw new BadRequest(TEXT.answerUnknown(a.key));
        if (seen.has(a.key)) throw new BadRequest(TEXT.answerDuplicate(a.key));
        seen.add(a.key);
        out.push({ key: a.key, label: it.label, ok: a.ok, note: noteOf(a.note, TEXT.answerNoteTooLong) });
      }
      const missing = items.filter((it) => !seen.has(it.key));
      if (missing.length) throw new BadRequest(TEXT.answersIncomplete(missing.map((it) => it.label)));
      if (c.state === 'confirmed' || c.state === 'disputed') throw new Conflict(TEXT.answeredAlready);
      if (c.state !== 'delivered') throw new Conflict(TEXT.notDelivered);
      // in the checklist's order, whatever order the client sent them in
      const order = new Map(items.map((it) => [it.key, it.position]));
      out.sort((a, b) => order.get(a.key)! - order.get(b.key)!);
      return { c, answers: out };
    },
    /**
     * The case's step of the buyer's answers, in the flow's transaction: each answer recorded and
     * delivered → confirmed or disputed. Null when another answer got there first.
     */
    async recordAnswers(
      tx: Executor,
      c: HandoverCaseRow,
      answers: readonly CheckedAnswer[],
      now: Date,
    ): Promise<HandoverCaseRow | null> {
      const to = answers.every((a) => a.ok) ? 'confirmed' : 'disputed';
      const row = await repo.move(c.id, ['delivered'], { state: to, closedAt: now }, now, tx);
      if (!row) return null;
      for (const a of answers)
        await repo.answerItem(
          c.id,
          a.key,
          { buyerAnswer: a.ok ? 'ok' : 'dispute', buyerNote: a.note, answeredAt: now },
          tx,
        );
      await ctx.orderWrites.addEvent(
        { orderId: c.orderId, type: 'handover_answered', actorId: c.buyerId, createdAt: now },
        tx,
      );
      return row;
    },

    /** The rebound login for the buyer's reveal: null until staff deliver (the seller's own login never). */
    async deliveredCredentials(orderId: number): Promise<string | null> {
      const c = await repo.byOrder(orderId);
      return c?.newCredentialsEnc ?? null;
    },
    /** The desk's read mark of the order chat (the order module calls it when staff read or write). */
    async staffSaw(orderId: number, lastId: number, tx?: Executor) {
      await repo.staffSaw(orderId, lastId, tx);
    },
    /**
     * Why the buyer's plain confirm may not run on this order, or null: a staff-mode order is not
     * confirmed before staff deliver (then item by item on its handover page).
     */
    async confirmBlocker(orderId: number, tx?: Executor): Promise<string | null> {
      const c = await repo.byOrder(orderId, tx);
      // after delivery (or a withdrawn dispute of it) the buyer's ordinary confirm works again
      return c && (c.state === 'waiting' || c.state === 'working') ? TEXT.confirmBeforeDelivery : null;
    },
    /** An order completed by its deadline after delivery: its case is confirmed with it. */
    async closeOnCompletion(tx: Executor, orderId: number, now: Date) {
      const c = await repo.byOrder(orderId, tx);
      if (c?.state === 'delivered')
        await repo.move(c.id, ['delivered'], { state: 'confirmed', closedAt: now }, now, tx);
    },
  };
}
