// Every page as a user sees it (issue 10): each route of the route table, logged out and logged
// in (demo_buyer; the console as demo_operator), on `npm start`'s server with the real H5 build
// in headless Chromium at 375×812. A page fails on: a blank page (no title, almost no text), an
// uncaught page error, a failed request other than an expected 404 (or a 401 while logged in),
// the session-expired prompt, or text running past the viewport; and on the layout measurements of
// issue 20 (layout-metrics.mjs: line spacing over 2× the font size, tap targets under 24×24, Chinese
// or typed text in a monospace face, the tab bar on exactly the tab pages). Detail pages get real ids
// read from the API first; the order detail reveals the login details so their rows are measured.
// Screenshots of every page go to screenshots/pages/, tiled into contact sheets (8 a sheet, per width
// and user) in screenshots/pages-sheets/ for review by eye. `npm run verify:pages`
// (VERIFY_WIDTHS=320,375 adds widths).
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { startServer, launchBrowser, screenshotDir, runner, root, waitTitle, loginAs } from './browser.mjs'
import { overflowingText } from './overflow.mjs'
import { layoutMetrics } from './layout-metrics.mjs'
import { contactSheets } from './contact-sheet.mjs'

const require = createRequire(import.meta.url)
require('tsx/cjs/api').register()
const { ROUTES, NOT_FOUND_PATH, TAB_ROUTES } = require(join(root, 'src/routes.ts'))
// The tab pages, by route name (home, category, sale, xiaoxi, mycenter): the tab bar's contract is a
// `.hs-tabbar` element on those pages and on no other. Until routes.ts exports the list, the check waits.
const tabNames = TAB_ROUTES ? new Set([...TAB_ROUTES].map((r) => (typeof r === 'string' ? r : r.name))) : null
if (!tabNames) console.log('[layout] note: src/routes.ts exports no TAB_ROUTES yet: the tab-bar check is skipped')

const widths = (process.env.VERIFY_WIDTHS || '375').split(',').map(Number)
// the unpaid order made up front must still be payable when 支付宝支付 is visited, which with
// VERIFY_WIDTHS=320,375 or on a slow machine can be more than the 15 minutes an order waits
const server = await startServer({ CAPTCHA_ENABLED: 'false', ORDER_UNPAID_MINUTES: '1440' })
const browser = await launchBrowser().catch(async (e) => {
  await server.stop()
  throw e
})
const shots = screenshotDir('pages')
const t = runner()
const sheets = []

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
  const order = orders.rows.find((o) => o.id !== unpaid.orderId)
  const orderId = order?.id ?? unpaid.orderId
  // the operators' order view is titled with the order's number
  if (order) SHOWN_TITLE['/admin/order'] = `订单 ${order.orderNo}`
  const notice = async (noticeType) =>
    (await api('GET', `/api/web/notice/list?noticeType=${noticeType}&pageNum=1&pageSize=1`)).rows[0].id
  return {
    '/index/articleDetail': `?id=${await notice('gonggao')}`,
    '/index/other/newsDetail': `?id=${await notice('xinwen')}`,
    '/index/other/helpdetail': `?id=${await notice('help')}`,
    '/index/goodDetail': `?id=${goodId}`,
    '/index/sureOrder': `?goodsId=${goodId}`,
    // demo_buyer's question about the same listing (opening is idempotent; issue 40)
    '/index/other/consult': `?goodsId=${goodId}`,
    '/index/orderDetail': `?id=${orderId}`,
    // the operators' view of the same order (the console, issue 21)
    '/admin/order': `?id=${orderId}`,
    '/index/finish': `?orderId=${unpaid.orderId}`,
    '/index/pay': `?orderId=${unpaid.orderId}`,
    '/index/goZFB': `?orderId=${unpaid.orderId}`,
  }
}

// pages whose title says what they show before the route's own (the sell flow's review step is a
// check before submitting; 提交结果 is its result)
const SHOWN_TITLE = { '/index/commit': '确认信息' } // more added by prepareQueries
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
  // 支付宝支付 hands the browser over to the cashier (here the sandbox's, which executes the Alipay
  // channel when no provider is configured): stop it there, so the page itself is what is measured
  if (route.path === '/index/goZFB') await page.route(/\/api\/pay\/sandbox\/cashier/, (r) => r.abort('aborted'))
  try {
    await page.goto(server.base + route.path + (query[route.path] ?? ''), { waitUntil: 'networkidle' })
    const expected =
      route.auth && who === 'out'
        ? '登录'
        : route.path === NOT_FOUND_PATH
          ? '页面不存在'
          : (SHOWN_TITLE[route.path] ?? route.title)
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
    // the buyer's login details show only after a tap: reveal them so their rows are measured too
    const reveal = page.getByRole('button', { name: '点击查看账号密码' })
    if (route.name === 'orderDetail' && (await reveal.isVisible())) {
      await reveal.click()
      await page.getByText('登录密码', { exact: true }).waitFor({ timeout: 10_000 })
    }
    const started = Date.now()
    const metrics = await page.evaluate(layoutMetrics, SAMPLES)
    measuringMs += Date.now() - started
    problems.push(...judgeLayout(metrics, route, who))
    if (await page.getByText('登录已超时，请重新登录').isVisible())
      problems.push('the session-expired prompt is showing')
    const name = `${who}-${width}${route.path.replace(/\//g, '_')}`
    await page.screenshot({ path: join(shots, `${name}.png`) })
  } finally {
    await page.close()
  }
  if (problems.length) throw new Error(problems.slice(0, 8).join('\n'))
}

