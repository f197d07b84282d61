import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig, PayProviderName } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { createAudited, type AuditWriter } from '../../lib/audited.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import { addDays, beijingDay, beijingDayStart } from '../../lib/time.js';
import { BillNotReady, type PaymentService } from '../payment/index.js';
import { ENTRY_KIND, type WalletService } from '../wallet/index.js';
import { escrowKey, matchBill } from './match.js';
import type { ReconRepo } from './repository.js';
import {
  ACTION_TEXT,
  MISMATCH_KIND_TEXT,
  MISMATCH_STATE,
  MISMATCH_STATE_TEXT,
  RUN_STATUS,
  RUN_STATUS_TEXT,
  type ReconMismatchRow,
} from './table.js';

/** payments.status (see match.ts's OurPayment): paid, and late (a refund due) or refunded */
const PAID = 1;
const REFUNDING = [3, 4];
export const REFUND_HELD_MSG =
  '平台记为已支付的款项属于订单担保资金，请在售后仲裁中按订单退款（此处退款不会冲销订单和账本），或用补记账、已核实说明处理';

/** a run (or a refund attempt) whose holder has not finished in this long is taken to have died */
const STALE_MS = 15 * 60_000;
const HOUR = 3_600_000;
const PROVIDER_TEXT: Record<string, string> = { alipay: '支付宝', wechatpay: '微信支付', sandbox: '沙箱' };

/**
 * The correcting entry that would bring the ledger in line with the bill, offered to the operator
 * as 补记账's amount (they may enter another): money in the bill that the ledger lacks is booked in,
 * money the ledger holds that the provider never moved is booked out.
 */
export function suggestedEntry(
  m: Pick<ReconMismatchRow, 'kind' | 'refundNo' | 'billAmountFen' | 'ourAmountFen' | 'ledgerAmountFen'>,
): number {
  const bill = m.billAmountFen ?? 0;
  const ours = m.ourAmountFen ?? 0;
  switch (m.kind) {
    case 'not_in_ledger':
      return m.refundNo ? -ours : ours;
    case 'amount_differs':
      // the ledger's escrow against the bill (or our record when the bill has none), else bill against record
      if (m.refundNo) return ours - bill;
      return m.ledgerAmountFen !== null ? (m.billAmountFen ?? ours) - m.ledgerAmountFen : bill - ours;
    case 'unknown_payment':
    case 'status_differs':
      return m.refundNo ? -bill : bill;
    case 'missing_in_bill':
      return -ours;
    case 'refund_not_made':
      return ours;
    case 'unknown_refund':
      return -bill;
    default:
      return 0;
  }
}

