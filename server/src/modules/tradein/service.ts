import type { Reactions } from '../../lib/events.js';
import type { AppConfig } from '../../config.js';
import { createAudited, type AuditWriter } from '../../lib/audited.js';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import {
  BACKLIST_STATUS,
  BACKLIST_TYPE,
  type AppraisalReads,
  type AppraisalWrites,
  type AppraisalInput,
  type AppraisalService,
  type TradeInHooks,
  type BacklistRow,
} from '../appraisal/index.js';
import type { Actor } from '../../lib/actor.js';
import type { CatalogueService } from '../catalogue/index.js';
import { SEND_TYPE, type MessageService } from '../message/index.js';
import type { PurposeHandler } from '../payment/index.js';
import { chars, checkCredentials, PRICE_MAX_FEN, PRICE_MIN_FEN, type CredentialsInput } from '../selling/index.js';
import { REAL_STATUS, type UserReads } from '../user/index.js';
import { ENTRY_KIND, type WalletService } from '../wallet/index.js';
import type { TradeInRepo } from './repository.js';
import {
  QUOTE_STATUS,
  QUOTE_STATUS_TEXT,
  STAGE,
  STAGE_TEXT,
  type QuoteRow,
  type Stage,
  type TradeInRow,
} from './table.js';
import { yuanText as yuan } from '../../lib/money.js';

const NOT_FOUND = '回收申请不存在';
const LAPSE_BATCH = 50;
const REF = 'tradein';
export const feeOf = (priceFen: number, bps: number) => Math.round((priceFen * bps) / 10_000);

/** How a refunded merchant gets the money back (see refundMerchant). */
export type RefundKind = 'provider' | 'wallet';

/** A quote with its merchant's nick, as the repository reads them (best first). */
type NickedQuote = { q: QuoteRow; merchantNick: string | null };

