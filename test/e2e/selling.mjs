// Browser journey of the selling issue, at 375×812 against `npm start`'s server:
// a verified seller lists an account with two screenshots → the operator approves it → it is in
// the goods list → the seller lowers the price and takes it down.
import { join } from 'node:path'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { png } from './fixtures.mjs'
import { submitListing } from './flows.mjs'
import { waitTitle as title, openSuite } from './browser.mjs'

const suite = await openSuite('selling')
const { server, shots, t } = suite

const dir = mkdtempSync(join(tmpdir(), 'haoshi-shots-'))
const images = [png(join(dir, 'a.png'), [255, 91, 46]), png(join(dir, 'b.png'), [46, 120, 255])]

const title60 = `E2E寄售 V9 荣耀王者 ${Date.now() % 100000}`

const login = suite.login

const seller = await suite.phone()
const operator = await suite.phone()

await suite.run(async () => {
  await t.check('a verified seller lists an account with two screenshots', async () => {
    await login(seller, 'demo_seller')
    await submitListing(seller, server.base, {
      title: title60,
      price: 1500,
      account: '2233445566',
      password: 'Secret-Pass-1',
      images,
      description: '自己玩的主号，英雄皮肤齐全，绑定QQ可换绑，诚心出售。',
      basicCover: true,
      onStep: (step) => seller.screenshot({ path: join(shots, `${step}.png`), fullPage: step === 'fill' }),
    })
    await seller.screenshot({ path: join(shots, 'result.png') })
  })

  await t.check('the operator approves it and it appears in the goods list', async () => {
    await login(operator, 'demo_operator')
    await operator.goto(`${server.base}/admin/review`)
    await title(operator, '商品审核')
    const card = operator.locator('.review-card:visible', { hasText: title60 })
    await card.waitFor()
    await operator.screenshot({ path: join(shots, 'review.png') })
    await card.getByText('通过并上架').click()
    await card.waitFor({ state: 'detached' })
    await operator.goto(`${server.base}/index/goodList?keyWord=${encodeURIComponent(title60)}`)
    await operator.locator('.good-card:visible', { hasText: title60 }).waitFor()
  })

  await t.check('the seller lowers the price and takes it down', async () => {
    await seller.goto(`${server.base}/index/other/MyProducts`)
    await title(seller, '我的商品')
    await seller.locator('.mp-tabs__tab:visible', { hasText: '在售' }).click()
    const item = seller.locator('.mp-item:visible', { hasText: title60 })
    await item.waitFor()
    await item.getByText('改价').click()
    await seller.getByLabel('新价格').fill('1200')
    await seller.locator('.mp-price .primary-btn:visible').click()
    await item.getByText('¥1,200.00').waitFor()
    await item.getByText('下架').click()
    await seller.locator('.taro-model__confirm').click()
    await item.waitFor({ state: 'detached' })
    await seller.locator('.mp-tabs__tab:visible', { hasText: '已下架' }).click()
    await seller.locator('.mp-item:visible', { hasText: title60 }).waitFor()
    await seller.screenshot({ path: join(shots, 'my-products.png') })
  })
})
