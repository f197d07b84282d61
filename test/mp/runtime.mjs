// A mini-program runtime in Node (issue 19): loads a built WeChat or Alipay mini-program
// (`app.js`, the shared chunks, every page's `index.js`) into a `vm` context that has only what
// the platform's logic layer has — `App`, `Page`, `Component`, `getApp`, `getCurrentPages`,
// `require`, timers and the platform object (`wx` / `my`, see platform.mjs) — and drives the
// page lifecycle the way the platform does. Taro's React reconciler sends the rendered tree
// through `this.setData`; the harness applies those path-keyed payloads to each page's data, so
// a test can read what the page shows and tap what it renders.
import vm from 'node:vm'
import { readFileSync, existsSync, statSync } from 'node:fs'
import { dirname, join, resolve, relative } from 'node:path'
import { createPlatform } from './platform.mjs'

/** Compiled scripts, shared by every instance: a boot evaluates the bundles, it does not recompile them. */
const scriptCache = new Map()

function compile(file) {
  const mtime = statSync(file).mtimeMs
  const hit = scriptCache.get(file)
  if (hit && hit.mtime === mtime) return hit.script
  const source = readFileSync(file, 'utf8')
  // the mini-program's CommonJS wrapper: every file gets its own require/module/exports
  const script = new vm.Script(`(function (require, module, exports) {${source}\n})`, { filename: file })
  scriptCache.set(file, { mtime, script })
  return script
}

/** `a.b[0].c`, `root.cn.[0].v` → ['a', 'b', 0, 'c'] (setData's data paths). */
export function parsePath(path) {
  const out = []
  for (const m of path.matchAll(/\[(\d+)\]|([^.[\]]+)/g)) out.push(m[1] !== undefined ? Number(m[1]) : m[2])
  return out
}

/** Applies one setData payload to a data object the way the view layer does. */
export function applySetData(data, payload) {
  for (const [key, raw] of Object.entries(payload)) {
    if (raw === undefined) continue
    // only JSON reaches the view layer: functions and undefined fields are dropped
    const value = JSON.parse(JSON.stringify(raw))
    const segs = parsePath(key)
    let node = data
    for (let i = 0; i < segs.length - 1; i++) {
      const seg = segs[i]
      if (node[seg] === null || typeof node[seg] !== 'object') node[seg] = typeof segs[i + 1] === 'number' ? [] : {}
      node = node[seg]
    }
    node[segs[segs.length - 1]] = value
  }
}

/** Keys of Taro's node data that are not content (node name, ids, class, style). */
const NON_CONTENT = new Set(['nn', 'sid', 'uid', 'cl', 'st'])

/** Every string a page's data shows: text nodes and string attributes (value, placeholder, src …). */
export function shownStrings(data) {
  const out = []
  const walk = (v, key) => {
    if (typeof v === 'string') {
      if (!NON_CONTENT.has(key)) out.push(v)
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key))
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k)
  }
  walk(data, '')
  return out
}

/** The text of a rendered subtree, text nodes only, in document order. */
export function textOf(node) {
  if (!node || typeof node !== 'object') return ''
  let s = typeof node.v === 'string' ? node.v : ''
  if (Array.isArray(node.cn)) for (const c of node.cn) s += textOf(c)
  return s
}

/** All element nodes of a page's rendered tree (depth first). */
export function nodesOf(data) {
  const out = []
  const walk = (n) => {
    if (!n || typeof n !== 'object') return
    if (n.sid !== undefined) out.push(n)
    if (Array.isArray(n.cn)) n.cn.forEach(walk)
  }
  walk(data?.root)
  return out
}

function parseUrl(url, from) {
  const [rawPath, query = ''] = url.split('?')
  let path = rawPath
  // a relative url resolves against the current page's folder, as on both platforms
  if (!path.startsWith('/')) path = join(dirname(`/${from ?? ''}`), path)
  path = path.replace(/^\/+/, '')
  const q = {}
  // the platforms split the query but do not decode it: pages decode what they read
  for (const part of query.split('&')) {
    if (!part) continue
    const i = part.indexOf('=')
    if (i === -1) q[part] = 'undefined'
    else q[part.slice(0, i)] = part.slice(i + 1)
  }
  return { path, query: q }
}

