import {
  DISPUTE_REASONS,
  DISPUTE_STATE,
  DISPUTE_STATE_TEXT,
  ESCALATION_TEXT,
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

/**
 * The deadline running now, for both parties' countdown: whose move it is, until when, and what
 * happens when it passes (the same rule the deadline job applies). Null once decided.
 */
function deadlineOf(d: DisputeRow) {
  if (d.state === DISPUTE_STATE.open && !d.escalatedAt)
    return {
      party: 'seller' as const,
      at: d.answerDeadline.toISOString(),
      label: '卖家答辩截止',
      outcome: '逾期未答辩：买家未查看账号的全额退款，已查看或已换绑的转客服裁定',
    };
  if (d.state === DISPUTE_STATE.answered && !d.repliedAt && d.replyDeadline && !d.escalatedAt)
    return {
      party: 'buyer' as const,
      at: d.replyDeadline.toISOString(),
      label: '买家回复截止',
      outcome: '逾期未回复：按卖家答辩结案，货款结算给卖家',
    };
  if ((d.state === DISPUTE_STATE.open || d.state === DISPUTE_STATE.answered) && d.decideDeadline)
    return {
      party: 'platform' as const,
      at: d.decideDeadline.toISOString(),
      label: '客服裁定截止',
      outcome: '逾期未裁定：升级为超时待办，优先处理',
    };
  return null;
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
    replyDeadline: d.replyDeadline?.toISOString() ?? null,
    replyText: d.replyText,
    repliedAt: d.repliedAt?.toISOString() ?? null,
    decideDeadline: d.decideDeadline?.toISOString() ?? null,
    escalated: d.escalatedAt !== null,
    escalatedAt: d.escalatedAt?.toISOString() ?? null,
    escalationText: d.escalation ? ESCALATION_TEXT[d.escalation] : null,
    deadline: deadlineOf(d),
    decision: d.decision ?? null,
    decisionNote: d.decisionNote,
    decidedAt: d.decidedAt?.toISOString() ?? null,
    // a refund belongs to the dispute that decided it
    refund: refund && refund.disputeId === d.id ? refundOut(refund) : null,
    createdAt: d.createdAt.toISOString(),
    serverNow: now.toISOString(),
  };
}
