import Taro from '@tarojs/taro'
import { currentSpecUrl } from '../src/utils/nav'

const withPage = (page: { route: string; options?: Record<string, string>; $taroParams?: Record<string, string> }) =>
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([page] as never)

afterEach(() => jest.restoreAllMocks())

describe('currentSpecUrl (the login return address)', () => {
  it('knows a mini-program page by its file path', () => {
    withPage({ route: 'other/wallet/index', options: {} })
    expect(currentSpecUrl()).toBe('/index/other/wallet')
  })

  // the H5 router sets `options` to its path parameters (none: an empty object) and keeps the
  // query, with its stamp and load time, in $taroParams; reading `options` alone lost the order id
  it('knows an H5 page by the address the router resolved, with its query and without the stamp', () => {
    withPage({
      route: '/index/orderDetail',
      options: {},
      $taroParams: { id: '31', stamp: '3', $taroTimestamp: '1700000000000' },
    })
    expect(currentSpecUrl()).toBe('/index/orderDetail?id=31')
  })

  // found by the mini-program harness: the 401 prompt's return address lost the order id on Alipay
  it("reads the query of an Alipay page, whose instance has no options, from Taro's page params", () => {
    withPage({ route: 'pages/orderDetail/index', $taroParams: { id: '5', $taroTimestamp: '1700000000000' } })
    expect(currentSpecUrl()).toBe('/index/orderDetail?id=5')
  })

  it("keeps a mini-program page's query as it was sent: raw values not encoded twice, Taro's __key_ left out", () => {
    // WeChat hands the page its query undecoded; Taro's navigateTo adds __key_
    withPage({ route: 'pages/goodList/index', options: { keyWord: '%E7%8E%8B%E8%80%85', __key_: '1700000000' } })
    expect(currentSpecUrl()).toBe('/index/goodList?keyWord=%E7%8E%8B%E8%80%85')
  })
})
