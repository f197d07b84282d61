// Desktop browsers (issue 20 item 13): at 1280×800 the lists of goods (goodList, collect, history)
// use the width and show at least 6 listings on the screen, while the root font stays as the spec
// sets it and every other page keeps the 540 px column. One width per kind of page (issue 38): the
// five tab pages, home among them, share the 540 px column and their bar, which no longer jumps
// from 1,200 px on home to 540 on 我的; home's banner shows its whole artwork. The first paint
// (issue 38 item 6) draws each kind's frame at the width the app then takes. Screenshots in
// screenshots/desktop/.
import { join } from 'node:path'
import {
  startServer,
  launchBrowser,
  screenshotDir,
  runner,
  waitTitle,
  loginAs,
  firstPaint,
  mountShift,
  bannerCut,
} from './browser.mjs'

const MIN_LISTINGS = 6
const server = await startServer({ CAPTCHA_ENABLED: 'false' })
const browser = await launchBrowser().catch(async (e) => {
  await server.stop()
  throw e
})
const shots = screenshotDir('desktop')
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

/** Cards of the page on show that lie wholly inside the window. */
const cardsOnScreen = (page) =>
  page.evaluate(() => {
    const h = window.innerHeight
    return [...document.querySelectorAll('.good-card')].filter((el) => {
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.top >= 0 && r.bottom <= h
    }).length
  })

const columnWidth = (page) => page.evaluate(() => document.getElementById('app').getBoundingClientRect().width)
const rootFont = (page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))

