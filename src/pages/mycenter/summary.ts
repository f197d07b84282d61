import { ordersApi, walletApi, type OrderCounts } from '../../api/orders'
import { sellingApi } from '../../api/selling'
import { OFFER_STATE, offerApi } from '../../api/aftersale'
import { consultApi } from '../../api/consult'

/** What 我的 shows of a logged-in user's account, each part null when its request failed. */
export interface CenterSummary {
  balanceFen: number | null
  orders: OrderCounts | null
  /** My goods on sale (在售, saleState 1) and waiting for review (审核中, 0). */
  goods: { onSale: number; reviewing: number } | null
  /** Price offers on my goods that wait for my answer. */
  offersPending: number | null
  /** My questions about listings with an answer I have not read. */
  consultUnread: number | null
}

export interface SummaryApi {
  wallet: () => Promise<{ balanceFen: number }>
  orderCounts: () => Promise<OrderCounts>
  /** The number of my goods in one sale state (a list's total). */
  goodsIn: (saleState: number) => Promise<number>
  pendingOffers: () => Promise<number>
  consultUnread: () => Promise<number>
}

export const summaryApi: SummaryApi = {
  wallet: () => walletApi.summary(),
  orderCounts: () => ordersApi.counts(),
  goodsIn: async (saleState) => (await sellingApi.mine(saleState, 1, 1)).total,
  pendingOffers: async () =>
    (await offerApi.list({ side: 'seller', state: OFFER_STATE.pending, pageNum: 1, pageSize: 1 })).total,
  consultUnread: async () => (await consultApi.unread()).count,
}

const settled = <T>(r: PromiseSettledResult<T>): T | null => (r.status === 'fulfilled' ? r.value : null)

/**
 * Everything 我的 counts, asked at once. Each part stands alone: a wallet that does not answer
 * leaves the order counts in place (and the part shows nothing rather than a wrong 0).
 */
export async function loadSummary(api: SummaryApi = summaryApi): Promise<CenterSummary> {
  const [wallet, orders, onSale, reviewing, offers, consult] = await Promise.allSettled([
    api.wallet(),
    api.orderCounts(),
    api.goodsIn(1),
    api.goodsIn(0),
    api.pendingOffers(),
    api.consultUnread(),
  ])
  const sale = settled(onSale)
  const review = settled(reviewing)
  return {
    balanceFen: settled(wallet)?.balanceFen ?? null,
    orders: settled(orders),
    goods: sale === null || review === null ? null : { onSale: sale, reviewing: review },
    offersPending: settled(offers),
    consultUnread: settled(consult),
  }
}
