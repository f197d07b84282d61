import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { dayRange } from '../../lib/day-range.js';
import { toPage } from '../../lib/pagination.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import { everyFewInserts } from '../../lib/table-cap.js';
import type { Actor } from '../../lib/actor.js';
import type { ClientErrorRepo } from './repository.js';

export interface ClientErrorReport {
  route: string;
  message: string;
  stack?: string;
  appVersion?: string;
  platform?: string;
}

/** Cut to what the column holds, by characters (not UTF-16 units, so no half emoji is stored). */
const cut = (s: string | undefined, max: number) =>
  Array.from(s ?? '')
    .slice(0, max)
    .join('');

export function createClientErrorService(deps: {
  repo: ClientErrorRepo;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'rateLimits' | 'storageCaps'>;
  clock: Clock;
}) {
  const { repo, limiter, config, clock } = deps;
  const { clientErrorMaxRows, clientErrorKeepDays } = config.storageCaps;
  // many addresses together could still fill the table: old reports go, and past the cap the oldest
  const trim = everyFewInserts(clientErrorMaxRows, () =>
    repo.purge(new Date(clock.now().getTime() - clientErrorKeepDays * 24 * 3600_000), clientErrorMaxRows),
  );
  return {
    /**
     * Stores a report from a page's error boundary. Anyone may report (a visitor's page can break
     * too), so each source address is limited: a page stuck in a render loop must not fill the table.
     */
    async report(input: ClientErrorReport, ctx: { actor: Actor | null; ip: string; userAgent: string }) {
      await enforce(limiter, 'client-error:ip', ctx.ip, config.rateLimits.clientErrorIp);
      await repo.insert({
        route: cut(input.route, 300),
        message: cut(input.message, 1000),
        stack: cut(input.stack, 8000),
        appVersion: cut(input.appVersion, 40),
        platform: cut(input.platform, 20),
        userAgent: cut(ctx.userAgent, 300),
        userId: ctx.actor?.userId ?? null,
        createdAt: clock.now(),
      });
      await trim();
    },

    /** The operators' list, newest first, searchable by message, route or version, and by day. */
    async list(q: { keyword?: string; from?: string; to?: string; pageNum?: number; pageSize?: number }) {
      const keyword = q.keyword?.trim() || undefined;
      const { rows, total } = await repo.list({ keyword, ...dayRange(q), ...toPage(q) });
      return {
        rows: rows.map((r) => ({
          id: r.id,
          route: r.route,
          message: r.message,
          stack: r.stack,
          appVersion: r.appVersion,
          platform: r.platform,
          userAgent: r.userAgent,
          userId: r.userId,
          createTime: r.createdAt.toISOString(),
        })),
        total,
      };
    },
  };
}
export type ClientErrorService = ReturnType<typeof createClientErrorService>;
