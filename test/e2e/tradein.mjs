// Browser journey of trade-in (竞价回收), at 375×812 against `npm start`'s server:
// an owner submits an account for trade-in, a merchant quotes on it, the owner accepts the quote.
import { join } from 'node:path'
import { waitTitle as title, loginAs, openSuite } from './browser.mjs'

const suite = await openSuite('tradein')
const { server, shots, t } = suite
const owner = await suite.phone()
const merchant = await suite.phone()

await suite.run(async () => {
  await t.check('the owner submits an account for trade-in', async () => {
    await loginAs(owner, server.base, 'demo_seller')
    await owner.goto(`${server.base}/index/jingjiahuishou`)
    await title(owner, '竞价回收')
    await owner.getByRole('radio', { name: '王者荣耀' }).click()
    await owner.locator('.sell-row:visible', { hasText: '区服' }).click()
    for (let i = 0; i < 4; i++) {
      await owner.locator('.district-picker__item:visible:not(.district-picker__item--all)').first().click()
    }
    await owner.locator('.sell-row:visible', { hasText: '区服' }).getByText(/\//).waitFor()
    await owner.locator('.sell-block .chips:visible').first().waitFor()
    for (const input of await owner.locator('.sell-block input:visible').all()) {
      const label = (await input.getAttribute('aria-label')) ?? ''
      if (['期望价格', '登录账号', '登录密码', '绑定手机', '绑定邮箱', '安全备注'].includes(label)) continue
      const ph = (await input.getAttribute('placeholder')) ?? ''
      const m = ph.match(/^(\d+)-(\d+)/)
      await input.fill(m ? String(Math.round((Number(m[1]) + Number(m[2])) / 2)) : '无')
    }
    for (const block of await owner.locator('.sell-block:visible', { has: owner.locator('.chips') }).all()) {
      await block.locator('.chip').first().click()
    }
    await owner.getByLabel('登录账号').fill('1234567890')
    await owner.getByLabel('登录密码').fill('Recycle-Pass-1')
    await owner.getByRole('button', { name: '提交回收' }).click()
    await title(owner, '回收申请已提交')
    await owner.screenshot({ path: join(shots, 'owner-submitted.png'), fullPage: true })
  })

  await t.check('a merchant quotes on it', async () => {
    await loginAs(merchant, server.base, 'demo_merchant')
    await merchant.goto(`${server.base}/index/other/merchantTradein`)
    await title(merchant, '商户报价')
    await merchant.locator('.t-card:visible').first().waitFor()
    await merchant.screenshot({ path: join(shots, 'merchant-open.png'), fullPage: true })
    // the new request is the one this merchant has not quoted on yet
    const card = merchant
      .locator('.t-card:visible')
      .filter({ has: merchant.getByText('报价', { exact: true }) })
      .first()
    await card.getByText('报价', { exact: true }).click()
    await merchant.locator('.reason-popup textarea:visible').fill('666')
    await merchant.getByText('提交报价').click()
    await merchant.locator('.t-card:visible', { hasText: '我的报价 ¥666' }).first().waitFor()
    await merchant.screenshot({ path: join(shots, 'merchant.png'), fullPage: true })
  })

  await t.check('the owner sees the quote and accepts it', async () => {
    await owner.goto(`${server.base}/index/other/myJingjiahuishou`)
    await title(owner, '我的回收')
    const quote = owner.locator('.myr__quote:visible', { hasText: '¥666' }).first()
    await quote.getByText('接受').click()
    await owner.locator('.taro-model__confirm').click()
    await owner
      .getByText(/已接受 .* 的报价 ¥666/)
      .first()
      .waitFor()
    await owner.screenshot({ path: join(shots, 'owner-accepted.png'), fullPage: true })
  })
})
