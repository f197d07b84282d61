import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { users } from '../user/index.js';
import {
  LISTING_STATE,
  RENTAL_STATE,
  rentalListings,
  rentalReveals,
  rentals,
  type RentalListingRow,
  type RentalRow,
} from './table.js';

export type RentalRepo = ReturnType<typeof createRentalRepo>;

/** Everything of a listing except the sealed credentials: what every read but the reveal selects. */
const publicCols = {
  id: rentalListings.id,
  ownerId: rentalListings.ownerId,
  gameId: rentalListings.gameId,
  districtIds: rentalListings.districtIds,
  districtNames: rentalListings.districtNames,
  title: rentalListings.title,
  description: rentalListings.description,
  cover: rentalListings.cover,
  images: rentalListings.images,
  hourlyFen: rentalListings.hourlyFen,
  minHours: rentalListings.minHours,
  dayFen: rentalListings.dayFen,
  overnightFen: rentalListings.overnightFen,
  depositFen: rentalListings.depositFen,
  state: rentalListings.state,
  rejectReason: rentalListings.rejectReason,
  rentCount: rentalListings.rentCount,
  createdAt: rentalListings.createdAt,
  updatedAt: rentalListings.updatedAt,
};
export type ListingView = Omit<RentalListingRow, 'credentialsEnc'>;

/** The states that hold a window (the exclusion constraint's predicate says the same). */
export const HOLDING = [RENTAL_STATE.unpaid, RENTAL_STATE.paid];

export type RentalSort = 'priceasc' | 'pricedesc' | 'timedesc' | 'hot';

