import type { AuthApi } from '../../src/stores/auth'
import type { UserProfile } from '../../src/api/types'

/** demo_buyer's profile as the server answers it (masked phone, verified real name). */
export function demoProfile(over: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 2,
    userName: 'demo_buyer',
    nickName: '买家',
    avatar: '',
    sex: '2',
    email: '',
    phone: '138****0001',
    createdAt: '2026-11-01T00:00:00.000Z',
    idCard: '',
    realName: '',
    userNameChangeable: false,
    realStatus: 2,
    roles: ['user'],
    ...over,
  }
}

/** An auth API that records every call (`calls[name]` holds each call's arguments) and answers as the server would. */
export function fakeAuthApi(over: Partial<AuthApi> = {}): AuthApi & { calls: Record<string, unknown[]> } {
  const calls: Record<string, unknown[]> = {}
  const rec =
    <T>(name: string, value: T) =>
    async (...args: unknown[]) => {
      ;(calls[name] ??= []).push(args)
      return value
    }
  return {
    calls,
    captcha: rec('captcha', { captchaEnabled: true, uuid: 'u1', img: 'data:image/svg+xml;base64,' }),
    login: rec('login', { token: 'tok-pw' }),
    sendSms: rec('sendSms', { yzmRankey: 'key1' }),
    phoneLogin: rec('phoneLogin', { token: 'tok-sms', isNew: false }),
    wechatPhoneLogin: rec('wechatPhoneLogin', { token: 'tok-wx', isNew: false }),
    alipayPhoneLogin: rec('alipayPhoneLogin', { token: 'tok-ali', isNew: false }),
    register: rec('register', { token: 'tok-reg' }),
    changePasswordBySms: rec('changePasswordBySms', null),
    logout: rec('logout', null),
    cancelAccount: rec('cancelAccount', null),
    realname: rec('realname', { realStatus: 2, realName: '张*', idCard: '110***1234' }),
    ...over,
  }
}
