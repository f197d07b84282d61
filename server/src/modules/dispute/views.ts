import {
  DISPUTE_REASONS,
  DISPUTE_STATE,
  DISPUTE_STATE_TEXT,
  REFUND_STATUS_TEXT,
  type DisputeReason,
  type DisputeRow,
  type RefundRow,
} from './table.js';

/** The shapes the dispute module answers with: a dispute and its refund. */

export const REASON_TEXT = Object.fromEntries(DISPUTE_REASONS.map((r) => [r.code, r.text])) as Record<
  DisputeReason,
  string
>;

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

/** A dispute, with its order's number and the order's refund (shown only when this dispute decided it). */
export function toDispute(d: DisputeRow, orderNo: string, refund: RefundRow | undefined, now: Date) {
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
