import { useEffect, useState } from 'react'
import { rulesApi, type RuleTexts } from '../api/rules'

// One request per app session: the figures change only when the server restarts with new settings.
let pending: Promise<RuleTexts> | null = null
let loaded: RuleTexts | null = null

function load(): Promise<RuleTexts> {
  pending ??= rulesApi.get().then(
    (r) => (loaded = r),
    (e: unknown) => {
      pending = null // a failed load is tried again by the next page that asks
      throw e
    },
  )
  return pending
}

/**
 * The platform's configured figures (GET /api/rules), or null until they arrive. Pages never
 * write a duration, fee or percentage themselves (test/fixedFigures.test.ts checks): they show this,
 * and word the sentence without the figure while it loads.
 */
export function useRules(): RuleTexts | null {
  const [rules, setRules] = useState<RuleTexts | null>(loaded)
  useEffect(() => {
    if (loaded) return
    let live = true
    load().then(
      (r) => live && setRules(r),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
  return rules
}

/** For tests: forget what was loaded. */
export function resetRulesForTest(): void {
  pending = null
  loaded = null
}

/** "在 48 小时内" with the figure, or "在规定时限内" while it loads. */
export function within(figure: string | undefined): string {
  return figure ? ` ${figure}内` : '规定时限内'
}
