// The platform object of the harness's mini-program: `wx` (WeChat) or `my` (Alipay), written
// from each platform's documentation, with the behaviour that differs between them kept apart:
// Alipay's request fails on a non-2xx status (error 19) and calls its headers `headers`, its
// storage calls take objects, its modal is `confirm`, its previewImage wants an index, its
// chosen images are `apFilePaths`. Requests go
// to the real server with Node's fetch. Every call is recorded; an API the app may reach but
// the harness does not provide records a gap and fails, so a missing piece is visible.

import { alipayPhoneResponse, issueWechatPhoneCode } from './phone.mjs'

// 1×1 PNG: what chooseImage hands back
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** APIs a page could plausibly reach that the harness does not model: calling one is a recorded gap. */
const UNMODELLED = [
  'getLocation',
  'chooseLocation',
  'openLocation',
  'scanCode',
  'makePhoneCall',
  'saveImageToPhotosAlbum',
  'downloadFile',
  'openDocument',
  'getUserProfile',
  'getUserInfo',
  'showActionSheet',
  'setNavigationBarColor',
  'startPullDownRefresh',
  'stopPullDownRefresh',
  'getNetworkType',
  'authorize',
  'getSetting',
  'openSetting',
  'chooseMedia',
  'chooseMessageFile',
  'compressImage',
  'getImageInfo',
  'showShareMenu',
  'hideShareMenu',
  'connectSocket',
  'createIntersectionObserver',
  'createAnimation',
  'vibrateShort',
  'hideHomeButton',
]

const clone = (v) => {
  if (v === undefined) return undefined
  try {
    return JSON.parse(JSON.stringify(v))
  } catch {
    return String(v)
  }
}

/** GET data (and form posts) as both platforms send it: encodeURIComponent(k)=encodeURIComponent(v). */
function toQueryString(data) {
  return Object.entries(data)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
}

