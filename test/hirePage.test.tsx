import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { rootStore } from '../src/stores/root'
import { __setRouterParams } from './support/taro'
import HirePage from '../src/pages/hire'
import { rentalApi, type ListingDetail } from '../src/api/rental'
import { rentEstimate } from '../src/pages/hire/estimate'

jest.mock('../src/api/rental', () => {
  const actual = jest.requireActual('../src/api/rental')
  return { ...actual, rentalApi: { detail: jest.fn(), quote: jest.fn() } }
})
const detail = rentalApi.detail as jest.Mock
const quote = rentalApi.quote as jest.Mock

const LISTING = {
  id: 4,
  title: '王者荣耀 V8 荣耀王者 全英雄 120皮肤 出租',
  cover: null,
  gameId: 1,
  gameName: '王者荣耀',
  districtNames: ['安卓QQ', '微信区'],
  districtIds: [1, 2],
  hourlyFen: 500,
  minHours: 2,
  dayFen: 6800,
  overnightFen: 2800,
  depositFen: 3000,
  rentCount: 3,
  busyNow: false,
  description: '全英雄',
  images: [],
  busy: [],
  rules: {
    maxHours: 72,
    maxAdvanceDays: 7,
    overnightStartHour: 22,
    overnightEndHour: 8,
    expireMinutes: 15,
    graceHours: 2,
  },
  serverNow: '2026-11-29T02:00:00Z',
} as unknown as ListingDetail

const flush = () =>
  act(async () => {
    await Promise.resolve()
    await Promise.resolve()
  })
const total = () => screen.getByText(/^合计/).textContent

afterEach(() => {
  Taro.removeStorageSync('token')
  rootStore.app.restore()
  jest.clearAllMocks()
})

// Issue 37: the 合计 of /index/hire?id=4 read ¥0 to a visitor and ¥40 to a renter; the price is the
// listing's, whoever looks.
describe('租号 order form: the total does not depend on the login', () => {
  it('a visitor reads the listing’s rent and deposit, and the sum changes with the hours and the package', async () => {
    __setRouterParams({ id: '4' })
    detail.mockResolvedValue(LISTING)
    render(<HirePage />)
    await flush()
    expect(quote).not.toHaveBeenCalled()
    // 2 h × ¥5 + ¥30 deposit
    expect(total()).toBe('合计 ¥40.00')
    expect(screen.getByText('¥10.00')).toBeTruthy()
    expect(screen.getByText('¥30.00')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByLabelText('增加1小时')))
    expect(total()).toBe('合计 ¥45.00')
    await act(async () => fireEvent.click(screen.getByText(/^包天/)))
    expect(total()).toBe('合计 ¥98.00')
  })

  it('a renter reads the same sum (the server’s quote)', async () => {
    Taro.setStorageSync('token', 'tok-renter')
    rootStore.app.restore()
    __setRouterParams({ id: '4' })
    detail.mockResolvedValue(LISTING)
    quote.mockResolvedValue({
      canRent: true,
      reason: null,
      needRealname: false,
      startAt: '2026-11-29T02:00:00Z',
      endAt: '2026-11-29T04:00:00Z',
      hours: 2,
      rentFen: 1000,
      depositFen: 3000,
      totalFen: 4000,
    })
    render(<HirePage />)
    await flush()
    await flush()
    expect(quote).toHaveBeenCalled()
    expect(total()).toBe('合计 ¥40.00')
  })
})

test('rentEstimate: hours × hourly price or the package, plus the deposit; a package the listing lacks has none', () => {
  expect(rentEstimate(LISTING, 'hours', 3)).toEqual({ rentFen: 1500, depositFen: 3000, totalFen: 4500 })
  expect(rentEstimate(LISTING, 'overnight', 2)).toEqual({ rentFen: 2800, depositFen: 3000, totalFen: 5800 })
  expect(rentEstimate({ ...LISTING, dayFen: null }, 'day', 2)).toBeNull()
})
