// Every page as a user sees it (issue 10): each route of the route table, logged out and logged
// in (demo_buyer; the console as demo_operator), on `npm start`'s server with the real H5 build
// in headless Chromium at 375×812. A page fails on: a blank page (no title, almost no text), an
// uncaught page error, a failed request other than an expected 404 (or a 401 while logged in),
// the session-expired prompt, or text running past the viewport. Detail pages get real ids read from the API first. Screenshots of every page go to
// screenshots/pages/ for review. `npm run verify:pages` (VERIFY_WIDTHS=320,375 adds widths).
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { startServer, launchBrowser, screenshotDir, runner, root, waitTitle, loginAs } from './browser.mjs'
import { overflowingText } from './overflow.mjs'

const require = createRequire(import.meta.url)
require('tsx/cjs/api').register()
const { ROUTES, NOT_FOUND_PATH } = require(join(root, 'src/routes.ts'))

const widths = (process.env.VERIFY_WIDTHS || '375').split(',').map(Number)
const server = await startServer({ CAPTCHA_ENABLED: 'false' })
const browser = await launchBrowser().catch(async (e) => {
  await server.stop()
  throw e
})
const shots = screenshotDir('pages')
const t = runner()

async function api(method, path, { token, body } = {}) {
  const headers = {}
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const r = await fetch(server.base + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const j = await r.json()
  if (j.code !== 200) throw new Error(`${method} ${path}: ${j.code} ${j.msg}`)
  return j.data
}
const tokenOf = async (username) =>
  (await api('POST', '/api/login', { body: { username, password: 'Haoshi2026' } })).token

// Real ids for the pages that show one thing, found through the API as a client would.
async function prepareQueries() {
  const buyerToken = await tokenOf('demo_buyer')
  const list = await api('POST', '/api/web/good/allList', { body: { pageNum: 1, pageSize: 5 } })
  const goodId = list.rows[0].id
  // an unpaid order of demo_buyer's for the cashier pages, a finished one for the order detail
  const confirm = await api('GET', `/api/order/confirm?goodsId=${list.rows[1].id}`, { token: buyerToken })
  const unpaid = await api('POST', '/api/order/create', {
    token: buyerToken,
    body: { goodsId: list.rows[1].id, protection: confirm.defaultProtection, acceptRules: true },
  })
  const orders = await api('GET', '/api/saleOrder/web/buyList?pageNum=1&pageSize=10&state=2', { token: buyerToken })
  const orderId = orders.rows.find((o) => o.id !== unpaid.orderId)?.id ?? unpaid.orderId
  const notice = async (noticeType) =>
    (await api('GET', `/api/web/notice/list?noticeType=${noticeType}&pageNum=1&pageSize=1`)).rows[0].id
  return {
    '/index/articleDetail': `?id=${await notice('gonggao')}`,
    '/index/other/newsDetail': `?id=${await notice('xinwen')}`,
    '/index/other/helpdetail': `?id=${await notice('help')}`,
    '/index/goodDetail': `?id=${goodId}`,
    '/index/sureOrder': `?goodsId=${goodId}`,
    '/index/orderDetail': `?id=${orderId}`,
    '/index/finish': `?orderId=${unpaid.orderId}`,
    '/index/pay': `?orderId=${unpaid.orderId}`,
    '/index/goZFB': `?orderId=${unpaid.orderId}`,
  }
}

const CONTENT_TITLED = new Set(['/index/articleDetail', '/index/other/newsDetail', '/index/other/helpdetail'])

async function visit(context, route, who, width) {
  const page = await context.newPage()
  const problems = []
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
  // the security policy must not block the app's own scripts, styles, images or calls
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text()))
      problems.push(`CSP: ${m.text().slice(0, 160)}`)
  })
  page.on('response', (res) => {
    const s = res.status()
    // logged out, nothing may ask for a session: a 401 there raises the "login timed out" prompt
    // (spec 4) at someone who never logged in
    if (s === 401 && who === 'out') problems.push(`401 while logged out: ${res.url().replace(server.base, '')}`)
    else if (s >= 400 && s !== 401 && s !== 404)
      problems.push(`${s} ${res.request().method()} ${res.url().replace(server.base, '')}`)
  })
  page.on('requestfailed', (req) => {
    const why = req.failure()?.errorText || ''
    // a navigation away aborts what the previous page still had in flight: not a failure
    if (!why.includes('ERR_ABORTED')) problems.push(`failed ${req.url().replace(server.base, '')}: ${why}`)
  })
  try {
    await page.goto(server.base + route.path + (query[route.path] ?? ''), { waitUntil: 'networkidle' })
    const expected = route.auth && who === 'out' ? '登录' : route.path === NOT_FOUND_PATH ? '页面不存在' : route.title
    // an article's page shows the article's own title
    const ownTitle = CONTENT_TITLED.has(route.path) && !(route.auth && who === 'out')
    await (
      ownTitle
        ? page.waitForFunction(
            () =>
              document.querySelector('.nav-bar__title')?.textContent?.length > 4 &&
              !document.querySelector('.state-view--notFound'),
          )
        : waitTitle(page, expected)
    ).catch(async () => {
      const shown = await page.locator('.nav-bar__title').allInnerTexts()
      problems.push(`title ${JSON.stringify(shown)}, expected ${expected}`)
    })
    // let lazy content (images, second requests) settle before judging the page
    await page.waitForLoadState('networkidle')
    const text = (await page.locator('.taro_page_show, body').first().innerText()).replace(/\s+/g, '')
    if (text.length < 8) problems.push(`blank page (${text.length} characters of text)`)
    problems.push(...(await page.evaluate(overflowingText)))
    if (await page.getByText('登录已超时，请重新登录').isVisible())
      problems.push('the session-expired prompt is showing')
    const name = `${who}-${width}${route.path.replace(/\//g, '_')}`
    await page.screenshot({ path: join(shots, `${name}.png`) })
  } finally {
    await page.close()
  }
  if (problems.length) throw new Error(problems.slice(0, 8).join('\n'))
}