export function createPlatform(mp, { storage = {}, fetchImpl = fetch, systemInfo = {}, account = {} } = {}) {
  const weapp = mp.platform === 'weapp'
  const calls = []
  const requests = []
  const store = new Map(Object.entries(storage).map(([k, v]) => [k, clone(v)]))
  const files = new Map()
  const openModals = []
  const controllers = new Set()
  const holds = []
  let fileSeq = 0
  let clipboard = ''
  const state = { inFlight: 0, launchOptions: null, disposed: false, privacyAgreed: false }
  // WeChat's privacy check (app.json __usePrivacyCheck__): the first privacy-counted call waits for
  // the app's onNeedPrivacyAuthorization handler to answer; `agree` must name the agree button
  let privacyHandler = null
  const privacyAsked = []

  // a platform callback not yet delivered (a modal's answer, a navigation's success) keeps the app
  // busy: settle() must not call it quiet in between (under load the gap was long enough to, and
  // a rule then saw the page before the one the callback opens)
  const later = (fn) => {
    state.inFlight++
    setTimeout(() => {
      state.inFlight--
      if (!state.disposed) mp.guard('callback', fn)
    }, 0)
  }
  // the callback convention of both platforms: success or fail, then complete
  const succeed = (opts, res) => later(() => (opts?.success?.(res), opts?.complete?.(res)))
  const failWith = (opts, res) => later(() => (opts?.fail?.(res), opts?.complete?.(res)))
  const failure = (api, msg, aliCode = 2) =>
    weapp ? { errMsg: `${api}:fail ${msg}` } : { error: aliCode, errorMessage: msg }

  /**
   * A privacy-counted WeChat API: before the user's consent it asks the app's handler (as WeChat
   * does) and goes on only on `agree` from the agree button; refused, it fails with errno 104.
   * With no handler registered it fails too and records why: the app must ask for consent itself.
   */
  const privacyGate = (name, o, proceed) => {
    if (!weapp || state.privacyAgreed) return proceed()
    const refuse = () => failWith(o, { errno: 104, errMsg: `${name}:fail privacy permission is not authorized` })
    if (!privacyHandler) {
      mp.recordError('privacy', new Error(`wx.${name} before consent, and no onNeedPrivacyAuthorization handler`))
      return refuse()
    }
    privacyAsked.push(name)
    let answered = false
    const resolve = (r) => {
      if (answered) return
      answered = true
      if (r?.event === 'agree' && r.buttonId) {
        state.privacyAgreed = true
        proceed()
      } else refuse()
    }
    mp.guard('onNeedPrivacyAuthorization', () => privacyHandler(resolve, { referrer: name }))
  }

  const info = {
    ...(weapp
      ? {
          brand: 'iPhone',
          model: 'iPhone X',
          pixelRatio: 3,
          screenWidth: 375,
          screenHeight: 812,
          windowWidth: 375,
          windowHeight: 724,
          statusBarHeight: 44,
          language: 'zh_CN',
          version: '8.0.50',
          system: 'iOS 16.0',
          platform: 'ios',
          SDKVersion: '3.5.0',
          fontSizeSetting: 16,
          safeArea: { left: 0, right: 375, top: 44, bottom: 778, width: 375, height: 734 },
        }
      : {
          brand: 'iPhone',
          model: 'iPhone X',
          pixelRatio: 3,
          screenWidth: 375,
          screenHeight: 812,
          windowWidth: 375,
          windowHeight: 724,
          statusBarHeight: 44,
          titleBarHeight: 44,
          language: 'zh-Hans',
          version: '10.5.0',
          system: '16.0',
          platform: 'iOS',
          app: 'alipay',
          fontSizeSetting: 16,
        }),
    ...systemInfo,
  }

  // ---- network -----------------------------------------------------------------------------

  /** Sends one request to the server; resolves with { status, headers, text } or rejects. */
  async function send({ url, method, headers, body, timeout, hold }) {
    const controller = new AbortController()
    controllers.add(controller)
    let timer
    const timedOut = new Promise((_, reject) => {
      const expire = () => {
        controller.abort()
        reject(Object.assign(new Error('timeout'), { timeout: true }))
      }
      if (hold) hold.expire = expire
      else timer = setTimeout(expire, timeout)
    })
    try {
      if (hold) return await timedOut
      const res = await Promise.race([fetchImpl(url, { method, headers, body, signal: controller.signal }), timedOut])
      const text = await Promise.race([res.text(), timedOut])
      return { status: res.status, headers: Object.fromEntries(res.headers.entries()), text }
    } finally {
      clearTimeout(timer)
      controllers.delete(controller)
    }
  }

  function request(opts = {}) {
    const method = String(opts.method || 'GET').toUpperCase()
    // WeChat calls the request headers `header`, Alipay `headers`
    const given = { ...((weapp ? opts.header : opts.headers) ?? {}) }
    // a planted fault for the harness's negative check: the app's request layer "forgot" the token
    if (mp.fault === 'dropTokenHeader')
      for (const k of Object.keys(given)) if (/^(token|authorization)$/i.test(k)) delete given[k]
    const headers = { ...given }
    const ctype = Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1]
    if (!ctype) headers['content-type'] = 'application/json'
    const contentType = String(ctype ?? 'application/json')
    let url = String(opts.url ?? '')
    let body
    const data = opts.data
    if (method === 'GET') {
      if (data && typeof data === 'object') {
        const qs = toQueryString(data)
        if (qs) url += (url.includes('?') ? '&' : '?') + qs
      }
    } else if (typeof data === 'string') body = data
    else if (data !== undefined && data !== null)
      body = /x-www-form-urlencoded/i.test(contentType) ? toQueryString(data) : JSON.stringify(data)
    // WeChat's default timeout is 60 s, Alipay's 30 s
    const timeout = Number(opts.timeout) || (weapp ? 60_000 : 30_000)
    const record = { method, url, header: clone(given), timeout, page: mp.currentRoute(), status: null, failed: null }
    requests.push(record)
    const hold = holds.find((h) => h.match(record))
    if (hold) {
      holds.splice(holds.indexOf(hold), 1)
      hold.record = record
    }
    state.inFlight++
    let aborted = false
    send({ url, method, headers, body, timeout, hold })
      .then(
        ({ status, headers: resHeaders, text }) => {
          record.status = status
          let parsed = text
          const wantJson = (opts.dataType ?? 'json').toLowerCase() === 'json'
          if (wantJson) {
            try {
              parsed = JSON.parse(text)
            } catch {
              // WeChat hands back the text; Alipay fails with error 14 (decode failure)
              if (!weapp) {
                record.failed = 'decode'
                return failWith(opts, { error: 14, errorMessage: 'JSON parse data error', status, data: text })
              }
            }
          }
          if (!weapp && (status < 200 || status >= 300)) {
            // Alipay: any status outside 2xx is a failure (error 19), with the answer attached
            record.failed = `http ${status}`
            return failWith(opts, {
              error: 19,
              errorMessage: 'http status error',
              status,
              data: parsed,
              headers: resHeaders,
            })
          }
          const res = weapp
            ? { statusCode: status, data: parsed, header: resHeaders, cookies: [], errMsg: 'request:ok' }
            : { status, data: parsed, headers: resHeaders }
          succeed(opts, res)
        },
        (e) => {
          if (aborted) record.failed = 'abort'
          else record.failed = e.timeout ? 'timeout' : `network: ${e.cause?.code || e.message}`
          if (weapp) failWith(opts, { errMsg: `request:fail ${aborted ? 'abort' : e.timeout ? 'timeout' : e.message}` })
          else
            failWith(
              opts,
              aborted
                ? { error: 9, errorMessage: 'request:fail abort' }
                : e.timeout
                  ? { error: 13, errorMessage: '超时' }
                  : { error: 12, errorMessage: '网络出错' },
            )
        },
      )
      .finally(() => state.inFlight--)
    return {
      abort() {
        aborted = true
        hold?.expire?.()
      },
      onHeadersReceived() {},
      offHeadersReceived() {},
    }
  }

  function uploadFile(opts = {}) {
    // WeChat names the file field `name`; Alipay documents `name` and its older `fileName` (Taro
    // sends that one); Alipay's `fileType` is deprecated and no longer needed on a phone
    const field = weapp ? opts.name : (opts.name ?? opts.fileName)
    if (!field) {
      failWith(opts, failure('uploadFile', 'parameter error: the file field name is missing', 11))
      return { onProgressUpdate() {}, abort() {} }
    }
    const file = files.get(opts.filePath)
    if (!file) {
      failWith(opts, failure('uploadFile', `file not found: ${opts.filePath}`, 11))
      return { onProgressUpdate() {}, abort() {} }
    }
    const form = new FormData()
    for (const [k, v] of Object.entries(opts.formData ?? {})) form.append(k, String(v))
    form.append(field, new Blob([file.bytes], { type: file.type }), file.name)
    const record = {
      method: 'POST',
      url: String(opts.url),
      header: clone(opts.header ?? {}),
      timeout: Number(opts.timeout) || 60_000,
      page: mp.currentRoute(),
      status: null,
      failed: null,
      upload: true,
    }
    requests.push(record)
    state.inFlight++
    const progress = []
    send({ url: record.url, method: 'POST', headers: { ...(opts.header ?? {}) }, body: form, timeout: record.timeout })
      .then(
        ({ status, headers: h, text }) => {
          record.status = status
          for (const cb of progress) later(() => cb({ progress: 100, totalBytesSent: file.bytes.length }))
          succeed(
            opts,
            weapp
              ? { statusCode: status, data: text, errMsg: 'uploadFile:ok' }
              : { statusCode: status, data: text, header: h },
          )
        },
        (e) => {
          record.failed = e.timeout ? 'timeout' : 'network'
          failWith(opts, failure('uploadFile', e.timeout ? 'timeout' : e.message, e.timeout ? 13 : 12))
        },
      )
      .finally(() => state.inFlight--)
    return { onProgressUpdate: (cb) => progress.push(cb), offProgressUpdate() {}, abort() {} }
  }

  // ---- storage -----------------------------------------------------------------------------

  const storageApis = weapp
    ? {
        getStorageSync: (key) => (store.has(key) ? clone(store.get(key)) : ''),
        setStorageSync: (key, data) => void store.set(key, clone(data)),
        removeStorageSync: (key) => void store.delete(key),
        clearStorageSync: () => store.clear(),
        getStorage: (o) =>
          store.has(o.key)
            ? succeed(o, { data: clone(store.get(o.key)), errMsg: 'getStorage:ok' })
            : failWith(o, { errMsg: 'getStorage:fail data not found' }),
        setStorage: (o) => (store.set(o.key, clone(o.data)), succeed(o, { errMsg: 'setStorage:ok' })),
        removeStorage: (o) => (store.delete(o.key), succeed(o, { errMsg: 'removeStorage:ok' })),
        clearStorage: (o) => (store.clear(), succeed(o, { errMsg: 'clearStorage:ok' })),
        getStorageInfoSync: () => ({ keys: [...store.keys()], currentSize: 1, limitSize: 10240 }),
      }
    : {
        // Alipay's synchronous storage calls take and return objects
        getStorageSync: ({ key }) => ({ data: store.has(key) ? clone(store.get(key)) : null }),
        setStorageSync: ({ key, data }) => void store.set(key, clone(data)),
        removeStorageSync: ({ key }) => void store.delete(key),
        clearStorageSync: () => store.clear(),
        getStorage: (o) => succeed(o, { data: store.has(o.key) ? clone(store.get(o.key)) : null }),
        setStorage: (o) => (store.set(o.key, clone(o.data)), succeed(o, { success: true })),
        removeStorage: (o) => (store.delete(o.key), succeed(o, { success: true })),
        clearStorage: (o) => (store.clear(), succeed(o, { success: true })),
        getStorageInfoSync: () => ({ keys: [...store.keys()], currentSize: 1, limitSize: 10240 }),
      }

  // ---- interaction -------------------------------------------------------------------------

  /** A modal waits for the user: a test answers it with answerModal(). */
  function openModal(opts, shown) {
    openModals.push({ opts, shown })
  }

  const interaction = weapp
    ? {
        showModal: (o) =>
          openModal(o, {
            title: o.title ?? '',
            content: o.content ?? '',
            confirmText: o.confirmText ?? '确定',
            cancelText: o.showCancel === false ? null : (o.cancelText ?? '取消'),
          }),
        showToast: (o) => succeed(o, { errMsg: 'showToast:ok' }),
        hideToast: (o) => succeed(o, { errMsg: 'hideToast:ok' }),
        showLoading: (o) => succeed(o, { errMsg: 'showLoading:ok' }),
        hideLoading: (o) => succeed(o, { errMsg: 'hideLoading:ok' }),
        previewImage: (o) =>
          Array.isArray(o.urls) && o.urls.length
            ? succeed(o, { errMsg: 'previewImage:ok' })
            : failWith(o, { errMsg: 'previewImage:fail parameter error: urls' }),
        setNavigationBarTitle: (o) => (
          ((mp.top() ?? {}).__title = o.title),
          succeed(o, { errMsg: 'setNavigationBarTitle:ok' })
        ),
        setClipboardData: (o) =>
          privacyGate(
            'setClipboardData',
            o,
            () => ((clipboard = String(o.data)), succeed(o, { errMsg: 'setClipboardData:ok' })),
          ),
        getClipboardData: (o) =>
          privacyGate('getClipboardData', o, () => succeed(o, { data: clipboard, errMsg: 'getClipboardData:ok' })),
        onNeedPrivacyAuthorization: (cb) => (privacyHandler = cb),
        login: (o) => succeed(o, { code: `harness-code-${mp.id}-${++fileSeq}`, errMsg: 'login:ok' }),
        requestPayment: (o) => failWith(o, { errMsg: 'requestPayment:fail cancel' }),
        requestSubscribeMessage: (o) => {
          const res = { errMsg: 'requestSubscribeMessage:ok' }
          for (const id of o.tmplIds ?? []) res[id] = 'reject'
          succeed(o, res)
        },
        chooseImage: (o) =>
          privacyGate('chooseImage', o, () => {
            const path = `wxfile://tmp_harness_${++fileSeq}.png`
            files.set(path, { bytes: PIXEL_PNG, type: 'image/png', name: `tmp_${fileSeq}.png` })
            succeed(o, {
              tempFilePaths: [path],
              tempFiles: [{ path, size: PIXEL_PNG.length }],
              errMsg: 'chooseImage:ok',
            })
          }),
        getMenuButtonBoundingClientRect: () => ({ width: 87, height: 32, top: 48, right: 365, bottom: 80, left: 278 }),
        getAccountInfoSync: () => ({ miniProgram: { appId: 'wxharness', envVersion: 'develop', version: '' } }),
      }
    : {
        // Alipay's modal is `confirm` (and `alert` without a cancel button)
        confirm: (o) =>
          openModal(o, {
            title: o.title ?? '',
            content: o.content ?? '',
            confirmText: o.confirmButtonText ?? '确定',
            cancelText: o.cancelButtonText ?? '取消',
          }),
        alert: (o) =>
          openModal(o, {
            title: o.title ?? '',
            content: o.content ?? '',
            confirmText: o.buttonText ?? '确定',
            cancelText: null,
          }),
        showToast: (o) => succeed(o, {}),
        hideToast: (o) => succeed(o, {}),
        showLoading: (o) => succeed(o, {}),
        hideLoading: (o) => succeed(o, {}),
        previewImage: (o) =>
          Array.isArray(o.urls) && o.urls.length && Number.isInteger(o.current ?? 0) && (o.current ?? 0) >= 0
            ? succeed(o, {})
            : failWith(o, { error: 2, errorMessage: 'previewImage: urls and a numeric current index are required' }),
        setNavigationBar: (o) => (((mp.top() ?? {}).__title = o.title), succeed(o, {})),
        setClipboard: (o) => ((clipboard = String(o.text)), succeed(o, {})),
        getClipboard: (o) => succeed(o, { text: clipboard }),
        getAuthCode: (o) => succeed(o, { authCode: `harness-auth-${mp.id}-${++fileSeq}` }),
        tradePay: (o) => succeed(o, { resultCode: '6001' }),
        chooseImage: (o) => {
          const path = `https://resource/apml_harness_${++fileSeq}.image`
          files.set(path, { bytes: PIXEL_PNG, type: 'image/png', name: `apml_${fileSeq}.png` })
          succeed(o, { apFilePaths: [path], tempFilePaths: [path] })
        },
        getMenuButtonBoundingClientRect: () => ({ width: 87, height: 32, top: 48, right: 365, bottom: 80, left: 278 }),
      }

  // ---- payment (issue 19 item 3) -----------------------------------------------------------

  // Without a cashier the user closes the payment sheet (the interaction entries above). A test
  // hands one (fake-pay.mjs, payWith) that checks what the app passed as the platform would, and
  // pays or cancels; the call counts as in flight while the provider's notification is delivered.
  let cashier = null
  const pay = (name, o) => {
    if (!cashier) return interaction[name](o)
    state.inFlight++
    const ask = weapp
      ? cashier.requestPayment(clone(o), { appId: interaction.getAccountInfoSync().miniProgram.appId })
      : cashier.tradePay(clone(o))
    ask
      .then(
        ([ok, res]) => (ok ? succeed : failWith)(o, res),
        (e) => {
          mp.recordError('payment', e)
          failWith(o, failure(name, e.message))
        },
      )
      .finally(() => state.inFlight--)
  }
  // WeChat (base library 2.10.2+): an async API called without success/fail/complete returns a
  // Promise. Taro hands requestPayment to wx as it is (it is not among the APIs Taro promisifies),
  // so the app awaits exactly that Promise: without it a cancel would look like a payment.
  const paying =
    (name) =>
    (o = {}) => {
      if (weapp && !['success', 'fail', 'complete'].some((k) => typeof o[k] === 'function'))
        return new Promise((resolve, reject) => pay(name, { ...o, success: resolve, fail: reject }))
      pay(name, o)
    }
  const payment = weapp ? { requestPayment: paying('requestPayment') } : { tradePay: paying('tradePay') }

  // ---- navigation, layout, the rest ---------------------------------------------------------

  const navigation = {}
  for (const kind of ['navigateTo', 'redirectTo', 'navigateBack', 'switchTab', 'reLaunch']) {
    navigation[kind] = (o = {}) => {
      const plan = mp.navigate(kind, o)
      if (plan.fail) return failWith(o, weapp ? { errMsg: plan.fail } : { error: 2, errorMessage: plan.fail })
      // the platform navigates after the call returns; until the page is open the app is busy
      state.inFlight++
      setTimeout(async () => {
        try {
          if (state.disposed) return
          await plan.run()
          succeed(o, weapp ? { errMsg: `${kind}:ok` } : { success: true })
        } catch (e) {
          mp.recordError(kind, e)
          failWith(o, failure(kind, e.message))
        } finally {
          state.inFlight--
        }
      }, 0)
    }
  }

  /** No layout engine here: every node measures the window's width and zero height, at the top. */
  function createSelectorQuery() {
    const queue = []
    const rect = () => ({
      id: '',
      dataset: {},
      left: 0,
      right: info.windowWidth,
      top: 0,
      bottom: 0,
      width: info.windowWidth,
      height: 0,
    })
    const nodesRef = (all) => ({
      boundingClientRect(cb) {
        queue.push({ cb, value: () => (all ? [] : rect()) })
        return query
      },
      scrollOffset(cb) {
        queue.push({
          cb,
          value: () => ({
            id: '',
            dataset: {},
            scrollLeft: 0,
            scrollTop: 0,
            scrollWidth: info.windowWidth,
            scrollHeight: 0,
          }),
        })
        return query
      },
      fields(_f, cb) {
        queue.push({ cb, value: () => (all ? [] : rect()) })
        return query
      },
      node(cb) {
        queue.push({ cb, value: () => (all ? [] : null) })
        return query
      },
    })
    const query = {
      in: () => query,
      select: () => nodesRef(false),
      selectAll: () => nodesRef(true),
      selectViewport: () => nodesRef(false),
      exec(cb) {
        later(() => {
          const results = queue.map((q) => q.value())
          queue.forEach((q, i) => q.cb?.(results[i]))
          cb?.(results)
        })
        return query
      },
    }
    return query
  }

  // ---- the native tab bar (issue 20) ----------------------------------------------------------
  // Its badges: both platforms take { index, text } and refuse the call while the page on top is
  // not a tab page (the bar is not shown then), or for an index outside the bar.
  const badge =
    (name, set) =>
    (o = {}) => {
      const index = Number(o.index)
      if (!mp.isTab(mp.top()?.route)) return failWith(o, failure(name, 'not TabBar page'))
      if (!Number.isInteger(index) || index < 0 || index >= mp.tabPaths.length)
        return failWith(o, failure(name, `tabbar item not found: index ${o.index}`))
      if (set && typeof o.text !== 'string') return failWith(o, failure(name, 'parameter error: text'))
      if (set) mp.tabBadges.set(index, o.text)
      else mp.tabBadges.delete(index)
      succeed(o, weapp ? { errMsg: `${name}:ok` } : { success: true })
    }
  const tabBarApis = {
    setTabBarBadge: badge('setTabBarBadge', true),
    removeTabBarBadge: badge('removeTabBarBadge', false),
  }

  // ---- one-tap login (issue 19 item 5) -------------------------------------------------------
  // `account` is the user on the platform: `phone` the number WeChat / Alipay hold for them,
  // `declinePhone` that they say no in the platform's phone dialog.

  /**
   * What the platform does after a tap on a button of this open-type: calls `fire({ type, detail })`
   * when the button's own event comes (or never). WeChat's getPhoneNumber is privacy-counted: the
   * gate asks first, and a refusal fires the event with errno 104.
   */
  function openTypeEvent({ openType, scope }, fire) {
    const deliver = (type, detail) => later(() => fire({ type, detail }))
    if (weapp && openType === 'getPhoneNumber') {
      calls.push({ api: 'button:getPhoneNumber', args: [], page: mp.currentRoute() })
      privacyGate('getPhoneNumber', { fail: (res) => fire({ type: 'getphonenumber', detail: res }) }, () => {
        if (account.declinePhone || !account.phone)
          return deliver('getphonenumber', { errMsg: 'getPhoneNumber:fail user deny' })
        deliver('getphonenumber', { code: issueWechatPhoneCode(account.phone), errMsg: 'getPhoneNumber:ok' })
      })
    } else if (!weapp && openType === 'getAuthorize' && scope === 'phoneNumber') {
      calls.push({ api: 'button:getAuthorize', args: [{ scope }], page: mp.currentRoute() })
      if (account.declinePhone || !account.phone)
        return deliver('error', { type: 'getAuthorize', error: 11, errorMessage: '用户取消授权' })
      state.phoneAuthorized = true
      deliver('getAuthorize', { type: 'getAuthorize' })
    }
  }

  const phoneApis = weapp
    ? {}
    : {
        // only after the user allowed the getAuthorize button (scope phoneNumber)
        getPhoneNumber: (o) => {
          if (!state.phoneAuthorized) {
            mp.recordError('getPhoneNumber', new Error('my.getPhoneNumber before the getAuthorize button was allowed'))
            return failWith(o, { error: 11, errorMessage: '用户未授权' })
          }
          succeed(o, { response: alipayPhoneResponse(account.phone) })
        },
      }

  const pageNotFound = []
  const common = {
    ...phoneApis,
    request,
    uploadFile,
    ...storageApis,
    ...interaction,
    ...payment,
    ...navigation,
    ...tabBarApis,
    createSelectorQuery,
    getSystemInfoSync: () => ({ ...info }),
    getSystemInfo: (o) => succeed(o, { ...info }),
    getWindowInfo: () => ({
      pixelRatio: info.pixelRatio,
      screenWidth: info.screenWidth,
      screenHeight: info.screenHeight,
      windowWidth: info.windowWidth,
      windowHeight: info.windowHeight,
      statusBarHeight: info.statusBarHeight,
    }),
    pageScrollTo: (o) => succeed(o, weapp ? { errMsg: 'pageScrollTo:ok' } : {}),
    nextTick: (fn) => setTimeout(() => !state.disposed && mp.guard('nextTick', fn), 0),
    onPageNotFound: (cb) => pageNotFound.push(cb),
    offPageNotFound: (cb) => pageNotFound.splice(pageNotFound.indexOf(cb) >>> 0, 1),
    onAppShow() {},
    offAppShow() {},
    onAppHide() {},
    offAppHide() {},
    onError() {},
    offError() {},
    getLaunchOptionsSync: () => clone(state.launchOptions),
    getEnterOptionsSync: () => clone(state.launchOptions),
    canIUse: (name) =>
      typeof api[String(name).split('.')[0]] === 'function' && !UNMODELLED.includes(String(name).split('.')[0]),
  }

  const api = {}
  for (const [name, fn] of Object.entries(common)) {
    api[name] = function (...args) {
      calls.push({ api: name, args: args.map(clone), page: mp.currentRoute() })
      return fn(...args)
    }
  }
  for (const name of UNMODELLED) {
    if (name in api) continue
    api[name] = (o) => {
      calls.push({ api: name, args: [clone(o)], page: mp.currentRoute() })
      const e = new Error(`${weapp ? 'wx' : 'my'}.${name} is not modelled by the harness`)
      mp.recordError('api gap', e)
      throw e
    }
  }
  if (weapp) api.env = { USER_DATA_PATH: 'wxfile://usr' }

  return {
    api,
    calls,
    requests,
    files,
    get inFlight() {
      return state.inFlight
    },
    set launchOptions(v) {
      state.launchOptions = v
    },
    pendingUrls: () =>
      requests.filter((r) => r.status === null && r.failed === null).map((r) => `${r.method} ${r.url}`),
    /** The modals now open (what the user sees), oldest first. */
    openModals: () => openModals.map((m) => m.shown),
    /** Every modal shown so far. */
    modalsShown: () =>
      calls.filter((c) => c.api === (weapp ? 'showModal' : 'confirm') || c.api === 'alert').map((c) => c.args[0]),
    /** The user answers the oldest open modal. */
    answerModal(confirm) {
      const m = openModals.shift()
      if (!m) throw new Error('no modal is open')
      succeed(m.opts, weapp ? { confirm, cancel: !confirm, errMsg: 'showModal:ok' } : { confirm })
      return m.shown
    },
    /** The next request matching `match` never answers; call expire() to let its timeout fire. */
    hold(match) {
      const h = { match, record: null, expire: null }
      holds.push(h)
      return h
    },
    openTypeEvent,
    /** From now on wx.requestPayment / my.tradePay reach this cashier (fake-pay.mjs) instead of a cancel. */
    payWith(c) {
      cashier = c
    },
    /** The privacy-counted APIs that had to ask for consent (WeChat), in order. */
    privacyAsked: () => [...privacyAsked],
    /** The app asks for a page that does not exist (a stale link): what onPageNotFound hears. */
    pageNotFound: (path) =>
      pageNotFound.forEach((cb) => mp.guard('onPageNotFound', () => cb({ path, query: {}, isEntryPage: true }))),
    dispose() {
      state.disposed = true
      for (const c of controllers) c.abort()
      for (const h of holds) h.expire?.()
    },
  }
}
