import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './config-error.js';
import { decodeKey, decodeKeyList, readEmbeddedKeys } from './key-files.js';
import { parseTrustProxy, type TrustProxy } from './lib/client-address.js';

export { ConfigError };

/** Repo root = two levels above server/src. Relative paths in env are resolved from here,
 *  so `npm start` from the repo root and from server/ both use the same ./data. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type SmsProviderName = 'console' | 'memory' | 'aliyun';
export type RealnameProviderName = 'local';

export interface RateLimitRule {
  /** max hits per window */
  max: number;
  windowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** true when running on the in-process PGlite database */
  embedded: boolean;
  dataDir: string;
  redisUrl: string | undefined;
  /** answer goods lists from the in-memory listing index (catalogue/listing-index.ts); LISTING_INDEX=false turns it off */
  listingIndex: boolean;
  nodeEnv: string;
  isProduction: boolean;
  captchaEnabled: boolean;
  /** pictures decoded/encoded at once (each can take hundreds of MB); IMAGE_CONCURRENCY, default 2 */
  imageConcurrency: number;
  smsProvider: SmsProviderName;
  /** Aliyun SMS's keys, signature and templates (SMS_PROVIDER=aliyun); null for the other providers */
  aliyunSms: AliyunSmsConfig | null;
  realnameProvider: RealnameProviderName;
  /** 32-byte AES-256 key; also the HMAC key (derived sub-keys, see lib/crypto.ts); seals every new value */
  dataKey: Buffer;
  /** previous keys, only to open values sealed before a rotation (DATA_KEY_OLD, or DATA_DIR/secret.key.old) */
  dataKeysOld: Buffer[];
  /** where dataKey came from: 'file' is DATA_DIR/secret.key (embedded key rotation rewrites it) */
  dataKeySource: 'env' | 'file' | 'given';
  tokenTtlDays: number;
  /** a session ends this many days after its login however often it is used (SESSION_MAX_DAYS, default 30) */
  sessionMaxDays: number;
  h5Dist: string;
  seedDemo: boolean;
  logLevel: string;
  /** `pretty` (one short line a record) in a terminal, JSON lines otherwise (log collectors) */
  logFormat: 'json' | 'pretty';
  /**
   * Hosts that https links in content pages and notices may point to (CONTENT_LINK_HOSTS, comma
   * separated); links to any other host lose their href when the HTML is sanitised
   */
  contentLinkHosts: readonly string[];
  /** which hops may say who the client is (TRUST_PROXY: a hop count or the proxies' addresses; lib/client-address.ts) */
  trustProxy: TrustProxy;
  rateLimits: Readonly<Record<RateLimitName, RateLimitRule>>;
  /** rows that anyone can make the server write, bounded overall (the per-address limits are in rateLimits) */
  storageCaps: StorageCaps;
  /** recycle reference price = deal price × this (merchants buy below resale); RECYCLE_FACTOR, default 0.7 */
  recycleFactor: number;
  trade: TradeConfig;
  payment: PaymentConfig;
  tradeIn: TradeInConfig;
  rental: RentalConfig;
  afterSale: AfterSaleConfig;
  notify: NotifyConfig;
  /** the Alipay mini-program's phone-number login (ALIPAY_AES_KEY); null: not offered */
  alipayMp: AlipayMpConfig | null;
}

/** Rental (租号) figures; defaults follow domain.md "Rental". */
export interface RentalConfig {
  /** platform commission on the rent (not the deposit), basis points */
  commissionBps: number;
  unpaidExpireMs: number;
  /** after a window ends, how long an operator may still record a violation before the deposit goes back */
  graceMs: number;
  /** a later start may be at most this far ahead */
  maxAdvanceMs: number;
  /** longest hourly rental */
  maxHours: number;
  /** the overnight package: from this hour to that hour, China time */
  overnightStartHour: number;
  overnightEndHour: number;
  /** unpaid rentals one renter may hold at once (each blocks a window) */
  maxUnpaidPerRenter: number;
}

/** Trade-in (竞价回收): merchants' quoting window, the accepted merchant's time to pay, the platform fee. */
export interface TradeInConfig {
  quoteWindowMs: number;
  payWindowMs: number;
  /** platform fee on the accepted quote, basis points (300 = 3%) */
  feeBps: number;
}

