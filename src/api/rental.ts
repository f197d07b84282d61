import { http } from './http'
import type { ApiBody, ApiData, ApiQuery, ApiRow } from './types'

type QuoteQuery = ApiQuery<'/api/rent/quote'>

export type RentMode = QuoteQuery['mode']

/** How the rental list can be sorted. */
export type RentSort = NonNullable<ApiQuery<'/api/rent/list'>['sort']>

export type ListingCard = ApiRow<'/api/rent/list'>

export type ListingDetail = ApiData<'/api/rent/{id}', 'get'>

export type RentQuote = ApiData<'/api/rent/quote', 'get'>

/** A rental in my lists (rented and lent out). */
export type Rental = ApiRow<'/api/rent/my/orders'>

export type RentalDetail = ApiData<'/api/rent/order/{id}', 'get'>

export type MyListing = ApiRow<'/api/rent/my/listings'>

export type ListingBody = ApiBody<'/api/rent/listing', 'post'>

export const rentalApi = {
  list: (q: { gameId?: number; sort?: RentSort; pageNum: number }) =>
    http.get('/api/rent/list', { query: { pageSize: 10, ...q } }),
  detail: (id: number) => http.get('/api/rent/{id}', { params: { id } }),
  quote: (q: Pick<QuoteQuery, 'listingId' | 'mode' | 'hours'>) => http.get('/api/rent/quote', { query: q }),
  order: (body: ApiBody<'/api/rent/order', 'post'>) => http.post('/api/rent/order', { body }),
  rental: (id: number) => http.get('/api/rent/order/{id}', { params: { id } }),
  cancel: (id: number) => http.post('/api/rent/order/{id}/cancel', { params: { id } }),
  credentials: (id: number) => http.post('/api/rent/order/{id}/credentials', { params: { id } }),
  myOrders: (pageNum: number) => http.get('/api/rent/my/orders', { query: { pageNum, pageSize: 10 } }),
  myLent: (pageNum: number) => http.get('/api/rent/my/lent', { query: { pageNum, pageSize: 10 } }),
  myListings: (pageNum: number) => http.get('/api/rent/my/listings', { query: { pageNum, pageSize: 10 } }),
  saveListing: (body: ListingBody) => http.post('/api/rent/listing', { body }),
  setListed: (id: number, on: boolean) =>
    on
      ? http.post('/api/rent/my/listing/{id}/on', { params: { id } })
      : http.post('/api/rent/my/listing/{id}/off', { params: { id } }),
}
