// The whole product in one journey (issue 10), at 375×812 against `npm start`'s server:
// a new user registers → verifies their real name → lists an account → the operator approves it →
// another user finds it with filters → buys it with the sandbox cashier → reveals the login →
// (the session expires mid-journey: one prompt, confirm goes to /login, log in again) → confirms
// receipt → the new seller's wallet is credited with the price less the commission.
import { join } from 'node:path'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import {
  startServer,
  launchBrowser,
  screenshotDir,
  runner,
  phonePage,
  waitTitle as title,
  loginAs,
} from './browser.mjs'
import { png, smsCodeFrom, validIdNumber } from './fixtures.mjs'
import { payAtSandbox, submitListing } from './flows.mjs'

const server = await startServer({ CAPTCHA_ENABLED: 'false' })
const browser = await launchBrowser().catch(async (e) => {
  await server.stop()
  throw e
})
const shots = screenshotDir('fulljourney')
const t = runner()
const stamp = String(Date.now()).slice(-6)
const phone = `137${String(Date.now()).slice(-8)}`
const goodTitle = `全流程 V10 荣耀王者 典藏皮肤 ${stamp}`
const PRICE = 1500
const dir = mkdtempSync(join(tmpdir(), 'haoshi-shots-'))
const images = [png(join(dir, 'a.png'), [255, 91, 46]), png(join(dir, 'b.png'), [46, 120, 255])]

const seller = await phonePage(browser)
const operator = await phonePage(browser)
const buyer = await phonePage(browser)
const errors = []
for (const p of [seller, operator, buyer]) p.on('pageerror', (e) => errors.push(e.message))
const shot = (page, name) => page.screenshot({ path: join(shots, `${name}.png`) })
let orderUrl = ''
/** A step; on failure every page is photographed (failed-<who>.png) to show where it stopped. */
let broken = ''
const step = (name, fn) =>
  t.check(name, async () => {
    // each step stands on the previous ones
    if (broken) throw new Error(`not run: "${broken}" failed`)
    try {
      await fn()
    } catch (e) {
      broken = name
      await Promise.all(
        Object.entries({ seller, operator, buyer }).map(([who, p]) => shot(p, `failed-${who}`).catch(() => undefined)),
      )
      throw e
    }
  })