/** Periods of the after-sale flows (issue 8); domain.md gives the defaults. */
export interface AfterSaleConfig {
  /** the seller's time to answer a dispute */
  disputeAnswerMs: number;
  /** after a dispute is withdrawn the buyer gets at least this long before auto-confirm */
  disputeResumeMs: number;
  /** the operators' deadline for a recovery claim, shown to the buyer */
  claimDecisionMs: number;
  /** how long a buyer may edit a rating */
  ratingEditMs: number;
  /** an accepted offer must be ordered within this */
  offerAcceptedMs: number;
  /** a pending or countered offer waits this long for an answer */
  offerAnswerMs: number;
  /** the lowest offer, as a percentage of the asking price */
  offerMinPct: number;
}

export const NOTIFY_EVENT_NAMES = [
  'payment_received',
  'handover_started',
  'dispute_opened',
  'dispute_answered',
  'claim_decided',
  'withdraw_paid',
] as const;

/** Notifications outside the app: WeChat subscription templates and how often the outbox is sent. */
export interface NotifyConfig {
  /** subscription message template id per event (from the mini-program's console) */
  wxTemplates: Record<(typeof NOTIFY_EVENT_NAMES)[number], string>;
  /** the mini-program's credentials for subscribeMessage.send; null: messages are only logged */
  wx: { appId: string; appSecret: string; apiBase: string } | null;
  /** the message-push token set in the mini-program's console (content-check verdicts arrive that way); null: no push endpoint */
  pushToken: string | null;
  jobIntervalMs: number;
}

/** A paid protection tier: a share of the price, for a period (null = lifetime). */
export interface ProtectionTier {
  rateBps: number;
  days: number | null;
}

/** Escrow figures (domain.md gives the defaults and where they come from). */
export interface TradeConfig {
  /** platform commission on the price, basis points (500 = 5%) */
  commissionBps: number;
  protection: {
    /** free cover of goods with isGuarantee 2 */
    basicDays: number;
    tierA: ProtectionTier;
    /** tier B also pays top-ups, up to this percentage of the price in total */
    tierB: ProtectionTier & { capPct: number };
  };
  unpaidExpireMs: number;
  autoConfirmMs: number;
  /** unpaid orders one buyer may hold at once (each locks a good) */
  maxUnpaidPerBuyer: number;
  /** how often the server runs the expiry and auto-confirm jobs */
  jobIntervalMs: number;
  withdraw: { minFen: number; feeBps: number; feeMinFen: number };
}

/** What the user taps. The provider that executes it is the real one, or the sandbox in sandbox mode. */
export type PayChannel = 'alipay' | 'wechatpay';
/** Who executes a payment (payments.provider): a channel's real provider, or the sandbox. */
export type PayProviderName = PayChannel | 'sandbox';

export interface AlipayConfig {
  appId: string;
  /** PEM (PKCS#8 or PKCS#1) of the application's private key */
  privateKey: string;
  /** Alipay's public key (PEM or bare base64) that signs notifications */
  alipayPublicKey: string;
  gateway: string;
}

export interface WechatPayConfig {
  /** the mini-program's AppID (payments are made by its users) */
  appId: string;
  /** the mini-program's AppSecret, to turn a wx.login code into an openid */
  appSecret: string;
  mchId: string;
  /** serial number of the merchant API certificate (goes into every request's Authorization) */
  mchSerialNo: string;
  mchPrivateKey: string;
  /** 32-byte APIv3 key: decrypts notification resources (AES-256-GCM) */
  apiV3Key: string;
  /** WeChat Pay platform certificate (PEM) or WeChat Pay public key (PEM) with its id */
  platformCert: string | null;
  platformPublicKey: string | null;
  platformPublicKeyId: string | null;
  apiBase: string;
  /** the mini-program server API (jscode2session), WX_API_BASE: a local fake in tests, as for notify */
  wxApiBase: string;
}

