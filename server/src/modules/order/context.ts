import type { Static } from 'typebox';
import type { AuditWriter } from '../../lib/audited.js';
import type { AppConfig } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { Reactions } from '../../lib/events.js';
import type { Extensions } from '../../lib/extensions.js';
import type { Clock } from '../../lib/clock.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { NotFound } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { SALE_STATE, type CatalogueService, type GoodsWrites } from '../catalogue/index.js';
import type { HandoverService } from '../handover/index.js';
import type { MessageService } from '../message/index.js';
import type { ModerationService } from '../moderation/index.js';
import type { OfferHook } from '../offer/index.js';
import type { UploadService } from '../upload/index.js';
import type { UserReads } from '../user/index.js';
import type { Claim, Dispute, Rating } from './after-sale-schema.js';
import type { OrderRepo } from './repository.js';
import { ORDER_STATE, type OrderRow } from './table.js';
import { NOT_FOUND } from './texts.js';

const STAFF_ROLES = ['operator', 'admin'];

export type OrderRole = 'buyer' | 'seller' | 'staff';

/** Every state the buyer's money reached: a disputed or refunded order was paid, not closed. */
export const PAID_STATES: number[] = [
  ORDER_STATE.paid,
  ORDER_STATE.completed,
  ORDER_STATE.disputed,
  ORDER_STATE.refunding,
  ORDER_STATE.refunded,
];

/** How an order reached completion: the buyer's confirm, the auto-confirm deadline, a dispute's release. */
export type CompletedHow = 'confirmed' | 'auto_confirmed' | 'released';

/**
 * Completing an order (1 or, for a release, 5 → 2) with everything it means for the modules around
 * it, inside the caller's transaction; null when the order was no longer in the state it leaves.
 * It is the complete-order flow (flows/complete-order.ts), which fills the 'order.completion'
 * extension point for this module's auto-confirm job.
 */
export type OrderCompletion = (
  tx: Executor,
  id: number,
  how: CompletedHow,
  actorId: number | null,
  now: Date,
  guard: { buyerId?: number; autoConfirmBy?: Date },
) => Promise<OrderRow | null>;

/** After-sale fields of the order page (disputes, claims, ratings), filled by those modules. */
export type AfterSaleView = (
  o: OrderRow,
  role: OrderRole,
  now: Date,
) => Promise<{
  dispute: Static<typeof Dispute> | null;
  claims: Static<typeof Claim>[];
  rating: Static<typeof Rating> | null;
  protectionEndsAt: string | null;
  canDispute: boolean;
  canClaim: boolean;
  canRate: boolean;
  canEditRating: boolean;
  canReplyRating: boolean;
  sellerRating: { ratingAvg: number | null; ratingCount: number };
}>;

/** What the order service is built from (index.ts hands them in). */
export interface OrderDeps {
  moderation: Pick<ModerationService, 'screenChat'>;
  repo: OrderRepo;
  users: Pick<UserReads, 'findById' | 'nickNames'>;
  upload: Pick<UploadService, 'ownImages'>;
  catalogue: Pick<CatalogueService, 'games'>;
  /** the good's sale state, locked and settled in the order's transaction (the catalogue owns `goods`) */
  goods: Pick<GoodsWrites, 'lockGood' | 'settleGood'>;
  /** a staff-mediated handover: the new login the buyer reveals, the desk's read mark of the chat */
  handover: Pick<HandoverService, 'deliveredCredentials' | 'staffSaw' | 'confirmBlocker'>;
  /** a staff line in the chat tells buyer and seller */
  messages: Pick<MessageService, 'sendMessage'>;
  /**
   * publishes order.closedUnpaid inside the closing transaction (the payment module closes the
   * order's open payments) and goods.changed after a write that moves a good in or out of the lists
   */
  events: Pick<Reactions, 'inTransaction' | 'afterCommit'>;
  /** the answers of modules and flows built after this one: the order page's after-sale part, how an order completes */
  extensions: Pick<Extensions, 'one'>;
  audit: AuditWriter;
  crypto: DataCrypto;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'trade' | 'rateLimits'>;
  clock: Clock;
  db: Db;
  offers?: OfferHook;
}

/**
 * What the order service's use cases (buying, reading, chat, handover, the flows' steps, the
 * deadlines, the operators) share: the dependencies, who may see an order, the chat's system
 * line, and closing an unpaid order, which the buyer's cancel and the expiry job both do.
 */
export function orderContext(deps: OrderDeps) {
  const { repo, catalogue, goods, events, offers } = deps;

  async function gameNames(): Promise<Map<number, string>> {
    return new Map((await catalogue.games()).map((g) => [g.id, g.name]));
  }

  /** The caller's part in an order, or 404: an order of others does not exist for them. */
  function roleIn(actor: Actor, o: OrderRow): OrderRole {
    if (o.buyerId === actor.userId) return 'buyer';
    if (o.sellerId === actor.userId) return 'seller';
    if (actor.roles.some((r) => STAFF_ROLES.includes(r))) return 'staff';
    throw new NotFound(NOT_FOUND);
  }
  async function load(actor: Actor, id: number, tx?: Executor) {
    const o = await repo.byId(id, tx);
    if (!o) throw new NotFound(NOT_FOUND);
    return { o, role: roleIn(actor, o) };
  }

  async function systemLine(orderId: number, text: string, now: Date, tx: Executor) {
    await repo.insertChat(
      { orderId, senderId: null, role: 'system', kind: 'text', text, imageUrl: null, createdAt: now },
      tx,
    );
  }

  /** 0 → 3 (cancel) or 4 (expire): good back on sale, open payments closed. */
  async function closeIn(
    tx: Executor,
    id: number,
    to: 3 | 4,
    actorId: number | null,
    now: Date,
    guard: { buyerId?: number; expiredBy?: Date },
  ) {
    const o = await repo.transition(id, ORDER_STATE.unpaid, to, { closedAt: now }, now, tx, guard);
    if (!o) return null;
    await goods.settleGood(o.goodsId, SALE_STATE.onSale, now, tx);
    // a closed order cannot be paid any more: its open payment attempts are closed with it (payment's table)
    await events.inTransaction('order.closedUnpaid', { orderId: o.id, now }, tx);
    await repo.addEvent(
      { orderId: o.id, type: to === ORDER_STATE.cancelled ? 'cancelled' : 'expired', actorId, createdAt: now },
      tx,
    );
    if (o.offerId && offers) await offers.restore(o.offerId, o.id, now, tx);
    return o;
  }

  return { ...deps, trade: deps.config.trade, gameNames, load, systemLine, closeIn };
}
export type OrderContext = ReturnType<typeof orderContext>;
