import { makeAutoObservable } from 'mobx'
import type { AppStore } from './app'
import type { authApi, Captcha, RealnameResult, SmsType } from '../api/auth'
import type { PhoneProof } from '../utils/oneTap'

/** What the auth store needs from the API: the api module's own functions (or fakes of them in tests). */
export type AuthApi = typeof authApi

/** Login, registration and session actions; on success the app store holds the token and user. */
export class AuthStore {
  captcha: Captcha | null = null

  constructor(
    private readonly api: AuthApi,
    private readonly app: AppStore,
  ) {
    makeAutoObservable<AuthStore, 'api' | 'app'>(this, { api: false, app: false })
  }

  async refreshCaptcha(): Promise<void> {
    const c = await this.api.captcha()
    this.setCaptcha(c)
  }

  setCaptcha(c: Captcha | null): void {
    this.captcha = c
  }

  async loginWithPassword(username: string, password: string, code: string): Promise<void> {
    try {
      const { token } = await this.api.login({ username, password, code, uuid: this.captcha?.uuid ?? '' })
      await this.app.signIn(token)
    } catch (e) {
      // A captcha is single-use: after any failure the user needs a new one.
      if (this.captcha?.captchaEnabled) void this.refreshCaptcha().catch(() => undefined)
      throw e
    }
  }

  sendSms(phone: string, type: SmsType): ReturnType<AuthApi['sendSms']> {
    return this.api.sendSms(phone, type)
  }

  /** Returns whether the account was just created (the page then offers to set a password). */
  async loginWithSms(phone: string, dxyzm: string, yzmRankey: string, agreed: boolean): Promise<boolean> {
    const { token, isNew } = await this.api.phoneLogin({ phone, dxyzm, yzmRankey, agreed })
    await this.app.signIn(token)
    return isNew
  }

  /** One-tap login: like SMS login, with the platform's proof of the phone; returns whether the account is new. */
  async loginWithPhoneProof(proof: PhoneProof, agreed: boolean): Promise<boolean> {
    const { token, isNew } =
      proof.platform === 'weapp'
        ? await this.api.wechatPhoneLogin({ code: proof.code, agreed })
        : await this.api.alipayPhoneLogin({ response: proof.response, sign: proof.sign, agreed })
    await this.app.signIn(token)
    return isNew
  }

  async register(phone: string, dxyzm: string, yzmRankey: string, password: string, agreed: boolean): Promise<void> {
    const { token } = await this.api.register({ phone, dxyzm, yzmRankey, password, agreed })
    await this.app.signIn(token)
  }

  changePassword(
    phonenumber: string,
    dxyzm: string,
    yzmRankey: string,
    password: string,
  ): ReturnType<AuthApi['changePasswordBySms']> {
    return this.api.changePasswordBySms({ phonenumber, dxyzm, yzmRankey, password })
  }

  async logout(): Promise<void> {
    try {
      await this.api.logout()
    } finally {
      this.app.signOut()
    }
  }

  async cancelAccount(dxyzm: string, yzmRankey: string): Promise<void> {
    await this.api.cancelAccount({ dxyzm, yzmRankey })
    this.app.signOut()
  }

  async verifyRealname(realName: string, idCard: string): Promise<RealnameResult> {
    const res = await this.api.realname({ realName, idCard })
    await this.app.loadProfile()
    return res
  }
}
