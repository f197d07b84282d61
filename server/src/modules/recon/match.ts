import { yuanText } from '../../lib/money.js';
import type { BillLine } from '../payment/index.js';
import { MISMATCH_KIND, type MismatchKind } from './table.js';

/** Our record of a payment, as reconciliation reads it. */
export interface OurPayment {
  payNo: string;
  amountFen: number;
  /** payments.status: 0 pending, 1 paid, 2 closed, 3 late (refund due), 4 refunded */
  status: number;
  purpose: string;
  targetId: number | null;
  providerTradeNo: string | null;
}

/** A refund we recorded as made (a dispute's, a late payment's, or one an operator made here). */
export interface OurRefund {
  refundNo: string;
  payNo: string;
  amountFen: number;
  /** false: our record says the refund is still in progress or failed */
  done: boolean;
  /** the ledger's refund entry for it: null when none is expected, 'missing' when one is and is not there */
  ledger: 'ok' | 'missing' | null;
}

export interface MismatchInput {
  kind: MismatchKind;
  payNo: string | null;
  refundNo: string | null;
  providerTradeNo: string | null;
  billAmountFen: number | null;
  ourAmountFen: number | null;
  ledgerAmountFen: number | null;
  detail: string;
}

export interface MatchInput {
  bill: BillLine[];
  /** our payments of this provider paid (or refunded after being paid) during the day */
  paidInDay: OurPayment[];
  /** our payments by out_trade_no, for every payment the bill names (any day) */
  byPayNo: Map<string, OurPayment>;
  /** the ledger's escrow for a payment's target ("order:12"), summed; absent when there is none */
  escrow: Map<string, number>;
  /** our refunds of this provider made during the day */
  refundsInDay: OurRefund[];
  /** our refunds by refund number, for every refund the bill names (any day) */
  knownRefunds: Map<string, OurRefund>;
}

/** The ledger key of a payment's target; null for a purpose whose escrow is not booked under its target. */
export function escrowKey(p: Pick<OurPayment, 'purpose' | 'targetId'>): string | null {
  return (p.purpose === 'order' || p.purpose === 'rental') && p.targetId !== null ? `${p.purpose}:${p.targetId}` : null;
}

const STATUS_TEXT: Record<number, string> = { 0: '待支付', 1: '已支付', 2: '已关闭', 3: '迟到待退款', 4: '已退款' };

/**
 * Compares one provider's bill of one day with our payments, refunds and ledger, and lists every
 * disagreement. Pure: the caller reads the records (in one transaction) and stores what comes back.
 */
