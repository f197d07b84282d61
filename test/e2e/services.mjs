// Browser journey of the services issue, at 375×812 against `npm start`'s server:
// appraise an account and see the valuation chart; the recycle price list with its trend.
import { join } from 'node:path'
import { waitTitle as title, loginAs, openSuite } from './browser.mjs'

const suite = await openSuite('services')
const { server, shots, t } = suite
const user = await suite.phone()

/** A 王者荣耀 good on sale, with its attributes, to describe a comparable account. */
async function onSaleGood() {
  const games = await fetch(`${server.base}/api/web/game/list`).then((r) => r.json())
  const game = games.data.find((g) => g.name === '王者荣耀')
  const list = await fetch(`${server.base}/api/web/good/allList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gameId: game.id, pageNum: 1, pageSize: 1 }),
  }).then((r) => r.json())
  return fetch(`${server.base}/api/web/good/${list.data.rows[0].id}`)
    .then((r) => r.json())
    .then((r) => r.data)
}

await suite.run(async () => {
  const like = await onSaleGood()
  await t.check('appraises an account and sees the valuation chart', async () => {
    await loginAs(user, server.base, 'demo_seller')
    await user.goto(`${server.base}/index/other/Myevaluation?tab=new`)
    await title(user, '我的估价')
    await user.getByRole('radio', { name: '王者荣耀' }).click()
    await user.locator('.sell-row:visible', { hasText: '区服' }).click()
    for (let i = 0; i < 4; i++) {
      await user.locator('.district-picker__item:visible:not(.district-picker__item--all)').first().click()
    }
    await user.locator('.sell-row:visible', { hasText: '区服' }).getByText(/\//).waitFor()
    await user.locator('.sell-block .chips:visible').first().waitFor()
    // describe an account like one already on sale, so the valuation has comparables to draw
    for (const a of like.attrs) {
      const block = user
        .locator('.sell-block:visible', { has: user.locator('.field__label', { hasText: a.fieldName }) })
        .first()
      if (Array.isArray(a.value)) for (const v of a.value) await block.locator('.chip', { hasText: v }).first().click()
      else if (await block.locator('.chips').count())
        await block
          .locator('.chip', { hasText: String(a.value) })
          .first()
          .click()
      else await block.locator('input').fill(String(a.value))
    }
    await user.getByLabel('期望价格').fill('800')
    await user.getByRole('button', { name: '立即估价' }).click()
    await title(user, '估价已提交')
    await user.locator('.appraisal:visible .vchart__dot').first().waitFor()
    await user.screenshot({ path: join(shots, 'appraisal-result.png'), fullPage: true })
    await user.goto(`${server.base}/index/other/Myevaluation`)
    await user.locator('.appraisal:visible').first().waitFor()
    await user.screenshot({ path: join(shots, 'my-appraisals.png'), fullPage: true })
  })

  await t.check('the recycle price list shows tiers and a trend', async () => {
    await user.goto(`${server.base}/index/other/jingjiahuishouPriceList`)
    await title(user, '回收价格表')
    await user.locator('.price-table__row:visible').nth(1).waitFor()
    await user.locator('.trend__bar:visible').first().waitFor()
    await user.screenshot({ path: join(shots, 'price-list.png'), fullPage: true })
  })

  await t.check('rents an account for 2 hours with the sandbox cashier and reveals its login', async () => {
    const renter = await suite.phone()
    renter.on('pageerror', (e) => errors.push(e.message))
    await loginAs(renter, server.base, 'demo_buyer')
    await renter.goto(`${server.base}/index/hire`)
    await title(renter, '租号')
    await renter.locator('.hire-card:visible').first().click()
    await renter.getByRole('radio', { name: /按小时/ }).click()
    // the stepper starts at the listing's minimum (at least 2): bring it to exactly 2 hours
    for (let i = 0; i < 10 && !(await renter.getByText('2小时', { exact: true }).isVisible()); i++)
      await renter.getByLabel('减少1小时').click()
    await renter.getByText(/至/).first().waitFor()
    await renter.getByLabel('同意租号须知').click()
    await renter.screenshot({ path: join(shots, 'hire-order.png'), fullPage: true })
    await renter.getByRole('button', { name: '立即租用' }).click()
    await renter.waitForURL(/\/api\/pay\/sandbox\/cashier/)
    await renter.getByRole('button', { name: /^支付/ }).first().click()
    await renter.locator('.hire-phase__text', { hasText: '租用中' }).waitFor({ timeout: 20_000 })
    await renter.getByRole('button', { name: '查看账号密码' }).click()
    await renter.getByText('登录密码', { exact: true }).waitFor()
    await renter.screenshot({ path: join(shots, 'hire-rental.png'), fullPage: true })
  })
})
