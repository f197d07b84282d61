import { useCallback, useEffect, useRef, useState } from 'react'
import { isApiError } from '../../api/errors'
import type { PageResult } from '../../hooks/usePagedList'

/** One numbered page of a server list at a time (the desk tables' pager), reloaded when the fetch changes. */
export function usePage<T>(fetchPage: (pageNum: number, pageSize: number) => Promise<PageResult<T>>, pageSize = 20) {
  const [pageNum, setPageNum] = useState(1)
  const [rows, setRows] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const seq = useRef(0)

  const load = useCallback(
    async (n: number) => {
      const mine = ++seq.current
      setLoading(true)
      setError('')
      try {
        const r = await fetchPage(n, pageSize)
        if (mine !== seq.current) return
        setRows(r.rows)
        setTotal(r.total)
        setPageNum(n)
      } catch (e) {
        if (mine !== seq.current) return
        // the error replaces the rows: what stayed would look like the answer to the new filter
        setRows([])
        setTotal(0)
        setError(isApiError(e) && !e.silent ? e.msg : '加载失败')
      } finally {
        if (mine === seq.current) setLoading(false)
      }
    },
    [fetchPage, pageSize],
  )
  // a new filter starts again at page 1
  useEffect(() => {
    void load(1)
  }, [load])

  return { rows, setRows, total, pageNum, pageSize, loading, error, go: load, reload: () => load(pageNum) }
}
export type PageState<T> = ReturnType<typeof usePage<T>>
