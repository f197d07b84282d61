import { existsSync, readFileSync } from 'node:fs';
import type {
  AlipayConfig,
  AlipayMpConfig,
  AliyunSmsConfig,
  NotifyConfig,
  PaymentConfig,
  WechatPayConfig,
} from './app-config.js';
import { ConfigError } from '../config-error.js';
import type { ReadEnv } from './env.js';
import { ENV_VARS, type EnvName } from './env-schema.js';

/**
 * The outside services' settings: rules that span several variables (a provider's variables all or
 * none, keys that must fit together, production refusals). Each variable's own type, default and
 * bounds are in env-schema.ts and already checked when these run.
 */

/** A PEM given inline (with \n escapes, as env files often hold them) or as a path to a file. */
function pemOrFile(v: string, name: string): string {
  const s = v.trim();
  if (s.startsWith('-----BEGIN') || /^[A-Za-z0-9+/=\s]{200,}$/.test(s)) return s.replace(/\\n/g, '\n');
  if (!existsSync(s)) throw new ConfigError(`${name}: not a PEM and no such file: ${s}`);
  return readFileSync(s, 'utf8');
}

/** All of a provider's variables or none: a half-configured provider is a deployment mistake. */
function group(r: ReadEnv, prefix: string, required: string[], optional: string[] = []): boolean {
  const set = (k: string) => r.isSet(`${prefix}${k}` as EnvName);
  if (![...required, ...optional].some(set)) return false;
  const missing = required.filter((k) => !set(k));
  if (missing.length)
    throw new ConfigError(`${prefix}* is partly set: missing ${missing.map((k) => prefix + k).join(', ')}`);
  return true;
}

/** WeChat's server API origin: one setting for every module that calls it (notify, moderation, WeChat Pay's openid). */
const wxApiBase = ({ env }: ReadEnv) => env.WX_API_BASE.replace(/\/$/, '');

