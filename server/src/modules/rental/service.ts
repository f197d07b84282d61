import { randomInt } from 'node:crypto';
import { createAudited, type AuditWriter } from '../../lib/audited.js';
import type { AppConfig } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import type { CatalogueService } from '../catalogue/index.js';
import { SEND_TYPE, type MessageService } from '../message/index.js';
import { beijingDateTime, type PurposeHandler, type PaymentService } from '../payment/index.js';
import {
  chars,
  checkCredentials,
  checkDistrictPath,
  IMAGES_MAX,
  IMAGES_MIN,
  openCredentials,
  sealCredentials,
  type SellingReads,
  type CredentialsInput,
} from '../selling/index.js';
import type { UploadService } from '../upload/index.js';
import { REAL_STATUS, type UserReads, type CancelBlocker } from '../user/index.js';
import type { WalletService } from '../wallet/index.js';
import type { ListingView, RentalRepo, RentalSort } from './repository.js';
import {
  LISTING_STATE,
  LISTING_STATE_TEXT,
  RENTAL_STATE,
  RENTAL_STATE_TEXT,
  type RentalMode,
  type RentalRow,
} from './table.js';
import { rentalWindow } from './window.js';
import { yuanText } from '../../lib/money.js';

const STAFF_ROLES = ['operator', 'admin'];
export const REALNAME_MSG = '租号前请先完成实名认证（需年满18周岁）';
export const OVERLAP_MSG = '该时段已被他人预订，请选择其他时间';
const NOT_FOUND = '租号订单不存在';
const LISTING_NOT_FOUND = '出租账号不存在或已下架';

export const PRICE_LIMITS = {
  hourlyMin: 100,
  hourlyMax: 100_000,
  packageMax: 1_000_000,
  depositMax: 1_000_000,
  minHoursMax: 24,
} as const;
export const MODE_TEXT: Record<RentalMode, string> = { hours: '按小时', day: '包天', overnight: '包夜' };

