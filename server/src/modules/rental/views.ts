import type { ListingView } from './repository.js';
import { LISTING_STATE_TEXT, RENTAL_STATE, RENTAL_STATE_TEXT, type RentalRow } from './table.js';
import { MODE_TEXT } from './texts.js';

/** The shapes the rental module answers with: listing cards and rentals, as each side may see them. */

export type RentalRole = 'renter' | 'owner' | 'staff';

function prices(l: ListingView) {
  return {
    hourlyFen: l.hourlyFen,
    minHours: l.minHours,
    dayFen: l.dayFen,
    overnightFen: l.overnightFen,
    depositFen: l.depositFen,
  };
}

export function listingCard(l: ListingView, games: Map<number, string>, busy: boolean) {
  return {
    id: l.id,
    title: l.title,
    cover: l.cover,
    gameId: l.gameId,
    gameName: games.get(l.gameId) ?? '',
    districtNames: l.districtNames,
    ...prices(l),
    rentCount: l.rentCount,
    busyNow: busy,
  };
}

export function ownListing(l: ListingView, games: Map<number, string>) {
  return {
    ...listingCard(l, games, false),
    state: l.state,
    stateText: LISTING_STATE_TEXT[l.state] ?? '',
    rejectReason: l.rejectReason,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

/** The phase of a rental the user sees: paid splits into 待开始 / 租用中 by the clock. */
function phaseOf(r: RentalRow, now: Date): { phase: string; phaseText: string } {
  if (r.state === RENTAL_STATE.paid) {
    if (now < r.startAt) return { phase: 'upcoming', phaseText: '待开始' };
    if (now < r.endAt) return { phase: 'active', phaseText: '租用中' };
    return { phase: 'ending', phaseText: '已到期' };
  }
  const map: Record<number, string> = { 0: 'unpaid', 2: 'ended', 3: 'settled', 4: 'cancelled', 5: 'expired' };
  return { phase: map[r.state] ?? 'unknown', phaseText: RENTAL_STATE_TEXT[r.state] ?? '' };
}

export function rentalOut(
  r: RentalRow,
  role: RentalRole,
  extra: { cover: string | null; gameName: string; now: Date },
) {
  const seesMoney = role !== 'renter';
  const deduct = r.violationFen ?? 0;
  return {
    id: r.id,
    rentalNo: r.rentalNo,
    listingId: r.listingId,
    title: r.title,
    cover: extra.cover,
    gameName: extra.gameName,
    state: r.state,
    stateText: RENTAL_STATE_TEXT[r.state] ?? '',
    ...phaseOf(r, extra.now),
    role,
    mode: r.mode,
    modeText: MODE_TEXT[r.mode],
    hours: r.hours,
    startAt: r.startAt.toISOString(),
    endAt: r.endAt.toISOString(),
    rentFen: r.rentFen,
    depositFen: r.depositFen,
    totalFen: r.totalFen,
    ownerIncomeFen: seesMoney ? r.rentFen - r.commissionFen : null,
    commissionFen: seesMoney ? r.commissionFen : null,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    endedAt: r.endedAt?.toISOString() ?? null,
    settleAt: r.settleAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
    closedAt: r.closedAt?.toISOString() ?? null,
    violation: r.violationAt
      ? { deductFen: deduct, reason: r.violationReason ?? '', at: r.violationAt.toISOString() }
      : null,
    /** what the renter got / gets back (known once settled; before, the full deposit less any recorded deduction) */
    depositRefundFen: r.depositFen - deduct,
  };
}
