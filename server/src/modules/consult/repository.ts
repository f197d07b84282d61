import { and, asc, count, desc, eq, gt, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { users } from '../user/index.js';
import { consultMessages, consultThreads, type ConsultMessageRow, type ConsultThreadRow } from './table.js';

export type ConsultRepo = ReturnType<typeof createConsultRepo>;
type NewThread = Omit<typeof consultThreads.$inferInsert, 'id'>;

/**
 * A thread's own column inside a correlated subquery, always qualified: Drizzle writes a column of a
 * one-table select unqualified, and `m.thread_id = "id"` would then compare the message with itself.
 */
const own = (column: string) => sql.raw(`"consult_threads"."${column}"`);

/** Lines the other side wrote after the reader's mark: the user counts staff lines, staff count the user's. */
const unreadOf = (side: 'user' | 'staff') =>
  side === 'user'
    ? sql<number>`(select count(*)::int from ${consultMessages} m where m.thread_id = ${own('id')}
        and m.id > ${own('user_read_id')} and m.role <> 'user')`
    : sql<number>`(select count(*)::int from ${consultMessages} m where m.thread_id = ${own('id')}
        and m.id > ${own('staff_read_id')} and m.role = 'user')`;

/** The newest line of a thread, for the lists' preview. */
const lastLine = sql<string | null>`(select coalesce(m.text, '[图片]') from ${consultMessages} m
  where m.id = ${own('last_message_id')})`;

export function createConsultRepo(db: Db) {
  return {
    async findThread(id: number, tx: Executor = db): Promise<ConsultThreadRow | undefined> {
      const [row] = await tx.select().from(consultThreads).where(eq(consultThreads.id, id)).limit(1);
      return row;
    },
    async findByUserGoods(userId: number, goodsId: number, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(consultThreads)
        .where(and(eq(consultThreads.userId, userId), eq(consultThreads.goodsId, goodsId)))
        .limit(1);
      return row;
    },
    /** Opens the thread, or returns the one a concurrent request opened first (one per user and listing). */
    async insertThread(v: NewThread, tx: Executor = db): Promise<ConsultThreadRow> {
      const [row] = await tx.insert(consultThreads).values(v).onConflictDoNothing().returning();
      if (row) return row;
      const [found] = await tx
        .select()
        .from(consultThreads)
        .where(and(eq(consultThreads.userId, v.userId), eq(consultThreads.goodsId, v.goodsId)));
      return found!;
    },

    /** A user's threads, latest activity first, with their unread count and last line. */
    async pageOfUser(userId: number, limit: number, offset: number, tx: Executor = db) {
      const where = eq(consultThreads.userId, userId);
      return paged(
        tx
          .select({ t: consultThreads, unread: unreadOf('user'), last: lastLine })
          .from(consultThreads)
          .where(where)
          .orderBy(desc(consultThreads.lastMessageAt), desc(consultThreads.id))
          .limit(limit)
          .offset(offset),
        tx.select({ n: count() }).from(consultThreads).where(where),
      );
    },
    /** Staff lines of one thread after the asker's mark. */
    async unreadOf(id: number, readId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(consultMessages)
        .where(and(eq(consultMessages.threadId, id), gt(consultMessages.id, readId), ne(consultMessages.role, 'user')));
      return row?.n ?? 0;
    },
    /** How many of a user's threads have staff lines the user has not seen (the 我的 badge). */
    async unreadThreadsOf(userId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(consultThreads)
        .where(
          and(
            eq(consultThreads.userId, userId),
            gt(consultThreads.lastMessageId, consultThreads.userReadId),
            sql`exists (
          select 1 from ${consultMessages} m where m.thread_id = ${own('id')}
          and m.id > ${own('user_read_id')} and m.role <> 'user')`,
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * The console's queue: `waiting` lists the threads whose user waits for an answer, longest wait
     * first; otherwise every thread, latest activity first. With the asker's and the holder's names.
     * Not the threads `viewerId` is a party to (their own listing, their own question): they may
     * not read or answer those, so the queue does not offer them.
     */
    async queue(waiting: boolean, viewerId: number, limit: number, offset: number, tx: Executor = db) {
      const notParty = and(ne(consultThreads.sellerId, viewerId), ne(consultThreads.userId, viewerId));
      const where: SQL | undefined = waiting ? and(isNotNull(consultThreads.waitingSince), notParty) : notParty;
      const holder = sql<
        string | null
      >`(select coalesce(u.nick_name, u.user_name) from ${users} u where u.id = ${own('assignee_id')})`;
      return paged(
        tx
          .select({ t: consultThreads, nickName: users.nickName, holder, unread: unreadOf('staff'), last: lastLine })
          .from(consultThreads)
          .innerJoin(users, eq(users.id, consultThreads.userId))
          .where(where)
          .orderBy(
            ...(waiting
              ? [asc(consultThreads.waitingSince), asc(consultThreads.id)]
              : [desc(consultThreads.lastMessageAt), desc(consultThreads.id)]),
          )
          .limit(limit)
          .offset(offset),
        tx.select({ n: count() }).from(consultThreads).where(where),
      );
    },

    async insertMessage(v: Omit<typeof consultMessages.$inferInsert, 'id'>, tx: Executor = db) {
      const [row] = await tx.insert(consultMessages).values(v).returning();
      return row!;
    },
    async messagesAfter(threadId: number, afterId: number, limit: number, tx: Executor = db) {
      return tx
        .select()
        .from(consultMessages)
        .where(and(eq(consultMessages.threadId, threadId), gt(consultMessages.id, afterId)))
        .orderBy(asc(consultMessages.id))
        .limit(limit);
    },
    /**
     * A new line moves the thread: its last message, and the waiting clock. A user's line starts the
     * clock if it is not running (the oldest unanswered line counts); a staff line stops it.
     */
    async touch(id: number, m: ConsultMessageRow, tx: Executor = db) {
      const waiting =
        m.role === 'user'
          ? sql`coalesce(${consultThreads.waitingSince}, ${m.createdAt.toISOString()}::timestamptz)`
          : null;
      await tx
        .update(consultThreads)
        .set({ lastMessageId: m.id, lastMessageAt: m.createdAt, waitingSince: waiting })
        .where(eq(consultThreads.id, id));
    },
    /** Moves a reader's mark forward, never back (an older poll answering late must not undo a newer one). */
    async markRead(id: number, side: 'user' | 'staff', lastId: number, tx: Executor = db) {
      const col = side === 'user' ? consultThreads.userReadId : consultThreads.staffReadId;
      await tx
        .update(consultThreads)
        .set(side === 'user' ? { userReadId: lastId } : { staffReadId: lastId })
        .where(and(eq(consultThreads.id, id), sql`${col} < ${lastId}`));
    },
    /**
     * Takes the thread for one staff member: only while nobody holds it or they already do. The
     * updated row, or undefined when someone else holds it.
     */
    async assign(id: number, staffId: number, tx: Executor = db) {
      const [row] = await tx
        .update(consultThreads)
        .set({ assigneeId: staffId })
        .where(
          and(
            eq(consultThreads.id, id),
            or(sql`${consultThreads.assigneeId} is null`, eq(consultThreads.assigneeId, staffId)),
          ),
        )
        .returning();
      return row;
    },
    /** Lets go of a thread this staff member holds. */
    async release(id: number, staffId: number, tx: Executor = db) {
      const [row] = await tx
        .update(consultThreads)
        .set({ assigneeId: null })
        .where(and(eq(consultThreads.id, id), eq(consultThreads.assigneeId, staffId)))
        .returning();
      return row;
    },
    /** Threads waiting for staff (the console badge). */
    async waitingCount(tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(consultThreads)
        .where(and(isNotNull(consultThreads.waitingSince), ne(consultThreads.lastMessageId, 0)));
      return row?.n ?? 0;
    },
  };
}