export function createTradeInService(deps: {
  repo: TradeInRepo;
  /** a trade-in request is a row of appraisal's backlist_requests: read, created and moved through its owner */
  appraisalReads: Pick<AppraisalReads, 'findOwn'>;
  appraisalWrites: Pick<AppraisalWrites, 'insert' | 'setStatus'>;
  appraisal: Pick<AppraisalService, 'prepare' | 'toItems'>;
  catalogue: Pick<CatalogueService, 'games'>;
  users: Pick<UserReads, 'findById'>;
  /** the trade-in's escrow, income, fee and refund entries, in its own transaction (the wallet owns the ledger) */
  wallet: Pick<WalletService, 'post'>;
  messages: Pick<MessageService, 'sendMessage'>;
  audit: AuditWriter;
  crypto: DataCrypto;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'tradeIn' | 'rateLimits'>;
  clock: Clock;
  db: Db;
  /** publishes tradein.acceptanceEnded inside the transaction that ends an unpaid acceptance */
  events: Pick<Reactions, 'inTransaction'>;
}) {
  const {
    repo,
    appraisalReads,
    appraisalWrites,
    appraisal,
    catalogue,
    users,
    wallet,
    messages,
    audit,
    crypto,
    limiter,
    config,
    clock,
    db,
  } = deps;
  const { events } = deps;
  const audited = createAudited({ db, audit, clock });
  /** the payment module closes the quote's pending payment attempts (its reaction) */
  const closePayments = (quoteId: number, now: Date, tx: Executor) =>
    events.inTransaction('tradein.acceptanceEnded', { quoteId, now }, tx);
  const cfg = config.tradeIn;

  const seal = (c: Required<CredentialsInput>) => crypto.encrypt(JSON.stringify({ v: 1, ...c }));
  const gameName = async (gameId: number) => (await catalogue.games()).find((g) => g.id === gameId)?.name ?? '游戏';
  const send = (userId: number, sendType: number, title: string, content: string, requestId: number, tx: Executor) =>
    messages.sendMessage(
      userId,
      { sendType: sendType as never, title, content, ref: { type: REF, id: requestId } },
      tx,
    );

  /** The request and its trade-in row, locked; 404 unless it is a trade-in (and the caller's, when `ownerId`). */
  async function locked(id: number, tx: Executor, ownerId?: number) {
    const x = await repo.lock(id, tx);
    if (!x || x.r.type !== BACKLIST_TYPE.tradeIn || (ownerId !== undefined && x.r.userId !== ownerId))
      throw new NotFound(NOT_FOUND);
    return x;
  }

  async function setStage(
    requestId: number,
    stage: Stage,
    status: number,
    now: Date,
    tx: Executor,
    extra: Partial<TradeInRow> = {},
  ) {
    await repo.updateDetails(requestId, { stage, updatedAt: now, ...extra }, tx);
    await appraisalWrites.setStatus(requestId, status, now, tx);
  }

  // ------------------------------------------------------------ the owner's view
  function tradeInOf(r: BacklistRow, d: TradeInRow, quotes: NickedQuote[], now: Date) {
    const acc = d.acceptedQuoteId !== null ? quotes.find((x) => x.q.id === d.acceptedQuoteId) : undefined;
    const active = quotes.filter((x) => x.q.status === QUOTE_STATUS.active);
    const price = acc?.q.priceFen;
    return {
      stage: d.stage,
      stageText: STAGE_TEXT[d.stage],
      quoteEndsAt: d.quoteEndsAt.toISOString(),
      quoting: d.stage === STAGE.quoting && r.status === BACKLIST_STATUS.awaiting && d.quoteEndsAt > now,
      feeBps: d.feeBps,
      quotes: quotes.map((x) => ({
        id: x.q.id,
        merchantNick: x.merchantNick || '商户',
        priceFen: x.q.priceFen,
        status: x.q.status,
        statusText: QUOTE_STATUS_TEXT[x.q.status] ?? '',
        quotedAt: x.q.quotedAt.toISOString(),
        createdAt: x.q.createdAt.toISOString(),
      })),
      bestPriceFen: price ?? active[0]?.q.priceFen ?? null,
      accepted:
        acc && price !== undefined && d.acceptedAt && d.payDeadline
          ? {
              quoteId: acc.q.id,
              merchantNick: acc.merchantNick || '商户',
              priceFen: price,
              feeFen: feeOf(price, d.feeBps),
              payoutFen: price - feeOf(price, d.feeBps),
              acceptedAt: d.acceptedAt.toISOString(),
              payDeadline: d.payDeadline.toISOString(),
              paidAt: d.paidAt?.toISOString() ?? null,
            }
          : null,
      handedOverAt: d.handedOverAt?.toISOString() ?? null,
      confirmedAt: d.confirmedAt?.toISOString() ?? null,
      rejectedAt: d.rejectedAt?.toISOString() ?? null,
      rejectReason: d.rejectReason,
      refund: d.refundKind,
      canAccept: d.stage === STAGE.quoting && active.length > 0,
      canRefuse: d.stage === STAGE.quoting,
      canCancel: d.stage === STAGE.quoting || d.stage === STAGE.accepted,
      canHandover: d.stage === STAGE.paid,
      serverNow: now.toISOString(),
    };
  }

  async function describe(rows: BacklistRow[]) {
    const ids = rows.map((r) => r.id);
    const [details, quotes] = await Promise.all([repo.details(ids), repo.quotesOf(ids)]);
    const now = clock.now();
    const out = new Map<number, ReturnType<typeof tradeInOf>>();
    for (const r of rows) {
      const d = details.get(r.id);
      if (d)
        out.set(
          r.id,
          tradeInOf(
            r,
            d,
            quotes.filter((x) => x.q.requestId === r.id),
            now,
          ),
        );
    }
    return out;
  }

  const itemOf = async (r: BacklistRow) => (await appraisal.toItems([r]))[0]!;
  const reread = async (id: number, ownerId: number) => itemOf((await appraisalReads.findOwn(ownerId, id))!);

  // ------------------------------------------------------------ the merchants' view
  /** What merchants may see of requests: never the owner, never the login, never the other merchants' names. */
  async function openItems(actor: Actor, rows: { r: BacklistRow; d: TradeInRow }[]) {
    const ids = rows.map((x) => x.r.id);
    const [items, quotes] = await Promise.all([appraisal.toItems(rows.map((x) => x.r)), repo.quotesOf(ids)]);
    const now = clock.now();
    return rows.map(({ r, d }, i) => {
      const it = items[i]!;
      const mine = quotes.filter((x) => x.q.requestId === r.id);
      const active = mine.filter((x) => x.q.status === QUOTE_STATUS.active);
      const my = mine.find((x) => x.q.merchantId === actor.userId)?.q;
      return {
        id: r.id,
        gameId: it.gameId,
        gameName: it.gameName,
        districtPath: it.districtPath,
        attrs: it.attrs,
        attrList: it.attrList,
        images: it.images,
        expectedPriceFen: it.expectedPriceFen,
        remark: it.remark,
        valuation: {
          lowFen: it.valuation.lowFen,
          medianFen: it.valuation.medianFen,
          highFen: it.valuation.highFen,
          comparableCount: it.valuation.comparableCount,
          confidence: it.valuation.confidence,
        },
        stage: d.stage,
        quoteEndsAt: d.quoteEndsAt.toISOString(),
        quoting: d.stage === STAGE.quoting && r.status === BACKLIST_STATUS.awaiting && d.quoteEndsAt > now,
        quoteCount: active.length,
        bestPriceFen: active[0]?.q.priceFen ?? null,
        myQuote: my
          ? {
              id: my.id,
              priceFen: my.priceFen,
              status: my.status,
              statusText: QUOTE_STATUS_TEXT[my.status] ?? '',
              quotedAt: my.quotedAt.toISOString(),
            }
          : null,
        createdAt: it.createdAt,
        serverNow: now.toISOString(),
      };
    });
  }

  async function merchantQuotes(actor: Actor, rows: { q: QuoteRow; r: BacklistRow; d: TradeInRow }[]) {
    const ids = [...new Set(rows.map((x) => x.r.id))];
    const [items, quotes] = await Promise.all([appraisal.toItems(rows.map((x) => x.r)), repo.quotesOf(ids)]);
    const now = clock.now();
    return rows.map(({ q, r, d }, i) => {
      const it = items[i]!;
      const active = quotes.filter((x) => x.q.requestId === r.id && x.q.status === QUOTE_STATUS.active);
      const rank = q.status === QUOTE_STATUS.active ? active.findIndex((x) => x.q.id === q.id) + 1 || null : null;
      const isAccepted = d.acceptedQuoteId === q.id;
      return {
        id: q.id,
        requestId: r.id,
        priceFen: q.priceFen,
        status: q.status,
        statusText: QUOTE_STATUS_TEXT[q.status] ?? '',
        quotedAt: q.quotedAt.toISOString(),
        createdAt: q.createdAt.toISOString(),
        request: {
          gameId: it.gameId,
          gameName: it.gameName,
          districtPath: it.districtPath,
          attrList: it.attrList,
          cover: it.images[0]?.thumb ?? null,
          stage: d.stage,
          stageText: STAGE_TEXT[d.stage],
          quoteEndsAt: d.quoteEndsAt.toISOString(),
        },
        rank,
        bestPriceFen: active[0]?.q.priceFen ?? null,
        acceptedAt: q.acceptedAt?.toISOString() ?? null,
        payDeadline: isAccepted ? (d.payDeadline?.toISOString() ?? null) : null,
        paidAt: isAccepted ? (d.paidAt?.toISOString() ?? null) : null,
        canPay:
          q.status === QUOTE_STATUS.accepted && d.stage === STAGE.accepted && !!d.payDeadline && d.payDeadline > now,
        credentialsAvailable: q.status === QUOTE_STATUS.done,
        serverNow: now.toISOString(),
      };
    });
  }

  function openCredentials(enc: string) {
    const c = JSON.parse(crypto.decrypt(enc)) as {
      account: string;
      password: string;
      boundPhone?: string;
      boundEmail?: string;
      securityNotes?: string;
    };
    return {
      account: c.account,
      password: c.password,
      boundPhone: c.boundPhone || null,
      boundEmail: c.boundEmail || null,
      securityNotes: c.securityNotes || null,
    };
  }

  // ------------------------------------------------------------ owner actions
  async function accept(actor: Actor, id: number, quoteId: number) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const { r, d } = await locked(id, tx, actor.userId);
      if (d.stage !== STAGE.quoting) throw new Conflict('当前状态不能接受报价');
      const q = await repo.quoteById(quoteId, tx);
      if (!q || q.requestId !== id) throw new NotFound('报价不存在');
      if (q.status !== QUOTE_STATUS.active) throw new Conflict('该报价已失效');
      const payDeadline = new Date(now.getTime() + cfg.payWindowMs);
      await repo.moveQuotes(id, [QUOTE_STATUS.active], QUOTE_STATUS.accepted, now, tx, q.id, { acceptedAt: now });
      await repo.moveQuotes(id, [QUOTE_STATUS.active], QUOTE_STATUS.closed, now, tx);
      await setStage(id, STAGE.accepted, BACKLIST_STATUS.accepted, now, tx, {
        acceptedQuoteId: q.id,
        acceptedAt: now,
        payDeadline,
      });
      const game = await gameName(r.gameId);
      await send(
        q.merchantId,
        SEND_TYPE.tradeInAccepted,
        '回收报价已被接受',
        `您对${game}账号（回收单 ${id}）的报价 ${yuan(q.priceFen)} 已被接受，请在 ${Math.round(cfg.payWindowMs / 3_600_000)} 小时内付款至平台担保，逾期将自动失效。`,
        id,
        tx,
      );
    });
    return reread(id, actor.userId);
  }

  async function refuse(actor: Actor, id: number) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const { r, d } = await locked(id, tx, actor.userId);
      if (d.stage !== STAGE.quoting) throw new Conflict('当前状态不能拒绝报价');
      const closed = await repo.moveQuotes(id, [QUOTE_STATUS.active], QUOTE_STATUS.closed, now, tx);
      await setStage(id, STAGE.refused, BACKLIST_STATUS.refused, now, tx);
      const game = await gameName(r.gameId);
      for (const q of closed)
        await send(
          q.merchantId,
          SEND_TYPE.tradeInClosed,
          '回收报价未被接受',
          `用户已拒绝${game}账号（回收单 ${id}）的全部报价，该回收已结束。`,
          id,
          tx,
        );
    });
    return reread(id, actor.userId);
  }

  async function cancel(actor: Actor, id: number) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const { r, d } = await locked(id, tx, actor.userId);
      if (d.stage === STAGE.paid || d.stage === STAGE.handedOver) throw new Conflict('商户已付款，不能取消');
      if (d.stage === STAGE.cancelled) throw new Conflict('回收申请已取消');
      if (d.stage !== STAGE.quoting && d.stage !== STAGE.accepted) throw new Conflict('回收申请已结束');
      const closed = await repo.moveQuotes(
        id,
        [QUOTE_STATUS.active, QUOTE_STATUS.accepted],
        QUOTE_STATUS.closed,
        now,
        tx,
      );
      if (d.acceptedQuoteId !== null) await closePayments(d.acceptedQuoteId, now, tx);
      await setStage(id, STAGE.cancelled, BACKLIST_STATUS.cancelled, now, tx);
      const game = await gameName(r.gameId);
      for (const q of closed)
        await send(
          q.merchantId,
          SEND_TYPE.tradeInClosed,
          '回收已取消',
          `用户已取消${game}账号（回收单 ${id}）的回收，您的报价已关闭${q.status === QUOTE_STATUS.closed && d.acceptedQuoteId === q.id ? '，无需付款' : ''}。`,
          id,
          tx,
        );
    });
  }

  /** Lapses one accepted-but-unpaid request (row already locked by the caller). */
  async function lapse(id: number, now: Date, tx: Executor) {
    const { r, d } = await locked(id, tx);
    if (d.stage !== STAGE.accepted || !d.payDeadline || d.payDeadline > now) return false;
    const [q] = await repo.moveQuotes(id, [QUOTE_STATUS.accepted], QUOTE_STATUS.lapsed, now, tx);
    if (q) await closePayments(q.id, now, tx);
    // the quotes this acceptance closed are offers again: the owner may take the next best
    await repo.moveQuotes(id, [QUOTE_STATUS.closed], QUOTE_STATUS.active, now, tx);
    await setStage(id, STAGE.quoting, BACKLIST_STATUS.awaiting, now, tx, {
      acceptedQuoteId: null,
      acceptedAt: null,
      payDeadline: null,
    });
    const game = await gameName(r.gameId);
    await send(
      r.userId,
      SEND_TYPE.tradeInLapsed,
      '商户未按时付款',
      `商户未在期限内为您的${game}账号（回收单 ${id}）付款，本次接受已失效，您可以重新选择其他报价。`,
      id,
      tx,
    );
    if (q)
      await send(
        q.merchantId,
        SEND_TYPE.tradeInLapsed,
        '回收报价已失效',
        `您未在期限内为${game}账号（回收单 ${id}）付款，该报价已失效。`,
        id,
        tx,
      );
    return true;
  }

  const hooks: TradeInHooks = {
    submit: (actor, b) => submit(actor, b),
    cancel,
    describe,
    acceptedSince: (gameId, since) => repo.acceptedSince(gameId, since),
  };

  async function submit(actor: Actor, b: AppraisalInput) {
    const me = await users.findById(actor.userId);
    // the realname module admits adults only (age checked at verification), so verified = adult
    if (!me || me.realStatus !== REAL_STATUS.verified)
      throw new Forbidden('提交回收前请先完成实名认证（需年满18周岁）');
    if (!b.credentials) throw new BadRequest('请填写游戏账号信息（账号、密码）');
    const credentials = checkCredentials(b.credentials);
    const v = await appraisal.prepare(actor, b);
    const row = await db.transaction(async (tx) => {
      const r = await appraisalWrites.insert(
        { ...v, type: BACKLIST_TYPE.tradeIn, status: BACKLIST_STATUS.awaiting },
        tx,
      );
      await repo.insertDetails(
        {
          requestId: r.id,
          credentialsEnc: seal(credentials),
          stage: STAGE.quoting,
          quoteEndsAt: new Date(v.createdAt.getTime() + cfg.quoteWindowMs),
          feeBps: cfg.feeBps,
          updatedAt: v.createdAt,
        },
        tx,
      );
      return r;
    });
    return itemOf(row);
  }

  return {
    hooks,
    submit,
    cancel,

    async decide(actor: Actor, id: number, b: { status: number; quoteId?: number }) {
      if (b.status === BACKLIST_STATUS.accepted) {
        if (b.quoteId === undefined) throw new BadRequest('请选择要接受的报价');
        return accept(actor, id, b.quoteId);
      }
      if (b.status === BACKLIST_STATUS.refused) return refuse(actor, id);
      if (b.status === BACKLIST_STATUS.cancelled) {
        await cancel(actor, id);
        return reread(id, actor.userId);
      }
      throw new BadRequest('参数错误：status 只能为 2、4、5');
    },

    /** The owner says the account is handed over (after payment); new login details may replace the stored ones. */
    async handover(actor: Actor, id: number, b: { credentials?: CredentialsInput }) {
      const sealed = b.credentials ? seal(checkCredentials(b.credentials)) : null;
      const now = clock.now();
      await db.transaction(async (tx) => {
        const { d } = await locked(id, tx, actor.userId);
        if (d.stage === STAGE.quoting || d.stage === STAGE.accepted) throw new Conflict('商户尚未付款');
        if (d.stage === STAGE.handedOver) throw new Conflict('已提交交接，请等待平台验号');
        if (d.stage !== STAGE.paid) throw new Conflict('回收申请已结束');
        await repo.updateDetails(
          id,
          { stage: STAGE.handedOver, handedOverAt: now, updatedAt: now, ...(sealed ? { credentialsEnc: sealed } : {}) },
          tx,
        );
      });
      return reread(id, actor.userId);
    },

    // ------------------------------------------------------------ merchants
    async open(actor: Actor, q: { gameId?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.openPage(actor.userId, q.gameId, clock.now(), p.limit, p.offset);
      return { rows: await openItems(actor, rows), total };
    },

    /** One request for the quoting page: open ones, or ones this merchant quoted. */
    async openDetail(actor: Actor, id: number) {
      const x = await repo.requestWithDetails(id);
      if (!x || x.r.type !== BACKLIST_TYPE.tradeIn || x.r.userId === actor.userId) throw new NotFound(NOT_FOUND);
      const isOpen = x.d.stage === STAGE.quoting && x.d.quoteEndsAt > clock.now();
      if (!isOpen && !(await repo.quoteOf(id, actor.userId))) throw new NotFound(NOT_FOUND);
      return (await openItems(actor, [x]))[0]!;
    },

    /** A merchant's quote: the first one creates it, later ones may only raise it, all within the window. */
    async quote(actor: Actor, id: number, priceFen: number) {
      if (!Number.isInteger(priceFen) || priceFen < PRICE_MIN_FEN || priceFen > PRICE_MAX_FEN || priceFen % 100 !== 0)
        throw new BadRequest('报价应在¥1-¥1,000,000之间，且为整数元');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const { r, d } = await locked(id, tx);
        if (r.userId === actor.userId) throw new NotFound(NOT_FOUND);
        const mine = await repo.quoteOf(id, actor.userId, tx);
        if (mine && mine.status !== QUOTE_STATUS.active) throw new Conflict('您的报价已失效，不能再次报价');
        if (d.stage !== STAGE.quoting || r.status !== BACKLIST_STATUS.awaiting || d.quoteEndsAt <= now)
          throw new Conflict('报价已截止');
        if (mine) {
          if (priceFen <= mine.priceFen) throw new Conflict(`只能提高报价（当前 ${yuan(mine.priceFen)}）`);
          await repo.raiseQuote(mine.id, priceFen, now, tx);
          return;
        }
        await repo.insertQuote(
          {
            requestId: id,
            merchantId: actor.userId,
            priceFen,
            status: QUOTE_STATUS.active,
            quotedAt: now,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        const game = await gameName(r.gameId);
        await send(
          r.userId,
          SEND_TYPE.tradeInQuoted,
          '收到新的回收报价',
          `您的${game}账号（回收单 ${id}）收到商户报价 ${yuan(priceFen)}，可在“我的竞价回收”中查看并选择。`,
          id,
          tx,
        );
      });
      return (await merchantQuotes(actor, [(await repo.quoteWithRequest(id, actor.userId))!]))[0]!;
    },

    async myQuotes(actor: Actor, q: { status?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.quotesOfMerchant(actor.userId, q.status, p.limit, p.offset);
      return { rows: await merchantQuotes(actor, rows), total };
    },

    /** The login, for the merchant who paid, once the operator confirmed the account. Recorded. */
    async revealForMerchant(actor: Actor, id: number, ip: string | null) {
      const q = await repo.quoteOf(id, actor.userId);
      if (!q || (q.status !== QUOTE_STATUS.paid && q.status !== QUOTE_STATUS.done)) throw new NotFound(NOT_FOUND);
      if (q.status !== QUOTE_STATUS.done) throw new Conflict('平台验号完成后才能查看账号信息');
      await enforce(limiter, 'reveal:user', String(actor.userId), config.rateLimits.revealUser);
      const x = await repo.requestWithDetails(id);
      if (!x) throw new NotFound(NOT_FOUND);
      const now = clock.now();
      await repo.addReveal({ requestId: id, userId: actor.userId, role: 'merchant', ip, createdAt: now });
      return { ...openCredentials(x.d.credentialsEnc), revealedAt: now.toISOString() };
    },

    // ------------------------------------------------------------ payment (the 'tradein' purpose)
    /**
     * The payment module's handler for purpose 'tradein' (payment/purpose.ts). The target is the
     * accepted QUOTE, not the request: after a lapse the request is accepted again for another
     * merchant, and a late payment of the lapsed merchant's (closed) attempt must not settle it.
     */
    purpose: {
      label: '回收订单',
      itemLabel: '回收',
      async forPayment(quoteId: number) {
        const q = await repo.quoteById(quoteId);
        if (!q) return undefined;
        const x = await repo.requestWithDetails(q.requestId);
        if (!x) return undefined;
        const mine = x.d.acceptedQuoteId === q.id;
        const open = mine && x.d.stage === STAGE.accepted && q.status === QUOTE_STATUS.accepted;
        const paid =
          q.status === QUOTE_STATUS.paid || q.status === QUOTE_STATUS.done || q.status === QUOTE_STATUS.refunded;
        const game = await gameName(x.r.gameId);
        return {
          payerUserId: q.merchantId,
          amountFen: q.priceFen,
          subject: `号市回收-${game}账号`,
          title: `${game}账号回收（回收单 ${q.requestId}）`,
          refNo: `TI${q.requestId}-${q.id}`,
          expiresAt: (open && x.d.payDeadline) || q.updatedAt,
          open,
          paid,
          stateText: QUOTE_STATUS_TEXT[q.status] ?? '',
        };
      },
      /**
       * A confirmed payment of an accepted quote, inside the payment's transaction. False when the
       * money cannot be taken (acceptance lapsed or cancelled): the payment module refunds it.
       */
      async markPaid(quoteId: number, now: Date, tx: Executor): Promise<boolean> {
        const q0 = await repo.quoteById(quoteId, tx);
        if (!q0) return false;
        const x = await repo.lock(q0.requestId, tx);
        if (!x || x.r.type !== BACKLIST_TYPE.tradeIn || x.d.stage !== STAGE.accepted || x.d.acceptedQuoteId !== quoteId)
          return false;
        const [q] = await repo.moveQuotes(x.r.id, [QUOTE_STATUS.accepted], QUOTE_STATUS.paid, now, tx, quoteId);
        if (!q) return false;
        const id = x.r.id;
        await repo.updateDetails(id, { stage: STAGE.paid, paidAt: now, updatedAt: now }, tx);
        await wallet.post(
          null,
          {
            kind: ENTRY_KIND.escrowIn,
            amountFen: q.priceFen,
            refType: REF,
            refId: id,
            memo: `回收单 ${id}`,
            createdAt: now,
          },
          tx,
        );
        const game = await gameName(x.r.gameId);
        await send(
          x.r.userId,
          SEND_TYPE.tradeInPaid,
          '商户已付款，请交接账号',
          `商户已将回收款 ${yuan(q.priceFen)} 付至平台担保。请按交接须知解绑手机/邮箱等，然后在“我的竞价回收”中点击“确认已交接”，平台验号后款项入账。`,
          id,
          tx,
        );
        await send(
          q.merchantId,
          SEND_TYPE.tradeInPaid,
          '回收付款成功',
          `您为${game}账号（回收单 ${id}）支付的 ${yuan(q.priceFen)} 已由平台担保，平台验号通过后即可查看账号信息。`,
          id,
          tx,
        );
        return true;
      },
      // the merchant quoting page (its "my quotes" tab re-reads on show)
      returnPath: (quoteId: number, result: 'paid' | 'failed') =>
        `/index/other/merchantTradein?quoteId=${quoteId}&${result === 'paid' ? 'paid' : 'failed'}=1`,
    } satisfies PurposeHandler,

    // ------------------------------------------------------------ jobs
    /** Lapses every acceptance whose payment deadline passed; returns how many. */
    async lapseDue() {
      let n = 0;
      for (;;) {
        const now = clock.now();
        const done = await db.transaction(async (tx) => {
          const ids = await repo.lapseDue(now, LAPSE_BATCH, tx);
          let k = 0;
          for (const id of ids) if (await lapse(id, now, tx)) k++;
          return { ids: ids.length, k };
        });
        n += done.k;
        if (done.ids < LAPSE_BATCH) return n;
      }
    },

    // ------------------------------------------------------------ staff
    async staffList(q: { stage?: Stage; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.staffPage(q.stage, p.limit, p.offset);
      const items = await appraisal.toItems(rows.map((x) => x.r));
      return {
        rows: items.map((it, i) => ({ ...it, userId: rows[i]!.r.userId, userNick: rows[i]!.nickName ?? '' })),
        total,
      };
    },

    /** Staff read the login to check the account after payment; recorded and audited. */
    async revealForStaff(actor: Actor, id: number, ip: string | null) {
      const x = await repo.requestWithDetails(id);
      if (!x || x.r.type !== BACKLIST_TYPE.tradeIn) throw new NotFound(NOT_FOUND);
      if (x.d.stage !== STAGE.paid && x.d.stage !== STAGE.handedOver) throw new Conflict('当前状态无需验号');
      const now = clock.now();
      await audited(actor, 'tradein.reveal', REF, async (tx) => {
        await repo.addReveal({ requestId: id, userId: actor.userId, role: 'staff', ip, createdAt: now }, tx);
        return { id, before: null, after: { stage: x.d.stage }, at: now, out: undefined };
      });
      return { ...openCredentials(x.d.credentialsEnc), revealedAt: now.toISOString() };
    },

    /**
     * The operator checked the account: escrow out, the owner credited quote − fee, the fee booked,
     * the merchant may read the login. Once: the stage check (row locked) and the ledger's unique
     * (ref, kind, user) both refuse a second run.
     */
    async confirm(actor: Actor, id: number) {
      const now = clock.now();
      await audited(actor, 'tradein.confirm', REF, async (tx) => {
        const { r, d } = await locked(id, tx);
        if (d.stage === STAGE.paid) throw new Conflict('用户尚未确认交接');
        if (d.stage !== STAGE.handedOver) throw new Conflict(`该回收${STAGE_TEXT[d.stage]}，不能确认`);
        const q = (await repo.quoteById(d.acceptedQuoteId!, tx))!;
        const fee = feeOf(q.priceFen, d.feeBps);
        const payout = q.priceFen - fee;
        await wallet.post(
          null,
          {
            kind: ENTRY_KIND.escrowOut,
            amountFen: -q.priceFen,
            refType: REF,
            refId: id,
            memo: `回收单 ${id}`,
            createdAt: now,
          },
          tx,
        );
        await wallet.post(
          r.userId,
          {
            kind: ENTRY_KIND.tradeInIncome,
            amountFen: payout,
            refType: REF,
            refId: id,
            memo: `回收单 ${id} 回收款（已扣服务费 ${yuan(fee)}）`,
            createdAt: now,
          },
          tx,
        );
        if (fee)
          await wallet.post(
            null,
            {
              kind: ENTRY_KIND.tradeInFee,
              amountFen: fee,
              refType: REF,
              refId: id,
              memo: `回收单 ${id}`,
              createdAt: now,
            },
            tx,
          );
        await repo.moveQuotes(id, [QUOTE_STATUS.paid], QUOTE_STATUS.done, now, tx, q.id);
        await setStage(id, STAGE.done, BACKLIST_STATUS.done, now, tx, { confirmedAt: now, decidedBy: actor.userId });
        const game = await gameName(r.gameId);
        await send(
          r.userId,
          SEND_TYPE.tradeInCredited,
          '回收完成，款项已入账',
          `您的${game}账号（回收单 ${id}）已验号完成，回收款 ${yuan(payout)} 已存入钱包（成交价 ${yuan(q.priceFen)}，平台服务费 ${yuan(fee)}）。`,
          id,
          tx,
        );
        await send(
          q.merchantId,
          SEND_TYPE.tradeInDelivered,
          '回收验号完成，可查看账号',
          `${game}账号（回收单 ${id}）已验号完成，请在“我的报价”中查看账号信息并及时修改密码。`,
          id,
          tx,
        );
        return {
          id,
          before: { stage: d.stage },
          after: { stage: STAGE.done, priceFen: q.priceFen, feeFen: fee, payoutFen: payout },
          at: now,
          out: undefined,
        };
      });
    },

    /**
     * The account failed the check: the merchant gets the money back (to the wallet: the payment
     * module has no refund call for other purposes yet), the owner keeps the account.
     */
    async reject(actor: Actor, id: number, reason: string) {
      const text = reason.trim();
      if (chars(text) < 2 || chars(text) > 200) throw new BadRequest('请填写驳回原因（2-200字）');
      const now = clock.now();
      await audited(actor, 'tradein.reject', REF, async (tx) => {
        const { r, d } = await locked(id, tx);
        if (d.stage !== STAGE.paid && d.stage !== STAGE.handedOver)
          throw new Conflict(`该回收${STAGE_TEXT[d.stage]}，不能驳回`);
        const q = (await repo.quoteById(d.acceptedQuoteId!, tx))!;
        await wallet.post(
          null,
          {
            kind: ENTRY_KIND.escrowOut,
            amountFen: -q.priceFen,
            refType: REF,
            refId: id,
            memo: `回收单 ${id} 退款`,
            createdAt: now,
          },
          tx,
        );
        await wallet.post(
          q.merchantId,
          {
            kind: ENTRY_KIND.tradeInRefund,
            amountFen: q.priceFen,
            refType: REF,
            refId: id,
            memo: `回收单 ${id} 验号未通过，退回付款`,
            createdAt: now,
          },
          tx,
        );
        await repo.moveQuotes(id, [QUOTE_STATUS.paid], QUOTE_STATUS.refunded, now, tx, q.id);
        await setStage(id, STAGE.rejected, BACKLIST_STATUS.cancelled, now, tx, {
          rejectedAt: now,
          rejectReason: text,
          decidedBy: actor.userId,
          refundKind: 'wallet',
        });
        const game = await gameName(r.gameId);
        await send(
          r.userId,
          SEND_TYPE.tradeInRejected,
          '回收验号未通过',
          `您的${game}账号（回收单 ${id}）验号未通过，原因：${text}。本次回收已取消，账号仍归您所有，请及时修改密码。`,
          id,
          tx,
        );
        await send(
          q.merchantId,
          SEND_TYPE.tradeInRejected,
          '回收验号未通过，已退款',
          `${game}账号（回收单 ${id}）验号未通过（${text}），您支付的 ${yuan(q.priceFen)} 已退回钱包余额。`,
          id,
          tx,
        );
        return {
          id,
          before: { stage: d.stage },
          after: { stage: STAGE.rejected, reason: text, refund: 'wallet' },
          at: now,
          out: undefined,
        };
      });
    },
  };
}
export type TradeInService = ReturnType<typeof createTradeInService>;
