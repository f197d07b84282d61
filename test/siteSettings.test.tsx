import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import ContactkefuPage from '../src/other/contactkefu'
import { checkSiteForm, toBody, toForm } from '../src/admin/site/checkSite'
import { siteAdminApi, siteApi } from '../src/api/site'
import { contactApi } from '../src/api/support'
import { rootStore } from '../src/stores/root'
import { ROUTES } from '../src/routes'
import { renderSiteConsole, SITE_FIELDS, SITE_VALUES, siteSettingsAnswer } from './support/siteSettings'

jest.mock('../src/api/site', () => {
  const actual = jest.requireActual('../src/api/site')
  return { ...actual, siteApi: { settings: jest.fn() }, siteAdminApi: { get: jest.fn(), save: jest.fn() } }
})
jest.mock('../src/api/support', () => {
  const actual = jest.requireActual('../src/api/support')
  return {
    ...actual,
    contactApi: { staff: jest.fn(), staffOfType: jest.fn(), groups: jest.fn(), social: jest.fn(), check: jest.fn() },
  }
})

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

beforeEach(() => {
  Taro.setStorageSync('token', 'tok')
  rootStore.app.restore()
})
afterEach(() => {
  Taro.removeStorageSync('token')
  jest.clearAllMocks()
})

describe('checkSiteForm (what the console can tell before sending)', () => {
  const form = toForm(SITE_FIELDS, SITE_VALUES)
  it('accepts the loaded values', () => {
    expect(checkSiteForm(SITE_FIELDS, form)).toEqual({})
  })
  it.each([
    ['email.hr', 'hr.haoshi.example', '招聘邮箱格式不正确，如 name@example.com'],
    ['phone.service', '400 八二六', '客服电话只能填写数字和 -'],
    ['website', 'http://www.haoshi.example', '官方网址须为 https:// 开头的网址'],
    ['icp', '浙B2-20260001号码', 'ICP 备案号格式不正确，如 浙ICP备12345678号-1'],
    ['company', '  ', '请填写运营主体'],
    ['company', '号市', '运营主体应为4-60个字符'],
    ['address.office', '杭州市\n滨江区某路 1 号', '办公地址不能包含换行、不可见字符或 < > { } 等符号'],
    ['company', '号市\u200b网络科技有限公司', '运营主体不能包含换行、不可见字符或 < > { } 等符号'],
    ['company', '号市<b>网络</b>科技', '运营主体不能包含换行、不可见字符或 < > { } 等符号'],
  ])('%s = %j → %s', (key, value, msg) => {
    expect(checkSiteForm(SITE_FIELDS, { ...form, [key]: value })).toEqual({ [key]: msg })
  })
  it('builds the nested body of every field, trimmed', () => {
    expect(toBody(SITE_FIELDS, { ...form, company: ' 上海澄明数码科技有限公司 ' })).toEqual({
      ...SITE_VALUES,
      company: '上海澄明数码科技有限公司',
    })
  })
})

