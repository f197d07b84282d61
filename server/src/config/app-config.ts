import type { TrustProxy } from '../lib/client-address.js';

/**
 * The shape of the server's settings (AppConfig) as the modules use it. config.ts builds it from
 * the environment, through the variables declared in env-schema.ts.
 */

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
  /** TEST_CLOCK: the app's clock may be moved through POST /api/test/clock (test deployments; production refuses) */
  testClock: boolean;
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
  /** when an order's sealed data has outlived its purpose (flows/purge-sealed.ts) */
  purge: PurgeConfig;
  /** the daily reconciliation of the providers' bills (modules/recon) */
  recon: ReconConfig;
  payment: PaymentConfig;
  tradeIn: TradeInConfig;
  rental: RentalConfig;
  afterSale: AfterSaleConfig;
  notify: NotifyConfig;
  /** the Alipay mini-program's phone-number login (ALIPAY_AES_KEY); null: not offered */
  alipayMp: AlipayMpConfig | null;
}

/** Rental (租号) figures; defaults follow what rental platforms publish (docs/configuration.md lists them). */
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

/** Periods of the after-sale flows (issue 8); docs/configuration.md lists the defaults. */
export interface AfterSaleConfig {
  /** the seller's time to answer a dispute */
  disputeAnswerMs: number;
  /** after a dispute is withdrawn the buyer gets at least this long before auto-confirm */
  disputeResumeMs: number;
  /** the operators' deadline for a recovery claim, shown to the buyer; past it the claim escalates */
  claimDecisionMs: number;
  /** after the seller's answer, the buyer's time to reply; a silent buyer → released to the seller */
  disputeReplyMs: number;
  /** once a dispute waits for an operator, the time to decide; past it the dispute escalates */
  disputeDecideMs: number;
  /** a staff handover: the seller's time to respond in the order chat after staff took the case */
  handoverSellerMs: number;
  /** how often each instance runs the deadline job (flows/deadlines.ts) */
  deadlineJobIntervalMs: number;
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
  'consult_answered',
  'handover_update',
  'reserve_update',
  'deadline_outcome',
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

/** Escrow figures (docs/configuration.md lists the defaults). */
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
  /** the seller reserve of covered orders: this share of the income held for this long after completion */
  reserve: { percent: number; ms: number };
  handover: HandoverConfig;
}

/** The purge of sealed data whose purpose ended (PIPL): the windows without tier days, and the job's interval. */
export interface PurgeConfig {
  /** after an uncovered completion, or a refund / cancellation after payment */
  noCoverDays: number;
  /** lifetime cover: after this many days from completion, or on the buyer's account deletion */
  lifetimeMaxDays: number;
  jobIntervalMs: number;
}

/** Daily reconciliation: after which Beijing hour yesterday's bills are compared, how far back a restart catches up. */
export interface ReconConfig {
  hour: number;
  catchUpDays: number;
  jobIntervalMs: number;
}

/** The staff-mediated handover (平台验号换绑): when operators require it, and its fee. */
export interface HandoverConfig {
  /** a listing priced at or above this must use the staff mode; 0: no price rule */
  staffMinFen: number;
  /** game keys whose listings always use the staff mode */
  staffGames: readonly string[];
  /** the fee, basis points of the price (100 = 1%), paid by the buyer with the order */
  feeBps: number;
  /** the fee's minimum */
  feeMinFen: number;
  /** when staff work the handover queue, Beijing time, minutes since midnight (to < from: overnight) */
  serviceHours: { text: string; fromMin: number; toMin: number };
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

/** The Alipay mini-program's content encryption: what my.getPhoneNumber hands back is sealed with it. */
export interface AlipayMpConfig {
  /** the app's AES key (AES-128/192/256-CBC, zero IV), from 开发设置 → 接口内容加密方式 */
  aesKey: Buffer;
  /** Alipay's public key (PEM) that signs the encrypted answer */
  alipayPublicKey: string;
}
