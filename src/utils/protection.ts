import type { RuleTexts } from '../api/rules'

/**
 * What a listing's guarantee (isGuarantee) means, in the words every page uses.
 *
 * The tiers' names come from the server (GET /api/rules, `protection.*.name`, from PROTECTION_NAMES)
 * and nowhere else: the free tier once had five spellings across the pages (issue 37). Who pays
 * for a tier is said beside its name, never inside it. While the rules load, the sentence is worded
 * without the name.
 */
export type Guarantee = 0 | 1 | 2

/** The list card's tags (the server's deriveTags): the seller gives cover, or the buyer may buy it. */
export const GUARANTEE_TAGS = { given: '赠送包赔', buy: '可购包赔' } as const

type Names = Pick<Partial<RuleTexts>, 'protection.basic.name' | 'protection.a.name' | 'protection.b.name'>

const paidTiers = (r: Names | null | undefined) =>
  r?.['protection.a.name'] && r['protection.b.name'] ? `${r['protection.a.name']}或${r['protection.b.name']}` : '包赔'

/** The seller's three choices on the sell form, as label and explanation. */
export function guaranteeChoices(
  r: (Names & { 'protection.basic'?: string }) | null | undefined,
): { value: Guarantee; label: string; desc: string }[] {
  const basic = r?.['protection.basic.name'] ?? '基础包赔'
  const days = r?.['protection.basic'] ? `，${r['protection.basic']}找回保障` : ''
  return [
    { value: 0, label: '不提供', desc: `买家可自愿购买${paidTiers(r)}` },
    { value: 2, label: GUARANTEE_TAGS.given, desc: `买家免费获得${basic}${days}，更好卖` },
    { value: 1, label: '要求买家购买', desc: `买家须购买${paidTiers(r)}，商品标为“${GUARANTEE_TAGS.buy}”` },
  ]
}

/** The seller's choice in one short phrase (the sell form's summary). */
export function guaranteeChoiceText(v: Guarantee, r: Names | null | undefined): string {
  return guaranteeChoices(r).find((c) => c.value === v)?.label ?? ''
}

/** What the buyer gets, for the good's page: the free tier's name and who gives it, or which tiers may be bought. */
export function guaranteeForBuyer(v: number, r: Names | null | undefined): string {
  if (v === 2) return `${r?.['protection.basic.name'] ?? '找回包赔'}，由卖家赠送`
  if (v === 1) return `须购买${paidTiers(r)}`
  return `可购买${paidTiers(r)}`
}

/**
 * What a listing without the seller's original registration data offers (issue 41): the paid tiers
 * need it, so a listing that required one offers the free basic cover only until the seller adds it.
 * null when the data was given. The same words as the server's confirm page (registrationNote).
 */
export function registrationMissingText(
  g: { isGuarantee: number; hasRegistration: boolean },
  r?: Names | null,
): string | null {
  if (g.hasRegistration) return null
  // one name per tier (issue 37): the free tier by its configured name
  if (g.isGuarantee === 1) return `卖家未提供首次注册信息，仅可选${r?.['protection.basic.name'] ?? '基础包赔'}`
  return g.isGuarantee === 2 ? '卖家未提供首次注册信息，不可加购付费包赔' : '卖家未提供首次注册信息，不可选购付费包赔'
}

/** The good page's 【担保】 line: what the buyer gets, and what missing registration data takes away. */
export function guaranteeLine(g: { isGuarantee: number; hasRegistration: boolean }, r?: Names | null): string {
  const missing = registrationMissingText(g, r)
  // a listing that required a paid tier offers only the free one: the requirement no longer holds
  if (missing && g.isGuarantee === 1) return missing
  return missing ? `${guaranteeForBuyer(g.isGuarantee, r)}；${missing}` : guaranteeForBuyer(g.isGuarantee, r)
}
