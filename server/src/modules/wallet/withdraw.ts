import type { AppConfig } from '../../config.js';
import { BadRequest, Conflict, Forbidden } from '../../lib/errors.js';
import { maskPhone } from '../../lib/mask.js';
import { yuanText } from '../../lib/money.js';
import { enforce } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { CancelBlocker } from '../user/index.js';
import type { WalletContext } from './context.js';
import { ENTRY_KIND, WITHDRAW_STATUS } from './table.js';

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

/** A user's withdrawal request: checked, then written with its hold on the balance in one transaction. */
export function walletWithdrawing(ctx: WalletContext) {
  const { repo, crypto, limiter, config, clock, db, events, rules, toWithdrawal, realNameOf } = ctx;

  /**
   * A pending withdrawal blocks account deletion (its hold is not in the balance any more), and so
   * does a debt from a claim the platform advanced (the seller would leave owing it).
   */
  const cancelBlocker: CancelBlocker = async (u, tx) => {
    if (await repo.pendingOf(u.id, tx)) return '有处理中的提现申请，请等待处理完成后再注销';
    const debt = await repo.debtOf(u.id, tx);
    return debt > 0 ? `有未扣回的包赔垫付款 ${yuanText(debt)}，结清后才能注销` : null;
  };

  async function withdraw(actor: Actor, b: { amountFen: number; alipayAccount: string; accountName: string }) {
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
        // withdrawals wait while a claim on one of the user's sales is open: the claim module refuses
        await events.inTransaction('wallet.withdrawing', { userId: actor.userId }, tx);
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
        // the seller reserve stays in the balance but may not leave before its release; the user is
        // row-locked by the hold, so a settlement or a release of this user cannot slip in between
        const reserved = await repo.heldOf(actor.userId, tx);
        if (reserved > 0 && (held.balanceAfterFen ?? 0) < reserved)
          throw new Conflict(
            `可提现余额不足：${yuanText(reserved)} 为冻结中的保证金，到期解冻后才能提现（可提现 ${yuanText(Math.max(0, held.balanceAfterFen! + b.amountFen - reserved))}）`,
          );
        return toWithdrawal(w);
      });
    } catch (e) {
      // withdrawals_one_pending_uq settles two simultaneous requests
      if (isUniqueViolation(e)) throw new Conflict('已有处理中的提现申请，请等待处理完成');
      throw e;
    }
  }

  return { cancelBlocker, withdraw };
}
