import { formatYuanRange, wrapAtColon } from '../src/utils/format'
import { appraisalBadge } from '../src/components/AppraisalCard'
import type { AppraisalItem } from '../src/api/appraisal'

// 回收价格表 and 我的估价 (issue 38 item 5): a range whose ends agree is one price, and a finished
// system range is not badged 「估价中」.
describe('price ranges', () => {
  it('show one price when both ends agree', () => {
    expect(formatYuanRange(12000, 12000)).toBe('¥120.00')
    expect(formatYuanRange(12000, 18050)).toBe('¥120.00–¥180.50')
  })
})

describe('appraisal badge', () => {
  const a = (status: number, statusText: string, medianFen: number | null) =>
    ({ status, statusText, valuation: { medianFen } }) as unknown as AppraisalItem
  it('says the system range is out once it is, though an operator has not looked yet', () => {
    expect(appraisalBadge(a(0, '估价中', 88000))).toEqual({ text: '已出系统估价', tone: 3 })
  })
  it('keeps 估价中 while there is no range, and the server’s word otherwise', () => {
    expect(appraisalBadge(a(0, '估价中', null))).toEqual({ text: '估价中', tone: 0 })
    expect(appraisalBadge(a(3, '已估价', 88000))).toEqual({ text: '已估价', tone: 3 })
    expect(appraisalBadge(a(4, '已取消', 88000))).toEqual({ text: '已取消', tone: 4 })
  })
})

describe('game names on home', () => {
  it('wrap after the colon only: word joiners inside each part', () => {
    expect(wrapAtColon('崩坏：星穹铁道')).toBe('崩\u2060坏：星\u2060穹\u2060铁\u2060道')
    expect(wrapAtColon('王者荣耀')).toBe('王者荣耀')
  })
})