export interface PaymentConfig {
  /**
   * sandbox mode: the built-in cashier executes the alipay/wechatpay channels. Only when no real
   * provider is configured, never in production (PAY_SANDBOX=false turns it off).
   */
  sandbox: boolean;
  /** absolute origin the providers call back and return to, e.g. https://haoshi.example.com */
  publicBaseUrl: string | null;
  alipay: AlipayConfig | null;
  wechatpay: WechatPayConfig | null;
}

/** Caps on tables a visitor can write to without an account: past them the oldest rows go. */
export interface StorageCaps {
  /** client-error reports kept at most (CLIENT_ERROR_MAX_ROWS, default 10,000) */
  clientErrorMaxRows: number;
  /** …and for at most this many days (CLIENT_ERROR_KEEP_DAYS, default 30) */
  clientErrorKeepDays: number;
  /** captcha pictures waiting for an answer (CAPTCHA_MAX_ROWS, default 50,000); expired ones go first */
  captchaMaxRows: number;
}

export type RateLimitName =
  | 'passwordLoginIp'
  | 'registerIp'
  | 'realnameUser'
  | 'smsPhoneType'
  | 'smsPhoneDay'
  | 'smsIp'
  | 'consignUser'
  | 'uploadUser'
  | 'problemUser'
  | 'checkAccountIp'
  | 'clientErrorIp'
  | 'captchaIp'
  | 'reportUser'
  | 'appraisalUser'
  | 'orderCreateUser'
  | 'payCreateUser'
  | 'chatUser'
  | 'revealUser'
  | 'rentalCreateUser'
  | 'withdrawUser';

type Env = Record<string, string | undefined>;

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

function bool(v: string | undefined, dflt: boolean, name: string): boolean {
  if (v === undefined || v === '') return dflt;
  const s = v.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(s)) return true;
  if (['0', 'false', 'no', 'off'].includes(s)) return false;
  throw new ConfigError(`${name} must be true/false, got "${v}"`);
}

function int(v: string | undefined, dflt: number, name: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be an integer in [${min}, ${max}], got "${v}"`);
  return n;
}

function fraction(v: string | undefined, dflt: number, name: string): number {
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0 || n > 1) throw new ConfigError(`${name} must be a number in (0, 1], got "${v}"`);
  return n;
}

function oneOf<T extends string>(v: string | undefined, allowed: readonly T[], dflt: T, name: string): T {
  if (v === undefined || v === '') return dflt;
  if (!(allowed as readonly string[]).includes(v))
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${v}"`);
  return v as T;
}

/** A PEM given inline (with \n escapes, as env files often hold them) or as a path to a file. */
function pemOrFile(v: string, name: string): string {
  const s = v.trim();
  if (s.startsWith('-----BEGIN') || /^[A-Za-z0-9+/=\s]{200,}$/.test(s)) return s.replace(/\\n/g, '\n');
  if (!existsSync(s)) throw new ConfigError(`${name}: not a PEM and no such file: ${s}`);
  return readFileSync(s, 'utf8');
}

/** All of a provider's variables or none: a half-configured provider is a deployment mistake. */
function group(env: Env, prefix: string, required: string[], optional: string[] = []): Record<string, string> | null {
  const present = [...required, ...optional].filter((k) => env[`${prefix}${k}`]);
  if (!present.length) return null;
  const missing = required.filter((k) => !env[`${prefix}${k}`]);
  if (missing.length)
    throw new ConfigError(`${prefix}* is partly set: missing ${missing.map((k) => prefix + k).join(', ')}`);
  return Object.fromEntries([...required, ...optional].map((k) => [k, env[`${prefix}${k}`] ?? '']));
}

/** WeChat's server API origin: one setting for every module that calls it (notify, moderation, WeChat Pay's openid). */
const wxApiBase = (env: Env) => (env.WX_API_BASE || 'https://api.weixin.qq.com').replace(/\/$/, '');

