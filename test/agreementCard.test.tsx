import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { ordersApi } from '../src/api/orders'
import AgreementCard from '../src/components/AgreementCard'

jest.mock('../src/api/orders', () => {
  const actual = jest.requireActual('../src/api/orders')
  return { ...actual, ordersApi: { agreement: jest.fn() } }
})
const agreement = ordersApi.agreement as jest.Mock

const info = {
  orderId: 9,
  orderNo: 'HS260301100000571582',
  fileName: '号市交易协议-HS260301100000571582.pdf',
  sha256: 'a'.repeat(64),
  sizeBytes: 94_720,
  createdAt: '2026-03-01T02:00:01.000Z',
}

// Issue 41 item 2: the order page's 交易协议 opens the PDF the payment produced, downloaded with the
// login (a plain link carries none), and shows the fingerprint the order recorded.
describe('AgreementCard', () => {
  beforeEach(() => Taro.setStorageSync('token', 'tok-buyer'))
  afterEach(() => {
    Taro.removeStorageSync('token')
    jest.restoreAllMocks()
  })

  it('shows the file and its SHA-256, and downloads the PDF with the token when tapped', async () => {
    agreement.mockResolvedValue(info)
    const download = jest
      .spyOn(Taro, 'downloadFile')
      .mockResolvedValue({ statusCode: 200, tempFilePath: 'blob:agreement' } as never)
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    render(<AgreementCard orderId={9} />)
    expect(await screen.findByText(`SHA-256：${info.sha256}`)).toBeTruthy()
    expect(screen.getByText(/93 KB/)).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByText('查看 PDF'))
    })
    expect(agreement).toHaveBeenCalledWith(9)
    const arg = download.mock.calls[0]![0] as { url: string; header: Record<string, string> }
    expect(arg.url).toBe('/api/order/9/agreement/pdf')
    expect(arg.header).toEqual({ Token: 'tok-buyer', Authorization: 'Bearer tok-buyer' })
    // H5 saves it under the agreement's own name
    const a = click.mock.contexts[0] as HTMLAnchorElement
    expect(a.download).toBe(info.fileName)
    expect(a.href).toBe('blob:agreement')
  })

  it('a failed download is told, not swallowed', async () => {
    agreement.mockResolvedValue(info)
    jest.spyOn(Taro, 'downloadFile').mockResolvedValue({ statusCode: 404, tempFilePath: '' } as never)
    const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({} as never)
    render(<AgreementCard orderId={9} />)
    await screen.findByText('查看 PDF')
    await act(async () => {
      fireEvent.click(screen.getByText('查看 PDF'))
    })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '交易协议暂不可用' }))
  })
})
