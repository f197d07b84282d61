import type { HandoverMode } from '../api/handover'
import type { RuleTexts } from '../api/rules'
import { formatYuan } from './format'

/** The two modes' names, as the server names them (sureOrder and the order pages say the same). */
export const HANDOVER_MODE_NAMES: Record<HandoverMode, string> = { self: '自助交接', staff: '平台验号换绑' }

/** The handover rules as GET /api/rules words them (staffMin '¥500.00' or '不限', staffGames names or '无'). */
export type HandoverRules = Pick<
  Partial<RuleTexts>,
  'handover.staffMin' | 'handover.staffGames' | 'handover.fee' | 'handover.feeMin'
>

/** A money figure as the rules write it ('¥1,000.00') in fen; null for anything else ('不限'). */
export function yuanTextToFen(text: string | undefined): number | null {
  const m = /^¥([\d,]+)(?:\.(\d{1,2}))?$/.exec((text ?? '').trim())
  if (!m) return null
  return Number(m[1].replace(/,/g, '')) * 100 + Number((m[2] ?? '0').padEnd(2, '0'))
}

/** A rate as the rules write it ('1.5%') in basis points; null when it is not one. */
export function pctTextToBps(text: string | undefined): number | null {
  const m = /^(\d+(?:\.\d+)?)%$/.exec((text ?? '').trim())
  return m ? Math.round(Number(m[1]) * 100) : null
}

/**
 * Why the operators' rules require 平台验号换绑 for this listing, or null: the price rule first,
 * then the game rule, as the server checks them on submit (it refuses a 自助交接 listing with its
 * own message; the form says why before that). Null while the rules load: the server still decides.
 */
export function staffRequiredReason(
  r: HandoverRules | null | undefined,
  priceFen: number | null,
  gameName: string,
): string | null {
  const min = yuanTextToFen(r?.['handover.staffMin'])
  if (min !== null && min > 0 && priceFen !== null && priceFen >= min)
    return `平台规定价格在${r?.['handover.staffMin']}及以上的商品须由平台验号换绑`
  const games = r?.['handover.staffGames']
  if (games && games !== '无' && games.split('、').includes(gameName))
    return `平台规定${gameName}的商品须由平台验号换绑`
  return null
}

/** The buyer's fee for the staff mode at this price, in fen (the server's rule: the rate, at least the minimum). */
export function handoverFeeFen(r: HandoverRules | null | undefined, priceFen: number): number | null {
  const bps = pctTextToBps(r?.['handover.fee'])
  const min = yuanTextToFen(r?.['handover.feeMin'])
  if (bps === null || min === null) return null
  return Math.max(Math.round((priceFen * bps) / 10_000), min)
}

/**
 * Who pays what for 平台验号换绑, in one phrase: free when no fee is configured, else the rate and
 * its minimum (and the amount at the given price). Worded without the figure while the rules load.
 */
export function handoverFeeText(r: HandoverRules | null | undefined, priceFen?: number | null): string {
  const bps = pctTextToBps(r?.['handover.fee'])
  const min = yuanTextToFen(r?.['handover.feeMin'])
  if (bps === null || min === null) return '服务费由买家支付，金额在下单时显示'
  if (bps === 0 && min === 0) return '本服务免费'
  const parts = bps > 0 ? `成交价的${r?.['handover.fee']}${min > 0 ? `，最低${r?.['handover.feeMin']}` : ''}` : ''
  const base = parts ? `买家支付服务费（${parts}）` : `买家支付服务费${r?.['handover.feeMin']}`
  const at = priceFen ? handoverFeeFen(r, priceFen) : null
  return at !== null && bps > 0 ? `${base}，按当前价格为${formatYuan(at)}` : base
}

/** The seller's two choices on the sell form, each with its one-line explanation. */
export function handoverChoices(
  r: HandoverRules | null | undefined,
  priceFen: number | null,
): { value: HandoverMode; label: string; desc: string }[] {
  return [
    {
      value: 'self',
      label: HANDOVER_MODE_NAMES.self,
      desc: '买家付款后查看您提供的账号信息，双方在订单聊天中完成换绑',
    },
    {
      value: 'staff',
      label: HANDOVER_MODE_NAMES.staff,
      desc: `官方客服登录验号，按本游戏的检查项逐项核对并换绑手机、邮箱、实名；${handoverFeeText(r, priceFen)}`,
    },
  ]
}
