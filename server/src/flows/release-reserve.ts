import type { Executor } from '../db/client.js';
import { yuanText } from '../lib/money.js';
import { defineFlow } from '../module-kit.js';
import { SEND_TYPE } from '../modules/message/index.js';
import type { WalletService } from '../modules/wallet/index.js';

/** The release of seller reserves whose window passed (issue 42 item 2): the wallet job's one call. */
export interface ReleaseReserveFlow {
  /** Releases every reserve due now whose order has no claim open, in batches; how many were released. */
  releaseDue(batch?: number): Promise<number>;
}

declare module '../module-kit.js' {
  interface Ports {
    releaseReserve: ReleaseReserveFlow;
  }
}

type Due = Awaited<ReturnType<WalletService['dueReserves']>>[number];

/** The wallet page, where a reserve's release shows. */
const WALLET_PAGE = 'other/wallet/index';

/**
 * A covered order's seller reserve is held from completion for the configured window; once it has
 * passed and no claim on the order waits for a decision, the wallet releases it (less the seller's
 * open debts), the seller is told, and an audit row by the system keeps the record. The reserve is
 * taken FOR UPDATE SKIP LOCKED and changed by a conditional update (held → released), so across
 * instances and restarts each reserve is released once; the first run at start catches up on
 * everything that fell due while the server was down. A reserve whose order has a claim open stays
 * held, and the first run after the claim is decided releases what the payout left of it.
 */
export const releaseReserveFlow = defineFlow({
  name: 'release-reserve',
  needs: ['wallet', 'claims', 'messages', 'audit', 'clock', 'db'],
  build: (p) => {
    async function releaseOne(tx: Executor, r: Due, now: Date): Promise<boolean> {
      // a claim waiting for a decision may still take this reserve
      if (await p.claims.openOn(r.orderId, tx)) return false;
      const done = await p.wallet.releaseReserve(r, now, tx);
      if (!done) return false;
      const repaid = done.repaidFen ? `，其中 ${yuanText(done.repaidFen)} 用于扣回平台为您的售出订单垫付的包赔款` : '';
      await p.messages.sendMessage(
        r.sellerId,
        {
          sendType: SEND_TYPE.reserveReleased,
          title: '保证金已解冻',
          content: `订单 ${r.orderNo} 的保证金 ${yuanText(done.heldFen)} 已到期解冻${repaid}，${yuanText(done.availableFen)} 已转为可提现余额。`,
          ref: { type: 'order', id: r.orderId },
          notify: {
            event: 'reserve_update',
            key: `reserve_update:released:${r.id}`,
            sms: `您订单${r.orderNo}的保证金${yuanText(done.heldFen)}已解冻，可提现${yuanText(done.availableFen)}。`,
            page: WALLET_PAGE,
          },
        },
        tx,
      );
      await p.audit.audit(
        {
          actorId: null,
          action: 'wallet.reserveReleased',
          targetType: 'order',
          targetId: r.orderId,
          before: { status: 'held', heldFen: done.heldFen },
          after: {
            status: 'released',
            releasedFen: done.availableFen,
            repaidFen: done.repaidFen,
            releasedAt: now.toISOString(),
          },
          createdAt: now,
        },
        tx,
      );
      return true;
    }

    async function releaseDue(batch = 50): Promise<number> {
      let total = 0;
      let afterId = 0;
      // by id, not "the first N due": a reserve a claim holds stays due, and must not be taken again
      for (;;) {
        const now = p.clock.now();
        const r = await p.db.transaction(async (tx) => {
          const due = await p.wallet.dueReserves(now, afterId, batch, tx);
          let done = 0;
          for (const row of due) if (await releaseOne(tx, row, now)) done++;
          return { due, done };
        });
        total += r.done;
        if (r.due.length < batch) return total;
        afterId = r.due[r.due.length - 1]!.id;
      }
    }

    return { releaseReserve: { releaseDue } };
  },
});
