import { SYSTEM_ACTOR_NAME } from '../../lib/audited.js';
import { dayRange } from '../../lib/day-range.js';
import { toPage } from '../../lib/pagination.js';
import type { AdminRepo } from './repository.js';

/** The operators' read of the audit log: who changed which record, when, from what to what. */
export function createAuditLogService(deps: { repo: Pick<AdminRepo, 'auditPage'> }) {
  const { repo } = deps;
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
  return {
    async list(q: { keyword?: string; from?: string; to?: string; pageNum?: number; pageSize?: number }) {
      const keyword = q.keyword?.trim() || undefined;
      const { rows, total } = await repo.auditPage({ keyword, ...dayRange(q), ...toPage(q) });
      return {
        rows: rows.map((r) => ({
          id: r.id,
          // actor null: a job of the system (the purge of sealed data), shown as 系统 with id 0
          actor:
            r.actorId === null
              ? { id: 0, nickName: SYSTEM_ACTOR_NAME }
              : { id: r.actorId, nickName: r.actorNick ?? '' },
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          before: json(r.before),
          after: json(r.after),
          createTime: r.createdAt.toISOString(),
        })),
        total,
      };
    },
  };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
