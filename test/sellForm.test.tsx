import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import BasicInformationPage from '../src/pages/BasicInformation'
import CommitPage from '../src/pages/commit'
import { DistrictPicker } from '../src/components/DistrictPicker'
import { goodsApi, type DistrictNode, type TemplateAttr } from '../src/api/goods'
import { RootStore, StoreContext } from '../src/stores/root'
import type { SellApi } from '../src/stores/sell'
import type { UserProfile } from '../src/api/types'
import { __setRouterParams } from './support/taro'

// The sell form (issue 38 item 1): errors go as their fields are fixed, a submit with errors
// brings the first one into view on every step, and the district picker asks for a real server.

// the rules (包赔 days) are not what is tested here
jest.mock('../src/hooks/useRules', () => ({ useRules: () => null }))

const me = { id: 7, userName: 'seller', nickName: '卖家', realStatus: 2, roles: ['user'] } as UserProfile

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

const fakeSellApi = (): SellApi => ({
  draft: jest.fn(async () => null),
  saveDraft: jest.fn(async () => ({}) as never),
  deleteDraft: jest.fn(async () => ({}) as never),
  submit: jest.fn(async () => ({ id: 1 }) as never),
  editable: jest.fn(async () => ({}) as never),
})

let scrolled: HTMLElement[]
let store: RootStore
async function mount(ui: React.ReactNode) {
  Taro.setStorageSync('token', 'tok-seller')
  store = new RootStore({ appApi: { profile: jest.fn(async () => me), games: async () => [] }, sellApi: fakeSellApi() })
  store.app.restore()
  await store.app.loadProfile()
  store.sell.draft = {
    gameId: 1,
    gameName: '王者荣耀',
    districtPath: [],
    title: '国服荣耀王者 典藏皮肤全',
    priceYuan: '',
    isGuarantee: 0,
    bargain: false,
    handoverMode: 'self',
    attrs: {},
    description: '自玩号，绑定已解除，可二次实名',
    images: [{ url: '/uploads/a.png' }],
  }
  store.sell.loaded = true
  render(<StoreContext.Provider value={store}>{ui}</StoreContext.Provider>)
  await flush()
}

beforeEach(() => {
  process.env.TARO_ENV = 'h5'
  scrolled = []
  // jsdom has no scrolling: record which element was asked to come into view
  Element.prototype.scrollIntoView = function (this: HTMLElement) {
    scrolled.push(this)
  }
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
})
afterEach(() => {
  Taro.removeStorageSync('token')
  jest.restoreAllMocks()
})

describe('sell step 1 (BasicInformation)', () => {
  it('clears an error as soon as its field is fixed, and keeps the others', async () => {
    await mount(<BasicInformationPage />)
    fireEvent.click(screen.getByText('下一步'))
    await flush()
    expect(screen.getByText('请选择区服')).toBeTruthy()
    expect(screen.getByText('请输入整数价格（元）')).toBeTruthy()
    act(() => store.sell.update({ districtPath: [{ id: 3, name: '微信1区' }] }))
    expect(screen.queryByText('请选择区服')).toBeNull()
    expect(screen.getByText('请输入整数价格（元）')).toBeTruthy()
    act(() => store.sell.update({ priceYuan: '888' }))
    expect(screen.queryByText('请输入整数价格（元）')).toBeNull()
  })

  it('does not complain about a field while it is typed before the first 下一步', async () => {
    await mount(<BasicInformationPage />)
    act(() => store.sell.update({ title: '短' }))
    expect(screen.queryByText('标题为5-60个字')).toBeNull()
  })

  it('brings the first error into view on 下一步', async () => {
    await mount(<BasicInformationPage />)
    fireEvent.click(screen.getByText('下一步'))
    await flush()
    expect(scrolled.map((e) => e.textContent)).toEqual(['请选择区服'])
  })
})

describe('sell step 3 (commit)', () => {
  const template: TemplateAttr[] = [
    {
      fieldKey: 'heroes',
      fieldName: '英雄数',
      fieldType: 'number',
      sort: 1,
      must: true,
      isSearch: true,
      range: { min: 0, max: 130, unit: '个' },
      options: null,
    },
  ]
  it('shows what is wrong with the draft under its row and brings it into view, instead of a toast alone', async () => {
    jest.spyOn(goodsApi, 'template').mockResolvedValue(template as never)
    __setRouterParams({ type: 'consign' })
    await mount(<CommitPage />)
    act(() => {
      store.sell.update({ districtPath: [{ id: 3, name: '微信1区' }], priceYuan: '888' })
      store.sell.setCredentials({ account: 'qq123', password: 'pw' })
    })
    fireEvent.click(screen.getByText('提交审核'))
    await flush()
    expect(screen.getByText('请填写英雄数')).toBeTruthy()
    expect(scrolled.map((e) => e.textContent)).toEqual(['请填写英雄数'])
    expect(store.sell['api'].submit).not.toHaveBeenCalled()
    act(() => store.sell.setAttr('heroes', 112))
    expect(screen.queryByText('请填写英雄数')).toBeNull()
  })

  it('shows 修改基本信息 and 修改账号信息 as links', async () => {
    jest.spyOn(goodsApi, 'template').mockResolvedValue(template as never)
    __setRouterParams({ type: 'consign' })
    await mount(<CommitPage />)
    const link = screen.getByText('修改基本信息')
    expect(link.getAttribute('role')).toBe('link')
    expect(link.className).toContain('commit-link')
  })
})

describe('district picker', () => {
  const roots: DistrictNode[] = [{ id: 1, name: '苹果', level: 'system', hasChildren: true } as DistrictNode]
  it('offers 不限区服 in a filter', async () => {
    jest.spyOn(goodsApi, 'districtRoots').mockResolvedValue(roots)
    render(<DistrictPicker gameId={1} onPick={() => undefined} />)
    await flush()
    expect(screen.getByText('不限区服')).toBeTruthy()
  })
  it('neither offers nor ticks 不限区服 in a form that needs a real server', async () => {
    jest.spyOn(goodsApi, 'districtRoots').mockResolvedValue(roots)
    render(<DistrictPicker gameId={1} allowAll={false} onPick={() => undefined} />)
    await flush()
    expect(screen.queryByText('不限区服')).toBeNull()
    expect(screen.getByText('苹果')).toBeTruthy()
  })
})
