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
  await t.check('/index/other redirects to gonggao', () =>
    expectTitle('/index/other', '平台公告', '/index/other/gonggao'),
  )
  await t.check('an unknown path shows the not-found page', () => expectTitle('/index/nope', '页面不存在', '/404'))
  await t.check('a private page without a login goes to /login', () =>
    expectTitle('/index/other/xiaoxi', '登录', '/login'),
  )
  await t.check('/index/home first load is served compressed; size reported', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } })
    const assets = []
    page.on('requestfinished', async (req) => {
      const type = req.resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      const res = await req.response()
      const sizes = await req.sizes()
      assets.push({ url: req.url(), bytes: sizes.responseBodySize, encoding: res?.headers()['content-encoding'] ?? '' })
    })
    await page.goto(`${server.base}/index/home`, { waitUntil: 'networkidle' })
    await page.close()
    const total = assets.reduce((s, a) => s + a.bytes, 0)
    if (process.env.SIZE_DETAIL)
      for (const a of assets) console.log(`   ${(a.bytes / 1024).toFixed(1)} KB ${a.url.replace(server.base, '')}`)
    console.log(
      `[h5] first load of /index/home: ${(total / 1024).toFixed(1)} KB JS+CSS as transferred, ${assets.length} files`,
    )
    const big = assets.filter((a) => a.bytes > 2048 && !a.encoding)
    if (big.length) throw new Error(`sent uncompressed: ${big.map((a) => a.url).join(', ')}`)
  })

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
