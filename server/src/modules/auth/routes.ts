import { Type } from 'typebox';
import { addressKey } from '../../lib/client-address.js';
import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
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

export async function authRoutes(app: App, deps: { auth: AuthService; captcha: CaptchaService; sms: SmsService }) {
  const { auth, captcha, sms } = deps;
  // every `ip` handed to the services below is addressKey(req.ip): the limits count an IPv6 client by its /64

  app.get(
    '/api/captchaImage',
    { schema: { tags: ['auth'], summary: '图形验证码', response: { 200: Ok(CaptchaData), ...errorResponses } } },
    async (req) => ok(await captcha.create(addressKey(req.ip))),
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: '账号密码登录',
        body: LoginBody,
        response: { 200: Ok(TokenData), ...errorResponses },
      },
    },
    async (req) => ok(await auth.passwordLogin({ ...req.body, ip: addressKey(req.ip) }), '登录成功'),
  );

  app.get(
    '/api/sms/sendYzm',
    {
      schema: {
        tags: ['auth'],
        summary: '发送短信验证码',
        querystring: SendYzmQuery,
        response: { 200: Ok(SendYzmData), ...errorResponses },
      },
    },
    async (req) =>
      ok(
        await sms.send({ phone: req.query.phone, type: req.query.type, ip: addressKey(req.ip), actor: req.actor }),
        '验证码已发送',
      ),
  );

  app.post(
    '/api/h5/login',
    {
      schema: {
        tags: ['auth'],
        summary: '短信验证码登录（新手机号自动注册）',
        body: H5LoginBody,
        response: { 200: Ok(SmsLoginData), ...errorResponses },
      },
    },
    async (req) => ok(await auth.smsLogin({ ...req.body, ip: addressKey(req.ip) }), '登录成功'),
  );

  app.post(
    '/api/register',
    {
      schema: {
        tags: ['auth'],
        summary: '手机号注册',
        body: RegisterBody,
        response: { 200: Ok(TokenData), ...errorResponses },
      },
    },
    async (req) => ok(await auth.register({ ...req.body, ip: addressKey(req.ip) }), '注册成功'),
  );

  app.post(
    '/api/h5/SmsforPwd',
    {
      config: { auth: 'user', authAfterValidation: true },
      schema: {
        tags: ['auth'],
        summary: '短信验证修改密码',
        security: SECURED,
        body: SmsForPwdBody,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (req) => {
      await auth.changePasswordBySms(req.actor!, req.body);
      return ok(null, '密码已修改');
    },
  );

  app.post(
    '/api/logout',
    {
      config: { auth: 'user', authAfterValidation: true },
      schema: {
        tags: ['auth'],
        summary: '退出登录',
        security: SECURED,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (req) => {
      await auth.logout(req.actor!);
      return ok(null, '已退出登录');
    },
  );

  app.post(
    '/api/login/wechatPhone',
    {
      schema: {
        tags: ['auth'],
        summary: '微信手机号快捷登录（新手机号同意协议后自动注册）',
        body: WechatPhoneBody,
        response: { 200: Ok(SmsLoginData), ...errorResponses },
      },
    },
    async (req) => ok(await auth.wechatPhoneLogin({ ...req.body, ip: addressKey(req.ip) }), '登录成功'),
  );

  app.post(
    '/api/login/alipayPhone',
    {
      schema: {
        tags: ['auth'],
        summary: '支付宝手机号快捷登录（新手机号同意协议后自动注册）',
        body: AlipayPhoneBody,
        response: { 200: Ok(SmsLoginData), ...errorResponses },
      },
    },
    async (req) => ok(await auth.alipayPhoneLogin({ ...req.body, ip: addressKey(req.ip) }), '登录成功'),
  );
}
