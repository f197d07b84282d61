// Browser journey of the after-sale issue, at 375×812 against `npm start`'s server:
// a buyer opens a dispute on a paid order, the operator refunds it and the order shows 已退款;
// a buyer with an insured, completed order files a recovery claim on the 找回包赔 page; a dispute's
// answer deadline counts down on both sides, passes (the test deployment's clock, TEST_CLOCK) and the
// buyer, who never opened the login, is refunded by the rule (issue 42).
import { join } from 'node:path'
import { waitTitle as title, loginAs, openSuite } from './browser.mjs'
import { payAtSandbox } from './flows.mjs'

const suite = await openSuite('aftersale', { CAPTCHA_ENABLED: 'false', TEST_CLOCK: 'true' })
const { server, shots, t } = suite
const buyer = await suite.phone()
const operator = await suite.phone()

/** demo_seller's goods on sale, as the seller sees them. */
async function sellersGoods() {
  const auth = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo_seller', password: 'Haoshi2026' }),
  }).then((r) => r.json())
  const list = await fetch(`${server.base}/api/need/myConsignment?saleState=1&pageSize=10`, {
    headers: { Token: auth.data.token },
  }).then((r) => r.json())
  return list.data.rows
}

/** Logs in through the API; the session token. */
async function tokenOf(username) {
  const auth = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Haoshi2026' }),
  }).then((r) => r.json())
  return auth.data.token
}

/** Buys a good with the sandbox cashier (choosing a paid cover when asked) and lands on its order page. */
async function buy(goodId, cover) {
  await buyer.goto(`${server.base}/index/sureOrder?goodsId=${goodId}`)
  await payAtSandbox(buyer, { cover })
}