let instanceSeq = 0

/**
 * One running mini-program. `platform` is 'weapp' or 'alipay'; `dist` the build folder;
 * `storage` what local storage holds at launch (a logged-in user is a stored token).
 */
export class MiniProgram {
  constructor({ platform, dist, storage = {}, fetchImpl = fetch, systemInfo, account, fault = null } = {}) {
    this.platform = platform
    /** a planted fault (run.mjs's negative checks): 'dropTokenHeader' */
    this.fault = fault
    this.dist = resolve(dist)
    this.id = ++instanceSeq
    this.appJson = JSON.parse(readFileSync(join(this.dist, 'app.json'), 'utf8'))
    this.pagePaths = new Set([
      ...this.appJson.pages,
      ...(this.appJson.subPackages ?? this.appJson.subpackages ?? []).flatMap((s) =>
        s.pages.map((p) => `${s.root}/${p}`),
      ),
    ])
    /** The tab bar's pages (app.json tabBar: WeChat's `list`, Alipay's `items`), in order. */
    this.tabPaths = (this.appJson.tabBar?.list ?? this.appJson.tabBar?.items ?? []).map((t) => t.pagePath)
    /** Tab pages once opened: switching tabs hides and shows them, it does not load them again. */
    this.tabPages = new Map()
    /** The native tab bar's badges by tab index (setTabBarBadge), as the user sees them. */
    this.tabBadges = new Map()
    /** Exceptions from lifecycles, timers, handlers and promises, and API gaps. */
    this.errors = []
    /** console output of the app, by level. */
    this.logs = []
    this.stack = []
    this.registered = new Map()
    this.components = []
    this.modules = new Map()
    this.timers = new Map()
    this.timerSeq = 0
    this.loadingRoute = null
    this.appInstance = null
    this.disposed = false
    this.platformApi = createPlatform(this, { storage, fetchImpl, systemInfo, account })
    this.context = this.createContext()
  }

  get api() {
    return this.platformApi.api
  }

  /** Every platform API call so far: { api, args, page }. */
  get calls() {
    return this.platformApi.calls
  }

  /** Every request that went over the network: { method, url, header, timeout, status, failed }. */
  get requests() {
    return this.platformApi.requests
  }

  recordError(where, e) {
    this.errors.push({ where, page: this.currentRoute(), message: String(e?.stack || e?.message || e) })
  }

  currentRoute() {
    return this.stack[this.stack.length - 1]?.route ?? this.loadingRoute ?? null
  }

  createContext() {
    return createContext(this)
  }

  /** Loads one file of the build as the platform does: once, with a require relative to it. */
  require(file) {
    let path = resolve(file)
    if (!existsSync(path) && existsSync(`${path}.js`)) path = `${path}.js`
    if (this.modules.has(path)) return this.modules.get(path).exports
    if (!path.startsWith(this.dist) || !existsSync(path))
      throw new Error(`require of a missing file: ${relative(this.dist, path)}`)
    const module = { exports: {} }
    this.modules.set(path, module)
    const localRequire = (spec) => {
      if (!spec.startsWith('.'))
        throw new Error(`the platform has no module "${spec}" (required from ${relative(this.dist, path)})`)
      return this.require(join(dirname(path), spec))
    }
    const previous = this.loadingFile
    this.loadingFile = relative(this.dist, path)
    try {
      compile(path).runInContext(this.context)(localRequire, module, module.exports)
    } finally {
      this.loadingFile = previous
    }
    return module.exports
  }

  registerApp(config) {
    if (this.appConfig) throw new Error('App() called twice')
    this.appConfig = config
    // the app instance getApp() returns: the object given to App(), with its methods
    this.appInstance = config
  }

