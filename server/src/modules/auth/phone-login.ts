import { BadRequest, NotFound } from '../../lib/errors.js';
import { enforce } from '../../lib/rate-limit.js';
import type { AuthContext } from './context.js';
import { AGREE_MSG } from './texts.js';

/**
 * Logins by phone: an SMS code, or a phone the platform vouches for (one-tap). A phone without an
 * account gets one, once its owner has agreed to the terms.
 */
export function authPhoneLogin(ctx: AuthContext) {
  const { config, users, sms, limiter, phones, newUser, signIn } = ctx;

  /**
   * A phone the platform has just proven (one-tap login): the same outcomes as an SMS login. The
   * caller owns the phone, so telling them it is new (and asking for consent) reveals nothing.
   */
  async function loginProvenPhone(phone: string, agreed: boolean | undefined, source: string) {
    const existing = await users.findActiveByPhone(phone);
    if (!existing && agreed !== true) throw new BadRequest(AGREE_MSG);
    const user = existing ?? (await newUser(phone, null));
    return { token: await signIn(user.id, source), isNew: !existing };
  }

  return {
    async smsLogin(input: { phone: string; dxyzm: string; yzmRankey: string; agreed?: boolean; ip: string }) {
      // each answer here says something about a phone: bounded per IP like sending a code
      await enforce(limiter, 'smsCheck:ip', input.ip, config.rateLimits.smsIp);
      const existing = await users.findActiveByPhone(input.phone);
      await sms.verify({
        yzmRankey: input.yzmRankey,
        phone: input.phone,
        type: 'phoneLogin',
        code: input.dxyzm,
        // consent is asked only of a caller with the right code (else the answer would tell new
        // phones from registered ones), and before consuming it so the user can tick and retry
        beforeConsume: () => {
          if (!existing && input.agreed !== true) throw new BadRequest(AGREE_MSG);
        },
      });
      const user = existing ?? (await newUser(input.phone, null));
      return { token: await signIn(user.id, input.ip), isNew: !existing };
    },

    /** WeChat 手机号快速验证: the getPhoneNumber button's code, exchanged by the server. */
    async wechatPhoneLogin(input: { code: string; agreed?: boolean; ip: string }) {
      // each try costs WeChat's paid quota and answers about a phone: bounded per IP like SMS checks
      await enforce(limiter, 'oneTap:ip', input.ip, config.rateLimits.smsIp);
      // not a server failure (the fuzzer and monitors count 5xx as ours): this deployment has no such login
      if (!phones.wechat) throw new NotFound('未开通微信手机号快捷登录，请使用短信验证码登录');
      return loginProvenPhone(await phones.wechat.phoneOf(input.code), input.agreed, input.ip);
    },

    /** Alipay's my.getPhoneNumber answer, verified and decrypted here. */
    async alipayPhoneLogin(input: { response: string; sign: string; agreed?: boolean; ip: string }) {
      await enforce(limiter, 'oneTap:ip', input.ip, config.rateLimits.smsIp);
      if (!phones.alipay) throw new NotFound('未开通支付宝手机号快捷登录，请使用短信验证码登录');
      return loginProvenPhone(await phones.alipay.phoneOf(input), input.agreed, input.ip);
    },
  };
}
