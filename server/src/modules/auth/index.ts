/**
 * The auth module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export type { SmsProvider } from './sms-provider.js';
export type { AlipayPhoneProvider, WechatPhoneProvider } from './phone-provider.js';
import { defineModule, tableNames } from '../../module-kit.js';
import { createKnownSources, createLoginSourceRepo } from './known-sources.js';
import { AlipayAesPhoneProvider, WechatApiPhoneProvider } from './phone-provider.js';
import { createCaptchaRepo, createSessionRepo, createSmsCodeRepo } from './repository.js';
import { authRoutes } from './routes.js';
import {
  createAuthService,
  createCaptchaService,
  createSessionService,
  createSmsService,
  type AuthService,
  type CaptchaService,
  type SessionService,
  type SmsService,
} from './service.js';
import { smsProviderFor, type SmsProvider as Sms } from './sms-provider.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    auth: AuthService;
    captcha: CaptchaService;
    sms: SmsService;
    sessions: SessionService;
    smsProvider: Sms;
  }
}

export const authModule = defineModule({
  name: 'auth',
  tables: tableNames(tables),
  needs: ['clock', 'config', 'crypto', 'db', 'limiter', 'log', 'opts', 'userReads', 'userWrites', 'wechatApi'],
  build: (p) => {
    const { config, db, limiter, clock, crypto } = p;
    const smsProvider = p.opts.sms ?? smsProviderFor(config, p.log);
    const sessions = createSessionService({ config, repo: createSessionRepo(db), clock });
    const captcha = createCaptchaService({ config, repo: createCaptchaRepo(db), limiter, clock });
    const sms = createSmsService({
      config,
      repo: createSmsCodeRepo(db),
      users: p.userReads,
      limiter,
      provider: smsProvider,
      crypto,
      clock,
    });
    const auth = createAuthService({
      config,
      users: p.userReads,
      userWrites: p.userWrites,
      captcha,
      sms,
      sessions,
      limiter,
      clock,
      sleep: p.opts.sleep,
      knownSources: createKnownSources({ repo: createLoginSourceRepo(db), crypto, clock }),
      phones: p.opts.phones ?? {
        wechat: p.wechatApi ? new WechatApiPhoneProvider(p.wechatApi) : null,
        alipay: config.alipayMp ? new AlipayAesPhoneProvider(config.alipayMp) : null,
      },
    });
    return { smsProvider, sessions, captcha, sms, auth };
  },
  routes: [{ order: 50, register: (app, p) => authRoutes(app, { auth: p.auth, captcha: p.captcha, sms: p.sms }) }],
});
