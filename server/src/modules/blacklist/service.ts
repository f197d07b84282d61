import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import { type AuditWriter, createAudited } from '../../lib/audited.js';
import type { Actor } from '../../lib/actor.js';
import type { CatalogueService } from '../catalogue/index.js';
import { SEND_TYPE, type MessageService } from '../message/index.js';
import { checkImages } from '../../lib/images.js';
import type { UploadService } from '../upload/index.js';
import type { BlacklistRepo } from './repository.js';
import { ACCOUNT_KINDS, REPORT_STATUS, type AccountKind, type BlacklistRow } from './table.js';

export const KEYWORD_MIN = 3;
export const ACCOUNT_MIN = 3;
export const ACCOUNT_MAX = 64;
export const REASON_MIN = 5;
export const REASON_MAX = 500;
/** screenshots a report may carry (the same as a question's) */
const REPORT_IMAGES_MAX = 4;

const chars = (s: string) => Array.from(s).length;

/** What searches and the uniqueness check compare: trimmed, lower case, full-width ASCII folded. */
export function normalizeAccount(s: string): string {
  return s
    .trim()
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .toLowerCase();
}

export interface EntryInput {
  account: string;
  kind: AccountKind;
  gameId?: number | null;
  reason: string;
}

export function createBlacklistService(deps: {
  repo: BlacklistRepo;
  catalogue: Pick<CatalogueService, 'games'>;
  upload: Pick<UploadService, 'ownImages'>;
  messages: Pick<MessageService, 'sendMessage'>;
  audit: AuditWriter;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'rateLimits'>;
  clock: Clock;
  db: Db;
}) {
  const { repo, catalogue, upload, messages, audit, limiter, config, clock, db } = deps;
  const audited = createAudited({ db, audit, clock });
  const gameNames = async () => new Map((await catalogue.games()).map((g) => [g.id, g.name]));

  function toItem(e: BlacklistRow, names: Map<number, string>) {
    return {
      id: e.id,
      account: e.account,
      kind: e.kind as AccountKind,
      gameName: e.gameId === null ? null : (names.get(e.gameId) ?? null),
      reason: e.reason,
      createdAt: e.createdAt.toISOString(),
    };
  }
  const toAdminItem = (e: BlacklistRow, names: Map<number, string>) => ({
    ...toItem(e, names),
    gameId: e.gameId,
    reportId: e.reportId,
    updatedAt: e.updatedAt.toISOString(),
  });

  async function entryValues(b: EntryInput) {
    const account = b.account.trim();
    if (chars(account) < ACCOUNT_MIN || chars(account) > ACCOUNT_MAX)
      throw new BadRequest(`账号应为${ACCOUNT_MIN}-${ACCOUNT_MAX}个字符`);
    if (!ACCOUNT_KINDS.includes(b.kind)) throw new BadRequest('账号类型不正确');
    const reason = b.reason.trim();
    if (chars(reason) < REASON_MIN || chars(reason) > REASON_MAX)
      throw new BadRequest(`原因应为${REASON_MIN}-${REASON_MAX}字`);
    const gameId = b.gameId ?? null;
    if (gameId !== null && !(await gameNames()).has(gameId)) throw new BadRequest('游戏不存在');
    return { account, accountNorm: normalizeAccount(account), kind: b.kind, gameId, reason };
  }

  async function search(q: { keyword?: string; pageNum?: number; pageSize?: number }) {
    const kw = q.keyword ? normalizeAccount(q.keyword) : '';
    if (kw && chars(kw) < KEYWORD_MIN) throw new BadRequest(`搜索关键词至少${KEYWORD_MIN}个字符`);
    const p = toPage(q);
    const [{ rows, total }, names] = await Promise.all([repo.search(kw || undefined, p.limit, p.offset), gameNames()]);
    return { rows, total, names };
  }

  return {
    /** Public search: exact or substring match on the account (≥ 3 characters), else the newest. */
    async search(q: { keyword?: string; pageNum?: number; pageSize?: number }) {
      const { rows, total, names } = await search(q);
      return { rows: rows.map((e) => toItem(e, names)), total };
    },

    /** Exact lookup for checkAccount. */
    async isListed(account: string) {
      return !!(await repo.byNorm(normalizeAccount(account)));
    },

    async report(
      actor: Actor,
      b: { account: string; kind: AccountKind; gameId?: number; reason: string; images?: string[] },
    ) {
      const v = await entryValues({ account: b.account, kind: b.kind, gameId: b.gameId ?? null, reason: b.reason });
      const images = await checkImages(upload, actor.userId, b.images, REPORT_IMAGES_MAX);
      await enforce(limiter, 'report:user', String(actor.userId), config.rateLimits.reportUser);
      return repo.insertReport({
        reporterId: actor.userId,
        account: v.account,
        kind: v.kind,
        gameId: v.gameId,
        reason: v.reason,
        images,
        createdAt: clock.now(),
      });
    },

    // ---------------------------------------------------------------- operators: entries
    async adminSearch(q: { keyword?: string; pageNum?: number; pageSize?: number }) {
      const { rows, total, names } = await search(q);
      return { rows: rows.map((e) => toAdminItem(e, names)), total };
    },
    async create(actor: Actor, b: EntryInput) {
      const v = await entryValues(b);
      const now = clock.now();
      const names = await gameNames();
      return audited(actor, 'black.create', 'blacklist', async (tx) => {
        const row = await repo.insert(
          { ...v, reportId: null, createdBy: actor.userId, createdAt: now, updatedAt: now },
          tx,
        );
        if (!row) throw new Conflict('该账号已在黑名单中');
        return { id: row.id, before: null, after: row, out: toAdminItem(row, names) };
      });
    },
    async update(actor: Actor, id: number, b: EntryInput) {
      const v = await entryValues(b);
      const now = clock.now();
      const names = await gameNames();
      return audited(actor, 'black.update', 'blacklist', async (tx) => {
        const before = await repo.byId(id, tx);
        if (!before) throw new NotFound('黑名单记录不存在');
        const other = await repo.byNorm(v.accountNorm, tx);
        if (other && other.id !== id) throw new Conflict('该账号已在黑名单中');
        const row = (await repo.update(id, { ...v, updatedAt: now }, tx))!;
        return { id, before, after: row, out: toAdminItem(row, names) };
      });
    },
    async remove(actor: Actor, id: number) {
      await audited(actor, 'black.delete', 'blacklist', async (tx) => {
        const row = await repo.remove(id, tx);
        if (!row) throw new NotFound('黑名单记录不存在');
        return { id, before: row, after: null, out: null };
      });
    },

    // ---------------------------------------------------------------- operators: reports
    async reports(q: { status?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const [{ rows, total }, names] = await Promise.all([repo.reports(q.status, p.limit, p.offset), gameNames()]);
      return {
        rows: rows.map(({ r, nickName }) => ({
          id: r.id,
          reporterId: r.reporterId,
          reporterNick: nickName ?? '',
          account: r.account,
          kind: r.kind as AccountKind,
          gameId: r.gameId,
          gameName: r.gameId === null ? null : (names.get(r.gameId) ?? null),
          reason: r.reason,
          images: r.images,
          status: r.status,
          note: r.note,
          blacklistId: r.blacklistId,
          handledAt: r.handledAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
        })),
        total,
      };
    },

    /**
     * Accepts a pending report: the account goes on the blacklist (or the existing entry is linked),
     * the reporter is told, the decision audited — one transaction. A second decision → 409.
     */
    async accept(actor: Actor, id: number, reasonOverride?: string) {
      const now = clock.now();
      const override = reasonOverride?.trim();
      if (override !== undefined && override !== '' && (chars(override) < REASON_MIN || chars(override) > REASON_MAX))
        throw new BadRequest(`公示原因应为${REASON_MIN}-${REASON_MAX}字`);
      return audited(actor, 'report.accept', 'report', async (tx) => {
        const rep = await repo.reportById(id, tx);
        if (!rep) throw new NotFound('举报不存在');
        if (rep.status !== REPORT_STATUS.pending) throw new Conflict('该举报已处理');
        const norm = normalizeAccount(rep.account);
        const entry =
          (await repo.insert(
            {
              account: rep.account,
              accountNorm: norm,
              kind: rep.kind,
              gameId: rep.gameId,
              reason: override || rep.reason,
              reportId: rep.id,
              createdBy: actor.userId,
              createdAt: now,
              updatedAt: now,
            },
            tx,
          )) ?? (await repo.byNorm(norm, tx))!;
        const row = await repo.decideReport(
          id,
          {
            status: REPORT_STATUS.accepted,
            note: null,
            blacklistId: entry.id,
            handledBy: actor.userId,
            handledAt: now,
          },
          tx,
        );
        if (!row) throw new Conflict('该举报已处理');
        await messages.sendMessage(
          rep.reporterId,
          {
            sendType: SEND_TYPE.reportHandled,
            title: '举报已核实',
            content: `您举报的账号 ${rep.account} 经核实已加入骗子黑名单，感谢您的举报。`,
            ref: { type: 'report', id },
          },
          tx,
        );
        return {
          id,
          before: { status: rep.status },
          after: { status: row.status, blacklistId: entry.id },
          out: { blacklistId: entry.id },
        };
      });
    },

    async dismiss(actor: Actor, id: number, noteText: string) {
      const note = noteText.trim();
      if (chars(note) < 2 || chars(note) > 200) throw new BadRequest('驳回说明应为2-200字');
      const now = clock.now();
      await audited(actor, 'report.dismiss', 'report', async (tx) => {
        const rep = await repo.reportById(id, tx);
        if (!rep) throw new NotFound('举报不存在');
        const row = await repo.decideReport(
          id,
          { status: REPORT_STATUS.dismissed, note, blacklistId: null, handledBy: actor.userId, handledAt: now },
          tx,
        );
        if (!row) throw new Conflict('该举报已处理');
        await messages.sendMessage(
          rep.reporterId,
          {
            sendType: SEND_TYPE.reportHandled,
            title: '举报处理结果',
            content: `您举报的账号 ${rep.account} 暂未核实，原因：${note}。如有新的证据，欢迎再次举报。`,
            ref: { type: 'report', id },
          },
          tx,
        );
        return { id, before: { status: rep.status }, after: { status: row.status, note }, out: null };
      });
    },
  };
}
export type BlacklistService = ReturnType<typeof createBlacklistService>;
