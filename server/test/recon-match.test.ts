import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BillLine } from '../src/modules/payment/index.js';
import { matchBill, type MatchInput, type OurPayment, type OurRefund } from '../src/modules/recon/match.js';
import { suggestedEntry } from '../src/modules/recon/service.js';

/** The comparison itself, on records written out by hand: every kind of disagreement, and agreement. */
const pay = (payNo: string, amountFen: number, over: Partial<BillLine> = {}): BillLine => ({
  kind: 'pay',
  payNo,
  providerTradeNo: `T${payNo}`,
  refundNo: null,
  amountFen,
  status: 'SUCCESS',
  at: '2026-03-01 10:00:00',
  ...over,
});
const refundLine = (payNo: string, refundNo: string, amountFen: number, status = 'SUCCESS'): BillLine => ({
  ...pay(payNo, amountFen),
  kind: 'refund',
  refundNo,
  status,
});
const ours = (payNo: string, amountFen: number, status = 1, targetId = 1): OurPayment => ({
  payNo,
  amountFen,
  status,
  purpose: 'order',
  targetId,
  providerTradeNo: `T${payNo}`,
});
const ourRefund = (refundNo: string, payNo: string, amountFen: number, over: Partial<OurRefund> = {}): OurRefund => ({
  refundNo,
  payNo,
  amountFen,
  done: true,
  ledger: null,
  ...over,
});

function run(m: Partial<MatchInput>) {
  const input: MatchInput = {
    bill: [],
    paidInDay: [],
    byPayNo: new Map(),
    escrow: new Map(),
    refundsInDay: [],
    knownRefunds: new Map(),
    ...m,
  };
  return matchBill(input).map((x) => `${x.kind}:${x.payNo ?? ''}:${x.refundNo ?? ''}`);
}

test('agreement: each payment in the bill, at its amount, held in escrow; each refund made and booked', () => {
  const a = ours('PA', 1000, 1, 1);
  const b = ours('PB', 2000, 4, 2);
  const r = ourRefund('RB', 'PB', 2000, { ledger: 'ok' });
  assert.deepEqual(
    run({
      bill: [pay('PA', 1000), pay('PB', 2000), refundLine('PB', 'RB', 2000)],
      paidInDay: [a, b],
      byPayNo: new Map([
        ['PA', a],
        ['PB', b],
      ]),
      escrow: new Map([['order:1', 1000]]),
      refundsInDay: [r],
      knownRefunds: new Map([['RB', r]]),
    }),
    [],
  );
});

test('payments: unknown, missing from the bill, off by a fen, paid at the provider but not here, revoked there, twice in the bill', () => {
  const a = ours('PA', 1000);
  const pending = ours('PP', 500, 0, 3);
  const gone = ours('PG', 700, 1, 4);
  const revoked = ours('PR', 900, 1, 5);
  assert.deepEqual(
    run({
      bill: [pay('PX', 100), pay('PA', 1001), pay('PP', 500), pay('PR', 900, { status: 'REVOKED' }), pay('PA', 1001)],
      paidInDay: [a, gone],
      byPayNo: new Map([
        ['PA', a],
        ['PP', pending],
        ['PR', revoked],
        ['PG', gone],
      ]),
      escrow: new Map([
        ['order:1', 1000],
        ['order:4', 700],
        ['order:5', 900],
      ]),
    }),
    [
      'unknown_payment:PX:',
      'amount_differs:PA:',
      'status_differs:PP:',
      'status_differs:PR:',
      'status_differs:PA:',
      'missing_in_bill:PG:',
    ],
  );
});

test('ledger: a paid payment without escrow, or with escrow of another amount', () => {
  const a = ours('PA', 1000, 1, 1);
  const b = ours('PB', 2000, 1, 2);
  assert.deepEqual(
    run({
      bill: [pay('PA', 1000), pay('PB', 2000)],
      paidInDay: [a, b],
      byPayNo: new Map([
        ['PA', a],
        ['PB', b],
      ]),
      escrow: new Map([['order:2', 1999]]),
    }),
    ['not_in_ledger:PA:', 'amount_differs:PB:'],
  );
});

test('refunds: never made, unknown to us, still processing there, in progress here, another amount, not booked', () => {
  const made = ourRefund('R1', 'P1', 100);
  const never = ourRefund('R2', 'P2', 200);
  const processing = ourRefund('R3', 'P3', 300);
  const pendingHere = ourRefund('R4', 'P4', 400, { done: false });
  const other = ourRefund('R5', 'P5', 500);
  const unbooked = ourRefund('R6', 'P6', 600, { ledger: 'missing' });
  assert.deepEqual(
    run({
      bill: [
        refundLine('P1', 'R1', 100),
        refundLine('P9', 'R9', 900),
        refundLine('P3', 'R3', 300, 'PROCESSING'),
        refundLine('P4', 'R4', 400),
        refundLine('P5', 'R5', 499),
        refundLine('P6', 'R6', 600),
      ],
      refundsInDay: [made, never, processing, other, unbooked],
      knownRefunds: new Map([made, processing, pendingHere, other, unbooked].map((r) => [r.refundNo, r])),
    }),
    [
      'unknown_refund:P9:R9',
      'status_differs:P3:R3',
      'status_differs:P4:R4',
      'amount_differs:P5:R5',
      'refund_not_made:P2:R2',
      'not_in_ledger:P6:R6',
    ],
  );
});

test('补记账 offers the entry that brings the ledger to the bill, signed', () => {
  const m = (kind: string, o: { refundNo?: string; bill?: number; ours?: number; ledger?: number } = {}) =>
    suggestedEntry({
      kind: kind as never,
      refundNo: o.refundNo ?? null,
      billAmountFen: o.bill ?? null,
      ourAmountFen: o.ours ?? null,
      ledgerAmountFen: o.ledger ?? null,
    });
  assert.equal(m('not_in_ledger', { ours: 1000, bill: 1000 }), 1000);
  assert.equal(m('not_in_ledger', { refundNo: 'R', ours: 600 }), -600);
  assert.equal(m('amount_differs', { bill: 1001, ours: 1000 }), 1);
  assert.equal(m('amount_differs', { ours: 1000, ledger: 999 }), 1);
  assert.equal(m('unknown_payment', { bill: 500 }), 500);
  assert.equal(m('missing_in_bill', { ours: 700 }), -700);
  assert.equal(m('unknown_refund', { bill: 900 }), -900);
});
