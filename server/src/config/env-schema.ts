import { Type, type Static, type TSchema } from 'typebox';

/**
 * Every environment variable the server reads, in one table (issue 39): its type, default, limits
 * and a Chinese description. `readEnv` (env.ts) turns the strings into these types and refuses a
 * value out of bounds; `loadConfig` (config.ts) builds AppConfig from the result and adds the rules
 * that span variables (a provider's variables all or none, production refusals). The README's
 * configuration table is generated from here (`npm run gen:config-doc`) and a test fails when stale.
 *
 * Options beside the JSON-schema keywords, read by env.ts and doc.ts:
 * - `group`: the README section; `defaultText`: the default when it depends on the environment;
 * - `production`: what a production start does differently; `hint`: what kind of text a string is;
 * - `mismatch`: the refusal when a string does not match `pattern`; `window`: a rate limit's period.
 */

/** The README's sections, in order, each with what holds for all its variables. */
export const GROUPS = {
  server: { title: '服务、数据与日志' },
  security: { title: '密钥与登录' },
  sms: {
    title: '短信（阿里云）',
    note: '`SMS_PROVIDER=aliyun` 时缺少前四项中的任何一项都拒绝启动，并说出缺的是哪几项。',
  },
  payment: {
    title: '支付（支付宝、微信支付）',
    note: '`ALIPAY_*`、`WXPAY_*` 各自要么全设、要么不设；设了任何一家都必须设 `PUBLIC_BASE_URL`。',
  },
  wechat: { title: '微信小程序与通知' },
  trade: { title: '交易、包赔与提现' },
  tradein: { title: '竞价回收' },
  rental: { title: '租号' },
  afterSale: { title: '售后：纠纷、找回、评价、议价' },
  limits: {
    title: '限频',
    note: '每条规则在时段内允许的次数；按地址计数时，IPv6 客户端按 /64 网段计。',
  },
  storage: { title: '匿名可写的表的上限', note: '超出上限时最旧的行先删。' },
} as const satisfies Record<string, { title: string; note?: string }>;
export type Group = keyof typeof GROUPS;

export const RATE_WINDOWS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;
export type RateWindow = keyof typeof RATE_WINDOWS;
const WINDOW_TEXT: Record<RateWindow, string> = { minute: '每分钟', hour: '每小时', day: '每天' };

type Doc = {
  /** 中文说明 */
  description: string;
  group: Group;
  /** the default as the README states it, when no fixed value is (it depends on the environment) */
  defaultText?: string;
  /** what a production start (NODE_ENV=production) does differently */
  production?: string;
};

/** No upper bound: the refusal message has always named this number. */
const NO_MAX = Number.MAX_SAFE_INTEGER;

const int = (dflt: number, minimum: number, maximum: number, doc: Doc) =>
  Type.Integer({ default: dflt, minimum, maximum, ...doc });
const bool = (dflt: boolean, doc: Doc) => Type.Boolean({ default: dflt, ...doc });
const text = (dflt: string, doc: Doc & { hint?: string }) => Type.String({ default: dflt, ...doc });
/** a string without a default: unset is `undefined` */
const optText = (doc: Doc & { hint?: string }) => Type.Optional(Type.String(doc));
const oneOf = <const T extends string[]>(values: readonly [...T], dflt: T[number], doc: Doc) =>
  Type.Enum(values, { default: dflt, ...doc });
const rate = (max: number, window: RateWindow, description: string) =>
  Type.Integer({
    default: max,
    minimum: 1,
    maximum: NO_MAX,
    window,
    description: `${WINDOW_TEXT[window]}${description}`,
    group: 'limits',
  });
const wxTemplate = (event: string, description: string) =>
  Type.String({
    default: `demo_${event}`,
    pattern: '^[A-Za-z0-9_-]{1,64}$',
    mismatch: 'is not a template id',
    hint: '模板 ID',
    description: `${description}的订阅消息模板 ID（小程序后台取得）`,
    group: 'wechat',
  });

const PEM = 'PEM 文本（可写 `\\n`）或文件路径';