function loadPayment(env: Env, isProduction: boolean): PaymentConfig {
  const publicBaseUrl = (env.PUBLIC_BASE_URL || '').replace(/\/+$/, '') || null;
  if (publicBaseUrl && !/^https?:\/\/[^/]+$/.test(publicBaseUrl))
    throw new ConfigError(`PUBLIC_BASE_URL must be an origin like https://haoshi.example.com, got "${publicBaseUrl}"`);
  const a = group(env, 'ALIPAY_', ['APP_ID', 'PRIVATE_KEY', 'PUBLIC_KEY'], ['GATEWAY']);
  const alipay: AlipayConfig | null = a
    ? {
        appId: a.APP_ID!,
        privateKey: pemOrFile(a.PRIVATE_KEY!, 'ALIPAY_PRIVATE_KEY'),
        alipayPublicKey: pemOrFile(a.PUBLIC_KEY!, 'ALIPAY_PUBLIC_KEY'),
        gateway: a.GATEWAY || 'https://openapi.alipay.com/gateway.do',
      }
    : null;
  const w = group(
    env,
    'WXPAY_',
    ['APP_ID', 'APP_SECRET', 'MCH_ID', 'MCH_SERIAL_NO', 'PRIVATE_KEY', 'API_V3_KEY'],
    ['PLATFORM_CERT', 'PLATFORM_PUBLIC_KEY', 'PLATFORM_PUBLIC_KEY_ID', 'API_BASE'],
  );
  let wechatpay: WechatPayConfig | null = null;
  if (w) {
    if (Buffer.byteLength(w.API_V3_KEY!, 'utf8') !== 32)
      throw new ConfigError('WXPAY_API_V3_KEY must be the 32-character APIv3 key');
    if (!w.PLATFORM_CERT && !(w.PLATFORM_PUBLIC_KEY && w.PLATFORM_PUBLIC_KEY_ID)) {
      throw new ConfigError(
        'WXPAY_PLATFORM_CERT, or WXPAY_PLATFORM_PUBLIC_KEY with WXPAY_PLATFORM_PUBLIC_KEY_ID, is required to verify WeChat Pay notifications',
      );
    }
    wechatpay = {
      appId: w.APP_ID!,
      appSecret: w.APP_SECRET!,
      mchId: w.MCH_ID!,
      mchSerialNo: w.MCH_SERIAL_NO!,
      mchPrivateKey: pemOrFile(w.PRIVATE_KEY!, 'WXPAY_PRIVATE_KEY'),
      apiV3Key: w.API_V3_KEY!,
      platformCert: w.PLATFORM_CERT ? pemOrFile(w.PLATFORM_CERT, 'WXPAY_PLATFORM_CERT') : null,
      platformPublicKey: w.PLATFORM_PUBLIC_KEY ? pemOrFile(w.PLATFORM_PUBLIC_KEY, 'WXPAY_PLATFORM_PUBLIC_KEY') : null,
      platformPublicKeyId: w.PLATFORM_PUBLIC_KEY_ID || null,
      apiBase: (w.API_BASE || 'https://api.mch.weixin.qq.com').replace(/\/$/, ''),
      wxApiBase: wxApiBase(env),
    };
  }
  // providers call back to an absolute URL: without one they could never confirm a payment
  if ((alipay || wechatpay) && !publicBaseUrl)
    throw new ConfigError(
      'PUBLIC_BASE_URL is required when ALIPAY_* or WXPAY_* is set (payment notifications need an absolute URL)',
    );
  // The sandbox "pays" without money moving while the seller is credited real, withdrawable money:
  // it may only run where nothing real can be paid, and is never asked for beside real keys.
  const asked =
    env.PAY_SANDBOX === undefined || env.PAY_SANDBOX === '' ? null : bool(env.PAY_SANDBOX, false, 'PAY_SANDBOX');
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

function loadTrade(env: Env): TradeConfig {
  const tierBdays = int(env.PROTECT_B_DAYS, 0, 'PROTECT_B_DAYS', 0, 36500);
  return {
    commissionBps: int(env.TRADE_COMMISSION_BPS, 500, 'TRADE_COMMISSION_BPS', 0, 5000),
    protection: {
      basicDays: int(env.PROTECT_BASIC_DAYS, 30, 'PROTECT_BASIC_DAYS', 1, 36500),
      tierA: {
        rateBps: int(env.PROTECT_A_BPS, 1000, 'PROTECT_A_BPS', 0, 10000),
        days: int(env.PROTECT_A_DAYS, 365, 'PROTECT_A_DAYS', 1, 36500),
      },
      // 0 days = lifetime (永久包赔)
      tierB: {
        rateBps: int(env.PROTECT_B_BPS, 2000, 'PROTECT_B_BPS', 0, 10000),
        days: tierBdays || null,
        capPct: int(env.PROTECT_B_CAP_PCT, 150, 'PROTECT_B_CAP_PCT', 100, 1000),
      },
    },
    unpaidExpireMs: int(env.ORDER_UNPAID_MINUTES, 15, 'ORDER_UNPAID_MINUTES', 1, 24 * 60) * MIN,
    autoConfirmMs: int(env.ORDER_AUTO_CONFIRM_HOURS, 72, 'ORDER_AUTO_CONFIRM_HOURS', 1, 24 * 60) * HOUR,
    maxUnpaidPerBuyer: int(env.ORDER_MAX_UNPAID, 3, 'ORDER_MAX_UNPAID', 1, 100),
    jobIntervalMs: int(env.TRADE_JOB_SECONDS, 20, 'TRADE_JOB_SECONDS', 1, 3600) * 1000,
    withdraw: {
      minFen: int(env.WITHDRAW_MIN_FEN, 1000, 'WITHDRAW_MIN_FEN', 1),
      // Alipay's own transfer rate: 0.1%, at least ¥0.10
      feeBps: int(env.WITHDRAW_FEE_BPS, 10, 'WITHDRAW_FEE_BPS', 0, 5000),
      feeMinFen: int(env.WITHDRAW_FEE_MIN_FEN, 10, 'WITHDRAW_FEE_MIN_FEN', 0),
    },
  };
}

function loadNotify(env: Env): NotifyConfig {
  const wxTemplates = Object.fromEntries(
    NOTIFY_EVENT_NAMES.map((e) => {
      const name = `WX_TMPL_${e.toUpperCase()}`;
      const v = env[name] || `demo_${e}`;
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(v)) throw new ConfigError(`${name} is not a template id`);
      return [e, v];
    }),
  ) as NotifyConfig['wxTemplates'];
  // the mini-program's own credentials; WeChat Pay's are the same mini-program's when set
  const appId = env.WX_MP_APP_ID || env.WXPAY_APP_ID || '';
  const appSecret = env.WX_MP_APP_SECRET || env.WXPAY_APP_SECRET || '';
  if (!!appId !== !!appSecret) throw new ConfigError('WX_MP_APP_ID and WX_MP_APP_SECRET must be set together');
  return {
    wxTemplates,
    wx: appId ? { appId, appSecret, apiBase: wxApiBase(env) } : null,
    pushToken: env.WX_PUSH_TOKEN || null,
    jobIntervalMs: int(env.NOTIFY_JOB_SECONDS, 5, 'NOTIFY_JOB_SECONDS', 1, 3600) * 1000,
  };
}

