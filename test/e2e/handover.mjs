// Browser journey of the staff handover (issue 40): a seller lists in the 平台验号换绑 mode → a
// buyer finds it from home, asks a question from goodDetail and staff answer in the console →
// the buyer pays → an operator at 1280 px takes the handover, asks the seller for a code in the
// order chat while working through the game's checklist with a screenshot per item, and hands
// over new credentials → the buyer confirms item by item and the order completes. Along the way
// (issue 41): the seller gives the account's original registration data, the buyer buys a paid
// tier, the trade agreement downloads from the order page and the console with the SHA-256 the
// order recorded, and after confirming the buyer reads the registration data.
import { join } from 'node:path'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import { png } from './fixtures.mjs'
import { payAtSandbox, submitListing } from './flows.mjs'
import { waitTitle as title, loginAs, openSuite } from './browser.mjs'

const suite = await openSuite('handover')
const { server, shots } = suite
const dir = mkdtempSync(join(tmpdir(), 'haoshi-handover-'))
const images = [png(join(dir, 'a.png'), [255, 91, 46]), png(join(dir, 'b.png'), [46, 120, 255])]
const evidence = png(join(dir, 'evidence.png'), [40, 160, 90])

const stamp = Date.now() % 100000
const REGISTRATION = {
  firstContact: '13712345678',
  place: '广东省深圳市',
  question: '你的小学叫什么？',
  answer: '实验小学',
}
const sha256 = (buf) => createHash('sha256').update(buf).digest('hex')
let orderId = 0
const goodTitle = `E2E验号换绑 国服荣耀王者 ${stamp}`

const seller = await suite.phone()
const buyer = await suite.phone()
const operator = await suite.phone()

const step = suite.step

