// Browser smoke test: `npm start`'s server with the real H5 build, headless Chromium at
// 375×812. Opens the home page and the announcements page by their deep paths (a refresh on a
// deep path must work), the redirects and an unknown path, and checks each renders its title.
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { startServer, launchBrowser, screenshotDir, runner, root } from './browser.mjs'

// The route table is TypeScript: read it through tsx's loader.
const require = createRequire(import.meta.url)
require('tsx/cjs/api').register()
const { ROUTES, NOT_FOUND_PATH } = require(join(root, 'src/routes.ts'))

const server = await startServer()
const browser = await launchBrowser().catch(async (e) => {
  await server.stop()
  throw e
})
const shots = screenshotDir('smoke')
const t = runner()

async function open(path) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 })
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(server.base + path, { waitUntil: 'networkidle' })
  return { page, errors }
}

async function expectTitle(path, title, finalPath = path) {
  const { page, errors } = await open(path)
  try {
    await page.waitForSelector(`.nav-bar__title:text-is("${title}")`, { timeout: 15_000 }).catch(async (e) => {
      const shown = await page.locator('.nav-bar__title').allInnerTexts()
      throw new Error(`${path}: expected title ${title}, shown ${JSON.stringify(shown)} (${e.message.split('\n')[0]})`)
    })
    const url = new URL(page.url())
    if (url.pathname !== finalPath) throw new Error(`expected ${finalPath}, at ${url.pathname}`)
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
    await page.screenshot({ path: join(shots, `${finalPath.replace(/\//g, '_') || 'root'}.png`) })
  } finally {
    await page.close()
  }
}

try {
  await t.check('/index/home renders its title', () => expectTitle('/index/home', '号市'))
  await t.check('/index/other/gonggao renders its title on a direct load', () =>
    expectTitle('/index/other/gonggao', '平台公告'),
  )
  await t.check('/ redirects to /index/home', () => expectTitle('/', '号市', '/index/home'))
  await t.check('/index/other redirects to gonggao', () => expectTitle('/index/other', '平台公告', '/index/other/gonggao'))
  await t.check('an unknown path shows the not-found page', () => expectTitle('/index/nope', '页面不存在', '/404'))
  await t.check('a private page without a login goes to /login', () =>
    expectTitle('/index/other/xiaoxi', '登录', '/login'),
  )
  // Every spec path answers on a direct load (history fallback + router): public pages show
  // their own title, private ones the login page.
  for (const r of ROUTES.filter((x) => x.path !== NOT_FOUND_PATH)) {
    await t.check(`${r.path} loads (${r.auth ? 'login first' : r.title})`, () =>
      r.auth ? expectTitle(r.path, '登录', '/login') : expectTitle(r.path, r.title),
    )
  }
} finally {
  await browser.close()
  await server.stop()
}
process.exit(t.finish('smoke') ? 0 : 1)
