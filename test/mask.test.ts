import { maskAccount } from '../src/utils/mask'

// Issue 37: the public 防骗 list showed reported QQ and phone numbers in full.
describe('maskAccount: numbers in the public blacklist', () => {
  it('hides the middle of QQ and phone numbers', () => {
    expect(maskAccount('qq', '9736481059')).toBe('973****059')
    expect(maskAccount('phone', '15485236941')).toBe('154****6941')
    expect(maskAccount('qq', '10001')).toBe('1***1')
  })
  it('shows in full what the visitor typed in to check', () => {
    expect(maskAccount('qq', '9736481059', ' 9736481059 ')).toBe('9736481059')
    expect(maskAccount('qq', '9736481059', '97364')).toBe('973****059')
  })
  it('hides the middle of WeChat ids too: a wrongly reported one reaches a person as well', () => {
    expect(maskAccount('wechat', 'hs_kefu_vip888')).toBe('hs**********88')
    expect(maskAccount('wechat', 'ab_cdef')).toBe('ab***ef')
    expect(maskAccount('wechat', 'abcdef')).toBe('a****f')
    expect(maskAccount('wechat', 'hs_kefu_vip888', 'HS_KEFU_VIP888')).toBe('hs_kefu_vip888')
  })
  it('leaves free-text accounts (shops, nicknames) as they are', () => {
    expect(maskAccount('other', '星铁代练-阿峰')).toBe('星铁代练-阿峰')
  })
})