describe('站点设置 (console page)', () => {
  it('is a console page: /admin/site, for operators and admins', () => {
    const r = ROUTES.find((x) => x.name === 'adminSite')!
    expect(r.path).toBe('/admin/site')
    expect(r.pkg).toBe('admin')
    expect(r.roles).toEqual(['operator', 'admin'])
  })

  it('marks every field still holding the seed’s value as 示例数据, and no other', async () => {
    ;(siteAdminApi.get as jest.Mock).mockResolvedValue(siteSettingsAnswer({ samples: ['email.hr', 'icp'] }))
    renderSiteConsole()
    await flush()
    expect(screen.getAllByText('示例数据')).toHaveLength(2)
    expect(screen.getByText(/标有「示例数据」的 2 项/)).toBeTruthy()
    expect((screen.getByLabelText('招聘邮箱') as HTMLInputElement).value).toBe('hr@haoshi.example')
    expect(screen.getByText('尚未有运营保存过站点设置')).toBeTruthy()
  })

  it('shows what is wrong next to the field and sends nothing', async () => {
    ;(siteAdminApi.get as jest.Mock).mockResolvedValue(siteSettingsAnswer())
    renderSiteConsole()
    await flush()
    fireEvent.change(screen.getByLabelText('招聘邮箱'), { target: { value: 'jobs-at-haoshi' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await flush()
    expect(siteAdminApi.save).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('招聘邮箱格式不正确，如 name@example.com')
    // typing again clears the message
    fireEvent.change(screen.getByLabelText('招聘邮箱'), { target: { value: 'jobs@haoshi.example' } })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('saves every field and then shows the saved form: no sample marks, who saved and when', async () => {
    ;(siteAdminApi.get as jest.Mock).mockResolvedValue(siteSettingsAnswer())
    ;(siteAdminApi.save as jest.Mock).mockResolvedValue(
      siteSettingsAnswer({
        values: { ...SITE_VALUES, email: { ...SITE_VALUES.email, hr: 'jobs@haoshi.example' } },
        samples: [],
        updateTime: '2026-03-01T02:00:00.000Z',
        updatedBy: '运营小周',
      }),
    )
    renderSiteConsole()
    await flush()
    fireEvent.change(screen.getByLabelText('招聘邮箱'), { target: { value: ' jobs@haoshi.example ' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await flush()
    expect(siteAdminApi.save).toHaveBeenCalledWith({
      ...SITE_VALUES,
      email: { ...SITE_VALUES.email, hr: 'jobs@haoshi.example' },
    })
    expect(screen.queryByText('示例数据')).toBeNull()
    expect(screen.getByText(/上次保存：.*运营小周/)).toBeTruthy()
    expect((screen.getByLabelText('招聘邮箱') as HTMLInputElement).value).toBe('jobs@haoshi.example')
  })

  it('keeps the form as typed and shows the server’s message when the save is refused', async () => {
    ;(siteAdminApi.get as jest.Mock).mockResolvedValue(siteSettingsAnswer())
    ;(siteAdminApi.save as jest.Mock).mockRejectedValue({ code: 400, msg: '客服电话格式不正确', silent: false })
    const showToast = jest.spyOn(Taro, 'showToast')
    renderSiteConsole()
    await flush()
    fireEvent.change(screen.getByLabelText('客服电话'), { target: { value: '400-000' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await flush()
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '客服电话格式不正确' }))
    expect((screen.getByLabelText('客服电话') as HTMLInputElement).value).toBe('400-000')
  })
})

describe('联系客服 shows the site’s contacts from the server', () => {
  it('hotline with the service hours, e-mail, and company · address · ICP line', async () => {
    ;(siteApi.settings as jest.Mock).mockResolvedValue(SITE_VALUES)
    for (const f of ['staff', 'staffOfType', 'groups', 'social'] as const)
      (contactApi[f] as jest.Mock).mockResolvedValue([])
    render(<ContactkefuPage />)
    await flush()
    expect(screen.getByText('客服电话 0571-08260571')).toBeTruthy()
    expect(screen.getByText('每天 09:00–24:00')).toBeTruthy()
    expect(screen.getByText('客服邮箱 kefu@haoshi.example')).toBeTruthy()
    expect(screen.getByText('杭州号市网络科技有限公司')).toBeTruthy()
    expect(screen.getByText('浙ICP备00000000号')).toBeTruthy()
    expect(screen.getByText(SITE_VALUES.address.office)).toBeTruthy()
  })

  // issue 37: an unset setting hides its row; the page never fills the gap with a placeholder
  it('hides the rows of settings that are unset, and the section when none is set', async () => {
    const unset = {
      ...SITE_VALUES,
      icp: '',
      phone: { ...SITE_VALUES.phone, service: '' },
      email: { ...SITE_VALUES.email, service: '  ' },
    }
    ;(siteApi.settings as jest.Mock).mockResolvedValue(unset)
    for (const f of ['staff', 'staffOfType', 'groups', 'social'] as const)
      (contactApi[f] as jest.Mock).mockResolvedValue([])
    render(<ContactkefuPage />)
    await flush()
    expect(screen.queryByText(/^客服电话 /)).toBeNull()
    expect(screen.queryByText(/^客服邮箱 /)).toBeNull()
    expect(screen.queryByLabelText('官方联系方式')).toBeNull()
    expect(screen.getByText('杭州号市网络科技有限公司')).toBeTruthy()
    expect(document.querySelectorAll('.kefu-foot__line')).toHaveLength(2)
  })
})
