import { http } from './http'
import type { ApiBody, ApiData, ApiQuery } from './types'

export type Captcha = ApiData<'/api/captchaImage', 'get'>

/** `cancel` goes to the logged-in user's own phone, so it needs no number. */
export type SmsType = ApiQuery<'/api/sms/sendYzm'>['type']

export type RealnameResult = ApiData<'/api/realname/auth', 'post'>

export const authApi = {
  captcha: () => http.get('/api/captchaImage'),
  login: (body: ApiBody<'/api/login', 'post'>) => http.post('/api/login', { body }),
  sendSms: (phone: string, type: SmsType) =>
    http.get('/api/sms/sendYzm', { query: type === 'cancel' ? { type } : { phone, type } }),
  phoneLogin: (body: ApiBody<'/api/h5/login', 'post'>) => http.post('/api/h5/login', { body }),
  /** One-tap login: the platform's proof of the phone instead of an SMS code. */
  wechatPhoneLogin: (body: ApiBody<'/api/login/wechatPhone', 'post'>) => http.post('/api/login/wechatPhone', { body }),
  alipayPhoneLogin: (body: ApiBody<'/api/login/alipayPhone', 'post'>) => http.post('/api/login/alipayPhone', { body }),
  /** Registration is sent without a token (spec sections 6, 7). */
  register: (body: ApiBody<'/api/register', 'post'>) => http.post('/api/register', { body, noToken: true }),
  changePasswordBySms: (body: ApiBody<'/api/h5/SmsforPwd', 'post'>) => http.post('/api/h5/SmsforPwd', { body }),
  logout: () => http.post('/api/logout'),
  cancelAccount: (body: ApiBody<'/api/system/user/cancel', 'post'>) => http.post('/api/system/user/cancel', { body }),
  realname: (body: ApiBody<'/api/realname/auth', 'post'>) => http.post('/api/realname/auth', { body }),
}
