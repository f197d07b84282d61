import { render } from '@testing-library/react'
import AdminSitePage from '../../src/admin/site'
import type { AdminSiteSettings, SiteField } from '../../src/api/site'
import { RootStore, StoreContext } from '../../src/stores/root'

// The site settings as the server answers them, shared by the tests of 站点设置, 联系客服 and
// 下载App's codes (siteSettings.test.tsx, siteCodes.test.tsx), so a new setting is added once.
// The tests mock '../src/api/site' themselves: jest.mock applies to what this file imports too.

/** Every field of 站点设置, in the server's order. */
export const SITE_FIELDS: SiteField[] = [
  { key: 'company', label: '运营主体', kind: 'text', min: 4, max: 60, hint: '公司全称' },
  { key: 'website', label: '官方网址', kind: 'url', min: 12, max: 100, hint: 'https 开头' },
  { key: 'icp', label: 'ICP 备案号', kind: 'icp', min: 10, max: 30, hint: '如 浙ICP备12345678号-1' },
  { key: 'serviceHours', label: '客服时间', kind: 'text', min: 2, max: 40, hint: '' },
  { key: 'phone.service', label: '客服电话', kind: 'phone', min: 7, max: 20, hint: '' },
  { key: 'phone.business', label: '商务电话', kind: 'phone', min: 7, max: 20, hint: '' },
  { key: 'email.service', label: '客服邮箱', kind: 'email', min: 6, max: 100, hint: '' },
  { key: 'email.privacy', label: '个人信息保护邮箱', kind: 'email', min: 6, max: 100, hint: '' },
  { key: 'email.hr', label: '招聘邮箱', kind: 'email', min: 6, max: 100, hint: '' },
  { key: 'email.business', label: '商务邮箱', kind: 'email', min: 6, max: 100, hint: '' },
  { key: 'address.office', label: '办公地址', kind: 'text', min: 6, max: 80, hint: '' },
  { key: 'address.registered', label: '注册地址', kind: 'text', min: 6, max: 80, hint: '' },
  // the optional codes: unset, they are sent as null
  { key: 'miniProgram.wechatCode', label: '微信小程序码', kind: 'image', min: 0, max: 200, hint: '在微信公众平台下载' },
  {
    key: 'miniProgram.alipayCode',
    label: '支付宝小程序码',
    kind: 'image',
    min: 0,
    max: 200,
    hint: '在支付宝开放平台下载',
  },
]

/** Valid values for every field, no mini-program code set. */
export const SITE_VALUES: AdminSiteSettings['values'] = {
  company: '杭州号市网络科技有限公司',
  website: 'https://www.haoshi.example',
  icp: '浙ICP备00000000号',
  serviceHours: '每天 09:00–24:00',
  phone: { service: '0571-08260571', business: '0571-06937402' },
  email: {
    service: 'kefu@haoshi.example',
    privacy: 'privacy@haoshi.example',
    hr: 'hr@haoshi.example',
    business: 'bd@haoshi.example',
  },
  address: { office: '浙江省杭州市滨江区滨安路 1180 号 7 层', registered: '浙江省杭州市滨江区滨安路 1180 号 701 室' },
  miniProgram: { wechatCode: null, alipayCode: null },
}

/** The console's GET answer: the values above, every field still the seed's sample, never saved. */
export const siteSettingsAnswer = (over: Partial<AdminSiteSettings> = {}): AdminSiteSettings => ({
  values: SITE_VALUES,
  samples: SITE_FIELDS.map((f) => f.key),
  updateTime: null,
  updatedBy: null,
  fields: SITE_FIELDS,
  ...over,
})

/** 站点设置 as an operator sees it (the page shell shows console pages to these roles only). */
export function renderSiteConsole() {
  const profile = jest
    .fn()
    .mockResolvedValue({ id: 9, userName: 'demo_operator', nickName: '运营小周', roles: ['user', 'operator'] })
  const store = new RootStore({ appApi: { profile, games: jest.fn().mockResolvedValue([]) } })
  store.app.restore()
  render(
    <StoreContext.Provider value={store}>
      <AdminSitePage />
    </StoreContext.Provider>,
  )
}