export function loadPayment(r: ReadEnv, isProduction: boolean): PaymentConfig {
  const { env } = r;
  const publicBaseUrl = (env.PUBLIC_BASE_URL || '').replace(/\/+$/, '') || null;
  if (publicBaseUrl && !/^https?:\/\/[^/]+$/.test(publicBaseUrl))
    throw new ConfigError(`PUBLIC_BASE_URL must be an origin like https://haoshi.example.com, got "${publicBaseUrl}"`);
  const alipay: AlipayConfig | null = group(r, 'ALIPAY_', ['APP_ID', 'PRIVATE_KEY', 'PUBLIC_KEY'], ['GATEWAY'])
    ? {
        appId: env.ALIPAY_APP_ID!,
        privateKey: pemOrFile(env.ALIPAY_PRIVATE_KEY!, 'ALIPAY_PRIVATE_KEY'),
        alipayPublicKey: pemOrFile(env.ALIPAY_PUBLIC_KEY!, 'ALIPAY_PUBLIC_KEY'),
        gateway: env.ALIPAY_GATEWAY,
      }
    : null;
  const w = group(
    r,
    'WXPAY_',
    ['APP_ID', 'APP_SECRET', 'MCH_ID', 'MCH_SERIAL_NO', 'PRIVATE_KEY', 'API_V3_KEY'],
    ['PLATFORM_CERT', 'PLATFORM_PUBLIC_KEY', 'PLATFORM_PUBLIC_KEY_ID', 'API_BASE'],
  );
  let wechatpay: WechatPayConfig | null = null;
  if (w) {
    if (Buffer.byteLength(env.WXPAY_API_V3_KEY!, 'utf8') !== 32)
      throw new ConfigError('WXPAY_API_V3_KEY must be the 32-character APIv3 key');
    if (!env.WXPAY_PLATFORM_CERT && !(env.WXPAY_PLATFORM_PUBLIC_KEY && env.WXPAY_PLATFORM_PUBLIC_KEY_ID)) {
      throw new ConfigError(
        'WXPAY_PLATFORM_CERT, or WXPAY_PLATFORM_PUBLIC_KEY with WXPAY_PLATFORM_PUBLIC_KEY_ID, is required to verify WeChat Pay notifications',
      );
    }
    wechatpay = {
      appId: env.WXPAY_APP_ID!,
      appSecret: env.WXPAY_APP_SECRET!,
      mchId: env.WXPAY_MCH_ID!,
      mchSerialNo: env.WXPAY_MCH_SERIAL_NO!,
      mchPrivateKey: pemOrFile(env.WXPAY_PRIVATE_KEY!, 'WXPAY_PRIVATE_KEY'),
      apiV3Key: env.WXPAY_API_V3_KEY!,
      platformCert: env.WXPAY_PLATFORM_CERT ? pemOrFile(env.WXPAY_PLATFORM_CERT, 'WXPAY_PLATFORM_CERT') : null,
      platformPublicKey: env.WXPAY_PLATFORM_PUBLIC_KEY
        ? pemOrFile(env.WXPAY_PLATFORM_PUBLIC_KEY, 'WXPAY_PLATFORM_PUBLIC_KEY')
        : null,
      platformPublicKeyId: env.WXPAY_PLATFORM_PUBLIC_KEY_ID || null,
      apiBase: env.WXPAY_API_BASE.replace(/\/$/, ''),
      wxApiBase: wxApiBase(r),
    };
  }
  // providers call back to an absolute URL: without one they could never confirm a payment
  if ((alipay || wechatpay) && !publicBaseUrl)
    throw new ConfigError(
      'PUBLIC_BASE_URL is required when ALIPAY_* or WXPAY_* is set (payment notifications need an absolute URL)',
    );
  // The sandbox "pays" without money moving while the seller is credited real, withdrawable money:
  // it may only run where nothing real can be paid, and is never asked for beside real keys.
  const asked = env.PAY_SANDBOX ?? null;
  if (asked && isProduction)
    throw new ConfigError(
      'PAY_SANDBOX=true is refused in production: the sandbox cashier lets anyone pay without paying while the seller is credited. Remove PAY_SANDBOX and set ALIPAY_* or WXPAY_*',
    );
  if (asked && (alipay || wechatpay))
    throw new ConfigError(
      `PAY_SANDBOX=true is refused beside ${[alipay && 'ALIPAY_*', wechatpay && 'WXPAY_*'].filter(Boolean).join(' and ')}: with a real provider configured the sandbox would let anyone pay for free. Remove PAY_SANDBOX (the sandbox runs by itself when no provider is configured)`,
    );
  const sandbox = asked ?? (!isProduction && !alipay && !wechatpay);
  return { sandbox, publicBaseUrl, alipay, wechatpay };
}

/** The mini-program's server API: subscription messages and content checks. */
export function loadWx(r: ReadEnv): Pick<NotifyConfig, 'wx' | 'pushToken'> {
  const { env } = r;
  // the mini-program's own credentials; WeChat Pay's are the same mini-program's when set
  const appId = env.WX_MP_APP_ID || env.WXPAY_APP_ID || '';
  const appSecret = env.WX_MP_APP_SECRET || env.WXPAY_APP_SECRET || '';
  if (!!appId !== !!appSecret) throw new ConfigError('WX_MP_APP_ID and WX_MP_APP_SECRET must be set together');
  return {
    wx: appId ? { appId, appSecret, apiBase: wxApiBase(r) } : null,
    pushToken: env.WX_PUSH_TOKEN || null,
  };
}

/** A comma-separated list of DNS host names (no scheme, port or path), lower-cased. */
export function hostList(v: string | undefined, name: string): readonly string[] {
  const hosts = (v ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const h of hosts) {
    if (!/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/.test(h))
      throw new ConfigError(`${name} takes host names separated by commas (like help.haoshi.example), got "${h}"`);
  }
  return Object.freeze([...new Set(hosts)]);
}

const ALIYUN_TEMPLATE = /^SMS_[0-9A-Za-z_]{1,60}$/;
const ALIYUN_ENDPOINT = ENV_VARS.ALIYUN_SMS_ENDPOINT.default as string;

