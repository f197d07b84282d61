import { BadRequest, NotFound } from '../../lib/errors.js';
import { toPage, type Paged } from '../../lib/pagination.js';
import { sanitizeHtml, type Sanitizer } from '../../lib/sanitize.js';
import { renderRules } from '../rules/index.js';
import type { NoticeInsert, NoticeRepo } from './repository.js';

/** Types listed by /web/notice/list: many published notices each. */
export const LIST_TYPES = ['gonggao', 'xinwen', 'help'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** Single content pages served by /V2/H5/gonggaoDetails: one current published notice each. */
export const PAGE_TYPES = [
  'yonghuxieyi',
  'yinsizhengce',
  'jyxz',
  'shhz',
  '100',
  'jieshao',
  'zhaomu',
  'appDownload',
  'security',
] as const;

/** Display order of the categories of each list type; categories not named here follow, by name. */
export const CATEGORY_ORDER: Record<ListType, readonly string[]> = {
  gonggao: [],
  xinwen: [],
  help: ['买家帮助', '卖家帮助', '账号安全', '支付与提现', '售后与包赔'],
};

export const SUMMARY_CHARS = 60;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed, cut to `max` characters. */
export function plainSummary(html: string, max = SUMMARY_CHARS): string {
  const text = sanitizeHtml(html.replace(/<[^>]*$/, '')) // a tag cut off by the length limit of the source goes first
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote|section)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const cp = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(cp) && cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

function isListType(t: string): t is ListType {
  return (LIST_TYPES as readonly string[]).includes(t);
}

function requireListType(t: string): ListType {
  if (!isListType(t))
    throw new BadRequest('参数错误：noticeType 只能是 gonggao（公告）、xinwen（资讯）或 help（帮助）');
  return t;
}

type NoticeRow = NonNullable<Awaited<ReturnType<NoticeRepo['publishedById']>>>;

function toDetail(n: NoticeRow, rules: Record<string, string>, sanitize: Sanitizer) {
  return {
    id: n.id,
    noticeType: n.noticeType,
    noticeTitle: n.title,
    // sanitised on the way out too, so content saved by any path can never carry script into the H5 page
    noticeContent: sanitize(renderRules(n.content, rules)),
    cover: n.cover,
    category: n.category,
    createTime: n.createdAt.toISOString(),
    updateTime: n.updatedAt.toISOString(),
  };
}

export function createNoticeService(deps: {
  repo: NoticeRepo;
  rules?: Record<string, string>;
  /** `site.<key>` → value (HTML-escaped), from the site settings an operator edits */
  siteTexts?: () => Promise<Record<string, string>>;
  /** the content sanitiser with the configured link hosts (CONTENT_LINK_HOSTS); default none */
  sanitize?: Sanitizer;
}) {
  const sanitize = deps.sanitize ?? sanitizeHtml;
  // content may say {{dispute.answer}} instead of a figure, or {{site.email.privacy}} instead of an
  // address: filled in on the way out from the configuration and the site settings
  const placeholders = async (): Promise<Record<string, string>> =>
    deps.siteTexts ? { ...(await deps.siteTexts()), ...(deps.rules ?? {}) } : (deps.rules ?? {});
  return {
    async pageOfType(noticeType: string) {
      // only single pages: list types would otherwise answer with whichever article is newest
      const n = (PAGE_TYPES as readonly string[]).includes(noticeType)
        ? await deps.repo.latestPublishedOfType(noticeType)
        : undefined;
      if (!n) throw new NotFound('内容不存在');
      const rules = await placeholders();
      return {
        noticeType: n.noticeType,
        noticeTitle: n.title,
        noticeContent: sanitize(renderRules(n.content, rules)),
        updateTime: n.updatedAt.toISOString(),
      };
    },

    async list(q: { noticeType: string; category?: string; keyword?: string; pageNum?: number; pageSize?: number }) {
      const noticeType = requireListType(q.noticeType);
      const keyword = q.keyword?.trim();
      const category = q.category?.trim();
      const { rows, total } = await deps.repo.listPublished({
        noticeType,
        category: category || undefined,
        keyword: keyword || undefined,
        ...toPage(q),
      });
      const rules = await placeholders();
      return {
        rows: rows.map((r) => ({
          id: r.id,
          noticeType: r.noticeType,
          noticeTitle: r.title,
          // a placeholder cut off by the head's length limit is dropped, not shown half
          summary: plainSummary(renderRules(r.contentHead, rules).replace(/\{\{[^}]*$/, '')),
          cover: r.cover,
          pinned: r.pinned,
          category: r.category,
          createTime: r.createdAt.toISOString(),
          updateTime: r.updatedAt.toISOString(),
        })),
        total,
      } satisfies Paged<unknown>;
    },

    /** A published notice by id; unpublished and unknown ids look the same. */
    async detail(id: number) {
      const n = await deps.repo.publishedById(id);
      if (!n) throw new NotFound('内容不存在');
      return toDetail(n, await placeholders(), sanitize);
    },

    /** Categories of a list type that hold published notices, in display order. */
    async categories(noticeType: string) {
      const t = requireListType(noticeType);
      const counts = await deps.repo.categoryCounts(t);
      const order = CATEGORY_ORDER[t];
      const rank = (c: string) => (order.includes(c) ? order.indexOf(c) : order.length);
      return counts
        .filter((c) => c.count > 0)
        .sort((a, b) => rank(a.category) - rank(b.category) || a.category.localeCompare(b.category));
    },

    /**
     * Saves the notices that are not there yet (see the repository's `key`), sanitising the HTML on the
     * way in. Used by the seed; returns how many were added.
     */
    async addMissing(items: NoticeInsert[], key: 'type' | 'typeAndTitle') {
      return deps.repo.insertMissing(
        items.map((i) => ({ ...i, content: sanitize(i.content) })),
        key,
      );
    },
  };
}
export type NoticeService = ReturnType<typeof createNoticeService>;
