import type { FastifyBaseLogger } from 'fastify';
import type { Reactions } from '../../lib/events.js';
import { createAudited, type AuditWriter } from '../../lib/audited.js';
import type { AppConfig } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest, Forbidden, NotFound } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import type { GoodsWrites } from '../catalogue/index.js';
import { SEND_TYPE, type MessageService } from '../message/index.js';
import type { OrderReads, OrderWrites, OrderService, OrderRow } from '../order/index.js';
import type { PaymentService } from '../payment/index.js';
import type { UploadService } from '../upload/index.js';
import type { UserReads } from '../user/index.js';
import type { WalletService } from '../wallet/index.js';
import type { DisputeRepo } from './repository.js';
import { DISPUTE_STATE, type DisputeRow } from './table.js';
import { ORDER_NOT_FOUND, lengthMsg, partyOnlyMsg, type DeadlineText, type DecisionText } from './texts.js';
import { toDispute } from './views.js';

const chars = (s: string) => Array.from(s).length;
/** the mini-program page a notice outside the app opens: the order's page, where the dispute is */
export const orderPage = (id: number) => `pages/orderDetail/index?id=${id}`;
/** The states that wait for a decision. */
export const OPEN = [DISPUTE_STATE.open, DISPUTE_STATE.answered];

/** A trimmed text of min to max characters, or 400. */
export function text(s: string, field: string, min: number, max: number): string {
  const t = s.trim();
  if (chars(t) < min || chars(t) > max) throw new BadRequest(lengthMsg(field, min, max));
  return t;
}

/** What the dispute service is built from (index.ts hands them in). */
export interface DisputeDeps {
  repo: DisputeRepo;
  users: Pick<UserReads, 'nickNames'>;
  orderReads: Pick<OrderReads, 'byId'>;
  /** a dispute freezes, refunds and logs its order and speaks in its chat, in its own transaction */
  orderWrites: Pick<OrderWrites, 'transition' | 'addEvent' | 'insertChat'>;
  /** a decision settles the disputed good, in the decision's transaction (the catalogue owns `goods`) */
  goods: Pick<GoodsWrites, 'settleGood'>;
  orders: Pick<OrderService, 'loadAs' | 'addSystemLine' | 'chatOf'>;
  payments: Pick<PaymentService, 'paidOf' | 'refund' | 'markRefunded'>;
  wallet: Pick<WalletService, 'refundOut'>;
  messages: Pick<MessageService, 'sendMessage'>;
  upload: Pick<UploadService, 'ownImages'>;
  /** publishes goods.changed after a decision settles the good */
  events: Pick<Reactions, 'afterCommit'>;
  audit: AuditWriter;
  config: Pick<AppConfig, 'afterSale'>;
  clock: Clock;
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * What the dispute service's use cases (the parties' side, the operators' decisions, the reads)
 * share: the dependencies, a dispute as the API shows it, who may act on an order's dispute, and
 * telling both parties of a decision.
 */
export function disputeContext(deps: DisputeDeps) {
  const { repo, orderReads, orders, messages, audit, clock, db } = deps;

  async function view(d: DisputeRow, orderNo?: string) {
    const no = orderNo ?? (await orderReads.byId(d.orderId))?.orderNo ?? '';
    return toDispute(d, no, await repo.refundOf(d.orderId), clock.now());
  }

  async function asParty(actor: Actor, orderId: number, want: 'buyer' | 'seller', what: string) {
    const { o, role } = await orders.loadAs(actor, orderId);
    if (role !== want) throw role === 'staff' ? new Forbidden(partyOnlyMsg(what)) : new NotFound(ORDER_NOT_FOUND);
    return o;
  }

  /**
   * Both parties hear about a decision in the inbox and in the order chat; a deadline's default
   * outcome (`t` with its SMS texts, `key` naming the outcome once) also reaches them outside the
   * app, by SMS and by subscription message where granted.
   */
  async function tellBoth(o: OrderRow, t: DecisionText | DeadlineText, now: Date, tx: Executor, key?: string) {
    await orders.addSystemLine(o.id, t.chat, now, tx);
    const outside = (userId: number, sms: string | undefined) =>
      key && sms
        ? { event: 'deadline_outcome' as const, key: `deadline_outcome:${key}:${userId}`, sms, page: orderPage(o.id) }
        : undefined;
    const sms = 'smsBuyer' in t ? t : null;
    await messages.sendMessage(
      o.buyerId,
      {
        sendType: SEND_TYPE.disputeDecided,
        title: t.title,
        content: t.buyer,
        ref: { type: 'order', id: o.id },
        notify: outside(o.buyerId, sms?.smsBuyer),
      },
      tx,
    );
    await messages.sendMessage(
      o.sellerId,
      {
        sendType: SEND_TYPE.disputeDecided,
        title: t.title,
        content: t.seller,
        ref: { type: 'order', id: o.id },
        notify: outside(o.sellerId, sms?.smsSeller),
      },
      tx,
    );
  }

  return {
    ...deps,
    audited: createAudited({ db, audit, clock }),
    rules: deps.config.afterSale,
    view,
    asParty,
    tellBoth,
  };
}
export type DisputeContext = ReturnType<typeof disputeContext>;
