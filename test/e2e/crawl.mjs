// A crawler that uses the app as people do (issue 18 §3). Headless Chromium at 375×812 against
// `npm start`'s server on a fresh data folder. It types one address, /index/home, and from there
// only taps: every element with a tap handler, breadth-first, following navigations inside the
// app's routes. Two passes: a visitor, and demo_buyer (who logs in by tapping 我的 › 登录 / 注册).
//
// It fails on a page error, a console error, a blank page, a request that fails outside the
// committed allow-list (crawl-rules.mjs), an unexpected session prompt, and any spec page not
// reached by tapping; it prints the tap path to every spec page and the time each pass took.
// `npm run verify:crawl`; CRAWL_PASSES=out or =in runs one pass; CRAWL_TRACE=1 prints every tap.
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { startFakePay } from '../mp/fake-pay.mjs'
import { startServer, launchBrowser, runner, root } from './browser.mjs'
import {
  SPEC_PAGES,
  AVOID,
  AVOID_CONFIRM,
  ALLOWED_FAILURES,
  SCRIPTS,
  VISITOR_FLOW_STEPS,
  stopAlipayHandOver,
} from './crawl-rules.mjs'

const require = createRequire(import.meta.url)
require('tsx/cjs/api').register()
const { routeByPath } = require(join(root, 'src/routes.ts'))

const suiteStarted = Date.now()
const TRACE = process.env.CRAWL_TRACE === '1'
const PASSES = (process.env.CRAWL_PASSES || 'out,in').split(',')
// issue 18's budget for both passes together (190–300 s on a quiet machine). Reported, not
// checked: a speed goal is not a pass/fail test, and on a loaded machine the same crawl took 458 s.
const BUDGET_MS = 6 * 60_000
// one pass may not run away (a loop of taps): past this the pass stops and fails. Under five-fold
// load the visitor pass had reached every page and was still exploring at 240 s (112 s when quiet).
const PASS_LIMIT_MS = Number(process.env.CRAWL_PASS_LIMIT_MS || 480_000)
// a page with more tap targets than this is not explored further (a list that never ends)
const MAX_TAPS_PER_PAGE = 80

for (const p of SPEC_PAGES) if (!routeByPath(p) || routeByPath(p).path !== p) throw new Error(`not a route: ${p}`)
if (SPEC_PAGES.length !== 47) throw new Error(`the spec lists 47 pages, the table ${SPEC_PAGES.length}`)

// Alipay is configured (the local fake Alipay of test/mp/fake-pay.mjs) so that 收银台 offers it
// and the server runs live, as with real keys: no sandbox. 支付宝支付 (goZFB) is reached by tapping
// with the hand-over to the gateway stopped in the browser (ALIPAY_HANDOVER); the pay script lets
// it through, pays at the fake's H5 cashier and comes back to the finish page.
const fakes = await startFakePay()
const server = await startServer((base) => ({
  CAPTCHA_ENABLED: 'false',
  PUBLIC_BASE_URL: base,
  ...Object.fromEntries(Object.entries(fakes.env).filter(([k]) => k.startsWith('ALIPAY_'))),
})).catch(async (e) => {
  await fakes.close()
  throw e
})
const browser = await launchBrowser().catch(async (e) => {
  await server.stop()
  throw e
})

const rx = (list, field) => list.map((a) => ({ source: a[field].source, flags: a[field].flags, why: a.why }))

/**
 * Runs in the page: marks the tap targets of the topmost layer (a Taro dialog or action sheet, an
 * open popup or viewer, else the visible page) with data-crawl and describes them. A tap target
 * is an element whose React props hold onClick/onTap (Taro H5 attaches them by delegation, so the
 * DOM does not show them), or a Taro dialog's buttons.
 */
