import { makeAutoObservable } from 'mobx'

/** What a privacy-counted API is used for, in the words of the consent popup. */
export const PRIVACY_PURPOSES: Record<string, string> = {
  chooseImage: '从相册选择或拍摄图片（上传截图、头像）',
  chooseMedia: '从相册选择或拍摄图片（上传截图、头像）',
  setClipboardData: '使用剪贴板（复制客服号、账号信息）',
  getClipboardData: '读取剪贴板',
  getPhoneNumber: '获取你的手机号（快捷登录）',
}
const DEFAULT_PURPOSE = '使用你的个人信息'

export type PrivacyAnswer = 'agree' | 'disagree'

/**
 * The one consent question open at a time, a MobX store like the rest of the client's state. The platform
 * layer (`utils/privacy.ts`) opens it; the popup in every page (PrivacyConsent) shows and answers it.
 * Several calls asking at once share the same question and the same answer.
 */
export class PrivacyStore {
  /** The API that asked (chooseImage …), or null when no question is open. */
  asking: string | null = null
  private waiters: ((a: PrivacyAnswer) => void)[] = []

  constructor() {
    makeAutoObservable<PrivacyStore, 'waiters'>(this, { waiters: false })
  }

  get purpose(): string {
    return (this.asking && PRIVACY_PURPOSES[this.asking]) || DEFAULT_PURPOSE
  }

  /** Opens the question (or joins the open one); resolves with the user's answer. */
  ask(api: string): Promise<PrivacyAnswer> {
    if (!this.asking) this.asking = api || 'unknown'
    return new Promise((resolve) => this.waiters.push(resolve))
  }

  answer(a: PrivacyAnswer): void {
    const waiters = this.waiters
    this.waiters = []
    this.asking = null
    for (const w of waiters) w(a)
  }
}

/** The app's one instance: the platform hook, the call sites and the popup share it. */
export const privacyStore = new PrivacyStore()