const offenders = { lineSpacing: 0, tapTargets: 0, monospace: 0, textAreas: 0, tabbar: 0 }
// how many offenders of each kind a failure names (LAYOUT_SAMPLES=100 lists them all for a sweep)
const SAMPLES = Number(process.env.LAYOUT_SAMPLES) || 4
let measuringMs = 0
/** The layout measurements' verdict on one page, added to the suite's offender counts. */
function judgeLayout(m, route, who) {
  const problems = []
  const kinds = {
    lineSpacing: 'text blocks with lines over 2× their font size apart',
    tapTargets: 'tap targets under 24×24 CSS px',
    monospace: 'Chinese or typed text in a monospace face',
    textAreas: 'text areas out of their box or with a resize grip',
  }
  for (const [kind, what] of Object.entries(kinds)) {
    offenders[kind] += m[kind]
    if (m[kind]) problems.push(`${m[kind]} ${what}: ${m.samples[kind].join('; ')}`)
  }
  if (tabNames) {
    // logged out, a page that needs the login shows the login page, which is no tab page
    const expected = tabNames.has(route.name) && !(route.auth && who === 'out')
    if (m.tabbar !== expected) {
      offenders.tabbar += 1
      problems.push(
        expected ? 'the tab bar (.hs-tabbar) is missing' : 'a tab bar (.hs-tabbar) shows on a page that is no tab',
      )
    }
  }
  return problems
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

// Planted for the layout self-check. Offenders: the 60 px lines under 14 px text (a paragraph of its
// own, and inline spans in a block with the root's strut), a 16×16 checkbox, a 20×20 link, a small
// element with a React handler, monospace Chinese, and a textarea as Taro's H5 Textarea drew it (in
// the browser's monospace default, reaching out of its padded box, with a resize grip). Sound: a
// one-line button centred by line-height, 44×44 and padded targets, a hidden tiny button, an ASCII
// value in monospace, a textarea in the page's font that fits its box and has no grip.
const PLANTED_LAYOUT = `<body style="margin:0;font-size:14px;line-height:1.5;font-family:sans-serif">
  <p style="font-size:14px;line-height:60px;width:300px">${'商品描述写得很长的一段文字，'.repeat(6)}</p>
  <div style="width:300px;font-size:37.5px;line-height:1.6"><span style="font-size:14px">${'备注行内文字继承了根的行高，'.repeat(5)}</span></div>
  <div style="font-size:14px;line-height:44px;height:44px;width:120px" role="button">一行按钮</div>
  <div role="checkbox" aria-checked="false" style="width:16px;height:16px"></div>
  <a href="#x" style="display:inline-block;width:20px;height:20px;font-size:12px">链</a>
  <div id="tiny-handler" style="width:12px;height:12px"></div>
  <div id="big-handler" style="width:44px;height:44px"></div>
  <span role="button" style="display:inline-block;padding:12px;font-size:12px;line-height:1.5">复制</span>
  <button style="display:none;width:4px;height:4px">隐</button>
  <span style="font-size:14px;font-family:Menlo,monospace">密码：abc</span>
  <span style="font-size:14px;font-family:Menlo,monospace">Abc123</span>
  <div style="width:200px;height:60px;padding:10px;box-sizing:border-box"><textarea style="width:100%;height:60px"></textarea></div>
  <textarea style="width:200px;height:60px;font-family:inherit;resize:none"></textarea>
  <nav class="hs-tabbar" style="height:50px">首页</nav>
</body>`

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
  // and the layout measurements must find what they are looking for, and pass what is sound
  await t.check('the layout measurements find planted offenders and pass sound layout', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } })
    await page.setContent(PLANTED_LAYOUT)
    // a React click handler as React DOM stores it on the node
    await page.evaluate(() => {
      document.getElementById('tiny-handler')['__reactProps$planted'] = { onClick() {} }
      document.getElementById('big-handler')['__reactProps$planted'] = { onClick() {} }
    })
    const m = await page.evaluate(layoutMetrics)
    await page.close()
    const want = { lineSpacing: 2, tapTargets: 3, monospace: 2, textAreas: 2, tabbar: true }
    const got = {
      lineSpacing: m.lineSpacing,
      tapTargets: m.tapTargets,
      monospace: m.monospace,
      textAreas: m.textAreas,
      tabbar: m.tabbar,
    }
    if (JSON.stringify(got) !== JSON.stringify(want))
      throw new Error(`expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}: ${JSON.stringify(m.samples)}`)
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
    // one set of contact sheets per width and user, so every page can be looked at by eye quickly
    for (const who of ['out', 'in'])
      sheets.push(...(await contactSheets(browser, shots, { prefix: `${who}-${width}_` })))
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(
  `[pages] ${visited} page visits at ${widths.join(', ')} px; screenshots in screenshots/pages/, ` +
    `${sheets.length} contact sheets in screenshots/pages-sheets/`,
)
console.log(
  `[layout] offenders on ${visited} page visits: line spacing ${offenders.lineSpacing}, tap targets ${offenders.tapTargets}, ` +
    `monospace ${offenders.monospace}, text areas ${offenders.textAreas}, tab bar ${tabNames ? offenders.tabbar : 'not checked (no TAB_ROUTES)'}; ` +
    `measured in ${(measuringMs / 1000).toFixed(1)} s`,
)
process.exit(t.finish('pages') ? 0 : 1)