function scanPage({ avoid, avoidConfirm }) {
  const shown = (el) => {
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false
    const r = el.getBoundingClientRect()
    return r.width > 0 && r.height > 0
  }
  const text = (el) => (el ? (el.innerText || '').trim() : '')
  window.__crawlDoc ??= Math.random().toString(36).slice(2, 8)
  window.__crawlSeq ??= 0
  for (const el of document.querySelectorAll('[data-crawl]')) el.removeAttribute('data-crawl')
  const pages = [...document.querySelectorAll('.taro_page')]
  for (const p of pages) if (!p.dataset.crawlPage) p.dataset.crawlPage = `${window.__crawlDoc}:${++window.__crawlSeq}`
  const top = [...pages].reverse().find(shown)
  const state = {
    url: location.pathname + location.search,
    stack: pages.map((p) => p.dataset.crawlPage),
    top: top?.dataset.crawlPage ?? null,
    title: text(top?.querySelector('.nav-bar__title')),
    textLength: text(top).replace(/\s+/g, '').length,
    prompt: [...document.querySelectorAll('.taro-modal__text')].some(
      (m) => shown(m) && m.innerText.includes('登录已超时'),
    ),
    layer: 'page',
    targets: [],
  }
  // Taro's dialog and action sheet are a wrapper of zero height around fixed children (mask, box):
  // open is displayed, not fading out, with a child on screen. Judged by the wrapper's own box they
  // were never open, and the crawler tapped the page under an open dialog's mask until it timed out.
  const open = (el) =>
    el.checkVisibility({ checkVisibilityCSS: true }) &&
    el.style.opacity !== '0' &&
    [...el.children].some((c) => {
      const r = c.getBoundingClientRect()
      return r.width > 0 && r.height > 0
    })
  const modal = [...document.querySelectorAll('.taro__modal')].find(open)
  const sheet = [...document.querySelectorAll('.taro__actionSheet')].find(open)
  const viewer = [...document.querySelectorAll('.image-viewer')].find(shown)
  const popups = [...document.querySelectorAll('.nut-popup')].filter(shown)
  let scope = top
  let native = null
  if (modal) {
    state.layer = `dialog「${text(modal.querySelector('.taro-modal__title'))}|${text(modal.querySelector('.taro-modal__text')).slice(0, 40)}」`
    scope = modal
    native = '.taro-model__btn'
  } else if (sheet) {
    state.layer = 'action sheet'
    scope = sheet
    native = '.taro-actionsheet__cell'
  } else if (viewer) {
    state.layer = 'image viewer'
    scope = viewer
  } else if (popups.length) {
    scope = popups[popups.length - 1]
    const head = scope.querySelector('.nut-popup-title-title, .nut-popup-title')
    state.layer = `popup「${text(head) || text(scope).split('\n')[0].slice(0, 12)}」`
  }
  if (!scope) return state
  const reactProps = (el) => {
    for (const k in el) if (k.startsWith('__reactProps$')) return el[k]
    return null
  }
  const tappable = (el) => {
    const p = reactProps(el)
    // a control marked aria-disabled does nothing when tapped (a user sees it greyed): not a target
    if (el.closest('[aria-disabled="true"]')) return false
    return !!p && (typeof p.onClick === 'function' || typeof p.onTap === 'function')
  }
  // classes that change when tapped (a BEM modifier, on/active) must not change a target's identity
  const stable = (el) =>
    [...el.classList].filter((c) => !c.includes('--') && !/(^|-)(on|active|checked|selected|disabled)$/.test(c))
  const template = (el) => {
    const parts = []
    for (let e = el; e && e !== scope; e = e.parentElement)
      parts.push([e.tagName.toLowerCase(), ...stable(e)].join('.'))
    return parts.reverse().join('>')
  }
  // a slide of a carousel that is off to the side is not on screen until it slides in
  const onScreenX = (el) => {
    const r = el.getBoundingClientRect()
    return r.right > 1 && r.left < window.innerWidth - 1
  }
  const candidates = native ? [...scope.querySelectorAll(native)] : [...scope.querySelectorAll('*')].filter(tappable)
  const ordinals = new Map()
  let n = 0
  for (const el of candidates) {
    // a carousel's other slides are aria-hidden: not on screen until they slide in
    if (!shown(el) || !onScreenX(el) || el.closest('[aria-hidden="true"]')) continue
    // the page's own back and home controls: the crawler uses them to move, they are not explored
    if (el.closest('.nav-bar__back, .nav-bar__home')) continue
    // the tab bar is the same on the five tab pages: explored once, from home (each hop from another
    // tab replaces that page, and walking back to it again for every tab cost a minute a pass)
    if (el.closest('.hs-tabbar') && location.pathname !== '/index/home') continue
    // a popup's overlay closes it: closeLayer does that once the popup is explored
    if (el.classList.contains('nut-overlay')) continue
    const tpl = template(el)
    const ord = ordinals.get(tpl) ?? 0
    ordinals.set(tpl, ord + 1)
    // what a person would call it: its aria-label, else its first line of words (an icon's single
    // character and a trailing › or ▾ are not words)
    const alt = el.querySelector('img[alt]')?.getAttribute('alt')
    const lines = (el.getAttribute('aria-label') || text(el) || alt || '')
      .split(/\n| (?=›)/)
      .map((l) => l.replace(/[›▾]/g, '').trim())
      .filter(Boolean)
    const own = lines.find((l) => l.length > 1) ?? lines[0]
    const label = (own || `‹${stable(el).at(-1) ?? el.tagName.toLowerCase()}›`).slice(0, 24)
    let avoided = avoid.find((a) => new RegExp(a.source, a.flags).test(label))?.why ?? null
    if (modal && el.classList.contains('taro-model__confirm')) {
      const whole = `${state.layer} ${label}`
      avoided = avoidConfirm.find((a) => new RegExp(a.source, a.flags).test(whole))?.why ?? avoided
    }
    el.dataset.crawl = String(++n)
    state.targets.push({ n, key: `${state.layer}>${tpl}#${ord}`, group: `${state.layer}>${tpl}`, label, avoided })
  }
  // a carousel slide is brought on screen by its dot: tapping it again later starts with the dot
  for (const t of state.targets) {
    const el = document.querySelector(`[data-crawl="${t.n}"]`)
    const slide = el.closest('.carousel__item')
    if (!slide) continue
    const k = [...slide.parentElement.children].indexOf(slide)
    const dot = slide.closest('.carousel')?.querySelectorAll('.carousel__dot')[k]
    if (dot?.dataset.crawl) t.dot = Number(dot.dataset.crawl)
  }
  return state
}