  registerPage(config) {
    if (!this.loadingRoute) throw new Error(`Page() called outside a page file (${this.loadingFile})`)
    this.registered.set(this.loadingRoute, config)
  }

  /** Starts the app: app.js, then onLaunch/onShow with the entry page's options. */
  async launch(path = this.appJson.pages[0], query = {}) {
    this.require(join(this.dist, 'app.js'))
    if (!this.appConfig) throw new Error('app.js did not call App()')
    const options = { path, query, scene: 1001, referrerInfo: {} }
    this.platformApi.launchOptions = options
    this.callLifecycle(this.appInstance, 'onLaunch', options)
    this.callLifecycle(this.appInstance, 'onShow', options)
    await this.openPage(path, query, 'launch')
    return this.top()
  }

  callLifecycle(target, name, ...args) {
    const fn = target?.[name]
    if (typeof fn !== 'function') return undefined
    try {
      const r = fn.apply(target, args)
      if (r && typeof r.then === 'function') r.then(undefined, (e) => this.recordError(name, e))
      return r
    } catch (e) {
      this.recordError(name, e)
      return undefined
    }
  }

  /** Loads a page's files (its components first, as the page's json asks) and returns its config. */
  loadPage(route) {
    if (this.registered.has(route)) return this.registered.get(route)
    const jsonFile = join(this.dist, `${route}.json`)
    const json = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : {}
    for (const comp of Object.values(json.usingComponents ?? {})) {
      const file = comp.startsWith('/') ? join(this.dist, comp) : join(this.dist, dirname(route), comp)
      this.require(`${file}.js`)
    }
    this.loadingRoute = route
    try {
      this.require(join(this.dist, `${route}.js`))
    } finally {
      this.loadingRoute = null
    }
    const config = this.registered.get(route)
    if (!config) throw new Error(`${route}.js did not call Page()`)
    return config
  }

  /** A page instance as the platform makes it: the config's fields and methods, data, route, setData. */
  createPageInstance(route, config, query) {
    return createPageInstance(this, route, config, query)
  }

  guard(where, fn) {
    try {
      return fn()
    } catch (e) {
      this.recordError(where, e)
      return undefined
    }
  }

  top() {
    return this.stack[this.stack.length - 1]
  }

  /** Opens a page on top of the stack (navigateTo, and the entry page at launch). */
  async openPage(route, query, how) {
    if (!this.pagePaths.has(route)) throw new Error(`no such page in app.json: ${route}`)
    const config = this.loadPage(route)
    const page = this.createPageInstance(route, config, query)
    const previous = this.top()
    if (previous && how === 'navigateTo') this.callLifecycle(previous, 'onHide')
    this.stack.push(page)
    if (this.isTab(route)) this.tabPages.set(route, page)
    this.callLifecycle(page, 'onLoad', { ...query })
    this.callLifecycle(page, 'onShow')
    // the first render reaches the view later; onReady follows it
    await new Promise((r) => setTimeout(r, 0))
    this.callLifecycle(page, 'onReady')
    return page
  }

  unloadTop() {
    const page = this.stack.pop()
    if (!page) return
    if (this.tabPages.get(page.route) === page) this.tabPages.delete(page.route)
    this.callLifecycle(page, 'onUnload')
  }

  isTab(route) {
    return this.tabPaths.includes(route)
  }

  /**
   * switchTab as both platforms do it: every page that is no tab closes (unloaded), the tab page
   * shown is hidden but kept, and the target tab shows: loaded the first time, only shown after
   * that. The stack then holds the target alone (getCurrentPages() is [tab]).
   */
  async switchToTab(route) {
    while (this.stack.length && !this.isTab(this.top().route)) this.unloadTop()
    // tab pages under the top one (a tab reached by reLaunch, say) are kept the same way
    const leaving = [...this.stack]
    this.stack.length = 0
    for (const p of leaving) if (p.route !== route) this.callLifecycle(p, 'onHide')
    const kept = this.tabPages.get(route)
    if (kept) {
      this.stack.push(kept)
      if (!leaving.includes(kept)) this.callLifecycle(kept, 'onShow')
      return kept
    }
    return this.openPage(route, {}, 'switchTab')
  }

