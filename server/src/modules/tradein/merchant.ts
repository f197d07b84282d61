import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { yuanText as yuan } from '../../lib/money.js';
import { toPage } from '../../lib/pagination.js';
import { enforce } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { BACKLIST_STATUS, BACKLIST_TYPE, type BacklistRow } from '../appraisal/index.js';
import { SEND_TYPE } from '../message/index.js';
import { PRICE_MAX_FEN, PRICE_MIN_FEN } from '../selling/index.js';
import type { TradeInContext } from './context.js';
import { QUOTE_STATUS, QUOTE_STATUS_TEXT, STAGE, STAGE_TEXT, type QuoteRow, type TradeInRow } from './table.js';
import { NOT_FOUND, quotedText } from './texts.js';

/** The merchants' side: the open requests, quoting (and raising), their quotes, the login once confirmed. */
export function tradeInMerchants(ctx: TradeInContext) {
  const { repo, appraisal, limiter, config, clock, db, gameName, send, locked, openCredentials } = ctx;

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

  return {
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
        await send(r.userId, SEND_TYPE.tradeInQuoted, quotedText(game, id, priceFen), id, tx);
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
  };
}
