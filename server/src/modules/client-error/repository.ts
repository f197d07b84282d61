import { and, desc, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../lib/like.js';
import { paged } from '../../lib/pagination.js';
import { clientErrors } from './table.js';

export type ClientErrorInsert = typeof clientErrors.$inferInsert;

export function createClientErrorRepo(db: Db) {
  return {
    async insert(row: ClientErrorInsert) {
      const [r] = await db.insert(clientErrors).values(row).returning({ id: clientErrors.id });
      return r!.id;
    },

    /** Drops reports older than `before`, then all but the `cap` newest. */
    async purge(before: Date, cap: number) {
      await db.delete(clientErrors).where(lt(clientErrors.createdAt, before));
      await db
        .delete(clientErrors)
        .where(
          lt(clientErrors.id, sql`(select e.id from client_errors e order by e.id desc offset ${cap - 1} limit 1)`),
        );
    },

    /** Newest first; `keyword` matches the message, the route or the version; `since`/`before` bound the time. */
    async list(q: { keyword?: string; since?: Date; before?: Date; offset: number; limit: number }) {
      const conds: (SQL | undefined)[] = [];
      if (q.keyword)
        conds.push(
          or(
            ilike(clientErrors.message, containsPattern(q.keyword)),
            ilike(clientErrors.route, containsPattern(q.keyword)),
            ilike(clientErrors.appVersion, containsPattern(q.keyword)),
          ),
        );
      if (q.since) conds.push(gte(clientErrors.createdAt, q.since));
      if (q.before) conds.push(lt(clientErrors.createdAt, q.before));
      const where = conds.length ? and(...conds) : undefined;
      return paged(
        db
          .select()
          .from(clientErrors)
          .where(where)
          .orderBy(desc(clientErrors.createdAt), desc(clientErrors.id))
          .offset(q.offset)
          .limit(q.limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(clientErrors)
          .where(where),
      );
    },
  };
}
export type ClientErrorRepo = ReturnType<typeof createClientErrorRepo>;
