import { useCallback, useEffect, useRef, useState } from 'react'
import { isApiError } from '../api/http'

export type RemoteState<T> =
  { status: 'loading' } | { status: 'ok'; data: T } | { status: 'notFound' } | { status: 'error'; msg: string }

/**
 * Loads one thing for a page and tracks loading / ok / not found / error. A null loader (no id,
 * malformed id) is "not found" at once, without a request.
 */
export function useRemote<T>(loader: (() => Promise<T>) | null, deps: unknown[]): [RemoteState<T>, () => void] {
  const [state, setState] = useState<RemoteState<T>>(loader ? { status: 'loading' } : { status: 'notFound' })
  const seq = useRef(0)
  const run = useCallback(() => {
    const mine = ++seq.current
    if (!loader) {
      setState({ status: 'notFound' })
      return
    }
    setState({ status: 'loading' })
    loader().then(
      (data) => mine === seq.current && setState({ status: 'ok', data }),
      (e: unknown) => {
        if (mine !== seq.current) return
        if (isApiError(e) && e.code === 404) setState({ status: 'notFound' })
        else setState({ status: 'error', msg: isApiError(e) && !e.silent ? e.msg : '' })
      },
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
  useEffect(run, [run])
  return [state, run]
}