/** Display number: ZH + China-time yymmddHHMMss + 6 random digits. */
function newRentalNo(now: Date): string {
  const cn = new Date(now.getTime() + 8 * 3_600_000).toISOString();
  return `ZH${cn.slice(2, 19).replace(/[-T:]/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

const isExclusionViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23P01' || err?.cause?.code === '23P01';
};

export interface ListingInput {
  id?: number;
  gameId: number;
  districtId: number;
  title: string;
  description: string;
  images: string[];
  hourlyFen: number;
  minHours: number;
  dayFen?: number | null;
  overnightFen?: number | null;
  depositFen: number;
  credentials: CredentialsInput;
}

export type RentalRole = 'renter' | 'owner' | 'staff';

export function createRentalService(deps: {
  repo: RentalRepo;
  districts: Pick<SellingReads, 'districtPath'>;
  payments: Pick<PaymentService, 'closeOpen'>;
  wallet: Pick<WalletService, 'rentalEscrowIn' | 'rentalIncome' | 'rentalDeposit'>;
  messages: Pick<MessageService, 'sendMessage'>;
  users: Pick<UserReads, 'findById'>;
  upload: Pick<UploadService, 'ownImages'>;
  catalogue: Pick<CatalogueService, 'games'>;
  audit: AuditWriter;
  crypto: DataCrypto;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'rental' | 'rateLimits'>;
  clock: Clock;
  db: Db;
}) {
  const {
    repo,
    districts,
    payments,
    wallet,
    messages,
    users,
    upload,
    catalogue,
    audit,
    crypto,
    limiter,
    config,
    clock,
    db,
  } = deps;
  const cfg = config.rental;
  const audited = createAudited({ db, audit, clock });

  async function gameNames(): Promise<Map<number, string>> {
    return new Map((await catalogue.games()).map((g) => [g.id, g.name]));
  }
  const isStaff = (a: Actor) => a.roles.some((r) => STAFF_ROLES.includes(r));

  // ------------------------------------------------------------ shapes
  function prices(l: ListingView) {
    return {
      hourlyFen: l.hourlyFen,
      minHours: l.minHours,
      dayFen: l.dayFen,
      overnightFen: l.overnightFen,
      depositFen: l.depositFen,
    };
  }
  function listingCard(l: ListingView, games: Map<number, string>, busy: boolean) {
    return {
      id: l.id,
      title: l.title,
      cover: l.cover,
      gameId: l.gameId,
      gameName: games.get(l.gameId) ?? '',
      districtNames: l.districtNames,
      ...prices(l),
      rentCount: l.rentCount,
      busyNow: busy,
    };
  }
  function ownListing(l: ListingView, games: Map<number, string>) {
    return {
      ...listingCard(l, games, false),
      state: l.state,
      stateText: LISTING_STATE_TEXT[l.state] ?? '',
      rejectReason: l.rejectReason,
      createdAt: l.createdAt.toISOString(),
      updatedAt: l.updatedAt.toISOString(),
    };
  }
  /** The phase of a rental the user sees: paid splits into 待开始 / 租用中 by the clock. */
  function phaseOf(r: RentalRow, now: Date): { phase: string; phaseText: string } {
    if (r.state === RENTAL_STATE.paid) {
      if (now < r.startAt) return { phase: 'upcoming', phaseText: '待开始' };
      if (now < r.endAt) return { phase: 'active', phaseText: '租用中' };
      return { phase: 'ending', phaseText: '已到期' };
    }
    const map: Record<number, string> = { 0: 'unpaid', 2: 'ended', 3: 'settled', 4: 'cancelled', 5: 'expired' };
    return { phase: map[r.state] ?? 'unknown', phaseText: RENTAL_STATE_TEXT[r.state] ?? '' };
  }
  function rentalOut(r: RentalRow, role: RentalRole, extra: { cover: string | null; gameName: string; now: Date }) {
    const seesMoney = role !== 'renter';
    const deduct = r.violationFen ?? 0;
    return {
      id: r.id,
      rentalNo: r.rentalNo,
      listingId: r.listingId,
      title: r.title,
      cover: extra.cover,
      gameName: extra.gameName,
      state: r.state,
      stateText: RENTAL_STATE_TEXT[r.state] ?? '',
      ...phaseOf(r, extra.now),
      role,
      mode: r.mode,
      modeText: MODE_TEXT[r.mode],
      hours: r.hours,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      rentFen: r.rentFen,
      depositFen: r.depositFen,
      totalFen: r.totalFen,
      ownerIncomeFen: seesMoney ? r.rentFen - r.commissionFen : null,
      commissionFen: seesMoney ? r.commissionFen : null,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
      endedAt: r.endedAt?.toISOString() ?? null,
      settleAt: r.settleAt.toISOString(),
      settledAt: r.settledAt?.toISOString() ?? null,
      closedAt: r.closedAt?.toISOString() ?? null,
      violation: r.violationAt
        ? { deductFen: deduct, reason: r.violationReason ?? '', at: r.violationAt.toISOString() }
        : null,
      /** what the renter got / gets back (known once settled; before, the full deposit less any recorded deduction) */
      depositRefundFen: r.depositFen - deduct,
    };
  }

  // ------------------------------------------------------------ access
  function roleIn(actor: Actor, r: RentalRow): RentalRole {
    if (r.renterId === actor.userId) return 'renter';
    if (r.ownerId === actor.userId) return 'owner';
    if (isStaff(actor)) return 'staff';
    throw new NotFound(NOT_FOUND);
  }
  async function load(actor: Actor, id: number) {
    const r = await repo.rental(id);
    if (!r) throw new NotFound(NOT_FOUND);
    return { r, role: roleIn(actor, r) };
  }
  /** Why this user may not rent this listing now (before the window is looked at), or null. */
  async function rentBlocker(actor: Actor, l: ListingView): Promise<{ code: 400 | 403 | 409; msg: string } | null> {
    if (l.ownerId === actor.userId) return { code: 400, msg: '不能租用自己发布的账号' };
    const me = await users.findById(actor.userId);
    // the realname module verifies adults only (age checked at verification), so verified = adult
    if (!me || me.realStatus !== REAL_STATUS.verified) return { code: 403, msg: REALNAME_MSG };
    if (l.state !== LISTING_STATE.listed)
      return { code: 409, msg: `该账号${LISTING_STATE_TEXT[l.state] ?? '不可租用'}，暂不能租用` };
    return null;
  }
  const toError = (b: { code: number; msg: string }) =>
    b.code === 400 ? new BadRequest(b.msg) : b.code === 403 ? new Forbidden(b.msg) : new Conflict(b.msg);

  /** A listing the public may see: listed (or off shelf for its own renters' links? no: listed only). */
  async function publicListing(id: number) {
    const l = await repo.listing(id);
    if (!l || l.state !== LISTING_STATE.listed) throw new NotFound(LISTING_NOT_FOUND);
    return l;
  }

  // ------------------------------------------------------------ validation
  async function validate(actor: Actor, b: ListingInput) {
    const names = await gameNames();
    if (!names.has(b.gameId)) throw new BadRequest('参数错误：gameId 游戏不存在');
    const path = checkDistrictPath(await districts.districtPath(b.districtId), b.gameId);
    const title = b.title.trim();
    if (chars(title) < 5 || chars(title) > 60) throw new BadRequest('参数错误：title 标题为5-60个字');
    const description = b.description.trim();
    if (chars(description) < 10 || chars(description) > 1000)
      throw new BadRequest('参数错误：description 描述为10-1000个字');
    if (b.hourlyFen < PRICE_LIMITS.hourlyMin || b.hourlyFen > PRICE_LIMITS.hourlyMax)
      throw new BadRequest('参数错误：hourlyFen 小时租金为¥1-¥1000');
    if (b.minHours < 1 || b.minHours > PRICE_LIMITS.minHoursMax || b.minHours > cfg.maxHours)
      throw new BadRequest(
        `参数错误：minHours 最少租用时长为1-${Math.min(PRICE_LIMITS.minHoursMax, cfg.maxHours)}小时`,
      );
    const pkg = (v: number | null | undefined, field: string, name: string) => {
      if (v === undefined || v === null) return null;
      if (v < PRICE_LIMITS.hourlyMin || v > PRICE_LIMITS.packageMax)
        throw new BadRequest(`参数错误：${field} ${name}价格为¥1-¥10000`);
      return v;
    };
    const dayFen = pkg(b.dayFen, 'dayFen', '包天');
    const overnightFen = pkg(b.overnightFen, 'overnightFen', '包夜');
    if (b.depositFen < 0 || b.depositFen > PRICE_LIMITS.depositMax)
      throw new BadRequest('参数错误：depositFen 押金为¥0-¥10000');
    if (b.images.length < IMAGES_MIN || b.images.length > IMAGES_MAX)
      throw new BadRequest(`参数错误：images 请上传${IMAGES_MIN}-${IMAGES_MAX}张截图`);
    if (new Set(b.images).size !== b.images.length) throw new BadRequest('参数错误：images 截图有重复');
    const images = await upload.ownImages(actor.userId, b.images);
    if (!images) throw new BadRequest('参数错误：images 截图须为本人上传的图片，请重新上传');
    const credentials = checkCredentials(b.credentials);
    return {
      gameId: b.gameId,
      districtIds: path.map((d) => d.id),
      districtNames: path.map((d) => d.name),
      title,
      description,
      cover: images[0]!.thumb,
      images,
      hourlyFen: b.hourlyFen,
      minHours: b.minHours,
      dayFen,
      overnightFen,
      depositFen: b.depositFen,
      credentialsEnc: sealCredentials(crypto, credentials),
    };
  }

  // ------------------------------------------------------------ state changes (inside a transaction)
  async function closeIn(
    tx: Executor,
    id: number,
    to: 4 | 5,
    now: Date,
    guard: { renterId?: number; dueCol?: 'expiresAt' },
  ) {
    const r = await repo.transition(id, RENTAL_STATE.unpaid, to, { closedAt: now }, now, tx, guard);
    if (!r) return null;
    await payments.closeOpen('rental', r.id, now, tx);
    return r;
  }
  const settledOf = (r: RentalRow) => ({
    id: r.id,
    rentalNo: r.rentalNo,
    ownerId: r.ownerId,
    renterId: r.renterId,
    rentFen: r.rentFen,
    depositFen: r.depositFen,
    commissionFen: r.commissionFen,
  });

  async function endIn(tx: Executor, id: number, now: Date) {
    const r = await repo.transition(id, RENTAL_STATE.paid, RENTAL_STATE.ended, { endedAt: now }, now, tx, {
      dueCol: 'endAt',
    });
    if (!r) return null;
    const income = await wallet.rentalIncome(settledOf(r), now, tx);
    await messages.sendMessage(
      r.ownerId,
      {
        sendType: SEND_TYPE.rentalEndedOwner,
        title: '租期结束，租金已入账',
        content: `您出租的「${r.title}」（${r.rentalNo}）租期已结束，租金 ${yuanText(income)} 已存入钱包（已扣除平台佣金 ${yuanText(r.commissionFen)}）。建议尽快修改账号密码。`,
        ref: { type: 'rental', id: r.id },
      },
      tx,
    );
    return r;
  }
  async function settleIn(tx: Executor, id: number, now: Date) {
    const r = await repo.transition(id, RENTAL_STATE.ended, RENTAL_STATE.settled, { settledAt: now }, now, tx, {
      dueCol: 'settleAt',
    });
    if (!r) return null;
    const deduct = r.violationFen ?? 0;
    const back = await wallet.rentalDeposit(settledOf(r), deduct, now, tx);
    const content = deduct
      ? `租号订单 ${r.rentalNo} 押金已结算：因违规（${r.violationReason}）扣除 ${yuanText(deduct)}，退还 ${yuanText(back)} 至您的钱包。`
      : `租号订单 ${r.rentalNo} 已完成，押金 ${yuanText(back)} 已退还至您的钱包。`;
    await messages.sendMessage(
      r.renterId,
      {
        sendType: SEND_TYPE.rentalDepositSettled,
        title: deduct ? '押金已结算（有扣除）' : '押金已退还',
        content,
        ref: { type: 'rental', id: r.id },
      },
      tx,
    );
    if (deduct)
      await messages.sendMessage(
        r.ownerId,
        {
          sendType: SEND_TYPE.rentalDepositSettled,
          title: '违规赔付已入账',
          content: `租号订单 ${r.rentalNo} 的租客违规（${r.violationReason}），押金中的 ${yuanText(deduct)} 已赔付至您的钱包。`,
          ref: { type: 'rental', id: r.id },
        },
        tx,
      );
    return r;
  }

  /** Runs a job step over overdue rows in batches (SKIP LOCKED) until none are left. */
  async function drain(
    step: (tx: Executor, id: number, now: Date) => Promise<unknown>,
    state: number,
    col: 'expiresAt' | 'endAt' | 'settleAt',
    batch: number,
  ): Promise<number> {
    let total = 0;
    for (;;) {
      const now = clock.now();
      const r = await db.transaction(async (tx) => {
        const due = await repo.overdue(state, col, now, batch, tx);
        let done = 0;
        for (const { id } of due) if (await step(tx, id, now)) done++;
        return { seen: due.length, done };
      });
      total += r.done;
      if (r.seen < batch) return total;
    }
  }

  /** The payment module's handler for purpose 'rental'. */
  const paymentHandler: PurposeHandler = {
    label: '租号订单',
    itemLabel: '租用',
    async forPayment(id) {
      const r = await repo.rental(id);
      if (!r) return undefined;
      return {
        payerUserId: r.renterId,
        amountFen: r.totalFen,
        subject: `号市租号-${r.title}`,
        title: `${r.title}（${MODE_TEXT[r.mode]} ${r.hours}小时，含押金 ${yuanText(r.depositFen)}）`,
        refNo: r.rentalNo,
        expiresAt: r.expiresAt,
        open: r.state === RENTAL_STATE.unpaid,
        paid: r.state === RENTAL_STATE.paid || r.state === RENTAL_STATE.ended || r.state === RENTAL_STATE.settled,
        stateText: RENTAL_STATE_TEXT[r.state] ?? '',
      };
    },
    async markPaid(id, now, tx) {
      const r = await repo.transition(id, RENTAL_STATE.unpaid, RENTAL_STATE.paid, { paidAt: now }, now, tx);
      if (!r) return false;
      await wallet.rentalEscrowIn(settledOf(r), now, tx);
      await repo.bumpRentCount(r.listingId, tx);
      const when = `${beijingDateTime(r.startAt).slice(0, 16)} 至 ${beijingDateTime(r.endAt).slice(0, 16)}`;
      await messages.sendMessage(
        r.renterId,
        {
          sendType: SEND_TYPE.rentalPaidRenter,
          title: '租号支付成功',
          content: `租号订单 ${r.rentalNo}「${r.title}」已支付 ${yuanText(r.totalFen)}（含押金 ${yuanText(r.depositFen)}）。租期 ${when}（北京时间），租期内可在订单页查看账号。请勿修改密码或绑定信息，违规将扣除押金。`,
          ref: { type: 'rental', id: r.id },
        },
        tx,
      );
      await messages.sendMessage(
        r.ownerId,
        {
          sendType: SEND_TYPE.rentalPaidOwner,
          title: '您的账号已被租用',
          content: `「${r.title}」已被租用（${r.rentalNo}），租期 ${when}（北京时间）。租期内请勿登录该账号。`,
          ref: { type: 'rental', id: r.id },
        },
        tx,
      );
      return true;
    },
    returnPath: (id, outcome) => `/index/hire?rentalId=${id}&${outcome === 'paid' ? 'paid' : 'failed'}=1`,
  };

  /** Open rentals block account deletion on both sides (money and a window are in flight). */
  const cancelBlocker: CancelBlocker = async (u, tx) => {
    const [a, b] = await Promise.all([
      repo.rentalsOf('renter', u.id, [0, 1, 2], 1, 0, tx),
      repo.rentalsOf('owner', u.id, [0, 1, 2], 1, 0, tx),
    ]);
    const n = a.total + b.total;
    return n > 0 ? `还有 ${n} 笔进行中的租号订单，请等待结束后再注销` : null;
  };

  return {
    paymentHandler,
    cancelBlocker,

    // ------------------------------------------------------------ public
    async list(q: {
      gameId?: number;
      priceMin?: number;
      priceMax?: number;
      sort?: RentalSort;
      pageNum?: number;
      pageSize?: number;
    }) {
      if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax)
        throw new BadRequest('参数错误：priceMin 不能大于 priceMax');
      const p = toPage(q);
      const [{ rows, total }, games] = await Promise.all([
        repo.publicList({ ...q, sort: q.sort ?? 'timedesc' }, p.limit, p.offset),
        gameNames(),
      ]);
      const busy = await repo.busyNow(
        rows.map((r) => r.id),
        clock.now(),
      );
      return { rows: rows.map((l) => listingCard(l, games, busy.has(l.id))), total };
    },
    async detail(id: number) {
      const l = await publicListing(id);
      const now = clock.now();
      const [games, windows] = await Promise.all([gameNames(), repo.busyWindows(id, now, 20)]);
      return {
        ...listingCard(
          l,
          games,
          windows.some((w) => w.startAt <= now && w.endAt > now),
        ),
        description: l.description,
        images: l.images,
        districtIds: l.districtIds,
        busy: windows.map((w) => ({ startAt: w.startAt.toISOString(), endAt: w.endAt.toISOString() })),
        rules: {
          maxHours: cfg.maxHours,
          maxAdvanceDays: Math.round(cfg.maxAdvanceMs / 86_400_000),
          overnightStartHour: cfg.overnightStartHour,
          overnightEndHour: cfg.overnightEndHour,
          expireMinutes: Math.round(cfg.unpaidExpireMs / 60_000),
          graceHours: cfg.graceMs / 3_600_000,
        },
        serverNow: now.toISOString(),
      };
    },

    // ------------------------------------------------------------ renting
    /** The order form's answer: can I rent it, and what would it cost (no window is held). */
    async quote(actor: Actor, b: { listingId: number; mode: RentalMode; hours?: number; startAt?: string }) {
      const l = await publicListing(b.listingId);
      const block = await rentBlocker(actor, l);
      const now = clock.now();
      const w = rentalWindow(l, b, now, cfg);
      const clash = (await repo.overlapping(l.id, w.startAt, w.endAt))[0];
      const reason = block?.msg ?? (clash ? OVERLAP_MSG : null);
      return {
        canRent: !reason,
        reason,
        needRealname: block?.code === 403,
        startAt: w.startAt.toISOString(),
        endAt: w.endAt.toISOString(),
        hours: w.hours,
        rentFen: w.rentFen,
        depositFen: l.depositFen,
        totalFen: w.rentFen + l.depositFen,
      };
    },

    async create(
      actor: Actor,
      b: { listingId: number; mode: RentalMode; hours?: number; startAt?: string; acceptRules: boolean },
    ) {
      if (b.acceptRules !== true) throw new BadRequest('参数错误：acceptRules 请先阅读并同意《租号须知》');
      const l = await publicListing(b.listingId);
      const block = await rentBlocker(actor, l);
      if (block) throw toError(block);
      const now = clock.now();
      const w = rentalWindow(l, b, now, cfg);
      await enforce(limiter, 'rental:create', String(actor.userId), config.rateLimits.rentalCreateUser);
      // each unpaid rental blocks a window for 15 minutes: bound how many one renter can hold
      if ((await repo.countUnpaid(actor.userId)) >= cfg.maxUnpaidPerRenter)
        throw new Conflict('您有多笔待支付的租号订单，请先支付或取消');
      let r: RentalRow;
      try {
        r = await db.transaction(async (tx) => {
          // one rental of a listing is created at a time: the row lock serialises them, so the
          // overlap check below sees every committed window; the exclusion constraint backs it up
          const locked = await repo.lockListing(l.id, tx);
          if (!locked || locked.state !== LISTING_STATE.listed) throw new Conflict('该账号已下架，暂不能租用');
          if ((await repo.overlapping(l.id, w.startAt, w.endAt, tx)).length) throw new Conflict(OVERLAP_MSG);
          // priced from the locked row: an edit since the form was read sends the listing back to review anyway
          const win = rentalWindow(locked, b, now, cfg);
          return repo.insertRental(
            {
              rentalNo: newRentalNo(now),
              listingId: locked.id,
              renterId: actor.userId,
              ownerId: locked.ownerId,
              title: locked.title,
              mode: b.mode,
              hours: win.hours,
              startAt: win.startAt,
              endAt: win.endAt,
              rentFen: win.rentFen,
              depositFen: locked.depositFen,
              totalFen: win.rentFen + locked.depositFen,
              commissionFen: Math.round((win.rentFen * cfg.commissionBps) / 10_000),
              state: RENTAL_STATE.unpaid,
              createdAt: now,
              expiresAt: new Date(now.getTime() + cfg.unpaidExpireMs),
              settleAt: new Date(win.endAt.getTime() + cfg.graceMs),
              updatedAt: now,
            },
            tx,
          );
        });
      } catch (e) {
        if (isExclusionViolation(e)) throw new Conflict(OVERLAP_MSG);
        throw e;
      }
      return {
        rentalId: r.id,
        rentalNo: r.rentalNo,
        state: r.state,
        startAt: r.startAt.toISOString(),
        endAt: r.endAt.toISOString(),
        hours: r.hours,
        rentFen: r.rentFen,
        depositFen: r.depositFen,
        totalFen: r.totalFen,
        expiresAt: r.expiresAt.toISOString(),
      };
    },

    async cancel(actor: Actor, id: number) {
      const { r, role } = await load(actor, id);
      if (role !== 'renter')
        throw role === 'staff' ? new Forbidden('只有租客可以取消租号订单') : new NotFound(NOT_FOUND);
      const done = await db.transaction((tx) =>
        closeIn(tx, id, RENTAL_STATE.cancelled, clock.now(), { renterId: actor.userId }),
      );
      if (!done) {
        const cur = (await repo.rental(id)) ?? r;
        throw new Conflict(
          cur.state === RENTAL_STATE.unpaid
            ? '租号订单状态已变化，请刷新'
            : `租号订单${RENTAL_STATE_TEXT[cur.state]}，不能取消`,
        );
      }
    },

    async get(actor: Actor, id: number) {
      const { r, role } = await load(actor, id);
      const now = clock.now();
      const [l, games, revealCount, names] = await Promise.all([
        repo.listing(r.listingId),
        gameNames(),
        repo.revealCount(id),
        repo.nickNames([r.ownerId, r.renterId]),
      ]);
      const inWindow = r.state === RENTAL_STATE.paid && now >= r.startAt && now < r.endAt;
      return {
        ...rentalOut(r, role, { cover: l?.cover ?? null, gameName: games.get(l?.gameId ?? 0) ?? '', now }),
        districtNames: l?.districtNames ?? [],
        owner: { nickName: names.get(r.ownerId) ?? '' },
        renter: { nickName: names.get(r.renterId) ?? '' },
        serverNow: now.toISOString(),
        credentialsAvailable: role === 'renter' && inWindow,
        revealCount,
        canPay: role === 'renter' && r.state === RENTAL_STATE.unpaid && r.expiresAt > now,
        canCancel: role === 'renter' && r.state === RENTAL_STATE.unpaid,
      };
    },

    /** The login, for the renter, inside the paid window only; every reveal is recorded first. */
    async reveal(actor: Actor, id: number, ip: string | null) {
      const { r, role } = await load(actor, id);
      if (role !== 'renter') throw new NotFound(NOT_FOUND);
      const now = clock.now();
      if (r.state === RENTAL_STATE.unpaid || r.state === RENTAL_STATE.cancelled || r.state === RENTAL_STATE.expired)
        throw new Conflict('租号订单未支付，不能查看账号信息');
      if (r.state !== RENTAL_STATE.paid || now >= r.endAt) throw new Conflict('租期已结束，不能再查看账号信息');
      if (now < r.startAt)
        throw new Conflict(`租期尚未开始，${beijingDateTime(r.startAt).slice(0, 16)}（北京时间）起可查看账号信息`);
      await enforce(limiter, 'reveal:user', String(actor.userId), config.rateLimits.revealUser);
      const enc = await repo.credentialsOf(r.listingId);
      if (!enc) throw new NotFound(NOT_FOUND);
      const c = openCredentials(crypto, enc);
      await repo.addReveal({ rentalId: id, userId: actor.userId, ip, createdAt: now });
      return { ...c, revealedAt: now.toISOString(), endAt: r.endAt.toISOString() };
    },

    async myRentals(
      actor: Actor,
      side: 'renter' | 'owner',
      q: { state?: number; pageNum?: number; pageSize?: number },
    ) {
      const p = toPage(q);
      const states =
        q.state === undefined
          ? undefined
          : q.state === RENTAL_STATE.cancelled
            ? [RENTAL_STATE.cancelled, RENTAL_STATE.expired]
            : q.state === RENTAL_STATE.ended
              ? [RENTAL_STATE.ended, RENTAL_STATE.settled]
              : [q.state];
      const [{ rows, total }, games] = await Promise.all([
        repo.rentalsOf(side, actor.userId, states, p.limit, p.offset),
        gameNames(),
      ]);
      const now = clock.now();
      return {
        rows: rows.map((x) => rentalOut(x.r, side, { cover: x.cover, gameName: games.get(x.gameId) ?? '', now })),
        total,
      };
    },

    // ------------------------------------------------------------ owner: listings
    async saveListing(actor: Actor, b: ListingInput) {
      const v = await validate(actor, b);
      const now = clock.now();
      if (b.id === undefined) {
        const l = await repo.insertListing({
          ...v,
          ownerId: actor.userId,
          state: LISTING_STATE.pending,
          createdAt: now,
          updatedAt: now,
        });
        return { id: l.id, state: l.state };
      }
      const cur = await repo.listing(b.id);
      if (!cur || cur.ownerId !== actor.userId) throw new NotFound(LISTING_NOT_FOUND);
      // any edit goes back to review; paid rentals keep running (they were priced at creation)
      const l = await repo.updateListing(b.id, actor.userId, {
        ...v,
        state: LISTING_STATE.pending,
        rejectReason: null,
        updatedAt: now,
      });
      if (!l) throw new NotFound(LISTING_NOT_FOUND);
      return { id: l.id, state: l.state };
    },
    async myListings(actor: Actor, q: { state?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const [{ rows, total }, games] = await Promise.all([
        repo.listingsOf(actor.userId, q.state, p.limit, p.offset),
        gameNames(),
      ]);
      return { rows: rows.map((l) => ownListing(l, games)), total };
    },
    /** The edit form: everything but the credentials (the owner re-enters them on save). */
    async myListing(actor: Actor, id: number) {
      const l = await repo.listing(id);
      if (!l || l.ownerId !== actor.userId) throw new NotFound(LISTING_NOT_FOUND);
      const games = await gameNames();
      return { ...ownListing(l, games), description: l.description, images: l.images, districtIds: l.districtIds };
    },
    async setShelf(actor: Actor, id: number, on: boolean) {
      const l = await repo.listing(id);
      if (!l || l.ownerId !== actor.userId) throw new NotFound(LISTING_NOT_FOUND);
      const now = clock.now();
      const row = on
        ? await repo.transitionListing(id, [LISTING_STATE.offShelf], LISTING_STATE.listed, {}, now, db, actor.userId)
        : await repo.transitionListing(id, [LISTING_STATE.listed], LISTING_STATE.offShelf, {}, now, db, actor.userId);
      if (!row) throw new Conflict(`该账号${LISTING_STATE_TEXT[l.state] ?? ''}，不能${on ? '上架' : '下架'}`);
      return { id, state: row.state };
    },

    // ------------------------------------------------------------ operator
    async adminListings(q: { state?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const [{ rows, total }, games] = await Promise.all([
        repo.listingsByState(q.state ?? LISTING_STATE.pending, p.limit, p.offset),
        gameNames(),
      ]);
      return {
        rows: rows.map(({ l, ownerNick }) => ({
          ...ownListing(l, games),
          description: l.description,
          images: l.images,
          districtIds: l.districtIds,
          ownerId: l.ownerId,
          ownerNick: ownerNick ?? '',
        })),
        total,
      };
    },
    async review(actor: Actor, id: number, approve: boolean, reason?: string) {
      const text = reason?.trim() ?? '';
      if (!approve && (chars(text) < 2 || chars(text) > 200))
        throw new BadRequest('参数错误：reason 驳回原因为2-200个字');
      const now = clock.now();
      const action = approve ? 'rental_listing.approve' : 'rental_listing.reject';
      await audited(actor, action, 'rental_listing', async (tx) => {
        const row = await repo.transitionListing(
          id,
          [LISTING_STATE.pending],
          approve ? LISTING_STATE.listed : LISTING_STATE.rejected,
          approve ? { rejectReason: null } : { rejectReason: text },
          now,
          tx,
        );
        if (!row) {
          const cur = await repo.listing(id, tx);
          if (!cur) throw new NotFound(LISTING_NOT_FOUND);
          throw new Conflict(`该出租账号${LISTING_STATE_TEXT[cur.state] ?? ''}，不在待审核状态`);
        }
        await messages.sendMessage(
          row.ownerId,
          approve
            ? {
                sendType: SEND_TYPE.rentalListingPassed,
                title: '出租账号审核通过',
                content: `您的出租账号「${row.title}」已通过审核，现已在租号频道展示。`,
                ref: { type: 'rental_listing', id },
              }
            : {
                sendType: SEND_TYPE.rentalListingRejected,
                title: '出租账号审核未通过',
                content: `您的出租账号「${row.title}」未通过审核，原因：${text}。修改后可重新提交。`,
                ref: { type: 'rental_listing', id },
              },
          tx,
        );
        return {
          id,
          before: { state: LISTING_STATE.pending },
          after: approve ? { state: row.state } : { state: row.state, reason: text },
          at: now,
          out: undefined,
        };
      });
    },
    async adminRentals(q: { state?: number; rentalNo?: string; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.adminRentals(q.state, q.rentalNo?.trim() || undefined, p.limit, p.offset);
      const names = await repo.nickNames(rows.flatMap((r) => [r.renterId, r.ownerId]));
      const now = clock.now();
      return {
        rows: rows.map((r) => ({
          ...rentalOut(r, 'staff', { cover: null, gameName: '', now }),
          renterNick: names.get(r.renterId) ?? '',
          ownerNick: names.get(r.ownerId) ?? '',
        })),
        total,
      };
    },
    async adminReveals(id: number) {
      return (await repo.reveals(id)).map((x) => ({ at: x.createdAt.toISOString(), ip: x.ip }));
    },
    /**
     * Records a violation: part or all of the deposit goes to the owner when the deposit is
     * settled. Allowed once, while the rental is paid or ended and its grace period has not run out.
     */
    async recordViolation(actor: Actor, id: number, b: { deductFen: number; reason: string }) {
      const reason = b.reason.trim();
      if (chars(reason) < 2 || chars(reason) > 200) throw new BadRequest('参数错误：reason 违规说明为2-200个字');
      const r0 = await repo.rental(id);
      if (!r0) throw new NotFound(NOT_FOUND);
      if (b.deductFen < 0 || b.deductFen > r0.depositFen)
        throw new BadRequest(`参数错误：deductFen 扣除金额须在¥0-${yuanText(r0.depositFen)}（押金）之间`);
      const now = clock.now();
      return audited(actor, 'rental.violation', 'rental', async (tx) => {
        const r = await repo.recordViolation(
          id,
          { violationFen: b.deductFen, violationReason: reason, violationBy: actor.userId },
          now,
          tx,
        );
        if (!r) {
          const cur = (await repo.rental(id, tx)) ?? r0;
          if (cur.violationAt) throw new Conflict('该租号订单已记录违规，不能重复记录');
          if (
            cur.state === RENTAL_STATE.unpaid ||
            cur.state === RENTAL_STATE.cancelled ||
            cur.state === RENTAL_STATE.expired
          )
            throw new Conflict('租号订单未支付，无需处理押金');
          throw new Conflict('押金已结算（已过违规申报期），不能再记录违规');
        }
        await messages.sendMessage(
          r.renterId,
          {
            sendType: SEND_TYPE.rentalViolation,
            title: '租号违规处理通知',
            content: `您的租号订单 ${r.rentalNo} 被认定违规：${reason}。将从押金中扣除 ${yuanText(b.deductFen)} 赔付给号主，剩余押金在结算时退还。如有异议请联系官方客服。`,
            ref: { type: 'rental', id },
          },
          tx,
        );
        return {
          id,
          before: { violationFen: null },
          after: { violationFen: b.deductFen, reason },
          at: now,
          out: rentalOut(r, 'staff', { cover: null, gameName: '', now }),
        };
      });
    },

    // ------------------------------------------------------------ jobs
    /** Closes unpaid rentals past their expiry (their windows free up). Idempotent. */
    expireDue: (batch = 100) =>
      drain(
        (tx, id, now) => closeIn(tx, id, RENTAL_STATE.expired, now, { dueCol: 'expiresAt' }),
        RENTAL_STATE.unpaid,
        'expiresAt',
        batch,
      ),
    /** Ends paid rentals whose window is over and pays the owner. Idempotent. */
    endDue: (batch = 100) => drain((tx, id, now) => endIn(tx, id, now), RENTAL_STATE.paid, 'endAt', batch),
    /** Settles deposits whose grace period is over. Idempotent. */
    settleDue: (batch = 100) => drain((tx, id, now) => settleIn(tx, id, now), RENTAL_STATE.ended, 'settleAt', batch),
  };
}
export type RentalService = ReturnType<typeof createRentalService>;
