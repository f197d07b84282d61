// Browser checks of issue 37 ("trust at first sight"), at 375×812 and 1280×800 against
// `npm start`'s server: one name per protection tier on every page that names one, the list's
// guarantee tags and their filter; the cashier (each channel with its mark, the sandbox said once,
// the sandbox's confirmation page in the channel's look); a rental's total and picture, content
// pages' dates. Screenshots go to screenshots/trust/.
import { join } from 'node:path'
import { startServer, launchBrowser, screenshotDir, runner, waitTitle as title, loginAs } from './browser.mjs'
import { payAtCashier, submitOrder } from './flows.mjs'

const server = await startServer({ CAPTCHA_ENABLED: 'false' })
const browser = await launchBrowser().catch(async (e) => {
  await server.stop()
  throw e
})
const shots = screenshotDir('trust')
const t = runner()
const errors = []
const paidOrders = []

// the free tier's spellings before issue 37; and the old paid-tier shorthand of the introduction
const OLD_NAMES = /基础保障|基础包赔（卖家赠送）|卖家赠送基础包赔|免费包赔|赠送基础包赔|付费 ?A/
const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
]

const api = async (path, body) => {
  const res = await fetch(`${server.base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  return (await res.json()).data
}

/** The visible text of the page's content (the app's root). */
const pageText = (page) => page.locator('#app').innerText()

try {
  const rules = await api('/api/rules')
  const given = (await api('/api/web/good/allList', { goodsTypes: ['赠送包赔'], pageNum: 1, pageSize: 10 })).rows
  if (!given.length) throw new Error('the demo data has no good tagged 赠送包赔')

  for (const w of WIDTHS) {
    const ctx = await browser.newContext({ viewport: w.viewport, deviceScaleFactor: w.deviceScaleFactor })
    const page = await ctx.newPage()
    page.on('pageerror', (e) => errors.push(`${w.name}: ${e.message}`))

    await t.check(
      `${w.name}: the list filters by 赠送包赔, and each card shows that tag, never a bare 包赔`,
      async () => {
        await page.goto(`${server.base}/index/goodList`)
        await page.locator('.good-card:visible').first().waitFor()
        await page.locator('.gl-bar__item:visible', { hasText: /^筛选/ }).click()
        const group = page.getByRole('group', { name: '找回包赔' })
        await group.getByText('赠送包赔', { exact: true }).click()
        await page.locator('.attr-filters__ok:visible').click()
        await page.locator('.gl-bar__item:visible', { hasText: '筛选(1)' }).waitFor()
        await page.waitForTimeout(800)
        await page.locator('.good-card:visible').first().waitFor()
        const cards = await page.locator('.good-card:visible .good-card__tags').allInnerTexts()
        if (!cards.length) throw new Error('no card after filtering')
        for (const tags of cards) {
          const list = tags.split(/\s+/).filter(Boolean)
          if (!list.includes('赠送包赔')) throw new Error(`a card without 赠送包赔: ${tags}`)
          if (list.includes('包赔')) throw new Error(`a bare 包赔 tag: ${tags}`)
        }
        await page.screenshot({ path: join(shots, `${w.name}-list-given.png`) })
      },
    )

    // item 4: a rental's 合计 is its own prices whoever looks (it read ¥0 logged out), its picture is
    // whole below the bar, and content pages carry their own date, not the server's start
    await t.check(
      `${w.name}: a rental's total, logged out, is its listing's; its picture sits whole below the bar`,
      async () => {
        const listing = (await api('/api/rent/list')).rows[0]
        if (!listing) throw new Error('the demo data has no rental')
        const fen = Math.max(2, listing.minHours) * listing.hourlyFen + listing.depositFen
        const want = `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
        await page.goto(`${server.base}/index/hire?id=${listing.id}`)
        await page
          .locator('.t-bar__sum', { hasText: want })
          .waitFor()
          .catch(async () => {
            throw new Error(`合计 ${await page.locator('.t-bar__sum').innerText()}, want ${want}`)
          })
        const img = await page.locator('.hire-detail__img').boundingBox()
        const bar = await page.locator('.nav-bar').boundingBox()
        if (!img || !bar) throw new Error('no picture or no bar')
        if (img.y < bar.y + bar.height - 1)
          throw new Error(`the picture starts under the bar: ${img.y} < ${bar.y + bar.height}`)
        await page.screenshot({ path: join(shots, `${w.name}-hire.png`) })
      },
    )
    await t.check(`${w.name}: content pages are dated by their own day`, async () => {
      await page.goto(`${server.base}/yinsi`)
      await page
        .getByText(/更新日期/)
        .first()
        .waitFor()
      if (await page.locator('.notice-article__time').count())
        throw new Error(`yinsi dated twice: ${await page.locator('.notice-article__time').innerText()}`)
      await page.screenshot({ path: join(shots, `${w.name}-yinsi.png`) })
      await page.goto(`${server.base}/index/other/jieshao`)
      const time = await page.locator('.notice-article__time').innerText()
      if (!/^更新于 \d{4}年\d{1,2}月\d{1,2}日$/.test(time.trim())) throw new Error(`jieshao: ${time}`)
    })

    await t.check(`${w.name}: a good the seller covers names the tier as the server does`, async () => {
      await page.goto(`${server.base}/index/goodDetail?id=${given[0].id}`)
      // the names arrive with /api/rules; until then the line is worded without them
      const want = `${rules['protection.basic.name']}，由卖家赠送`
      await page
        .locator('.gd-guarantee', { hasText: want })
        .first()
        .waitFor()
        .catch(async () => {
          throw new Error(`guarantee line: ${await page.locator('.gd-guarantee').first().innerText()}`)
        })
      const text = await pageText(page)
      if (OLD_NAMES.test(text)) throw new Error(`an old tier name on the good's page: ${text.match(OLD_NAMES)[0]}`)
      await page.screenshot({ path: join(shots, `${w.name}-good-given.png`) })
    })

    for (const [path, heading] of [
      ['/index/other/jieshao', '平台介绍'],
      ['/index/sale', null],
      ['/index/other/zhaohui', '找回包赔'],
    ]) {
      await t.check(`${w.name}: ${path} uses the tiers' names only`, async () => {
        await page.goto(`${server.base}${path}`)
        if (heading) await title(page, heading)
        await page.getByText(rules['protection.a.name']).first().waitFor()
        const text = await pageText(page)
        if (OLD_NAMES.test(text)) throw new Error(`an old tier name: ${text.match(OLD_NAMES)[0]}`)
        await page.screenshot({ path: join(shots, `${w.name}-${path.split('/').pop()}.png`), fullPage: true })
      })
    }

    await t.check(`${w.name}: 确认订单 offers the free tier by its name`, async () => {
      await loginAs(page, server.base, 'demo_buyer')
      await page.goto(`${server.base}/index/sureOrder?goodsId=${given[0].id}`)
      await title(page, '确认订单')
      await page
        .getByRole('radio', { name: new RegExp(rules['protection.basic.name']) })
        .first()
        .waitFor()
      const text = await pageText(page)
      if (OLD_NAMES.test(text)) throw new Error(`an old tier name: ${text.match(OLD_NAMES)[0]}`)
      await page.screenshot({ path: join(shots, `${w.name}-sureOrder.png`), fullPage: true })
    })
    await t.check(
      `${w.name}: the cashier offers 支付宝 with its mark, says 演示 once, and its page looks like the channel's`,
      async () => {
        const good = given[w.name === 'phone' ? 1 : 2]
        await page.goto(`${server.base}/index/sureOrder?goodsId=${good.id}`)
        await title(page, '确认订单')
        await submitOrder(page)
        await title(page, '收银台')
        const alipay = page.getByRole('radio', { name: '支付宝' })
        await alipay.waitFor()
        if ((await alipay.locator('.pay-mark--alipay').innerText()) !== '支') throw new Error('支付宝 without its mark')
        const text = await pageText(page)
        const notices = text.match(/不会真实扣款/g) ?? []
        if (notices.length !== 1) throw new Error(`the sandbox said ${notices.length} times: ${text}`)
        if (/沙箱|测试收银台|（演示）/.test(text)) throw new Error(`sandbox wording on the cashier: ${text}`)
        await page.screenshot({ path: join(shots, `${w.name}-cashier.png`), fullPage: true })
        await page.getByRole('button', { name: /确认支付/ }).click()
        await page.waitForURL(/\/api\/pay\/sandbox\/cashier/)
        const docTitle = await page.title()
        if (/测试|沙箱/.test(docTitle) || !docTitle.includes('支付宝'))
          throw new Error(`cashier page title: ${docTitle}`)
        if (/测试|沙箱/.test(await page.locator('body').innerText())) throw new Error('测试/沙箱 on the cashier page')
        await page.screenshot({ path: join(shots, `${w.name}-sandbox-alipay.png`), fullPage: true })
        await payAtCashier(page)
        paidOrders.push(Number(new URL(page.url()).searchParams.get('orderId')))
      },
    )

    await t.check(
      `${w.name}: 日志 names fields in Chinese with before → after; 订单全貌 names the channel`,
      async () => {
        const token = (await api('/api/login', { username: 'demo_operator', password: 'Haoshi2026' }))?.token
        if (!token) throw new Error('no operator token')
        // an operator action that writes an audit record: a staff member's 暂停接待 switched
        const staff = await fetch(`${server.base}/api/admin/staff/1/offline`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', Token: token },
          body: JSON.stringify({ offline: w.name === 'phone' }),
        })
        if (!staff.ok) throw new Error(`staff offline: ${staff.status} ${await staff.text()}`)
        await loginAs(page, server.base, 'demo_operator')
        await page.goto(`${server.base}/admin/logs`)
        await page.locator('.logs__change').first().waitFor()
        const text = await page.locator('.data-table').first().innerText()
        if (/[{}"]|[a-z]+[A-Z][a-zA-Z]*：/.test(text))
          throw new Error(`raw JSON or an English key in 日志: ${text.slice(0, 400)}`)
        if (!/暂停接待：(否 → 是|是 → 否)/.test(text))
          throw new Error(`no 暂停接待 before → after line: ${text.slice(0, 400)}`)
        await page.screenshot({ path: join(shots, `${w.name}-logs.png`), fullPage: true })
        await page.goto(`${server.base}/admin/order?id=${paidOrders.at(-1)}`)
        await page.getByText('支付与退款').first().waitFor()
        await page
          .getByText(/演示支付/)
          .first()
          .waitFor()
        if (/sandbox/i.test(await pageText(page))) throw new Error('订单全貌 says sandbox')
        await page.screenshot({ path: join(shots, `${w.name}-admin-order.png`), fullPage: true })
      },
    )
    await ctx.close()
  }

  await t.check('no page error', async () => {
    if (errors.length) throw new Error(errors.join('\n'))
  })
} finally {
  await browser.close()
  await server.stop()
}
if (!t.finish('trust')) process.exit(1)
