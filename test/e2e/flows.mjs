// Steps several browser journeys share, written once: filling the sell form and buying with the
// sandbox cashier. Each step starts on the page it fills, so the crawler (crawl.mjs) uses them
// as its scripted form fills too.
import { waitTitle as title } from './browser.mjs'

/**
 * On 基本信息: the first district of each level, the title and the price; taps 下一步.
 * `handover: 'staff'` chooses 平台验号换绑 (the form's default is 自助交接).
 */
export async function fillBasicInformation(
  page,
  { title: goodTitle, price, basicCover = false, handover, onStep = async () => {} },
) {
  await page.locator('.sell-row:visible', { hasText: '区服' }).click()
  for (let i = 0; i < 4; i++)
    await page.locator('.district-picker__item:visible:not(.district-picker__item--all)').first().click()
  await page.locator('.sell-row:visible', { hasText: '区服' }).getByText(/\//).waitFor()
  await page.locator('textarea:visible').first().fill(goodTitle)
  await page.getByLabel('价格').fill(String(price))
  if (basicCover) await page.getByText('赠送包赔', { exact: true }).click()
  if (handover === 'staff') {
    const staff = page.getByRole('radio', { name: /平台验号换绑/ })
    await staff.click()
    await page.locator('[role="radio"][aria-checked="true"]:visible', { hasText: '平台验号换绑' }).waitFor()
  }
  await onStep('basic')
  await page.getByRole('button', { name: '下一步' }).click()
}

/**
 * The 首次注册信息 section (issue 41): the first bound phone or e-mail, the date the picker offers,
 * the place, one security question, and the separate consent.
 */
async function fillRegistration(page, { firstContact, place, question, answer }) {
  await page.getByLabel('首次绑定').fill(firstContact)
  await page.getByRole('button', { name: '注册日期' }).click()
  await page.locator('.taro-picker__action:visible', { hasText: '确定' }).click()
  await page.getByLabel('注册地').fill(place)
  // one question: whatever rows someone added before (the crawler taps ＋ as it explores) go first
  const remove = page.locator('.reg-form__link:visible', { hasText: '删除此密保问题' })
  while ((await remove.count()) > 0) await remove.first().click()
  await page.getByText('＋ 添加密保问题').click()
  await page.getByLabel('密保问题1').fill(question)
  await page.getByLabel('答案1').fill(answer)
  // check(), not click(): the box may be ticked already
  await page.getByRole('checkbox', { name: '单独同意将首次注册信息提供给买家' }).check()
}

/** On 账号信息: the template with in-range numbers and first options, screenshots and a login; taps 下一步：确认信息. */
export async function fillAccountInformation(
  page,
  { account, password, images, description, registration, onStep = async () => {} },
) {
  // the game's template loads after the page: wait for its fields before filling them
  await page.locator('.sell-block .chips:visible').first().waitFor()
  for (const input of await page.locator('.sell-block input:visible').all()) {
    const ph = (await input.getAttribute('placeholder')) ?? ''
    const m = ph.match(/^(\d+)-(\d+)/)
    await input.fill(m ? String(Math.min(Number(m[2]), Number(m[1]) + 10)) : '无')
  }
  for (const block of await page.locator('.sell-block:visible', { has: page.locator('.chips') }).all()) {
    await block.locator('.chip').first().click()
  }
  await page.locator('textarea:visible').first().fill(description)
  const chooser = page.waitForEvent('filechooser')
  await page.getByLabel('添加截图').click()
  await (await chooser).setFiles(images)
  await page
    .locator('.sell-images__item:visible .sell-images__del')
    .nth(images.length - 1)
    .waitFor({ timeout: 20_000 })
  await page.getByLabel('登录账号').fill(account)
  await page.getByLabel('登录密码').fill(password)
  if (registration) await fillRegistration(page, registration)
  await onStep('fill')
  await page.getByRole('button', { name: '下一步：确认信息' }).click()
}

/**
 * From /index/sell to the submitted listing: 王者荣耀, the first district of each level, the
 * template filled with in-range numbers and first options, two screenshots and a login.
 * `onStep(name)` is called at the basic and fill steps (screenshots); `basicCover` ticks 赠送包赔.
 */
export async function submitListing(page, base, listing) {
  await page.goto(`${base}/index/sell`)
  await title(page, '选择游戏')
  await page.locator('.home-games__item:visible', { hasText: '王者荣耀' }).click()
  await title(page, '基本信息')
  await fillBasicInformation(page, listing)
  await title(page, '账号信息')
  await fillAccountInformation(page, listing)
  await title(page, '确认信息').catch(async (e) => {
    const errs = await page.locator('.field__error:visible').allInnerTexts()
    throw new Error(`not on the review step; form errors: ${JSON.stringify(errs)} (${e.message.split('\n')[0]})`)
  })
  await page.getByRole('button', { name: '提交审核' }).click()
  await title(page, '已提交审核')
}

/** On 确认订单: picks the cover (if asked), accepts the rules and taps 提交订单. */
export async function submitOrder(page, { cover } = {}) {
  if (cover) await page.getByRole('radio', { name: cover }).first().click()
  // check(), not click(): someone may have ticked it already (the crawler taps everything first)
  await page.getByRole('checkbox', { name: '同意交易须知' }).check()
  await page.getByRole('button', { name: '提交订单' }).click()
}

/** At the sandbox cashier (outside the app): pays, and waits for the app's 支付结果 page. */
export async function payAtCashier(page) {
  await page.waitForURL(/\/api\/pay\/sandbox\/cashier/)
  await page.getByRole('button', { name: /^支付/ }).first().click()
  await page.getByText('支付成功').waitFor({ timeout: 20_000 })
}

/** From the confirm-order page to the order page: accept the rules, pay at the sandbox cashier. */
export async function payAtSandbox(page, { cover } = {}) {
  await title(page, '确认订单')
  await submitOrder(page, { cover })
  await title(page, '收银台')
  await page.getByRole('button', { name: /确认支付/ }).click()
  await payAtCashier(page)
  await page.getByRole('button', { name: '查看订单' }).click()
  await title(page, '订单详情')
}
