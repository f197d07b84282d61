import { Conflict } from '../lib/errors.js';
import type { Actor } from '../lib/actor.js';
import { defineFlow } from '../module-kit.js';
import type { Executor } from '../db/client.js';
import type { DeadlineText, DisputeRow, DisputeService } from '../modules/dispute/index.js';
import type { OrderRow } from '../modules/order/index.js';

/** A dispute decided "release": the order completes exactly as a buyer's confirm would. */
export interface ReleaseDisputeFlow {
  /** POST /api/admin/dispute/:id/release: the decision, the completion and the notices in one transaction */
  release(actor: Actor, id: number, b: { note: string }): ReturnType<DisputeService['view']>;
  /**
   * The same steps in the caller's transaction, for the deadline job (flows/deadlines.ts): `actor`
   * null is the system, `text` its default outcome's notice. Throws a conflict when the dispute or
   * the order moved: the caller's savepoint undoes the steps before it.
   */
  releaseIn(
    tx: Executor,
    actor: Actor | null,
    d: DisputeRow,
    note: string,
    now: Date,
    text?: (o: OrderRow) => DeadlineText,
  ): Promise<DisputeRow>;
}

declare module '../module-kit.js' {
  interface Ports {
    releaseDispute: ReleaseDisputeFlow;
  }
}

/** No compensating step: nothing here leaves the database, so the rollback undoes every step. */
export const releaseDisputeFlow = defineFlow({
  name: 'release-dispute',
  needs: ['clock', 'completeOrder', 'db', 'disputes', 'events'],
  build: (p) => {
    async function releaseIn(
      tx: Executor,
      actor: Actor | null,
      d: DisputeRow,
      note: string,
      now: Date,
      text?: (o: OrderRow) => DeadlineText,
    ) {
      // the dispute: open or answered → released (a second decision loses here)
      const done = await p.disputes.markReleased(tx, actor, d, note, now);
      // the order: the complete-order flow, from the frozen state
      const o = await p.completeOrder.run(tx, d.orderId, 'released', actor?.userId ?? null, now, {});
      if (!o) throw new Conflict('订单状态已变化，请刷新');
      // the dispute again: both parties told, the decision audited
      await p.disputes.released(tx, actor, d, o, note, now, text?.(o));
      return done;
    }
    return {
      releaseDispute: {
        releaseIn,
        async release(actor: Actor, id: number, b: { note: string }) {
          const { d, note } = await p.disputes.releasable(id, b);
          const now = p.clock.now();
          const row = await p.db.transaction((tx) => releaseIn(tx, actor, d, note, now));
          await p.events.afterCommit('goods.changed', { cause: 'dispute.released' });
          return p.disputes.view(row);
        },
      },
    };
  },
});
