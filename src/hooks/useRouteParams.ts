import { useRouter } from '@tarojs/taro'

/** The page's query parameters, without Taro's internal ones. */
export function useRouteParams(): Record<string, string> {
  const { params } = useRouter()
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(params ?? {})) {
    if (k === '$taroTimestamp' || k === 'stamp' || v === undefined) continue
    out[k] = decodeURIComponent(String(v))
  }
  return out
}

/** A positive integer id from the query, or null (missing, malformed). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null
  const n = Number(raw)
  return n > 0 ? n : null
}
