// How pages look at 375×812 (issue 38, "trust at first sight, part 2"), measured in the browser
// against `npm start`'s server: the sell form's rows and errors, the toast and checkbox of 确认订单,
// the operators' tables, the browser tab's title, the palette, dialog text alignment, and the
// tap targets of 我的 at 320 px; one width (home's banner whole, the tab bar's width), the first
// paint the HTML draws by path, 下载App's code, the price filter's presets and the console's own
// bar. Each check failed on the code before the issue.
import {
  startServer,
  launchBrowser,
  runner,
  phonePage,
  waitTitle as title,
  loginAs,
  firstPaint,
  mountShift,
  bannerCut,
} from './browser.mjs'

const server = await startServer({ CAPTCHA_ENABLED: 'false' })
const browser = await launchBrowser().catch(async (e) => {
  await server.stop()
  throw e
})
const t = runner()
const errors = []
const newPage = async () => {
  const p = await phonePage(browser)
  p.setDefaultTimeout(15_000)
  p.on('pageerror', (e) => errors.push(e.message))
  return p
}
const box = async (loc) => {
  const b = await loc.boundingBox()
  if (!b) throw new Error('not on screen')
  return b
}

/** Whether an element's box lies within the viewport (the first error brought into view). */
const inView = (loc) =>
  loc.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return r.top >= 0 && r.bottom <= window.innerHeight
  })