async function contextFor(who, width) {
  const context = await browser.newContext({ viewport: { width, height: 812 }, deviceScaleFactor: 2 })
  if (who === 'out') return context
  // log in through the login page once; the context's storage keeps the session for every visit
  const page = await context.newPage()
  await loginAs(page, server.base, who === 'operator' ? 'demo_operator' : 'demo_buyer')
  await page.close()
  return context
}

let visited = 0
let query = {}
try {
  // the detector must see what it is looking for: plant a line that runs past a 375 px page
  await t.check('the overflow check finds planted overflowing text', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } })
    await page.setContent(
      '<body style="margin:0"><p style="white-space:nowrap;width:375px">' +
        '这是一行故意写得很长的文字'.repeat(6) +
        '</p><div style="overflow-x:auto;width:375px"><p style="white-space:nowrap">' +
        '滚动容器里的长文字不算'.repeat(6) +
        '</p></div><div class="taro_page taro_page_show" style="overflow-x:hidden;width:375px"><p style="white-space:nowrap">' +
        '页面盒子裁掉的文字也算'.repeat(6) +
        '</p></div></body>',
    )
    const found = await page.evaluate(overflowingText)
    await page.close()
    if (
      !found.some((f) => f.includes('这是一行')) ||
      !found.some((f) => f.includes('页面盒子')) ||
      found.some((f) => f.includes('滚动容器'))
    )
      throw new Error(`expected the two planted lines, not the scroller's, got ${JSON.stringify(found)}`)
  })
  query = await prepareQueries()
  for (const width of widths) {
    const contexts = {
      out: await contextFor('out', width),
      in: await contextFor('in', width),
      operator: await contextFor('operator', width),
    }
    for (const route of ROUTES) {
      for (const who of ['out', 'in']) {
        const as = who === 'in' && route.pkg === 'admin' ? 'operator' : who
        await t.check(
          `${width}px ${who === 'out' ? 'logged out' : `as ${as === 'operator' ? 'demo_operator' : 'demo_buyer'}`}: ${route.path}`,
          () => visit(contexts[as], route, who, width),
        )
        visited++
      }
    }
    for (const c of Object.values(contexts)) await c.close()
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`[pages] ${visited} page visits at ${widths.join(', ')} px; screenshots in screenshots/pages/`)
process.exit(t.finish('pages') ? 0 : 1)
