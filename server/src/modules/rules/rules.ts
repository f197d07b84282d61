import type { AppConfig } from '../../config.js';
import { yuanText as yuan } from '../../lib/money.js';
import { gameByKey } from '../catalogue/index.js';

/**
 * Every duration, fee, percentage and limit a user reads, as the server is configured.
 *
 * The client and the content pages never state these figures themselves: they read this map
 * (GET /api/rules) or write `{{key}}` in content, which the notice service fills in from it. Changing
 * an environment variable therefore changes every text that mentions the figure.
 */
export const RULE_KEYS = [
  'trade.commission',
  'trade.unpaid',
  'trade.autoConfirm',
  'trade.maxUnpaid',
  'protection.basic',
  'protection.none.name',
  'protection.basic.name',
  'protection.a.name',
  'protection.a.rate',
  'protection.a.period',
  'protection.b.name',
  'protection.b.rate',
  'protection.b.period',
  'protection.b.cap',
  'dispute.answer',
  'dispute.resume',
  'dispute.reply',
  'dispute.decide',
  'claim.decision',
  'rating.edit',
  'offer.accepted',
  'offer.answer',
  'offer.minPct',
  'tradein.quote',
  'tradein.pay',
  'tradein.fee',
  'rental.commission',
  'rental.unpaid',
  'rental.grace',
  'rental.maxHours',
  'rental.maxAdvance',
  'rental.overnight',
  'withdraw.min',
  'withdraw.fee',
  'withdraw.feeMin',
  'reserve.percent',
  'reserve.days',
  'handover.staffMin',
  'handover.staffGames',
  'handover.fee',
  'handover.feeMin',
  'handover.seller',
] as const;
export type RuleKey = (typeof RULE_KEYS)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 500 bps → "5%", 10 bps → "0.1%" */
export function pct(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}

/** A period as people say it: whole days as 天 (365 as 1 年), whole hours as 小时, else 分钟. */
export function period(ms: number): string {
  if (ms >= DAY && ms % (365 * DAY) === 0) return `${ms / (365 * DAY)} 年`;
  if (ms >= DAY && ms % DAY === 0 && ms / HOUR >= 72) return `${ms / DAY} 天`;
  if (ms >= HOUR && ms % HOUR === 0) return `${ms / HOUR} 小时`;
  return `${Math.round(ms / MINUTE)} 分钟`;
}

function days(n: number): string {
  return period(n * DAY);
}

/**
 * The one name of each protection tier (issue 20: pages said 标准/至尊包赔 in one place and A/B 档 in
 * another; issue 37: the free tier had five spellings). The order options, the claims, the client
 * (GET /api/rules) and every content page (through `{{protection.basic.name}}` …) read these; who
 * pays for a tier is said beside its name, never inside it.
 */
export const PROTECTION_NAMES = {
  none: '不购买包赔',
  basic: '基础包赔',
  tierA: '标准包赔',
  tierB: '至尊包赔',
} as const;

/** A tier's cover period as every page writes it: "1 年", "30 天"; no end is 永久. */
export function protectionPeriod(d: number | null): string {
  return d === null ? '永久' : days(d);
}

