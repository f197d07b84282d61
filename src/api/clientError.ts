import { http } from './http'
import type { ApiBody } from './types'

export const clientErrorApi = {
  /** A page's render error, for the operators' list (POST /api/client-error, limited per source). */
  report: (body: ApiBody<'/api/client-error', 'post'>) => http.post('/api/client-error', { body }),
}
