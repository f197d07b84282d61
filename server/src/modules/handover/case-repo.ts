import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { games, goods } from '../catalogue/index.js';
import { users } from '../user/index.js';
import {
  handoverCases,
  handoverItems,
  type CaseState,
  type ChecklistItem,
  type HandoverCaseRow,
  type HandoverItemRow,
} from './table.js';

export type CaseRepo = ReturnType<typeof createCaseRepo>;
export type NewCase = Omit<typeof handoverCases.$inferInsert, 'id'>;

/** A case's own column inside a correlated subquery, always qualified (a one-table select names columns bare). */
const own = (column: string) => sql.raw(`"handover_cases"."${column}"`);
const itemsDone = sql<number>`(select count(*)::int from ${handoverItems} i
  where i.case_id = ${own('id')} and i.staff_result = 'pass')`;
const itemsTotal = sql<number>`(select count(*)::int from ${handoverItems} i where i.case_id = ${own('id')})`;

/** The handover cases and their checklist items (this module's tables only). */
export function createCaseRepo(db: Db) {
  return {
    /**
     * Opens the order's case with its checklist snapshot; a second opening of the same order (the
     * payment's retry) finds the first and writes nothing.
     */
    async open(v: NewCase, items: readonly ChecklistItem[], tx: Executor): Promise<HandoverCaseRow> {
      const [row] = await tx.insert(handoverCases).values(v).onConflictDoNothing().returning();
      if (!row) {
        const [found] = await tx.select().from(handoverCases).where(eq(handoverCases.orderId, v.orderId));
        return found!;
      }
      await tx
        .insert(handoverItems)
        .values(
          items.map((it, i) => ({ caseId: row.id, position: i + 1, key: it.key, label: it.label, hint: it.hint })),
        );
      return row;
    },
    async byId(id: number, tx: Executor = db): Promise<HandoverCaseRow | undefined> {
      const [row] = await tx.select().from(handoverCases).where(eq(handoverCases.id, id)).limit(1);
      return row;
    },
    async byOrder(orderId: number, tx: Executor = db): Promise<HandoverCaseRow | undefined> {
      const [row] = await tx.select().from(handoverCases).where(eq(handoverCases.orderId, orderId)).limit(1);
      return row;
    },
    async items(caseId: number, tx: Executor = db): Promise<HandoverItemRow[]> {
      return tx
        .select()
        .from(handoverItems)
        .where(eq(handoverItems.caseId, caseId))
        .orderBy(asc(handoverItems.position));
    },
    async gameOfGood(goodsId: number, tx: Executor): Promise<number | undefined> {
      const [row] = await tx.select({ g: goods.gameId }).from(goods).where(eq(goods.id, goodsId)).limit(1);
      return row?.g;
    },
    async gameName(gameId: number, tx: Executor = db): Promise<string> {
      const [row] = await tx.select({ n: games.name }).from(games).where(eq(games.id, gameId)).limit(1);
      return row?.n ?? '';
    },

    /**
     * The desk's queue: cases in `states` (and held by `holderId` when given), waiting ones by how
     * long they have waited, the others newest first; with the game, the holder and the checklist's
     * progress.
     */
    async queue(states: readonly CaseState[], holderId: number | undefined, limit: number, offset: number) {
      const where: SQL | undefined = and(
        inArray(handoverCases.state, [...states]),
        holderId === undefined ? undefined : eq(handoverCases.holderId, holderId),
      );
      const oldestFirst = states.length === 1 && states[0] === 'waiting';
      return paged(
        db
          .select({ c: handoverCases, gameName: games.name, holderName: users.nickName, itemsDone, itemsTotal })
          .from(handoverCases)
          .innerJoin(games, eq(games.id, handoverCases.gameId))
          .leftJoin(users, eq(users.id, handoverCases.holderId))
          .where(where)
          .orderBy(
            ...(oldestFirst
              ? [asc(handoverCases.createdAt), asc(handoverCases.id)]
              : [desc(handoverCases.updatedAt), desc(handoverCases.id)]),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(handoverCases).where(where),
      );
    },
    async waitingCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(handoverCases).where(eq(handoverCases.state, 'waiting'));
      return row?.n ?? 0;
    },

    /**
     * Takes a waiting or working case for one staff member: only while nobody holds it or they
     * already do. Undefined when someone else holds it or it has moved on.
     */
    async claim(id: number, staffId: number, now: Date, tx: Executor) {
      const [row] = await tx
        .update(handoverCases)
        .set({
          holderId: staffId,
          state: 'working',
          claimedAt: sql`case when ${handoverCases.holderId} = ${staffId} then ${handoverCases.claimedAt} else ${now.toISOString()}::timestamptz end`,
          updatedAt: now,
        })
        .where(
          and(
            eq(handoverCases.id, id),
            inArray(handoverCases.state, ['waiting', 'working']),
            or(isNull(handoverCases.holderId), eq(handoverCases.holderId, staffId)),
          ),
        )
        .returning();
      return row;
    },
    /** Lets go of a case this staff member holds: back in the queue, its checked items kept. */
    async release(id: number, staffId: number, now: Date, tx: Executor) {
      const [row] = await tx
        .update(handoverCases)
        .set({ holderId: null, state: 'waiting', claimedAt: null, updatedAt: now })
        .where(and(eq(handoverCases.id, id), eq(handoverCases.holderId, staffId), eq(handoverCases.state, 'working')))
        .returning();
      return row;
    },
    /** Row lock on a case held by `staffId` and being worked, so a check and a delivery serialise. */
    async lockWorking(id: number, staffId: number, tx: Executor) {
      const [row] = await tx
        .select()
        .from(handoverCases)
        .where(and(eq(handoverCases.id, id), eq(handoverCases.holderId, staffId), eq(handoverCases.state, 'working')))
        .for('update')
        .limit(1);
      return row;
    },
    /** One conditional state change: only from one of `from`. */
    async move(id: number, from: readonly CaseState[], patch: Partial<HandoverCaseRow>, now: Date, tx: Executor) {
      const [row] = await tx
        .update(handoverCases)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(handoverCases.id, id), inArray(handoverCases.state, [...from])))
        .returning();
      return row;
    },
    async checkItem(
      caseId: number,
      key: string,
      v: {
        staffResult: 'pass' | 'fail';
        staffNote: string | null;
        evidence: string[];
        checkedBy: number;
        checkedAt: Date;
      },
      tx: Executor,
    ) {
      const [row] = await tx
        .update(handoverItems)
        .set(v)
        .where(and(eq(handoverItems.caseId, caseId), eq(handoverItems.key, key)))
        .returning();
      return row;
    },
    async answerItem(
      caseId: number,
      key: string,
      v: { buyerAnswer: 'ok' | 'dispute'; buyerNote: string | null; answeredAt: Date },
      tx: Executor,
    ) {
      await tx
        .update(handoverItems)
        .set(v)
        .where(and(eq(handoverItems.caseId, caseId), eq(handoverItems.key, key)));
    },
    async touch(id: number, now: Date, tx: Executor) {
      await tx.update(handoverCases).set({ updatedAt: now }).where(eq(handoverCases.id, id));
    },
    /**
     * Clears a case's sealed data once its order's purpose has ended: the rebound login and every
     * item's evidence. Returns how many logins (0 or 1) and evidence screenshots went, and the
     * screenshots' URLs no other case still shows (their files may be deleted).
     */
    async purgeSealed(
      orderId: number,
      now: Date,
      tx: Executor,
    ): Promise<{ newCredentials: number; evidence: number; files: string[] }> {
      const [c] = await tx
        .select({ id: handoverCases.id, sealed: sql<boolean>`${handoverCases.newCredentialsEnc} is not null` })
        .from(handoverCases)
        .where(eq(handoverCases.orderId, orderId))
        .limit(1)
        .for('update');
      if (!c) return { newCredentials: 0, evidence: 0, files: [] };
      if (c.sealed)
        await tx
          .update(handoverCases)
          .set({ newCredentialsEnc: null, updatedAt: now })
          .where(eq(handoverCases.id, c.id));
      const items = await tx
        .select({ evidence: handoverItems.evidence })
        .from(handoverItems)
        .where(and(eq(handoverItems.caseId, c.id), sql`jsonb_array_length(${handoverItems.evidence}) > 0`));
      const urls = new Set(items.flatMap((i) => i.evidence));
      const evidence = urls.size;
      if (items.length)
        await tx
          .update(handoverItems)
          .set({ evidence: [] })
          .where(and(eq(handoverItems.caseId, c.id), sql`jsonb_array_length(${handoverItems.evidence}) > 0`));
      // a screenshot another case still shows keeps its file (its own purge deletes it later)
      for (const url of [...urls]) {
        const [still] = await tx
          .select({ caseId: handoverItems.caseId })
          .from(handoverItems)
          .where(sql`${handoverItems.evidence} @> jsonb_build_array(${url}::text)`)
          .limit(1);
        if (still) urls.delete(url);
      }
      return { newCredentials: c.sealed ? 1 : 0, evidence, files: [...urls] };
    },
    /**
     * Cases being worked that staff took at least `waitMs` ago, by id after `afterId`, row-locked
     * FOR UPDATE SKIP LOCKED (the deadline job's batch; another instance's rows are skipped).
     */
    async workingSince(before: Date, afterId: number, limit: number, tx: Executor) {
      return tx
        .select()
        .from(handoverCases)
        .where(
          and(eq(handoverCases.state, 'working'), lte(handoverCases.claimedAt, before), gt(handoverCases.id, afterId)),
        )
        .orderBy(asc(handoverCases.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
    /** Whether staff rebound the account (a delivery happened): a dispute's silent seller then escalates. */
    async rebound(orderId: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: handoverCases.id })
        .from(handoverCases)
        .where(and(eq(handoverCases.orderId, orderId), isNotNull(handoverCases.deliveredAt)))
        .limit(1);
      return !!row;
    },
    /** Moves the desk's read mark of the order chat forward, never back. */
    async staffSaw(orderId: number, lastId: number, tx: Executor = db) {
      await tx
        .update(handoverCases)
        .set({ staffReadId: lastId })
        .where(and(eq(handoverCases.orderId, orderId), sql`${handoverCases.staffReadId} < ${lastId}`));
    },
  };
}
