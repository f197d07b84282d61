import type { Db, Executor } from '../db/client.js';
import type { Clock } from './clock.js';
import type { Actor } from './actor.js';

/** How the console names the actor of the system's own audit rows (actor_id null). */
export const SYSTEM_ACTOR_NAME = '系统';

/** One audit row: who changed what, with the record before and after. */
export interface AuditEntry {
  /** null: the system itself (a job), not a person */
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
}

/**
 * Where an operator change's audit row goes: the admin module owns the audit_log table and
 * publishes this one write as its `audit` port, so a module with operator edits is handed that
 * and neither imports admin nor holds its repository.
 */
export interface AuditWriter {
  audit(v: AuditEntry, tx?: Executor): Promise<void>;
}

export interface AuditedResult<T> {
  id: number;
  /** the record before and after the change (null when created / deleted); rows are stored as JSON */
  before: object | null;
  after: object | null;
  /**
   * The instant the change's rows carry (read once before it, like `updatedAt: now`), so the audit
   * row has the same time; without it, the clock once the change has run.
   */
  at?: Date;
  out: T;
}

/**
 * Runs one operator change and writes its audit row in the same transaction, so an edit never
 * exists without its record of who made it (and a failed edit leaves no audit row behind).
 */
export function createAudited(deps: { db: Db; audit: AuditWriter; clock: Clock }) {
  const { db, audit, clock } = deps;
  /** Writes the audit row of a change inside `tx` (the change's own transaction). */
  async function within(
    tx: Executor,
    actor: Actor | null,
    action: string,
    targetType: string,
    r: Omit<AuditedResult<unknown>, 'out'>,
  ): Promise<void> {
    await audit.audit(
      {
        // null: the system's own step (a deadline's default outcome), not a person
        actorId: actor?.userId ?? null,
        action,
        targetType,
        targetId: r.id,
        before: r.before as Record<string, unknown> | null,
        after: r.after as Record<string, unknown> | null,
        createdAt: r.at ?? clock.now(),
      },
      tx,
    );
  }
  async function audited<T>(
    actor: Actor | null,
    action: string,
    targetType: string,
    change: (tx: Executor) => Promise<AuditedResult<T>>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const r = await change(tx);
      await within(tx, actor, action, targetType, r);
      return r.out;
    });
  }
  /**
   * A step of a change whose transaction someone else opened (a flow's, or one that also writes
   * other rows first): the same audit row, written in that transaction.
   */
  audited.within = within;
  return audited;
}
export type Audited = ReturnType<typeof createAudited>;
