import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { notifyOutbox, OUTBOX_STATE, wxOpenids, wxSubscriptions, type NotifyEvent, type OutboxRow } from './table.js';

export type NotifyRepo = ReturnType<typeof createNotifyRepo>;

/** WeChat keeps at most this many pending accepts per template and user; we do the same. */
const MAX_REMAINING = 50;

export function createNotifyRepo(db: Db) {
  return {
    /** One row per event key: a second call for the same event changes nothing. */
    async enqueue(
      v: {
        eventKey: string;
        userId: number;
        event: NotifyEvent;
        smsText: string;
        data: OutboxRow['data'];
        createdAt: Date;
      },
      tx: Executor = db,
    ) {
      await tx.insert(notifyOutbox).values(v).onConflictDoNothing({ target: notifyOutbox.eventKey });
    },
    /**
     * Takes due rows for sending and marks them sent in the same statement's transaction, so two
     * dispatchers (two instances) never take the same row: at most once, never twice.
     */
    async claimDue(limit: number, now: Date, tx: Executor) {
      const due = await tx
        .select({ id: notifyOutbox.id })
        .from(notifyOutbox)
        .where(eq(notifyOutbox.state, OUTBOX_STATE.pending))
        .orderBy(asc(notifyOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (!due.length) return [];
      return tx
        .update(notifyOutbox)
        .set({ state: OUTBOX_STATE.sent, sentAt: now })
        .where(
          and(
            inArray(
              notifyOutbox.id,
              due.map((d) => d.id),
            ),
            eq(notifyOutbox.state, OUTBOX_STATE.pending),
          ),
        )
        .returning();
    },
    async result(id: number, v: { smsResult: string; wxResult: string; error: string | null }, tx: Executor = db) {
      await tx.update(notifyOutbox).set(v).where(eq(notifyOutbox.id, id));
    },
    async ofUser(userId: number, tx: Executor = db) {
      return tx.select().from(notifyOutbox).where(eq(notifyOutbox.userId, userId)).orderBy(asc(notifyOutbox.id));
    },

    async setOpenid(userId: number, openid: string, now: Date, tx: Executor = db) {
      await tx
        .insert(wxOpenids)
        .values({ userId, openid, updatedAt: now })
        .onConflictDoUpdate({ target: wxOpenids.userId, set: { openid, updatedAt: now } });
    },
    async openidOf(userId: number, tx: Executor = db): Promise<string | undefined> {
      const [r] = await tx
        .select({ openid: wxOpenids.openid })
        .from(wxOpenids)
        .where(eq(wxOpenids.userId, userId))
        .limit(1);
      return r?.openid;
    },
    async addSubscriptions(userId: number, templateIds: string[], now: Date, tx: Executor = db) {
      if (!templateIds.length) return [];
      return tx
        .insert(wxSubscriptions)
        .values(templateIds.map((templateId) => ({ userId, templateId, remaining: 1, updatedAt: now })))
        .onConflictDoUpdate({
          target: [wxSubscriptions.userId, wxSubscriptions.templateId],
          set: { remaining: sql`least(${wxSubscriptions.remaining} + 1, ${MAX_REMAINING})`, updatedAt: now },
        })
        .returning({ templateId: wxSubscriptions.templateId, remaining: wxSubscriptions.remaining });
    },
    /** Uses one accept of a template; false when none is left. */
    async useSubscription(userId: number, templateId: string, now: Date, tx: Executor = db): Promise<boolean> {
      const [r] = await tx
        .update(wxSubscriptions)
        .set({ remaining: sql`${wxSubscriptions.remaining} - 1`, updatedAt: now })
        .where(
          and(
            eq(wxSubscriptions.userId, userId),
            eq(wxSubscriptions.templateId, templateId),
            gt(wxSubscriptions.remaining, 0),
          ),
        )
        .returning({ remaining: wxSubscriptions.remaining });
      return !!r;
    },
  };
}
