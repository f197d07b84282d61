import Taro from '@tarojs/taro'
import { currentTarget } from './platform'
import { withPrivacy } from './privacy'
import { toast } from './toast'

/**
 * One-tap login (手机号快捷登录): the platform proves the user's phone and the server turns the proof
 * into a session (POST /api/login/wechatPhone, /api/login/alipayPhone).
 *
 * - WeChat: a button with open-type getPhoneNumber; its getphonenumber event carries a single-use
 *   `code` the server exchanges for the number (手机号快速验证). The button is privacy-counted:
 *   WeChat asks through our privacy handler first (utils/privacy.ts) and a refusal fails with 104.
 * - Alipay: a button with open-type getAuthorize and scope phoneNumber; once the user allows,
 *   my.getPhoneNumber returns the number encrypted with the app's key and signed by Alipay.
 * - H5: no such proof: password and SMS login only.
 */
export type PhoneProof = { platform: 'weapp'; code: string } | { platform: 'alipay'; response: string; sign: string }

export type OneTapKind = 'weapp' | 'alipay'

/** The platform's one-tap login, or null where there is none (H5). */
export function oneTapKind(): OneTapKind | null {
  const t = currentTarget()
  return t === 'h5' ? null : t
}

export const ONE_TAP_UNAVAILABLE = '手机号快捷登录暂不可用，请使用验证码登录'

interface PlatformFailure {
  errMsg?: string
  errno?: number
  error?: number
  errorMessage?: string
}

/** The user said no to the platform's own dialog: nothing to tell them, they know. */
function isUserDecline(e: PlatformFailure): boolean {
  // WeChat: "getPhoneNumber:fail user deny" (older bases: "…:fail:user deny"); Alipay: error 11, 用户取消
  return e.error === 11 || /deny|cancel|取消|拒绝/i.test(`${e.errMsg ?? ''} ${e.errorMessage ?? ''}`)
}

/** A platform failure that is not the user's choice: the button cannot work here (explained once). */
function explain(e: unknown): null {
  if (!isUserDecline((e ?? {}) as PlatformFailure)) toast(ONE_TAP_UNAVAILABLE)
  return null
}

/**
 * WeChat's getphonenumber event → a proof, or null: declined (silently), privacy refused (withPrivacy
 * says why), or no code (a WeChat too old for 手机号快速验证, or the app lacks the capability).
 */
export async function wechatPhoneProof(detail: PlatformFailure & { code?: string }): Promise<PhoneProof | null> {
  try {
    const code = await withPrivacy('getPhoneNumber', async () => {
      if (typeof detail?.code === 'string' && detail.code) return detail.code
      throw detail
    })
    return code ? { platform: 'weapp', code } : null
  } catch (e) {
    return explain(e)
  }
}

type AlipayGetPhoneNumber = () => Promise<{ response?: string }>

/**
 * After Alipay's getAuthorize (scope phoneNumber): my.getPhoneNumber behind our privacy consent.
 * Its `response` is a JSON text holding the encrypted `response` and Alipay's `sign`.
 */
export async function alipayPhoneProof(): Promise<PhoneProof | null> {
  // Taro's Alipay runtime promisifies my.getPhoneNumber; Taro's types do not list it
  const getPhoneNumber = (Taro as unknown as { getPhoneNumber?: AlipayGetPhoneNumber }).getPhoneNumber
  try {
    if (!getPhoneNumber) throw new Error('my.getPhoneNumber is missing')
    const res = await withPrivacy('getPhoneNumber', () => getPhoneNumber())
    if (!res) return null
    const sealed = JSON.parse(res.response ?? '') as { response?: unknown; sign?: unknown }
    if (typeof sealed.response !== 'string' || typeof sealed.sign !== 'string') throw new Error('no signed response')
    return { platform: 'alipay', response: sealed.response, sign: sealed.sign }
  } catch (e) {
    return explain(e)
  }
}

/** Alipay's getAuthorize failed (its onError): silent when the user declined. */
export function alipayAuthorizeFailed(detail: unknown): void {
  explain(detail)
}
