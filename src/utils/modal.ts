import Taro from '@tarojs/taro'

/**
 * The dialog buttons in the brand's colours (issue 20 item 10): Taro's showModal draws 确定 in
 * WeChat green unless told otherwise, on H5 and in both mini-programs. The confirm colour is the
 * brand's ink (tokens.scss `$brand-ink`): the brand hue dark enough for 17 px text on white (WCAG AA);
 * the cancel colour is the secondary text colour (`$text-2`). Mini-programs take hex colours only.
 */
export const MODAL_COLORS = { confirmColor: '#d4380d', cancelColor: '#646a73' } as const

/** Taro.showModal with the brand's button colours; a call may still set its own. Every dialog goes through here (lint rule). */
export function showModal(options: Taro.showModal.Option): Promise<Taro.showModal.SuccessCallbackResult> {
  // eslint-disable-next-line no-restricted-properties -- the one place that calls it
  return Taro.showModal({ ...MODAL_COLORS, ...options })
}
