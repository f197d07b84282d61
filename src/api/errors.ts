/**
 * What a failed API call rejects with, and how a page reads it. Kept apart from the transport
 * (http.ts) so that pages and components that only show or branch on an error do not import the
 * request layer (issue 39 item 2).
 */

/** What a failed call rejects with. `silent` failures have already been handled (or must not be shown). */
export interface ApiError {
  code: number
  msg: string
  silent: boolean
}

export const isApiError = (e: unknown): e is ApiError =>
  typeof e === 'object' && e !== null && 'code' in e && 'msg' in e && 'silent' in e

/** The message a page shows for a failed call, or '' when nothing should be shown. */
export function errorMessage(e: unknown): string {
  if (isApiError(e)) return e.silent ? '' : e.msg
  return ''
}