/** The display text of every rule, from the configuration. */
export function ruleTexts(c: AppConfig): Record<RuleKey, string> {
  const p = c.trade.protection;
  const r = c.rental;
  const h = c.trade.handover;
  const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return {
    'trade.commission': pct(c.trade.commissionBps),
    'trade.unpaid': period(c.trade.unpaidExpireMs),
    'trade.autoConfirm': period(c.trade.autoConfirmMs),
    'trade.maxUnpaid': `${c.trade.maxUnpaidPerBuyer} 笔`,
    'protection.basic': days(p.basicDays),
    'protection.none.name': PROTECTION_NAMES.none,
    'protection.basic.name': PROTECTION_NAMES.basic,
    'protection.a.name': PROTECTION_NAMES.tierA,
    'protection.a.rate': pct(p.tierA.rateBps),
    'protection.a.period': protectionPeriod(p.tierA.days),
    'protection.b.name': PROTECTION_NAMES.tierB,
    'protection.b.rate': pct(p.tierB.rateBps),
    'protection.b.period': protectionPeriod(p.tierB.days),
    'protection.b.cap': `${p.tierB.capPct}%`,
    'dispute.answer': period(c.afterSale.disputeAnswerMs),
    'dispute.resume': period(c.afterSale.disputeResumeMs),
    'dispute.reply': period(c.afterSale.disputeReplyMs),
    'dispute.decide': period(c.afterSale.disputeDecideMs),
    'claim.decision': period(c.afterSale.claimDecisionMs),
    'rating.edit': period(c.afterSale.ratingEditMs),
    'offer.accepted': period(c.afterSale.offerAcceptedMs),
    'offer.answer': period(c.afterSale.offerAnswerMs),
    'offer.minPct': `${c.afterSale.offerMinPct}%`,
    'tradein.quote': period(c.tradeIn.quoteWindowMs),
    'tradein.pay': period(c.tradeIn.payWindowMs),
    'tradein.fee': pct(c.tradeIn.feeBps),
    'rental.commission': pct(r.commissionBps),
    'rental.unpaid': period(r.unpaidExpireMs),
    'rental.grace': period(r.graceMs),
    'rental.maxHours': `${r.maxHours} 小时`,
    'rental.maxAdvance': period(r.maxAdvanceMs),
    'rental.overnight': `${pad(r.overnightStartHour)}–次日${pad(r.overnightEndHour)}`,
    'withdraw.min': yuan(c.trade.withdraw.minFen),
    'withdraw.fee': pct(c.trade.withdraw.feeBps),
    'withdraw.feeMin': yuan(c.trade.withdraw.feeMinFen),
    // the seller reserve behind 包赔 (issue 42): the share held and for how long (the release job reads the same)
    'reserve.percent': `${c.trade.reserve.percent}%`,
    'reserve.days': period(c.trade.reserve.ms),
    // the staff handover (平台验号换绑): when it is required, and its fee
    'handover.staffMin': h.staffMinFen > 0 ? yuan(h.staffMinFen) : '不限',
    'handover.staffGames': h.staffGames.length ? h.staffGames.map((k) => gameByKey(k)?.name ?? k).join('、') : '无',
    'handover.fee': pct(h.feeBps),
    'handover.feeMin': yuan(h.feeMinFen),
    'handover.seller': period(c.afterSale.handoverSellerMs),
  };
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z.]+)\s*\}\}/g;

/**
 * What a page says for a site setting that is unset (no value, or a blank one): the privacy policy
 * and the agreements name the operator's contacts as `{{site.…}}`, and a reader must never see the
 * placeholder, an empty gap (「拨打客服电话 （）」) or an invented contact there (issue 37). The phrase
 * points to where the real one is published instead.
 */
export function siteUnsetPhrase(key: string): string {
  if (key === 'site.company') return '号市运营方';
  if (key === 'site.serviceHours') return '平台公布的服务时间';
  if (key === 'site.icp') return '平台公布的备案号';
  if (key.startsWith('site.address.')) return '平台公布的地址';
  return '平台公布的联系方式';
}

const isSiteKey = (key: string) => key.startsWith('site.');
const unsetSite = (texts: Record<string, string>, key: string) => isSiteKey(key) && !texts[key]?.trim();

/** `<a href="mailto:{{site.…}}">…</a>`: with the address unset there is nothing to link to. */
const MAILTO_LINK = /<a href="mailto:\{\{\s*([a-zA-Z.]+)\s*\}\}">([\s\S]*?)<\/a>/g;

/**
 * Fills `{{key}}` in content with the rule's text. An unknown rule key stays as written, so a typo
 * in an operator's edit shows up on the page instead of vanishing; a site setting that is unset
 * reads as a neutral phrase (siteUnsetPhrase), and a mail link to it as plain text.
 */
export function renderRules(text: string, texts: Record<string, string>): string {
  return text
    .replace(MAILTO_LINK, (m, key: string, inner: string) => (unsetSite(texts, key) ? inner : m))
    .replace(PLACEHOLDER, (m, key: string) => (unsetSite(texts, key) ? siteUnsetPhrase(key) : (texts[key] ?? m)));
}