await suite.run(async () => {
  const goods = await sellersGoods()
  await loginAs(buyer, server.base, 'demo_buyer')
  await loginAs(operator, server.base, 'demo_operator')

  await t.check('the buyer opens a dispute, the operator refunds it, the order shows refunded', async () => {
    await buy(goods[0].id)
    await buyer.getByRole('button', { name: '申请售后' }).click()
    await buyer.getByRole('radio', { name: '无法登录' }).click()
    await buyer.locator('.problem-form__text:visible textarea').first().fill('登录提示密码错误，联系卖家没有回复')
    await buyer.getByRole('button', { name: '提交纠纷' }).click()
    await buyer.locator('.od-head__state', { hasText: '纠纷处理中' }).waitFor()
    await buyer.screenshot({ path: join(shots, 'dispute-open.png'), fullPage: true })

    await operator.goto(`${server.base}/admin/aftersale`)
    await title(operator, '售后仲裁')
    const card = operator.locator('.console-card:visible', { hasText: goods[0].title }).first()
    await card.getByText('退款', { exact: true }).click()
    await operator.locator('.reason-popup textarea:visible').fill('卖家未在期限内答辩，账号无法登录，退款')
    await operator.getByText('确认退款').click()
    // the list keeps every dispute; this one now shows its refund done
    await operator
      .locator('.console-card:visible', { hasText: goods[0].title })
      .getByText('已退款')
      .first()
      .waitFor({ timeout: 20_000 })

    await buyer.reload()
    await buyer.locator('.od-head__state', { hasText: '已退款' }).waitFor({ timeout: 20_000 })
    await buyer.screenshot({ path: join(shots, 'refunded.png'), fullPage: true })
  })

  await t.check('the buyer files a recovery claim on an insured, completed order', async () => {
    await buy(goods[1].id, /包赔/)
    await buyer.getByRole('button', { name: '确认收货' }).click()
    await buyer.locator('.taro-model__confirm').click()
    await buyer.locator('.od-head__state', { hasText: '已完成' }).waitFor()
    await buyer.getByText('账号被找回？申请赔付').click()
    await title(buyer, '找回包赔')
    // coming from the order, its claim form is already open
    await buyer
      .getByLabel('找回经过')
      .locator('textarea')
      .fill('今天登录提示账号已被申诉找回，绑定手机被改成了卖家的号码')
    await buyer.getByRole('button', { name: '提交赔付申请' }).click()
    await buyer
      .getByText(/客服将在 .* 前处理/)
      .first()
      .waitFor()
    await buyer.screenshot({ path: join(shots, 'claim.png'), fullPage: true })
  })

  await t.check(
    'a dispute’s answer deadline counts down on both sides; the seller stays silent and it passes: the buyer is refunded by the rule',
    async () => {
      const good = goods[2]
      await buy(good.id)
      const orderUrl = buyer.url()
      await buyer.getByRole('button', { name: '申请售后' }).click()
      await buyer.getByRole('radio', { name: '无法登录' }).click()
      await buyer.locator('.problem-form__text:visible textarea').first().fill('账号登录提示冻结，联系卖家没有回复')
      await buyer.getByRole('button', { name: '提交纠纷' }).click()
      await buyer.locator('.od-head__state', { hasText: '纠纷处理中' }).waitFor()
      // the buyer's side: the seller's answer deadline, counting down, with what happens when it passes
      const countdown = (page) => page.locator('.dispute__deadline:visible', { hasText: '卖家答辩截止' }).first()
      await countdown(buyer).waitFor()
      const first = await countdown(buyer).innerText()
      if (!/剩余 1天 23:5\d:\d\d/.test(first)) throw new Error(`buyer sees: ${first}`)
      if (!first.includes('全额退款')) throw new Error(`the outcome is not said: ${first}`)
      await buyer.waitForFunction((was) => document.querySelector('.dispute__deadline')?.textContent !== was, first, {
        timeout: 5_000,
      })
      await buyer.screenshot({ path: join(shots, 'deadline-buyer.png'), fullPage: true })

      // the seller's side of the same order page
      const seller = await suite.phone()
      await suite.login(seller, 'demo_seller')
      await seller.goto(orderUrl)
      await countdown(seller).waitFor()
      await seller.screenshot({ path: join(shots, 'deadline-seller.png'), fullPage: true })

      // the test deployment's clock moves past the 48 hours; the move runs the deadline job at once
      const moved = await fetch(`${server.base}/api/test/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Token: await tokenOf('demo_operator') },
        body: JSON.stringify({ advanceMinutes: 48 * 60 + 5 }),
      }).then((r) => r.json())
      if (moved.code !== 200 || !(moved.data.applied.refunded >= 1)) throw new Error(JSON.stringify(moved))

      await buyer.reload()
      await buyer.locator('.od-head__state', { hasText: '已退款' }).waitFor({ timeout: 20_000 })
      await buyer.getByText('卖家逾期未答辩').first().waitFor()
      await buyer.screenshot({ path: join(shots, 'deadline-refunded.png'), fullPage: true })
      await seller.reload()
      await seller.locator('.od-head__state', { hasText: '已退款' }).waitFor({ timeout: 20_000 })
    },
  )

  await t.check('the demo order in handover, reached by tapping: disputed, refunded, shown 已退款', async () => {
    // the seed's order in handover was paid when seeded, never through the cashier; its refund must
    // still go back the way the money came (it once failed: 未找到该订单的支付记录，无法原路退款)
    const shown = (page, text) =>
      page.locator(`.nav-bar__title:visible:text-is("${text}")`).first().waitFor({ timeout: 15_000 })
    const tapTab = async (page, label, pageTitle) => {
      await page.locator('.hs-tabbar__item:visible', { hasText: label }).click()
      await shown(page, pageTitle)
    }
    await buyer.goto(`${server.base}/index/home`)
    await shown(buyer, '号市')
    await tapTab(buyer, '我的', '我的')
    await buyer.locator('.taro_page_show [role=link]:visible', { hasText: '全部订单' }).first().click()
    await shown(buyer, '我的订单')
    await buyer.locator('.ao-tab:visible', { hasText: '待交接' }).click()
    // the only order of demo_buyer's in handover (the checks above left theirs disputed and completed)
    const row = buyer.locator('.ao-item:visible:has(.t-state--1)').first()
    const goodTitle = (await row.locator('.order-goods__title').innerText()).trim()
    await row.click()
    await shown(buyer, '订单详情')
    await buyer.getByRole('button', { name: '申请售后' }).click()
    await buyer.getByRole('radio', { name: '无法登录' }).click()
    await buyer.locator('.problem-form__text:visible textarea').first().fill('卖家给的密码无法登录，验证码也收不到')
    await buyer.getByRole('button', { name: '提交纠纷' }).click()
    await buyer.locator('.od-head__state:visible', { hasText: '纠纷处理中' }).waitFor()

    await operator.goto(`${server.base}/index/home`)
    await shown(operator, '号市')
    await tapTab(operator, '我的', '我的')
    await operator.locator('.me-list__item:visible', { hasText: '运营后台 · 商品审核' }).click()
    await shown(operator, '商品审核')
    // CI's full browser step twice saw this tap open nothing within 15 s, while the suite alone passed five
    // times in a row (same build, CI=true, after trade and services): not understood yet. A missed tap is
    // tapped again, with the page's address and a screenshot kept (console-tap-missed-N.png) for whoever
    // looks next; a second miss fails the check.
    for (let attempt = 0; ; attempt++) {
      await operator.locator('.console-nav:visible .console-nav__item', { hasText: '售后仲裁' }).first().click()
      try {
        await operator.locator('.nav-bar__title:visible:text-is("售后仲裁")').first().waitFor({ timeout: 8_000 })
        break
      } catch (e) {
        if (attempt >= 1) throw e
        await operator.screenshot({ path: join(shots, `console-tap-missed-${attempt}.png`), fullPage: true })
        console.log(`# 售后仲裁 did not open after a tap (at ${operator.url()}); tapping again`)
      }
    }
    const card = operator.locator('.console-card:visible', { hasText: goodTitle }).first()
    await card.getByText('退款', { exact: true }).click()
    await operator.locator('.reason-popup textarea:visible').fill('卖家未能提供可登录的账号，原路退款')
    await operator.getByText('确认退款').click()
    await operator
      .locator('.console-card:visible', { hasText: goodTitle })
      .getByText('已退款')
      .first()
      .waitFor({ timeout: 20_000 })

    // back to 我的订单: the order has left 待交接 and waits under 售后, refunded
    await buyer.locator('.nav-bar__back:visible').click()
    await shown(buyer, '我的订单')
    await buyer.locator('.ao-tab:visible', { hasText: '售后' }).click()
    await buyer.locator('.ao-item:visible', { hasText: goodTitle }).filter({ hasText: '已退款' }).first().waitFor()
    await buyer.screenshot({ path: join(shots, 'seeded-order-refunded.png'), fullPage: true })
  })
})
