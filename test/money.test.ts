import { formatYuan } from '../src/utils/format'
import { yuanText } from '../server/src/lib/money'

// Issue 37: ¥999 beside +¥99.90 on 确认订单 and ¥999.00 on the cashier; +¥1,519.05 beside +¥1,140
// in the wallet. One rule for every amount, the server's texts included (server/src/lib/money.ts).
describe('formatYuan: one format for every amount', () => {
  it('groups thousands and always shows two decimals', () => {
    expect(formatYuan(99_900)).toBe('¥999.00')
    expect(formatYuan(9_990)).toBe('¥99.90')
    expect(formatYuan(114_000)).toBe('¥1,140.00')
    expect(formatYuan(151_905)).toBe('¥1,519.05')
    expect(formatYuan(0)).toBe('¥0.00')
    expect(formatYuan(5)).toBe('¥0.05')
    expect(formatYuan(-5_700)).toBe('-¥57.00')
    expect(formatYuan(100_000_000)).toBe('¥1,000,000.00')
  })

  it('gives amounts side by side the same shape', () => {
    for (const fen of [1, 99, 100, 12_345, 99_900, 114_000, 151_905, 123_456_789])
      expect(formatYuan(fen)).toMatch(/^¥\d{1,3}(,\d{3})*\.\d{2}$/)
  })

  it('writes what the server writes', () => {
    for (const fen of [0, 7, 100, 99_900, 151_905, -5_700]) expect(formatYuan(fen)).toBe(yuanText(fen))
  })
})