/** Counts requests in flight, so each tap is judged once the page has done what it started. */
function trackRequests(page) {
  const live = new Map()
  let last = Date.now()
  page.on('request', (r) => {
    if (r.url().startsWith('data:')) return
    live.set(r, Date.now())
    last = Date.now()
  })
  const end = (r) => live.delete(r) && (last = Date.now())
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  return async function settle(quietMs = 150, maxMs = 10_000) {
    const deadline = Date.now() + maxMs
    for (;;) {
      // a request left behind by a document that went away never finishes: forget it after 5 s
      for (const [r, t] of live) if (Date.now() - t > 5_000) live.delete(r)
      if (live.size === 0 && Date.now() - last >= quietMs) break
      if (Date.now() > deadline) break
      await new Promise((r) => setTimeout(r, 25))
    }
    await page
      .evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
      .catch(() => undefined)
    // a Taro dialog or action sheet fades in and out (0.2 s, then display: none): judged mid-fade, its
    // buttons are not yet visible or its mask still covers the page
    await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('.taro__modal, .taro__actionSheet')].every(
            (el) => el.style.display === 'none' || getComputedStyle(el).opacity === (el.style.opacity || '1'),
          ),
        null,
        { timeout: 2_000, polling: 25 },
      )
      .catch(() => undefined)
  }
}

const routeKey = (url) => {
  const r = routeByPath(url)
  return r ? r.path : null
}
// where a tap led, for telling list items apart: the route, or for the login guard the guarded route
const destination = (url) => {
  const u = new URL(url, 'http://x')
  const guarded = routeKey(u.pathname) === '/login' && u.searchParams.get('redirect')
  return guarded ? `/login?redirect=${routeKey(guarded)}` : routeKey(u.pathname)
}
const stepId = (s) => (s.script ? `script:${s.script}` : `${s.route}|${s.key}`)
const isPrefix = (a, b) => a.length <= b.length && a.every((s, i) => stepId(s) === stepId(b[i]))
const replayable = (steps) => steps.every((s) => !s.script || s.replayable)
const show = (steps) => ['home', ...(steps ?? []).map((s) => s.label)].join(' › ')