  /**
   * The user taps the native tab bar (it is drawn by the platform, not by the page: no app code
   * runs before the switch). The bar is there only while a tab page is on top. The page gets
   * onTabItemTap, as on both platforms.
   */
  async tapTab(route) {
    if (!this.isTab(route)) throw new Error(`${route} is not in the tab bar`)
    if (!this.isTab(this.top()?.route)) throw new Error(`no tab bar on ${this.top()?.route}: it is not a tab page`)
    const index = this.tabPaths.indexOf(route)
    const page = await this.switchToTab(route)
    const item = this.tabPaths[index]
    this.callLifecycle(page, 'onTabItemTap', { index, pagePath: item, text: '' })
    await this.settle()
    return page
  }

  /** The navigation APIs both platforms share, with the platform's rules. */
  navigate(kind, opts) {
    const from = this.top()?.route
    if (kind === 'navigateBack') {
      const delta = Math.max(1, Number(opts.delta) || 1)
      if (this.stack.length <= 1) return { fail: 'navigateBack:fail cannot navigate back at first page.' }
      return {
        run: async () => {
          for (let i = 0; i < delta && this.stack.length > 1; i++) this.unloadTop()
          this.callLifecycle(this.top(), 'onShow')
        },
      }
    }
    const { path, query } = parseUrl(String(opts.url ?? ''), from)
    if (!this.pagePaths.has(path)) return { fail: `${kind}:fail page "${path}" is not found` }
    // the platforms refuse to open a tab page any other way than switchTab (or reLaunch), and
    // switchTab to any other page
    if (kind === 'switchTab' && !this.isTab(path)) return { fail: 'switchTab:fail can not switch to no-tabBar page' }
    if ((kind === 'navigateTo' || kind === 'redirectTo') && this.isTab(path))
      return { fail: `${kind}:fail can not ${kind} a tabbar page` }
    // WeChat and Alipay both keep at most ten pages
    if (kind === 'navigateTo' && this.stack.length >= 10) return { fail: 'navigateTo:fail webview count limit exceed' }
    return {
      run: async () => {
        if (kind === 'switchTab') return void (await this.switchToTab(path))
        if (kind === 'redirectTo') this.unloadTop()
        if (kind === 'reLaunch') {
          while (this.stack.length) this.unloadTop()
          // every tab page kept out of sight goes too
          for (const p of this.tabPages.values()) this.callLifecycle(p, 'onUnload')
          this.tabPages.clear()
        }
        await this.openPage(path, query, kind)
      },
    }
  }

  /**
   * Waits until the app is quiet: no request in flight, no short timer pending and no setData
   * for a little while. Intervals (countdowns, carousels) do not count.
   */
  async settle({ timeout = 10_000, quiet = 60 } = {}) {
    const start = Date.now()
    let lastBusy = Date.now()
    for (;;) {
      await new Promise((r) => setTimeout(r, 10))
      const busy = this.platformApi.inFlight > 0 || [...this.timers.values()].some((t) => !t.repeat && t.ms <= 1000)
      const writes = this.stack.reduce((n, p) => n + p.__setDataLog.length, 0)
      if (busy || writes !== this.lastWrites) lastBusy = Date.now()
      this.lastWrites = writes
      if (Date.now() - lastBusy >= quiet) return
      if (Date.now() - start > timeout) {
        const pending = this.platformApi.pendingUrls()
        throw new Error(
          `the page did not settle in ${timeout} ms${pending.length ? `; requests in flight: ${pending.join(', ')}` : ''}`,
        )
      }
    }
  }

  /** Everything the page on top shows. */
  shown(page = this.top()) {
    return shownStrings(page?.data ?? {})
  }

