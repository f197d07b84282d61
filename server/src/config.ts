import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './config-error.js';
import { readEnv, type RawEnv } from './config/env.js';
import { ENV_VARS, RATE_WINDOWS, type Env, type EnvName } from './config/env-schema.js';
import { hostList, loadAlipayMp, loadAliyunSms, loadPayment, loadWx } from './config/providers.js';
import { decodeKey, decodeKeyList, readEmbeddedKeys } from './key-files.js';
import { parseTrustProxy } from './lib/client-address.js';
import {
  NOTIFY_EVENT_NAMES,
  type AppConfig,
  type NotifyConfig,
  type RateLimitName,
  type RateLimitRule,
  type TradeConfig,
} from './config/app-config.js';

export { ConfigError };
export * from './config/app-config.js';

/** Repo root = two levels above server/src. Relative paths in env are resolved from here,
 *  so `npm start` from the repo root and from server/ both use the same ./data. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** Each limit's variable; its default and period are in env-schema.ts. */
const RATE_VARS: Record<RateLimitName, EnvName & `RATE_${string}`> = {
  passwordLoginIp: 'RATE_PASSWORD_LOGIN_IP',
  registerIp: 'RATE_REGISTER_IP',
  realnameUser: 'RATE_REALNAME_USER',
  smsPhoneType: 'RATE_SMS_PHONE_TYPE',
  smsPhoneDay: 'RATE_SMS_PHONE_DAY',
  smsIp: 'RATE_SMS_IP',
  consignUser: 'RATE_CONSIGN_USER',
  uploadUser: 'RATE_UPLOAD_USER',
  problemUser: 'RATE_PROBLEM_USER',
  checkAccountIp: 'RATE_CHECK_ACCOUNT_IP',
  clientErrorIp: 'RATE_CLIENT_ERROR_IP',
  captchaIp: 'RATE_CAPTCHA_IP',
  reportUser: 'RATE_REPORT_USER',
  appraisalUser: 'RATE_APPRAISAL_USER',
  orderCreateUser: 'RATE_ORDER_CREATE_USER',
  payCreateUser: 'RATE_PAY_CREATE_USER',
  chatUser: 'RATE_CHAT_USER',
  revealUser: 'RATE_REVEAL_USER',
  rentalCreateUser: 'RATE_RENTAL_CREATE_USER',
  withdrawUser: 'RATE_WITHDRAW_USER',
};

function rateLimits(env: Env): Readonly<Record<RateLimitName, RateLimitRule>> {
  const rule = (name: keyof typeof RATE_VARS): RateLimitRule => {
    const v = RATE_VARS[name];
    return { max: env[v], windowMs: RATE_WINDOWS[ENV_VARS[v].window!] };
  };
  return Object.freeze(
    Object.fromEntries((Object.keys(RATE_VARS) as RateLimitName[]).map((k) => [k, rule(k)])) as Record<
      RateLimitName,
      RateLimitRule
    >,
  );
}

/** HANDOVER_STAFF_GAMES: game keys (the catalogue's `games.key`) separated by commas. */
function gameKeyList(v: string | undefined): readonly string[] {
  const keys = (v ?? '')
    .split(',')
    .map((k) => k.trim().toLowerCase())
    .filter(Boolean);
  for (const k of keys)
    if (!/^[a-z0-9_-]{1,32}$/.test(k))
      throw new ConfigError(`HANDOVER_STAFF_GAMES takes game keys separated by commas (like wzry,ys), got "${k}"`);
  return Object.freeze([...new Set(keys)]);
}

/** HANDOVER_SERVICE_HOURS: "09:00-23:00" (the schema's pattern has checked the form). */
function serviceHours(v: string): { text: string; fromMin: number; toMin: number } {
  const [from, to] = v.split('-').map((hm) => {
    const [h, m] = hm.split(':').map(Number);
    return h! * 60 + m!;
  });
  if (from === to) throw new ConfigError(`HANDOVER_SERVICE_HOURS must not start and end at the same time, got "${v}"`);
  return Object.freeze({ text: v, fromMin: from!, toMin: to! });
}

