import Taro from '@tarojs/taro'
import { resolveReturnUrl } from './nav'
import { toast } from './toast'

/** After a login or registration: back where the user came from (the guard's ?redirect=), or home. */
export function afterLogin(redirect: string | undefined, isNew = false): void {
  const url = resolveReturnUrl(redirect)
  void Taro.redirectTo({ url }).catch(() => Taro.reLaunch({ url }))
  if (isNew) toast('注册成功，可在「修改密码」中设置登录密码')
}
