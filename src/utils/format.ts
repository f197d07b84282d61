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

/** ¥1,280 from 128000 fen: whole yuan with thousands separators (fractions shown when present). */
export function formatYuan(fen: number): string {
  const yuan = fen / 100
  const whole = Math.trunc(yuan)
  const frac = Math.round(Math.abs(fen) % 100)
  const grouped = Math.abs(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = fen < 0 ? '-' : ''
  return `${sign}¥${grouped}${frac ? `.${pad(frac)}` : ''}`
}

/** "12.5" → 1250 fen; null when it is not a money amount with at most two decimals. */
/**
 * What a total is called: 实付 once it has been paid, 应付 before (issue 20: an unpaid order said 实付).
 */
export function amountLabel(paidAt: string | null | undefined): '实付' | '应付' {
  return paidAt ? '实付' : '应付'
}

export function parseYuan(v: string): number | null {
  const s = v.trim()
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) return null
  const [y, f = ''] = s.split('.')
  return Number(y) * 100 + Number(f.padEnd(2, '0'))
}
