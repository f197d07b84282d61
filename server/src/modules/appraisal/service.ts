import type { AppConfig } from '../../config.js';
import { createAudited, type AuditWriter } from '../../lib/audited.js';
import type { Db } from '../../db/client.js';
import type { Extensions } from '../../lib/extensions.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { SingleFlight, type KvStore, type AttrMeta, type CatalogueService } from '../catalogue/index.js';
import { SEND_TYPE, type MessageService } from '../message/index.js';
import {
  chars,
  checkAttrs,
  checkDistrictPath,
  PRICE_MAX_FEN,
  PRICE_MIN_FEN,
  type SellingReads,
  type CredentialsInput,
} from '../selling/index.js';
import type { UploadService } from '../upload/index.js';
import type { UserReads } from '../user/index.js';
import { priceTiers, tradeInStats, WINDOW_DAYS, weeklyTrend, windowStart, type Deal } from './price-list.js';
import type { AppraisalRepo, BacklistInsert } from './repository.js';
import { BACKLIST_STATUS, BACKLIST_TYPE, type AttrValues, type BacklistRow, type StoredValuation } from './table.js';
import { keyTag, valuate, valuationNote, type ComparableSource } from './valuation.js';
import { yuanText } from '../../lib/money.js';

import {
  IMAGES_MAX,
  NOTE_MAX,
  NOTE_MIN,
  PRICE_LIST_TTL_MS,
  REMARK_MAX,
  STATUS_TEXT,
  TRADE_IN_STATUS_TEXT,
} from './status.js';

export interface AppraisalInput {
  type: number;
  gameId: number;
  districtId: number;
  attrs: Record<string, unknown>;
  images?: string[];
  expectedPriceFen?: number;
  remark?: string;
  /** trade-in only: the login, sealed at once and shown to nobody until the deal is done */
  credentials?: CredentialsInput;
}

/** A validated request, ready to store (the caller adds type and status). */
export type PreparedRequest = Omit<BacklistInsert, 'type' | 'status'>;

/**
 * What the trade-in module answers for this one (it is built after this service and uses it, so it
 * fills the 'appraisal.tradeIn' extension point rather than being a dependency): type-2 submissions
 * and cancels, the `tradeIn` part of type-2 items, and accepted quotes for the price list.
 */
export interface TradeInHooks {
  submit(actor: Actor, b: AppraisalInput): Promise<unknown>;
  cancel(actor: Actor, id: number): Promise<void>;
  describe(rows: BacklistRow[]): Promise<Map<number, unknown>>;
  acceptedSince(gameId: number, since: Date): Promise<Deal[]>;
}

/** Whole yuan between ¥1 and ¥1,000,000, as every price the sell form takes. */
function checkPriceField(fen: number, field: string) {
  if (!Number.isInteger(fen) || fen < PRICE_MIN_FEN || fen > PRICE_MAX_FEN || fen % 100 !== 0)
    throw new BadRequest(`${field}应在¥1-¥1,000,000之间，且为整数元`);
}

/** An attribute value as the page shows it: '120个', 'V8', '胡桃、雷电将军'. */
function attrText(a: AttrMeta, v: number | string | string[]): string {
  if (Array.isArray(v)) return v.join('、');
  if (a.fieldType === 'number') return `${v}${a.range?.unit ?? ''}`;
  return String(v);
}

