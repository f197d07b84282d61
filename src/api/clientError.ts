import { http } from './http'

type Body = {
  route: string
  message: string
  stack?: string
  appVersion?: string
  platform?: string
}

export const clientErrorApi = {
  /** A page's render error, for the operators' list (POST /api/client-error, limited per source). */
  report: (body: Body) => http.post<null>('/api/client-error', body),
}