/**
 * The demo logins share a password printed in the README and the banner (demo_operator opens the
 * console): a production database must never get them, whatever the database kind.
 */
function loadSeedDemo(env: Env, embedded: boolean, isProduction: boolean): boolean {
  const on = bool(env.SEED_DEMO, embedded && !isProduction, 'SEED_DEMO');
  if (on && isProduction)
    throw new ConfigError(
      'SEED_DEMO=true 不能用于生产环境：演示账号的密码是公开的（demo_operator 可进入运营后台）。\n' +
        'SEED_DEMO=true is refused with NODE_ENV=production: the demo accounts share a published password ' +
        '(demo_operator opens the operator console). Remove SEED_DEMO; to remove demo data already seeded, run `npm run purge-demo`.',
    );
  return on;
}

export interface LoadConfigOptions {
  /** Provide the key directly (tests) instead of reading/creating DATA_DIR/secret.key */
  dataKey?: Buffer;
  /** previous keys that go with `dataKey` (tests); otherwise DATA_KEY_OLD */
  dataKeysOld?: Buffer[];
}

export function loadConfig(env: Env = process.env, opts: LoadConfigOptions = {}): Readonly<AppConfig> {
  const nodeEnv = env.NODE_ENV || 'development';
  const isProduction = nodeEnv === 'production';
  const databaseUrl = env.DATABASE_URL || undefined;
  const embedded = !databaseUrl;
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR || 'data');
  const h5Dist = path.resolve(REPO_ROOT, env.H5_DIST || path.join('dist', 'h5'));

  let dataKey: Buffer;
  let dataKeySource: AppConfig['dataKeySource'];
  // keys that still open values sealed before a rotation; new values are always sealed under dataKey
  const dataKeysOld = [...(opts.dataKeysOld ?? decodeKeyList(env.DATA_KEY_OLD, 'env'))];
  if (opts.dataKey) {
    dataKey = opts.dataKey;
    dataKeySource = 'given';
  } else if (env.DATA_KEY) {
    dataKey = decodeKey(env.DATA_KEY, 'env');
    dataKeySource = 'env';
  } else if (!embedded && isProduction) {
    throw new ConfigError(
      '缺少 DATA_KEY：生产环境连接外部数据库时必须提供 32 字节 base64 加密密钥。\n' +
        'DATA_KEY is required in production when DATABASE_URL is set (32 random bytes, base64). ' +
        'All instances must share the same key; losing it makes encrypted ID data unreadable.',
    );
  } else {
    // embedded mode keeps a generated key next to the data it protects, so a first `npm start`
    // needs no set-up yet no secret is hard-coded in the source
    const k = readEmbeddedKeys(dataDir);
    dataKey = k.current;
    dataKeysOld.push(...k.previous);
    dataKeySource = 'file';
  }

  const rl = (name: string, max: number, windowMs: number): RateLimitRule => ({
    max: int(env[`RATE_${name}`], max, `RATE_${name}`, 1),
    windowMs,
  });

  const cfg: AppConfig = {
    port: int(env.PORT, 3000, 'PORT', 0, 65535),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    embedded,
    dataDir,
    redisUrl: env.REDIS_URL || undefined,
    listingIndex: bool(env.LISTING_INDEX, true, 'LISTING_INDEX'),
    nodeEnv,
    isProduction,
    captchaEnabled: bool(env.CAPTCHA_ENABLED, true, 'CAPTCHA_ENABLED'),
    imageConcurrency: int(env.IMAGE_CONCURRENCY, 2, 'IMAGE_CONCURRENCY', 1, 64),
    smsProvider: oneOf(env.SMS_PROVIDER, ['console', 'memory', 'aliyun'] as const, 'console', 'SMS_PROVIDER'),
    aliyunSms: env.SMS_PROVIDER === 'aliyun' ? loadAliyunSms(env) : null,
    realnameProvider: oneOf(env.REALNAME_PROVIDER, ['local'] as const, 'local', 'REALNAME_PROVIDER'),
    dataKey,
    dataKeysOld,
    dataKeySource,
    tokenTtlDays: int(env.TOKEN_TTL_DAYS, 7, 'TOKEN_TTL_DAYS', 1, 365),
    sessionMaxDays: int(env.SESSION_MAX_DAYS, 30, 'SESSION_MAX_DAYS', 1, 3650),
    h5Dist,
    seedDemo: loadSeedDemo(env, embedded, isProduction),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    contentLinkHosts: hostList(env.CONTENT_LINK_HOSTS, 'CONTENT_LINK_HOSTS'),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: oneOf(
      env.LOG_FORMAT,
      ['json', 'pretty'] as const,
      process.stdout.isTTY ? 'pretty' : 'json',
      'LOG_FORMAT',
    ),
    rateLimits: Object.freeze({
      passwordLoginIp: rl('PASSWORD_LOGIN_IP', 10, MIN),
      registerIp: rl('REGISTER_IP', 5, HOUR),
      realnameUser: rl('REALNAME_USER', 5, DAY),
      smsPhoneType: rl('SMS_PHONE_TYPE', 1, MIN),
      smsPhoneDay: rl('SMS_PHONE_DAY', 10, DAY),
      smsIp: rl('SMS_IP', 20, HOUR),
      consignUser: rl('CONSIGN_USER', 20, HOUR),
      uploadUser: rl('UPLOAD_USER', 300, HOUR),
      problemUser: rl('PROBLEM_USER', 10, HOUR),
      // checkAccount answers "is this ours?" for exact identifiers only; the limit stops walking number ranges
      checkAccountIp: rl('CHECK_ACCOUNT_IP', 30, MIN),
      // render-error reports from page boundaries: enough for a real bug on a few pages, not a flood
      clientErrorIp: rl('CLIENT_ERROR_IP', 30, HOUR),
      // every picture is a row (read back by any instance): a login page refreshes it a few times a minute
      captchaIp: rl('CAPTCHA_IP', 30, MIN),
      reportUser: rl('REPORT_USER', 10, HOUR),
      appraisalUser: rl('APPRAISAL_USER', 20, HOUR),
      orderCreateUser: rl('ORDER_CREATE_USER', 30, HOUR),
      payCreateUser: rl('PAY_CREATE_USER', 60, HOUR),
      chatUser: rl('CHAT_USER', 30, MIN),
      revealUser: rl('REVEAL_USER', 30, HOUR),
      rentalCreateUser: rl('RENTAL_CREATE_USER', 30, HOUR),
      withdrawUser: rl('WITHDRAW_USER', 10, DAY),
    }),
    storageCaps: {
      clientErrorMaxRows: int(env.CLIENT_ERROR_MAX_ROWS, 10_000, 'CLIENT_ERROR_MAX_ROWS', 1, 10_000_000),
      clientErrorKeepDays: int(env.CLIENT_ERROR_KEEP_DAYS, 30, 'CLIENT_ERROR_KEEP_DAYS', 1, 3650),
      captchaMaxRows: int(env.CAPTCHA_MAX_ROWS, 50_000, 'CAPTCHA_MAX_ROWS', 1, 10_000_000),
    },
    recycleFactor: fraction(env.RECYCLE_FACTOR, 0.7, 'RECYCLE_FACTOR'),
    trade: loadTrade(env),
    payment: loadPayment(env, isProduction),
    tradeIn: {
      quoteWindowMs: int(env.TRADEIN_QUOTE_HOURS, 24, 'TRADEIN_QUOTE_HOURS', 1, 24 * 30) * HOUR,
      payWindowMs: int(env.TRADEIN_PAY_HOURS, 24, 'TRADEIN_PAY_HOURS', 1, 24 * 30) * HOUR,
      feeBps: int(env.TRADEIN_FEE_BPS, 300, 'TRADEIN_FEE_BPS', 0, 5000),
    },
    rental: {
      commissionBps: int(env.RENTAL_COMMISSION_BPS, 1000, 'RENTAL_COMMISSION_BPS', 0, 5000),
      unpaidExpireMs: int(env.RENTAL_UNPAID_MINUTES, 15, 'RENTAL_UNPAID_MINUTES', 1, 24 * 60) * MIN,
      graceMs: int(env.RENTAL_GRACE_MINUTES, 120, 'RENTAL_GRACE_MINUTES', 0, 30 * 24 * 60) * MIN,
      maxAdvanceMs: int(env.RENTAL_MAX_ADVANCE_DAYS, 7, 'RENTAL_MAX_ADVANCE_DAYS', 1, 90) * 24 * HOUR,
      maxHours: int(env.RENTAL_MAX_HOURS, 72, 'RENTAL_MAX_HOURS', 1, 24 * 30),
      overnightStartHour: int(env.RENTAL_OVERNIGHT_START, 22, 'RENTAL_OVERNIGHT_START', 12, 23),
      overnightEndHour: int(env.RENTAL_OVERNIGHT_END, 8, 'RENTAL_OVERNIGHT_END', 1, 12),
      maxUnpaidPerRenter: int(env.RENTAL_MAX_UNPAID, 3, 'RENTAL_MAX_UNPAID', 1, 100),
    },
    afterSale: {
      disputeAnswerMs: int(env.DISPUTE_ANSWER_HOURS, 48, 'DISPUTE_ANSWER_HOURS', 1, 24 * 30) * HOUR,
      disputeResumeMs: int(env.DISPUTE_RESUME_HOURS, 24, 'DISPUTE_RESUME_HOURS', 1, 24 * 30) * HOUR,
      claimDecisionMs: int(env.CLAIM_DECISION_DAYS, 15, 'CLAIM_DECISION_DAYS', 1, 365) * DAY,
      ratingEditMs: int(env.RATING_EDIT_DAYS, 7, 'RATING_EDIT_DAYS', 0, 365) * DAY,
      offerAcceptedMs: int(env.OFFER_ACCEPTED_HOURS, 24, 'OFFER_ACCEPTED_HOURS', 1, 24 * 30) * HOUR,
      offerAnswerMs: int(env.OFFER_ANSWER_HOURS, 48, 'OFFER_ANSWER_HOURS', 1, 24 * 30) * HOUR,
      offerMinPct: int(env.OFFER_MIN_PCT, 50, 'OFFER_MIN_PCT', 1, 100),
    },
    notify: loadNotify(env),
    alipayMp: loadAlipayMp(env),
  };
  return Object.freeze(cfg);
}

