import { refTarget } from '../src/pages/xiaoxi'
import { receiptDialog } from '../src/pages/orderDetail'

describe('a message opens the page of what it is about (issue 17)', () => {
  it.each([
    ['goods', 3, [], 'MyProducts', undefined],
    ['order', 7, [], 'orderDetail', { id: 7 }],
    ['problem', 2, [], 'ProblemList', undefined],
    ['rental', 9, [], 'hire', { rentalId: 9 }],
    ['rental_listing', 4, [], 'rentOut', undefined],
    ['claim', 5, [], 'zhaohui', undefined],
    ['withdraw', 6, [], 'wallet', undefined],
    ['appraisal', 8, [], 'Myevaluation', undefined],
    ['tradein', 1, ['user'], 'myJingjiahuishou', undefined],
    ['tradein', 1, ['user', 'merchant'], 'merchantTradein', undefined],
    ['offer', 11, [], 'offers', undefined],
    ['merchant', 12, [], 'shanghu', undefined],
    ['report', 13, [], 'security', undefined],
    ['consult', 14, [], 'consult', { id: 14 }],
  ])('%s (%s) opens its page', (type, id, roles, route, query) => {
    const target = refTarget(type, id, roles)
    expect(target?.route).toBe(route)
    expect(target?.query).toEqual(query)
  })

  it('nothing to open for a message about nothing', () => {
    expect(refTarget(null, null)).toBeUndefined()
    expect(refTarget('unknown', 1)).toBeUndefined()
  })
})

describe('确认收货 with the handover checklist unfinished (issue 17)', () => {
  const items = [
    { key: 'phone', text: '换绑手机' },
    { key: 'mail', text: '换绑邮箱' },
    { key: 'pwd', text: '修改密码' },
  ]

  it('warns, lists the unticked items and still lets the buyer confirm', () => {
    const d = receiptDialog(items, ['mail'])
    expect(d.content).toContain('还有 2 项未勾选')
    expect(d.content).toContain('换绑手机')
    expect(d.content).toContain('修改密码')
    expect(d.content).not.toContain('换绑邮箱')
    expect(d.confirmText).toBe('仍要确认')
  })

  it('all ticked: the plain confirmation', () => {
    const d = receiptDialog(items, ['phone', 'mail', 'pwd'])
    expect(d.content).not.toContain('未勾选')
    // the dialog asks what it asks, and its button says what it does (issue 38)
    expect(d.title).toBe('确认收货？')
    expect(d.confirmText).toBe('确认收货')
  })
})
