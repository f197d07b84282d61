import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { checkSiteForm, toBody, toForm } from '../src/admin/site/checkSite'
import { ProgramCodes, SiteCode } from '../src/pages/appDownload/SiteCode'
import { siteAdminApi, siteApi, type AdminSiteSettings } from '../src/api/site'
import { uploadImage } from '../src/api/user'
import { rootStore } from '../src/stores/root'
import { renderSiteConsole, SITE_FIELDS, SITE_VALUES, siteSettingsAnswer } from './support/siteSettings'

// 下载App's mini-program codes (issue 38): the operator uploads them in 站点设置, the page shows
// those that are set, on H5 only.

jest.mock('../src/api/site', () => {
  const actual = jest.requireActual('../src/api/site')
  return { ...actual, siteApi: { settings: jest.fn() }, siteAdminApi: { get: jest.fn(), save: jest.fn() } }
})
jest.mock('../src/api/user', () => {
  const actual = jest.requireActual('../src/api/user')
  return { ...actual, uploadImage: jest.fn() }
})

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

const WX = '/uploads/202603/wxCodeAAAAAAAAAAAAAAAA.png'
const ALI = '/uploads/202603/aliCodeAAAAAAAAAAAAAAA.png'

const VALUES = { ...SITE_VALUES, miniProgram: { wechatCode: WX, alipayCode: null } }

const env = process.env.TARO_ENV
afterEach(() => {
  jest.clearAllMocks()
  jest.restoreAllMocks()
  // assigning undefined would store the string 'undefined'
  if (env === undefined) delete (process.env as Record<string, string | undefined>).TARO_ENV
  else process.env.TARO_ENV = env
})

describe('下载App: the mini-program codes', () => {
  const settings = (codes: AdminSiteSettings['values']['miniProgram']) =>
    (siteApi.settings as jest.Mock).mockResolvedValue({ ...VALUES, miniProgram: codes })

  it('on H5: the site’s own code, and none of the programs’ while the operator has set none', async () => {
    settings({ wechatCode: null, alipayCode: null })
    render(<SiteCode />)
    await flush()
    expect(screen.getByAltText(/^号市网页版二维码：/)).toBeTruthy()
    expect(screen.queryByText(/扫一扫打开号市小程序/)).toBeNull()
    expect(document.querySelector('.program-codes')).toBeNull()
  })

  it('shows each code that is set, with its caption and alt text', async () => {
    settings({ wechatCode: WX, alipayCode: ALI })
    render(<SiteCode />)
    await flush()
    expect(screen.getByAltText('号市微信小程序码').getAttribute('src')).toBe(WX)
    expect(screen.getByAltText('号市支付宝小程序码').getAttribute('src')).toBe(ALI)
    expect(screen.getByText('微信扫一扫打开号市小程序')).toBeTruthy()
    expect(screen.getByText('支付宝扫一扫打开号市小程序')).toBeTruthy()
    expect(screen.getByAltText(/^号市网页版二维码：/)).toBeTruthy()
  })

  it('only the one that is set', () => {
    render(<ProgramCodes codes={{ wechatCode: null, alipayCode: ALI }} />)
    expect(screen.queryByAltText('号市微信小程序码')).toBeNull()
    expect(screen.queryByText('微信扫一扫打开号市小程序')).toBeNull()
    expect(screen.getByText('支付宝扫一扫打开号市小程序')).toBeTruthy()
  })

  it('the settings not loaded: the site’s code stays, no program code', async () => {
    ;(siteApi.settings as jest.Mock).mockRejectedValue({ code: 500, msg: '服务器繁忙', silent: false })
    render(<SiteCode />)
    await flush()
    expect(screen.getByAltText(/^号市网页版二维码：/)).toBeTruthy()
    expect(screen.queryByText(/扫一扫打开号市小程序/)).toBeNull()
  })

  it.each(['weapp', 'alipay'])('inside the %s mini-program: nothing, and no request', async (env) => {
    process.env.TARO_ENV = env
    settings({ wechatCode: WX, alipayCode: ALI })
    const { container } = render(<SiteCode />)
    await flush()
    expect(container.innerHTML).toBe('')
    expect(siteApi.settings).not.toHaveBeenCalled()
  })
})

describe('站点设置: the code rows', () => {
  function renderConsole() {
    ;(siteAdminApi.get as jest.Mock).mockResolvedValue(siteSettingsAnswer({ values: VALUES, samples: [] }))
    renderSiteConsole()
  }
  beforeEach(() => {
    Taro.setStorageSync('token', 'tok')
    rootStore.app.restore()
  })
  afterEach(() => Taro.removeStorageSync('token'))

  it('are optional: an empty code is no error, and is sent as null', () => {
    const form = toForm(SITE_FIELDS, { ...VALUES, miniProgram: { wechatCode: null, alipayCode: null } })
    expect(form['miniProgram.wechatCode']).toBe('')
    expect(checkSiteForm(SITE_FIELDS, form)).toEqual({})
    expect(toBody(SITE_FIELDS, { ...form, 'miniProgram.alipayCode': ALI })).toEqual({
      ...SITE_VALUES,
      miniProgram: { wechatCode: null, alipayCode: ALI },
    })
  })

  it('show the code that is set with 更换 and 移除, and 未上传 with 上传 for the other, with the hints', async () => {
    renderConsole()
    await flush()
    expect(screen.getByAltText('微信小程序码').getAttribute('src')).toBe(WX)
    expect(screen.getByRole('button', { name: '更换微信小程序码' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '移除微信小程序码' })).toBeTruthy()
    expect(screen.getByText('未上传')).toBeTruthy()
    expect(screen.getByRole('button', { name: '上传支付宝小程序码' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '移除支付宝小程序码' })).toBeNull()
    expect(screen.getByText('在微信公众平台下载')).toBeTruthy()
    expect(screen.getByText('在支付宝开放平台下载')).toBeTruthy()
  })

  it('移除 one, upload the other, save: the body carries null and the new upload', async () => {
    jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['blob:ali'], tempFiles: [] } as never)
    ;(uploadImage as jest.Mock).mockResolvedValue({ url: ALI, thumb: ALI })
    ;(siteAdminApi.save as jest.Mock).mockResolvedValue(
      siteSettingsAnswer({
        values: { ...VALUES, miniProgram: { wechatCode: null, alipayCode: ALI } },
        samples: [],
        updateTime: '2026-03-01T02:00:00.000Z',
        updatedBy: '运营小周',
      }),
    )
    renderConsole()
    await flush()
    fireEvent.click(screen.getByRole('button', { name: '移除微信小程序码' }))
    expect(screen.queryByAltText('微信小程序码')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '上传支付宝小程序码' }))
    await flush()
    expect(uploadImage).toHaveBeenCalledWith('blob:ali', expect.any(Function))
    expect(screen.getByAltText('支付宝小程序码').getAttribute('src')).toBe(ALI)
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await flush()
    expect(siteAdminApi.save).toHaveBeenCalledWith(
      expect.objectContaining({ miniProgram: { wechatCode: null, alipayCode: ALI } }),
    )
  })
})