export function createAppraisalService(deps: {
  repo: AppraisalRepo;
  users: Pick<UserReads, 'nickNames'>;
  districts: Pick<SellingReads, 'districtPath'>;
  catalogue: Pick<CatalogueService, 'template' | 'games'>;
  upload: Pick<UploadService, 'ownImages'>;
  messages: Pick<MessageService, 'sendMessage'>;
  audit: AuditWriter;
  /** 'appraisal.tradeIn': the trade-in module's hooks, when it is loaded */
  extensions: Pick<Extensions, 'one'>;
  sources: readonly ComparableSource[];
  kv: KvStore;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'rateLimits' | 'recycleFactor'>;
  clock: Clock;
  db: Db;
}) {
  const {
    repo,
    users,
    districts,
    catalogue,
    upload,
    messages,
    audit,
    extensions,
    sources,
    kv,
    limiter,
    config,
    clock,
    db,
  } = deps;
  const audited = createAudited({ db, audit, clock });
  const flights = new SingleFlight();
  const tradeInOf = (): TradeInHooks | null => extensions.one('appraisal.tradeIn') ?? null;

  async function gameNames(): Promise<Map<number, string>> {
    return new Map((await catalogue.games()).map((g) => [g.id, g.name]));
  }

  /** The automatic valuation of an account of `gameId` with (already validated) `attrs`. */
  async function valuation(gameId: number, template: readonly AttrMeta[], attrs: AttrValues): Promise<StoredValuation> {
    const tag = keyTag(template, attrs);
    const pools = await Promise.all(
      sources.map(async (s) => ({ kind: s.kind, weight: s.weight, candidates: await s.candidates(gameId, { tag }) })),
    );
    return valuate(template, attrs, pools, clock.now());
  }

  /** Rows → the API's items: game names, templates (in memory) and operator nicks (one query). */
  async function toItems(rows: BacklistRow[]) {
    const tradeIns = rows.filter((r) => r.type === BACKLIST_TYPE.tradeIn);
    const tradeIn = tradeInOf();
    const [names, nicks, extras] = await Promise.all([
      gameNames(),
      users.nickNames([...new Set(rows.map((r) => r.manualBy).filter((x): x is number => x !== null))]),
      tradeIn && tradeIns.length ? tradeIn.describe(tradeIns) : Promise.resolve(new Map<number, unknown>()),
    ]);
    const templates = new Map<number, AttrMeta[]>();
    for (const id of new Set(rows.map((r) => r.gameId)))
      templates.set(id, await catalogue.template(id).catch(() => []));
    return rows.map((r) => {
      const template = templates.get(r.gameId) ?? [];
      const v = r.valuation ?? {
        lowFen: null,
        medianFen: null,
        highFen: null,
        comparableCount: 0,
        dealCount: 0,
        listingCount: 0,
        confidence: 'few' as const,
        points: [],
        computedAt: r.createdAt.toISOString(),
      };
      return {
        id: r.id,
        type: r.type,
        status: r.status,
        statusText: (r.type === BACKLIST_TYPE.tradeIn ? TRADE_IN_STATUS_TEXT : STATUS_TEXT)[r.status] ?? '',
        gameId: r.gameId,
        gameName: names.get(r.gameId) ?? '',
        districtPath: r.districtIds.map((id, i) => ({ id, name: r.districtNames[i] ?? '' })),
        attrs: r.attrs,
        attrList: template
          .filter((a) => r.attrs[a.fieldKey] !== undefined)
          .map((a) => ({ fieldKey: a.fieldKey, fieldName: a.fieldName, text: attrText(a, r.attrs[a.fieldKey]!) })),
        images: r.images,
        expectedPriceFen: r.expectedPriceFen,
        remark: r.remark,
        valuation: { ...v, note: valuationNote(v) },
        manual:
          r.manualPriceFen !== null && r.manualAt
            ? {
                priceFen: r.manualPriceFen,
                note: r.manualNote ?? '',
                operatorNick: (r.manualBy !== null ? nicks.get(r.manualBy) : undefined) || '估价师',
                appraisedAt: r.manualAt.toISOString(),
              }
            : null,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        // typed by the route's response schema (trade-in-schema.ts TradeIn)
        tradeIn: (extras.get(r.id) ?? null) as never,
      };
    });
  }
  const toItem = async (r: BacklistRow) => (await toItems([r]))[0]!;

  /** Everything of a request, in the order the form shows it; nothing is stored when any check fails. */
  async function validate(actor: Actor, b: AppraisalInput) {
    if (b.type === BACKLIST_TYPE.tradeIn && !tradeInOf()) throw new BadRequest('竞价回收暂未开放');
    if (b.type !== BACKLIST_TYPE.appraisal && b.type !== BACKLIST_TYPE.tradeIn)
      throw new BadRequest('参数错误：type 应为 1（估价）或 2（竞价回收）');
    if (b.type === BACKLIST_TYPE.appraisal && b.credentials !== undefined) throw new BadRequest('估价无需填写账号密码');
    if (!(await gameNames()).has(b.gameId)) throw new BadRequest('参数错误：游戏不存在');
    const path = checkDistrictPath(await districts.districtPath(b.districtId), b.gameId);
    const template = await catalogue.template(b.gameId);
    const attrs = checkAttrs(template, b.attrs);
    const list = b.images ?? [];
    if (list.length > IMAGES_MAX) throw new BadRequest(`截图最多${IMAGES_MAX}张`);
    if (new Set(list).size !== list.length) throw new BadRequest('截图有重复');
    const images = await upload.ownImages(actor.userId, list);
    if (!images) throw new BadRequest('截图须为本人上传的图片，请重新上传');
    if (b.expectedPriceFen !== undefined) checkPriceField(b.expectedPriceFen, '期望价格');
    const remark = (b.remark ?? '').trim();
    if (chars(remark) > REMARK_MAX) throw new BadRequest(`备注不能超过${REMARK_MAX}字`);
    return { path, template, attrs, images, remark };
  }

  /** Validation, the rate limit and the automatic valuation of a request of either type. */
  async function prepare(actor: Actor, b: AppraisalInput): Promise<PreparedRequest> {
    const { path, template, attrs, images, remark } = await validate(actor, b);
    // counted only for requests that would be stored: fixing a typo costs nothing
    await enforce(limiter, 'appraisal:user', String(actor.userId), config.rateLimits.appraisalUser);
    const v = await valuation(b.gameId, template, attrs);
    const now = clock.now();
    return {
      userId: actor.userId,
      gameId: b.gameId,
      districtIds: path.map((d) => d.id),
      districtNames: path.map((d) => d.name),
      attrs,
      images,
      expectedPriceFen: b.expectedPriceFen ?? null,
      remark,
      valuation: v,
      createdAt: now,
      updatedAt: now,
    };
  }

  return {
    valuation,
    prepare,
    toItems,
    async submit(actor: Actor, b: AppraisalInput) {
      const tradeIn = tradeInOf();
      if (b.type === BACKLIST_TYPE.tradeIn && tradeIn)
        return (await tradeIn.submit(actor, b)) as Awaited<ReturnType<typeof toItem>>;
      const row = await repo.insert({
        ...(await prepare(actor, b)),
        type: BACKLIST_TYPE.appraisal,
        status: BACKLIST_STATUS.awaiting,
      });
      return toItem(row);
    },

    async mine(actor: Actor, q: { type?: number; status?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.pageOfUser(
        actor.userId,
        q.type ?? BACKLIST_TYPE.appraisal,
        q.status,
        p.limit,
        p.offset,
      );
      return { rows: await toItems(rows), total };
    },

    async detail(actor: Actor, id: number) {
      const row = await repo.findOwn(actor.userId, id);
      if (!row) throw new NotFound('估价申请不存在');
      return toItem(row);
    },

    /** Owner withdraws a request still waiting for staff (0 → 4). */
    async cancel(actor: Actor, id: number) {
      const tradeIn = tradeInOf();
      if (tradeIn && (await repo.findOwn(actor.userId, id))?.type === BACKLIST_TYPE.tradeIn)
        return tradeIn.cancel(actor, id);
      const row = await repo.transition(id, actor.userId, [BACKLIST_STATUS.awaiting], {
        status: BACKLIST_STATUS.cancelled,
        updatedAt: clock.now(),
      });
      if (row) return;
      const cur = await repo.findOwn(actor.userId, id);
      if (!cur) throw new NotFound('估价申请不存在');
      throw new Conflict(cur.status === BACKLIST_STATUS.cancelled ? '估价申请已取消' : '已估价，不能取消');
    },

    // ------------------------------------------------------------ operators
    async queue(q: { status?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.queue(BACKLIST_TYPE.appraisal, q.status, p.limit, p.offset);
      const items = await toItems(rows.map((r) => r.r));
      return {
        rows: items.map((it, i) => ({ ...it, userId: rows[i]!.r.userId, userNick: rows[i]!.nickName ?? '' })),
        total,
      };
    },

    /**
     * The operator's appraisal: stored beside the automatic one (status → 3; an appraised request
     * may be re-appraised), the owner messaged and the change audited, in one transaction.
     */
    async manual(actor: Actor, id: number, b: { priceFen: number; note: string }) {
      checkPriceField(b.priceFen, '估价金额');
      const note = b.note.trim();
      if (chars(note) < NOTE_MIN || chars(note) > NOTE_MAX)
        throw new BadRequest(`估价说明应为${NOTE_MIN}-${NOTE_MAX}字`);
      const now = clock.now();
      const row = await audited(actor, 'appraisal.manual', 'appraisal', async (tx) => {
        const before = await repo.findById(id, tx);
        if (!before || before.type !== BACKLIST_TYPE.appraisal) throw new NotFound('估价申请不存在');
        const after = await repo.transition(
          id,
          null,
          [BACKLIST_STATUS.awaiting, BACKLIST_STATUS.done],
          {
            status: BACKLIST_STATUS.done,
            manualPriceFen: b.priceFen,
            manualNote: note,
            manualBy: actor.userId,
            manualAt: now,
            updatedAt: now,
          },
          tx,
        );
        if (!after) throw new Conflict('估价申请已取消，不能估价');
        const game = (await gameNames()).get(after.gameId) ?? '账号';
        await messages.sendMessage(
          after.userId,
          {
            sendType: SEND_TYPE.appraisalResult,
            title: '估价结果',
            content: `您提交的${game}账号估价已完成：人工估价 ${yuanText(b.priceFen)}。${note}`,
            ref: { type: 'appraisal', id },
          },
          tx,
        );
        return {
          id,
          before: { status: before.status, manualPriceFen: before.manualPriceFen, manualNote: before.manualNote },
          after: { status: after.status, manualPriceFen: after.manualPriceFen, manualNote: after.manualNote },
          at: now,
          out: after,
        };
      });
      return toItem(row);
    },

    // ------------------------------------------------------------ public price list
    /**
     * Reference recycle prices per game from the last 90 days of deals (each game one index range
     * of goods_sold_game_time_idx). Public and the same for everyone: cached PRICE_LIST_TTL_MS in
     * the shared kv, and concurrent misses share one computation.
     */
    async priceList(q: { gameId?: number }) {
      const games = await catalogue.games();
      if (q.gameId !== undefined && !games.some((g) => g.id === q.gameId)) throw new NotFound('游戏不存在');
      const key = `appraisal:priceList:${q.gameId ?? 'all'}`;
      const cached = await kv.get(key);
      if (cached) return JSON.parse(cached) as PriceList;
      return flights.run(key, async () => {
        const now = clock.now();
        const factor = config.recycleFactor;
        const tradeIn = tradeInOf();
        const out: PriceList = { recycleFactor: factor, windowDays: WINDOW_DAYS, games: [] };
        for (const g of games.filter((x) => q.gameId === undefined || x.id === q.gameId)) {
          const [deals, quotes] = await Promise.all([
            repo.dealsSince(g.id, windowStart(now)),
            tradeIn ? tradeIn.acceptedSince(g.id, windowStart(now)) : Promise.resolve([]),
          ]);
          const t = tradeInStats(quotes, now);
          out.games.push({
            gameId: g.id,
            gameName: g.name,
            dealCount: deals.length,
            tradeInCount: quotes.length,
            tradeInMedianFen: t.medianFen,
            tiers: priceTiers(deals, factor),
            trend: weeklyTrend(deals, factor, now).map((w, i) => ({ ...w, ...t.weeks[i]! })),
          });
        }
        await kv.set(key, JSON.stringify(out), PRICE_LIST_TTL_MS);
        return out;
      });
    },
  };
}

export interface PriceList {
  recycleFactor: number;
  windowDays: number;
  games: {
    gameId: number;
    gameName: string;
    dealCount: number;
    tradeInCount: number;
    tradeInMedianFen: number | null;
    tiers: ReturnType<typeof priceTiers>;
    trend: (ReturnType<typeof weeklyTrend>[number] & { tradeInMedianFen: number | null; tradeInCount: number })[];
  }[];
}
export type AppraisalService = ReturnType<typeof createAppraisalService>;
