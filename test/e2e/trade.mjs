// Browser journey of the trade issue, at 375×812 against `npm start`'s server:
// a buyer buys demo_seller's account with the sandbox cashier, chats with the seller, reveals the
// credentials and confirms receipt; the seller's wallet shows the credit and a withdrawal request.
import { join } from 'node:path'
import { waitTitle as title, openSuite } from './browser.mjs'

const suite = await openSuite('trade')
const { server, browser, shots, t } = suite

const login = suite.login

/** The largest colour channel of any pixel of a PNG screenshot, read by the browser's own decoder. */
async function brightestPixel(png) {
  const page = await browser.newPage()
  try {
    return await page.evaluate(async (b64) => {
      const img = new Image()
      img.src = `data:image/png;base64,${b64}`
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = img.width
      canvas.height = img.height
      const ctx = canvas.getContext('2d')
      ctx.drawImage(img, 0, 0)
      const { data } = ctx.getImageData(0, 0, img.width, img.height)
      let max = 0
      for (let i = 0; i < data.length; i += 4) max = Math.max(max, data[i], data[i + 1], data[i + 2])
      return max
    }, png.toString('base64'))
  } finally {
    await page.close()
  }
}

/** One of demo_seller's goods on sale, found through the API as the seller sees it. */
async function sellersGood() {
  const auth = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo_seller', password: 'Haoshi2026' }),
  }).then((r) => r.json())
  const list = await fetch(`${server.base}/api/need/myConsignment?saleState=1&pageSize=5`, {
    headers: { Token: auth.data.token },
  }).then((r) => r.json())
  const good = list.data.rows[0]
  if (!good) throw new Error('demo_seller has no good on sale')
  return good
}

const buyer = await suite.phone()
const seller = await suite.phone()
let orderUrl = ''

await suite.run(async () => {
  const good = await sellersGood()

  await t.check('the image viewer over a good is opaque black, above the 立即购买 bar (issue 20 item 7)', async () => {
    await buyer.goto(`${server.base}/index/goodDetail?id=${good.id}`)
    await title(buyer, '商品详情')
    // the page column fills a phone's width (its 540 px cap once became 7.2rem: a 270 px column)
    const column = await buyer.evaluate(() => document.getElementById('app').getBoundingClientRect().width)
    if (column !== 375) throw new Error(`the page column is ${column} px wide on a 375 px phone`)
    const buy = await buyer.locator('.gd-bar__buy:visible').boundingBox()
    await buyer.locator('.gd-gallery__img:visible').first().click()
    const viewer = buyer.locator('.image-viewer')
    await viewer.waitFor()
    const box = await viewer.boundingBox()
    if (box.x !== 0 || box.y !== 0 || box.width !== 375 || box.height !== 812)
      throw new Error(`the viewer covers ${JSON.stringify(box)}, not the whole screen`)
    const onTop = await buyer.evaluate(
      ([x, y]) => !!document.elementFromPoint(x, y)?.closest('.image-viewer'),
      [buy.x + buy.width / 2, buy.y + buy.height / 2],
    )
    if (!onTop) throw new Error('the 立即购买 bar is above the viewer')
    // nothing of the page shows through where the bar is: every pixel there is black
    const shot = await buyer.screenshot({ clip: buy })
    const brightest = await brightestPixel(shot)
    if (brightest > 3) throw new Error(`the page shows through the viewer (a pixel of brightness ${brightest})`)
    await buyer.locator('.image-viewer__count', { hasText: /^1\/\d+$/ }).waitFor()
    await buyer.screenshot({ path: join(shots, 'viewer.png') })
    await buyer.keyboard.press('Escape')
    await viewer.waitFor({ state: 'detached' })
  })

  await t.check('the buyer orders and pays with the sandbox cashier', async () => {
    await login(buyer, 'demo_buyer')
    await buyer.goto(`${server.base}/index/goodDetail?id=${good.id}`)
    await buyer.getByText('立即购买').click()
    await title(buyer, '确认订单')
    await buyer.getByLabel('同意交易须知').click()
    await buyer.screenshot({ path: join(shots, 'sure-order.png'), fullPage: true })
    await buyer.getByRole('button', { name: '提交订单' }).click()
    await title(buyer, '收银台')
    await buyer.getByText(/剩余支付时间 \d\d:\d\d/).waitFor()
    await buyer.screenshot({ path: join(shots, 'pay.png') })
    await buyer.getByRole('button', { name: /确认支付/ }).click()
    // the sandbox cashier is a page of the server's own, outside the app
    await buyer.waitForURL(/\/api\/pay\/sandbox\/cashier/)
    await buyer.screenshot({ path: join(shots, 'cashier.png') })
    await buyer.getByRole('button', { name: /^支付/ }).first().click()
    await title(buyer, '支付结果')
    await buyer.getByText('支付成功').waitFor({ timeout: 20_000 })
    await buyer.screenshot({ path: join(shots, 'finish.png') })
    await buyer.getByRole('button', { name: '查看订单' }).click()
    await title(buyer, '订单详情')
    orderUrl = buyer.url()
  })

  await t.check('the buyer reveals the credentials and writes in the order chat', async () => {
    await buyer.getByRole('button', { name: '点击查看账号密码' }).click()
    await buyer.getByText('登录密码', { exact: true }).waitFor()
    await buyer.getByLabel('聊天消息').fill('你好，请发一下换绑验证码')
    await buyer.getByRole('button', { name: '发送', exact: true }).click()
    await buyer.locator('.ochat__msg--mine:visible', { hasText: '请发一下换绑验证码' }).waitFor()
    await buyer.screenshot({ path: join(shots, 'order-buyer.png'), fullPage: true })
  })

  await t.check('the seller sees the message and answers; the buyer gets it without reloading', async () => {
    await login(seller, 'demo_seller')
    await seller.goto(orderUrl)
    await title(seller, '订单详情')
    await seller.getByText('请发一下换绑验证码').waitFor()
    await seller.getByLabel('聊天消息').fill('验证码 482913')
    await seller.getByRole('button', { name: '发送', exact: true }).click()
    await buyer.getByText('验证码 482913').waitFor({ timeout: 15_000 })
  })

  await t.check('the buyer confirms receipt and the order completes', async () => {
    await buyer.getByRole('button', { name: '确认收货' }).click()
    await buyer.locator('.taro-model__confirm').click()
    await buyer.locator('.od-head__state', { hasText: '已完成' }).waitFor()
    await buyer.screenshot({ path: join(shots, 'order-done.png') })
  })

  await t.check('the seller’s wallet shows the credit and a withdrawal request', async () => {
    await seller.goto(`${server.base}/index/other/wallet`)
    await title(seller, '我的钱包')
    await seller.locator('.wallet-item:visible', { hasText: '货款收入' }).first().waitFor()
    await seller.getByRole('button', { name: '提现到支付宝' }).click()
    await seller.getByLabel('提现金额').fill('10')
    await seller.getByLabel('支付宝账号').fill('13800000002')
    await seller.getByLabel('收款人姓名').fill('周雨桐')
    await seller.getByRole('button', { name: '申请提现' }).click()
    await seller
      .getByText(/处理中/)
      .first()
      .waitFor()
    await seller.screenshot({ path: join(shots, 'wallet.png'), fullPage: true })
  })
})