await suite.run(async () => {
  await step('a seller lists in the 平台验号换绑 mode; the operator approves it', async () => {
    await loginAs(seller, server.base, 'demo_seller')
    await submitListing(seller, server.base, {
      title: goodTitle,
      price: 1800,
      account: '2736481059',
      password: 'Old-Pass-2026',
      images,
      description: '自己玩的主号，皮肤齐全，支持平台验号换绑，换绑手机邮箱实名。',
      handover: 'staff',
      registration: REGISTRATION,
    })
    await loginAs(operator, server.base, 'demo_operator')
    await operator.goto(`${server.base}/admin/review`)
    await title(operator, '商品审核')
    const card = operator.locator('.review-card:visible', { hasText: goodTitle })
    await card.getByText('通过并上架').click()
    await card.waitFor({ state: 'detached' })
  })

  await step('a buyer finds it from home; goodDetail shows the mode and its checklist', async () => {
    await loginAs(buyer, server.base, 'demo_buyer')
    await buyer.locator('.home-search__input input, input.home-search__input').first().fill(`验号换绑 ${stamp}`)
    await buyer.getByText('搜索', { exact: true }).first().click()
    await buyer.locator('.good-card:visible', { hasText: goodTitle }).click()
    await title(buyer, '商品详情')
    await buyer.locator('text=平台验号换绑 >> visible=true').first().waitFor()
    await buyer.screenshot({ path: join(shots, 'detail.png') })
  })

  await step('the buyer asks a question from goodDetail; staff answer from the console at 1280 px', async () => {
    const question = `这个号的实名可以换吗？${stamp}`
    const answer = '可以，交接时客服会协助换绑实名。'
    await buyer.locator('.gd-bar__kefu:visible').click()
    await title(buyer, '商品咨询')
    await buyer.getByLabel('聊天消息').fill(question)
    await buyer.getByRole('button', { name: '发送', exact: true }).click()
    await buyer.locator('.ochat__bubble:visible', { hasText: question }).waitFor()

    await operator.setViewportSize({ width: 1280, height: 900 })
    await operator.goto(`${server.base}/admin/support`)
    await title(operator, '客服工单')
    await operator.getByRole('tab', { name: '售前咨询' }).click()
    await operator.locator('.console-card:visible', { hasText: question }).click()
    await operator.getByLabel('聊天消息').fill(answer)
    await operator.getByRole('button', { name: '发送', exact: true }).click()
    await operator.locator('.ochat__bubble:visible', { hasText: answer }).waitFor()
    await buyer.locator('.ochat__bubble:visible', { hasText: answer }).waitFor({ timeout: 15_000 })
    await buyer.goBack()
    await title(buyer, '商品详情')
  })

  await step('the buyer pays; the order says staff do the handover', async () => {
    await buyer.getByText('立即购买').click()
    await title(buyer, '确认订单')
    await buyer.locator('text=平台验号换绑 >> visible=true').first().waitFor()
    // the seller gave the registration data, so the paid tiers are offered
    await payAtSandbox(buyer, { cover: /标准包赔/ })
    await buyer
      .getByText(/平台验号换绑/)
      .first()
      .waitFor()
    orderId = Number(new URL(buyer.url()).searchParams.get('id'))
    await buyer.screenshot({ path: join(shots, 'order-paid.png') })
  })

  await step(
    'the trade agreement downloads from the order page and the console, with the SHA-256 the order recorded',
    async () => {
      const card = buyer.locator('.agreement-card:visible')
      await card.getByText('查看 PDF').waitFor({ timeout: 20_000 })
      const shown = (await card.locator('.agreement-card__hash').innerText()).replace(/^SHA-256：/, '').trim()
      const fromBuyer = buyer.waitForEvent('download')
      await card.getByText('查看 PDF').click()
      const buyerFile = readFileSync(await (await fromBuyer).path())
      if (buyerFile.subarray(0, 5).toString() !== '%PDF-') throw new Error('the download is not a PDF')
      if (sha256(buyerFile) !== shown) throw new Error(`downloaded ${sha256(buyerFile)}, shown ${shown}`)
      await card.screenshot({ path: join(shots, 'agreement-card.png') })

      await operator.goto(`${server.base}/admin/order?id=${orderId}`)
      // the card titled 交易协议 (the timeline's card also names the agreement's event)
      const section = operator
        .locator('.console-card:visible', { has: operator.locator('.console-card__title', { hasText: /^交易协议$/ }) })
        .first()
      await section.getByText('下载 PDF').waitFor({ timeout: 20_000 })
      // 订单登记 is the hash in the order's 'agreement' event, shown as 与文件一致 when they agree
      await section.getByText('与文件一致').waitFor()
      const fromConsole = operator.waitForEvent('download')
      await section.getByText('下载 PDF').click()
      const consoleFile = readFileSync(await (await fromConsole).path())
      if (!consoleFile.equals(buyerFile)) throw new Error('the console downloaded other bytes than the buyer')
      await operator.screenshot({ path: join(shots, 'console-agreement-1280.png'), fullPage: true })
    },
  )

  let items = []
  await step('an operator at 1280 px takes the case at 验号换绑 and sees the game’s checklist', async () => {
    await operator.setViewportSize({ width: 1280, height: 900 })
    await operator.goto(`${server.base}/admin/review`)
    await title(operator, '商品审核')
    await operator.locator('.console-nav:visible .console-nav__item', { hasText: '验号换绑' }).first().click()
    await title(operator, '验号换绑')
    await operator.getByRole('link', { name: goodTitle }).click()
    await operator.getByRole('button', { name: '接手', exact: true }).click()
    await operator.getByRole('button', { name: '放开', exact: true }).waitFor()
    items = await operator.locator('.hd-item').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))
    if (items.length < 4) throw new Error(`a checklist of ${items.length} items`)
    await operator.screenshot({ path: join(shots, 'desk-claimed-1280.png'), fullPage: true })
  })

  await step(
    'the operator asks the seller for a code in the order chat; the seller answers from 我的消息',
    async () => {
      const ask = '请把游戏发到您手机上的短信验证码发在这里，我来换绑。'
      const chat = operator.getByRole('group', { name: '订单聊天' }).or(operator.locator('[aria-label="订单聊天"]'))
      await chat.getByLabel('聊天消息').fill(ask)
      await chat.getByRole('button', { name: '发送', exact: true }).click()
      await chat.locator('.ochat__bubble', { hasText: ask }).waitFor()

      // the seller is told in the inbox; the message opens the order, whose chat is three-party
      await seller.goto(`${server.base}/index/home`)
      await seller.locator('.hs-tabbar__item:visible', { hasText: '消息' }).click()
      await title(seller, '我的消息')
      await seller.locator('.inbox-item--unread:visible', { hasText: '官方客服' }).first().click()
      await seller.locator('.inbox-item__link:visible').first().click()
      await title(seller, '订单详情')
      await seller.locator('.ochat__bubble:visible', { hasText: ask }).waitFor()
      await seller.getByLabel('聊天消息').fill('验证码 482913')
      await seller.getByRole('button', { name: '发送', exact: true }).click()
      // inside the handover the code is readable to staff (the contact filter leaves it alone)
      await chat.locator('.ochat__bubble', { hasText: '482913' }).waitFor({ timeout: 15_000 })
      await operator.screenshot({ path: join(shots, 'desk-chat-1280.png'), fullPage: true })
    },
  )

  await step(
    'the operator opens the seller’s login (audited), checks every item with a screenshot and hands over a new login',
    async () => {
      await operator.getByRole('button', { name: '查看原账号', exact: true }).click()
      await operator.locator('.taro-modal__confirm, .taro-model__confirm').first().click()
      await operator.locator('.hd-login:visible', { hasText: '2736481059' }).waitFor()
      for (const label of items) {
        const item = operator.getByRole('group', { name: label, exact: true })
        await item.getByRole('radio', { name: '通过' }).click()
        const chooser = operator.waitForEvent('filechooser')
        await item.getByLabel('添加截图').click()
        await (await chooser).setFiles([evidence])
        await item.locator('.sell-images__del').waitFor({ timeout: 20_000 })
        await item.getByRole('button', { name: '保存此项' }).click()
        await item.getByRole('button', { name: '已保存' }).waitFor()
      }
      const deliver = operator.locator('[aria-label="交付新账号"]')
      await deliver.getByLabel('新的登录账号').fill('2736481059')
      await deliver.getByLabel('新的登录密码').fill('New-Pass-2026')
      await deliver.getByRole('button', { name: '交付新账号' }).click()
      await operator.locator('.taro-modal__confirm, .taro-model__confirm').first().click()
      await operator.locator('text=待买家确认 >> visible=true').first().waitFor()
      await operator.screenshot({ path: join(shots, 'desk-delivered-1280.png'), fullPage: true })
    },
  )

  await step(
    'the buyer sees every item with its screenshot, confirms them one by one, and the order completes',
    async () => {
      await buyer.reload()
      await title(buyer, '订单详情')
      const panel = buyer.locator('[aria-label="平台验号换绑"]:visible')
      for (const label of items) {
        const item = panel.getByRole('group', { name: label, exact: true })
        await item
          .getByRole('button', { name: /查看证据截图/ })
          .first()
          .waitFor()
        await item.getByRole('radio', { name: '确认无误' }).click()
      }
      await buyer.screenshot({ path: join(shots, 'buyer-items.png'), fullPage: true })
      await panel.getByRole('button', { name: '提交确认结果' }).click()
      await buyer.locator('.taro-modal__confirm, .taro-model__confirm').first().click()
      await buyer.locator('text=交易完成 >> visible=true').first().waitFor({ timeout: 15_000 })
      await buyer.screenshot({ path: join(shots, 'buyer-completed.png') })
    },
  )

  await step('after confirming, the buyer of the paid tier reads the original registration data', async () => {
    await buyer.reload()
    await title(buyer, '订单详情')
    await buyer.getByText('查看首次注册信息').click()
    await buyer.getByText(REGISTRATION.firstContact).first().waitFor()
    await buyer.getByText(REGISTRATION.answer).first().waitFor()
    await buyer.screenshot({ path: join(shots, 'buyer-registration.png'), fullPage: true })
  })
})
