import { http } from './http'
import type { ApiBody, ApiData, ApiRow } from './types'

/**
 * A draft as the server keeps it (never the credentials: those are sent only on submit). Every
 * field is optional there; the sell store completes it into its form state.
 */
export type DraftData = ApiBody<'/api/need/consignment/draft', 'put'>['data']

export type ConsignmentBody = ApiBody<'/api/need/consignment', 'post'>

export type MyGood = ApiRow<'/api/need/myConsignment'>

export type EditableGood = ApiData<'/api/need/myConsignment/{id}', 'get'>

/** The original registration data with its separate consent (issue 41), as the seller sends it. */
export type RegistrationBody = ApiBody<'/api/need/myConsignment/{id}/registration', 'put'>

/** The consent's wording and version, shown beside its own checkbox. */
export type RegistrationConsent = ApiData<'/api/need/consignment/registration-consent', 'get'>

export const sellingApi = {
  draft: () => http.get('/api/need/consignment/draft'),
  saveDraft: (body: ApiBody<'/api/need/consignment/draft', 'put'>) => http.put('/api/need/consignment/draft', { body }),
  deleteDraft: () => http.delete('/api/need/consignment/draft'),
  submit: (body: ConsignmentBody) => http.post('/api/need/consignment', { body }),
  /** `saleState` undefined: every state (全部). */
  mine: (saleState: number | undefined, pageNum: number, pageSize = 10) =>
    http.get('/api/need/myConsignment', { query: { saleState, pageNum, pageSize } }),
  editable: (id: number) => http.get('/api/need/myConsignment/{id}', { params: { id } }),
  putOnSale: (id: number) => http.get('/api/goods/info/upGoods/{id}', { params: { id } }),
  takeDown: (id: number) => http.post('/api/goods/info/downGoods', { body: { id } }),
  editPrice: (id: number, priceFen: number) => http.post('/api/need/goods/editPrice', { body: { id, priceFen } }),
  registrationConsent: () => http.get('/api/need/consignment/registration-consent'),
  /** Adds the registration data to a listing of mine, without a new review. */
  addRegistration: (id: number, body: RegistrationBody) =>
    http.put('/api/need/myConsignment/{id}/registration', { params: { id }, body }),
}
