import { createDecipheriv, createPublicKey, createVerify, type KeyObject } from 'node:crypto';
import type { AlipayMpConfig } from '../../config.js';
import { AppError, BadRequest } from '../../lib/errors.js';
import type { WechatApiClient } from '../../lib/wechat-api.js';

/**
 * One-tap login: the platform vouches for the user's phone number. Each provider turns what the
 * mini-program received into a mainland phone number the platform has verified, or refuses in
 * Chinese. Nothing here decides about accounts: that is the auth service's job.
 */
export interface WechatPhoneProvider {
  /** the code of a getPhoneNumber button event (single use, 5 minutes) */
  phoneOf(code: string): Promise<string>;
}

export interface AlipayPhoneProvider {
  /** `response` and `sign` of my.getPhoneNumber's answer */
  phoneOf(input: { response: string; sign: string }): Promise<string>;
}

const MAINLAND = /^1[3-9]\d{9}$/;
const NOT_MAINLAND = '暂只支持中国大陆手机号，请使用短信验证码登录';

export class Unavailable extends AppError {
  constructor(message: string) {
    super(503, message);
  }
}

/** What the user is told for WeChat's errcodes (the rest: a generic failure with the code, for support). */
const WECHAT_ERRORS: Record<number, string> = {
  40029: '手机号授权已失效，请重新点击手机号快捷登录',
  40163: '手机号授权已使用过，请重新点击手机号快捷登录',
  [-1]: '微信系统繁忙，请稍后再试',
  45011: '操作过于频繁，请稍后再试',
  40013: '小程序配置有误，请使用短信验证码登录',
};

export function wechatPhoneError(errcode: unknown): string {
  const n = Number(errcode);
  return WECHAT_ERRORS[n] ?? `微信手机号验证失败（错误码 ${String(errcode)}），请使用短信验证码登录`;
}

/** WeChat's 手机号快速验证: `POST /wxa/business/getuserphonenumber` with the button's code. */
export class WechatApiPhoneProvider implements WechatPhoneProvider {
  constructor(private readonly api: WechatApiClient) {}

  async phoneOf(code: string): Promise<string> {
    let j: Record<string, unknown>;
    try {
      j = await this.api.call('/wxa/business/getuserphonenumber', { code });
      // a token WeChat no longer accepts was dropped by call(); the code is still unused, so one retry
      if (j.errcode === 40001 || j.errcode === 42001)
        j = await this.api.call('/wxa/business/getuserphonenumber', { code });
    } catch {
      // the message of a network or token failure is no business of the user's (and may name the URL)
      throw new Unavailable('微信服务暂时不可用，请稍后再试或使用短信验证码登录');
    }
    if (j.errcode !== 0 && j.errcode !== undefined) throw new BadRequest(wechatPhoneError(j.errcode));
    const info = j.phone_info as
      { purePhoneNumber?: unknown; countryCode?: unknown; watermark?: { appid?: unknown } } | undefined;
    // the code was issued to our mini-program; a watermark naming another app is not our user's
    if (info?.watermark?.appid !== undefined && info.watermark.appid !== this.api.cfg.appId)
      throw new BadRequest('手机号授权不属于本小程序，请重新授权');
    const phone = typeof info?.purePhoneNumber === 'string' ? info.purePhoneNumber : '';
    if (String(info?.countryCode ?? '86') !== '86' || !MAINLAND.test(phone)) throw new BadRequest(NOT_MAINLAND);
    return phone;
  }
}

/** A PEM, or the bare base64 of an SPKI key as Alipay's console shows it. */
function publicKey(pemOrBase64: string): KeyObject {
  const s = pemOrBase64.trim();
  if (s.startsWith('-----BEGIN')) return createPublicKey(s);
  return createPublicKey({ key: Buffer.from(s.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
}

/**
 * Alipay's my.getPhoneNumber: `response` is the member's data sealed with the app's AES key
 * (CBC, zero IV, PKCS#7), and `sign` Alipay's RSA2 signature of it. As Alipay's own SDK does, an
 * encrypted response is signed with its quotes (`"<base64>"`), a plain one as the JSON text.
 */
export class AlipayAesPhoneProvider implements AlipayPhoneProvider {
  private readonly key: KeyObject;
  constructor(private readonly cfg: AlipayMpConfig) {
    this.key = publicKey(cfg.alipayPublicKey);
  }

  async phoneOf({ response, sign }: { response: string; sign: string }): Promise<string> {
    const encrypted = !response.startsWith('{');
    const signed = encrypted ? `"${response}"` : response;
    let valid = false;
    try {
      valid = createVerify('RSA-SHA256').update(signed, 'utf8').verify(this.key, sign, 'base64');
    } catch {
      valid = false;
    }
    if (!valid) throw new BadRequest('支付宝手机号数据验签失败，请重新授权');
    let plain: string;
    if (encrypted) {
      try {
        const d = createDecipheriv(`aes-${this.cfg.aesKey.length * 8}-cbc`, this.cfg.aesKey, Buffer.alloc(16));
        plain = Buffer.concat([d.update(Buffer.from(response, 'base64')), d.final()]).toString('utf8');
      } catch {
        // signed by Alipay yet unreadable: our AES key is not the app's
        throw new Unavailable('支付宝手机号解密失败，请使用短信验证码登录');
      }
    } else plain = response;
    let data: { code?: unknown; mobile?: unknown };
    try {
      data = JSON.parse(plain) as typeof data;
    } catch {
      throw new BadRequest('支付宝手机号数据有误，请重新授权');
    }
    if (data.code !== '10000') throw new BadRequest('支付宝未授权手机号，请重新授权或使用短信验证码登录');
    const phone = typeof data.mobile === 'string' ? data.mobile : '';
    if (!MAINLAND.test(phone)) throw new BadRequest(NOT_MAINLAND);
    return phone;
  }
}
