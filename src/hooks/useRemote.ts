import { useCallback, useEffect, useRef, useState } from 'react'
import { isApiError } from '../api/errors'

export type RemoteState<T> =
  { status: 'loading' } | { status: 'ok'; data: T } | { status: 'notFound' } | { status: 'error'; msg: string }

/**
 * Loads one thing for a page and tracks loading / ok / not found / error. A null loader (no id,
 * malformed id) is "not found" at once, without a request.
 *
 * Returns the state, `reload` (shows loading again, for a retry button) and `refresh`, which
 * asks again quietly: what is shown stays until the new answer replaces it, and a failed refresh
 * keeps it (a tab page shown again, see useShowAgain).
 */
export function useRemote<T>(
  loader: (() => Promise<T>) | null,
  deps: unknown[],
): [RemoteState<T>, () => void, () => void] {
  const [state, setState] = useState<RemoteState<T>>(loader ? { status: 'loading' } : { status: 'notFound' })
  const seq = useRef(0)
  const shown = useRef(state)
  shown.current = state
  const load = useCallback(
    (quiet: boolean) => {
      const mine = ++seq.current
      if (!loader) {
        setState({ status: 'notFound' })
        return
      }
      const keep = quiet && shown.current.status === 'ok'
      if (!keep) setState({ status: 'loading' })
      loader().then(
        (data) => mine === seq.current && setState({ status: 'ok', data }),
        (e: unknown) => {
          if (mine !== seq.current || keep) return
          if (isApiError(e) && e.code === 404) setState({ status: 'notFound' })
          else setState({ status: 'error', msg: isApiError(e) && !e.silent ? e.msg : '' })
        },
      )
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    deps,
  )
  const run = useCallback(() => load(false), [load])
  const refresh = useCallback(() => load(true), [load])
  useEffect(run, [run])
  return [state, run, refresh]
}