/** rgb(a) channels of every colour in a computed style value */
const colours = (v) => [...v.matchAll(/rgba?\((\d+), (\d+), (\d+)/g)].map((m) => m.slice(1, 4).map(Number))
const isBlue = ([r, g, b]) => b > r + 40 && b > g

try {
  const seller = await newPage()
  await loginAs(seller, server.base, 'demo_seller')

  await t.check('sell step 1: each label stands apart from its value, 价格（元） on one line', async () => {
    await seller.goto(`${server.base}/index/sell`)
    await title(seller, '选择游戏')
    await seller.locator('.home-games__item:visible', { hasText: '王者荣耀' }).click()
    await title(seller, '基本信息')
    const rows = seller.locator('.sell-row:visible')
    const n = await rows.count()
    if (n < 4) throw new Error(`only ${n} rows`)
    for (let i = 0; i < n; i++) {
      const row = rows.nth(i)
      // where the label's text ends (its box may carry padding)
      const end = await row.locator('.field__label').evaluate((el) => {
        const r = document.createRange()
        r.selectNodeContents(el)
        return r.getBoundingClientRect().right
      })
      const value = row.locator('.sell-row__value, .field__input').first()
      if (!(await value.count())) continue
      const v = await box(value)
      if (v.x < end + 8) throw new Error(`row ${i}: value at x=${v.x} runs into its label ending at ${end}`)
    }
    const price = await box(seller.locator('.sell-row:visible .field__label', { hasText: '价格（元）' }))
    const line = await seller
      .locator('.sell-row:visible .field__label', { hasText: '价格' })
      .evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.5)
    if (price.height > line * 1.3) throw new Error(`价格（元） is ${price.height}px tall: it wraps (line ${line}px)`)
  })

  await t.check('sell step 1: the district picker offers no 不限区服 and is as tall as its rows', async () => {
    await seller.locator('.sell-row:visible', { hasText: '区服' }).click()
    try {
      await seller.locator('.district-picker__item:visible').nth(0).waitFor()
      const all = await seller.locator('.district-picker__item:visible', { hasText: '不限区服' }).count()
      if (all) throw new Error('不限区服 is offered in the sell form')
      // as tall as its few rows, not a fixed 60 % of the screen left mostly empty
      const sheet = await box(seller.locator('.district-picker:visible'))
      if (sheet.height > 812 * 0.45) throw new Error(`the picker is ${sheet.height}px tall for its two rows`)
    } finally {
      // closed whatever was found, so the next check starts on the form
      await seller.locator('.nut-popup-title-right:visible, .nut-popup-close:visible').first().click()
      await seller.locator('.district-picker:visible').waitFor({ state: 'detached' })
    }
  })

  await t.check('sell step 1: 下一步 brings the first error into view, and it goes once fixed', async () => {
    const titleBox = seller.locator('.sell-textarea:visible textarea, textarea.sell-textarea:visible').first()
    await titleBox.fill('短')
    await seller.getByRole('button', { name: '下一步' }).scrollIntoViewIfNeeded()
    await seller.getByRole('button', { name: '下一步' }).click()
    const err = seller.locator('.field__error:visible', { hasText: '标题为5-60个字' })
    await err.waitFor()
    await seller.waitForTimeout(600) // the smooth scroll
    if (!(await inView(err))) throw new Error('the title error is off screen after 下一步')
    await titleBox.fill('国服荣耀王者 典藏皮肤全 可二次实名')
    await err.waitFor({ state: 'detached' })
  })

  const buyer = await newPage()
  await loginAs(buyer, server.base, 'demo_buyer')

  await t.check('the browser tab reads 号市 - 游戏账号交易平台 on home, not 号市 - 号市', async () => {
    const tab = await buyer.title()
    if (tab !== '号市 - 游戏账号交易平台') throw new Error(`title 「${tab}」`)
  })

  await t.check('home: the banner’s artwork whole, the tab bar as wide on every tab', async () => {
    const cut = await bannerCut(buyer)
    if (cut) throw new Error(cut)
    const widths = []
    for (const [tab, heading] of [
      ['我的', '我的'],
      ['首页', '号市'],
    ]) {
      widths.push(Math.round((await box(buyer.locator('.hs-tabbar:visible'))).width))
      await buyer.locator('.hs-tabbar__item:visible', { hasText: tab }).click()
      await title(buyer, heading)
    }
    if (widths.some((w) => w !== 375)) throw new Error(`tab bar widths ${widths.join(', ')}`)
  })

  await t.check(
    'first paint: the HTML draws the frame of its page kind; the app takes its place unshifted',
    async () => {
      const phone = { width: 375, height: 812 }
      const kinds = {
        '/index/home': 'tab',
        '/index/goodList': 'list',
        '/index/goodDetail?id=1': 'detail',
        '/index/sell': 'form',
        '/login': 'login',
      }
      const drawn = await firstPaint(browser, server.base, Object.keys(kinds), phone)
      for (const [path, kind] of Object.entries(kinds)) {
        const f = drawn[path]
        if (!f) throw new Error(`${path}: the HTML draws nothing before the script`)
        if (f.kind !== kind || f.width !== 375) throw new Error(`${path}: a ${f.kind} frame ${f.width} px wide`)
      }
      if (drawn['/index/home'].tabs.join(' ') !== '首页 买号 卖号 消息 我的')
        throw new Error(`home's frame has the tabs 「${drawn['/index/home'].tabs.join(' ')}」`)
      for (const path of ['/index/home', '/index/goodList']) {
        const app = await mountShift(browser, server.base, path, phone, '.good-card:visible')
        const f = drawn[path]
        if (app.bootLeft) throw new Error(`${path}: the first paint's frame stayed over the app`)
        if (app.navBottom !== f.navBottom) throw new Error(`${path}: bar ends at ${f.navBottom}, then ${app.navBottom}`)
        if (f.tabTop !== null && app.tabTop !== f.tabTop)
          throw new Error(`${path}: tabs at ${f.tabTop}, then ${app.tabTop}`)
        if (app.shift >= 0.1) throw new Error(`${path}: layout shift ${app.shift.toFixed(3)}`)
      }
    },
  )

  await t.check('home: every game’s name shows whole (崩坏：星穹铁道 was cut)', async () => {
    const names = buyer.locator('.home-games__name:visible')
    await names.first().waitFor()
    const cut = await names.evaluateAll((els) =>
      els
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        .map((el) => el.textContent),
    )
    if (cut.length) throw new Error(`cut: ${cut.join(', ')}`)
  })

  await t.check(
    '提交订单 before 交易须知 is ticked marks the box, and the toast keeps 《交易须知》 on one line',
    async () => {
      await buyer.goto(`${server.base}/index/goodList`)
      await buyer.locator('.good-card:visible').first().click()
      await title(buyer, '商品详情')
      await buyer.locator('.gd-bar__buy:visible').click()
      await title(buyer, '确认订单')
      await buyer.getByRole('button', { name: '提交订单' }).click()
      await buyer.locator('.sure-rules--missed:visible').waitFor()
      const lines = await buyer
        .locator('.taro__toast p')
        .last()
        .evaluate((p) => {
          const text = p.firstChild
          const s = text.data.indexOf('《')
          const e = text.data.indexOf('》')
          const top = (i) => {
            const r = document.createRange()
            r.setStart(text, i)
            r.setEnd(text, i + 1)
            return Math.round(r.getBoundingClientRect().top)
          }
          return { open: top(s), close: top(e) }
        })
      if (lines.open !== lines.close) throw new Error(`《 on the line at ${lines.open}px, 》 at ${lines.close}px`)
    },
  )

  for (const [path, name] of [
    ['/index/sale', '卖号中心'],
    ['/yinsi', '隐私政策'],
  ]) {
    await t.check(`${name}: table cells keep readable columns at 375 px`, async () => {
      await buyer.goto(`${server.base}${path}`)
      const cells = buyer.locator('.rich-content td:visible')
      await cells.first().waitFor()
      const narrow = await cells.evaluateAll((tds) =>
        tds
          .map((td) => ({ w: td.getBoundingClientRect().width, text: td.textContent }))
          .filter((c) => c.w < 64)
          .map((c) => `${c.text} (${Math.round(c.w)}px)`),
      )
      if (narrow.length) throw new Error(`cells under 64 px: ${narrow.slice(0, 4).join(', ')}`)
    })
  }

  await t.check('卖号中心 tells a verified seller no 去实名认证', async () => {
    await seller.goto(`${server.base}/index/sale`)
    await title(seller, '卖号中心')
    await seller.locator('.rich-content:visible').first().waitFor()
    if (await seller.getByText('去实名认证').count()) throw new Error('去实名认证 shown to a verified seller')
  })

  await t.check('竞价回收: banner and step numbers in the palette, no blue', async () => {
    await buyer.goto(`${server.base}/index/jingjiahuishou`)
    await title(buyer, '竞价回收')
    const hero = await buyer.locator('.recycle-hero:visible').evaluate((el) => getComputedStyle(el).backgroundImage)
    const no = await buyer
      .locator('.recycle-step__no:visible')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor)
    const blue = [...colours(hero), ...colours(no)].filter(isBlue)
    if (blue.length) throw new Error(`blue: ${JSON.stringify(blue)}`)
  })

  await t.check('a dialog with several lines reads from the left (the 确认收货 checklist)', async () => {
    // Taro's dialog built as Taro builds it (inline styles, centred by its box): the app's
    // stylesheet must left-align its lines
    const starts = await buyer.evaluate(() => {
      const modal = document.createElement('div')
      modal.className = 'taro__modal'
      modal.innerHTML =
        '<div class="taro-modal__content" style="position:fixed;top:100px;left:10%;width:80%;max-width:300px;text-align:center;background:#fff"><div class="taro-modal__text" style="padding:0 24px 12px;font-size:15px"></div></div>'
      const text = modal.querySelector('.taro-modal__text')
      text.textContent = '还有 2 项未勾选：\n1. 修改登录密码\n2. 换绑手机与密保邮箱\n未完成换绑就确认，账号可能被找回。'
      document.body.appendChild(modal)
      const node = text.firstChild
      const xs = ['还', '1', '2'].map((c) => {
        const r = document.createRange()
        const i = node.data.indexOf(c === '还' ? '还' : `${c}. `)
        r.setStart(node, i)
        r.setEnd(node, i + 1)
        return Math.round(r.getBoundingClientRect().left)
      })
      modal.remove()
      return xs
    })
    if (new Set(starts).size !== 1) throw new Error(`the lines start at ${starts.join(', ')} px`)
  })

  await t.check('我的 at 320 px: 已实名, 全部订单 ›, 卖号中心 › are at least 24 px tall', async () => {
    const small = await (await browser.newContext({ viewport: { width: 320, height: 640 } })).newPage()
    small.on('pageerror', (e) => errors.push(e.message))
    await loginAs(small, server.base, 'demo_seller')
    await small.goto(`${server.base}/index/other/mycenter`)
    await small.locator('.me-badge:visible').waitFor()
    const targets = [
      small.locator('.me-badge:visible'),
      small.locator('.me-group__more:visible', { hasText: '全部订单' }),
      small.locator('.me-group__more:visible', { hasText: '卖号中心' }),
    ]
    for (const loc of targets) {
      const b = await box(loc)
      if (b.height < 24) throw new Error(`「${(await loc.innerText()).trim()}」 is ${b.height.toFixed(1)} px tall`)
    }
    await small.context().close()
  })

  await t.check('icons, not glyphs: the back button and a state view (not found)', async () => {
    await buyer.goto(`${server.base}/index/no-such-page`)
    await title(buyer, '页面不存在')
    const back = buyer.getByRole('button', { name: '返回' })
    const icon = await box(back.locator('.hs-icon'))
    if (icon.width < 12) throw new Error(`the back icon is ${icon.width}px wide`)
    if ((await back.innerText()).trim()) throw new Error(`the back button reads 「${await back.innerText()}」`)
    const state = buyer.locator('.state-view__icon:visible').first()
    await state.waitFor()
    if ((await state.innerText()).trim()) throw new Error(`the state view draws 「${await state.innerText()}」`)
    await box(state.locator('.hs-icon'))
  })

  await t.check('下载App shows a code to scan (the site’s own address) and says what it is', async () => {
    await buyer.goto(`${server.base}/index/appDownload`)
    await title(buyer, '下载App')
    const code = buyer.locator('img[alt^="号市网页版二维码"]:visible')
    const b = await box(code)
    if (b.width < 150 || Math.abs(b.width - b.height) > 1) throw new Error(`the code is ${b.width}×${b.height} px`)
    const alt = await code.getAttribute('alt')
    if (!alt.endsWith(`${server.base}/index/home`)) throw new Error(`the code is of 「${alt}」`)
    // drawn from the address: an SVG of modules, not a picture shipped with the app
    const src = decodeURIComponent(await code.getAttribute('src'))
    if (!/^data:image\/svg\+xml.*<path d="M\d/.test(src)) throw new Error(`the code's image is ${src.slice(0, 60)}…`)
    // no "coming soon" line in place of the mini-programs' codes (the page's own text says how to open them)
    if (await buyer.getByText(/尚未发布|发布后/).count()) throw new Error('a "not yet published" line on 下载App')
  })

  await t.check('the price filter offers the game’s preset ranges; one tap lists only that range', async () => {
    await buyer.goto(`${server.base}/index/goodList`)
    await title(buyer, '商品列表')
    await buyer.locator('.gl-games__tab:visible').nth(1).click()
    await buyer.locator('.good-card:visible').first().waitFor()
    await buyer.locator('.gl-bar__item:visible', { hasText: '价格' }).click()
    const chips = buyer.locator('.gl-presets .chip:visible')
    await chips.first().waitFor()
    const labels = await chips.allInnerTexts()
    if (labels.length < 3 || !/^\d+元以下$/.test(labels[0]) || !/^\d+元以上$/.test(labels.at(-1)))
      throw new Error(`presets 「${labels.join(' / ')}」`)
    const cap = Number(labels[0].match(/\d+/)[0])
    await chips.first().click()
    await buyer.locator('.gl-bar__item--on:visible', { hasText: `¥0-${cap}` }).waitFor()
    await buyer.locator('.good-card:visible').first().waitFor()
    const prices = await buyer
      .locator('.good-card:visible .good-card__price')
      .allInnerTexts()
      .then((xs) => xs.map((x) => parseFloat(x.replace(/[^\d.]/g, ''))))
    const over = prices.filter((p) => p > cap)
    if (over.length) throw new Error(`listed above ¥${cap}: ${over.join(', ')}`)
  })

  await t.check('the console’s bar is its own: no back arrow, no 首页 leading out to the shop', async () => {
    const op = await newPage()
    await loginAs(op, server.base, 'demo_operator')
    await op.goto(`${server.base}/admin/review`)
    await title(op, '商品审核')
    const bar = op.locator('.nav-bar:visible')
    if (await bar.locator('.nav-bar__back').count()) throw new Error('a back arrow on the console’s bar')
    if (await bar.getByText('首页', { exact: true }).count()) throw new Error('a 首页 link on the console’s bar')
    await op.context().close()
  })

  await t.check('no uncaught page errors', async () => {
    if (errors.length) throw new Error(errors.join('\n'))
  })
} finally {
  await browser.close()
  await server.stop()
}

if (!t.finish('look')) process.exitCode = 1
