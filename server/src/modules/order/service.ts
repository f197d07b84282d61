import { randomInt } from 'node:crypto';
import type { Reactions } from '../../lib/events.js';
import type { Extensions } from '../../lib/extensions.js';
import type { AuditWriter } from '../../lib/audited.js';
import type { ModerationService } from '../moderation/index.js';
import type { Static } from 'typebox';
import type { OfferHook } from '../offer/index.js';
import type { Claim, Dispute, Rating } from './after-sale-schema.js';
import type { AppConfig } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { drain as drainDue } from '../../lib/jobs.js';
import { toPage } from '../../lib/pagination.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { SALE_STATE, type CatalogueService, type GoodsWrites } from '../catalogue/index.js';
import { STATE_TEXT } from '../selling/index.js';
import type { UploadService } from '../upload/index.js';
import { REAL_STATUS, type UserReads, type CancelBlocker } from '../user/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { PROTECTION_NAMES, protectionPeriod } from '../rules/index.js';
import type { OrderRepo, OrderStage } from './repository.js';
import { orderNo } from './order-no.js';
import { ORDER_STATE, ORDER_STATE_TEXT, sellerIncomeOf, type OrderRow, type Protection } from './table.js';

export const TAKEN_MSG = '已被他人下单';
const STAFF_ROLES = ['operator', 'admin'];

/** What the buyer does after receiving the login, shown on the order page. */
export const HANDOVER_CHECKLIST = [
  { key: 'password', text: '立即修改游戏账号登录密码' },
  { key: 'phone', text: '换绑手机号（卖家在订单聊天中提供验证码）' },
  { key: 'email', text: '换绑或解绑邮箱' },
  { key: 'security', text: '修改密保问题 / 解除原密保' },
  { key: 'realname', text: '更换账号实名认证与防沉迷信息' },
  { key: 'devices', text: '退出其他设备上的登录并检查是否有异常' },
] as const;

const EVENT_TEXT: Record<string, string> = {
  created: '买家下单，商品已锁定',
  paid: '买家已付款，进入交接',
  revealed: '买家首次查看账号信息',
  confirmed: '买家确认收货',
  auto_confirmed: '超时未确认，系统自动确认收货',
  completed: '交易完成，货款已结算给卖家',
  cancelled: '买家取消订单，商品重新上架',
  expired: '超时未支付，订单关闭，商品重新上架',
  dispute_opened: '买家发起纠纷，订单冻结（暂停自动确认收货）',
  dispute_answered: '卖家已答辩',
  dispute_withdrawn: '买家撤销纠纷，恢复交接',
  released: '纠纷裁定：放款给卖家',
  refund_started: '纠纷裁定：退款给买家',
  refund_failed: '退款未成功，客服处理中',
  refunded: '退款已原路退回',
  claim_filed: '买家申请找回赔付',
  claim_compensated: '找回赔付已发放至买家钱包',
  claim_refused: '找回赔付申请被驳回',
};

/** The buy-list tabs: 3 shows cancelled and expired together. */
export function statesOfTab(state: number | undefined): number[] | undefined {
  if (state === undefined) return undefined;
  if (state === ORDER_STATE.disputed) return [ORDER_STATE.disputed, ORDER_STATE.refunding, ORDER_STATE.refunded];
  return state === ORDER_STATE.cancelled ? [ORDER_STATE.cancelled, ORDER_STATE.expired] : [state];
}

export interface ProtectionOption {
  code: Protection;
  name: string;
  feeFen: number;
  rateBps: number;
  periodDays: number | null;
  description: string;
  totalFen: number;
}

