import { Type } from 'typebox';
import { int, NO_MAX, optText, rate } from './schema-kit.js';

/** The business figures: trade, protection, trade-in, rental, after-sale, limits, caps (see env-schema.ts). */
export const BUSINESS_VARS = {
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
    description: '每个实例运行订单、租号、回收、保证金解冻等到期任务的间隔（秒；多实例安全）',
  }),
  // PIPL: personal data kept no longer than its purpose (issue 41 item 3, flows/purge-sealed.ts)
  PURGE_AFTER_DAYS_NO_COVER: int(7, 1, 3650, {
    group: 'trade',
    description:
      '无包赔的订单完成（或付款后退款、取消）多少天后清除其敏感数据（账号凭据、换绑登录、交接截图、含验证码/密码的聊天）',
  }),
  PURGE_LIFETIME_MAX_DAYS: int(1095, 1, 36500, {
    group: 'trade',
    description: '永久包赔的订单完成多少天后清除其敏感数据（买家注销账号时提前清除）；有期限的包赔在期满后清除',
  }),
  PURGE_JOB_SECONDS: int(600, 1, 86400, {
    group: 'trade',
    description: '每个实例运行敏感数据到期清除任务的间隔（秒；多实例安全，每单只清除一次）',
  }),
  // the seller reserve behind 包赔 (issue 42, flows/release-reserve.ts)
  SELLER_RESERVE_PERCENT: int(30, 0, 100, {
    group: 'trade',
    description:
      '有包赔的订单完成后，卖家货款中作为保证金冻结的比例（%）；找回赔付先从该订单的保证金中扣除。0 为不冻结',
  }),
  SELLER_RESERVE_DAYS: int(7, 1, 365, {
    group: 'trade',
    description: '保证金自订单完成起冻结的天数；期满且该订单没有处理中的找回申请时自动转为可提现',
  }),
  // daily payment reconciliation (issue 43 item 2, modules/recon)
  RECON_HOUR: int(10, 0, 23, {
    group: 'trade',
    description: '每天北京时间几点之后核对前一天的支付宝、微信支付账单（微信支付次日 9 点后才出账单）',
  }),
  RECON_CATCH_UP_DAYS: int(7, 1, 90, {
    group: 'trade',
    description: '对账最多补对最近多少天（停机期间错过的日子在重启后补对；更早的不再自动下载账单）',
  }),
  RECON_JOB_SECONDS: int(600, 10, 86400, {
    group: 'trade',
    description: '每个实例检查待对账日子的间隔（秒；多实例安全，每个渠道每天只对一次）',
  }),
  WITHDRAW_MIN_FEN: int(1000, 1, NO_MAX, { group: 'trade', description: '提现到支付宝的最低金额（分）' }),
  WITHDRAW_FEE_BPS: int(10, 0, 5000, { group: 'trade', description: '提现手续费（基点，10 = 0.1%）' }),
  WITHDRAW_FEE_MIN_FEN: int(10, 0, NO_MAX, { group: 'trade', description: '提现手续费的最低额（分）' }),
  // the staff handover's desk (queue, checklist with evidence) is not built yet: until it is, nothing
  // requires the mode and it costs nothing by default, so no buyer pays for a service nobody performs
  HANDOVER_STAFF_MIN_YUAN: int(0, 0, 1_000_000, {
    group: 'trade',
    description: '标价达到此金额（元）的商品须选择平台验号换绑；0（默认）为不按价格要求',
  }),
  HANDOVER_STAFF_GAMES: optText({
    group: 'trade',
    hint: '游戏标识（逗号分隔，如 wzry,ys）',
    defaultText: '不设：不按游戏要求',
    description: '这些游戏的商品一律须选择平台验号换绑',
  }),
  HANDOVER_STAFF_FEE_BPS: int(0, 0, 5000, {
    group: 'trade',
    description: '平台验号换绑的服务费（基点，占价格，100 = 1%），买家付款时支付；默认 0',
  }),
  HANDOVER_STAFF_FEE_MIN_YUAN: int(0, 0, 100_000, {
    group: 'trade',
    description: '平台验号换绑服务费的最低额（元）；默认 0',
  }),
  HANDOVER_SERVICE_HOURS: Type.String({
    default: '09:00-23:00',
    group: 'trade',
    hint: 'HH:MM-HH:MM（北京时间）',
    pattern: '^([01]\\d|2[0-3]):[0-5]\\d-(([01]\\d|2[0-3]):[0-5]\\d|24:00)$',
    mismatch: 'takes HH:MM-HH:MM (like 09:00-23:00)',
    description: '平台验号换绑的客服服务时间（北京时间），在后台交接队列中显示；结束早于开始表示跨夜',
  }),
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
  DISPUTE_REPLY_HOURS: int(48, 1, 24 * 30, {
    group: 'afterSale',
    description: '卖家答辩后买家回复的时限（小时）；逾期未回复按卖家答辩结案，货款结算给卖家',
  }),
  DISPUTE_DECIDE_HOURS: int(72, 1, 24 * 30, {
    group: 'afterSale',
    description: '纠纷交客服裁定后的裁定时限（小时）；逾期在运营后台升级为超时待办',
  }),
  CLAIM_DECISION_DAYS: int(15, 1, 365, {
    group: 'afterSale',
    description: '运营裁定找回理赔的期限（天），告知买家；逾期在运营后台升级为超时待办',
  }),
  HANDOVER_SELLER_HOURS: int(24, 1, 24 * 30, {
    group: 'afterSale',
    description: '平台验号换绑中客服接手后卖家须在订单聊天中回应的时限（小时）；逾期未回应取消订单并全额退款',
  }),
  DEADLINE_JOB_SECONDS: int(60, 1, 86400, {
    group: 'afterSale',
    description: '每个实例检查纠纷、理赔和验号换绑期限的间隔（秒；多实例安全，每个结果只执行一次）',
  }),
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
};
