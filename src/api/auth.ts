import { http } from './http'

export interface Captcha {
  captchaEnabled: boolean
  uuid: string
  img: string
}

/** `cancel` goes to the logged-in user's own phone, so it needs no number. */
export type SmsType = 'phoneLogin' | 'register' | 'mima' | 'cancel'

export interface RealnameResult {
  realStatus: 1 | 2
  realName: string
  idCard: string
}

export const authApi = {
  captcha: () => http.get<Captcha>('/api/captchaImage'),
  login: (body: { username: string; password: string; code: string; uuid: string }) =>
    http.post<{ token: string }>('/api/login', body),
  sendSms: (phone: string, type: SmsType) =>
    http.get<{ yzmRankey: string }>('/api/sms/sendYzm', type === 'cancel' ? { type } : { phone, type }),
  phoneLogin: (body: { phone: string; dxyzm: string; yzmRankey: string; agreed: boolean }) =>
    http.post<{ token: string; isNew: boolean }>('/api/h5/login', body),
  /** Registration is sent without a token (spec sections 6, 7). */
  register: (body: { phone: string; dxyzm: string; yzmRankey: string; password: string; agreed: boolean }) =>
    http.post<{ token: string }>('/api/register', body, { noToken: true }),
  changePasswordBySms: (body: { phonenumber: string; dxyzm: string; yzmRankey: string; password: string }) =>
    http.post<null>('/api/h5/SmsforPwd', body),
  logout: () => http.post<null>('/api/logout'),
  cancelAccount: (body: { dxyzm: string; yzmRankey: string }) => http.post<null>('/api/system/user/cancel', body),
  realname: (body: { realName: string; idCard: string }) => http.post<RealnameResult>('/api/realname/auth', body),
}
