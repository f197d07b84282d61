import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import { reserialize, sanitizeHtml, type Sanitizer } from '../../lib/sanitize.js';
import { type AuditWriter, createAudited } from '../../lib/audited.js';
import type { Actor } from '../../lib/actor.js';
import { checkImageUrl } from '../../lib/images.js';
import type { NoticeRepo } from './repository.js';
import { LIST_TYPES, PAGE_TYPES, plainSummary } from './service.js';

export const NOTICE_TYPES = [...LIST_TYPES, ...PAGE_TYPES] as readonly string[];
export const CONTENT_MAX = 50_000;

const chars = (s: string) => Array.from(s).length;

export interface NoticeInput {
  noticeType: string;
  title: string;
  content: string;
  category?: string | null;
  cover?: string | null;
  pinned?: boolean;
  published?: boolean;
}

type Row = NonNullable<Awaited<ReturnType<NoticeRepo['byId']>>>;

function toAdminDetail(n: Row, sanitize: Sanitizer, sanitized = false) {
  return {
    id: n.id,
    noticeType: n.noticeType,
    noticeTitle: n.title,
    // what readers will get: sanitised again on the way out, as the public endpoints do
    noticeContent: sanitize(n.content),
    cover: n.cover,
    category: n.category,
    pinned: n.pinned,
    published: n.published,
    sanitized,
    createTime: n.createdAt.toISOString(),
    updateTime: n.updatedAt.toISOString(),
  };
}

/** Audit snapshots keep the text but not the whole article body twice over: its length is enough to spot an edit. */
const snapshot = (n: Row) => ({
  noticeType: n.noticeType,
  title: n.title,
  contentChars: n.content.length,
  category: n.category,
  cover: n.cover,
  pinned: n.pinned,
  published: n.published,
});

/**
 * The operators' notice editor. Content is sanitised with lib/sanitize.ts when saved, so the stored
 * HTML is already safe for every reader (the public endpoints sanitise again on output anyway).
 */
export function createNoticeAdminService(deps: {
  repo: NoticeRepo;
  audit: AuditWriter;
  clock: Clock;
  db: Db;
  /** the content sanitiser with the configured link hosts (CONTENT_LINK_HOSTS); default none */
  sanitize?: Sanitizer;
}) {
  const { repo, audit, clock, db } = deps;
  const sanitize = deps.sanitize ?? sanitizeHtml;
  const audited = createAudited({ db, audit, clock });

  function values(b: NoticeInput) {
    if (!NOTICE_TYPES.includes(b.noticeType))
      throw new BadRequest(`noticeType 不正确，可选：${NOTICE_TYPES.join('、')}`);
    const title = b.title.trim();
    if (chars(title) < 2 || chars(title) > 100) throw new BadRequest('标题应为2-100字');
    if (b.content.length > CONTENT_MAX) throw new BadRequest(`正文不能超过${CONTENT_MAX}字符`);
    const content = sanitize(b.content).trim();
    if (!plainSummary(content, 1) && !/<img\b/.test(content)) throw new BadRequest('正文不能为空');
    const category = b.category?.trim() || null;
    if (category && chars(category) > 20) throw new BadRequest('分类不能超过20字');
    return {
      noticeType: b.noticeType,
      title,
      content,
      category,
      cover: checkImageUrl(b.cover, '封面'),
      // compared with the same serialisation of the input, so only a removal counts
      sanitized: content !== reserialize(b.content).trim(),
    };
  }

  return {
    async list(q: { noticeType?: string; keyword?: string; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.adminList({
        noticeType: q.noticeType || undefined,
        keyword: q.keyword?.trim() || undefined,
        ...p,
      });
      return {
        rows: rows.map((r) => ({
          id: r.id,
          noticeType: r.noticeType,
          noticeTitle: r.title,
          summary: plainSummary(r.contentHead),
          cover: r.cover,
          pinned: r.pinned,
          published: r.published,
          category: r.category,
          createTime: r.createdAt.toISOString(),
          updateTime: r.updatedAt.toISOString(),
        })),
        total,
      };
    },

    /** Preview: drafts too, exactly as readers will see the content. */
    async preview(id: number) {
      const n = await repo.byId(id);
      if (!n) throw new NotFound('公告不存在');
      return toAdminDetail(n, sanitize);
    },

    async create(actor: Actor, b: NoticeInput) {
      const { sanitized, ...v } = values(b);
      const now = clock.now();
      return audited(actor, 'notice.create', 'notice', async (tx) => {
        const row = await repo.insertReturning(
          { ...v, pinned: b.pinned ?? false, published: b.published ?? false, createdAt: now },
          tx,
        );
        return { id: row.id, before: null, after: snapshot(row), out: toAdminDetail(row, sanitize, sanitized) };
      });
    },

    async update(actor: Actor, id: number, b: NoticeInput) {
      const { sanitized, ...v } = values(b);
      const now = clock.now();
      return audited(actor, 'notice.update', 'notice', async (tx) => {
        const before = await repo.byId(id, tx);
        if (!before) throw new NotFound('公告不存在');
        const row = (await repo.update(
          id,
          { ...v, pinned: b.pinned ?? before.pinned, published: b.published ?? before.published, updatedAt: now },
          tx,
        ))!;
        return { id, before: snapshot(before), after: snapshot(row), out: toAdminDetail(row, sanitize, sanitized) };
      });
    },

    /** Publishing moves the notice to the top of "newest"; withdrawing hides it from every public endpoint. */
    async publish(actor: Actor, id: number, published: boolean) {
      const now = clock.now();
      return audited(actor, published ? 'notice.publish' : 'notice.unpublish', 'notice', async (tx) => {
        const before = await repo.byId(id, tx);
        if (!before) throw new NotFound('公告不存在');
        const row = (await repo.update(id, published ? { published, updatedAt: now } : { published }, tx))!;
        return { id, before: { published: before.published }, after: { published }, out: toAdminDetail(row, sanitize) };
      });
    },

    async pin(actor: Actor, id: number, pinned: boolean) {
      return audited(actor, pinned ? 'notice.pin' : 'notice.unpin', 'notice', async (tx) => {
        const before = await repo.byId(id, tx);
        if (!before) throw new NotFound('公告不存在');
        const row = (await repo.update(id, { pinned }, tx))!;
        return { id, before: { pinned: before.pinned }, after: { pinned }, out: toAdminDetail(row, sanitize) };
      });
    },

    async remove(actor: Actor, id: number) {
      await audited(actor, 'notice.delete', 'notice', async (tx) => {
        const row = await repo.remove(id, tx);
        if (!row) throw new NotFound('公告不存在');
        return { id, before: { ...snapshot(row), content: row.content }, after: null, out: null };
      });
    },
  };
}
export type NoticeAdminService = ReturnType<typeof createNoticeAdminService>;