/** A comma-separated list of DNS host names (no scheme, port or path), lower-cased. */
function hostList(v: string | undefined, name: string): readonly string[] {
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

/** Aliyun SMS (dysmsapi SendSms): what modules/auth/aliyun-sms.ts needs to sign and send. */
export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** the approved signature (短信签名), shown as 【…】 before every text */
  signName: string;
  /** the verification-code template (its variable is ${code}) used for every kind of code … */
  templateCode: string;
  /** … unless a kind has its own wording (ALIYUN_SMS_TEMPLATE_CODE_LOGIN / _REGISTER / _RESET / _CANCEL) */
  templates: Partial<Record<'phoneLogin' | 'register' | 'mima' | 'cancel', string>>;
  /** the trade-notification template (its variable is ${content}); null: notifications go by WeChat only */
  notifyTemplateCode: string | null;
  /** https://dysmsapi.aliyuncs.com/ unless ALIYUN_SMS_ENDPOINT says otherwise (tests: a local fake) */
  endpoint: string;
  regionId: string;
  /** a send that takes longer fails (ALIYUN_SMS_TIMEOUT_MS, default 5000) */
  timeoutMs: number;
}

const ALIYUN_TEMPLATE = /^SMS_[0-9A-Za-z_]{1,60}$/;

function loadAliyunSms(env: Env): AliyunSmsConfig {
  const required = ['ACCESS_KEY_ID', 'ACCESS_KEY_SECRET', 'SIGN_NAME', 'TEMPLATE_CODE'].map((k) => `ALIYUN_SMS_${k}`);
  const missing = required.filter((k) => !env[k]?.trim());
  if (missing.length)
    throw new ConfigError(
      `SMS_PROVIDER=aliyun 缺少 ${missing.join('、')}：请在阿里云短信服务控制台取得 AccessKey、已审核的签名和验证码模板后填写。\n` +
        `SMS_PROVIDER=aliyun needs ${missing.join(', ')} (the AccessKey, the approved signature and the verification-code template from the Aliyun SMS console).`,
    );
  const template = (name: string): string | undefined => {
    const v = env[name]?.trim();
    if (!v) return undefined;
    if (!ALIYUN_TEMPLATE.test(v))
      throw new ConfigError(`${name} must be an Aliyun template code like SMS_123456789, got "${v}"`);
    return v;
  };
  const endpoint = env.ALIYUN_SMS_ENDPOINT?.trim() || 'https://dysmsapi.aliyuncs.com/';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new ConfigError(`ALIYUN_SMS_ENDPOINT must be a URL like https://dysmsapi.aliyuncs.com/, got "${endpoint}"`);
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
    timeoutMs: int(env.ALIYUN_SMS_TIMEOUT_MS, 5000, 'ALIYUN_SMS_TIMEOUT_MS', 100, 60_000),
  };
}

/** The Alipay mini-program's content encryption: what my.getPhoneNumber hands back is sealed with it. */
export interface AlipayMpConfig {
  /** the app's AES key (AES-128/192/256-CBC, zero IV), from 开发设置 → 接口内容加密方式 */
  aesKey: Buffer;
  /** Alipay's public key (PEM) that signs the encrypted answer */
  alipayPublicKey: string;
}

function loadAlipayMp(env: Env): AlipayMpConfig | null {
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
