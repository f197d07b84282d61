import { guaranteeChoices, guaranteeChoiceText, guaranteeForBuyer, GUARANTEE_TAGS } from '../src/utils/protection'

// what GET /api/rules answers (server/src/modules/rules/rules.ts, PROTECTION_NAMES)
const RULES = {
  'protection.basic': '30 天',
  'protection.basic.name': '基础包赔',
  'protection.a.name': '标准包赔',
  'protection.b.name': '至尊包赔',
}

// the free tier's spellings before issue 37: none may appear anywhere again
const OLD_SPELLINGS = /基础保障|基础包赔（卖家赠送）|卖家赠送基础包赔|免费包赔|赠送基础包赔|付费 ?A/

describe('one name per protection tier', () => {
  it('the sell form, its summary and the good page name the tiers as the server does', () => {
    const texts = [
      ...guaranteeChoices(RULES).flatMap((c) => [c.label, c.desc]),
      ...[0, 1, 2].map((v) => guaranteeChoiceText(v as 0 | 1 | 2, RULES)),
      ...[0, 1, 2].map((v) => guaranteeForBuyer(v, RULES)),
    ]
    for (const t of texts) expect(t).not.toMatch(OLD_SPELLINGS)
    expect(guaranteeForBuyer(2, RULES)).toBe('基础包赔，由卖家赠送')
    expect(guaranteeForBuyer(1, RULES)).toBe('须购买标准包赔或至尊包赔')
    expect(guaranteeChoices(RULES).find((c) => c.value === 2)?.desc).toContain('30 天')
  })

  it('a renamed tier is renamed on every page: the names are read, never written', () => {
    const renamed = { ...RULES, 'protection.basic.name': '新手包赔', 'protection.a.name': '一年包赔' }
    expect(guaranteeForBuyer(2, renamed)).toContain('新手包赔')
    expect(guaranteeForBuyer(0, renamed)).toContain('一年包赔')
    expect(
      guaranteeChoices(renamed)
        .map((c) => c.desc)
        .join(),
    ).toContain('新手包赔')
  })

  it("the seller's free cover is offered under the list card's tag, and the paid one is labelled with its tag", () => {
    expect(guaranteeChoiceText(2, RULES)).toBe(GUARANTEE_TAGS.given)
    expect(guaranteeChoices(RULES).find((c) => c.value === 1)?.desc).toContain(GUARANTEE_TAGS.buy)
  })
})
