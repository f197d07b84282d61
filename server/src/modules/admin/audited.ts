import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../lib/actor.js';
import type { AdminRepo } from './repository.js';

export interface AuditedResult<T> {
  id: number;
  /** the record before and after the change (null when created / deleted); rows are stored as JSON */
  before: object | null;
  after: object | null;
  out: T;
}

/**
 * Runs one operator change and writes its audit row in the same transaction, so an edit never
 * exists without its record of who made it (and a failed edit leaves no audit row behind).
 */
export function createAudited(deps: { db: Db; audit: Pick<AdminRepo, 'audit'>; clock: Clock }) {
  const { db, audit, clock } = deps;
  return async function audited<T>(
    actor: Actor,
    action: string,
    targetType: string,
    change: (tx: Executor) => Promise<AuditedResult<T>>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const r = await change(tx);
      await audit.audit(
        {
          actorId: actor.userId,
          action,
          targetType,
          targetId: r.id,
          before: r.before as Record<string, unknown> | null,
          after: r.after as Record<string, unknown> | null,
          createdAt: clock.now(),
        },
        tx,
      );
      return r.out;
    });
  };
}
export type Audited = ReturnType<typeof createAudited>;
