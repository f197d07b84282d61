import { act, render, screen } from '@testing-library/react'
import { ContentPage, formatDateCn } from '../src/components/ContentPage'
import { contentApi } from '../src/api/content'

jest.mock('../src/api/content', () => {
  const actual = jest.requireActual('../src/api/content')
  return { ...actual, contentApi: { ...actual.contentApi, byType: jest.fn() } }
})
const byType = contentApi.byType as jest.Mock

const show = async (noticeContent: string, updateTime: string) => {
  byType.mockResolvedValue({ noticeType: 'x', noticeTitle: '页', noticeContent, updateTime })
  render(<ContentPage route='yinsi' noticeType='yinsizhengce' />)
  await act(async () => {
    await Promise.resolve()
    await Promise.resolve()
  })
}

// Issue 37: yinsi read 「更新于 <the server's start, to the minute>」 above its own 「更新日期：2026年3月1日」.
describe('a content page’s date', () => {
  it('a page that states its own date gets no second one', async () => {
    await show('<p>更新日期：2026 年 3 月 1 日　生效日期：2026 年 3 月 1 日</p><p>正文</p>', '2026-11-29T04:21:07Z')
    expect(screen.queryByText(/^更新于/)).toBeNull()
    expect(screen.getByText(/正文/)).toBeTruthy()
  })

  it('the others show the day they were edited, in China time, without a clock time', async () => {
    await show('<p>关于号市</p>', '2026-10-12T17:40:00Z')
    expect(screen.getByText(/^更新于/).textContent).toBe('更新于 2026年10月13日')
  })

  it('formatDateCn', () => {
    expect(formatDateCn('2026-03-01T02:00:00Z')).toBe('2026年3月1日')
    expect(formatDateCn('garbage')).toBe('')
  })
})
