// Browser journey of the content issue, at 375×812 against `npm start`'s server:
// read an announcement; verify a fake QQ and a real staff QQ on the security page; submit
// feedback, see it in 我的问题; the operator replies; the user sees the reply, the unread badge on
// my centre, and reads the message in 我的消息.
import { join } from 'node:path'
import { waitTitle as title, openSuite } from './browser.mjs'

const suite = await openSuite('support')
const { server, shots, t } = suite

const login = suite.login

const user = await suite.phone()
const operator = await suite.phone()
const feedback = `E2E反馈：订单页面的聊天图片加载很慢 ${Date.now() % 100000}`

await suite.run(async () => {
  await t.check('reads an announcement', async () => {
    await user.goto(`${server.base}/index/other/gonggao`)
    await title(user, '平台公告')
    const first = user.locator('.notice-list__item:visible').first()
    const heading = (await first.locator('.notice-list__title').innerText()).replace(/^置顶/, '').trim()
    await first.click()
    await user.locator('.notice-article:visible', { hasText: heading }).waitFor()
    await user.screenshot({ path: join(shots, 'article.png') })
  })

  await t.check('the security page says a fake QQ is not ours, and a staff QQ is', async () => {
    await user.goto(`${server.base}/index/other/contactkefu`)
    await title(user, '联系客服')
    const staffQq = (
      await user.locator('.kefu-id:visible', { hasText: 'QQ' }).first().locator('.kefu-id__value').innerText()
    ).trim()
    await user.screenshot({ path: join(shots, 'contactkefu.png'), fullPage: true })
    await user.goto(`${server.base}/index/security`)
    await title(user, '防骗查询')
    await user.getByLabel('要核验的账号').fill('987654321')
    await user.getByRole('button', { name: '立即核验' }).click()
    await user.getByText('非官方人员', { exact: true }).waitFor()
    await user.screenshot({ path: join(shots, 'security-fake.png') })
    await user.getByLabel('要核验的账号').fill(staffQq)
    await user.getByRole('button', { name: '立即核验' }).click()
    await user.getByText('官方认证', { exact: true }).waitFor()
  })

  await t.check('submits feedback and sees it in my questions', async () => {
    await login(user, 'demo_buyer')
    await user.goto(`${server.base}/index/other/fankui`)
    await title(user, '意见反馈')
    await user.getByRole('radio', { name: '功能异常' }).click()
    await user.locator('.problem-form__text:visible textarea').fill(feedback)
    await user.getByRole('button', { name: '提交' }).click()
    await title(user, '我的问题')
    await user.locator('.plist-item:visible', { hasText: feedback }).getByText('待处理').waitFor()
    await user.screenshot({ path: join(shots, 'problem-list.png') })
  })

  await t.check('the operator replies; the user sees the reply, the badge and the message', async () => {
    await login(operator, 'demo_operator')
    await operator.goto(`${server.base}/admin/support`)
    await title(operator, '客服工单')
    const card = operator.locator('.console-card:visible', { hasText: feedback })
    await card.getByText('回复').click()
    await operator.locator('.reason-popup textarea:visible').fill('已优化图片压缩，感谢反馈！')
    await operator.getByText('发送回复').click()
    await card.waitFor({ state: 'detached' })

    await user.goto(`${server.base}/index/other/ProblemList`)
    await user.locator('.plist-item:visible', { hasText: feedback }).getByText('已优化图片压缩，感谢反馈！').waitFor()
    await user.goto(`${server.base}/index/other/mycenter`)
    await title(user, '我的')
    // the unread count is on the tab bar's 消息
    await user.locator('.hs-tabbar__badge:visible').waitFor()
    await user.screenshot({ path: join(shots, 'mycenter-badge.png') })
    await user.locator('.hs-tabbar__item:visible', { hasText: '消息' }).click()
    await title(user, '我的消息')
    const msg = user.locator('.inbox-item--unread:visible').first()
    await msg.click()
    await user.locator('.inbox-item__content--open:visible').waitFor()
    await user.screenshot({ path: join(shots, 'inbox.png') })
  })

  // issue 40 item 2: a pre-sale question asked from goodDetail and answered in the console at 1280 px
  await t.check('a buyer asks about a listing from goodDetail; staff answer from the console at 1280 px', async () => {
    const question = `E2E咨询：这个号可以换绑手机吗？${Date.now() % 100000}`
    const answer = '可以换绑，交接时客服会协助完成。'
    await user.goto(`${server.base}/index/home`)
    const card = user.locator('.good-card:visible').first()
    const goodTitle = (await card.locator('.good-card__title').innerText()).trim()
    await card.click()
    await title(user, '商品详情')
    await user.locator('.gd-bar__kefu:visible').click()
    await title(user, '商品咨询')
    await user.locator('.consult:visible', { hasText: goodTitle }).waitFor()
    await user.getByLabel('聊天消息').fill(question)
    await user.getByRole('button', { name: '发送', exact: true }).click()
    await user.locator('.ochat__bubble:visible', { hasText: question }).waitFor()
    await user.screenshot({ path: join(shots, 'consult-asked.png') })

    await operator.setViewportSize({ width: 1280, height: 900 })
    await operator.goto(`${server.base}/admin/support`)
    await title(operator, '客服工单')
    await operator.getByRole('tab', { name: '售前咨询' }).click()
    // the waiting queue shows the listing, the question as the last line, and how long it has waited
    const thread = operator.locator('.console-card:visible', { hasText: question })
    await thread.getByText(goodTitle).waitFor()
    await thread.getByText('刚刚提问').waitFor()
    await thread.click()
    await operator.locator('.ochat__bubble:visible', { hasText: question }).waitFor()
    await operator.getByLabel('聊天消息').fill(answer)
    await operator.getByRole('button', { name: '发送', exact: true }).click()
    await operator.locator('.ochat__bubble:visible', { hasText: answer }).waitFor()
    await operator.screenshot({ path: join(shots, 'consult-console-1280.png') })
    await operator.setViewportSize({ width: 375, height: 812 })

    // the answer reaches the open page by polling, then the badge of 我的咨询 goes once it is read
    await user.locator('.ochat__bubble:visible', { hasText: answer }).waitFor({ timeout: 15_000 })
    await user.screenshot({ path: join(shots, 'consult-answered.png') })
  })
})
