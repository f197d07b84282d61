import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Taro from '@tarojs/taro'
import { MODAL_COLORS, showModal } from '../src/utils/modal'

// Dialogs in the brand's colours, not WeChat green (issue 20 item 10).
describe('showModal', () => {
  afterEach(() => jest.restoreAllMocks())

  it("gives every dialog the brand's button colours", async () => {
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    await showModal({ title: '提示', content: '确认收货？', confirmText: '确定', cancelText: '取消' })
    expect(modal).toHaveBeenCalledWith({
      title: '提示',
      content: '确认收货？',
      confirmText: '确定',
      cancelText: '取消',
      confirmColor: '#d4380d',
      cancelColor: '#646a73',
    })
  })

  it('lets a call choose its own colour', async () => {
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    await showModal({ title: '删除', content: '删除后不可恢复', confirmColor: '#f53f3f' })
    expect(modal.mock.calls[0]![0]!.confirmColor).toBe('#f53f3f')
  })

  it('uses the colours of the design tokens', () => {
    // the TypeScript copy must follow tokens.scss: the brand's ink and the secondary text colour
    const tokens = readFileSync(join(__dirname, '../src/styles/tokens.scss'), 'utf8')
    const token = (name: string) => tokens.match(new RegExp(`^\\$${name}:\\s*(#[0-9a-f]{6});`, 'mi'))?.[1]
    expect(MODAL_COLORS.confirmColor).toBe(token('brand-ink'))
    expect(MODAL_COLORS.cancelColor).toBe(token('text-2'))
  })
})
