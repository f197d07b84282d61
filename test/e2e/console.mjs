// Browser journey of the operator console (issue 21), at 1280×800 and again at 375×812, against
// `npm start`'s server: the demo operator opens the console from 我的 and, by clicking the
// console's navigation only (never a URL), approves a pending listing, decides a withdrawal,
// answers a question, edits a notice, opens an order from the orders list into the operator
// order view; then edits the company name and e-mails in 站点设置 and sees them on yinsi,
// zhaomu, cooperate, contactkefu and jieshao, each reached by tapping from home or 我的.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { startServer, launchBrowser, screenshotDir, runner, waitTitle as title, loginAs } from './browser.mjs'

const server = await startServer({ CAPTCHA_ENABLED: 'false' })
const browser = await launchBrowser().catch(async (e) => {
  await server.stop()
  throw e
})
const shots = screenshotDir('console')
const t = runner()
const errors = []

/** The server's API as a demo user (the decisions below need something waiting: the seed has no
 * pending withdrawal or unanswered question, so the seller and the buyer make one for each width). */
async function api(method, path, { token, body } = {}) {
  const res = await fetch(server.base + path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const j = await res.json()
  if (j.code !== 200) throw new Error(`${method} ${path}: ${j.code} ${j.msg}`)
  return j.data
}
const tokenOf = async (username) =>
  (await api('POST', '/api/login', { body: { username, password: 'Haoshi2026' } })).token
const seller = await tokenOf('demo_seller')
const buyer = await tokenOf('demo_buyer')

const SIZES = [
  { name: 'desk', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
]

/** Clicks a section in the console's navigation and waits for its title. */
async function section(page, label) {
  await page.locator('.console-nav:visible .console-nav__item', { hasText: label }).first().click()
  await title(page, label)
}

try {
  for (const size of SIZES) {
    const ctx = await browser.newContext({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: 1 })
    const page = await ctx.newPage()
    page.on('pageerror', (e) => errors.push(`${size.name}: ${e.message}`))
    const shot = (n) => page.screenshot({ path: join(shots, `${size.name}-${n}.png`) })
    const desk = size.width >= 1024

    await t.check(`${size.name}: from 我的 into the console, with its navigation and counts`, async () => {
      // the seed's demo seller: the payee must be the account's real name
      await api('POST', '/api/wallet/withdraw', {
        token: seller,
        body: { amountFen: 1000, alipayAccount: `console-${size.name}@example.com`, accountName: '周雨桐' },
      })
      await api('POST', '/api/account/problem', {
        token: buyer,
        body: {
          kind: 'feedback',
          category: '交易问题',
          content: `付款后卖家一直没有发货（${size.name}）`,
          contact: 'QQ 12345678',
        },
      })
      await loginAs(page, server.base, 'demo_operator')
      await page.locator('.hs-tabbar__item:visible', { hasText: '我的' }).click()
      await title(page, '我的')
      await page.locator('.me-list__item:visible', { hasText: '运营后台 · 商品审核' }).click()
      await title(page, '商品审核')
      await page.locator('.console-nav:visible').waitFor()
      await page.locator('.console-nav:visible .console-nav__item', { hasText: '日志与报错' }).waitFor()
      // what was just made waits in 提现审核 and 客服工单: their badges say so
      for (const label of ['提现审核', '客服工单'])
        await page
          .locator('.console-nav:visible .console-nav__item', { hasText: label })
          .locator('.console-nav__count')
          .waitFor()
      // the counts arrive after the sections are drawn: a badge must not move the sections, or a tap aimed at
      // one lands on its neighbour (at 375 px the sections are a row; the aftersale journey's tap on 售后仲裁
      // once opened another section when the badges came in between aiming and tapping)
      const moved = await page.evaluate(() => {
        const nav = [...document.querySelectorAll('.console-nav')].find((n) => n.offsetParent !== null)
        const at = () => [...nav.querySelectorAll('.console-nav__item')].map((el) => el.getBoundingClientRect().left)
        const before = at()
        const counts = [...nav.querySelectorAll('.console-nav__count')]
        counts.forEach((c) => (c.style.display = 'none'))
        const after = at()
        counts.forEach((c) => (c.style.display = ''))
        return before.map((x, i) => Math.round(after[i] - x)).filter((d) => d !== 0)
      })
      assert.deepEqual(moved, [], 'the sections move when the counts come and go')
    })

    await t.check(`${size.name}: approves a pending listing`, async () => {
      const head = desk
        ? page.locator('.review-desk__open .review-card__title')
        : page.locator('.review-card__title:visible').first()
      const before = await head.first().innerText()
      if (desk) await page.locator('.data-table__row--link:visible').first().waitFor()
      await shot('review')
      await page.locator('.review-card__approve:visible').first().click()
      await page.getByText('已通过，商品已上架').first().waitFor()
      await page.waitForFunction(
        ([sel, title]) => ![...document.querySelectorAll(sel)].some((e) => e.textContent === title),
        [desk ? '.review-desk__open .review-card__title' : '.review-card__title', before],
        { timeout: 10_000 },
      )
    })

    await t.check(`${size.name}: decides a withdrawal`, async () => {
      await section(page, '提现审核')
      const paid = page.locator('.console-btn:visible', { hasText: '已打款' }).first()
      await paid.waitFor()
      await shot('withdraw')
      await paid.click()
      await page.locator('.taro__modal .taro-model__confirm:visible').click()
      await page.getByText('已标记打款').first().waitFor()
    })

    await t.check(`${size.name}: answers a support question`, async () => {
      await section(page, '客服工单')
      const card = page.locator('.console-card:visible', { hasText: '回复' }).first()
      await card.waitFor()
      await shot('support')
      await card.getByText('回复', { exact: true }).click()
      await page.locator('.reason-popup textarea:visible').fill(`您好，已为您处理（${size.name}）。`)
      await page.getByText('发送回复').click()
      await page.getByText('已回复').first().waitFor()
    })

    await t.check(`${size.name}: edits a notice`, async () => {
      await section(page, '内容管理')
      const edit = page.locator('.console-card:visible .console-btn', { hasText: '编辑' }).first()
      await edit.waitFor()
      await edit.click()
      const input = page.getByLabel('标题', { exact: true })
      // the editor fills in the notice it loaded: wait for it before typing over it
      await page.waitForFunction(() => document.querySelector('input[aria-label="标题"]')?.value, null, {
        timeout: 10_000,
      })
      const edited = `平台公告更新 ${size.name} ${Date.now() % 10000}`
      await input.fill(edited)
      await page.locator('.console-btn:visible', { hasText: '保存' }).first().click()
      await page.locator('.console-card:visible', { hasText: edited }).first().waitFor()
      await shot('content')
    })

    await t.check(`${size.name}: opens an order from the orders list into the operator order view`, async () => {
      await section(page, '订单管理')
      const row = desk
        ? page.locator('.data-table__row--link:visible').first()
        : page.locator('.admin-order:visible').first()
      await row.waitFor()
      const goods = (await row.locator('.admin-order__title').first().innerText()).trim()
      if (!goods) throw new Error('the order shows no goods title')
      await shot('orders')
      await row.click()
      await page.locator('.op-order:visible').waitFor()
      await page.locator('.op-order__title:visible', { hasText: goods }).waitFor()
      for (const h of ['交易双方', '时间线', '支付与退款', '账号查看记录', '纠纷与理赔'])
        await page.locator('.op-order:visible .console-card__title', { hasText: h }).first().waitFor()
      await shot('order')
    })

    await t.check(`${size.name}: the audit log lists those decisions and searches them`, async () => {
      await section(page, '日志与报错')
      await page.locator('.data-table__row:visible', { hasText: 'goods.approve' }).first().waitFor()
      await page.getByLabel('关键词').fill('withdraw')
      await page.getByLabel('关键词').press('Enter')
      await page.locator('.data-table__row:visible', { hasText: 'withdraw' }).first().waitFor()
      await page.getByLabel('开始日期').fill('2026-13-01')
      await page.locator('.logs__go:visible').click()
      await page.getByText('开始日期格式应为').first().waitFor()
      await shot('logs')
    })

    if (size.name === 'desk') {
      await t.check(
        'settings edited in 站点设置 appear on yinsi, zhaomu, cooperate, contactkefu and jieshao',
        async () => {
          await section(page, '站点设置')
          // the form fills in what the server has: wait for it before typing over it
          await page.waitForFunction(() => document.querySelector('input[aria-label="运营主体"]')?.value, null, {
            timeout: 10_000,
          })
          const company = `杭州号市测试网络科技有限公司${Date.now() % 1000}`
          const mail = (k) => `${k}${Date.now() % 1000}@example.cn`
          const values = { 运营主体: company }
          for (const label of ['客服邮箱', '个人信息保护邮箱', '招聘邮箱', '商务邮箱']) {
            const field = page.getByLabel(label, { exact: true })
            if (!(await field.count())) continue
            values[label] = mail(
              label === '客服邮箱' ? 'kefu' : label === '招聘邮箱' ? 'hr' : label === '商务邮箱' ? 'bd' : 'privacy',
            )
            await field.fill(values[label])
          }
          // Enter in a field saves, as a desk form does
          await page.getByLabel('运营主体', { exact: true }).fill(company)
          await page.getByLabel('运营主体', { exact: true }).press('Enter')
          await page.getByText('已保存').first().waitFor()
          await shot('site')
          const shown = Object.values(values)
          const sees = async (name) => {
            await page.waitForFunction((vals) => vals.some((v) => document.body.innerText.includes(v)), shown, {
              timeout: 10_000,
            })
            await page.screenshot({ path: join(shots, `site-on-${name}.png`) })
          }
          // home by the navigation bar's 首页 (every page left here is a page, not a tab); the
          // console's own bar has none (it would leave the console), so from there by the address
          const home = async () => {
            const link = page.locator('.nav-bar:visible').getByText('首页', { exact: true })
            if (await link.count()) await link.first().click()
            else await page.goto(`${server.base}/index/home`)
            await title(page, '号市')
          }
          // from home: 客服 among its entries; 关于我们, 招聘 and 合作 in its footer
          for (const [sel, label, name, heading] of [
            ['.home-entries__item', '客服', 'contactkefu', '联系客服'],
            ['.home-footer__item', '关于我们', 'jieshao', '平台介绍'],
            ['.home-footer__item', '招聘', 'zhaomu', '人才招募'],
            ['.home-footer__item', '合作', 'cooperate', '商务合作'],
          ]) {
            await home()
            await page.locator(`${sel}:visible`, { hasText: label }).first().click()
            await title(page, heading)
            await sees(name)
          }
          // the privacy policy, as a visitor meets it: 我的 → 登录 → 验证码登录 → the agreement's link
          await page.evaluate(() => localStorage.clear())
          await page.goto(`${server.base}/index/home`)
          await title(page, '号市')
          await page.locator('.hs-tabbar__item:visible', { hasText: '我的' }).click()
          await title(page, '我的')
          await page.locator('.me-card__row:visible').first().click()
          await title(page, '登录')
          // the agreement (and its links) sits under the SMS form, where a new account starts
          await page.getByRole('tab', { name: '验证码登录' }).click()
          await page.locator('.agreement__link:visible', { hasText: '隐私政策' }).first().click()
          await title(page, '隐私政策')
          await sees('yinsi')
        },
      )
    }
    await ctx.close()
  }

  await t.check('no uncaught page errors', async () => {
    if (errors.length) throw new Error(errors.join('\n'))
  })
} finally {
  await browser.close()
  await server.stop()
}
process.exit(t.finish('console') ? 0 : 1)