try {
  await step('a new user registers with an SMS code', async () => {
    await seller.goto(`${server.base}/register`)
    await title(seller, '注册')
    await seller.getByLabel('手机号', { exact: true }).fill(phone)
    await seller.getByText('获取验证码', { exact: true }).click()
    await seller.getByText(/s后重发/).waitFor()
    await seller.getByLabel('验证码', { exact: true }).fill(await smsCodeFrom(server.logs, phone))
    await seller.getByLabel('密码', { exact: true }).fill('Journey2026')
    await seller.getByLabel('确认密码', { exact: true }).fill('Journey2026')
    await seller.getByRole('checkbox').click()
    await seller.getByRole('button', { name: '注册' }).click()
    await title(seller, '号市')
  })

  await step('they verify their real name', async () => {
    await seller.goto(`${server.base}/index/other/Realname`)
    await title(seller, '实名认证')
    await seller.getByLabel('真实姓名', { exact: true }).fill('陈思远')
    // a birth date no seeded user has: with the seed's (19900307, sequence 123) one run in a thousand
    // drew the demo buyer's number and was refused as 该身份证已认证其他账号
    await seller.getByLabel('身份证号', { exact: true }).fill(validIdNumber('11010519920615', stamp.slice(-3)))
    await seller.getByRole('button', { name: '提交认证' }).click()
    await seller.getByText('已完成实名认证').waitFor({ timeout: 20_000 })
    await shot(seller, 'realname')
  })

  await step('they list an account with two screenshots and a login', async () => {
    await submitListing(seller, server.base, {
      title: goodTitle,
      price: PRICE,
      account: '3344556677',
      password: 'Full-Journey-Pass-9',
      images,
      description: '新注册用户的自玩号，皮肤齐全，可换绑，诚心出售。',
    })
  })

  await step('the operator approves it', async () => {
    await loginAs(operator, server.base, 'demo_operator')
    await operator.goto(`${server.base}/admin/review`)
    await title(operator, '商品审核')
    const card = operator.locator('.review-card:visible', { hasText: goodTitle })
    await card.getByText('通过并上架').click()
    await card.waitFor({ state: 'detached' })
  })

  await step('another user finds it by keyword and a price range', async () => {
    await loginAs(buyer, server.base, 'demo_buyer')
    await buyer.locator('.home-search__input input, input.home-search__input').first().fill(`典藏皮肤 ${stamp}`)
    await buyer.getByText('搜索', { exact: true }).first().click()
    await buyer.locator('.good-card:visible', { hasText: goodTitle }).waitFor()
    await buyer.locator('.gl-bar__item:visible', { hasText: '价格' }).click()
    await buyer.locator('input[placeholder="最低价"]:visible').fill(String(PRICE - 100))
    await buyer.locator('input[placeholder="最高价"]:visible').fill(String(PRICE + 100))
    await buyer.getByText('确定', { exact: true }).last().click()
    await buyer
      .locator('.nut-overlay:visible')
      .waitFor({ state: 'detached' })
      .catch(() => undefined)
    const cards = buyer.locator('.good-card:visible')
    await cards.filter({ hasText: goodTitle }).waitFor()
    if ((await cards.count()) !== 1) throw new Error(`expected only the new listing, saw ${await cards.count()} cards`)
    await shot(buyer, 'found')
    await cards.first().click()
    await title(buyer, '商品详情')
  })

  await step('they buy it with the sandbox cashier and reveal the login', async () => {
    await buyer.getByText('立即购买').click()
    await payAtSandbox(buyer)
    orderUrl = buyer.url()
    await buyer.getByRole('button', { name: '点击查看账号密码' }).click()
    await buyer.getByText('Full-Journey-Pass-9').waitFor()
    await shot(buyer, 'revealed')
  })

  await step('the session expires mid-journey: one prompt, confirm goes to /login', async () => {
    // end the buyer's session on the server, as an expiry would, while the order page is open
    const token = await buyer.evaluate(() => {
      const raw = localStorage.getItem('token') || ''
      try {
        return JSON.parse(raw).data ?? raw
      } catch {
        return raw
      }
    })
    // off the order page first: its chat polls every 3 s, and a poll that met the ended session
    // would clear the token before the reopening below, which then goes straight to /login
    await buyer.goto('about:blank')
    const out = await fetch(`${server.base}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    })
    if (!out.ok) throw new Error(`logout answered ${out.status}`)
    // reopening the order fires several calls at once; every one gets a 401, only one prompt may open
    await buyer.goto(orderUrl)
    const prompt = buyer.getByText('登录已超时，请重新登录')
    await prompt.waitFor()
    await shot(buyer, 'session-expired')
    // One CI run (of many) timed out on this tap with the button found and nothing after it in
    // Playwright's log, which points at a page too busy to answer rather than at the prompt. So the
    // tap waits for the prompt to finish fading in; a tap that does not reach /login within 10 s is
    // logged with what lies under the button and whether the page still answers, and tried once
    // more. A second miss fails the check.
    const confirm = buyer.locator('.taro-model__confirm:visible')
    await buyer.waitForFunction(() => {
      const m = document.querySelector('.taro__modal')
      return !!m && getComputedStyle(m).opacity === '1'
    })
    for (let attempt = 0; ; attempt++) {
      try {
        await confirm.click({ timeout: 10_000 })
        await title(buyer, '登录')
        break
      } catch (e) {
        if (attempt >= 1) throw e
        await buyer.screenshot({ path: join(shots, `session-confirm-missed-${attempt}.png`) })
        const under = await Promise.race([
          buyer.evaluate(() => {
            const b = document.querySelector('.taro-model__confirm')
            if (!b) return 'no confirm button'
            const r = b.getBoundingClientRect()
            const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
            return `under the button: ${top ? `${top.tagName}.${top.className}` : 'nothing'}`
          }),
          new Promise((resolve) => setTimeout(() => resolve('the page did not answer within 5 s'), 5_000)),
        ])
        console.log(`# 确定 on the expiry prompt did not lead to /login (at ${buyer.url()}; ${under}); tapping again`)
      }
    }
    // Taro shows every modal in one element: a second prompt for the same expiry would open again
    // once the first is confirmed, over the login page
    await prompt.waitFor({ state: 'hidden' })
    await buyer.waitForLoadState('networkidle')
    if (await buyer.locator('.taro-modal__text:visible', { hasText: '登录已超时' }).count())
      throw new Error('a second prompt opened over the login page')
    await buyer.getByLabel('账号', { exact: true }).fill('demo_buyer')
    await buyer.getByLabel('密码', { exact: true }).fill('Haoshi2026')
    await buyer.getByRole('button', { name: '登录' }).click()
    await buyer.waitForURL((u) => !u.pathname.startsWith('/login'))
  })

  await step('the buyer confirms receipt', async () => {
    await buyer.goto(orderUrl)
    await title(buyer, '订单详情')
    await buyer.getByRole('button', { name: '确认收货' }).click()
    await buyer.locator('.taro-model__confirm').click()
    await buyer.locator('.od-head__state', { hasText: '已完成' }).waitFor()
  })

  await step('the new seller’s wallet is credited with the price less the 5% commission', async () => {
    await seller.goto(`${server.base}/index/other/wallet`)
    await title(seller, '我的钱包')
    const income = seller.locator('.wallet-item:visible', { hasText: '货款收入' }).first()
    await income.waitFor()
    const expected = `¥${(PRICE * 0.95).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    await seller.getByText(expected).first().waitFor()
    await shot(seller, 'wallet')
  })

  await t.check('no uncaught page errors', async () => {
    if (errors.length) throw new Error(errors.join('\n'))
  })
} finally {
  await browser.close()
  await server.stop()
}
process.exit(t.finish('fulljourney') ? 0 : 1)
