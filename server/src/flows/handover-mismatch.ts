import type { Actor } from '../lib/actor.js';
import { Conflict } from '../lib/errors.js';
import { defineFlow } from '../module-kit.js';
import { HANDOVER_TEXT } from '../modules/handover/index.js';

/** A staff-mediated handover that found the account not as described: the case cancelled, the buyer refunded. */
export interface HandoverMismatchFlow {
  cancel(
    actor: Actor,
    caseId: number,
    reason: string,
  ): ReturnType<import('../modules/handover/index.js').HandoverService['desk']['detail']>;
}

declare module '../module-kit.js' {
  interface Ports {
    handoverMismatch: HandoverMismatchFlow;
  }
}

/**
 * One transaction for the case and the refund's decision: the case working → cancelled (the
 * conditional update lets one cancel through, a second or concurrent one finds it cancelled and
 * rolls back with a 409), then the dispute module's platform refund: the order 1 → 6, a dispute row
 * decided "refund", the good a problem account, the refund row. The provider's call comes after
 * commit, with the refund row's number, so the buyer is refunded once whatever is pressed twice.
 * Only before the buyer confirmed anything: a delivered, confirmed or disputed case is not 'working'.
 */
export const handoverMismatchFlow = defineFlow({
  name: 'handover-mismatch',
  needs: ['handover', 'disputes'],
  build: (p) => {
    async function cancel(actor: Actor, caseId: number, reason: string) {
      const { c, reason: why } = await p.handover.desk.cancellable(actor, caseId, reason);
      await p.disputes.platformRefund(actor, c.orderId, HANDOVER_TEXT.mismatchReason(why), async (tx, now) => {
        if (!(await p.handover.desk.markCancelled(tx, actor, c, why, now))) throw new Conflict(HANDOVER_TEXT.cancelled);
      });
      return p.handover.desk.detail(actor, caseId);
    }
    return { handoverMismatch: { cancel } };
  },
});
