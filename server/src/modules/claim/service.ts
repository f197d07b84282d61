import type { AppConfig } from '../../config.js';
import { createAudited, type AuditWriter } from '../../lib/audited.js';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Reactions } from '../../lib/events.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import type { CatalogueService } from '../catalogue/index.js';
import { SEND_TYPE, type MessageService } from '../message/index.js';
import {
  protectionOptions,
  ORDER_STATE,
  type OrderReads,
  type OrderWrites,
  type OrderService,
  type OrderRow,
} from '../order/index.js';
import { checkImages } from '../../lib/images.js';
import type { UploadService } from '../upload/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { DataCrypto } from '../../lib/crypto.js';
import type { SellingReads } from '../selling/index.js';
import { claimRegistration } from './registration.js';
import { claimEscalation } from './escalate.js';
import type { ClaimRepo } from './repository.js';
import { CLAIM_STATUS, CLAIM_STATUS_TEXT, type ClaimRow } from './table.js';

const chars = (s: string) => Array.from(s).length;
export const CLAIM_IMAGES_MAX = 9;
/** the buyer's claims page, where a decided claim's notice leads */
export const CLAIM_PAGE = 'other/zhaohui/index';

/** What a payout pays, checked before its flow runs (flows/claim-payout.ts). */
export interface PayoutPlan {
  claim: ClaimRow;
  order: OrderRow;
  amount: { compensationFen: number; topUpFen: number; maxTopUpFen: number };
  note: string | null;
  /** the seller's phone and why, when they are to be blacklisted */
  blacklist: { phone: string; reason: string } | null;
}

export { protectionEnd, inProtection, compensationOf } from './cover.js';
import { protectionEnd, inProtection, compensationOf } from './cover.js';

