import Taro from '@tarojs/taro'
import { openUrl, resolveReturnUrl, specUrlOfPage } from './nav'
import { markForRefresh } from './returnRefresh'
import { toast } from './toast'

/**
 * After a login, a registration or a real-name verification: back where the user came from (the
 * ?redirect=), or home. When that page is the one right beneath (收藏 on a good opened the login
 * over it), the user goes back to it, and it loads afresh: opening it again left a second copy in
 * the history, and one back later met the old one (a visitor's good, an unverified form).
 */
export function afterLogin(redirect: string | undefined, isNew = false): void {
  const url = resolveReturnUrl(redirect)
  const pages = Taro.getCurrentPages()
  const beneath = pages.length > 1 ? pages[pages.length - 2] : undefined
  if (redirect && beneath && specUrlOfPage(beneath) === redirect) {
    markForRefresh(beneath)
    void Taro.navigateBack({ delta: 1 }).catch(() => openUrl(url, 'redirectTo'))
  } else {
    // a tab page (我的, 消息) opens by switchTab in a mini-program: redirectTo would fail there
    void openUrl(url, 'redirectTo').catch(() => Taro.reLaunch({ url }))
  }
  if (isNew) toast('注册成功，可在「修改密码」中设置登录密码')
}
