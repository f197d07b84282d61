/**
 * The auth module's refusals that more than one use case gives, in one place so they read the same
 * wherever they are met (the client shows them as they are).
 */

export const AGREE_MSG = '请先阅读并同意用户协议和隐私政策';
export const PHONE_TAKEN = '该手机号已注册';
export const NOT_MY_PHONE = '手机号与当前账号不符';
export const SMS_EXPIRED = '短信验证码已失效，请重新获取';
export const SMS_TOO_MANY = '验证码错误次数过多，请重新获取';
