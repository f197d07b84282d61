import { Type } from 'typebox';
import { addressKey } from '../../lib/client-address.js';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import type { AuthService, CaptchaService, SmsService } from './service.js';
import {
  AlipayPhoneBody,
  CaptchaData,
  H5LoginBody,
  LoginBody,
  RegisterBody,
  SendYzmData,
  SendYzmQuery,
  SmsForPwdBody,
  SmsLoginData,
  TokenData,
  WechatPhoneBody,
} from './schema.js';

const route = routeKit({ tags: ['auth'], authAfterValidation: true });

export async function authRoutes(app: App, deps: { auth: AuthService; captcha: CaptchaService; sms: SmsService }) {
  const { auth, captcha, sms } = deps;
  // every `ip` handed to the services below is addressKey(req.ip): the limits count an IPv6 client by its /64

  app.get('/api/captchaImage', route.public({ summary: '图形验证码', data: CaptchaData }), async (req) =>
    ok(await captcha.create(addressKey(req.ip))),
  );

  app.post('/api/login', route.public({ summary: '账号密码登录', body: LoginBody, data: TokenData }), async (req) =>
    ok(await auth.passwordLogin({ ...req.body, ip: addressKey(req.ip) }), '登录成功'),
  );

  app.get(
    '/api/sms/sendYzm',
    route.public({ summary: '发送短信验证码', querystring: SendYzmQuery, data: SendYzmData }),
    async (req) =>
      ok(
        await sms.send({ phone: req.query.phone, type: req.query.type, ip: addressKey(req.ip), actor: req.actor }),
        '验证码已发送',
      ),
  );

  app.post(
    '/api/h5/login',
    route.public({ summary: '短信验证码登录（新手机号自动注册）', body: H5LoginBody, data: SmsLoginData }),
    async (req) => ok(await auth.smsLogin({ ...req.body, ip: addressKey(req.ip) }), '登录成功'),
  );

  app.post('/api/register', route.public({ summary: '手机号注册', body: RegisterBody, data: TokenData }), async (req) =>
    ok(await auth.register({ ...req.body, ip: addressKey(req.ip) }), '注册成功'),
  );

  app.post(
    '/api/h5/SmsforPwd',
    route.user({ summary: '短信验证修改密码', body: SmsForPwdBody, data: Type.Null() }),
    async (req) => {
      await auth.changePasswordBySms(req.actor!, req.body);
      return ok(null, '密码已修改');
    },
  );

  app.post('/api/logout', route.user({ summary: '退出登录', data: Type.Null() }), async (req) => {
    await auth.logout(req.actor!);
    return ok(null, '已退出登录');
  });

  app.post(
    '/api/login/wechatPhone',
    route.public({
      summary: '微信手机号快捷登录（新手机号同意协议后自动注册）',
      body: WechatPhoneBody,
      data: SmsLoginData,
    }),
    async (req) => ok(await auth.wechatPhoneLogin({ ...req.body, ip: addressKey(req.ip) }), '登录成功'),
  );

  app.post(
    '/api/login/alipayPhone',
    route.public({
      summary: '支付宝手机号快捷登录（新手机号同意协议后自动注册）',
      body: AlipayPhoneBody,
      data: SmsLoginData,
    }),
    async (req) => ok(await auth.alipayPhoneLogin({ ...req.body, ip: addressKey(req.ip) }), '登录成功'),
  );
}
