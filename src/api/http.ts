import Taro from '@tarojs/taro'
import { apiBase } from '../utils/platform'
import { clearAll, readToken } from '../utils/storage'
import { T } from '../utils/strings'
import { currentSpecUrl, replaceWithLogin } from '../utils/nav'
import { afterFirstPage } from '../utils/firstPage'
import type { ApiData, CallInput, Operation, PathsFor, Verb } from './types'
import { showModal } from '../utils/modal'
import type { ApiError } from './errors'

/**
 * The request layer: the only caller of Taro.request / Taro.uploadFile (spec sections 4, 7, 8, 9).
 * Two levels: `createTransport` sends and settles requests (the rules below); `withContract` puts
 * the typed calls the app uses on top of it (`http.get('/api/order/{id}', { params: { id } })`).
 *
 * - Paths start with /api; H5 uses its own origin, mini-programs the build-time API base.
 * - The stored token goes in both `Token` and `Authorization: Bearer` (unless `noToken`).
 * - GET sends data as query parameters, PUT/POST as a JSON body; `form: true` sends multipart.
 * - The envelope's `code` decides (Taro.request resolves on 4xx): 200 resolves with `data`;
 *   401 clears storage and opens the one-at-a-time "login timed out" prompt; 403 does nothing;
 *   any other code rejects with {code, msg} for the page to toast. Timeouts and network
 *   failures reject with no user message.
 */

export const DEFAULT_TIMEOUT_MS = 10_000

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  url: string
  method?: Method
  data?: Record<string, unknown> | unknown[]
  /** Milliseconds; 10 s by default. */
  timeout?: number
  /** Send no token (registration). */
  noToken?: boolean
  /** Send the fields as multipart/form-data. */
  form?: boolean
}

export interface UploadOptions {
  url: string
  filePath: string
  /** The multipart field name of the file. */
  name?: string
  formData?: Record<string, string>
  timeout?: number
  onProgress?: (percent: number) => void
}

export interface Envelope<T = unknown> {
  code: number
  msg?: string
  data?: T
}

interface TransportResponse {
  statusCode: number
  data: unknown
}

/** Everything the layer needs from the platform, injectable for tests. */
export interface HttpDeps {
  request(opts: {
    url: string
    method: Method
    data?: unknown
    header: Record<string, string>
    timeout: number
  }): Promise<TransportResponse>
  uploadFile(opts: {
    url: string
    filePath: string
    name: string
    formData?: Record<string, string>
    header: Record<string, string>
    timeout: number
    onProgress?: (percent: number) => void
  }): Promise<TransportResponse>
  readToken(): string
  clearStorage(): void
  showModal(opts: {
    title: string
    content: string
    confirmText: string
    cancelText: string
  }): Promise<{ confirm: boolean }>
  goLogin(returnTo: string): void
  currentUrl(): string
  base(): string
}

const FORM_BOUNDARY = '----HaoShiFormBoundary7MA4YWxkTrZu0gW'

