import { useCallback, useRef, useState } from 'react'
import { isApiError } from '../api/errors'

/**
 * One page of a list as the hook takes it. Every paged server route answers with this shape
 * (`data: { rows, total }`), so its answer is passed as it is.
 */
export interface PageResult<T> {
  rows: T[]
  total: number
}

export interface PagedList<T> {
  rows: T[]
  loading: boolean
  error: string
  finished: boolean
  empty: boolean
  reload: () => Promise<void>
  loadMore: () => Promise<void>
  setRows: (f: (rows: T[]) => T[]) => void
}

/** Page-by-page loading for the simple personal lists (favourites, history, messages …). */
export function usePagedList<T>(fetchPage: (pageNum: number) => Promise<PageResult<T>>, pageSize = 10): PagedList<T> {
  const [rows, setRowsState] = useState<T[]>([])
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [pageNum, setPageNum] = useState(0)
  const [total, setTotal] = useState(0)
  const seq = useRef(0)
  const busy = useRef(false)

  const fetchInto = useCallback(
    async (next: number, base: T[]) => {
      const mine = ++seq.current
      busy.current = true
      setLoading(true)
      setError('')
      try {
        const res = await fetchPage(next)
        if (mine !== seq.current) return
        const all = [...base, ...res.rows]
        setRowsState(all)
        setPageNum(next)
        setTotal(res.rows.length < pageSize ? all.length : res.total)
      } catch (e) {
        if (mine !== seq.current) return
        setError(isApiError(e) && !e.silent ? e.msg : '加载失败')
      } finally {
        if (mine === seq.current) {
          busy.current = false
          setLoading(false)
        }
      }
    },
    [fetchPage, pageSize],
  )

  const finished = pageNum > 0 && rows.length >= total
  return {
    rows,
    loading,
    error,
    finished,
    empty: pageNum > 0 && !loading && !error && rows.length === 0,
    reload: () => fetchInto(1, []),
    loadMore: async () => {
      if (busy.current || finished) return
      await fetchInto(pageNum + 1, rows)
    },
    setRows: (f) => {
      setRowsState((r) => {
        const next = f(r)
        setTotal((t) => Math.max(0, t - (r.length - next.length)))
        return next
      })
    },
  }
}
