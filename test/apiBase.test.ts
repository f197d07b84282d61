import { apiBaseFor } from '../config/api-base'

// Issue 19 item 6: a mini-program build without the API's origin shipped relative `/api` URLs,
// which a mini-program cannot call; now the build stops and says what to set.
describe('the API origin a build calls', () => {
  it('H5 calls its own origin and needs none', () => {
    expect(apiBaseFor('h5', undefined)).toBe('')
    expect(apiBaseFor('h5', '')).toBe('')
  })

  it('a mini-program build needs an absolute origin, trailing slashes dropped', () => {
    expect(apiBaseFor('weapp', 'https://api.haoshi.example/')).toBe('https://api.haoshi.example')
    expect(apiBaseFor('alipay', 'http://127.0.0.1:39217')).toBe('http://127.0.0.1:39217')
  })

  it('stops a mini-program build that has none, or a path instead of an origin, naming the setting', () => {
    expect(() => apiBaseFor('weapp', undefined)).toThrow(/TARO_APP_API_BASE is not set/)
    expect(() => apiBaseFor('weapp', '')).toThrow(/构建微信小程序需要服务端的完整地址/)
    expect(() => apiBaseFor('alipay', '/api')).toThrow(
      /构建支付宝小程序需要服务端的完整地址[\s\S]*"\/api" is not an origin/,
    )
    expect(() => apiBaseFor('weapp', 'https://api.example.com/v1')).toThrow(/is not an origin/)
    // the English line names the platform as the Chinese one does ("A alipay build" before)
    expect(() => apiBaseFor('alipay', undefined)).toThrow(/The Alipay mini-program build needs/)
  })
})