/** Builds a multipart body from plain fields (works on every target, unlike FormData). */
export function encodeMultipart(fields: Record<string, unknown>, boundary = FORM_BOUNDARY): string {
  let body = ''
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${text}\r\n`
  }
  return `${body}--${boundary}--\r\n`
}

export function createTransport(deps: HttpDeps) {
  let promptOpen = false
  // the token whose expiry has already been reported: answers to requests that were in flight
  // with it (or that finish after the user closed the prompt) belong to the same expiry
  let expiredToken = ''
  const sessionEndListeners: (() => void)[] = []

  function headers(noToken?: boolean): Record<string, string> {
    const h: Record<string, string> = {}
    const token = noToken ? '' : deps.readToken()
    if (token) {
      h.Token = token
      h.Authorization = `Bearer ${token}`
    }
    return h
  }

  async function sessionExpired(): Promise<void> {
    if (promptOpen) return
    promptOpen = true
    deps.clearStorage()
    // the store that owns the login forgets it too (token, user, badges, per-user lists)
    for (const fn of sessionEndListeners) fn()
    try {
      const res = await deps.showModal({
        title: T.prompt,
        content: T.sessionExpired,
        confirmText: T.confirm,
        cancelText: T.cancel,
      })
      promptOpen = false
      // the page under the prompt (known only once the prompt shows: on a cold start it waits for the first page)
      if (res.confirm) deps.goLogin(deps.currentUrl())
    } catch {
      promptOpen = false
    }
  }

  function settle(res: TransportResponse, sentToken: string): unknown {
    let body = res.data as Envelope | string | undefined
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body) as Envelope
      } catch {
        body = undefined
      }
    }
    const code = body && typeof body === 'object' && typeof body.code === 'number' ? body.code : res.statusCode
    const msg = (body && typeof body === 'object' && body.msg) || ''
    if (code === 200) return (body as Envelope).data
    if (code === 401) {
      if (!sentToken || sentToken !== expiredToken) {
        if (sentToken) expiredToken = sentToken
        void sessionExpired()
      }
      throw { code, msg, silent: true } satisfies ApiError
    }
    if (code === 403) throw { code, msg, silent: true } satisfies ApiError
    throw { code, msg: msg || T.networkError, silent: false } satisfies ApiError
  }

  async function request(opts: RequestOptions): Promise<unknown> {
    if (!opts.url.startsWith('/api/')) throw new Error(`API paths start with /api: ${opts.url}`)
    const method = opts.method ?? 'GET'
    const header = headers(opts.noToken)
    const sentToken = header.Token ?? ''
    let data: unknown = opts.data
    if (method === 'GET' && data && typeof data === 'object' && !Array.isArray(data)) {
      // Taro's H5 request would send an undefined field as the text "undefined".
      data = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null))
    }
    if (opts.form && method !== 'GET') {
      header['Content-Type'] = `multipart/form-data; boundary=${FORM_BOUNDARY}`
      data = encodeMultipart((opts.data ?? {}) as Record<string, unknown>)
    } else {
      header['Content-Type'] = 'application/json'
      // A JSON content type with an empty body is invalid JSON to the server: send {}.
      if (method !== 'GET' && data === undefined) data = {}
    }
    let res: TransportResponse
    try {
      res = await deps.request({
        url: deps.base() + opts.url,
        method,
        data,
        header,
        timeout: opts.timeout ?? DEFAULT_TIMEOUT_MS,
      })
    } catch {
      // Timeout or network failure: rejected to the caller, no user message (spec section 8).
      throw { code: 0, msg: T.networkError, silent: true } satisfies ApiError
    }
    return settle(res, sentToken)
  }

  async function upload(opts: UploadOptions): Promise<unknown> {
    let res: TransportResponse
    const header = headers(false)
    try {
      res = await deps.uploadFile({
        url: deps.base() + opts.url,
        filePath: opts.filePath,
        name: opts.name ?? 'file',
        formData: opts.formData,
        header,
        timeout: opts.timeout ?? DEFAULT_TIMEOUT_MS,
        onProgress: opts.onProgress,
      })
    } catch {
      throw { code: 0, msg: T.networkError, silent: true } satisfies ApiError
    }
    return settle(res, header.Token ?? '')
  }

  return {
    request,
    upload,
    /** True while the session-expired prompt is open (tests, and pages that want to wait). */
    isPromptOpen: () => promptOpen,
    /** Called when a 401 ends the session, right after storage is cleared (the login's owner resets). */
    onSessionEnd: (fn: () => void) => {
      sessionEndListeners.push(fn)
    },
  }
}

export type Transport = ReturnType<typeof createTransport>

/** Per-call settings that are not part of the route's contract. */
export interface CallOptions {
  /** Milliseconds; 10 s by default. */
  timeout?: number
  /** Send no token (registration). */
  noToken?: boolean
}

/**
 * The options argument: required when the route requires params, a query or a body (an object
 * without properties satisfies the input exactly when nothing in it is required).
 */
type CallArgs<P extends PathsFor<V>, V extends Verb> =
  Record<string, never> extends CallInput<P, V>
    ? [opts?: CallInput<P, V> & CallOptions]
    : [opts: CallInput<P, V> & CallOptions]

/** What the layer reads from a call's options, whatever the route. */
interface LooseInput extends CallOptions {
  params?: Record<string, string | number>
  query?: Record<string, unknown>
  body?: Record<string, unknown> | unknown[]
}

/** A POST route that takes no path parameters: where `upload` may send a file. */
type UploadPath = {
  [P in PathsFor<'post'>]: Operation<P, 'post'> extends { parameters: { path: object } } ? never : P
}[PathsFor<'post'>]

/** Fills a path's `{name}` templates, each value URL-encoded; a missing value is a programming error. */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === null || value === '') {
      throw new Error(`missing path parameter "${name}" for ${template}`)
    }
    return encodeURIComponent(String(value))
  })
}

/**
 * The typed layer over the transport: every call names a path of the generated `paths`, and the
 * compiler takes its params, query or body and its answer (the envelope's `data`) from the
 * server's schema — there are no type arguments to get wrong. GET sends `query`; POST, PUT and
 * DELETE send `body` (their routes declare no query; CallInput refuses one that would).
 */
export function withContract(transport: Transport) {
  const call =
    <V extends Verb>(verb: V) =>
    async <P extends PathsFor<V>>(path: P, ...[opts]: CallArgs<P, V>): Promise<ApiData<P, V>> => {
      const o: LooseInput = opts ?? {}
      // a missing path parameter rejects like every other failure of the call
      return (await transport.request({
        url: fillPath(path, o.params),
        method: verb.toUpperCase() as Method,
        data: verb === 'get' ? o.query : o.body,
        timeout: o.timeout,
        noToken: o.noToken,
      })) as ApiData<P, V>
    }
  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    delete: call('delete'),
    /** Sends one file as multipart (field `name`, `file` by default) to an upload route. */
    upload: <P extends UploadPath>(path: P, opts: Omit<UploadOptions, 'url'>): Promise<ApiData<P, 'post'>> =>
      transport.upload({ ...opts, url: path }) as Promise<ApiData<P, 'post'>>,
    isPromptOpen: transport.isPromptOpen,
    onSessionEnd: transport.onSessionEnd,
  }
}

/** The app's request layer: the transport's rules (headers, timeout, 401/403) under the typed calls. */
export function createHttp(deps: HttpDeps) {
  return withContract(createTransport(deps))
}

export type Http = ReturnType<typeof createHttp>

/**
 * The server's answer inside a platform failure, or null when there was none. Alipay's
 * my.request calls `fail` for every status outside 2xx (error 19) and attaches `status` and
 * `data` (WeChat resolves instead); without this, every 401 prompt and every server message
 * was lost there as a silent "network failure".
 */
function answerInFailure(e: unknown): TransportResponse | null {
  if (typeof e !== 'object' || e === null) return null
  const { status, data } = e as { status?: unknown; data?: unknown }
  if (typeof status !== 'number' || status < 100 || status > 599 || data === undefined) return null
  return { statusCode: status, data }
}

/** The Taro-backed dependencies used by the app. */
export const taroDeps: HttpDeps = {
  request: ({ url, method, data, header, timeout }) =>
    (
      Taro.request({ url, method, data, header, timeout, dataType: 'json' }) as unknown as Promise<TransportResponse>
    ).catch((e: unknown) => {
      const answer = answerInFailure(e)
      if (answer) return answer
      throw e
    }),
  uploadFile: ({ url, filePath, name, formData, header, timeout, onProgress }) =>
    new Promise<TransportResponse>((resolve, reject) => {
      const task = Taro.uploadFile({
        url,
        filePath,
        name,
        formData,
        header,
        timeout,
        success: (r) => resolve({ statusCode: r.statusCode, data: r.data }),
        fail: reject,
      })
      if (onProgress && task && typeof task.progress === 'function') {
        task.progress((p) => onProgress(p.progress))
      }
    }),
  readToken,
  clearStorage: clearAll,
  showModal: (o) => afterFirstPage().then(() => showModal({ ...o, showCancel: true })),
  goLogin: (returnTo) => void replaceWithLogin(returnTo),
  currentUrl: currentSpecUrl,
  base: apiBase,
}

export const http = createHttp(taroDeps)