export function createClaimService(deps: {
  repo: ClaimRepo;
  orderReads: Pick<OrderReads, 'byId'>;
  /** a claim's steps go into the order's event log, in the claim's transaction (the order module owns it) */
  orderWrites: Pick<OrderWrites, 'addEvent'>;
  orders: Pick<OrderService, 'loadAs' | 'addSystemLine'>;
  messages: Pick<MessageService, 'sendMessage'>;
  upload: Pick<UploadService, 'ownImages'>;
  /** the good's sealed registration data, for the claim desk's audited view (registration.ts) */
  selling: Pick<SellingReads, 'sealedRegistrationOf'>;
  crypto: Pick<DataCrypto, 'decrypt'>;
  catalogue: Pick<CatalogueService, 'games'>;
  audit: AuditWriter;
  config: Pick<AppConfig, 'afterSale' | 'trade'>;
  clock: Clock;
  db: Db;
  /** 'claim.filing', in the filing's transaction (the wallet locks the order's seller reserve) */
  events: Pick<Reactions, 'inTransaction'>;
}) {
  const { repo, orderReads, orderWrites, orders, messages, upload, catalogue, audit, config, clock, db, events } = deps;
  const audited = createAudited({ db, audit, clock });
  const p = config.trade.protection;
  const names = Object.fromEntries(
    protectionOptions(2, 0, p)
      .concat(protectionOptions(0, 0, p))
      .map((x) => [x.code, x.name]),
  );
  const page = CLAIM_PAGE;

  function toClaim(c: ClaimRow, o: Pick<OrderRow, 'orderNo' | 'goodsTitle'>) {
    return {
      id: c.id,
      orderId: c.orderId,
      orderNo: o.orderNo,
      goodsTitle: o.goodsTitle,
      protection: c.protection,
      protectionName: names[c.protection] ?? '',
      status: c.status,
      statusText: CLAIM_STATUS_TEXT[c.status] ?? '',
      evidence: c.evidence,
      images: c.images,
      deadlineAt: c.deadlineAt.toISOString(),
      compensationFen: c.compensationFen,
      topUpFen: c.topUpFen,
      refuseReason: c.refuseReason,
      decidedAt: c.decidedAt?.toISOString() ?? null,
      createdAt: c.createdAt.toISOString(),
      serverNow: clock.now().toISOString(),
    };
  }
  async function withOrder(c: ClaimRow) {
    return toClaim(c, (await orderReads.byId(c.orderId))!);
  }
  async function adminOut(c: ClaimRow) {
    const o = (await orderReads.byId(c.orderId))!;
    const u = await repo.users([c.buyerId, c.sellerId]);
    return {
      ...toClaim(c, o),
      buyerNick: u.get(c.buyerId)?.nickName ?? '',
      sellerId: c.sellerId,
      sellerNick: u.get(c.sellerId)?.nickName ?? '',
      priceFen: o.priceFen,
      overdue: c.status === CLAIM_STATUS.pending && c.deadlineAt <= clock.now(),
      escalatedAt: c.escalatedAt?.toISOString() ?? null,
      maxTopUpFen: compensationOf(c.protection, o.priceFen, 0, p.tierB.capPct).maxTopUpFen,
      sellerBlacklisted: c.sellerBlacklisted,
    };
  }
  /** Why a buyer may not file a claim on an order now, or null. */
  function blocker(o: OrderRow, existing: ClaimRow[], now: Date): string | null {
    if (o.protection === 'none') return '该订单未购买包赔服务';
    if (o.state !== ORDER_STATE.completed) return '订单未完成，不能申请找回赔付';
    if (!inProtection(o, now)) return '已超过包赔期限';
    if (existing.some((c) => c.status === CLAIM_STATUS.pending)) return '该订单已有处理中的找回申请';
    if (existing.some((c) => c.status === CLAIM_STATUS.compensated)) return '该订单已获赔付';
    return null;
  }

  return {
    ...claimRegistration({ repo, selling: deps.selling, crypto: deps.crypto, audit, clock, db }),
    tiers() {
      const days = (d: number | null) => (d === null ? '永久' : `${d} 天`);
      return [
        {
          code: 'basic' as const,
          name: names.basic!,
          rateBps: 0,
          periodDays: p.basicDays,
          description: `卖家赠送，成交后 ${days(p.basicDays)}内有效`,
          compensation: '账号被找回，按成交价赔付',
        },
        {
          code: 'tierA' as const,
          name: names.tierA!,
          rateBps: p.tierA.rateBps,
          periodDays: p.tierA.days,
          description: `按成交价的 ${p.tierA.rateBps / 100}% 购买，成交后 ${days(p.tierA.days)}内有效`,
          compensation: '账号被找回，全额退还成交价',
        },
        {
          code: 'tierB' as const,
          name: names.tierB!,
          rateBps: p.tierB.rateBps,
          periodDays: p.tierB.days,
          description: `按成交价的 ${p.tierB.rateBps / 100}% 购买，成交后 ${days(p.tierB.days)}有效`,
          compensation: `账号被找回，退还成交价并赔付经核实的充值，合计最高为成交价的 ${(p.tierB.capPct / 100).toFixed(1)} 倍`,
        },
      ];
    },

    /** Whether the order has a claim waiting for a decision: its sealed data is kept until it is decided. */
    openOn: (orderId: number, tx?: Executor) => repo.openOn(orderId, tx),
    /** Whether a claim on one of the seller's sales waits for a decision (their withdrawals wait). */
    openAgainstSeller: (sellerId: number, tx?: Executor) => repo.openAgainstSeller(sellerId, tx),

    /** For the order page: the order's claims and whether one can be filed. */
    async forOrder(o: OrderRow, now: Date) {
      const list = await repo.ofOrders([o.id]);
      return {
        claims: list.map((c) => toClaim(c, o)),
        canClaim: blocker(o, list, now) === null,
        protectionEndsAt: protectionEnd(o)?.toISOString() ?? null,
      };
    },

    async insured(actor: Actor, q: { pageNum?: number; pageSize?: number }) {
      const pg = toPage(q);
      const now = clock.now();
      const [{ rows, total }, games] = await Promise.all([
        repo.insured(actor.userId, pg.limit, pg.offset),
        catalogue.games(),
      ]);
      const gameName = new Map(games.map((g) => [g.id, g.name]));
      const all = await repo.ofOrders(rows.map((r) => r.o.id));
      return {
        rows: rows.map(({ o, cover, gameId }) => {
          const mine = all.filter((c) => c.orderId === o.id);
          const end = protectionEnd(o);
          return {
            orderId: o.id,
            orderNo: o.orderNo,
            goods: { id: o.goodsId, title: o.goodsTitle, cover, gameName: gameName.get(gameId) ?? '' },
            priceFen: o.priceFen,
            protection: o.protection,
            protectionName: names[o.protection] ?? '',
            completedAt: o.completedAt!.toISOString(),
            protectionEndsAt: end?.toISOString() ?? null,
            inPeriod: inProtection(o, now),
            canClaim: blocker(o, mine, now) === null,
            openClaimId: mine.find((c) => c.status === CLAIM_STATUS.pending)?.id ?? null,
            lastClaim: mine[0] ? toClaim(mine[0], o) : null,
          };
        }),
        total,
      };
    },

    async file(actor: Actor, b: { orderId: number; evidence: string; images?: string[] }) {
      const { o, role } = await orders.loadAs(actor, b.orderId);
      if (role !== 'buyer')
        throw role === 'staff' ? new Forbidden('只有买家可以申请找回赔付') : new NotFound('订单不存在');
      const evidence = b.evidence.trim();
      if (chars(evidence) < 10 || chars(evidence) > 1000)
        throw new BadRequest('参数错误：evidence 请描述被找回的经过（10-1000字）');
      const images = await checkImages(upload, actor.userId, b.images, CLAIM_IMAGES_MAX);
      const now = clock.now();
      const why = blocker(o, await repo.ofOrders([o.id]), now);
      if (why) throw new Conflict(why);
      try {
        const c = await db.transaction(async (tx) => {
          await events.inTransaction('claim.filing', { orderId: o.id }, tx);
          const row = await repo.insert(
            {
              orderId: o.id,
              buyerId: o.buyerId,
              sellerId: o.sellerId,
              goodsId: o.goodsId,
              protection: o.protection,
              evidence,
              images,
              status: CLAIM_STATUS.pending,
              deadlineAt: new Date(now.getTime() + config.afterSale.claimDecisionMs),
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
          await orderWrites.addEvent({ orderId: o.id, type: 'claim_filed', actorId: actor.userId, createdAt: now }, tx);
          return row;
        });
        return toClaim(c, o);
      } catch (e) {
        if (isUniqueViolation(e)) throw new Conflict('该订单已有处理中的找回申请');
        throw e;
      }
    },

    async mine(actor: Actor, q: { status?: number; pageNum?: number; pageSize?: number }) {
      const pg = toPage(q);
      const { rows, total } = await repo.mine(actor.userId, q.status, pg.limit, pg.offset);
      return { rows: await Promise.all(rows.map(withOrder)), total };
    },

    async get(actor: Actor, id: number) {
      const c = await repo.byId(id);
      const staff = actor.roles.includes('operator') || actor.roles.includes('admin');
      if (!c || (c.buyerId !== actor.userId && !staff)) throw new NotFound('找回申请不存在');
      return withOrder(c);
    },

    // ------------------------------------------------------------ operators
    async adminList(q: { status?: number; escalated?: number; pageNum?: number; pageSize?: number }) {
      const pg = toPage(q);
      const { rows, total } = await repo.adminList(q.status, q.escalated === 1, pg.limit, pg.offset);
      return { rows: await Promise.all(rows.map(adminOut)), total, escalated: await repo.escalatedPending() };
    },
    ...claimEscalation({ repo, orderWrites, audited }),
    async adminDetail(id: number) {
      const c = await repo.byId(id);
      if (!c) throw new NotFound('找回申请不存在');
      return adminOut(c);
    },

    /**
     * The checks of a payout before its flow runs (flows/claim-payout.ts), and what it pays: the
     * claim still pending, top-ups for tier B only, a blacklist reason, the seller's phone when
     * they are to be blacklisted.
     */
    async payoutPlan(
      id: number,
      b: { topUpFen?: number; note?: string; blacklistSeller?: boolean; blacklistReason?: string },
    ): Promise<PayoutPlan> {
      const c = await repo.byId(id);
      if (!c) throw new NotFound('找回申请不存在');
      if (c.status !== CLAIM_STATUS.pending) throw new Conflict('该申请已处理');
      if (b.topUpFen && c.protection !== 'tierB') throw new BadRequest('参数错误：topUpFen 仅至尊包赔赔付充值');
      const reason = b.blacklistReason?.trim() ?? '';
      if (b.blacklistSeller && (chars(reason) < 5 || chars(reason) > 500))
        throw new BadRequest('参数错误：blacklistReason 拉黑原因为5-500字');
      const o = (await orderReads.byId(c.orderId))!;
      const users = await repo.users([c.sellerId]);
      const sellerPhone = users.get(c.sellerId)?.phone ?? null;
      if (b.blacklistSeller && !sellerPhone) throw new Conflict('卖家账号已注销，无法按手机号拉黑');
      return {
        claim: c,
        order: o,
        amount: compensationOf(c.protection, o.priceFen, b.topUpFen ?? 0, p.tierB.capPct),
        note: b.note?.trim() || null,
        blacklist: b.blacklistSeller && sellerPhone ? { phone: sellerPhone, reason } : null,
      };
    },
    /** The claim's step of a payout, first in the flow's transaction: pending → compensated, audited. */
    async markCompensated(tx: Executor, actor: Actor, plan: PayoutPlan, now: Date) {
      const { claim: c, amount, note } = plan;
      const blacklistSeller = plan.blacklist !== null;
      const done = await repo.decide(
        c.id,
        {
          status: CLAIM_STATUS.compensated,
          compensationFen: amount.compensationFen,
          topUpFen: amount.topUpFen,
          note,
          decidedBy: actor.userId,
          decidedAt: now,
          sellerBlacklisted: blacklistSeller,
        },
        now,
        tx,
      );
      if (!done) throw new Conflict('该申请已处理');
      await audited.within(tx, actor, 'claim.compensate', 'claim', {
        id: c.id,
        before: { status: c.status },
        after: {
          status: done.status,
          compensationFen: amount.compensationFen,
          topUpFen: amount.topUpFen,
          note,
          blacklistSeller,
        },
        at: now,
      });
      return done;
    },
    /** The game of the claimed good (a blacklist entry names it). */
    goodGame: (goodsId: number) => repo.goodGame(goodsId),
    /** A claim as the API shows it. */
    view: (c: ClaimRow, o: Pick<OrderRow, 'orderNo' | 'goodsTitle'>) => toClaim(c, o),

    async refuse(actor: Actor, id: number, reasonIn: string) {
      const reason = reasonIn.trim();
      if (chars(reason) < 2 || chars(reason) > 200) throw new BadRequest('参数错误：reason 驳回原因为2-200字');
      const c = await repo.byId(id);
      if (!c) throw new NotFound('找回申请不存在');
      if (c.status !== CLAIM_STATUS.pending) throw new Conflict('该申请已处理');
      const o = (await orderReads.byId(c.orderId))!;
      const now = clock.now();
      const row = await audited(actor, 'claim.refuse', 'claim', async (tx) => {
        const done = await repo.decide(
          id,
          { status: CLAIM_STATUS.refused, refuseReason: reason, decidedBy: actor.userId, decidedAt: now },
          now,
          tx,
        );
        if (!done) throw new Conflict('该申请已处理');
        await orderWrites.addEvent(
          { orderId: o.id, type: 'claim_refused', actorId: actor.userId, note: reason, createdAt: now },
          tx,
        );
        await messages.sendMessage(
          c.buyerId,
          {
            sendType: SEND_TYPE.claimDecided,
            title: '找回申请被驳回',
            content: `订单 ${o.orderNo}「${o.goodsTitle}」的找回申请未通过，原因：${reason}。如有新的证据可重新提交。`,
            ref: { type: 'claim', id },
            notify: {
              event: 'claim_decided',
              key: `claim_decided:claim:${id}`,
              sms: `您的找回申请已处理（未通过），详情请登录号市查看。`,
              page,
            },
          },
          tx,
        );
        return { id, before: { status: c.status }, after: { status: done.status, reason }, at: now, out: done };
      });
      return toClaim(row, o);
    },
  };
}
export type ClaimService = ReturnType<typeof createClaimService>;
