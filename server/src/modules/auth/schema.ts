import { Type } from 'typebox';

export const Phone = Type.String({ pattern: '^1[3-9]\\d{9}$', description: '手机号（11 位）' });
export const SmsCode = Type.String({ pattern: '^\\d{6}$', description: '6 位短信验证码' });
export const YzmRankey = Type.String({ minLength: 1, maxLength: 64, description: 'sendYzm 返回的 yzmRankey' });
export const NewPassword = Type.String({ minLength: 8, maxLength: 20, description: '8-20 位，需同时包含字母和数字' });
export const SmsTypeSchema = Type.Union(
  [Type.Literal('phoneLogin'), Type.Literal('register'), Type.Literal('mima'), Type.Literal('cancel')],
  { description: 'phoneLogin 短信登录 / register 注册 / mima 修改密码 / cancel 注销账号（需登录，可不传 phone）' },
);

export const CaptchaData = Type.Object({
  captchaEnabled: Type.Boolean(),
  uuid: Type.String(),
  img: Type.String({ description: 'data:image/svg+xml;base64,…；captchaEnabled 为 false 时为空' }),
});

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 32, description: '手机号或用户名' }),
  password: Type.String({ minLength: 1, maxLength: 64 }),
  code: Type.Optional(Type.String({ maxLength: 10, description: '图形验证码' })),
  uuid: Type.Optional(Type.String({ maxLength: 64, description: 'captchaImage 返回的 uuid' })),
});

export const TokenData = Type.Object({ token: Type.String() });
export const SmsLoginData = Type.Object({
  token: Type.String(),
  isNew: Type.Boolean({ description: '本次是否新注册' }),
});

export const SendYzmQuery = Type.Object({ phone: Type.Optional(Phone), type: SmsTypeSchema });
export const SendYzmData = Type.Object({ yzmRankey: Type.String() });

export const H5LoginBody = Type.Object({
  phone: Phone,
  dxyzm: SmsCode,
  yzmRankey: YzmRankey,
  agreed: Type.Optional(Type.Boolean({ description: '已阅读并同意用户协议和隐私政策（新用户必须为 true）' })),
});

export const RegisterBody = Type.Object({
  phone: Phone,
  dxyzm: SmsCode,
  yzmRankey: YzmRankey,
  password: NewPassword,
  agreed: Type.Optional(Type.Boolean({ description: '必须为 true' })),
});

export const SmsForPwdBody = Type.Object({
  phonenumber: Phone,
  dxyzm: SmsCode,
  yzmRankey: YzmRankey,
  password: NewPassword,
});

const Agreed = Type.Optional(Type.Boolean({ description: '已阅读并同意用户协议和隐私政策（新用户必须为 true）' }));

export const WechatPhoneBody = Type.Object({
  code: Type.String({
    minLength: 1,
    maxLength: 256,
    description: 'getPhoneNumber 按钮事件的 detail.code（一次性，5 分钟内有效）',
  }),
  agreed: Agreed,
});

export const AlipayPhoneBody = Type.Object({
  response: Type.String({
    minLength: 1,
    maxLength: 4096,
    description: 'my.getPhoneNumber 返回的 response（JSON）中的 response 字段：加密的会员手机号',
  }),
  sign: Type.String({ minLength: 1, maxLength: 1024, description: '同一 JSON 中的 sign：支付宝的 RSA2 签名' }),
  agreed: Agreed,
});
