/**
 * What the local moderation provider refuses, by category. Matched against the text's normalised
 * reading (NFKC, lower case, look-alikes mapped, spaces/punctuation/zero-width removed — see
 * `nameReadings`), so "加 微 信", "加ｖｘ" and "私-下-交-易" match too.
 *
 * The lists aim at what hurts buyers on a game-account marketplace (fraud patterns of the trade: trust and
 * anti-fraud): leading a trade off the platform, where escrow no longer protects anyone; fake
 * "fees" scammers ask for; and the categories every Chinese platform must keep out. They are short
 * on purpose: a word that is also normal game talk (解冻, 代练, 外挂 in a complaint) does not belong here.
 */
export type ModerationCategory =
  | 'offPlatform'
  | 'contact'
  | 'fraud'
  | 'gambling'
  | 'porn'
  | 'illegal'
  | 'abuse'
  // only WeChat's checker reports these
  | 'ads'
  | 'politics'
  | 'other';

export const CATEGORY_NAMES: Record<ModerationCategory, string> = {
  offPlatform: '引导站外交易',
  contact: '联系方式',
  fraud: '涉嫌诈骗',
  gambling: '赌博',
  porn: '色情低俗',
  illegal: '违法违禁',
  abuse: '辱骂',
  ads: '广告',
  politics: '时政敏感',
  other: '违规',
};

export const BLOCKED_WORDS: Partial<Record<ModerationCategory, readonly string[]>> = {
  // checked in this order: the categories no scene lets through come first
  gambling: ['赌博', '博彩', '赌场', '百家乐', '六合彩', '时时彩', '网赌'],
  porn: ['色情', '约炮', '裸聊', '黄网', '援交'],
  illegal: ['冰毒', '大麻', '代开发票', '洗钱', '出售身份证', '买卖身份证'],
  abuse: ['傻逼', '操你妈', '草泥马', '狗日的', '你妈死了'],
  offPlatform: [
    '加微信',
    '加我微信',
    '加v',
    '加vx',
    '加wx',
    '加qq',
    '加扣扣',
    '加企鹅',
    '私下交易',
    '私聊交易',
    '线下交易',
    '站外交易',
    '不走平台',
    '绕过平台',
    '微信转账',
    '支付宝转账',
    '直接转账',
    '转账给我',
    '扫码付款',
    '扫码支付',
    '微信联系',
    'qq联系',
  ],
  fraud: ['解冻费', '激活费', '缴纳保证金', '交保证金', '刷单返利', '刷单', '手续费另付', '冒充客服'],
};
