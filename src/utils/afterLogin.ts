import Taro from '@tarojs/taro'
import { openUrl, resolveReturnUrl } from './nav'
import { toast } from './toast'

/** After a login or registration: back where the user came from (the guard's ?redirect=), or home. */
export function afterLogin(redirect: string | undefined, isNew = false): void {
  const url = resolveReturnUrl(redirect)
  // a tab page (我的, 消息) opens by switchTab in a mini-program: redirectTo would fail there
  void openUrl(url, 'redirectTo').catch(() => Taro.reLaunch({ url }))
  if (isNew) toast('注册成功，可在「修改密码」中设置登录密码')
}
