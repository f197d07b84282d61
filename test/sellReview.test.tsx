import { render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { rootStore } from '../src/stores/root'
import { goodsApi, type TemplateAttr } from '../src/api/goods'
import { __setRouterParams } from './support/taro'
import CommitPage from '../src/pages/commit'

// The sell flow's review step (issue 20 item 12): titled as a check before submitting, listing
// each attribute's value under its name instead of "N 项已填写".
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
  {
    fieldKey: 'skins',
    fieldName: '典藏皮肤',
    fieldType: 'multi',
    sort: 2,
    must: false,
    isSearch: true,
    range: null,
    options: ['李白-凤求凰', '貂蝉-仲夏夜之梦'],
  },
  {
    fieldKey: 'rank',
    fieldName: '段位',
    fieldType: 'select',
    sort: 3,
    must: false,
    isSearch: true,
    range: null,
    options: ['星耀', '王者'],
  },
]

beforeEach(() => {
  Taro.setStorageSync('token', 'tok-seller')
  rootStore.app.restore()
  __setRouterParams({ type: 'consign' })
  jest.spyOn(goodsApi, 'template').mockResolvedValue(template as never)
  rootStore.sell.draft = {
    gameId: 1,
    gameName: '王者荣耀',
    districtPath: [
      { id: 1, name: '苹果' },
      { id: 2, name: '微信' },
      { id: 3, name: '微信1区' },
    ],
    title: '国服荣耀王者 典藏皮肤全',
    priceYuan: '888',
    isGuarantee: 2,
    bargain: false,
    handoverMode: 'self',
    attrs: { heroes: 112, skins: ['李白-凤求凰', '貂蝉-仲夏夜之梦'] },
    description: '自玩号',
    images: [],
  }
  rootStore.sell.loaded = true
})
afterEach(() => {
  Taro.removeStorageSync('token')
  jest.restoreAllMocks()
})

it('shows each filled attribute with its value and the district path, under a review title', async () => {
  render(<CommitPage />)
  expect(await screen.findByText('112个')).toBeTruthy()
  expect(screen.getByText('英雄数')).toBeTruthy()
  expect(screen.getByText('李白-凤求凰、貂蝉-仲夏夜之梦')).toBeTruthy()
  // an attribute left empty is not listed
  expect(screen.queryByText('段位')).toBeNull()
  expect(screen.queryByText(/项已填写/)).toBeNull()
  expect(screen.getByText('苹果 › 微信 › 微信1区')).toBeTruthy()
  expect(document.title).toBe('确认信息 - 号市')
})

it('sets the review title on the native bar of a mini-program too', async () => {
  const env = process.env.TARO_ENV
  process.env.TARO_ENV = 'weapp'
  const setTitle = jest.spyOn(Taro, 'setNavigationBarTitle').mockResolvedValue(undefined as never)
  try {
    render(<CommitPage />)
    expect(await screen.findByText('112个')).toBeTruthy()
    expect(setTitle).toHaveBeenCalledWith({ title: '确认信息' })
  } finally {
    process.env.TARO_ENV = env
  }
})