async function crawlPass(who) {
  const started = Date.now()
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 })
  // the hand-over to Alipay leaves the app: stop it where the gateway would answer (the pay script lifts it)
  await stopAlipayHandOver(context)
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  const settle = trackRequests(page)
  const problems = []
  const notes = []
  const reached = new Map()
  const explored = new Set()
  // a route waiting to be explored, with the first few tap paths found to it (a banner that has
  // slid away can make the first one impossible to walk again)
  const queued = new Map()
  const queue = []
  const pathOf = new Map()
  const groupOutcomes = new Map()
  let taps = 0
  let where = 'home'
  const problem = (kind, detail) => {
    const line = `${kind}: ${detail} (at ${where})`
    if (!problems.includes(line)) problems.push(line)
    if (TRACE) console.log(`  !! ${line}`)
  }
  const allowed = (url) => ALLOWED_FAILURES.some((a) => a.url.test(url))
  const short = (url) => url.replace(server.base, '')

  page.on('pageerror', (e) => problem('page error', e.message))
  page.on('console', (m) => {
    // a failed response is judged by its request below, with the allow-list
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problem('console error', m.text())
  })
  page.on('response', (res) => {
    const s = res.status()
    if (s >= 400 && !allowed(res.url())) problem(`HTTP ${s}`, `${res.request().method()} ${short(res.url())}`)
  })
  page.on('requestfailed', (req) => {
    if (!allowed(req.url()))
      problem('request failed', `${req.method()} ${short(req.url())} ${req.failure()?.errorText}`)
  })
  page.on('dialog', (d) => {
    notes.push(`browser dialog "${d.message()}" at ${where}`)
    void d.dismiss()
  })
  context.on('page', (p) => {
    notes.push(`a new window ${p.url()} at ${where}`)
    void p.close()
  })

  const scan = async () => {
    for (let i = 0; ; i++) {
      try {
        const s = await page.evaluate(scanPage, { avoid: rx(AVOID, 'label'), avoidConfirm: rx(AVOID_CONFIRM, 'text') })
        if (s.prompt) problem('session prompt', `登录已超时 shown on ${s.url}`)
        // a fresh document (after leaving the app and coming back) knows home without a path
        for (const tag of s.stack)
          if (!pathOf.has(tag) && tag === s.top && routeKey(s.url) === '/index/home') pathOf.set(tag, [])
        return s
      } catch (e) {
        // a navigation replaced the document under the scan: wait for the new one
        if (i >= 3) throw e
        await page.waitForLoadState('domcontentloaded').catch(() => undefined)
        await settle()
      }
    }
  }
  const inApp = () => {
    const u = new URL(page.url())
    return u.origin === server.base && !!routeKey(u.pathname)
  }
  const tapMarked = async (n) => {
    const el = page.locator(`[data-crawl="${n}"]`)
    try {
      await el.click({ timeout: 3_000 })
      return true
    } catch (e) {
      return e
    }
  }
  /** Taps one of the visible page's navigation-bar controls (back, 首页), after closing what covers it. */
  const navBar = async (control) => {
    let s = await scan()
    for (let i = 0; i < 3 && s.layer !== 'page'; i++) {
      await closeLayer(s)
      s = await scan()
    }
    const btn = page.locator(`.taro_page[data-crawl-page="${s.top}"] ${control}`)
    if (!(await btn.count())) return false
    try {
      await btn.click({ timeout: 3_000 })
    } catch (e) {
      notes.push(`could not tap ${control} on ${s.url}: ${e.message.split('\n')[0]}`)
      return false
    }
    await settle()
    return true
  }
  // a tab page (issue 20) has no back arrow and no 首页 link: its tab bar's 首页 takes the user home
  // (back to the home underneath), as a person would do
  const tabHome = async () => routeKey((await scan()).url) !== '/index/home' && navBar('.hs-tabbar__item:first-child')
  const back = async () => (await navBar('.nav-bar__back')) || tabHome()
  const goHomeTap = async () => (await navBar('.nav-bar__home')) || tabHome()
  const closeLayer = async (s) => {
    if (s.layer.startsWith('dialog')) {
      const btn = page.locator('.taro__modal .taro-model__cancel:visible, .taro__modal .taro-model__confirm:visible')
      await btn.first().click({ timeout: 3_000 })
    } else {
      await page.keyboard.press('Escape')
      await settle(100)
      if ((await scan()).layer === s.layer) await page.mouse.click(187, 24)
    }
    await settle()
  }

  /** Runs a scripted fill or taps a target; says what came of it. */
  async function act(step, target, path) {
    const before = await scan()
    if (step.script) {
      const run = SCRIPTS[step.route].find((x) => x.name === step.script)
      try {
        await run.run(page)
      } catch (e) {
        problem('script failed', `${step.script}: ${e.message.split('\n')[0]}`)
      }
    } else {
      const r = await tapMarked(target.n)
      if (r !== true) {
        notes.push(`could not tap 「${target.label}」 on ${before.url}: ${String(r.message).split('\n')[0]}`)
        return { kind: 'untappable', before, after: before }
      }
    }
    taps++
    await settle()
    if (!inApp()) return { kind: 'outside', url: page.url(), before }
    const after = await scan()
    const grew = after.stack.length > before.stack.length && before.stack.every((t, i) => after.stack[i] === t)
    if (after.top !== before.top || after.url !== before.url) {
      // a page that was not there before is reached by the path that led here
      for (const tag of after.stack) if (!pathOf.has(tag)) pathOf.set(tag, path)
      return { kind: grew ? 'push' : 'moved', before, after }
    }
    if (after.layer !== before.layer) return { kind: 'layer', before, after }
    return { kind: 'none', before, after }
  }

  /** Checks a page the crawler has just arrived at, and counts it when it is a spec page. */
  function arrive(s, steps) {
    where = `${s.url} via ${show(steps)}`
    if (!s.title || s.textLength < 8) problem('blank page', `${s.url} (title "${s.title}", ${s.textLength} characters)`)
    const key = routeKey(s.url)
    if (SPEC_PAGES.includes(key) && !reached.has(key)) reached.set(key, { steps, how: 'page' })
    // a visitor's tap on a page that needs a login shows the guard: that page counts as reached
    if (key === '/login' && who === 'out') {
      const redirect = new URL(s.url, server.base).searchParams.get('redirect')
      const guarded = redirect && routeKey(redirect)
      if (guarded && SPEC_PAGES.includes(guarded) && !reached.has(guarded))
        reached.set(guarded, { steps, how: `login guard (redirect=${redirect})` })
    }
    return key
  }

  /** Back to a page instance still in the stack, or (when it is gone) to its route by its path. */
  async function returnTo(tag, item) {
    for (let i = 0; i < 15; i++) {
      const s = await scan()
      if (s.top === tag) return tag
      if (!s.stack.includes(tag) || !(await back())) break
    }
    if (!replayable(item.steps)) return null
    const at = await reach(item)
    if (!at) notes.push(`could not walk back to ${item.route} by ${show(item.steps)}`)
    return at
  }

  /** Walks to a state: back to the deepest page on its path, then the rest of the path by tapping. */
  async function reach(item) {
    for (let attempt = 0; attempt < 3; attempt++) {
      let s = await scan()
      let base = -1
      s.stack.forEach((tag, i) => {
        const p = pathOf.get(tag)
        if (p && isPrefix(p, item.steps)) base = i
      })
      if (base < 0) {
        if (!(await goHomeTap())) return null
        continue
      }
      const tag = s.stack[base]
      while (s.top !== tag) {
        if (!(await back())) break
        s = await scan()
        if (!s.stack.includes(tag)) break
      }
      if (s.top !== tag) continue
      let ok = true
      for (let i = pathOf.get(tag).length; i < item.steps.length; i++) {
        const step = item.steps[i]
        const path = item.steps.slice(0, i + 1)
        if (step.script) {
          await act(step, undefined, path)
          continue
        }
        const now = await scan()
        const t =
          now.targets.find((x) => x.key === step.key) ??
          now.targets.find((x) => x.group === step.group && x.label === step.label)
        if (!t) {
          ok = false
          break
        }
        const r = await act(step, t, path)
        if (r.kind === 'untappable') {
          ok = false
          break
        }
      }
      s = await scan()
      if (ok && routeKey(s.url) === item.route) return s.top
    }
    return null
  }

  const groupSkip = (route, group) => {
    const o = groupOutcomes.get(`${route} ${group}`) ?? []
    return o.length >= 2 && o.at(-1) === o.at(-2)
  }

  /** Taps everything on one page, then runs its scripts; follows what they open. */
  async function explore(item, { depthFirst = false, runScripts = true } = {}) {
    explored.add(item.route)
    let home = (await scan()).top
    const done = new Set()
    const prereqOf = new Map()
    const tried = new Set()
    const skipped = new Set()
    const scripts = runScripts ? (SCRIPTS[item.route] ?? []).filter((x) => x.who === who || x.who === 'both') : []
    const skip = (t) => t.avoided || groupSkip(item.route, t.group)
    let scriptIndex = 0
    let s = await scan()
    arrive(s, item.steps)
    for (const t of s.targets) prereqOf.set(t.key, [])
    for (let i = 0; i < MAX_TAPS_PER_PAGE + scripts.length; i++) {
      if (Date.now() - started > PASS_LIMIT_MS) return
      s = await scan()
      if (s.top !== home) {
        home = await returnTo(home, item)
        if (!home) return
        s = await scan()
      }
      where = `${s.url} via ${show(item.steps)}`
      for (const t of s.targets) if (!prereqOf.has(t.key)) prereqOf.set(t.key, [])
      for (const t of s.targets) if (skip(t)) skipped.add(t.key)
      let target = s.targets.find((t) => !done.has(t.key) && !skip(t))
      let step
      if (!target && s.layer !== 'page') {
        await closeLayer(s)
        continue
      }
      if (!target) {
        // something seen earlier (in a popup, another tab) not tapped yet: reveal it again
        const [key] = [...prereqOf].find(([k, p]) => p.length && !done.has(k) && !tried.has(k) && !skipped.has(k)) ?? []
        if (key) {
          tried.add(key)
          for (const pre of prereqOf.get(key)) {
            const now = await scan()
            const t = now.targets.find((x) => x.key === pre.key)
            if (t) await act(pre, t, [...item.steps, pre])
          }
          continue
        }
        if (scriptIndex >= scripts.length) return
        const sc = scripts[scriptIndex++]
        step = { script: sc.name, replayable: sc.replayable, route: item.route, label: `[${sc.name}]` }
      } else {
        done.add(target.key)
        step = { route: item.route, key: target.key, group: target.group, label: target.label }
      }
      const dot = target?.dot && s.targets.find((x) => x.n === target.dot)
      const prereq = dot
        ? [{ route: item.route, key: dot.key, group: dot.group, label: dot.label }]
        : (target && prereqOf.get(target.key)) || []
      const steps = [...item.steps, ...prereq, step]
      if (dot) {
        // as the path will be walked again: the dot first, so the slide is sure to stay put for the tap
        await act(prereq[0], dot, [...item.steps, prereq[0]])
        target = (await scan()).targets.find((x) => x.key === target.key) ?? target
      }
      if (TRACE) console.log(`  ${who} ${item.route}: ${step.label}`)
      const r = await act(step, target, steps)
      const outcome =
        r.kind === 'push' || r.kind === 'moved'
          ? `to ${destination(r.after.url)}`
          : r.kind === 'layer'
            ? r.after.layer
            : r.kind
      if (target) {
        const g = `${item.route} ${target.group}`
        groupOutcomes.set(g, [...(groupOutcomes.get(g) ?? []), outcome])
      }
      if (r.kind === 'layer' || r.kind === 'none') {
        // what this tap revealed is reached by the same taps again
        for (const t of r.after.targets) if (!prereqOf.has(t.key)) prereqOf.set(t.key, [...prereq, step])
        continue
      }
      if (r.kind === 'untappable') continue
      if (r.kind === 'outside') {
        notes.push(`left the app for ${short(r.url)} from ${item.route} by 「${step.label}」`)
        await page.goBack().catch(() => undefined)
        await settle()
        if (!inApp()) return
      } else {
        const key = arrive(r.after, steps)
        if (key && !explored.has(key)) {
          if (!depthFirst && replayable(steps)) {
            const waiting = queued.get(key)
            if (!waiting) {
              const fresh = { route: key, steps, alts: [] }
              queued.set(key, fresh)
              queue.push(fresh)
            } else if (waiting.alts.length < 3) waiting.alts.push(steps)
          } else {
            await explore({ route: key, steps }, { depthFirst })
          }
        }
      }
      // the last script ends the page: every tap was made before it
      if (step.script && scriptIndex >= scripts.length) return
      home = await returnTo(home, item)
      if (!home) return
    }
    notes.push(`${item.route}: stopped after ${MAX_TAPS_PER_PAGE} taps`)
  }

  await page.goto(`${server.base}/index/home`)
  await page.locator('.nav-bar__title:visible').first().waitFor()
  await settle()
  const first = await scan()
  pathOf.set(first.top, [])

  if (who === 'in') {
    // demo_buyer logs in the way a person does: 我的 › 登录 / 注册, then the form
    const tapLabel = async (label) => {
      const s = await scan()
      const t =
        s.targets.find((x) => x.label.split(' ').includes(label)) ?? s.targets.find((x) => x.label.includes(label))
      if (!t) throw new Error(`no 「${label}」 on ${s.url}`)
      const step = { route: routeKey(s.url), key: t.key, group: t.group, label: t.label }
      const path = [...(pathOf.get(s.top) ?? []), step]
      await act(step, t, path)
      arrive(await scan(), path)
      return path
    }
    await tapLabel('我的')
    const tapped = await tapLabel('登录 / 注册')
    // the login page may still be opening when the tap returns: wait for it rather than read a half-open page
    let login = await scan()
    for (let i = 0; i < 50 && routeKey(login.url) !== '/login'; i++) {
      await page.waitForTimeout(200)
      login = await scan()
    }
    if (routeKey(login.url) !== '/login') throw new Error(`登录 / 注册 led to ${login.url}`)
    // the path that reached it: recorded when the tap pushed the page, else the taps just made
    const loginPath = pathOf.get(login.top) ?? tapped
    // the login page and what it leads to (注册, 隐私政策) are explored before the session starts
    await explore({ route: '/login', steps: loginPath }, { depthFirst: true, runScripts: false })
    if (!(await returnTo(login.top, { route: '/login', steps: loginPath }))) throw new Error('lost the login page')
    const step = { script: SCRIPTS['/login'][0].name, route: '/login', label: '登录' }
    await act(step, undefined, [...loginPath, step])
    const s = await scan()
    if (routeKey(s.url) !== '/index/other/mycenter') throw new Error(`after logging in: ${s.url}`)
    await returnTo(first.top, { route: '/index/home', steps: [] })
  }

  const start = { route: '/index/home', steps: [], alts: [] }
  queue.push(start)
  queued.set(start.route, start)
  while (queue.length && Date.now() - started < PASS_LIMIT_MS) {
    const item = queue.shift()
    if (explored.has(item.route)) continue
    let at = null
    for (const steps of [item.steps, ...item.alts]) {
      at = await reach({ route: item.route, steps })
      if (at) {
        await explore({ route: item.route, steps })
        break
      }
    }
    if (!at)
      notes.push(`could not walk again to ${item.route} by ${show(item.steps)} (nor ${item.alts.length} other paths)`)
  }
  const ms = Date.now() - started
  if (ms > PASS_LIMIT_MS) problems.push(`the pass ran out of time (${PASS_LIMIT_MS / 1000} s)`)
  await context.close()
  const dialogs = new Set(
    [...groupOutcomes.values()].flat().filter((o) => o.startsWith('dialog「') || o === 'action sheet'),
  )
  return { who, reached, problems, notes, taps, explored: explored.size, ms, dialogs }
}

