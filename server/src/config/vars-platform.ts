import { Type } from 'typebox';
import { bool, int, oneOf, optText, PEM, text, wxTemplate } from './schema-kit.js';

/** The platform's variables: server, keys and logins, SMS, payments, WeChat (see env-schema.ts). */
export const PLATFORM_VARS = {
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
  TEST_CLOCK: bool(false, {
    group: 'security',
    description:
      '测试部署可拨动的时钟：`true` 时开放仅客服可用的 `POST /api/test/clock`（快进或设定时间，全站与后台任务共用）；`NODE_ENV=production` 时拒绝启动',
  }),
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
  WX_TMPL_CONSULT_ANSWERED: wxTemplate('consult_answered', '商品咨询回复'),
  WX_TMPL_HANDOVER_UPDATE: wxTemplate('handover_update', '平台验号换绑进展（客服留言、交付新账号）'),
  WX_TMPL_RESERVE_UPDATE: wxTemplate('reserve_update', '货款保证金冻结、解冻'),
  WX_TMPL_DEADLINE_OUTCOME: wxTemplate('deadline_outcome', '期限到期的处理结果（退款、放款、转客服、取消）'),
  NOTIFY_JOB_SECONDS: int(5, 1, 3600, { group: 'wechat', description: '每个实例发送站外通知发件箱的间隔（秒）' }),
};
