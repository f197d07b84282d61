// Browser journey of the selling issue, at 375×812 against `npm start`'s server:
// a verified seller lists an account with two screenshots → the operator approves it → it is in
// the goods list → the seller lowers the price and takes it down.
import { join } from 'node:path'
import { writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { deflateSync } from 'node:zlib'
import { startServer, launchBrowser, screenshotDir, runner, phonePage, waitTitle as title, loginAs } from './browser.mjs'

const server = await startServer({ CAPTCHA_ENABLED: 'false' })
const browser = await launchBrowser().catch(async (e) => {
  await server.stop()
  throw e
})
const shots = screenshotDir('selling')
const t = runner()

/** A small solid-colour PNG, written by hand (no image library needed). */
function png(path, [r, g, b]) {
  const w = 64
  const h = 48
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf) => {
    let c = 0xffffffff
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([len, body, sum])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(h, 4)
  ihdr[8] = 8
  ihdr[9] = 2
  const raw = Buffer.alloc((w * 3 + 1) * h)
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw.set([r, g, b], y * (w * 3 + 1) + 1 + x * 3)
  writeFileSync(
    path,
    Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]),
  )
  return path
}
const dir = mkdtempSync(join(tmpdir(), 'haoshi-shots-'))
const images = [png(join(dir, 'a.png'), [255, 91, 46]), png(join(dir, 'b.png'), [46, 120, 255])]

const title60 = `E2E寄售 V9 荣耀王者 ${Date.now() % 100000}`

const login = (page, username) => loginAs(page, server.base, username)

const seller = await phonePage(browser)
const operator = await phonePage(browser)
const errors = []
for (const p of [seller, operator]) p.on('pageerror', (e) => errors.push(e.message))

try {
  await t.check('a verified seller lists an account with two screenshots', async () => {
    await login(seller, 'demo_seller')
    await seller.goto(`${server.base}/index/sell`)
    await title(seller, '选择游戏')
    await seller.locator('.home-games__item:visible', { hasText: '王者荣耀' }).click()
    await title(seller, '基本信息')
    await seller.locator('.sell-row:visible', { hasText: '区服' }).click()
    for (let i = 0; i < 4; i++) {
      await seller.locator('.district-picker__item:visible:not(.district-picker__item--all)').first().click()
    }
    await seller.locator('.sell-row:visible', { hasText: '区服' }).getByText(/\//).waitFor()
    await seller.locator('textarea:visible').first().fill(title60)
    await seller.getByLabel('价格').fill('1500')
    await seller.getByText('赠送基础包赔').click()
    await seller.screenshot({ path: join(shots, 'basic.png') })
    await seller.getByRole('button', { name: '下一步' }).click()
    await title(seller, '账号信息')
    // The game's template loads after the page: wait for its fields before filling them.
    await seller.locator('.sell-block .chips:visible').first().waitFor()
    // Template attributes: numbers get a value in range, selects the first option.
    for (const input of await seller.locator('.sell-block input:visible').all()) {
      const ph = (await input.getAttribute('placeholder')) ?? ''
      const m = ph.match(/^(\d+)-(\d+)/)
      await input.fill(m ? String(Math.min(Number(m[2]), Number(m[1]) + 10)) : '无')
    }
    for (const block of await seller.locator('.sell-block:visible', { has: seller.locator('.chips') }).all()) {
      await block.locator('.chip').first().click()
    }
    await seller.locator('textarea:visible').first().fill('自己玩的主号，英雄皮肤齐全，绑定QQ可换绑，诚心出售。')
    const chooser = seller.waitForEvent('filechooser')
    await seller.getByLabel('添加截图').click()
    await (await chooser).setFiles(images)
    await seller.locator('.sell-images__item:visible .sell-images__del').nth(1).waitFor({ timeout: 20_000 })
    await seller.getByLabel('登录账号').fill('2233445566')
    await seller.getByLabel('登录密码').fill('Secret-Pass-1')
    await seller.screenshot({ path: join(shots, 'fill.png'), fullPage: true })
    await seller.getByRole('button', { name: '下一步：确认信息' }).click()
    await title(seller, '提交结果').catch(async (e) => {
      const errs = await seller.locator('.field__error:visible').allInnerTexts()
      throw new Error(`not on the review step; form errors: ${JSON.stringify(errs)} (${e.message.split('\n')[0]})`)
    })
    await seller.getByRole('button', { name: '提交审核' }).click()
    await title(seller, '已提交审核')
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
    await item.getByText('¥1,200').waitFor()
    await item.getByText('下架').click()
    await seller.locator('.taro-model__confirm').click()
    await item.waitFor({ state: 'detached' })
    await seller.locator('.mp-tabs__tab:visible', { hasText: '已下架' }).click()
    await seller.locator('.mp-item:visible', { hasText: title60 }).waitFor()
    await seller.screenshot({ path: join(shots, 'my-products.png') })
  })

  await t.check('no uncaught page errors', async () => {
    if (errors.length) throw new Error(errors.join('\n'))
  })
} finally {
  await browser.close()
  await server.stop()
}
process.exit(t.finish('selling') ? 0 : 1)
