import { http } from './http'
import type { PageResult } from './types'

export type RentMode = 'hours' | 'day' | 'overnight'

export interface ListingCard {
  id: number
  title: string
  cover: string | null
  gameId: number
  gameName: string
  districtNames: string[]
  hourlyFen: number
  minHours: number
  dayFen: number | null
  overnightFen: number | null
  depositFen: number
  rentCount: number
  busyNow: boolean
}

export interface ListingDetail extends ListingCard {
  description: string
  images: { url: string; thumb?: string }[]
  districtIds: number[]
  busy: { startAt: string; endAt: string }[]
  rules: {
    maxHours: number
    maxAdvanceDays: number
    overnightStartHour: number
    overnightEndHour: number
    expireMinutes: number
    graceHours: number
  }
  serverNow: string
}

export interface RentQuote {
  canRent: boolean
  reason: string | null
  needRealname: boolean
  startAt: string
  endAt: string
  hours: number
  rentFen: number
  depositFen: number
  totalFen: number
}

export interface Rental {
  id: number
  rentalNo: string
  listingId: number
  title: string
  cover: string | null
  gameName: string
  state: number
  stateText: string
  phase: 'unpaid' | 'upcoming' | 'active' | 'ending' | 'ended' | 'settled' | 'cancelled' | 'expired'
  phaseText: string
  role: 'renter' | 'owner' | 'staff'
  mode: RentMode
  modeText: string
  hours: number
  startAt: string
  endAt: string
  rentFen: number
  depositFen: number
  totalFen: number
  ownerIncomeFen: number | null
  createdAt: string
  expiresAt: string
  paidAt: string | null
  settleAt: string
  settledAt: string | null
  violation: { deductFen: number; reason: string; at: string } | null
  depositRefundFen: number
}

export interface RentalDetail extends Rental {
  districtNames: string[]
  owner: { nickName: string }
  renter: { nickName: string }
  serverNow: string
  credentialsAvailable: boolean
  revealCount: number
  canPay: boolean
  canCancel: boolean
}

export interface MyListing extends ListingCard {
  state: number
  stateText: string
  rejectReason: string | null
  createdAt: string
  updatedAt: string
}

export interface ListingBody {
  gameId: number
  districtId: number
  title: string
  description: string
  images: string[]
  hourlyFen: number
  minHours: number
  dayFen: number | null
  overnightFen: number | null
  depositFen: number
  credentials: { account: string; password: string; boundPhone?: string; boundEmail?: string; securityNotes?: string }
}

export const rentalApi = {
  list: (q: { gameId?: number; sort?: string; pageNum: number }) =>
    http.get<PageResult<ListingCard>>('/api/rent/list', { pageSize: 10, ...q }),
  detail: (id: number) => http.get<ListingDetail>(`/api/rent/${id}`),
  quote: (q: { listingId: number; mode: RentMode; hours?: number }) => http.get<RentQuote>('/api/rent/quote', q),
  order: (body: { listingId: number; mode: RentMode; hours?: number; acceptRules: true }) =>
    http.post<{ rentalId: number }>('/api/rent/order', body),
  rental: (id: number) => http.get<RentalDetail>(`/api/rent/order/${id}`),
  cancel: (id: number) => http.post<null>(`/api/rent/order/${id}/cancel`),
  credentials: (id: number) =>
    http.post<{
      account: string
      password: string
      boundPhone: string | null
      boundEmail: string | null
      securityNotes: string | null
      revealedAt: string
      endAt: string
    }>(`/api/rent/order/${id}/credentials`),
  myOrders: (pageNum: number) => http.get<PageResult<Rental>>('/api/rent/my/orders', { pageNum, pageSize: 10 }),
  myLent: (pageNum: number) => http.get<PageResult<Rental>>('/api/rent/my/lent', { pageNum, pageSize: 10 }),
  myListings: (pageNum: number) => http.get<PageResult<MyListing>>('/api/rent/my/listings', { pageNum, pageSize: 10 }),
  saveListing: (body: ListingBody) =>
    http.post<{ id: number; state: number }>('/api/rent/listing', body as unknown as Record<string, unknown>),
  setListed: (id: number, on: boolean) =>
    http.post<{ id: number; state: number }>(`/api/rent/my/listing/${id}/${on ? 'on' : 'off'}`),
}
