import Taro from '@tarojs/taro'
import { errorMessage } from '../api/http'

/** Shows a short message; long Chinese messages need the no-icon style to fit. */
export function toast(title: string): void {
  if (!title) return
  void Taro.showToast({ title, icon: 'none', duration: 2000 })
}

/** Shows a failed call's message, unless the request layer already handled it (401, 403, network). */
export function toastError(e: unknown): void {
  toast(errorMessage(e))
}
