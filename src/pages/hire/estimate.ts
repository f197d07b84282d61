import type { ListingDetail, RentMode } from '../../api/rental'

export interface RentEstimate {
  rentFen: number
  depositFen: number
  totalFen: number
}

/**
 * What a rental of this listing costs, from the listing's own prices: the hours times the hourly
 * price (or the day / overnight package) plus the deposit. The server's quote adds the window and
 * whether this renter may rent, and needs a login; the price does not, so a visitor reads the same
 * 合计 as a renter (issue 37: ¥0 logged out, ¥40 logged in). Null for a package the listing lacks.
 */
export function rentEstimate(
  l: Pick<ListingDetail, 'hourlyFen' | 'dayFen' | 'overnightFen' | 'depositFen'>,
  mode: RentMode,
  hours: number,
): RentEstimate | null {
  const rentFen = mode === 'hours' ? l.hourlyFen * hours : mode === 'day' ? l.dayFen : l.overnightFen
  if (rentFen === null) return null
  return { rentFen, depositFen: l.depositFen, totalFen: rentFen + l.depositFen }
}
