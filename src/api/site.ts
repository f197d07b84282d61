import { http } from './http'
import type { ApiBody, ApiData } from './types'

/** Who runs the site and how to reach them: company, phones, e-mails, addresses, ICP line, hours. */
export type SiteSettings = ApiData<'/api/site/settings', 'get'>

/** The console's form: values, fields still holding the seed's sample data, field descriptions. */
export type AdminSiteSettings = ApiData<'/api/admin/site', 'get'>

export type SiteField = AdminSiteSettings['fields'][number]

export type SiteSettingsBody = ApiBody<'/api/admin/site', 'put'>

export const siteApi = {
  settings: () => http.get('/api/site/settings'),
}

export const siteAdminApi = {
  get: () => http.get('/api/admin/site'),
  /** Saves every field; the server checks all of them and saves none when one is wrong. */
  save: (body: SiteSettingsBody) => http.put('/api/admin/site', { body }),
}
