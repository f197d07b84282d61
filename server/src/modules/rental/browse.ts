import { BadRequest } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import type { RentalContext } from './context.js';
import type { RentalSort } from './repository.js';
import type { RentalMode } from './table.js';
import { OVERLAP_MSG } from './texts.js';
import { listingCard } from './views.js';
import { rentalWindow } from './window.js';

/** The public side of renting: the list, a listing's page, and the order form's quote. */
export function rentalBrowsing(ctx: RentalContext) {
  const { repo, clock, cfg, gameNames, publicListing, rentBlocker } = ctx;
  return {
    async list(q: {
      gameId?: number;
      priceMin?: number;
      priceMax?: number;
      sort?: RentalSort;
      pageNum?: number;
      pageSize?: number;
    }) {
      if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax)
        throw new BadRequest('参数错误：priceMin 不能大于 priceMax');
      const p = toPage(q);
      const [{ rows, total }, games] = await Promise.all([
        repo.publicList({ ...q, sort: q.sort ?? 'timedesc' }, p.limit, p.offset),
        gameNames(),
      ]);
      const busy = await repo.busyNow(
        rows.map((r) => r.id),
        clock.now(),
      );
      return { rows: rows.map((l) => listingCard(l, games, busy.has(l.id))), total };
    },
    async detail(id: number) {
      const l = await publicListing(id);
      const now = clock.now();
      const [games, windows] = await Promise.all([gameNames(), repo.busyWindows(id, now, 20)]);
      return {
        ...listingCard(
          l,
          games,
          windows.some((w) => w.startAt <= now && w.endAt > now),
        ),
        description: l.description,
        images: l.images,
        districtIds: l.districtIds,
        busy: windows.map((w) => ({ startAt: w.startAt.toISOString(), endAt: w.endAt.toISOString() })),
        rules: {
          maxHours: cfg.maxHours,
          maxAdvanceDays: Math.round(cfg.maxAdvanceMs / 86_400_000),
          overnightStartHour: cfg.overnightStartHour,
          overnightEndHour: cfg.overnightEndHour,
          expireMinutes: Math.round(cfg.unpaidExpireMs / 60_000),
          graceHours: cfg.graceMs / 3_600_000,
        },
        serverNow: now.toISOString(),
      };
    },

    /** The order form's answer: can I rent it, and what would it cost (no window is held). */
    async quote(actor: Actor, b: { listingId: number; mode: RentalMode; hours?: number; startAt?: string }) {
      const l = await publicListing(b.listingId);
      const block = await rentBlocker(actor, l);
      const now = clock.now();
      const w = rentalWindow(l, b, now, cfg);
      const clash = (await repo.overlapping(l.id, w.startAt, w.endAt))[0];
      const reason = block?.msg ?? (clash ? OVERLAP_MSG : null);
      return {
        canRent: !reason,
        reason,
        needRealname: block?.code === 403,
        startAt: w.startAt.toISOString(),
        endAt: w.endAt.toISOString(),
        hours: w.hours,
        rentFen: w.rentFen,
        depositFen: l.depositFen,
        totalFen: w.rentFen + l.depositFen,
      };
    },
  };
}