function loadTrade(env: Env): TradeConfig {
  return {
    commissionBps: env.TRADE_COMMISSION_BPS,
    protection: {
      basicDays: env.PROTECT_BASIC_DAYS,
      tierA: { rateBps: env.PROTECT_A_BPS, days: env.PROTECT_A_DAYS },
      // 0 days = lifetime (永久包赔)
      tierB: { rateBps: env.PROTECT_B_BPS, days: env.PROTECT_B_DAYS || null, capPct: env.PROTECT_B_CAP_PCT },
    },
    unpaidExpireMs: env.ORDER_UNPAID_MINUTES * MIN,
    autoConfirmMs: env.ORDER_AUTO_CONFIRM_HOURS * HOUR,
    maxUnpaidPerBuyer: env.ORDER_MAX_UNPAID,
    jobIntervalMs: env.TRADE_JOB_SECONDS * 1000,
    // Alipay's own transfer rate: 0.1%, at least ¥0.10
    withdraw: { minFen: env.WITHDRAW_MIN_FEN, feeBps: env.WITHDRAW_FEE_BPS, feeMinFen: env.WITHDRAW_FEE_MIN_FEN },
    reserve: { percent: env.SELLER_RESERVE_PERCENT, ms: env.SELLER_RESERVE_DAYS * DAY },
    handover: {
      staffMinFen: env.HANDOVER_STAFF_MIN_YUAN * 100,
      staffGames: gameKeyList(env.HANDOVER_STAFF_GAMES),
      feeBps: env.HANDOVER_STAFF_FEE_BPS,
      feeMinFen: env.HANDOVER_STAFF_FEE_MIN_YUAN * 100,
      serviceHours: serviceHours(env.HANDOVER_SERVICE_HOURS),
    },
  };
}

/**
 * The demo logins share a password printed in the README and the banner (demo_operator opens the
 * console): a production database must never get them, whatever the database kind.
 */
function loadSeedDemo(env: Env, embedded: boolean, isProduction: boolean): boolean {
  const on = env.SEED_DEMO ?? (embedded && !isProduction);
  if (on && isProduction)
    throw new ConfigError(
      'SEED_DEMO=true 不能用于生产环境：演示账号的密码是公开的（demo_operator 可进入运营后台）。\n' +
        'SEED_DEMO=true is refused with NODE_ENV=production: the demo accounts share a published password ' +
        '(demo_operator opens the operator console). Remove SEED_DEMO; to remove demo data already seeded, run `npm run purge-demo`.',
    );
  return on;
}

/**
 * A clock anyone on the staff can move would let them bring every deadline forward (refunds,
 * releases, cancellations): a production start refuses it, whatever else is configured.
 */
function loadTestClock(on: boolean, isProduction: boolean): boolean {
  if (on && isProduction)
    throw new ConfigError(
      'TEST_CLOCK=true 不能用于生产环境：可拨动的时钟会让纠纷、理赔和交接的期限提前到期（自动退款、放款、取消订单）。\n' +
        'TEST_CLOCK=true is refused with NODE_ENV=production: a movable clock would bring every deadline forward ' +
        '(automatic refunds, releases and cancellations). Remove TEST_CLOCK; it is for test deployments only.',
    );
  return on;
}

/** The data key: given (tests), DATA_KEY, or the embedded key file; production with a database needs DATA_KEY. */
function loadDataKey(env: Env, embedded: boolean, isProduction: boolean, dataDir: string, opts: LoadConfigOptions) {
  // keys that still open values sealed before a rotation; new values are always sealed under dataKey
  const dataKeysOld = [...(opts.dataKeysOld ?? decodeKeyList(env.DATA_KEY_OLD, 'env'))];
  if (opts.dataKey) return { dataKey: opts.dataKey, dataKeysOld, dataKeySource: 'given' as const };
  if (env.DATA_KEY) return { dataKey: decodeKey(env.DATA_KEY, 'env'), dataKeysOld, dataKeySource: 'env' as const };
  if (!embedded && isProduction)
    throw new ConfigError(
      '缺少 DATA_KEY：生产环境连接外部数据库时必须提供 32 字节 base64 加密密钥。\n' +
        'DATA_KEY is required in production when DATABASE_URL is set (32 random bytes, base64). ' +
        'All instances must share the same key; losing it makes encrypted ID data unreadable.',
    );
  // embedded mode keeps a generated key next to the data it protects, so a first `npm start`
  // needs no set-up yet no secret is hard-coded in the source
  const k = readEmbeddedKeys(dataDir);
  dataKeysOld.push(...k.previous);
  return { dataKey: k.current, dataKeysOld, dataKeySource: 'file' as const };
}

export interface LoadConfigOptions {
  /** Provide the key directly (tests) instead of reading/creating DATA_DIR/secret.key */
  dataKey?: Buffer;
  /** previous keys that go with `dataKey` (tests); otherwise DATA_KEY_OLD */
  dataKeysOld?: Buffer[];
}

/**
 * The server's settings from the environment. Every variable is declared in config/env-schema.ts
 * (type, default, bounds, description); this only shapes them into AppConfig and applies the rules
 * that span variables. A mistake throws ConfigError, whose message server.ts prints before exiting.
 */