/** Which cover a good allows, from the seller's isGuarantee (2 free basic, 1 paid tier required, 0 optional). */
export function protectionOptions(
  isGuarantee: number,
  priceFen: number,
  p: AppConfig['trade']['protection'],
): ProtectionOption[] {
  const fee = (bps: number) => Math.round((priceFen * bps) / 10_000);
  const none: ProtectionOption = {
    code: 'none',
    name: PROTECTION_NAMES.none,
    feeFen: 0,
    rateBps: 0,
    periodDays: null,
    description: '账号被找回时平台不予赔付',
    totalFen: priceFen,
  };
  const basic: ProtectionOption = {
    code: 'basic',
    name: PROTECTION_NAMES.basic,
    feeFen: 0,
    rateBps: 0,
    periodDays: p.basicDays,
    description: `卖家赠送，${protectionPeriod(p.basicDays)}内账号被找回，按成交价赔付`,
    totalFen: priceFen,
  };
  const a: ProtectionOption = {
    code: 'tierA',
    name: PROTECTION_NAMES.tierA,
    feeFen: fee(p.tierA.rateBps),
    rateBps: p.tierA.rateBps,
    periodDays: p.tierA.days,
    description: `${protectionPeriod(p.tierA.days)}${p.tierA.days === null ? '' : '内'}账号被找回，全额退款`,
    totalFen: priceFen + fee(p.tierA.rateBps),
  };
  const b: ProtectionOption = {
    code: 'tierB',
    name: PROTECTION_NAMES.tierB,
    feeFen: fee(p.tierB.rateBps),
    rateBps: p.tierB.rateBps,
    periodDays: p.tierB.days,
    description: `${protectionPeriod(p.tierB.days)}${p.tierB.days === null ? '' : '内'}包赔：账号被找回，退还货款并赔付充值，合计最高为成交价的 ${(p.tierB.capPct / 100).toFixed(1)} 倍`,
    totalFen: priceFen + fee(p.tierB.rateBps),
  };
  if (isGuarantee === 2) return [basic, a, b];
  if (isGuarantee === 1) return [a, b];
  return [none, a, b];
}

function newOrderNo(now: Date): string {
  return orderNo(now, randomInt(0, 1_000_000));
}

export type OrderRole = 'buyer' | 'seller' | 'staff';

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

