// Browser journeys against `npm start`'s server and the real H5 build, at 375×812:
// 1. register with the SMS code read from the server log → log out → log in by password;
// 2. home → a game → filtered list → detail → back (list restored) → favourite → my favourites;
// 3. search by pinyin initials from home, a game suggested while typing in the list's box, back home.
import { join } from 'node:path'
import { startServer, launchBrowser, screenshotDir, runner } from './browser.mjs'

const server = await startServer({ CAPTCHA_ENABLED: 'false' })
const browser = await launchBrowser().catch(async (e) => {
  await server.stop()
  throw e
})
const shots = screenshotDir('journeys')
const t = runner()
const phone = `139${String(Date.now()).slice(-8)}`

/** The console SMS provider logs `phone … code`; take the newest code for this phone. */
async function smsCode(forPhone) {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const lines = server.logs
      .join('')
      .split('\n')
      .filter((l) => l.includes(forPhone) && /\b\d{6}\b/.test(l))
    if (lines.length) return lines[lines.length - 1].match(/\b(\d{6})\b(?!.*\b\d{6}\b)/)[1]
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no SMS code logged for ${forPhone}`)
}

const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 })
const page = await context.newPage()
const errors = []
page.on('pageerror', (e) => errors.push(e.message))
const shot = (name) => page.screenshot({ path: join(shots, `${name}.png`) })
const title = (text) => page.waitForSelector(`.nav-bar__title:text-is("${text}")`, { timeout: 15_000 })
const fill = async (label, value) => page.getByLabel(label, { exact: true }).fill(value)

try {
  await t.check('register with an SMS code, then see my centre', async () => {
    await page.goto(`${server.base}/register`)
    await title('注册')
    await fill('手机号', phone)
    await page.getByText('获取验证码', { exact: true }).click()
    await page.getByText(/s后重发/).waitFor()
    await fill('验证码', await smsCode(phone))
    await fill('密码', 'Journey2026')
    await fill('确认密码', 'Journey2026')
    await page.getByRole('checkbox').click()
    await shot('register-filled')
    await page.getByRole('button', { name: '注册' }).click()
    await title('号市')
    await page.goto(`${server.base}/index/other/mycenter`)
    await page.getByText('已实名').or(page.getByText('未实名')).waitFor()
    await shot('mycenter')
  })

  await t.check('log out, then log in by password', async () => {
    await page.getByRole('button', { name: '退出登录' }).click()
    // Taro's H5 modal (not a browser dialog): press its confirm button.
    await page.locator('.taro-model__confirm').click()
    await page.getByText('登录 / 注册').waitFor()
    await page.goto(`${server.base}/login?redirect=${encodeURIComponent('/index/other/mycenter')}`)
    await title('登录')
    await fill('账号', phone)
    await fill('密码', 'Journey2026')
    await page.getByRole('button', { name: '登录' }).click()
    await title('我的')
    await page.getByText('未实名').waitFor()
  })

  await t.check('home → game → filtered list → detail → back keeps the list → favourite', async () => {
    await page.goto(`${server.base}/index/home`)
    await title('号市')
    const game = page.locator('.home-games__item:visible').first()
    const gameName = await game.locator('.home-games__name').innerText()
    await game.click()
    await title(`${gameName}账号`)
    await page.locator('.good-card:visible').first().waitFor()
    await page.locator('.gl-bar__item:visible', { hasText: '价格' }).click()
    await page.locator('input[placeholder="最低价"]:visible').fill('100')
    await page.getByText('确定', { exact: true }).last().click()
    await page.locator('.good-card:visible').first().waitFor()
    await page
      .locator('.nut-overlay:visible')
      .waitFor({ state: 'detached' })
      .catch(() => undefined)
    await page.mouse.wheel(0, 600)
    const titles = await page.locator('.good-card__title:visible').allInnerTexts()
    await shot('list-filtered')
    await page.locator('.good-card:visible').nth(2).click()
    await title('商品详情')
    await page.locator('.gd-price:visible').waitFor()
    await shot('detail')
    await page.locator('.nav-bar__back:visible').click()
    await title(`${gameName}账号`)
    const after = await page.locator('.good-card__title:visible').allInnerTexts()
    if (after.slice(0, titles.length).join('|') !== titles.join('|')) throw new Error('list not restored')
    if (!(await page.getByText(/¥100-/).isVisible())) throw new Error('price filter not kept')
    await page.locator('.good-card:visible').first().click()
    await title('商品详情')
    await page.getByRole('button', { name: '收藏', exact: true, pressed: false }).click()
    await page.getByRole('button', { name: '已收藏', exact: true, pressed: true }).waitFor()
    await page.goto(`${server.base}/index/other/collect`)
    await page.locator('.good-card:visible').first().waitFor()
    await shot('favourites')
    await page.goto(`${server.base}/index/home`)
    await page.locator('.good-card:visible').first().waitFor()
    await shot('home')
    await page.goto(`${server.base}/index/other/gonggao`)
    await page.locator('.notice-list__item:visible').first().waitFor()
    await shot('gonggao')
    await page.goto(`${server.base}/index/other/bangzhu`)
    await page.locator('.notice-list__item:visible').first().waitFor()
    await shot('bangzhu')
  })

  await t.check(
    'search as shoppers type: pinyin initials from home, a game suggested while typing, back home',
    async () => {
      // what the server finds for the initials decides what the page must show (goods, or the game to try)
      const found = await fetch(`${server.base}/api/web/good/allList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ keyWord: 'wzry', pageSize: 10 }),
      }).then((r) => r.json())
      await page.goto(`${server.base}/index/home`)
      await title('号市')
      await page.getByLabel('搜索', { exact: true }).fill('wzry')
      await page.locator('.home-search__btn:visible').click()
      // home (and its recommended cards) stays shown until the list's code has loaded: wait for the list
      await page.locator('.gl-bar:visible').waitFor()
      if (found.data.total > 0) {
        await page.locator('.good-card:visible').first().waitFor()
        const shown = await page.locator('.good-card__title:visible').first().innerText()
        if (shown !== found.data.rows[0].title)
          throw new Error(`first result ${shown}, server ${found.data.rows[0].title}`)
        // the server read the initials as the game: the list shows it chosen, with its filters, and an empty box
        if (!found.data.read) throw new Error('wzry was not read as a game')
        await title('王者荣耀账号')
        const tab = (await page.locator('.gl-games__tab--on:visible').innerText()).trim()
        if (tab !== '王者荣耀') throw new Error(`the chosen tab is ${tab}`)
        const box = await page.getByLabel('搜索商品', { exact: true }).inputValue()
        if (box !== '') throw new Error(`the search box still holds ${box}`)
      } else await page.locator('.gl-suggest__game:visible', { hasText: '王者荣耀' }).waitFor()
      await shot('search-wzry')
      // typing in the list's box: the dropdown offers the game the initials spell, tapping it opens its list
      await page.getByLabel('搜索商品', { exact: true }).fill('hpjy')
      const chip = page.locator('.gl-dropdown:visible .gl-suggest__game', { hasText: '和平精英' })
      await chip.waitFor()
      await shot('search-dropdown-hpjy')
      await chip.click()
      await title('和平精英账号')
      await page.locator('.good-card:visible').first().waitFor()
      if (await page.locator('.gl-dropdown:visible').count()) throw new Error('the dropdown stayed open after the pick')
      await page.locator('.nav-bar__back:visible').click()
      await title('号市')
    },
  )

  await t.check('no uncaught page errors', async () => {
    if (errors.length) throw new Error(errors.join('\n'))
  })
} finally {
  await browser.close()
  await server.stop()
}
process.exit(t.finish('journeys') ? 0 : 1)
