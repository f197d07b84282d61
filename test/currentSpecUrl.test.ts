import Taro from '@tarojs/taro'
import { currentSpecUrl } from '../src/utils/nav'

const withPage = (page: { route: string; options: Record<string, string> }) =>
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([page] as never)

afterEach(() => jest.restoreAllMocks())

describe('currentSpecUrl (the login return address)', () => {
  it('knows a mini-program page by its file path', () => {
    withPage({ route: 'other/wallet/index', options: {} })
    expect(currentSpecUrl()).toBe('/index/other/wallet')
  })

  it('knows an H5 page by the address the router resolved, with its query and without the stamp', () => {
    withPage({ route: '/index/orderDetail', options: { orderId: '7', stamp: '3' } })
    expect(currentSpecUrl()).toBe('/index/orderDetail?orderId=7')
  })
})
