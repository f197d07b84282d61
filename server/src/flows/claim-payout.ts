import { Conflict } from '../lib/errors.js';
import type { Actor } from '../lib/actor.js';
import { yuanText } from '../lib/money.js';
import { defineFlow } from '../module-kit.js';
import { CLAIM_PAGE, type ClaimService } from '../modules/claim/index.js';
import { SEND_TYPE } from '../modules/message/index.js';
import type { ClaimDraw } from '../modules/wallet/index.js';

/** What the seller reads of a payout's cost: from the order's reserve, and what they now owe. */
function sellerShare(d: ClaimDraw): string {
  const parts: string[] = [];
  if (d.fromReserveFen) parts.push(`其中 ${yuanText(d.fromReserveFen)} 已从该订单的保证金中扣除`);
  if (d.advancedFen) parts.push(`平台垫付的 ${yuanText(d.advancedFen)} 将从您之后的货款和解冻的保证金中扣回`);
  return parts.length ? `：${parts.join('；')}` : '';
}

export interface PayoutInput {
  topUpFen?: number;
  note?: string;
  blacklistSeller?: boolean;
  blacklistReason?: string;
}

/** A recovery claim paid out: the buyer compensated from the platform, the sold account marked recovered. */
export interface ClaimPayoutFlow {
  /** POST /api/admin/claim/:id/compensate */
  compensate(actor: Actor, id: number, b: PayoutInput): Promise<ReturnType<ClaimService['view']>>;
}

declare module '../module-kit.js' {
  interface Ports {
    claimPayout: ClaimPayoutFlow;
  }
}

/**
 * No compensating step: the payout is a wallet entry (platform revenue to the buyer's balance),
 * not a provider transfer, so the rollback undoes it with the rest. Blacklisting the seller is
 * the blacklist module's own audited change, made once the payout committed.
 */
export const claimPayoutFlow = defineFlow({
  name: 'claim-payout',
  needs: ['blacklist', 'claims', 'clock', 'db', 'events', 'goodsWrites', 'messages', 'orders', 'wallet'],
  build: (p) => ({
    claimPayout: {
      async compensate(actor: Actor, id: number, b: PayoutInput) {
        const plan = await p.claims.payoutPlan(id, b);
        const { claim: c, order: o, amount } = plan;
        const now = p.clock.now();
        const row = await p.db.transaction(async (tx) => {
          // the claim: pending → compensated, audited (a second decision loses here)
          const done = await p.claims.markCompensated(tx, actor, plan, now);
          // the wallet: the compensation credited to the buyer, first from the order's seller reserve,
          // the rest advanced by the platform and owed by the seller
          const draw = await p.wallet.compensate(
            {
              id,
              orderId: o.id,
              buyerId: c.buyerId,
              sellerId: c.sellerId,
              orderNo: o.orderNo,
              amountFen: amount.compensationFen,
            },
            now,
            tx,
          );
          // the catalogue: the sold account went back to its original owner
          await p.goodsWrites.markRecovered(c.goodsId, now, tx);
          // the order's timeline
          await p.orders.addEvent(
            { orderId: o.id, type: 'claim_compensated', actorId: actor.userId, createdAt: now },
            tx,
          );
          // the inbox: the buyer paid, the seller warned
          await p.messages.sendMessage(
            c.buyerId,
            {
              sendType: SEND_TYPE.claimDecided,
              title: '找回赔付已到账',
              content: `订单 ${o.orderNo}「${o.goodsTitle}」的找回申请已核实，赔付 ${yuanText(amount.compensationFen)}${amount.topUpFen ? `（含充值赔付 ${yuanText(amount.topUpFen)}）` : ''} 已存入您的钱包。`,
              ref: { type: 'claim', id },
              notify: {
                event: 'claim_decided',
                key: `claim_decided:claim:${id}`,
                sms: `您的找回申请已处理，赔付${yuanText(amount.compensationFen)}已存入号市钱包。`,
                page: CLAIM_PAGE,
              },
            },
            tx,
          );
          await p.messages.sendMessage(
            c.sellerId,
            {
              sendType: SEND_TYPE.accountRecovered,
              title: '您售出的账号被判定找回',
              content: `您售出的「${o.goodsTitle}」（订单 ${o.orderNo}）经核实已被找回，平台已向买家赔付 ${yuanText(amount.compensationFen)}${sellerShare(draw)}。找回已售账号违反交易规则，平台保留拉黑的权利。`,
              ref: { type: 'order', id: o.id },
            },
            tx,
          );
          return done;
        });
        if (plan.blacklist) {
          // its own audited change in the blacklist module; an existing entry is fine
          await p.blacklist
            .create(actor, {
              account: plan.blacklist.phone,
              kind: 'phone',
              gameId: await p.claims.goodGame(c.goodsId),
              reason: plan.blacklist.reason,
            })
            .catch((e: unknown) => {
              if (!(e instanceof Conflict)) throw e;
            });
        }
        await p.events.afterCommit('goods.changed', { cause: 'claim.paid' });
        return p.claims.view(row, o);
      },
    },
  }),
});
