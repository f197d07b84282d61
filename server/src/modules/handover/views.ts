import type { HandoverConfig } from '../../config.js';
import type { HandoverCaseRow, HandoverItemRow } from './table.js';

const MIN = 60_000;

/**
 * Minutes the case has waited for the step it is on: since it opened while nobody holds it, since
 * the holder took it while being worked; null once delivered or closed. From the server's clock.
 */
export function waitingMinutes(c: HandoverCaseRow, now: Date): number | null {
  const since = c.state === 'waiting' ? c.createdAt : c.state === 'working' ? (c.claimedAt ?? c.createdAt) : null;
  return since ? Math.max(0, Math.floor((now.getTime() - since.getTime()) / MIN)) : null;
}

/** Whether `now` is inside the desk's service hours (Beijing time; an end before the start runs overnight). */
export function inServiceHours(h: HandoverConfig['serviceHours'], now: Date): boolean {
  const m = Math.floor((now.getTime() + 8 * 3_600_000) / MIN) % 1440;
  return h.fromMin < h.toMin ? m >= h.fromMin && m < h.toMin : m >= h.fromMin || m < h.toMin;
}

/** A checklist line as the buyer sees it: the result and evidence, not which staff member checked it. */
export function itemOut(it: HandoverItemRow) {
  return {
    key: it.key,
    label: it.label,
    hint: it.hint,
    position: it.position,
    result: it.staffResult,
    note: it.staffNote,
    evidence: it.evidence,
    checkedAt: it.checkedAt?.toISOString() ?? null,
    buyerAnswer: it.buyerAnswer,
    buyerNote: it.buyerNote,
    answeredAt: it.answeredAt?.toISOString() ?? null,
  };
}

/** A checklist line on the desk: with who checked it. */
export const deskItemOut = (it: HandoverItemRow) => ({ ...itemOut(it), checkedBy: it.checkedBy });

/**
 * How quickly the seller answers staff in the order chat (rebinding waits on the seller's SMS
 * codes): each seller line after an unanswered staff line is a reply, timed from the first staff
 * line it answers. The median of those, the last reply, and the staff line still waiting, if any.
 */
export function sellerAnswers(chat: readonly { role: string; createdAt: Date }[]) {
  let asked: Date | null = null;
  let last: Date | null = null;
  const minutes: number[] = [];
  for (const m of chat) {
    if (m.role === 'staff' && !asked) asked = m.createdAt;
    else if (m.role === 'seller' && asked) {
      minutes.push((m.createdAt.getTime() - asked.getTime()) / MIN);
      last = m.createdAt;
      asked = null;
    }
  }
  const sorted = [...minutes].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = !sorted.length ? null : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return {
    replies: minutes.length,
    medianMinutes: median === null ? null : Math.round(median * 10) / 10,
    lastReplyAt: last?.toISOString() ?? null,
    waitingSince: asked?.toISOString() ?? null,
  };
}
