import Taro from '@tarojs/taro'
import { payApi } from '../src/api/orders'
import { launchPayment } from '../src/utils/payment'

// The sandbox cashier inside a mini-program (issue 20 item 11): a test cashier that says so, with a
// button that simulates a failure, in texts WeChat accepts (modal buttons take at most 4 characters).
describe('launchPayment: sandbox cashier in a mini-program', () => {
  const env = { ...process.env }
  afterEach(() => {
    process.env = { ...env }
    jest.restoreAllMocks()
  })

  it.each([
    [true, 'success', 'finished'],
    [false, 'fail', 'cancelled'],
  ])('confirm=%s submits %s and answers %s', async (confirm, result, answer) => {
    process.env.TARO_ENV = 'weapp'
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm, cancel: !confirm } as never)
    const submit = jest.spyOn(payApi, 'sandboxSubmit').mockResolvedValue(undefined as never)
    const r = await launchPayment({
      payNo: 'P1',
      action: 'redirect',
      redirectUrl: '/api/pay/sandbox/cashier?payNo=P1&t=tk%2B1',
      amountFen: 12_345,
    } as never)
    expect(r).toBe(answer)
    const o = modal.mock.calls[0]![0]!
    // titled as WeChat's own would be; 演示 said once, never 测试/沙箱 (issue 37)
    expect(o.title).toBe('微信支付')
    expect(`${o.title}${o.content}`).not.toMatch(/测试|沙箱/)
    expect(o.content).toContain('¥123.45')
    expect(o.content).toContain('不会真实扣款')
    expect(o.cancelText).toBe('模拟失败')
    for (const text of [o.confirmText!, o.cancelText!]) expect([...text].length).toBeLessThanOrEqual(4)
    expect(submit).toHaveBeenCalledWith({ payNo: 'P1', t: 'tk+1', result })
  })
})
