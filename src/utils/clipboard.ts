import Taro from '@tarojs/taro'
import { toast } from './toast'
import { withPrivacy } from './privacy'

/** Copies a contact number; every target has setClipboardData, the toast confirms it the same way everywhere. */
export async function copyText(text: string, what = '内容'): Promise<void> {
  try {
    const done = await withPrivacy('setClipboardData', async () => {
      await Taro.setClipboardData({ data: text })
      return true
    })
    if (done) toast(`${what}已复制`)
  } catch {
    toast('复制失败，请长按手动复制')
  }
}
