/** Display formats: money in fen shown as yuan, dates in China time. */

const pad = (n: number) => String(n).padStart(2, '0')

/** 2026-11-23 09:30 in China time (UTC+8), whatever the device's zone. */
export function formatDateTime(iso: string | undefined | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const cn = new Date(d.getTime() + 8 * 3600_000)
  return `${cn.getUTCFullYear()}-${pad(cn.getUTCMonth() + 1)}-${pad(cn.getUTCDate())} ${pad(cn.getUTCHours())}:${pad(cn.getUTCMinutes())}`
}

/**
 * ¥1,280.00 from 128000 fen: thousands grouped, always two decimals. One rule for every amount in
 * the app and in the server's texts (server/src/lib/money.ts writes the same), as Chinese banking
 * apps show money: dropping ".00" on whole yuan put ¥999 beside +¥99.90 on one page and +¥1,140
 * beside +¥1,519.05 in one list (issue 37).
 */
export function formatYuan(fen: number): string {
  const abs = Math.abs(Math.round(fen))
  const grouped = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${fen < 0 ? '-' : ''}¥${grouped}.${pad(abs % 100)}`
}

/** A price range (¥120–¥180); one price when both ends agree (it read ¥120–¥120). */
export function formatYuanRange(lowFen: number, highFen: number): string {
  const low = formatYuan(lowFen)
  const high = formatYuan(highFen)
  return low === high ? low : `${low}–${high}`
}

/**
 * What a total is called: 实付 once it has been paid, 应付 while it can still be paid (issue 20:
 * an unpaid order said 实付), 订单金额 on one closed unpaid (a cancelled order said 应付).
 */
export function amountLabel(paidAt: string | null | undefined, payable = true): '实付' | '应付' | '订单金额' {
  if (paidAt) return '实付'
  return payable ? '应付' : '订单金额'
}

/** What the seller's share is called: 实收 once the order is completed, 预计实收 while it may still pay out. */
export function incomeLabel(completed: boolean): '实收' | '预计实收' {
  return completed ? '实收' : '预计实收'
}

/** "12.5" → 1250 fen; null when it is not a money amount with at most two decimals. */

export function parseYuan(v: string): number | null {
  const s = v.trim()
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) return null
  const [y, f = ''] = s.split('.')
  return Number(y) * 100 + Number(f.padEnd(2, '0'))
}

/**
 * A game's name set to wrap after its colon only (崩坏：/星穹铁道, not 崩坏：星穹铁/道): word joiners
 * hold each part together. A name without a colon wraps as the browser likes.
 */
export function wrapAtColon(name: string): string {
  if (!name.includes('：')) return name
  return name.replace(/[^：]+/g, (part) => Array.from(part).join('\u2060'))
}