  /** The text of the page on top, text nodes only. */
  text(page = this.top()) {
    return textOf(page?.data?.root)
  }

  /**
   * Taps a rendered node: the `index`-th (depth first) whose class list has `match`, or that a
   * predicate accepts. The tap bubbles up through Taro's tree to the handler, as on a phone.
   * `type` names another event the platform fires for this tap.
   */
  async tap(match, { page = this.top(), index = 0, type = 'tap', detail = { x: 0, y: 0 } } = {}) {
    const nodes = nodesOf(page.data).filter((n) =>
      typeof match === 'function'
        ? match(n)
        : String(n.cl ?? '')
            .split(/\s+/)
            .includes(match),
    )
    const node = nodes[index]
    if (!node) throw new Error(`nothing to tap matches ${typeof match === 'function' ? 'the predicate' : match}`)
    const target = { id: node.uid ?? node.sid, dataset: { sid: node.sid } }
    // `type`: another event the platform fires on a tap (agreeprivacyauthorization on WeChat's agree button)
    const event = { type, timeStamp: Date.now(), target, currentTarget: target, detail }
    this.guard(type, () => page.eh(event))
    await this.settle()
    return node
  }

  /**
   * A rendered node's attribute as the platform's template binds it (`open-type`, `scope` …): Taro
   * keeps component props under short keys (`p11`), which base.wxml / base.axml map to attributes.
   */
  attr(node, name) {
    const key = templateAttrs(this.dist, this.platform).get(String(node.nn))?.[name]
    return key === undefined ? undefined : node[key]
  }

  /**
   * Taps a button the way the platform treats its open-type: the tap, then (when the platform
   * answers it: WeChat's getPhoneNumber, Alipay's getAuthorize) the open-type's own event on the
   * same node, whenever the platform has it (after a privacy popup, say). A button without an
   * open-type gets only the tap.
   */
  async press(match, { page = this.top(), index = 0 } = {}) {
    const node = await this.tap(match, { page, index })
    const openType = this.attr(node, 'open-type')
    const target = { id: node.uid ?? node.sid, dataset: { sid: node.sid } }
    this.platformApi.openTypeEvent({ openType, scope: this.attr(node, 'scope') }, ({ type, detail }) => {
      const event = { type, timeStamp: Date.now(), target, currentTarget: target, detail }
      this.guard(type, () => page.eh(event))
    })
    await this.settle()
    return { node, openType }
  }

  /** Ends the instance: pages unloaded, timers cleared, nothing of it runs any more. */
  dispose() {
    if (this.disposed) return
    while (this.stack.length) this.unloadTop()
    for (const p of this.tabPages.values()) this.callLifecycle(p, 'onUnload')
    this.tabPages.clear()
    this.disposed = true
    for (const t of this.timers.values()) (t.repeat ? clearInterval : clearTimeout)(t.handle)
    this.timers.clear()
    this.platformApi.dispose()
  }
}

const templateCache = new Map()

/** nn → { attribute: data key } from the build's base template (what each short key renders as). */
function templateAttrs(dist, platform) {
  const file = join(dist, platform === 'weapp' ? 'base.wxml' : 'base.axml')
  if (templateCache.has(file)) return templateCache.get(file)
  const map = new Map()
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/<template name="tmpl_0_([\w]+)">\s*<[\w-]+\s([^>]*)>/g)) {
      const attrs = {}
      for (const a of m[2].matchAll(/([\w-]+)="\{\{(?:xs\.b\()?i\.(\w+)/g)) attrs[a[1]] = a[2]
      map.set(m[1], attrs)
    }
  }
  templateCache.set(file, map)
  return map
}

