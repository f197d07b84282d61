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
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${logs.join('')}`)
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
    async check(name, fn) {
      try {
        await fn()
        passed += 1
        console.log(`ok - ${name}`)
      } catch (e) {
        failed += 1
        console.log(
          `not ok - ${name}\n  ${String(e?.stack || e)
            .split('\n')
            .slice(0, 4)
            .join('\n  ')}`,
        )
      }
    },
    finish(label) {
      console.log(`${label}: ${passed} passed, ${failed} failed`)
      return failed === 0
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