export function createRentalRepo(db: Db) {
  const count = async (tx: Executor, table: typeof rentals | typeof rentalListings, where: SQL | undefined) => {
    const [t] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where);
    return Number(t?.n ?? 0);
  };

  return {
    // ------------------------------------------------------------ listings
    async insertListing(v: Omit<typeof rentalListings.$inferInsert, 'id'>, tx: Executor = db): Promise<ListingView> {
      const [row] = await tx.insert(rentalListings).values(v).returning(publicCols);
      return row!;
    },
    async updateListing(
      id: number,
      ownerId: number,
      patch: Partial<typeof rentalListings.$inferInsert>,
      tx: Executor = db,
    ) {
      const [row] = await tx
        .update(rentalListings)
        .set(patch)
        .where(and(eq(rentalListings.id, id), eq(rentalListings.ownerId, ownerId)))
        .returning(publicCols);
      return row;
    },
    async listing(id: number, tx: Executor = db): Promise<ListingView | undefined> {
      const [row] = await tx.select(publicCols).from(rentalListings).where(eq(rentalListings.id, id)).limit(1);
      return row;
    },
    /** Row-locks the listing: every rental of it is created under this lock, one at a time. */
    async lockListing(id: number, tx: Executor): Promise<ListingView | undefined> {
      const [row] = await tx
        .select(publicCols)
        .from(rentalListings)
        .where(eq(rentalListings.id, id))
        .limit(1)
        .for('update');
      return row;
    },
    async credentialsOf(id: number, tx: Executor = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ c: rentalListings.credentialsEnc })
        .from(rentalListings)
        .where(eq(rentalListings.id, id))
        .limit(1);
      return row?.c;
    },
    /** state from → to, once (a second operator's click, a stale page: nothing). */
    async transitionListing(
      id: number,
      from: number[],
      to: number,
      patch: Partial<typeof rentalListings.$inferInsert>,
      now: Date,
      tx: Executor,
      ownerId?: number,
    ) {
      const conds = [eq(rentalListings.id, id), inArray(rentalListings.state, from)];
      if (ownerId !== undefined) conds.push(eq(rentalListings.ownerId, ownerId));
      const [row] = await tx
        .update(rentalListings)
        .set({ ...patch, state: to, updatedAt: now })
        .where(and(...conds))
        .returning(publicCols);
      return row;
    },
    async bumpRentCount(id: number, tx: Executor) {
      await tx
        .update(rentalListings)
        .set({ rentCount: sql`${rentalListings.rentCount} + 1` })
        .where(eq(rentalListings.id, id));
    },
    /** The public list: listed only. */
    async publicList(
      q: { gameId?: number; priceMin?: number; priceMax?: number; sort: RentalSort },
      limit: number,
      offset: number,
      tx: Executor = db,
    ) {
      const conds: SQL[] = [eq(rentalListings.state, LISTING_STATE.listed)];
      if (q.gameId !== undefined) conds.push(eq(rentalListings.gameId, q.gameId));
      if (q.priceMin !== undefined) conds.push(gte(rentalListings.hourlyFen, q.priceMin));
      if (q.priceMax !== undefined) conds.push(lte(rentalListings.hourlyFen, q.priceMax));
      const where = and(...conds);
      const order =
        q.sort === 'priceasc'
          ? [asc(rentalListings.hourlyFen), asc(rentalListings.id)]
          : q.sort === 'pricedesc'
            ? [desc(rentalListings.hourlyFen), desc(rentalListings.id)]
            : q.sort === 'hot'
              ? [desc(rentalListings.rentCount), desc(rentalListings.id)]
              : [desc(rentalListings.updatedAt), desc(rentalListings.id)];
      const [rows, total] = await Promise.all([
        tx
          .select(publicCols)
          .from(rentalListings)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        count(tx, rentalListings, where),
      ]);
      return { rows, total };
    },
    async listingsOf(ownerId: number, state: number | undefined, limit: number, offset: number, tx: Executor = db) {
      const where =
        state === undefined
          ? eq(rentalListings.ownerId, ownerId)
          : and(eq(rentalListings.ownerId, ownerId), eq(rentalListings.state, state));
      const [rows, total] = await Promise.all([
        tx
          .select(publicCols)
          .from(rentalListings)
          .where(where)
          .orderBy(desc(rentalListings.id))
          .limit(limit)
          .offset(offset),
        count(tx, rentalListings, where),
      ]);
      return { rows, total };
    },
    /** The operator's queue: a state (default pending), oldest change first. */
    async listingsByState(state: number, limit: number, offset: number, tx: Executor = db) {
      const where = eq(rentalListings.state, state);
      const [rows, total] = await Promise.all([
        tx
          .select({ l: publicCols, ownerNick: users.nickName })
          .from(rentalListings)
          .innerJoin(users, eq(users.id, rentalListings.ownerId))
          .where(where)
          .orderBy(asc(rentalListings.updatedAt), asc(rentalListings.id))
          .limit(limit)
          .offset(offset),
        count(tx, rentalListings, where),
      ]);
      return { rows, total };
    },

    // ------------------------------------------------------------ rentals
    async insertRental(v: Omit<typeof rentals.$inferInsert, 'id'>, tx: Executor): Promise<RentalRow> {
      const [row] = await tx.insert(rentals).values(v).returning();
      return row!;
    },
    async rental(id: number, tx: Executor = db): Promise<RentalRow | undefined> {
      const [row] = await tx.select().from(rentals).where(eq(rentals.id, id)).limit(1);
      return row;
    },
    /** Unpaid/paid rentals of a listing overlapping [start, end) — the check the constraint backs up. */
    async overlapping(listingId: number, start: Date, end: Date, tx: Executor = db) {
      return tx
        .select({ id: rentals.id, startAt: rentals.startAt, endAt: rentals.endAt })
        .from(rentals)
        .where(
          and(
            eq(rentals.listingId, listingId),
            inArray(rentals.state, HOLDING),
            sql`${rentals.startAt} < ${end}`,
            gt(rentals.endAt, start),
          ),
        )
        .limit(1);
    },
    /** Windows still ahead (or running) of a listing, earliest first. */
    async busyWindows(listingId: number, now: Date, limit: number, tx: Executor = db) {
      return tx
        .select({ startAt: rentals.startAt, endAt: rentals.endAt, state: rentals.state })
        .from(rentals)
        .where(and(eq(rentals.listingId, listingId), inArray(rentals.state, HOLDING), gt(rentals.endAt, now)))
        .orderBy(asc(rentals.startAt))
        .limit(limit);
    },
    /** Which of these listings are rented right now. */
    async busyNow(listingIds: number[], now: Date, tx: Executor = db): Promise<Set<number>> {
      if (!listingIds.length) return new Set();
      const rows = await tx
        .select({ id: rentals.listingId })
        .from(rentals)
        .where(
          and(
            inArray(rentals.listingId, listingIds),
            inArray(rentals.state, HOLDING),
            lte(rentals.startAt, now),
            gt(rentals.endAt, now),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },
    async countUnpaid(renterId: number, tx: Executor = db) {
      return count(tx, rentals, and(eq(rentals.renterId, renterId), eq(rentals.state, RENTAL_STATE.unpaid)));
    },
    /** Conditional transition: the row changes only if it is still in `from` (and the guard holds). */
    async transition(
      id: number,
      from: number,
      to: number,
      patch: Partial<RentalRow>,
      now: Date,
      tx: Executor,
      guard: { renterId?: number; dueCol?: 'expiresAt' | 'endAt' | 'settleAt' } = {},
    ) {
      const extra: SQL[] = [];
      if (guard.renterId !== undefined) extra.push(eq(rentals.renterId, guard.renterId));
      if (guard.dueCol) extra.push(lte(rentals[guard.dueCol], now));
      const [row] = await tx
        .update(rentals)
        .set({ ...patch, state: to, updatedAt: now })
        .where(and(eq(rentals.id, id), eq(rentals.state, from), ...extra))
        .returning();
      return row;
    },
    /** Records a violation once, while the deposit is still held (paid or ended, before settlement). */
    async recordViolation(
      id: number,
      v: { violationFen: number; violationReason: string; violationBy: number },
      now: Date,
      tx: Executor,
    ) {
      const [row] = await tx
        .update(rentals)
        .set({ ...v, violationAt: now, updatedAt: now })
        .where(
          and(
            eq(rentals.id, id),
            inArray(rentals.state, [RENTAL_STATE.paid, RENTAL_STATE.ended]),
            sql`${rentals.violationAt} is null`,
            gt(rentals.settleAt, now),
          ),
        )
        .returning();
      return row;
    },
    /** Overdue rows of a job, locked; rows another instance holds are skipped. */
    async overdue(state: number, col: 'expiresAt' | 'endAt' | 'settleAt', now: Date, limit: number, tx: Executor) {
      return tx
        .select({ id: rentals.id })
        .from(rentals)
        .where(and(eq(rentals.state, state), lte(rentals[col], now)))
        .orderBy(asc(rentals[col]))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
    async rentalsOf(
      side: 'renter' | 'owner',
      userId: number,
      states: number[] | undefined,
      limit: number,
      offset: number,
      tx: Executor = db,
    ) {
      const who = side === 'renter' ? eq(rentals.renterId, userId) : eq(rentals.ownerId, userId);
      const where = states ? and(who, inArray(rentals.state, states)) : who;
      const [rows, total] = await Promise.all([
        tx
          .select({ r: rentals, cover: rentalListings.cover, gameId: rentalListings.gameId })
          .from(rentals)
          .innerJoin(rentalListings, eq(rentalListings.id, rentals.listingId))
          .where(where)
          .orderBy(desc(rentals.id))
          .limit(limit)
          .offset(offset),
        count(tx, rentals, where),
      ]);
      return { rows, total };
    },
    async adminRentals(
      state: number | undefined,
      rentalNo: string | undefined,
      limit: number,
      offset: number,
      tx: Executor = db,
    ) {
      const conds: SQL[] = [];
      if (state !== undefined) conds.push(eq(rentals.state, state));
      if (rentalNo) conds.push(eq(rentals.rentalNo, rentalNo));
      const where = conds.length ? and(...conds) : undefined;
      const [rows, total] = await Promise.all([
        tx.select().from(rentals).where(where).orderBy(desc(rentals.id)).limit(limit).offset(offset),
        count(tx, rentals, where),
      ]);
      return { rows, total };
    },
    // ------------------------------------------------------------ reveals
    async addReveal(v: { rentalId: number; userId: number; ip: string | null; createdAt: Date }, tx: Executor = db) {
      await tx.insert(rentalReveals).values(v);
    },
    async reveals(rentalId: number, tx: Executor = db) {
      return tx
        .select({ createdAt: rentalReveals.createdAt, ip: rentalReveals.ip })
        .from(rentalReveals)
        .where(eq(rentalReveals.rentalId, rentalId))
        .orderBy(asc(rentalReveals.id));
    },
    async revealCount(rentalId: number, tx: Executor = db) {
      const [t] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(rentalReveals)
        .where(eq(rentalReveals.rentalId, rentalId));
      return Number(t?.n ?? 0);
    },
  };
}
