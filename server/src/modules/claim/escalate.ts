import type { Executor } from '../../db/client.js';
import type { Audited } from '../../lib/audited.js';
import type { OrderWrites } from '../order/index.js';
import type { ClaimRepo } from './repository.js';

/** The order's timeline line of a claim past its deadline. */
const ESCALATED_NOTE = '找回申请超过处理期限，已升级优先处理';

/**
 * The operators' deadline of a recovery claim (CLAIM_DECISION_DAYS): past it, the deadline job
 * (flows/deadlines.ts) escalates the claim in the console, once, with the order's event and an
 * audit row by the system. The buyer was told the deadline when filing; the payout stays an
 * operator's decision.
 */
export function claimEscalation(deps: {
  repo: ClaimRepo;
  orderWrites: Pick<OrderWrites, 'addEvent'>;
  audited: Audited;
}) {
  const { repo, orderWrites, audited } = deps;
  return {
    async escalateDue(tx: Executor, now: Date): Promise<number> {
      const rows = await repo.escalateDue(now, tx);
      for (const c of rows) {
        await orderWrites.addEvent(
          { orderId: c.orderId, type: 'claim_escalated', actorId: null, note: ESCALATED_NOTE, createdAt: now },
          tx,
        );
        await audited.within(tx, null, 'claim.escalate', 'claim', {
          id: c.id,
          before: { escalatedAt: null },
          after: { escalatedAt: now.toISOString(), deadlineAt: c.deadlineAt.toISOString() },
          at: now,
        });
      }
      return rows.length;
    },
  };
}