export function createReconService(deps: {
  repo: ReconRepo;
  payments: Pick<PaymentService, 'billProviders' | 'downloadBill' | 'refund' | 'markRefunded'>;
  wallet: Pick<WalletService, 'post'>;
  audit: AuditWriter;
  config: Pick<AppConfig, 'recon'>;
  clock: Clock;
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}) {
  const { repo, payments, wallet, config, clock, db, log } = deps;
  const audited = createAudited({ db, audit: deps.audit, clock });

  /** Compares one provider's bill of one day and stores what disagrees, if this instance holds the run. */
  async function runDay(provider: PayProviderName, day: string): Promise<'done' | 'busy' | 'failed'> {
    const token = randomBytes(12).toString('hex');
    const started = clock.now();
    const run = await repo.claim(provider, day, token, started, new Date(started.getTime() - STALE_MS));
    if (!run) return 'busy';
    let bill;
    try {
      bill = await payments.downloadBill(provider, day);
    } catch (e) {
      const msg = e instanceof BillNotReady ? '渠道账单尚未生成，稍后重试' : `下载账单失败：${(e as Error).message}`;
      log.warn({ provider, day, err: (e as Error).message }, 'reconciliation: bill download failed');
      await repo.finish(run.id, token, { status: RUN_STATUS.failed, error: msg.slice(0, 200) }, clock.now());
      return 'failed';
    }
    const since = beijingDayStart(day);
    const before = beijingDayStart(addDays(day, 1));
    const found = await db
      .transaction(async (tx) => {
        const paidInDay = await repo.paidInDay(provider, since, before, tx);
        const named = await repo.paymentsByNo(
          [...new Set(bill.filter((l) => l.kind === 'pay').map((l) => l.payNo))],
          tx,
        );
        const byPayNo = new Map([...paidInDay, ...named].map((p) => [p.payNo, p]));
        const keys = [...byPayNo.values()]
          .map((p) => escrowKey(p))
          .filter((k): k is string => k !== null)
          .map((k) => ({ refType: k.split(':')[0]!, refId: Number(k.split(':')[1]) }));
        const escrow = await repo.escrowOf(keys, tx);
        const refundsInDay = await repo.refundsInDay(provider, since, before, tx);
        const refundNos = bill.filter((l) => l.kind === 'refund' && l.refundNo).map((l) => l.refundNo!);
        const knownRefunds = await repo.refundsByNo([...new Set(refundNos)], tx);
        const list = matchBill({ bill, paidInDay, byPayNo, escrow, refundsInDay, knownRefunds });
        const now = clock.now();
        await repo.insertMismatches(
          list.map((m) => ({ ...m, runId: run.id, provider, day, createdAt: now })),
          tx,
        );
        const fin = await repo.finish(
          run.id,
          token,
          { status: RUN_STATUS.done, billLines: bill.length, mismatchCount: list.length },
          now,
          tx,
        );
        // taken over by another instance while this one was slow: its run stores the outcome, not this one
        if (!fin) throw new Conflict('对账已由其他实例完成');
        return list.length;
      })
      .catch((e) => {
        if (e instanceof Conflict) return null;
        throw e;
      });
    if (found === null) return 'busy';
    log.info({ provider, day, lines: bill.length, mismatches: found }, 'reconciliation done');
    return 'done';
  }

  /** The days now due for a provider: yesterday once the configured hour has passed, and the missed ones before it. */
  function dueDays(now: Date): string[] {
    const today = beijingDay(now);
    const days: string[] = [];
    for (let n = config.recon.catchUpDays; n >= 1; n--) {
      const day = addDays(today, -n);
      if (now.getTime() >= beijingDayStart(addDays(day, 1)).getTime() + config.recon.hour * HOUR) days.push(day);
    }
    return days;
  }

  function view(m: ReconMismatchRow) {
    return {
      id: m.id,
      runId: m.runId,
      provider: m.provider,
      providerText: PROVIDER_TEXT[m.provider] ?? m.provider,
      day: m.day,
      kind: m.kind,
      kindText: MISMATCH_KIND_TEXT[m.kind] ?? m.kind,
      payNo: m.payNo,
      refundNo: m.refundNo,
      providerTradeNo: m.providerTradeNo,
      billAmountFen: m.billAmountFen,
      ourAmountFen: m.ourAmountFen,
      ledgerAmountFen: m.ledgerAmountFen,
      detail: m.detail,
      state: m.state,
      stateText: MISMATCH_STATE_TEXT[m.state] ?? '',
      action: m.action,
      actionText: m.action ? (ACTION_TEXT[m.action] ?? m.action) : null,
      note: m.note,
      entryFen: m.entryFen,
      actionRef: m.actionRef,
      lastError: m.lastError,
      actedBy: m.actedBy,
      actedAt: m.actedAt?.toISOString() ?? null,
      createdAt: m.createdAt.toISOString(),
      suggestedFen: suggestedEntry(m),
      /** what an operator may still do: every action while it is open, nothing once it is handled */
      actions:
        m.state === MISMATCH_STATE.open ? (m.payNo ? ['adjust', 'refund', 'explain'] : ['adjust', 'explain']) : [],
    };
  }

  async function openOne(id: number) {
    const m = await repo.mismatch(id);
    if (!m) throw new NotFound('对账差异不存在');
    return m;
  }
  const handled = (m: ReconMismatchRow) =>
    new Conflict(
      m.state === MISMATCH_STATE.acting
        ? '该差异正在退款处理中，请稍后刷新'
        : `该差异已${ACTION_TEXT[m.action ?? ''] ?? '处理'}，不能重复处理`,
    );
  const text = (v: unknown, what: string, min: number, max: number) => {
    const s = typeof v === 'string' ? v.trim() : '';
    if ([...s].length < min || [...s].length > max) throw new BadRequest(`请填写${what}（${min}-${max}字）`);
    return s;
  };

  return {
    runDay,
    dueDays,
    /** The job's tick: every configured provider's due days not yet reconciled, each claimed once. */
    async runDue() {
      const now = clock.now();
      const days = dueDays(now);
      let done = 0;
      for (const provider of payments.billProviders()) {
        const finished = await repo.doneDays(provider, days);
        for (const day of days) if (!finished.has(day) && (await runDay(provider, day)) === 'done') done++;
      }
      return done;
    },

    async runs(q: { pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.runs(p.limit, p.offset);
      return {
        rows: rows.map(({ run, open }) => ({
          id: run.id,
          provider: run.provider,
          providerText: PROVIDER_TEXT[run.provider] ?? run.provider,
          day: run.day,
          status: run.status,
          statusText: RUN_STATUS_TEXT[run.status] ?? '',
          attempts: run.attempts,
          billLines: run.billLines,
          mismatchCount: run.mismatchCount,
          openCount: open,
          error: run.error,
          startedAt: run.startedAt.toISOString(),
          finishedAt: run.finishedAt?.toISOString() ?? null,
        })),
        total,
      };
    },
    async mismatches(q: { state?: number; runId?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.mismatches(q, p.limit, p.offset);
      return { rows: rows.map(view), total };
    },

    /** 补记账: a correcting platform entry through the wallet, once per mismatch (the ledger's key says so too). */
    async adjust(actor: Actor, id: number, b: { amountFen: number; memo: string }) {
      const memo = text(b.memo, '补记账说明', 2, 80);
      if (!Number.isInteger(b.amountFen) || b.amountFen === 0 || Math.abs(b.amountFen) > 1_000_000_000)
        throw new BadRequest('参数错误：补记金额须为非零整数（分）');
      const m0 = await openOne(id);
      const now = clock.now();
      return audited(actor, 'recon.adjust', 'recon_mismatch', async (tx) => {
        const m = await repo.act(
          id,
          'open',
          MISMATCH_STATE.resolved,
          { action: 'adjust', note: memo, entryFen: b.amountFen, actedBy: actor.userId, actedAt: now },
          tx,
        );
        if (!m) throw handled((await repo.mismatch(id, tx)) ?? m0);
        await wallet.post(
          null,
          {
            kind: ENTRY_KIND.reconAdjust,
            amountFen: b.amountFen,
            refType: 'recon',
            refId: id,
            memo: `对账 ${m.day} #${id}：${memo}`.slice(0, 100),
            createdAt: now,
          },
          tx,
        );
        return {
          id,
          before: { state: m0.state },
          after: { state: m.state, action: 'adjust', amountFen: b.amountFen, memo },
          at: now,
          out: view(m),
        };
      });
    },

    /** 已核实说明: the operator checked it and says why nothing is to be done; the note is required. */
    async explain(actor: Actor, id: number, b: { note: string }) {
      const note = text(b.note, '核实说明', 2, 200);
      const m0 = await openOne(id);
      const now = clock.now();
      return audited(actor, 'recon.explain', 'recon_mismatch', async (tx) => {
        const m = await repo.act(
          id,
          'open',
          MISMATCH_STATE.resolved,
          { action: 'explain', note, actedBy: actor.userId, actedAt: now },
          tx,
        );
        if (!m) throw handled((await repo.mismatch(id, tx)) ?? m0);
        return {
          id,
          before: { state: m0.state },
          after: { state: m.state, action: 'explain', note },
          at: now,
          out: view(m),
        };
      });
    },

    /**
     * 退款: the money the bill shows taken goes back through the payment's provider (the payment
     * service's refund, with a refund number fixed per mismatch, so a retry never refunds twice).
     * The provider is asked outside any transaction; the mismatch is "acting" meanwhile.
     */
    async refund(actor: Actor, id: number, b: { note?: string }) {
      const note = b.note?.trim() ? text(b.note, '退款说明', 2, 200) : null;
      const m0 = await openOne(id);
      if (!m0.payNo) throw new Conflict('该差异没有支付单号，无法原路退款');
      // money we hold as paid is an order's (a rental's …) escrow: refunding it here would leave the
      // order paid and its escrow in the ledger, and the seller could still be paid out of it. That
      // goes through the order's after-sale refund; here only money the platform does not hold.
      const [ours] = await repo.paymentsByNo([m0.payNo], db);
      if (ours?.status === PAID) throw new Conflict(REFUND_HELD_MSG);
      if (ours && REFUNDING.includes(ours.status)) throw new Conflict('该支付已在原路退款中或已退款，请勿重复退款');
      const amountFen = m0.billAmountFen ?? m0.ourAmountFen;
      if (!amountFen || amountFen <= 0) throw new Conflict('该差异没有可退的金额');
      const refundNo = `RC${String(id).padStart(10, '0')}`;
      const now = clock.now();
      const taken = await repo.act(
        id,
        'open',
        MISMATCH_STATE.acting,
        { action: 'refund', note, entryFen: amountFen, actionRef: refundNo, actedBy: actor.userId, actedAt: now },
        db,
        new Date(now.getTime() - STALE_MS),
      );
      if (!taken) throw handled((await repo.mismatch(id)) ?? m0);
      const r = await payments.refund({ payNo: m0.payNo, refundNo, amountFen, reason: '对账差异退款' });
      const done = clock.now();
      if (!r.ok) {
        await audited(actor, 'recon.refundFailed', 'recon_mismatch', async (tx) => {
          const m = await repo.act(
            id,
            'acting',
            MISMATCH_STATE.open,
            { lastError: r.error.slice(0, 200), action: null },
            tx,
          );
          return {
            id,
            before: { state: MISMATCH_STATE.acting },
            after: { state: m?.state ?? null, error: r.error },
            at: done,
            out: null,
          };
        });
        throw new Conflict(`退款失败：${r.error}`);
      }
      return audited(actor, 'recon.refund', 'recon_mismatch', async (tx) => {
        const m = await repo.act(id, 'acting', MISMATCH_STATE.resolved, { actedAt: done, lastError: null }, tx);
        if (!m) throw handled((await repo.mismatch(id, tx)) ?? m0);
        await payments.markRefunded(m0.payNo!, done, tx);
        return {
          id,
          before: { state: MISMATCH_STATE.open },
          after: { state: m.state, action: 'refund', refundNo, amountFen, note },
          at: done,
          out: view(m),
        };
      });
    },
  };
}
export type ReconService = ReturnType<typeof createReconService>;
