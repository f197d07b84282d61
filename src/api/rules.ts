import { http } from './http'
import type { ApiData } from './types'

/** The configured figures (durations, fees, percentages) as display text, keyed like `dispute.answer`. */
export type RuleTexts = ApiData<'/api/rules', 'get'>

export const rulesApi = {
  get: () => http.get('/api/rules'),
}