const t = runner()
const results = []
const startedAll = Date.now()
try {
  for (const who of PASSES) {
    const name = who === 'out' ? 'visitor' : 'logged in'
    const r = await crawlPass(who)
    results.push(r)
    console.log(`\n[crawl] ${name}: ${r.taps} taps, ${r.explored} routes explored, ${(r.ms / 1000).toFixed(1)} s`)
    // a visitor's flow step counts behind the login guard of its flow's first page
    const behind = (p) => who === 'out' && !r.reached.has(p) && r.reached.get(VISITOR_FLOW_STEPS[p])
    const flow = SPEC_PAGES.filter(behind)
    console.log(`reached ${r.reached.size}/47 spec pages by tapping (${name})`)
    if (flow.length)
      console.log(
        `  and ${flow.length} more behind a login guard: later steps of a flow whose first page showed it (${r.reached.size + flow.length}/47)`,
      )
    for (const p of SPEC_PAGES) {
      const hit = r.reached.get(p) ?? behind(p)
      const how = r.reached.has(p) ? hit?.how : `step of the flow from ${VISITOR_FLOW_STEPS[p]}`
      console.log(
        `  ${hit ? '✓' : '✗'} ${p.padEnd(38)} ${hit ? show(hit.steps) : 'NOT REACHED'}${hit && how !== 'page' ? `  [${how}]` : ''}`,
      )
    }
    for (const n of r.notes) console.log(`  note: ${n}`)
    await t.check(`${name}: every spec page reached by tapping`, () => {
      const missing = SPEC_PAGES.filter((p) => !r.reached.has(p) && !behind(p))
      if (missing.length) throw new Error(`not reached: ${missing.join(' ')}`)
    })
    // a visitor's 收藏 asks to log in: a crawler blind to Taro's dialogs taps the page under their mask
    console.log(`  dialogs and sheets opened: ${[...r.dialogs].join(' ') || 'none'}`)
    if (who === 'out')
      await t.check(`${name}: a dialog is seen as a layer (the login prompt of 收藏)`, () => {
        if (![...r.dialogs].some((d) => d.includes('登录后才能收藏'))) throw new Error('no dialog seen')
      })
    await t.check(`${name}: no page errors, console errors, failed requests, blank pages or session prompts`, () => {
      if (r.problems.length) throw new Error(r.problems.join('\n'))
    })
  }
  // live with Alipay's keys: the order was paid through the fake Alipay, which refused nothing
  if (PASSES.includes('in'))
    await t.check('logged in: paid at the fake Alipay H5 cashier, its signed notification accepted', () => {
      if (fakes.problems.length) throw new Error(fakes.problems.join('\n'))
      if (!fakes.notifications.some((n) => n.channel === 'alipay' && n.accepted))
        throw new Error('no Alipay notification was delivered')
    })
  const total = Date.now() - startedAll
  const over = total > BUDGET_MS ? '  OVER the budget (a slow machine, or a crawl that grew: see the taps above)' : ''
  console.log(
    `\n[crawl] ${PASSES.length} pass(es) in ${(total / 1000).toFixed(1)} s (budget ${BUDGET_MS / 1000} s)${over}`,
  )
} finally {
  await browser.close()
  // the server's last words, when the crawl saw it stop answering or was asked for them
  if (process.env.CRAWL_LOGS || results.some((r) => r.problems.some((p) => p.includes('ERR_CONNECTION_REFUSED'))))
    console.log(server.logs.join('').split('\n').slice(-60).join('\n'))
  await server.stop()
  await fakes.close()
}
console.log(`[crawl] the suite took ${((Date.now() - suiteStarted) / 1000).toFixed(1)} s, server start included`)
process.exit(t.finish('crawl') ? 0 : 1)
