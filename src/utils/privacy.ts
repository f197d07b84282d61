import Taro from '@tarojs/taro'
import { currentTarget } from './platform'
import { toast } from './toast'
import { privacyStore, type PrivacyStore } from '../stores/privacy'

/**
 * Consent before the APIs the platforms count as collecting personal information: picking images,
 * the clipboard, the phone number (platform review requires it).
 *
 * - WeChat: app.json declares `__usePrivacyCheck__`, and WeChat calls the handler registered with
 *   `wx.onNeedPrivacyAuthorization` the first time such an API is used. The handler opens our popup
 *   (PrivacyConsent); its 同意 button has `open-type="agreePrivacyAuthorization"`, the only consent
 *   WeChat accepts, and the waiting API call goes on. 拒绝 fails the call (errno 104).
 * - Alipay has no such hook: we ask with the same popup before the first such call and remember the
 *   answer on the device (asked again after a refusal, at the next use).
 * - H5: the browser asks for what it needs (camera, clipboard); nothing to do.
 */

export const CONSENT_KEY = 'privacy_consent_v1'
const REFUSED_TEXT = '需同意《号市隐私政策》后才能使用此功能'

type WxPrivacyHandler = (
  resolve: (r: { event: 'agree' | 'disagree'; buttonId?: string }) => void,
  info: { referrer: string },
) => void

/** The id of the popup's agree button: WeChat checks the consent came from that button. */
export const AGREE_BUTTON_ID = 'privacy-agree'

/** Registers WeChat's privacy hook once, at launch. */
export function registerPrivacyHandler(store: PrivacyStore = privacyStore): void {
  if (currentTarget() !== 'weapp') return
  const wx = (globalThis as unknown as { wx?: { onNeedPrivacyAuthorization?: (h: WxPrivacyHandler) => void } }).wx
  wx?.onNeedPrivacyAuthorization?.((resolve, info) => {
    void store
      .ask(info?.referrer ?? '')
      .then((a) => resolve(a === 'agree' ? { event: 'agree', buttonId: AGREE_BUTTON_ID } : { event: 'disagree' }))
  })
}

/** Alipay: asks once before the first privacy-counted call; true when the call may go ahead. */
async function alipayConsent(store: PrivacyStore, api: string): Promise<boolean> {
  if (Taro.getStorageSync(CONSENT_KEY) === 'agree') return true
  const a = await store.ask(api)
  if (a === 'agree') Taro.setStorageSync(CONSENT_KEY, 'agree')
  return a === 'agree'
}

/** WeChat's failure when the user refused the privacy popup (errno 104, or its message on older bases). */
export function isPrivacyRefusal(e: unknown): boolean {
  const err = e as { errno?: number; errMsg?: string } | null
  return !!err && (err.errno === 104 || /privacy permission is not authorized/i.test(err.errMsg ?? ''))
}

/**
 * Runs a privacy-counted platform call (`api` names it: chooseImage, setClipboardData …) behind the
 * consent. Resolves with the call's result, or null when the user refused (a toast says why); any
 * other failure (the user closed the picker …) is rethrown for the caller, as before.
 */
export async function withPrivacy<T>(
  api: string,
  call: () => Promise<T>,
  store: PrivacyStore = privacyStore,
): Promise<T | null> {
  if (currentTarget() === 'alipay' && !(await alipayConsent(store, api))) {
    toast(REFUSED_TEXT)
    return null
  }
  try {
    return await call()
  } catch (e) {
    if (isPrivacyRefusal(e)) {
      toast(REFUSED_TEXT)
      return null
    }
    throw e
  }
}