export function createOrderService(deps: {
  moderation: Pick<ModerationService, 'assertAllowed'>;
  repo: OrderRepo;
  users: Pick<UserReads, 'findById'>;
  upload: Pick<UploadService, 'ownImages'>;
  catalogue: Pick<CatalogueService, 'games'>;
  /** the good's sale state, locked and settled in the order's transaction (the catalogue owns `goods`) */
  goods: Pick<GoodsWrites, 'lockGood' | 'settleGood'>;
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
  /** a closed order cannot be paid any more: its open payment attempts are closed with it (payment's table) */
}) {
  const {
    repo,
    users,
    upload,
    catalogue,
    goods,
    events,
    extensions,
    audit,
    crypto,
    limiter,
    config,
    clock,
    db,
    offers,
  } = deps;
  const trade = config.trade;

  async function gameNames(): Promise<Map<number, string>> {
    return new Map((await catalogue.games()).map((g) => [g.id, g.name]));
  }

  /** The caller's part in an order, or 404: an order of others does not exist for them. */
  function roleIn(actor: Actor, o: OrderRow): OrderRole {
    if (o.buyerId === actor.userId) return 'buyer';
    if (o.sellerId === actor.userId) return 'seller';
    if (actor.roles.some((r) => STAFF_ROLES.includes(r))) return 'staff';
    throw new NotFound('订单不存在');
  }
  async function load(actor: Actor, id: number, tx?: Executor) {
    const o = await repo.byId(id, tx);
    if (!o) throw new NotFound('订单不存在');
    return { o, role: roleIn(actor, o) };
  }

  /** Why a buyer may not buy a good now, or null. */
  async function buyBlocker(
    actor: Actor,
    good: { sellerId: number; saleState: number; id: number },
  ): Promise<{ code: 400 | 403 | 409; msg: string } | null> {
    if (good.sellerId === actor.userId) return { code: 400, msg: '不能购买自己发布的商品' };
    const me = await users.findById(actor.userId);
    // the realname module admits adults only (age checked at verification), so verified = adult
    if (!me || me.realStatus !== REAL_STATUS.verified)
      return { code: 403, msg: '购买前请先完成实名认证（需年满18周岁）' };
    if (good.saleState === SALE_STATE.inTrade) {
      const open = await repo.openOfGood(good.id);
      if (open && open.buyerId === actor.userId && open.state === ORDER_STATE.unpaid)
        return { code: 409, msg: '您已下单该商品，请前往支付' };
      return { code: 409, msg: TAKEN_MSG };
    }
    if (good.saleState !== SALE_STATE.onSale)
      return { code: 409, msg: `商品${STATE_TEXT[good.saleState] ?? '不可购买'}` };
    return null;
  }
  const toError = (b: { code: number; msg: string }) =>
    b.code === 400 ? new BadRequest(b.msg) : b.code === 403 ? new Forbidden(b.msg) : new Conflict(b.msg);

  async function systemLine(orderId: number, text: string, now: Date, tx: Executor) {
    await repo.insertChat(
      { orderId, senderId: null, role: 'system', kind: 'text', text, imageUrl: null, createdAt: now },
      tx,
    );
  }

  /**
   * Completion spans modules (the good sold, the seller paid, both told): the complete-order flow
   * does it, and reaches this module's auto-confirm job through the 'order.completion' point.
   */
  const completeIn: OrderCompletion = (...args) => {
    const complete = extensions.one('order.completion');
    if (!complete) throw new Error('no flow fills order.completion: orders cannot complete');
    return complete(...args);
  };

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
    await events.inTransaction('order.closedUnpaid', { orderId: o.id, now }, tx);
    await repo.addEvent(
      { orderId: o.id, type: to === ORDER_STATE.cancelled ? 'cancelled' : 'expired', actorId, createdAt: now },
      tx,
    );
    if (o.offerId && offers) await offers.restore(o.offerId, o.id, now, tx);
    return o;
  }

  /** Runs `step` over overdue orders (lib/jobs.ts: in batches, skipping rows another instance holds). */
  function drain(
    step: (tx: Executor, id: number, now: Date) => Promise<unknown>,
    state: number,
    column: 'expiresAt' | 'autoConfirmAt',
    batch: number,
  ): Promise<number> {
    return drainDue({
      db,
      clock,
      batch,
      take: (tx, now, limit) => repo.overdue(state, column, now, limit, tx),
      step: (tx, { id }, now) => step(tx, id, now),
    });
  }

  const cancelBlocker: CancelBlocker = async (u, tx) => {
    const n = await repo.countOpenOf(u.id, tx);
    return n > 0 ? `还有 ${n} 笔进行中的订单，请先完成或取消` : null;
  };

  async function detailOf(
    o: OrderRow,
    role: OrderRole,
    extra: {
      events: Awaited<ReturnType<OrderRepo['events']>>;
      names: Map<number, string>;
      games: Map<number, string>;
      good: Awaited<ReturnType<OrderRepo['good']>>;
      revealCount: number;
    },
  ) {
    const now = clock.now();
    const afterSale = extensions.one('order.afterSale');
    const after = afterSale
      ? await afterSale(o, role, now)
      : {
          dispute: null,
          claims: [],
          rating: null,
          protectionEndsAt: null,
          canDispute: false,
          canClaim: false,
          canRate: false,
          canEditRating: false,
          canReplyRating: false,
          sellerRating: { ratingAvg: null, ratingCount: 0 },
        };
    const { sellerRating, ...afterFields } = after;
    const g = extra.good;
    const opts = protectionOptions(2, o.priceFen, trade.protection).concat(
      protectionOptions(0, o.priceFen, trade.protection),
    );
    const seesMoney = role !== 'buyer';
    return {
      id: o.id,
      orderNo: o.orderNo,
      state: o.state,
      stateText: ORDER_STATE_TEXT[o.state] ?? '',
      role,
      goods: {
        id: o.goodsId,
        goodsSn: g?.goodsSn ?? '',
        title: o.goodsTitle,
        cover: g?.cover ?? null,
        gameName: extra.games.get(g?.gameId ?? 0) ?? '',
        districtNames: g?.districtNames ?? [],
      },
      priceFen: o.priceFen,
      protection: o.protection,
      protectionName: opts.find((x) => x.code === o.protection)?.name ?? '',
      protectionDays: o.protectionDays,
      protectionFeeFen: o.protectionFeeFen,
      totalFen: o.totalFen,
      sellerIncomeFen: seesMoney ? sellerIncomeOf(o) : null,
      commissionFen: seesMoney ? o.commissionFen : null,
      createdAt: o.createdAt.toISOString(),
      expiresAt: o.expiresAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      autoConfirmAt: o.autoConfirmAt?.toISOString() ?? null,
      completedAt: o.completedAt?.toISOString() ?? null,
      closedAt: o.closedAt?.toISOString() ?? null,
      serverNow: now.toISOString(),
      buyer: { nickName: extra.names.get(o.buyerId) ?? '' },
      seller: { id: o.sellerId, nickName: extra.names.get(o.sellerId) ?? '', ...sellerRating },
      timeline: extra.events.map((e) => ({
        type: e.type,
        text: EVENT_TEXT[e.type] ?? e.type,
        at: e.createdAt.toISOString(),
      })),
      // a disputed order stays readable: the buyer may need the login to show what is wrong
      credentialsAvailable:
        role === 'buyer' &&
        (o.state === ORDER_STATE.paid || o.state === ORDER_STATE.completed || o.state === ORDER_STATE.disputed),
      revealCount: extra.revealCount,
      checklist: HANDOVER_CHECKLIST.map((c) => ({ ...c })),
      canCancel: role === 'buyer' && o.state === ORDER_STATE.unpaid,
      canPay: role === 'buyer' && o.state === ORDER_STATE.unpaid && o.expiresAt > now,
      canConfirm: role === 'buyer' && o.state === ORDER_STATE.paid,
      canChat: (
        [
          ORDER_STATE.unpaid,
          ORDER_STATE.paid,
          ORDER_STATE.completed,
          ORDER_STATE.disputed,
          ORDER_STATE.refunding,
          ORDER_STATE.refunded,
        ] as number[]
      ).includes(o.state),
      offerId: o.offerId,
      ...afterFields,
    };
  }

  function listRow(
    r:
      | Awaited<ReturnType<OrderRepo['listOf']>>['rows'][number]
      | Awaited<ReturnType<OrderRepo['adminList']>>['rows'][number],
    games: Map<number, string>,
    seller: boolean,
  ) {
    return {
      id: r.id,
      orderNo: r.orderNo,
      state: r.state,
      stateText: ORDER_STATE_TEXT[r.state] ?? '',
      goods: {
        id: r.goodsId,
        title: r.goodsTitle,
        cover: r.cover,
        gameName: games.get(r.gameId) ?? '',
        districtNames: r.districtNames,
      },
      priceFen: r.priceFen,
      protectionFeeFen: r.protectionFeeFen,
      totalFen: r.totalFen,
      sellerIncomeFen: seller ? sellerIncomeOf(r) : null,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
      completedAt: r.completedAt?.toISOString() ?? null,
      unread: 'unread' in r ? Number(r.unread) : 0,
    };
  }

  function chatOut(actor: Actor, m: Awaited<ReturnType<OrderRepo['chatAfter']>>[number], names: Map<number, string>) {
    return {
      id: m.id,
      role: m.role,
      nickName: m.role === 'staff' ? '官方客服' : m.role === 'system' ? '系统消息' : (names.get(m.senderId ?? 0) ?? ''),
      mine: m.senderId === actor.userId,
      kind: m.kind,
      text: m.text,
      imageUrl: m.imageUrl,
      createdAt: m.createdAt.toISOString(),
    };
  }

  return {
    cancelBlocker,

    /**
     * The order's step of completing it (flows/complete-order.ts), in the flow's transaction: 1 → 2
     * (5 → 2 for a dispute's release), its timeline and the chat's system line. Null when the order
     * was no longer in that state (someone else completed it, or it moved on).
     */
    async markCompleted(
      tx: Executor,
      id: number,
      how: CompletedHow,
      actorId: number | null,
      now: Date,
      guard: { buyerId?: number; autoConfirmBy?: Date },
    ) {
      // a dispute's release completes from the frozen state; everything else from "paid"
      const from = how === 'released' ? ORDER_STATE.disputed : ORDER_STATE.paid;
      const o = await repo.transition(id, from, ORDER_STATE.completed, { completedAt: now }, now, tx, guard);
      if (!o) return null;
      await repo.addEvent({ orderId: o.id, type: how, actorId, createdAt: now }, tx);
      await repo.addEvent({ orderId: o.id, type: 'completed', actorId: null, createdAt: now }, tx);
      await systemLine(o.id, '交易已完成。如账号被找回，可在包赔期内联系客服申请赔付。', now, tx);
      return o;
    },
    addSystemLine: systemLine,
    addEvent: (
      v: { orderId: number; type: string; actorId: number | null; note?: string | null; createdAt: Date },
      tx: Executor,
    ) => repo.addEvent(v, tx),
    async loadAs(actor: Actor, id: number, tx?: Executor) {
      return load(actor, id, tx);
    },
    nickNames: (ids: number[]) => repo.nickNames(ids),
    chatOf: async (actor: Actor, o: OrderRow) => {
      const [rows, names] = await Promise.all([repo.chatAfter(o.id, 0, 1000), repo.nickNames([o.buyerId, o.sellerId])]);
      return rows.map((m) => chatOut(actor, m, names));
    },

    // ------------------------------------------------------------ buying
    async confirmInfo(actor: Actor, goodsId: number, offerId?: number) {
      const found = await repo.good(goodsId);
      const offer = found && offerId && offers ? await offers.agreedPrice(actor, offerId, goodsId, clock.now()) : null;
      // with an accepted offer every figure of the page uses the agreed price
      const g = found && offer ? { ...found, priceFen: offer.agreedFen } : found;
      // pending, rejected and off-shelf goods are not public: same 404 as the catalogue gives
      if (
        !g ||
        (![SALE_STATE.onSale, SALE_STATE.inTrade, SALE_STATE.sold].includes(g.saleState as 1) &&
          g.sellerId !== actor.userId)
      )
        throw new NotFound('商品不存在或已下架');
      const games = await gameNames();
      const opts = protectionOptions(g.isGuarantee, g.priceFen, trade.protection);
      const block = await buyBlocker(actor, g);
      const open = g.saleState === SALE_STATE.inTrade ? await repo.openOfGood(g.id) : undefined;
      return {
        myOpenOrderId: open && open.buyerId === actor.userId ? open.id : null,
        goods: {
          id: g.id,
          goodsSn: g.goodsSn,
          title: g.title,
          cover: g.cover,
          gameId: g.gameId,
          gameName: games.get(g.gameId) ?? '',
          districtNames: g.districtNames,
          priceFen: g.priceFen,
          isGuarantee: g.isGuarantee as 0 | 1 | 2,
          saleState: g.saleState,
        },
        protections: opts,
        defaultProtection: opts[0]!.code,
        protectionRequired: g.isGuarantee === 1,
        rulesNoticeType: 'jyxz',
        expireMinutes: Math.round(trade.unpaidExpireMs / 60_000),
        canBuy: !block,
        reason: block?.msg ?? null,
        needRealname: block?.code === 403,
        offer: offer ? { id: offer.id, agreedFen: offer.agreedFen, expiresAt: offer.expiresAt.toISOString() } : null,
      };
    },

    async create(actor: Actor, b: { goodsId: number; protection: Protection; acceptRules: boolean; offerId?: number }) {
      if (b.acceptRules !== true) throw new BadRequest('请先阅读并同意《交易须知》');
      const found = await repo.good(b.goodsId);
      if (!found || ![SALE_STATE.onSale, SALE_STATE.inTrade, SALE_STATE.sold].includes(found.saleState as 1))
        throw new NotFound('商品不存在或已下架');
      if (b.offerId !== undefined && !offers) throw new BadRequest('参数错误：offerId 暂不支持议价下单');
      const offer =
        b.offerId !== undefined ? await offers!.agreedPrice(actor, b.offerId, b.goodsId, clock.now()) : null;
      const g = offer ? { ...found, priceFen: offer.agreedFen } : found;
      if (!protectionOptions(g.isGuarantee, g.priceFen, trade.protection).some((x) => x.code === b.protection)) {
        throw new BadRequest(
          g.isGuarantee === 1
            ? '参数错误：protection 该商品须购买包赔服务'
            : '参数错误：protection 该商品不支持此包赔选项',
        );
      }
      const block = await buyBlocker(actor, g);
      if (block) throw toError(block);
      await enforce(limiter, 'order:create', String(actor.userId), config.rateLimits.orderCreateUser);
      // each unpaid order holds a good off the market for 15 minutes: bound how many one buyer can hold
      if ((await repo.countUnpaid(actor.userId)) >= trade.maxUnpaidPerBuyer)
        throw new Conflict('您有多笔待支付的订单，请先支付或取消');
      const now = clock.now();
      let order: OrderRow;
      try {
        order = await db.transaction(async (tx) => {
          const locked = await goods.lockGood(b.goodsId, now, tx);
          if (!locked) {
            // lost the race (or the good changed state since the checks above)
            const cur = await repo.good(b.goodsId, tx);
            if (cur?.saleState === SALE_STATE.inTrade) throw new Conflict(TAKEN_MSG);
            throw new Conflict(`商品${STATE_TEXT[cur?.saleState ?? -1] ?? '不可购买'}`);
          }
          // the fee is computed from the locked row's price, not the one read before the lock
          // (or from the agreed price of the buyer's accepted offer)
          const priceFen = offer ? offer.agreedFen : locked.priceFen;
          const opt = protectionOptions(locked.isGuarantee, priceFen, trade.protection).find(
            (x) => x.code === b.protection,
          );
          if (!opt) throw new Conflict('商品信息已变化，请刷新后重新下单');
          const o = await repo.insert(
            {
              orderNo: newOrderNo(now),
              goodsId: locked.id,
              buyerId: actor.userId,
              sellerId: locked.sellerId,
              state: ORDER_STATE.unpaid,
              goodsTitle: locked.title,
              priceFen,
              protection: b.protection,
              protectionFeeFen: opt.feeFen,
              protectionDays: b.protection === 'none' ? null : opt.periodDays,
              totalFen: opt.totalFen,
              commissionFen: Math.round((priceFen * trade.commissionBps) / 10_000),
              createdAt: now,
              expiresAt: new Date(now.getTime() + trade.unpaidExpireMs),
              offerId: offer?.id ?? null,
              updatedAt: now,
            },
            tx,
          );
          // the offer is used by this order only: a second order on it (a double tap, another tab) loses here
          if (offer && !(await offers!.markOrdered(offer.id, actor.userId, o.id, now, tx)))
            throw new Conflict('议价已失效，请重新出价');
          await repo.addEvent({ orderId: o.id, type: 'created', actorId: actor.userId, createdAt: now }, tx);
          return o;
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw new Conflict(TAKEN_MSG);
        throw e;
      }
      await events.afterCommit('goods.changed', { cause: 'order.created' });
      return {
        orderId: order.id,
        orderNo: order.orderNo,
        state: order.state,
        totalFen: order.totalFen,
        expiresAt: order.expiresAt.toISOString(),
      };
    },

    async cancel(actor: Actor, id: number) {
      const { o, role } = await load(actor, id);
      if (role !== 'buyer') throw role === 'staff' ? new Forbidden('只有买家可以取消订单') : new NotFound('订单不存在');
      const now = clock.now();
      const done = await db.transaction((tx) =>
        closeIn(tx, id, ORDER_STATE.cancelled, actor.userId, now, { buyerId: actor.userId }),
      );
      if (!done) {
        const cur = (await repo.byId(id)) ?? o;
        throw new Conflict(
          cur.state === ORDER_STATE.paid || cur.state === ORDER_STATE.completed
            ? '订单已支付，不能取消'
            : `订单${ORDER_STATE_TEXT[cur.state]}，不能取消`,
        );
      }
      await events.afterCommit('goods.changed', { cause: 'order.cancelled' });
    },

    /** Who may confirm receipt (before the complete-order flow runs): the buyer; staff are refused, others get 404. */
    async checkConfirm(actor: Actor, id: number) {
      const { role } = await load(actor, id);
      if (role !== 'buyer') throw role === 'staff' ? new Forbidden('只有买家可以确认收货') : new NotFound('订单不存在');
    },
    /** Why a confirm found no order in 交接中 to complete. */
    async confirmConflict(id: number) {
      const cur = await repo.byId(id);
      return new Conflict(
        cur?.state === ORDER_STATE.completed ? '订单已完成' : `订单${ORDER_STATE_TEXT[cur?.state ?? 0]}，不能确认收货`,
      );
    },

    // ------------------------------------------------------------ reading
    async detail(actor: Actor, id: number) {
      const { o, role } = await load(actor, id);
      const [events, names, games, good, revealCount] = await Promise.all([
        repo.events(id),
        repo.nickNames([o.buyerId, o.sellerId]),
        gameNames(),
        repo.good(o.goodsId),
        repo.revealCount(id),
      ]);
      return await detailOf(o, role, { events, names, games, good, revealCount });
    },

    /** For the finish page: the database's word only. */
    async status(actor: Actor, id: number) {
      const { o } = await load(actor, id);
      return {
        orderId: o.id,
        state: o.state,
        stateText: ORDER_STATE_TEXT[o.state] ?? '',
        paid: o.paidAt !== null,
        paidAt: o.paidAt?.toISOString() ?? null,
        totalFen: o.totalFen,
      };
    },

    async list(
      actor: Actor,
      side: 'buyer' | 'seller',
      q: { state?: number; stage?: OrderStage; pageNum?: number; pageSize?: number },
    ) {
      // the two steps of 交接中: a stage with any other state would always be empty, so say so
      if (q.stage && q.state !== undefined && q.state !== ORDER_STATE.paid)
        throw new BadRequest('参数错误：stage 只用于交接中（state=1）');
      const p = toPage(q);
      const states = q.stage ? [ORDER_STATE.paid] : statesOfTab(q.state);
      const [{ rows, total }, games] = await Promise.all([
        repo.listOf(side, actor.userId, states, p.limit, p.offset, undefined, q.stage),
        gameNames(),
      ]);
      return { rows: rows.map((r) => listRow(r, games, side === 'seller')), total };
    },

    /** How many of my purchases and of my sales wait at each step (the shortcuts on 我的). */
    async counts(actor: Actor) {
      const [buyer, seller] = await Promise.all([
        repo.countsOf('buyer', actor.userId),
        repo.countsOf('seller', actor.userId),
      ]);
      return { buyer, seller };
    },

    /** Decrypts the credentials for the buyer of a paid order, recording the reveal first. */
    async reveal(actor: Actor, id: number, ip: string | null) {
      const { o, role } = await load(actor, id);
      // only the buyer: the seller knows them, staff have no need to see them
      if (role !== 'buyer') throw new NotFound('订单不存在');
      if (o.state !== ORDER_STATE.paid && o.state !== ORDER_STATE.completed && o.state !== ORDER_STATE.disputed)
        throw new Conflict('订单未支付，暂不能查看账号信息');
      await enforce(limiter, 'reveal:user', String(actor.userId), config.rateLimits.revealUser);
      const enc = await repo.credentialsOf(o.goodsId);
      if (!enc) throw new NotFound('卖家尚未提供账号信息，请在订单聊天中联系卖家或客服');
      const c = JSON.parse(crypto.decrypt(enc)) as {
        account: string;
        password: string;
        boundPhone?: string;
        boundEmail?: string;
        securityNotes?: string;
      };
      const now = clock.now();
      await db.transaction(async (tx) => {
        const first = (await repo.revealCount(id, tx)) === 0;
        await repo.addReveal({ orderId: id, userId: actor.userId, ip, createdAt: now }, tx);
        if (first) await repo.addEvent({ orderId: id, type: 'revealed', actorId: actor.userId, createdAt: now }, tx);
      });
      return {
        account: c.account,
        password: c.password,
        boundPhone: c.boundPhone || null,
        boundEmail: c.boundEmail || null,
        securityNotes: c.securityNotes || null,
        revealedAt: now.toISOString(),
      };
    },

    // ------------------------------------------------------------ chat
    async chat(actor: Actor, id: number, afterId: number, limit: number) {
      const { o, role } = await load(actor, id);
      const rows = await repo.chatAfter(id, afterId, limit);
      const names = await repo.nickNames([o.buyerId, o.sellerId]);
      const lastId = rows.length ? rows[rows.length - 1]!.id : afterId;
      if (rows.length && role !== 'staff') await repo.markRead(id, actor.userId, lastId);
      return { rows: rows.map((m) => chatOut(actor, m, names)), lastId };
    },

    async postChat(actor: Actor, id: number, b: { text?: string; imageUrl?: string }) {
      const { o, role } = await load(actor, id);
      if (o.state === ORDER_STATE.cancelled || o.state === ORDER_STATE.expired)
        throw new Conflict('订单已关闭，不能发送消息');
      const text = b.text?.trim() ?? '';
      const hasText = text.length > 0;
      const hasImage = !!b.imageUrl;
      if (hasText === hasImage)
        throw new BadRequest(hasText ? '参数错误：text 与 imageUrl 只能二选一' : '参数错误：text 不能为空');
      if (hasText && [...text].length > 500) throw new BadRequest('参数错误：text 不能超过500个字');
      if (hasText) await deps.moderation.assertAllowed(actor.userId, 'chat', [{ label: '消息', text }]);
      let imageUrl: string | null = null;
      if (hasImage) {
        const own = await upload.ownImages(actor.userId, [b.imageUrl!]);
        if (!own) throw new BadRequest('参数错误：imageUrl 请先上传图片');
        imageUrl = own[0]!.url;
      }
      await enforce(limiter, 'chat:user', String(actor.userId), config.rateLimits.chatUser);
      const now = clock.now();
      const m = await db.transaction(async (tx) => {
        const row = await repo.insertChat(
          {
            orderId: id,
            senderId: actor.userId,
            role,
            kind: hasImage ? 'image' : 'text',
            text: hasText ? text : null,
            imageUrl,
            createdAt: now,
          },
          tx,
        );
        // staff speaking in a customer's order is an operator action: audited
        if (role === 'staff')
          await audit.audit(
            {
              actorId: actor.userId,
              action: 'order.chat',
              targetType: 'order',
              targetId: id,
              before: null,
              after: { chatId: row.id },
              createdAt: now,
            },
            tx,
          );
        return row;
      });
      if (role !== 'staff') await repo.markRead(id, actor.userId, m.id);
      return chatOut(actor, m, await repo.nickNames([o.buyerId, o.sellerId]));
    },

    // ------------------------------------------------------------ payment hook
    /**
     * The order's step of paying it (flows/pay-order.ts), inside the payment's transaction: 0 → 1,
     * its timeline and the chat's system line. Null when the order is not awaiting payment any more
     * (paid by another payment, cancelled or expired): the payment module then owes the buyer a refund.
     */
    async markPaid(orderId: number, now: Date, tx: Executor) {
      const o = await repo.transition(
        orderId,
        ORDER_STATE.unpaid,
        ORDER_STATE.paid,
        { paidAt: now, autoConfirmAt: new Date(now.getTime() + trade.autoConfirmMs) },
        now,
        tx,
      );
      if (!o) return null;
      await repo.addEvent({ orderId: o.id, type: 'paid', actorId: null, createdAt: now }, tx);
      await systemLine(
        o.id,
        '买家已付款。卖家请在此提供账号登录所需的验证码并协助换绑；请勿在平台外交易或添加联系方式。',
        now,
        tx,
      );
      return o;
    },
    /** Row lock on the order inside a payment notification's transaction (see PurposeHandler.lockTarget). */
    async lockForPayment(orderId: number, tx: Executor) {
      await repo.lockRow(orderId, tx);
    },
    /** The payment module's view of an order (purpose 'order'); undefined when it does not exist. */
    async paymentTarget(id: number) {
      const o = await repo.byId(id);
      if (!o) return undefined;
      return {
        payerUserId: o.buyerId,
        amountFen: o.totalFen,
        subject: `号市-${o.goodsTitle}`,
        title: o.goodsTitle,
        refNo: o.orderNo,
        expiresAt: o.expiresAt,
        open: o.state === ORDER_STATE.unpaid,
        // every state the buyer's money reached: a disputed or refunded order was paid, not closed
        paid: (
          [
            ORDER_STATE.paid,
            ORDER_STATE.completed,
            ORDER_STATE.disputed,
            ORDER_STATE.refunding,
            ORDER_STATE.refunded,
          ] as number[]
        ).includes(o.state),
        stateText: ORDER_STATE_TEXT[o.state] ?? '',
      };
    },

    // ------------------------------------------------------------ jobs
    /** Closes unpaid orders past their expiry and puts their goods back on sale. Idempotent. */
    async expireDue(batch = 100) {
      const n = await drain(
        (tx, id, now) => closeIn(tx, id, ORDER_STATE.expired, null, now, { expiredBy: now }),
        ORDER_STATE.unpaid,
        'expiresAt',
        batch,
      );
      if (n) await events.afterCommit('goods.changed', { cause: 'order.expired' });
      return n;
    },
    /** Completes paid orders past their auto-confirm time. Idempotent. */
    async autoConfirmDue(batch = 100) {
      const n = await drain(
        (tx, id, now) => completeIn(tx, id, 'auto_confirmed', null, now, { autoConfirmBy: now }),
        ORDER_STATE.paid,
        'autoConfirmAt',
        batch,
      );
      if (n) await events.afterCommit('goods.changed', { cause: 'order.autoConfirmed' });
      return n;
    },

    // ------------------------------------------------------------ operator
    async adminList(q: { state?: number; orderNo?: string; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const [{ rows, total }, games] = await Promise.all([
        repo.adminList(
          q.state === undefined ? undefined : [q.state],
          q.orderNo?.trim() || undefined,
          p.limit,
          p.offset,
        ),
        gameNames(),
      ]);
      const names = await repo.nickNames(rows.flatMap((r) => [r.buyerId, r.sellerId]));
      return {
        rows: rows.map((r) => ({
          ...listRow(r, games, true),
          buyerNick: names.get(r.buyerId) ?? '',
          sellerNick: names.get(r.sellerId) ?? '',
        })),
        total,
      };
    },
    async adminDetail(actor: Actor, id: number) {
      const o = await repo.byId(id);
      if (!o) throw new NotFound('订单不存在');
      const [events, names, games, good, reveals, chat] = await Promise.all([
        repo.events(id),
        repo.nickNames([o.buyerId, o.sellerId]),
        gameNames(),
        repo.good(o.goodsId),
        repo.reveals(id),
        repo.chatAfter(id, 0, 1000),
      ]);
      return {
        ...(await detailOf(o, 'staff', { events, names, games, good, revealCount: reveals.length })),
        reveals: reveals.map((r) => ({ at: r.createdAt.toISOString(), ip: r.ip })),
        chat: chat.map((m) => chatOut(actor, m, names)),
      };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
