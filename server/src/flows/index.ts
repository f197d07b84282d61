import type { FlowManifest } from '../module-kit.js';
import { claimPayoutFlow } from './claim-payout.js';
import { completeOrderFlow } from './complete-order.js';
import { deadlinesFlow } from './deadlines.js';
import { handoverAnswerFlow } from './handover-answer.js';
import { handoverMismatchFlow } from './handover-mismatch.js';
import { payOrderFlow } from './pay-order.js';
import { purgeSealedFlow } from './purge-sealed.js';
import { releaseDisputeFlow } from './release-dispute.js';
import { releaseReserveFlow } from './release-reserve.js';

/**
 * The processes that span modules, in build order: compose.ts builds them after every module, a
 * flow after the flows it runs (release-dispute runs complete-order). Each one's steps call the
 * modules' faces in one database transaction; the modules' routes and jobs reach them through
 * their ports and the extension points they fill.
 */
export const FLOWS: readonly FlowManifest[] = [
  payOrderFlow,
  completeOrderFlow,
  releaseDisputeFlow,
  claimPayoutFlow,
  releaseReserveFlow,
  handoverMismatchFlow,
  handoverAnswerFlow,
  purgeSealedFlow,
  deadlinesFlow,
];