export function loadAliyunSms({ env }: ReadEnv): AliyunSmsConfig {
  const required = [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_CODE',
  ] as const;
  const missing = required.filter((k) => !env[k]?.trim());
  if (missing.length)
    throw new ConfigError(
      `SMS_PROVIDER=aliyun 缺少 ${missing.join('、')}：请在阿里云短信服务控制台取得 AccessKey、已审核的签名和验证码模板后填写。\n` +
        `SMS_PROVIDER=aliyun needs ${missing.join(', ')} (the AccessKey, the approved signature and the verification-code template from the Aliyun SMS console).`,
    );
  const template = (name: EnvName & `ALIYUN_SMS_${string}`): string | undefined => {
    const v = (env[name] as string | undefined)?.trim();
    if (!v) return undefined;
    if (!ALIYUN_TEMPLATE.test(v))
      throw new ConfigError(`${name} must be an Aliyun template code like SMS_123456789, got "${v}"`);
    return v;
  };
  // a value of only spaces means the default too, as it always has
  const endpoint = env.ALIYUN_SMS_ENDPOINT.trim() || ALIYUN_ENDPOINT;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new ConfigError(`ALIYUN_SMS_ENDPOINT must be a URL like ${ALIYUN_ENDPOINT}, got "${endpoint}"`);
  }
  // the request carries the phone number and the code: plain http only to this machine (a test's fake)
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new ConfigError(`ALIYUN_SMS_ENDPOINT must be https (plain http only to 127.0.0.1), got "${endpoint}"`);
  if (url.search || url.hash) throw new ConfigError(`ALIYUN_SMS_ENDPOINT must not carry a query, got "${endpoint}"`);
  const templates: AliyunSmsConfig['templates'] = {};
  for (const [type, suffix] of [
    ['phoneLogin', 'LOGIN'],
    ['register', 'REGISTER'],
    ['mima', 'RESET'],
    ['cancel', 'CANCEL'],
  ] as const) {
    const v = template(`ALIYUN_SMS_TEMPLATE_CODE_${suffix}`);
    if (v) templates[type] = v;
  }
  return {
    accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID!.trim(),
    accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET!.trim(),
    signName: env.ALIYUN_SMS_SIGN_NAME!.trim(),
    templateCode: template('ALIYUN_SMS_TEMPLATE_CODE')!,
    templates,
    notifyTemplateCode: template('ALIYUN_SMS_NOTIFY_TEMPLATE_CODE') ?? null,
    endpoint: url.toString(),
    regionId: 'cn-hangzhou',
    timeoutMs: env.ALIYUN_SMS_TIMEOUT_MS,
  };
}

export function loadAlipayMp({ env }: ReadEnv): AlipayMpConfig | null {
  if (!env.ALIPAY_AES_KEY) return null;
  const aesKey = Buffer.from(env.ALIPAY_AES_KEY.trim(), 'base64');
  if (![16, 24, 32].includes(aesKey.length))
    throw new ConfigError('ALIPAY_AES_KEY must be the base64 AES key Alipay shows (16, 24 or 32 bytes)');
  // AES-CBC without a MAC can be bit-flipped into another phone number: the signature is what proves
  // the answer came from Alipay, so the login is not offered without a key to check it. The
  // mini-program is usually the same Alipay app as the payments; ALIPAY_MP_PUBLIC_KEY when it is not.
  const name = env.ALIPAY_MP_PUBLIC_KEY ? 'ALIPAY_MP_PUBLIC_KEY' : 'ALIPAY_PUBLIC_KEY';
  const pub = env[name] ? pemOrFile(env[name]!, name) : null;
  if (!pub)
    throw new ConfigError('ALIPAY_AES_KEY needs ALIPAY_MP_PUBLIC_KEY (or ALIPAY_PUBLIC_KEY) to verify signatures');
  return { aesKey, alipayPublicKey: pub };
}
