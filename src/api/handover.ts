import { http } from './http'
import type { ApiBody, ApiData, ApiRow } from './types'

/** How a listing's account changes hands: 自助交接 ('self') or 平台验号换绑 ('staff'). */
export type HandoverMode = NonNullable<ApiBody<'/api/need/consignment', 'post'>['handoverMode']>

/** A game's checklist that staff work through in the staff mode (the generic list for a game without one). */
export type HandoverTemplate = ApiData<'/api/handover/template', 'get'>

export type HandoverItem = HandoverTemplate['items'][number]

/** One game as the console's template editor lists it: its items, and who changed them last. */
export type HandoverTemplateRow = ApiRow<'/api/admin/handover/templates'>

export type HandoverTemplateBody = ApiBody<'/api/admin/handover/templates/{gameId}', 'put'>

export const handoverApi = {
  /** Anyone may read it: the seller and the buyer see beforehand what staff will check. */
  template: (gameId: number) => http.get('/api/handover/template', { query: { gameId } }),
}

export const handoverAdminApi = {
  templates: () => http.get('/api/admin/handover/templates'),
  /** Replaces the game's list (the server checks every item and saves none when one is wrong). */
  save: (gameId: number, body: HandoverTemplateBody) =>
    http.put('/api/admin/handover/templates/{gameId}', { params: { gameId }, body }),
}