export function matchBill(m: MatchInput): MismatchInput[] {
  const out: MismatchInput[] = [];
  const add = (x: Partial<MismatchInput> & Pick<MismatchInput, 'kind' | 'detail'>) =>
    out.push({
      payNo: null,
      refundNo: null,
      providerTradeNo: null,
      billAmountFen: null,
      ourAmountFen: null,
      ledgerAmountFen: null,
      ...x,
    });

  // ---------------------------------------------------------------- payments
  const billPays = new Map<string, BillLine>();
  for (const line of m.bill.filter((l) => l.kind === 'pay')) {
    const base = { payNo: line.payNo, providerTradeNo: line.providerTradeNo, billAmountFen: line.amountFen };
    if (billPays.has(line.payNo)) {
      add({ ...base, kind: MISMATCH_KIND.statusDiffers, detail: '账单中同一支付单号出现多次收款' });
      continue;
    }
    billPays.set(line.payNo, line);
    const p = m.byPayNo.get(line.payNo);
    if (!p) {
      add({
        ...base,
        kind: MISMATCH_KIND.unknownPayment,
        detail: `渠道收款 ${yuanText(line.amountFen)}，平台无此支付记录`,
      });
      continue;
    }
    const ours = { ...base, ourAmountFen: p.amountFen };
    if (line.status !== 'SUCCESS') {
      if (p.status === 1)
        add({ ...ours, kind: MISMATCH_KIND.statusDiffers, detail: `渠道状态 ${line.status}，平台记为已支付` });
      continue;
    }
    if (p.status === 0 || p.status === 2)
      add({
        ...ours,
        kind: MISMATCH_KIND.statusDiffers,
        detail: `渠道已收款，平台记为${STATUS_TEXT[p.status]}`,
      });
    if (line.amountFen !== p.amountFen)
      add({
        ...ours,
        kind: MISMATCH_KIND.amountDiffers,
        detail: `收款金额不一致：账单 ${yuanText(line.amountFen)}，平台 ${yuanText(p.amountFen)}`,
      });
  }
  for (const p of m.paidInDay)
    if (!billPays.has(p.payNo))
      add({
        kind: MISMATCH_KIND.missingInBill,
        payNo: p.payNo,
        providerTradeNo: p.providerTradeNo,
        ourAmountFen: p.amountFen,
        detail: `平台记为${STATUS_TEXT[p.status] ?? '已支付'} ${yuanText(p.amountFen)}，渠道账单无此收款`,
      });

  // every paid payment of the day, or that the bill names, must be held in escrow for its target
  const seen = new Set<string>();
  for (const p of [...m.paidInDay, ...[...billPays.keys()].map((k) => m.byPayNo.get(k))]) {
    if (!p || p.status !== 1 || seen.has(p.payNo)) continue;
    seen.add(p.payNo);
    const key = escrowKey(p);
    if (!key) continue;
    const held = m.escrow.get(key);
    const line = billPays.get(p.payNo);
    const base = {
      payNo: p.payNo,
      providerTradeNo: p.providerTradeNo,
      billAmountFen: line?.amountFen ?? null,
      ourAmountFen: p.amountFen,
      ledgerAmountFen: held ?? null,
    };
    if (held === undefined)
      add({ ...base, kind: MISMATCH_KIND.notInLedger, detail: `已收款 ${yuanText(p.amountFen)}，账本无担保收款记录` });
    else if (held !== p.amountFen)
      add({
        ...base,
        kind: MISMATCH_KIND.amountDiffers,
        detail: `账本担保收款 ${yuanText(held)}，支付记录 ${yuanText(p.amountFen)}`,
      });
  }

  // ---------------------------------------------------------------- refunds
  const billRefunds = new Set<string>();
  const inDayByPayNo = new Map(m.refundsInDay.map((r) => [r.payNo, r]));
  for (const line of m.bill.filter((l) => l.kind === 'refund')) {
    const r = line.refundNo ? m.knownRefunds.get(line.refundNo) : inDayByPayNo.get(line.payNo);
    const base = {
      payNo: line.payNo,
      refundNo: line.refundNo,
      providerTradeNo: line.providerTradeNo,
      billAmountFen: line.amountFen,
    };
    if (!r) {
      add({
        ...base,
        kind: MISMATCH_KIND.unknownRefund,
        detail: `渠道退款 ${yuanText(line.amountFen)}，平台无此退款记录`,
      });
      continue;
    }
    billRefunds.add(r.refundNo);
    const ours = { ...base, ourAmountFen: r.amountFen };
    if (line.status !== 'SUCCESS')
      add({ ...ours, kind: MISMATCH_KIND.statusDiffers, detail: `渠道退款状态 ${line.status}，平台记为已退款` });
    else if (!r.done)
      add({ ...ours, kind: MISMATCH_KIND.statusDiffers, detail: '渠道已退款，平台记为退款处理中或失败' });
    if (line.amountFen !== r.amountFen)
      add({
        ...ours,
        kind: MISMATCH_KIND.amountDiffers,
        detail: `退款金额不一致：账单 ${yuanText(line.amountFen)}，平台 ${yuanText(r.amountFen)}`,
      });
  }
  for (const r of m.refundsInDay) {
    const base = { payNo: r.payNo, refundNo: r.refundNo, ourAmountFen: r.amountFen };
    if (!billRefunds.has(r.refundNo))
      add({
        ...base,
        kind: MISMATCH_KIND.refundNotMade,
        detail: `平台记为已退款 ${yuanText(r.amountFen)}，渠道账单无此退款`,
      });
    if (r.ledger === 'missing')
      add({ ...base, kind: MISMATCH_KIND.notInLedger, detail: `已退款 ${yuanText(r.amountFen)}，账本无原路退款记录` });
  }
  return out;
}