export function loadConfig(raw: RawEnv = process.env, opts: LoadConfigOptions = {}): Readonly<AppConfig> {
  const read = readEnv(raw);
  const { env } = read;
  const nodeEnv = env.NODE_ENV;
  const isProduction = nodeEnv === 'production';
  const databaseUrl = env.DATABASE_URL;
  const embedded = !databaseUrl;
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR);

  const cfg: AppConfig = {
    port: env.PORT,
    host: env.HOST,
    databaseUrl,
    embedded,
    dataDir,
    redisUrl: env.REDIS_URL,
    listingIndex: env.LISTING_INDEX,
    nodeEnv,
    isProduction,
    captchaEnabled: env.CAPTCHA_ENABLED,
    testClock: loadTestClock(env.TEST_CLOCK, isProduction),
    imageConcurrency: env.IMAGE_CONCURRENCY,
    smsProvider: env.SMS_PROVIDER,
    aliyunSms: env.SMS_PROVIDER === 'aliyun' ? loadAliyunSms(read) : null,
    realnameProvider: env.REALNAME_PROVIDER,
    ...loadDataKey(env, embedded, isProduction, dataDir, opts),
    tokenTtlDays: env.TOKEN_TTL_DAYS,
    sessionMaxDays: env.SESSION_MAX_DAYS,
    h5Dist: path.resolve(REPO_ROOT, env.H5_DIST),
    seedDemo: loadSeedDemo(env, embedded, isProduction),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    contentLinkHosts: hostList(env.CONTENT_LINK_HOSTS, 'CONTENT_LINK_HOSTS'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    rateLimits: rateLimits(env),
    storageCaps: {
      clientErrorMaxRows: env.CLIENT_ERROR_MAX_ROWS,
      clientErrorKeepDays: env.CLIENT_ERROR_KEEP_DAYS,
      captchaMaxRows: env.CAPTCHA_MAX_ROWS,
    },
    recycleFactor: env.RECYCLE_FACTOR,
    trade: loadTrade(env),
    purge: {
      noCoverDays: env.PURGE_AFTER_DAYS_NO_COVER,
      lifetimeMaxDays: env.PURGE_LIFETIME_MAX_DAYS,
      jobIntervalMs: env.PURGE_JOB_SECONDS * 1000,
    },
    recon: {
      hour: env.RECON_HOUR,
      catchUpDays: env.RECON_CATCH_UP_DAYS,
      jobIntervalMs: env.RECON_JOB_SECONDS * 1000,
    },
    payment: loadPayment(read, isProduction),
    tradeIn: {
      quoteWindowMs: env.TRADEIN_QUOTE_HOURS * HOUR,
      payWindowMs: env.TRADEIN_PAY_HOURS * HOUR,
      feeBps: env.TRADEIN_FEE_BPS,
    },
    rental: {
      commissionBps: env.RENTAL_COMMISSION_BPS,
      unpaidExpireMs: env.RENTAL_UNPAID_MINUTES * MIN,
      graceMs: env.RENTAL_GRACE_MINUTES * MIN,
      maxAdvanceMs: env.RENTAL_MAX_ADVANCE_DAYS * DAY,
      maxHours: env.RENTAL_MAX_HOURS,
      overnightStartHour: env.RENTAL_OVERNIGHT_START,
      overnightEndHour: env.RENTAL_OVERNIGHT_END,
      maxUnpaidPerRenter: env.RENTAL_MAX_UNPAID,
    },
    afterSale: {
      disputeAnswerMs: env.DISPUTE_ANSWER_HOURS * HOUR,
      disputeResumeMs: env.DISPUTE_RESUME_HOURS * HOUR,
      claimDecisionMs: env.CLAIM_DECISION_DAYS * DAY,
      disputeReplyMs: env.DISPUTE_REPLY_HOURS * HOUR,
      disputeDecideMs: env.DISPUTE_DECIDE_HOURS * HOUR,
      handoverSellerMs: env.HANDOVER_SELLER_HOURS * HOUR,
      deadlineJobIntervalMs: env.DEADLINE_JOB_SECONDS * 1000,
      ratingEditMs: env.RATING_EDIT_DAYS * DAY,
      offerAcceptedMs: env.OFFER_ACCEPTED_HOURS * HOUR,
      offerAnswerMs: env.OFFER_ANSWER_HOURS * HOUR,
      offerMinPct: env.OFFER_MIN_PCT,
    },
    notify: {
      wxTemplates: Object.fromEntries(
        NOTIFY_EVENT_NAMES.map((e) => [e, env[`WX_TMPL_${e.toUpperCase() as Uppercase<typeof e>}`]]),
      ) as NotifyConfig['wxTemplates'],
      ...loadWx(read),
      jobIntervalMs: env.NOTIFY_JOB_SECONDS * 1000,
    },
    alipayMp: loadAlipayMp(read),
  };
  return Object.freeze(cfg);
}
