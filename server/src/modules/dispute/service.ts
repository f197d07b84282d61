import { disputeReading } from './browse.js';
import { disputeContext, type DisputeDeps } from './context.js';
import { disputeDecisions } from './decide.js';
import { disputeDeadlines } from './deadlines.js';
import { disputeParties } from './parties.js';

/**
 * 交易纠纷: one service, one object, made of its use cases, each in its own file: the parties'
 * side (opening, answering, withdrawing: parties.ts), the operators' decisions (refund and
 * release: decide.ts) and the reads (the order page's part, the operators' list: browse.ts). What
 * they share is in context.ts; the answers' shape, in views.ts; what users read, in texts.ts.
 */
export function createDisputeService(deps: DisputeDeps) {
  const ctx = disputeContext(deps);
  const reading = disputeReading(ctx);
  return {
    reasons: reading.reasons,
    ...disputeParties(ctx),
    ofOrder: reading.ofOrder,
    adminList: reading.adminList,
    adminDetail: reading.adminDetail,
    ...disputeDecisions(ctx),
    /** the deadline job's steps of the dispute (flows/deadlines.ts) */
    deadlines: disputeDeadlines(ctx),
    view: reading.view,
  };
}
export type DisputeService = ReturnType<typeof createDisputeService>;