/** The logic layer's globals for one program. */
function createContext(mp) {
  const timer =
    (repeat) =>
    (fn, ms = 0, ...args) => {
      if (mp.disposed) return 0
      const id = ++mp.timerSeq
      const run = () => {
        if (!repeat) mp.timers.delete(id)
        try {
          if (typeof fn === 'function') fn(...args)
        } catch (e) {
          mp.recordError('timer', e)
        }
      }
      const handle = repeat ? setInterval(run, ms) : setTimeout(run, ms)
      mp.timers.set(id, { handle, repeat, ms: Number(ms) || 0, at: Date.now() })
      return id
    }
  const clear = (id) => {
    const t = mp.timers.get(id)
    if (!t) return
    if (t.repeat) clearInterval(t.handle)
    else clearTimeout(t.handle)
    mp.timers.delete(id)
  }
  const log =
    (level) =>
    (...args) => {
      const text = args.map((a) =>
        a instanceof Error ? a.stack || a.message : typeof a === 'string' ? a : safeJson(a),
      )
      mp.logs.push({ level, page: mp.currentRoute(), text: text.join(' ') })
      // Taro's answer to an API the platform object lacks: a warning, and nothing happens
      if (level === 'warn' && /小程序暂不支持/.test(text[0] ?? ''))
        mp.recordError('api gap', new Error(`the harness has no ${mp.platform} API for: ${text[0]}`))
    }
  const sandbox = {
    console: { log: log('log'), info: log('info'), debug: log('debug'), warn: log('warn'), error: log('error') },
    setTimeout: timer(false),
    setInterval: timer(true),
    clearTimeout: clear,
    clearInterval: clear,
    App: (config) => mp.registerApp(config),
    Page: (config) => mp.registerPage(config),
    Component: (config) => mp.components.push({ file: mp.loadingFile, config }),
    getApp: () => mp.appInstance,
    getCurrentPages: () => [...mp.stack],
    [mp.platform === 'weapp' ? 'wx' : 'my']: mp.platformApi.api,
  }
  // Alipay's logic layer has a navigator (Taro's Alipay runtime reads its userAgent at load)
  if (mp.platform === 'alipay') sandbox.navigator = { userAgent: '', swuserAgent: 'AlipayClient/10.5.0 HaoShiHarness' }
  return vm.createContext(sandbox, { name: `${mp.platform} mini-program ${mp.id}` })
}

/** A page instance as the platform makes it: the config's fields and methods, data, route, setData. */
function createPageInstance(mp, route, config, query) {
  const page = {}
  for (const [k, v] of Object.entries(config)) if (k !== 'data') page[k] = v
  Object.defineProperty(page, 'route', { value: route, enumerable: true })
  page.__route__ = route
  // WeChat keeps the page's query on the instance; Alipay's page instance has no `options`
  if (mp.platform === 'weapp') page.options = { ...query }
  page.data = JSON.parse(JSON.stringify(config.data ?? {}))
  Object.defineProperty(page, '__setDataLog', { value: [], enumerable: false })
  page.setData = function (payload, cb) {
    if (mp.disposed) return
    if (!payload || typeof payload !== 'object') {
      mp.recordError('setData', new Error('setData needs an object'))
      return
    }
    page.__setDataLog.push(payload)
    // WeChat refuses a single setData over 1024 KB (the page stops updating)
    const kb = Buffer.byteLength(JSON.stringify(payload)) / 1024
    if (kb > 1024)
      mp.recordError('setData', new Error(`one setData of ${Math.round(kb)} KB: the platform refuses over 1024 KB`))
    applySetData(page.data, payload)
    // the view layer answers after it has rendered: later, never synchronously
    if (typeof cb === 'function') setTimeout(() => mp.guard('setData callback', () => cb.call(page)), 0)
  }
  if (mp.platform === 'alipay') {
    page.$viewId = String(mp.stack.length + 1)
    page.$spliceData = function () {
      throw new Error('$spliceData is not supported by the harness')
    }
    page.$batchedUpdates = (fn) => fn()
  }
  page.createSelectorQuery = () => mp.api.createSelectorQuery()
  return page
}

function safeJson(v) {
  try {
    return JSON.stringify(v)
  } catch {
    return String(v)
  }
}
