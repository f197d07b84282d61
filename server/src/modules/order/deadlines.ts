import type { Executor } from '../../db/client.js';
import { drain as drainDue } from '../../lib/jobs.js';
import type { OrderCompletion, OrderContext } from './context.js';
import { ORDER_STATE } from './table.js';

/** The deadlines the trade job (jobs.ts) keeps: unpaid orders expire, paid ones auto-confirm. */
export function orderDeadlines(ctx: OrderContext) {
  const { repo, events, extensions, clock, db, closeIn } = ctx;

  /**
   * Completion spans modules (the good sold, the seller paid, both told): the complete-order flow
   * does it, and reaches this module's auto-confirm job through the 'order.completion' point.
   */
  const completeIn: OrderCompletion = (...args) => {
    const complete = extensions.one('order.completion');
    if (!complete) throw new Error('no flow fills order.completion: orders cannot complete');
    return complete(...args);
  };

  /** Runs `step` over overdue orders (lib/jobs.ts: in batches, skipping rows another instance holds). */
  function drain(
    step: (tx: Executor, id: number, now: Date) => Promise<unknown>,
    state: number,
    column: 'expiresAt' | 'autoConfirmAt',
    batch: number,
  ): Promise<number> {
    return drainDue({
      db,
      clock,
      batch,
      take: (tx, now, limit) => repo.overdue(state, column, now, limit, tx),
      step: (tx, { id }, now) => step(tx, id, now),
    });
  }

  return {
    /** Closes unpaid orders past their expiry and puts their goods back on sale. Idempotent. */
    async expireDue(batch = 100) {
      const n = await drain(
        (tx, id, now) => closeIn(tx, id, ORDER_STATE.expired, null, now, { expiredBy: now }),
        ORDER_STATE.unpaid,
        'expiresAt',
        batch,
      );
      if (n) await events.afterCommit('goods.changed', { cause: 'order.expired' });
      return n;
    },
    /** Completes paid orders past their auto-confirm time. Idempotent. */
    async autoConfirmDue(batch = 100) {
      const n = await drain(
        (tx, id, now) => completeIn(tx, id, 'auto_confirmed', null, now, { autoConfirmBy: now }),
        ORDER_STATE.paid,
        'autoConfirmAt',
        batch,
      );
      if (n) await events.afterCommit('goods.changed', { cause: 'order.autoConfirmed' });
      return n;
    },
  };
}