export const EnvSchema = Type.Object({
  // —— 服务、数据与日志
  NODE_ENV: text('development', {
    group: 'server',
    description: '`production` 打开生产环境的检查与拒绝启动规则；`test` 时日志默认静默',
  }),
  PORT: int(3000, 0, 65535, { group: 'server', description: 'API 与 H5 站点监听的端口' }),
  HOST: text('0.0.0.0', { group: 'server', description: '监听的地址' }),
  DATABASE_URL: optText({
    group: 'server',
    hint: 'PostgreSQL 连接串',
    defaultText: '不设：内嵌 PGlite',
    description: '设置后可运行任意多个无状态实例',
  }),
  DATA_DIR: text('data', {
    group: 'server',
    hint: '路径（相对仓库根目录）',
    description: 'PGlite 数据、上传文件，以及内嵌模式生成的数据密钥',
  }),
  H5_DIST: text('dist/h5', {
    group: 'server',
    hint: '路径（相对仓库根目录）',
    description: '服务端托管的 H5 构建产物',
  }),
  REDIS_URL: optText({
    group: 'server',
    hint: 'Redis 地址',
    defaultText: '不设：进程内存',
    description: '多个实例共享限频计数与商品目录缓存',
  }),
  LISTING_INDEX: bool(true, {
    group: 'server',
    description: '商品列表由各实例内存中的列表索引回答；`false` 时每次查数据库',
  }),
  IMAGE_CONCURRENCY: int(2, 1, 64, { group: 'server', description: '同时解码、重新编码的上传图片数，其余排队' }),
  LOG_LEVEL: optText({
    group: 'server',
    hint: 'pino 日志级别',
    defaultText: '`info`（`NODE_ENV=test` 时 `silent`）',
    description: '令牌、密码、验证码和身份证号从不写入日志；每个请求一行',
  }),
  LOG_FORMAT: Type.Optional(
    Type.Enum(['json', 'pretty'], {
      group: 'server',
      defaultText: '终端中 `pretty`，否则 `json`',
      description: '`pretty` 每条一短行；`json` 为 pino 的 JSON 行，供日志收集',
    }),
  ),
  TRUST_PROXY: optText({
    group: 'server',
    hint: '跳数 1–10，或代理地址/网段（逗号分隔）',
    defaultText: '不设：没有代理',
    description: '哪些代理可以在 `X-Forwarded-For`/`-Proto` 中说明客户端；`true` 拒绝启动',
  }),
  CONTENT_LINK_HOSTS: optText({
    group: 'server',
    hint: '主机名（逗号分隔）',
    defaultText: '不设：不允许外链',
    description: '内容页和公告中的 `https://` 链接可指向的主机，其他链接在清洗时去掉',
  }),

  // —— 密钥与登录
  DATA_KEY: optText({
    group: 'security',
    hint: '32 字节 base64',
    defaultText: '内嵌模式生成到 `DATA_DIR/secret.key`',
    production: '设置了 `DATABASE_URL` 时必须提供',
    description: '加密凭据和身份证号的 AES-256-GCM 密钥；所有实例必须相同',
  }),
  DATA_KEY_OLD: optText({
    group: 'security',
    hint: 'base64 密钥（逗号分隔）',
    defaultText: '不设（内嵌模式轮换期间读 `DATA_DIR/secret.key.old`）',
    description: '轮换前的旧密钥，只用来打开旧的密文；新值总用 `DATA_KEY` 加密',
  }),
  CAPTCHA_ENABLED: bool(true, { group: 'security', description: '密码登录的图形验证码' }),
  TOKEN_TTL_DAYS: int(7, 1, 365, { group: 'security', description: '会话有效天数，使用时续期' }),
  SESSION_MAX_DAYS: int(30, 1, 3650, {
    group: 'security',
    description: '登录满这么多天后会话结束，无论是否在用（页面提示 登录已超时，请重新登录）',
  }),
  SEED_DEMO: Type.Optional(
    Type.Boolean({
      group: 'security',
      defaultText: '内嵌模式 `true`',
      production: '`false`；设为 `true` 拒绝启动',
      description: '首次启动写入演示用户与内容（演示密码公开）；`npm run purge-demo` 删除',
    }),
  ),
  REALNAME_PROVIDER: oneOf(['local'], 'local', {
    group: 'security',
    production: '启动时提醒它不核对姓名',
    description: '实名认证：校验身份证号的格式、校验位和年龄',
  }),

  // —— 短信（阿里云）
  SMS_PROVIDER: oneOf(['console', 'memory', 'aliyun'], 'console', {
    group: 'sms',
    production: '只接受 `aliyun`',
    description: '`aliyun` 发阿里云短信；`console` 把验证码写进日志；`memory` 供测试',
  }),
  ALIYUN_SMS_ACCESS_KEY_ID: optText({
    group: 'sms',
    defaultText: '`SMS_PROVIDER=aliyun` 时必填',
    description: '有 `dysms:SendSms` 权限的 AccessKey（最好是只有此权限的 RAM 用户）',
  }),
  ALIYUN_SMS_ACCESS_KEY_SECRET: optText({
    group: 'sms',
    defaultText: '`SMS_PROVIDER=aliyun` 时必填',
    description: '上述 AccessKey 的密钥',
  }),
  ALIYUN_SMS_SIGN_NAME: optText({
    group: 'sms',
    defaultText: '`SMS_PROVIDER=aliyun` 时必填',
    description: '已审核的短信签名，显示为每条短信前的【…】',
  }),
  ALIYUN_SMS_TEMPLATE_CODE: optText({
    group: 'sms',
    hint: '模板号 `SMS_…`',
    defaultText: '`SMS_PROVIDER=aliyun` 时必填',
    description: '验证码模板（变量 `${code}`），登录、注册、改密、注销共用',
  }),
  ALIYUN_SMS_TEMPLATE_CODE_LOGIN: optText({
    group: 'sms',
    hint: '模板号 `SMS_…`',
    defaultText: '不设：用共用模板',
    description: '登录验证码自己的模板',
  }),
  ALIYUN_SMS_TEMPLATE_CODE_REGISTER: optText({
    group: 'sms',
    hint: '模板号 `SMS_…`',
    defaultText: '不设：用共用模板',
    description: '注册验证码自己的模板',
  }),
  ALIYUN_SMS_TEMPLATE_CODE_RESET: optText({
    group: 'sms',
    hint: '模板号 `SMS_…`',
    defaultText: '不设：用共用模板',
    description: '重置密码验证码自己的模板',
  }),
  ALIYUN_SMS_TEMPLATE_CODE_CANCEL: optText({
    group: 'sms',
    hint: '模板号 `SMS_…`',
    defaultText: '不设：用共用模板',
    description: '注销账号验证码自己的模板',
  }),
  ALIYUN_SMS_NOTIFY_TEMPLATE_CODE: optText({
    group: 'sms',
    hint: '模板号 `SMS_…`',
    defaultText: '不设：交易通知不发短信',
    production: '不设时启动提醒',
    description: '交易通知模板（变量 `${content}`，约 60 字）；不设时只走微信订阅消息',
  }),
  ALIYUN_SMS_ENDPOINT: text('https://dysmsapi.aliyuncs.com/', {
    group: 'sms',
    hint: 'https 地址',
    description: '调用 `SendSms` 的地址；明文 http 只许 127.0.0.1（测试的假服务）',
  }),
  ALIYUN_SMS_TIMEOUT_MS: int(5000, 100, 60_000, {
    group: 'sms',
    description: '发送超过这么多毫秒算失败，用户看到 短信发送失败，请稍后重试',
  }),

  // —— 支付
  PUBLIC_BASE_URL: optText({
    group: 'payment',
    hint: '站点源，如 `https://haoshi.example.com`',
    description: '站点的绝对地址；配置支付宝或微信支付时必填（回调与返回地址）',
  }),
  PAY_SANDBOX: Type.Optional(
    Type.Boolean({
      group: 'payment',
      defaultText: '没有 `ALIPAY_*`/`WXPAY_*` 时开启',
      production: '关闭；设为 `true` 拒绝启动',
      description: '沙箱收银台代为执行支付宝/微信支付（标“演示”，不扣款）；与真实密钥同设拒绝启动',
    }),
  ),
  ALIPAY_APP_ID: optText({
    group: 'payment',
    description: '支付宝应用 ID（H5 `alipay.trade.wap.pay`，小程序 `alipay.trade.create`）',
  }),
  ALIPAY_PRIVATE_KEY: optText({ group: 'payment', hint: PEM, description: '应用私钥' }),
  ALIPAY_PUBLIC_KEY: optText({
    group: 'payment',
    hint: PEM,
    description: '支付宝公钥，验证通知签名',
  }),
  ALIPAY_GATEWAY: text('https://openapi.alipay.com/gateway.do', {
    group: 'payment',
    hint: 'URL',
    description: '支付宝网关（测试指向本地假服务）',
  }),
  ALIPAY_AES_KEY: optText({
    group: 'payment',
    hint: 'base64（16、24 或 32 字节）',
    defaultText: '不设：不提供',
    description: '支付宝小程序一键登录：解密 `my.getPhoneNumber` 结果的内容加密密钥',
  }),
  ALIPAY_MP_PUBLIC_KEY: optText({
    group: 'payment',
    hint: PEM,
    defaultText: '不设：用 `ALIPAY_PUBLIC_KEY`',
    description: '验证一键登录结果签名的支付宝公钥（小程序与支付不是同一应用时）',
  }),
  WXPAY_APP_ID: optText({
    group: 'payment',
    description: '微信支付 v3 JSAPI：付款的小程序的 AppID',
  }),
  WXPAY_APP_SECRET: optText({
    group: 'payment',
    description: '小程序 AppSecret，用 `jscode2session` 取付款人的 openid',
  }),
  WXPAY_MCH_ID: optText({ group: 'payment', description: '商户号' }),
  WXPAY_MCH_SERIAL_NO: optText({ group: 'payment', description: '商户 API 证书序列号' }),
  WXPAY_PRIVATE_KEY: optText({ group: 'payment', hint: PEM, description: '商户 API 私钥' }),
  WXPAY_API_V3_KEY: optText({
    group: 'payment',
    hint: '32 个字符',
    description: 'APIv3 密钥，解密通知内容',
  }),
  WXPAY_PLATFORM_CERT: optText({
    group: 'payment',
    hint: PEM,
    description: '微信支付平台证书，验证通知；或改设下面两项',
  }),
  WXPAY_PLATFORM_PUBLIC_KEY: optText({ group: 'payment', hint: PEM, description: '微信支付公钥' }),
  WXPAY_PLATFORM_PUBLIC_KEY_ID: optText({ group: 'payment', description: '微信支付公钥 ID' }),
  WXPAY_API_BASE: text('https://api.mch.weixin.qq.com', {
    group: 'payment',
    hint: 'URL',
    description: '微信支付 API 地址（测试指向本地假服务）',
  }),

  // —— 微信小程序与通知
  WX_MP_APP_ID: optText({
    group: 'wechat',
    defaultText: '不设：用 `WXPAY_APP_ID`',
    description: '小程序服务端接口：订阅消息，以及用户文字的 `msgSecCheck` 内容安全检查',
  }),
  WX_MP_APP_SECRET: optText({
    group: 'wechat',
    defaultText: '不设：用 `WXPAY_APP_SECRET`',
    description: '与 `WX_MP_APP_ID` 一起设置；都不设时只用本地词表',
  }),
  WX_API_BASE: text('https://api.weixin.qq.com', {
    group: 'wechat',
    hint: 'URL',
    description: '微信服务端接口地址（通知、内容安全、openid 共用；测试指向本地假服务）',
  }),
  WX_PUSH_TOKEN: optText({
    group: 'wechat',
    defaultText: '不设：没有推送入口',
    description: '消息推送令牌；推送地址 `PUBLIC_BASE_URL/api/wx/push`，图片异步审核结果由此送达',
  }),
  WX_TMPL_PAYMENT_RECEIVED: wxTemplate('payment_received', '买家付款'),
  WX_TMPL_HANDOVER_STARTED: wxTemplate('handover_started', '开始交接'),
  WX_TMPL_DISPUTE_OPENED: wxTemplate('dispute_opened', '纠纷发起'),
  WX_TMPL_DISPUTE_ANSWERED: wxTemplate('dispute_answered', '纠纷答复'),
  WX_TMPL_CLAIM_DECIDED: wxTemplate('claim_decided', '找回理赔裁定'),
  WX_TMPL_WITHDRAW_PAID: wxTemplate('withdraw_paid', '提现到账'),
  NOTIFY_JOB_SECONDS: int(5, 1, 3600, { group: 'wechat', description: '每个实例发送站外通知发件箱的间隔（秒）' }),

  // —— 交易、包赔与提现
  TRADE_COMMISSION_BPS: int(500, 0, 5000, { group: 'trade', description: '每笔成交的平台佣金（基点，500 = 5%）' }),
  PROTECT_BASIC_DAYS: int(30, 1, 36500, { group: 'trade', description: '基础包赔（免费）的天数' }),
  PROTECT_A_BPS: int(1000, 0, 10000, { group: 'trade', description: '标准包赔的费率（基点，占价格）' }),
  PROTECT_A_DAYS: int(365, 1, 36500, { group: 'trade', description: '标准包赔的天数' }),
  PROTECT_B_BPS: int(2000, 0, 10000, { group: 'trade', description: '至尊包赔的费率（基点，占价格）' }),
  PROTECT_B_DAYS: int(0, 0, 36500, { group: 'trade', description: '至尊包赔的天数；0 为永久' }),
  PROTECT_B_CAP_PCT: int(150, 100, 1000, { group: 'trade', description: '至尊包赔连同补差最多赔到价格的百分之几' }),
  ORDER_UNPAID_MINUTES: int(15, 1, 24 * 60, { group: 'trade', description: '未付款订单多少分钟后关闭' }),
  ORDER_AUTO_CONFIRM_HOURS: int(72, 1, 24 * 60, { group: 'trade', description: '付款后多少小时自动确认收货' }),
  ORDER_MAX_UNPAID: int(3, 1, 100, {
    group: 'trade',
    description: '一个买家同时可有的未付款订单数（每笔锁住一件商品）',
  }),
  TRADE_JOB_SECONDS: int(20, 1, 3600, {
    group: 'trade',
    description: '每个实例运行订单、租号、回收到期任务的间隔（秒；多实例安全）',
  }),
  WITHDRAW_MIN_FEN: int(1000, 1, NO_MAX, { group: 'trade', description: '提现到支付宝的最低金额（分）' }),
  WITHDRAW_FEE_BPS: int(10, 0, 5000, { group: 'trade', description: '提现手续费（基点，10 = 0.1%）' }),
  WITHDRAW_FEE_MIN_FEN: int(10, 0, NO_MAX, { group: 'trade', description: '提现手续费的最低额（分）' }),
  RECYCLE_FACTOR: Type.Number({
    default: 0.7,
    exclusiveMinimum: 0,
    maximum: 1,
    group: 'trade',
    description: '回收参考价 = 成交价中位数 × 此系数（商家低于转卖价收购）',
  }),

  // —— 竞价回收
  TRADEIN_QUOTE_HOURS: int(24, 1, 24 * 30, { group: 'tradein', description: '商家报价的时长（小时）' }),
  TRADEIN_PAY_HOURS: int(24, 1, 24 * 30, { group: 'tradein', description: '被接受的商家付款的时限（小时）' }),
  TRADEIN_FEE_BPS: int(300, 0, 5000, { group: 'tradein', description: '对被接受报价收取的平台费（基点，300 = 3%）' }),

  // —— 租号
  RENTAL_COMMISSION_BPS: int(1000, 0, 5000, { group: 'rental', description: '租金的平台佣金（基点；押金不收）' }),
  RENTAL_UNPAID_MINUTES: int(15, 1, 24 * 60, { group: 'rental', description: '未付款租单多少分钟后关闭' }),
  RENTAL_GRACE_MINUTES: int(120, 0, 30 * 24 * 60, {
    group: 'rental',
    description: '租期结束后运营仍可记录违规的分钟数，之后退还押金',
  }),
  RENTAL_MAX_ADVANCE_DAYS: int(7, 1, 90, { group: 'rental', description: '起租时间最多可提前几天预订' }),
  RENTAL_MAX_HOURS: int(72, 1, 24 * 30, { group: 'rental', description: '按小时租的最长时数' }),
  RENTAL_OVERNIGHT_START: int(22, 12, 23, { group: 'rental', description: '包夜从几点开始（北京时间）' }),
  RENTAL_OVERNIGHT_END: int(8, 1, 12, { group: 'rental', description: '包夜到次日几点结束（北京时间）' }),
  RENTAL_MAX_UNPAID: int(3, 1, 100, {
    group: 'rental',
    description: '一个租客同时可有的未付款租单数（每笔占住一段时间）',
  }),

  // —— 售后
  DISPUTE_ANSWER_HOURS: int(48, 1, 24 * 30, { group: 'afterSale', description: '卖家答复纠纷的时限（小时）' }),
  DISPUTE_RESUME_HOURS: int(24, 1, 24 * 30, {
    group: 'afterSale',
    description: '纠纷撤回后买家至少还有这么多小时才自动确认收货',
  }),
  CLAIM_DECISION_DAYS: int(15, 1, 365, { group: 'afterSale', description: '运营裁定找回理赔的期限（天），告知买家' }),
  RATING_EDIT_DAYS: int(7, 0, 365, { group: 'afterSale', description: '买家可修改评价的天数' }),
  OFFER_ACCEPTED_HOURS: int(24, 1, 24 * 30, { group: 'afterSale', description: '议价被接受后须在多少小时内下单' }),
  OFFER_ANSWER_HOURS: int(48, 1, 24 * 30, { group: 'afterSale', description: '待答复或还价的议价等待多少小时' }),
  OFFER_MIN_PCT: int(50, 1, 100, { group: 'afterSale', description: '最低出价占标价的百分比' }),

  // —— 限频
  RATE_PASSWORD_LOGIN_IP: rate(10, 'minute', '每个地址的密码登录次数'),
  RATE_REGISTER_IP: rate(5, 'hour', '每个地址的注册次数'),
  RATE_REALNAME_USER: rate(5, 'day', '每个用户的实名认证次数'),
  RATE_SMS_PHONE_TYPE: rate(1, 'minute', '每个手机号每种验证码的短信数'),
  RATE_SMS_PHONE_DAY: rate(10, 'day', '每个手机号的短信数'),
  RATE_SMS_IP: rate(20, 'hour', '每个地址的短信数'),
  RATE_CONSIGN_USER: rate(20, 'hour', '每个用户的寄售发布次数'),
  RATE_UPLOAD_USER: rate(300, 'hour', '每个用户上传的图片数'),
  RATE_PROBLEM_USER: rate(10, 'hour', '每个用户的提问与反馈数'),
  // checkAccount answers "is this ours?" for exact identifiers only; the limit stops walking number ranges
  RATE_CHECK_ACCOUNT_IP: rate(30, 'minute', '每个地址的验号（checkAccount）次数'),
  // render-error reports from page boundaries: enough for a real bug on a few pages, not a flood
  RATE_CLIENT_ERROR_IP: rate(30, 'hour', '每个地址的前端错误报告数'),
  // every picture is a row (read back by any instance): a login page refreshes it a few times a minute
  RATE_CAPTCHA_IP: rate(30, 'minute', '每个地址的图形验证码张数'),
  RATE_REPORT_USER: rate(10, 'hour', '每个用户的举报数'),
  RATE_APPRAISAL_USER: rate(20, 'hour', '每个用户的估价次数'),
  RATE_ORDER_CREATE_USER: rate(30, 'hour', '每个用户的下单次数'),
  RATE_PAY_CREATE_USER: rate(60, 'hour', '每个用户发起支付的次数'),
  RATE_CHAT_USER: rate(30, 'minute', '每个用户的订单聊天消息数'),
  RATE_REVEAL_USER: rate(30, 'hour', '每个用户查看账号资料的次数'),
  RATE_RENTAL_CREATE_USER: rate(30, 'hour', '每个用户的租号下单次数'),
  RATE_WITHDRAW_USER: rate(10, 'day', '每个用户的提现次数'),

  // —— 匿名可写的表的上限
  CLIENT_ERROR_MAX_ROWS: int(10_000, 1, 10_000_000, {
    group: 'storage',
    description: '最多保留的前端错误报告条数，超出删最旧的',
  }),
  CLIENT_ERROR_KEEP_DAYS: int(30, 1, 3650, { group: 'storage', description: '前端错误报告最多保留的天数' }),
  CAPTCHA_MAX_ROWS: int(50_000, 1, 10_000_000, {
    group: 'storage',
    description: '等待作答的图形验证码最多条数（过期的先清；超出删最旧的，页面重新取）',
  }),
});

/** The environment after `readEnv`: numbers, booleans and enums parsed, defaults filled in. */
export type Env = Static<typeof EnvSchema>;
export type EnvName = keyof Env;

/** The schema of one variable with the options above (what env.ts and doc.ts read). */
export type VarSchema = TSchema & {
  type?: string;
  enum?: readonly string[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  mismatch?: string;
  description: string;
  group: Group;
  defaultText?: string;
  production?: string;
  hint?: string;
  window?: RateWindow;
};

export const ENV_VARS = EnvSchema.properties as unknown as Record<EnvName, VarSchema>;
