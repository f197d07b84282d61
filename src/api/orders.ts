import { http } from './http'

export interface OrderDetail {
  id: number
  orderNo: string
  title: string
  amountFen: number
  status: number
  statusText: string
  createdAt: string
}

export const ordersApi = {
  detail: (id: number) => http.get<OrderDetail>(`/api/order/${id}`),
}
