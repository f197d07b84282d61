import type { AppConfig } from '../../config.js';
import { createAudited, type AuditWriter } from '../../lib/audited.js';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { maskName, maskPhone } from '../../lib/mask.js';
import { toPage } from '../../lib/pagination.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { SEND_TYPE, type MessageService } from '../message/index.js';
import { REAL_STATUS, type UserReads, type CancelBlocker } from '../user/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { EntryInput, WalletRepo } from './repository.js';
import { ENTRY_KIND, ENTRY_KIND_TEXT, WITHDRAW_STATUS, WITHDRAW_STATUS_TEXT, type WithdrawalRow } from './table.js';
import { yuanText } from '../../lib/money.js';

/** What settlement needs of an order (the figures were fixed when it was created). */
export interface SettledOrder {
  id: number;
  orderNo: string;
  sellerId: number;
  priceFen: number;
  totalFen: number;
  commissionFen: number;
  protectionFeeFen: number;
}

/** What rental settlement needs (figures fixed when the rental was created). */
export interface SettledRental {
  id: number;
  rentalNo: string;
  ownerId: number;
  renterId: number;
  rentFen: number;
  depositFen: number;
  commissionFen: number;
}

/** Phone numbers keep their usual mask; e-mail shows its first character and domain. */
export function maskAlipayAccount(a: string): string {
  if (/^1\d{10}$/.test(a)) return maskPhone(a);
  const at = a.indexOf('@');
  if (at > 0) return `${a[0]}***${a.slice(at)}`;
  return a.length <= 4 ? '****' : `${a.slice(0, 2)}****${a.slice(-2)}`;
}

const ALIPAY_ACCOUNT_RE = /^(1[3-9]\d{9}|[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,})$/;

export function withdrawFee(amountFen: number, w: AppConfig['trade']['withdraw']): number {
  return Math.min(amountFen, Math.max(w.feeMinFen, Math.ceil((amountFen * w.feeBps) / 10_000)));
}

