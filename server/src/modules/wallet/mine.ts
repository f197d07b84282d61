import { maskName } from '../../lib/mask.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import type { WalletContext } from './context.js';
import { ENTRY_KIND, ENTRY_KIND_TEXT } from './table.js';

/**
 * The user's own wallet: the balance, what of it is available (less the seller reserves still held,
 * each with its release date), what a withdrawal holds, a debt from claims, the ledger, the withdrawals.
 */
export function myWallet(ctx: WalletContext) {
  const { repo, rules, toWithdrawal, realNameOf } = ctx;
  return {
    async summary(actor: Actor) {
      const [balanceFen, pending, income, realName, reserves, debtFen] = await Promise.all([
        repo.balanceOf(actor.userId),
        repo.pendingOf(actor.userId),
        repo.sumByKind(actor.userId, ENTRY_KIND.saleIncome),
        realNameOf(actor.userId),
        repo.heldReserves(actor.userId),
        repo.debtOf(actor.userId),
      ]);
      const reserveFen = reserves.reduce((s, r) => s + r.heldFen, 0);
      return {
        balanceFen,
        availableFen: Math.max(0, balanceFen - reserveFen),
        reserveFen,
        reserves: reserves.map((r) => ({
          orderId: r.orderId,
          orderNo: r.orderNo,
          heldFen: r.heldFen,
          releaseAt: r.releaseAt.toISOString(),
        })),
        debtFen,
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

    async withdrawals(actor: Actor, q: { pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.withdrawalsOf(actor.userId, p.limit, p.offset);
      return { rows: rows.map(toWithdrawal), total };
    },
  };
}
