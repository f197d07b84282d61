import { and, asc, count, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { notices } from './table.js';
import { containsPattern } from '../../lib/like.js';
import { paged } from '../../lib/pagination.js';

export type NoticeRepo = ReturnType<typeof createNoticeRepo>;

export interface NoticeInsert {
  noticeType: string;
  title: string;
  content: string;
  category?: string | null;
  cover?: string | null;
  pinned?: boolean;
  published?: boolean;
  createdAt: Date;
  updatedAt?: Date;
}

export interface NoticeListFilter {
  noticeType: string;
  category?: string;
  keyword?: string;
  limit: number;
  offset: number;
}

/** Characters of content fetched for list summaries: enough for ~60 characters of text after the tags go. */
const SUMMARY_SOURCE_CHARS = 2000;

/** A notice in a list, public or the operators' (who also see whether it is published): the text's head only. */
const SUMMARY_COLUMNS = {
  id: notices.id,
  noticeType: notices.noticeType,
  title: notices.title,
  contentHead: sql<string>`left(${notices.content}, ${SUMMARY_SOURCE_CHARS})`,
  cover: notices.cover,
  pinned: notices.pinned,
  category: notices.category,
  createdAt: notices.createdAt,
  updatedAt: notices.updatedAt,
};

export function createNoticeRepo(db: Db) {
  return {
    /** The current published page of a type (the newest, if operators published several). */
    async latestPublishedOfType(noticeType: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(notices)
        .where(and(eq(notices.noticeType, noticeType), eq(notices.published, true)))
        .orderBy(desc(notices.updatedAt), desc(notices.id))
        .limit(1);
      return row;
    },
    async existsOfType(noticeType: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: notices.id })
        .from(notices)
        .where(eq(notices.noticeType, noticeType))
        .limit(1);
      return !!row;
    },
    async insert(v: NoticeInsert, tx: Executor = db) {
      const [row] = await tx
        .insert(notices)
        .values({ ...v, updatedAt: v.updatedAt ?? v.createdAt })
        .returning({ id: notices.id });
      return row!;
    },
    /** A published notice by id (any type). */
    async publishedById(id: number, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(notices)
        .where(and(eq(notices.id, id), eq(notices.published, true)))
        .limit(1);
      return row;
    },
    /** Published notices of a type: pinned first, then newest. Content is cut to what a summary needs. */
    async listPublished(f: NoticeListFilter, tx: Executor = db) {
      const conds: SQL[] = [eq(notices.noticeType, f.noticeType), eq(notices.published, true)];
      if (f.category) conds.push(eq(notices.category, f.category));
      if (f.keyword) conds.push(ilike(notices.title, containsPattern(f.keyword)));
      const where = and(...conds);
      return paged(
        tx
          .select(SUMMARY_COLUMNS)
          .from(notices)
          .where(where)
          .orderBy(desc(notices.pinned), desc(notices.updatedAt), desc(notices.id))
          .limit(f.limit)
          .offset(f.offset),
        tx.select({ n: count() }).from(notices).where(where),
      );
    },
    /** How many published notices of a type each category holds (notices without a category are left out). */
    async categoryCounts(noticeType: string, tx: Executor = db) {
      const rows = await tx
        .select({ category: notices.category, n: count() })
        .from(notices)
        .where(and(eq(notices.noticeType, noticeType), eq(notices.published, true), isNotNull(notices.category)))
        .groupBy(notices.category)
        .orderBy(asc(notices.category));
      return rows.map((r) => ({ category: r.category!, count: Number(r.n) }));
    },
    // ------------------------------------------------------------ operator editor
    /** Every notice (drafts too), optionally of one type / title keyword: newest edit first. */
    async adminList(f: { noticeType?: string; keyword?: string; limit: number; offset: number }, tx: Executor = db) {
      const conds: SQL[] = [];
      if (f.noticeType) conds.push(eq(notices.noticeType, f.noticeType));
      if (f.keyword) conds.push(ilike(notices.title, containsPattern(f.keyword)));
      const where = conds.length ? and(...conds) : undefined;
      return paged(
        tx
          .select({ ...SUMMARY_COLUMNS, published: notices.published })
          .from(notices)
          .where(where)
          .orderBy(desc(notices.updatedAt), desc(notices.id))
          .limit(f.limit)
          .offset(f.offset),
        tx.select({ n: count() }).from(notices).where(where),
      );
    },
    async byId(id: number, tx: Executor = db) {
      const [row] = await tx.select().from(notices).where(eq(notices.id, id)).limit(1);
      return row;
    },
    async insertReturning(v: NoticeInsert, tx: Executor = db) {
      const [row] = await tx
        .insert(notices)
        .values({ ...v, updatedAt: v.updatedAt ?? v.createdAt })
        .returning();
      return row!;
    },
    async update(id: number, v: Partial<Omit<NoticeInsert, 'createdAt'>>, tx: Executor = db) {
      const [row] = await tx.update(notices).set(v).where(eq(notices.id, id)).returning();
      return row;
    },
    async remove(id: number, tx: Executor = db) {
      const [row] = await tx.delete(notices).where(eq(notices.id, id)).returning();
      return row;
    },
    /**
     * Inserts the items that are not there yet, in one transaction under an advisory lock, so several
     * instances starting together against one PostgreSQL still insert each item once. `key` 'type': an
     * item is there when any notice of its type exists (single pages, whose titles operators may edit);
     * 'typeAndTitle': when a notice of its type has its title. Returns how many were inserted.
     */
    async insertMissing(items: NoticeInsert[], key: 'type' | 'typeAndTitle', tx: Executor = db) {
      if (!items.length) return 0;
      return tx.transaction(async (t) => {
        await t.execute(sql`select pg_advisory_xact_lock(hashtext('haoshi:notice-seed'))`);
        const types = [...new Set(items.map((i) => i.noticeType))];
        const existing = await t
          .select({ noticeType: notices.noticeType, title: notices.title })
          .from(notices)
          .where(inArray(notices.noticeType, types));
        const keyOf = (n: { noticeType: string; title: string }) =>
          key === 'type' ? n.noticeType : `${n.noticeType}\u0000${n.title}`;
        const have = new Set(existing.map(keyOf));
        const missing = items.filter((i) => !have.has(keyOf(i)));
        if (missing.length)
          await t.insert(notices).values(missing.map((v) => ({ ...v, updatedAt: v.updatedAt ?? v.createdAt })));
        return missing.length;
      });
    },
  };
}