export function createWalletService(deps: {
  repo: WalletRepo;
  users: Pick<UserReads, 'findById'>;
  messages: Pick<MessageService, 'sendMessage'>;
  audit: AuditWriter;
  crypto: DataCrypto;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'trade' | 'rateLimits'>;
  clock: Clock;
  db: Db;
}) {
  const { repo, users, messages, audit, crypto, limiter, config, clock, db } = deps;
  const audited = createAudited({ db, audit, clock });
  const rules = config.trade.withdraw;

  function toWithdrawal(w: WithdrawalRow) {
    return {
      id: w.id,
      amountFen: w.amountFen,
      feeFen: w.feeFen,
      payoutFen: w.payoutFen,
      alipayAccount: w.alipayAccountMasked,
      accountName: maskName(crypto.decrypt(w.accountNameEnc)),
      status: w.status,
      statusText: WITHDRAW_STATUS_TEXT[w.status] ?? '',
      rejectReason: w.rejectReason,
      createdAt: w.createdAt.toISOString(),
      processedAt: w.processedAt?.toISOString() ?? null,
    };
  }

  /** The verified real name, or null (unverified or unreadable). */
  async function realNameOf(userId: number): Promise<string | null> {
    const u = await users.findById(userId);
    if (!u || u.realStatus !== REAL_STATUS.verified || !u.realNameEnc) return null;
    return crypto.decrypt(u.realNameEnc);
  }

  /** Decides a pending withdrawal once, with its ledger effect, message and audit row in one transaction. */
  async function decide(actor: Actor, id: number, paid: boolean, text: string | null) {
    const now = clock.now();
    return audited(actor, paid ? 'withdraw.paid' : 'withdraw.reject', 'withdraw', async (tx) => {
      const row = await repo.decideWithdrawal(
        id,
        paid ? WITHDRAW_STATUS.paid : WITHDRAW_STATUS.rejected,
        { processedBy: actor.userId, processedAt: now, ...(paid ? { remark: text } : { rejectReason: text }) },
        tx,
      );
      if (!row) {
        const cur = await repo.withdrawal(id, tx);
        if (!cur) throw new NotFound('提现申请不存在');
        throw new Conflict(`该提现申请${WITHDRAW_STATUS_TEXT[cur.status] ?? '已处理'}，不能重复处理`);
      }
      if (paid) {
        if (row.feeFen > 0)
          await repo.bookPlatform(
            { kind: ENTRY_KIND.withdrawFee, amountFen: row.feeFen, refType: 'withdraw', refId: id, createdAt: now },
            tx,
          );
        await messages.sendMessage(
          row.userId,
          {
            sendType: SEND_TYPE.withdrawPaid,
            title: '提现已打款',
            content: `您申请的提现 ${yuanText(row.amountFen)} 已打款至支付宝账户 ${row.alipayAccountMasked}，实际到账 ${yuanText(row.payoutFen)}（手续费 ${yuanText(row.feeFen)}）。`,
            ref: { type: 'withdraw', id },
            notify: {
              event: 'withdraw_paid',
              key: `withdraw_paid:withdraw:${id}`,
              sms: `您的提现${yuanText(row.amountFen)}已打款，实际到账${yuanText(row.payoutFen)}，请注意查收。`,
              page: 'other/wallet/index',
            },
          },
          tx,
        );
      } else {
        await repo.bookUser(
          row.userId,
          {
            kind: ENTRY_KIND.withdrawRelease,
            amountFen: row.amountFen,
            refType: 'withdraw',
            refId: id,
            memo: '提现驳回，金额退回余额',
            createdAt: now,
          },
          tx,
        );
        await messages.sendMessage(
          row.userId,
          {
            sendType: SEND_TYPE.withdrawRejected,
            title: '提现申请被驳回',
            content: `您申请的提现 ${yuanText(row.amountFen)} 被驳回，原因：${text}。冻结金额已退回钱包余额。`,
            ref: { type: 'withdraw', id },
          },
          tx,
        );
      }
      return {
        id,
        before: { status: WITHDRAW_STATUS.pending },
        after: paid ? { status: row.status, remark: text } : { status: row.status, reason: text },
        at: now,
        out: toWithdrawal(row),
      };
    });
  }

  /** A pending withdrawal blocks account deletion (its hold is not in the balance any more). */
  const cancelBlocker: CancelBlocker = async (u, tx) =>
    (await repo.pendingOf(u.id, tx)) ? '有处理中的提现申请，请等待处理完成后再注销' : null;

  return {
    cancelBlocker,

    // ------------------------------------------------------------ bookings (inside the caller's transaction)
    /**
     * The one way another module posts a ledger entry of its own kind (trade-in income, refunds…): a user's
     * entry moves that user's cached balance (row-locking the user, so bookings of one user serialise);
     * `userId` null books a platform entry (escrow, fees), which has no balance.
     */
    async post(userId: number | null, e: EntryInput, tx: Executor) {
      if (userId === null) await repo.bookPlatform(e, tx);
      else await repo.bookUser(userId, e, tx);
    },
    /** A confirmed payment: the buyer's money is now held by the platform. */
    async escrowIn(o: SettledOrder, now: Date, tx: Executor) {
      await repo.bookPlatform(
        {
          kind: ENTRY_KIND.escrowIn,
          amountFen: o.totalFen,
          refType: 'order',
          refId: o.id,
          memo: o.orderNo,
          createdAt: now,
        },
        tx,
      );
    },
    /** Completion: escrow out; seller gets price − commission; the platform books commission and cover fee. */
    async settle(o: SettledOrder, now: Date, tx: Executor) {
      const income = o.priceFen - o.commissionFen;
      await repo.bookPlatform(
        {
          kind: ENTRY_KIND.escrowOut,
          amountFen: -o.totalFen,
          refType: 'order',
          refId: o.id,
          memo: o.orderNo,
          createdAt: now,
        },
        tx,
      );
      await repo.bookUser(
        o.sellerId,
        {
          kind: ENTRY_KIND.saleIncome,
          amountFen: income,
          refType: 'order',
          refId: o.id,
          memo: `订单 ${o.orderNo} 货款（已扣佣金 ${yuanText(o.commissionFen)}）`,
          createdAt: now,
        },
        tx,
      );
      if (o.commissionFen)
        await repo.bookPlatform(
          {
            kind: ENTRY_KIND.commission,
            amountFen: o.commissionFen,
            refType: 'order',
            refId: o.id,
            memo: o.orderNo,
            createdAt: now,
          },
          tx,
        );
      if (o.protectionFeeFen)
        await repo.bookPlatform(
          {
            kind: ENTRY_KIND.protectionFee,
            amountFen: o.protectionFeeFen,
            refType: 'order',
            refId: o.id,
            memo: o.orderNo,
            createdAt: now,
          },
          tx,
        );
      return income;
    },

    // ------------------------------------------------------------ rental bookings (inside the caller's transaction)
    /** A paid rental: rent and deposit are held by the platform. */
    async rentalEscrowIn(r: SettledRental, now: Date, tx: Executor) {
      await repo.bookPlatform(
        {
          kind: ENTRY_KIND.escrowIn,
          amountFen: r.rentFen + r.depositFen,
          refType: 'rental',
          refId: r.id,
          memo: r.rentalNo,
          createdAt: now,
        },
        tx,
      );
    },
    /** The window is over: the owner gets the rent − commission. */
    async rentalIncome(r: SettledRental, now: Date, tx: Executor) {
      const income = r.rentFen - r.commissionFen;
      await repo.bookPlatform(
        {
          kind: ENTRY_KIND.escrowOut,
          amountFen: -r.rentFen,
          refType: 'rental',
          refId: r.id,
          memo: r.rentalNo,
          createdAt: now,
        },
        tx,
      );
      await repo.bookUser(
        r.ownerId,
        {
          kind: ENTRY_KIND.rentIncome,
          amountFen: income,
          refType: 'rental',
          refId: r.id,
          memo: `租号 ${r.rentalNo} 租金（已扣佣金 ${yuanText(r.commissionFen)}）`,
          createdAt: now,
        },
        tx,
      );
      if (r.commissionFen)
        await repo.bookPlatform(
          {
            kind: ENTRY_KIND.commission,
            amountFen: r.commissionFen,
            refType: 'rental',
            refId: r.id,
            memo: r.rentalNo,
            createdAt: now,
          },
          tx,
        );
      return income;
    },
    /** The grace period is over: the deposit back to the renter, less what a violation gave the owner. */
    async rentalDeposit(r: SettledRental, deductFen: number, now: Date, tx: Executor) {
      await repo.bookPlatform(
        {
          kind: ENTRY_KIND.depositOut,
          amountFen: -r.depositFen,
          refType: 'rental',
          refId: r.id,
          memo: r.rentalNo,
          createdAt: now,
        },
        tx,
      );
      const back = r.depositFen - deductFen;
      if (back > 0)
        await repo.bookUser(
          r.renterId,
          {
            kind: ENTRY_KIND.depositRefund,
            amountFen: back,
            refType: 'rental',
            refId: r.id,
            memo: `租号 ${r.rentalNo} 押金退还`,
            createdAt: now,
          },
          tx,
        );
      if (deductFen > 0)
        await repo.bookUser(
          r.ownerId,
          {
            kind: ENTRY_KIND.depositComp,
            amountFen: deductFen,
            refType: 'rental',
            refId: r.id,
            memo: `租号 ${r.rentalNo} 违规扣除押金赔付`,
            createdAt: now,
          },
          tx,
        );
      return back;
    },
    /** A refund went back through the provider: the escrowed total leaves the platform (once per order). */
    async refundOut(o: { id: number; orderNo: string; totalFen: number }, now: Date, tx: Executor) {
      await repo.bookPlatform(
        {
          kind: ENTRY_KIND.refund,
          amountFen: -o.totalFen,
          refType: 'order',
          refId: o.id,
          memo: `${o.orderNo} 纠纷退款`,
          createdAt: now,
        },
        tx,
      );
    },
    /** Recovery compensation: credited to the buyer's wallet, paid by the platform (once per claim). */
    async compensate(
      claim: { id: number; buyerId: number; orderNo: string; amountFen: number },
      now: Date,
      tx: Executor,
    ) {
      await repo.bookUser(
        claim.buyerId,
        {
          kind: ENTRY_KIND.claimCompensation,
          amountFen: claim.amountFen,
          refType: 'claim',
          refId: claim.id,
          memo: `订单 ${claim.orderNo} 找回包赔赔付`,
          createdAt: now,
        },
        tx,
      );
      await repo.bookPlatform(
        {
          kind: ENTRY_KIND.claimPayout,
          amountFen: -claim.amountFen,
          refType: 'claim',
          refId: claim.id,
          memo: claim.orderNo,
          createdAt: now,
        },
        tx,
      );
    },

    // ------------------------------------------------------------ my wallet
    async summary(actor: Actor) {
      const [balanceFen, pending, income, realName] = await Promise.all([
        repo.balanceOf(actor.userId),
        repo.pendingOf(actor.userId),
        repo.sumByKind(actor.userId, ENTRY_KIND.saleIncome),
        realNameOf(actor.userId),
      ]);
      return {
        balanceFen,
        heldFen: pending?.amountFen ?? 0,
        totalIncomeFen: income,
        pendingWithdraw: pending ? toWithdrawal(pending) : null,
        realNameMasked: realName ? maskName(realName) : null,
        rules: { minFen: rules.minFen, feeBps: rules.feeBps, feeMinFen: rules.feeMinFen, maxPending: 1 },
      };
    },

    async entries(actor: Actor, q: { pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.entries(actor.userId, p.limit, p.offset);
      return {
        rows: rows.map((e) => ({
          id: e.id,
          kind: e.kind,
          kindText: ENTRY_KIND_TEXT[e.kind] ?? e.kind,
          amountFen: e.amountFen,
          balanceAfterFen: e.balanceAfterFen ?? 0,
          refType: e.refType,
          refId: e.refId,
          memo: e.memo,
          createdAt: e.createdAt.toISOString(),
        })),
        total,
      };
    },

    async withdraw(actor: Actor, b: { amountFen: number; alipayAccount: string; accountName: string }) {
      const realName = await realNameOf(actor.userId);
      if (!realName) throw new Forbidden('提现前请先完成实名认证');
      const account = b.alipayAccount.trim();
      if (!ALIPAY_ACCOUNT_RE.test(account))
        throw new BadRequest('参数错误：alipayAccount 请填写支付宝账号（手机号或邮箱）');
      // money may only leave to an account of the verified person: the holder name must match
      if (b.accountName.trim() !== realName) throw new BadRequest('收款人姓名与实名认证姓名不一致');
      if (!Number.isInteger(b.amountFen) || b.amountFen < rules.minFen)
        throw new BadRequest(`参数错误：amountFen 单笔提现不少于 ${yuanText(rules.minFen)}`);
      const feeFen = withdrawFee(b.amountFen, rules);
      if (feeFen >= b.amountFen) throw new BadRequest('提现金额不足以支付手续费');
      await enforce(limiter, 'withdraw:user', String(actor.userId), config.rateLimits.withdrawUser);
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const w = await repo.insertWithdrawal(
            {
              userId: actor.userId,
              amountFen: b.amountFen,
              feeFen,
              payoutFen: b.amountFen - feeFen,
              alipayAccountEnc: crypto.encrypt(account),
              alipayAccountMasked: maskAlipayAccount(account),
              accountNameEnc: crypto.encrypt(realName),
              status: WITHDRAW_STATUS.pending,
              createdAt: now,
            },
            tx,
          );
          // the hold: the amount leaves the balance now, conditionally on there being enough
          const held = await repo.bookUser(
            actor.userId,
            {
              kind: ENTRY_KIND.withdrawHold,
              amountFen: -b.amountFen,
              refType: 'withdraw',
              refId: w.id,
              memo: `提现至支付宝 ${w.alipayAccountMasked}`,
              createdAt: now,
            },
            tx,
            true,
          );
          if (!held) throw new Conflict('余额不足');
          return toWithdrawal(w);
        });
      } catch (e) {
        // withdrawals_one_pending_uq settles two simultaneous requests
        if (isUniqueViolation(e)) throw new Conflict('已有处理中的提现申请，请等待处理完成');
        throw e;
      }
    },

    async withdrawals(actor: Actor, q: { pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.withdrawalsOf(actor.userId, p.limit, p.offset);
      return { rows: rows.map(toWithdrawal), total };
    },

    // ------------------------------------------------------------ operator
    async adminList(q: { status?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.withdrawalsByStatus(q.status, p.limit, p.offset);
      return {
        rows: rows.map(({ w, nickName }) => ({
          ...toWithdrawal(w),
          userId: w.userId,
          userNick: nickName ?? '',
          // the operator pays by hand into this account: full details, never logged
          alipayAccount: crypto.decrypt(w.alipayAccountEnc),
          accountName: crypto.decrypt(w.accountNameEnc),
          remark: w.remark,
        })),
        total,
      };
    },
    markPaid: (actor: Actor, id: number, remark: string | null) => decide(actor, id, true, remark?.trim() || null),
    async reject(actor: Actor, id: number, reason: string) {
      const r = reason.trim();
      if ([...r].length < 2 || [...r].length > 200) throw new BadRequest('请填写驳回原因（2-200字）');
      return decide(actor, id, false, r);
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
