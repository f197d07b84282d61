// Shared helpers for the browser tests: start `npm start`'s server on a free port with a fresh
// data directory, and launch Debian's Chromium through playwright-core at 375×812.
import { spawn } from 'node:child_process'
import { mkdtempSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'node:net'
import { chromium } from 'playwright-core'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

/**
 * Starts the product as `npm start` does; resolves once /api/health answers. `extraEnv` may be a
 * function of the server's base URL (settings such as PUBLIC_BASE_URL must name the port). `port`
 * fixes the port (the mini-program harness's bundles have their API origin built in); a free one otherwise.
 */
export async function startServer(extraEnv = {}, { port = 0 } = {}) {
  port = port || (await freePort())
  const base = `http://127.0.0.1:${port}`
  const more = typeof extraEnv === 'function' ? extraEnv(base) : extraEnv
  const dataDir = mkdtempSync(join(tmpdir(), 'haoshi-e2e-'))
  const logs = []
  const child = spawn(process.execPath, ['tools/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...more },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (d) => logs.push(d.toString()))
  child.stderr.on('data', (d) => logs.push(d.toString()))
  child.on('exit', (code, signal) => logs.push(`[server exited: code ${code}, signal ${signal}]\n`))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`)
    try {
      const res = await fetch(`${base}/api/health`)
      if (res.ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      // stop it: a server that comes up after the caller gave up would live on as an orphan (one
      // held a port and a data folder for an hour after a Lighthouse run timed out on a busy machine)
      child.kill('SIGTERM')
      throw new Error(`server did not start in time:\n${logs.join('')}`)
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  return {
    base,
    logs,
    stop: () =>
      new Promise((resolve) => {
        // a server that already stopped (crashed) fires no second exit: waiting would hang the suite
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
  }
}

export async function launchBrowser() {
  // playwright-core gives every launch a fresh, empty profile directory of its own.
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

export function screenshotDir(name) {
  const dir = join(root, 'screenshots', name)
  mkdirSync(dir, { recursive: true })
  return dir
}

/** A tiny runner that prints `N passed, N failed` at the end. */
export function runner() {
  let passed = 0
  let failed = 0
  return {
    /** Runs one check; says whether it passed (a journey skips the steps after a failed one). */
    async check(name, fn) {
      try {
        await fn()
        passed += 1
        console.log(`ok - ${name}`)
        return true
      } catch (e) {
        failed += 1
        console.log(
          `not ok - ${name}\n  ${String(e?.stack || e)
            .split('\n')
            .slice(0, 4)
            .join('\n  ')}`,
        )
        return false
      }
    },
    finish(label) {
      console.log(`${label}: ${passed} passed, ${failed} failed`)
      return failed === 0
    },
  }
}

/**
 * A browser suite's frame: the product on a fresh data folder, Chromium, a runner, and phone pages
 * whose uncaught errors fail the suite. `run(body)` runs the checks, then the page-error check,
 * closes the browser and the server whatever happened, and exits with the verdict.
 */
export async function openSuite(label, env = { CAPTCHA_ENABLED: 'false' }) {
  const server = await startServer(env)
  const browser = await launchBrowser().catch(async (e) => {
    await server.stop()
    throw e
  })
  const t = runner()
  const errors = []
  let broken = false
  return {
    server,
    browser,
    t,
    errors,
    shots: screenshotDir(label),
    login: (page, username, password) => loginAs(page, server.base, username, password),
    /** a phone page (375×812 at 2×) in a context of its own; its uncaught errors fail the suite */
    async phone() {
      const page = await phonePage(browser)
      page.on('pageerror', (e) => errors.push(e.message))
      return page
    },
    /** a journey's step: once one fails, the later ones are reported as skipped, not run */
    async step(name, fn) {
      if (broken) return t.check(name, () => Promise.reject(new Error('skipped: an earlier step failed')))
      broken = !(await t.check(name, fn))
      return !broken
    },
    async run(body) {
      try {
        await body()
        await t.check('no uncaught page errors', async () => {
          if (errors.length) throw new Error(errors.join('\n'))
        })
      } finally {
        await browser.close()
        await server.stop()
      }
      process.exit(t.finish(label) ? 0 : 1)
    },
  }
}

/** A phone-sized page (375×812 at 2×) in a context of its own, so each user has their own storage. */
export async function phonePage(browser) {
  return (await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 })).newPage()
}

/** Waits until the H5 navigation bar shows this title. */
export const waitTitle = (page, text) => page.waitForSelector(`.nav-bar__title:text-is("${text}")`, { timeout: 15_000 })

/** Logs a demo account in through the login page (captcha off) and waits for home. */
export async function loginAs(page, base, username, password = 'Haoshi2026') {
  await page.goto(`${base}/login`)
  await waitTitle(page, '登录')
  await page.getByLabel('账号', { exact: true }).fill(username)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByRole('button', { name: '登录' }).click()
  await waitTitle(page, '号市')
}

/**
 * The first paint (issue 38 item 6): what the HTML alone draws at each path, with the app's
 * scripts refused as a slow network would keep them away. Per path: the kind of frame drawn
 * (`data-kind`), its width, the bottom of its navigation bar, the tab labels of its bar and where
 * the bar starts, and whether anything was painted at all (null when the HTML draws nothing).
 */
export async function firstPaint(browser, base, paths, viewport) {
  const ctx = await browser.newContext({ viewport })
  await ctx.route(/\/js\/.*\.js(\?|$)/, (r) => r.abort())
  const page = await ctx.newPage()
  const out = {}
  try {
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: 'load' })
      out[path] = await page.evaluate(() => {
        const boot = document.getElementById('hs-boot')
        if (!boot || !boot.getBoundingClientRect().height) return null
        const box = (sel) => boot.querySelector(sel)?.getBoundingClientRect() ?? null
        return {
          kind: boot.dataset.kind,
          width: Math.round(boot.getBoundingClientRect().width),
          navBottom: box('.hb-nav') && Math.round(box('.hb-nav').bottom),
          tabs: [...boot.querySelectorAll('.hb-tab')].map((t) => t.textContent.trim()),
          tabTop: box('.hb-tabs') && Math.round(box('.hb-tabs').top),
        }
      })
    }
    return out
  } finally {
    await ctx.close()
  }
}

/**
 * Opens `path` in a context of its own and sums the layout shifts (CLS without sessions) until
 * `ready` is on screen and a second has passed; also where the app's navigation bar ends and its
 * tab bar starts, to set beside the first paint's. The frame drawn by the HTML must be gone.
 */
export async function mountShift(browser, base, path, viewport, ready) {
  const ctx = await browser.newContext({ viewport })
  const page = await ctx.newPage()
  await page.addInitScript(() => {
    window.__shift = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  try {
    await page.goto(base + path)
    await page.locator(ready).first().waitFor({ timeout: 20_000 })
    await page.waitForTimeout(1000)
    return await page.evaluate(() => {
      const vis = (sel) =>
        [...document.querySelectorAll(sel)].map((el) => el.getBoundingClientRect()).find((r) => r.height > 0)
      return {
        shift: window.__shift,
        bootLeft: !!document.getElementById('hs-boot'),
        navBottom: Math.round(vis('.nav-bar')?.bottom ?? -1),
        tabTop: vis('.hs-tabbar') ? Math.round(vis('.hs-tabbar').top) : null,
        width: Math.round(document.getElementById('app').getBoundingClientRect().width),
      }
    })
  } finally {
    await ctx.close()
  }
}

/**
 * Whether home's banner shows its artwork whole: an image drawn to cover a box of another shape
 * loses its edges (立即查看 was cut off at 1,200 px). Says what is cut, or '' when nothing is.
 */
export const bannerCut = (page) =>
  page
    .locator('.home-banner img:visible')
    .first()
    .evaluate(async (img) => {
      // measured once drawn: an image still loading has no natural size to compare
      await img.decode().catch(() => undefined)
      if (!img.naturalWidth) return 'the banner’s image did not load'
      const box = img.closest('.home-banner').getBoundingClientRect()
      const r = img.getBoundingClientRect()
      const fit = getComputedStyle(img).objectFit
      const scale = (fit === 'cover' ? Math.max : Math.min)(r.width / img.naturalWidth, r.height / img.naturalHeight)
      const drawn = { w: img.naturalWidth * scale, h: img.naturalHeight * scale }
      if (drawn.w > r.width + 1 || drawn.h > r.height + 1)
        return `the artwork is drawn ${Math.round(drawn.w)}×${Math.round(drawn.h)} in a ${Math.round(r.width)}×${Math.round(r.height)} box`
      if (r.width > box.width + 1 || r.height > box.height + 1)
        return `the image (${Math.round(r.width)}×${Math.round(r.height)}) overflows the banner (${Math.round(box.width)}×${Math.round(box.height)})`
      return ''
    })
