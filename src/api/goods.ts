import { http } from './http'

export interface GoodDetail {
  id: number
  title: string
  priceFen: number
  gameName?: string
  description?: string
  images?: string[]
}

export const goodsApi = {
  detail: (id: number) => http.get<GoodDetail>(`/api/web/good/${id}`),
}