try {
  // demo_buyer's favourites and history: eight goods each, through the API as the app would
  const token = (await api('POST', '/api/login', { body: { username: 'demo_buyer', password: 'Haoshi2026' } })).token
  const list = await api('POST', '/api/web/good/allList', { body: { pageNum: 1, pageSize: 8 } })
  for (const g of list.rows) {
    await api('POST', '/api/web/goods/collect', { token, body: { accountId: g.id } })
    await api('GET', `/api/web/good/${g.id}`, { token })
  }

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()
  await loginAs(page, server.base, 'demo_buyer')

  await t.check('home: the spec’s root font (54 px), the banner’s artwork whole', async () => {
    if ((await rootFont(page)) !== 54) throw new Error(`root font ${await rootFont(page)} px`)
    const cut = await bannerCut(page)
    await page.screenshot({ path: join(shots, 'home.png') })
    if (cut) throw new Error(cut)
  })

  await t.check('the five tab pages share one column and one tab bar width', async () => {
    const widths = []
    try {
      for (const [tab, heading] of [
        ['首页', '号市'],
        ['买号', '选游戏'],
        ['卖号', '卖号中心'],
        ['消息', '我的消息'],
        ['我的', '我的'],
      ]) {
        await page.locator('.hs-tabbar__item:visible', { hasText: tab }).click()
        await waitTitle(page, heading)
        const bar = await page.locator('.hs-tabbar:visible').boundingBox()
        widths.push(`${tab} ${await columnWidth(page)}/${Math.round(bar.width)}`)
      }
    } finally {
      // back on home whatever was found, where the next check starts
      await page.locator('.hs-tabbar__item:visible', { hasText: '首页' }).click()
      await waitTitle(page, '号市')
    }
    if (new Set(widths.map((w) => w.split(' ')[1])).size !== 1 || !widths[0].endsWith(' 540/540'))
      throw new Error(`column/bar widths: ${widths.join(', ')}`)
  })

  await t.check('goodList (tapped from home): ≥ 6 listings on screen', async () => {
    await page.getByText('查看更多账号').first().click()
    await waitTitle(page, '商品列表')
    await page.locator('.good-card:visible').first().waitFor({ timeout: 15_000 })
    const n = await cardsOnScreen(page)
    await page.screenshot({ path: join(shots, 'goodList.png') })
    if (n < MIN_LISTINGS) throw new Error(`${n} listings on screen`)
  })

  await t.check('a detail page keeps the 540 px column; back on the list it widens again', async () => {
    await page.locator('.good-card:visible').first().click()
    await waitTitle(page, '商品详情')
    const detail = await columnWidth(page)
    await page.screenshot({ path: join(shots, 'goodDetail.png') })
    // exactly the spec's cap: a cap written in px was turned into 7.2rem (389 px here, 270 on a phone)
    if (detail !== 540) throw new Error(`goodDetail is ${detail} px wide`)
    await page.goBack()
    await waitTitle(page, '商品列表')
    const back = await columnWidth(page)
    if (back <= 540) throw new Error(`goodList is ${back} px wide after back`)
  })

  // the way in through 我的 is checked by the crawler; here the lists themselves
  for (const [path, title, shot] of [
    ['/index/other/collect', '我的收藏', 'collect.png'],
    ['/index/other/Mybrowsing', '浏览记录', 'history.png'],
  ]) {
    await t.check(`${title}: ≥ 6 listings on screen`, async () => {
      await page.goto(server.base + path)
      await waitTitle(page, title)
      await page.locator('.good-card:visible').first().waitFor({ timeout: 15_000 })
      const n = await cardsOnScreen(page)
      await page.screenshot({ path: join(shots, shot) })
      if (n < MIN_LISTINGS) throw new Error(`${n} listings on screen`)
    })
  }

  await t.check('first paint: the HTML draws each kind’s frame at the app’s width; no shift on mount', async () => {
    const desk = { width: 1280, height: 800 }
    const drawn = await firstPaint(browser, server.base, ['/index/home', '/index/goodList'], desk)
    const want = { '/index/home': ['tab', 540], '/index/goodList': ['list', 1200] }
    for (const [path, [kind, width]] of Object.entries(want)) {
      const f = drawn[path]
      if (!f) throw new Error(`${path}: the HTML draws nothing before the script`)
      if (f.kind !== kind || f.width !== width) throw new Error(`${path}: a ${f.kind} frame ${f.width} px wide`)
      const app = await mountShift(browser, server.base, path, desk, '.good-card:visible')
      if (app.bootLeft) throw new Error(`${path}: the first paint's frame stayed over the app`)
      if (app.width !== width) throw new Error(`${path}: the app is ${app.width} px wide, its frame ${width}`)
      if (app.navBottom !== f.navBottom) throw new Error(`${path}: bar ends at ${f.navBottom}, then ${app.navBottom}`)
      if (app.shift >= 0.1) throw new Error(`${path}: layout shift ${app.shift.toFixed(3)}`)
    }
    // What the parser may paint before the inline script runs (a slow CPU's parser yields between
    // them): with scripts off, that is all there is. An empty frame there was drawn 540 px wide and
    // then widened to 1,200 (0.24 on goodList in CI, once in two runs at 4× CPU throttling).
    const ctx = await browser.newContext({ viewport: desk, javaScriptEnabled: false })
    try {
      const bare = await ctx.newPage()
      await bare.goto(server.base + '/index/goodList', { waitUntil: 'load' })
      const early = await bare.evaluate(() => {
        const el = document.getElementById('hs-boot')
        return el ? Math.round(el.getBoundingClientRect().width) : null
      })
      if (early !== null) throw new Error(`before its script, the HTML paints a frame ${early} px wide`)
    } finally {
      await ctx.close()
    }
  })

  await t.check('a phone: the column fills the screen, one listing per row', async () => {
    const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage()
    await phone.goto(`${server.base}/index/goodList`)
    await waitTitle(phone, '商品列表')
    await phone.locator('.good-card:visible').nth(1).waitFor({ timeout: 15_000 })
    const [a, b] = await phone.evaluate(() =>
      [...document.querySelectorAll('.good-card')]
        .filter((el) => el.getBoundingClientRect().width > 0)
        .slice(0, 2)
        .map((el) => el.getBoundingClientRect().top),
    )
    if (!(b > a)) throw new Error('two cards side by side on a phone')
    const width = await columnWidth(phone)
    if (width !== 375) throw new Error(`the column is ${width} px wide on a 375 px phone`)
  })
} finally {
  await browser.close()
  await server.stop()
}
if (!t.finish('desktop')) process.exitCode = 1
