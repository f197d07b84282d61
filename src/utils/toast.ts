import Taro from '@tarojs/taro'
import { errorMessage } from '../api/errors'
import { isH5 } from './platform'

const WORD_JOINER = '\u2060'

/**
 * A book title (《交易须知》) kept on one line: the toast is 10 characters wide on H5, and
 * 「请先阅读并同意《交易须知》」 broke as 《交易 / 须知》. Word joiners between its characters leave
 * the break before 《 only. H5 only: the mini-programs' toast is the platform's own, which wraps
 * by itself, and a system font there may draw the joiner as a box.
 */
export function keepTitlesWhole(text: string): string {
  if (!isH5()) return text
  return text.replace(/《[^《》]+》/g, (t) => Array.from(t).join(WORD_JOINER))
}

/** Shows a short message; long Chinese messages need the no-icon style to fit. */
export function toast(title: string): void {
  if (!title) return
  void Taro.showToast({ title: keepTitlesWhole(title), icon: 'none', duration: 2000 })
}

/** Shows a failed call's message, unless the request layer already handled it (401, 403, network). */
export function toastError(e: unknown): void {
  toast(errorMessage(e))
}
