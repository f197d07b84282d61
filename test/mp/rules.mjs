// The spec's rules on the mini-program side (issue 19, item 2), checked on each platform through
// the harness: what the app hands to wx.request / my.request, what the user sees on a 401, the
// goods list kept alive only on the way back from a good, and the image viewer's fallback to the
// platform's previewImage.
import assert from 'node:assert/strict'
import { apiClient, balanceText, registerUser, DEMO_PHONES } from './prepare.mjs'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { nodesOf, textOf } from './runtime.mjs'
import { fakePay, wxPayParamsProblems } from './fake-pay.mjs'

const TOKEN_HEADERS = ['token', 'authorization']
const headerOf = (r, name) => Object.entries(r.header ?? {}).find(([k]) => k.toLowerCase() === name)?.[1]
const pathOf = (r) => new URL(r.url).pathname
const modalApi = (platform) => (platform === 'weapp' ? 'showModal' : 'confirm')
const toastCalls = (mp) => mp.calls.filter((c) => c.api === 'showToast')

// spec sections 4 and 8
const PROMPT = { title: '提示', content: '登录已超时，请重新登录', confirmText: '确定', cancelText: '取消' }

/** The privacy popup is open; the user taps 同意 (on WeChat the button's agreePrivacyAuthorization event). */
async function agreePrivacy(mp, platform) {
  assert.ok(mp.text().includes('隐私保护提示'), `no privacy popup: ${mp.text().slice(0, 200)}`)
  await mp.tap('privacy-consent__yes', platform === 'weapp' ? { type: 'agreeprivacyauthorization' } : {})
}

const REFUSED = '需同意《号市隐私政策》后才能使用此功能'

export function ruleChecks(platform) {
  return [
    ...oneTapChecks(platform),
    ...tabChecks(platform),
    {
      name: 'privacy: picking an image asks for consent first (policy one tap away); refused, no picker and a reason; agreed once, not asked again',
      async run({ open, tokens }) {
        const mp = open({ storage: { token: tokens.demo_buyer } })
        await mp.launch('other/fankui/index')
        await mp.settle()
        // WeChat runs the privacy check only for an app.json that asks for it
        if (platform === 'weapp') assert.equal(mp.appJson.__usePrivacyCheck__, true, 'app.json: __usePrivacyCheck__')
        const picks = () => mp.calls.filter((c) => c.api === 'chooseImage').length
        await mp.tap('sell-images__add')
        assert.ok(mp.text().includes('《号市隐私政策》'), 'the popup links the privacy policy')
        await mp.tap('privacy-consent__no')
        assert.ok(!mp.text().includes('隐私保护提示'), 'the popup closes on 拒绝')
        assert.deepEqual(
          toastCalls(mp).map((c) => c.args[0].title ?? c.args[0].content),
          [REFUSED],
        )
        assert.equal(mp.requests.filter((r) => r.upload).length, 0, 'nothing uploaded after a refusal')
        // on Alipay no picker opens at all; on WeChat the picker call is the one that waited and failed
        assert.equal(picks(), platform === 'weapp' ? 1 : 0)

        await mp.tap('sell-images__add')
        await agreePrivacy(mp, platform)
        assert.equal(mp.requests.filter((r) => r.upload && r.status === 200).length, 1, 'uploaded after consent')
        await mp.tap('sell-images__add')
        assert.ok(!mp.text().includes('隐私保护提示'), 'asked again after consent')
        assert.equal(mp.requests.filter((r) => r.upload && r.status === 200).length, 2)
        if (platform === 'weapp') assert.deepEqual(mp.platformApi.privacyAsked(), ['chooseImage', 'chooseImage'])
        assert.deepEqual(mp.errors, [])
      },
    },
    {
      name: '平台验号换绑: the buyer confirms each item staff checked (result, note, screenshot from the server), one 确认无误 per item, and the order completes',
      async run({ open, server, tokens, vars }) {
        // one delivered case per platform (prepare.mjs): an answered case cannot be answered again
        const { orderId, labels, note, evidence } = vars.handover[platform]
        const token = tokens.demo_buyer
        const mp = open({ storage: { token } })
        await mp.launch('pages/orderDetail/index', { id: String(orderId) })
        await mp.settle()
        const text = mp.text()
        for (const label of labels)
          assert.ok(text.includes(label), `the item ${label} is not shown: ${text.slice(0, 300)}`)
        assert.ok(text.includes(`客服备注：${note}`), 'the staff’s note is not shown')
        assert.ok(
          mp.shown().some((s) => s.endsWith(evidence)),
          `the staff's screenshot ${evidence} is not shown: ${mp.shown().join(' | ').slice(0, 300)}`,
        )
        const answers = () => mp.requests.filter((r) => pathOf(r) === `/api/handover/order/${orderId}/answer`)
        // nothing goes before every item is answered
        await mp.tap('hr-submit')
        assert.equal(answers().length, 0, 'the answers went with items unanswered')
        for (let i = 0; i < labels.length; i++) await mp.tap('hr-ok', { index: i })
        await mp.tap('hr-submit')
        assert.deepEqual(
          mp.platformApi.openModals().map((m) => m.title),
          ['全部无误，确认收货？'],
        )
        mp.platformApi.answerModal(true)
        await mp.settle()
        assert.deepEqual(
          answers().map((r) => r.status),
          [200],
        )
        const api = apiClient(server.base)
        const status = await api('GET', `/api/order/${orderId}/status`, { token })
        assert.equal(status.state, 2, `the order is in state ${status.state} after the buyer confirmed every item`)
        const view = await api('GET', `/api/handover/order/${orderId}`, { token })
        assert.equal(view.state, 'confirmed')
        assert.ok(view.items.every((it) => it.buyerAnswer === 'ok'))
        // the page read the order again: the confirmed case shows the buyer's answers
        assert.ok(mp.text().includes('我的确认：无误'), 'the page does not show the answers after submitting')
        assert.deepEqual(mp.errors, [])
        // the seller was paid: 我的 of the seller, booted for the next platform, shows the new balance
        const wallet = await api('GET', '/api/wallet', { token: tokens.demo_seller })
        vars.sellerBalance = balanceText(wallet.balanceFen)
      },
    },
    {
      name: 'every request goes to the configured API base with the stored token in Token and Authorization: Bearer, and a 10 s timeout',
      async run({ open, tokens, vars, apiBase }) {
        const token = tokens.demo_buyer
        const mp = open({ storage: { token } })
        await mp.launch('pages/home/index')
        await mp.settle()
        for (const [route, query, how] of [
          ['pages/goodList/index', '', 'navigateTo'],
          ['pages/goodDetail/index', `?id=${vars.good.id}`, 'navigateTo'],
          // a tab page (我的, issue 20): only switchTab opens it
          ['pages/mycenter/index', '', 'switchTab'],
          ['pages/accountOrder/index', '', 'navigateTo'],
        ]) {
          mp.api[how]({ url: `/${route}${query}` })
          await mp.settle()
          assert.equal(mp.top().route, route)
        }
        assert.ok(mp.requests.length >= 10, `only ${mp.requests.length} requests were made`)
        for (const r of mp.requests) {
          assert.ok(r.url.startsWith(`${apiBase}/api/`), `${r.url} is not under the API base ${apiBase}`)
          assert.equal(headerOf(r, 'token'), token, `${pathOf(r)}: Token header`)
          assert.equal(headerOf(r, 'authorization'), `Bearer ${token}`, `${pathOf(r)}: Authorization header`)
          assert.equal(r.timeout, 10_000, `${pathOf(r)}: timeout handed to the platform`)
        }
        // a visitor's requests carry no token at all
        const visitor = open({})
        await visitor.launch('pages/goodList/index')
        await visitor.settle()
        for (const r of visitor.requests)
          for (const h of TOKEN_HEADERS)
            assert.equal(headerOf(r, h), undefined, `${pathOf(r)} sent ${h} without a session`)
      },
    },
    {
      name: 'an upload (a chosen screenshot) sends the token headers, and the uploaded image shows from the server',
      async run({ open, tokens, apiBase }) {
        const token = tokens.demo_buyer
        const mp = open({ storage: { token } })
        await mp.launch('other/fankui/index')
        await mp.settle()
        await mp.tap('sell-images__add')
        await agreePrivacy(mp, platform)
        const uploads = mp.requests.filter((r) => r.upload)
        assert.equal(uploads.length, 1, `${uploads.length} uploads`)
        const [u] = uploads
        assert.equal(u.url, `${apiBase}/api/common/upload`)
        assert.equal(u.status, 200)
        assert.equal(headerOf(u, 'token'), token)
        assert.equal(headerOf(u, 'authorization'), `Bearer ${token}`)
        assert.equal(u.timeout, 10_000)
        const shown = mp.shown().filter((s) => s.startsWith(`${apiBase}/uploads/`))
        assert.equal(shown.length, 1, `the uploaded image is not shown: ${mp.shown().join(' | ').slice(0, 300)}`)
        assert.equal((await fetch(shown[0])).status, 200)
        assert.deepEqual(mp.errors, [])
      },
    },
    {
      name: 'a request that times out after 10 s is rejected to the page with no message to the user',
      async run({ open }) {
        const mp = open({})
        // the goods list request never answers: the platform's own timer ends it
        const held = mp.platformApi.hold((r) => pathOf(r) === '/api/web/good/allList')
        await mp.launch('pages/goodList/index')
        await new Promise((r) => setTimeout(r, 50))
        assert.ok(held.record, 'the goods list was not requested')
        assert.equal(held.record.timeout, 10_000)
        held.expire()
        await mp.settle()
        assert.equal(held.record.failed, 'timeout')
        assert.deepEqual(mp.platformApi.modalsShown(), [], 'a modal was shown for a timeout')
        assert.deepEqual(toastCalls(mp), [], 'a toast was shown for a timeout')
        assert.deepEqual(mp.errors, [])
        // the list shows its own failed state (with a retry) instead of rows
        assert.ok(mp.shown().includes('重新加载'), `the list does not offer a retry: ${mp.text().slice(0, 120)}`)
      },
    },
    {
      name: '401: storage cleared, exactly one "login timed out" prompt, confirm opens the login page returning to the page with its query',
      async run({ open, server, vars }) {
        const api = apiClient(server.base)
        const token = await registerUser(server, platform === 'weapp' ? '13900000071' : '13900000072')
        const orderId = vars.paid.orderId
        // the session ends on the server (as after a password change on another phone)
        await api('POST', '/api/logout', { token })
        const mp = open({ storage: { token, keep: 'also cleared' } })
        // an order's page (opened from a notification) asks for the profile and the order at once
        await mp.launch('pages/orderDetail/index', { id: String(orderId) })
        await mp.settle()
        const unauthorized = mp.requests.filter((r) => r.status === 401)
        assert.ok(unauthorized.length >= 2, `expected several 401 answers, got ${unauthorized.length}`)
        const shown = mp.calls.filter((c) => c.api === modalApi(platform))
        assert.equal(shown.length, 1, `${shown.length} prompts were shown`)
        assert.deepEqual(mp.platformApi.openModals(), [PROMPT])
        assert.equal(mp.api.getStorageInfoSync().keys.length, 0, 'storage was not cleared')
        mp.platformApi.answerModal(true)
        await mp.settle()
        const top = mp.top()
        assert.equal(top.route, 'pages/login/index')
        // the order page the ended session loaded is replaced, not left beneath the login
        assert.equal(mp.stack.length, 1, 'the login page takes the place of the page')
        const redirect = decodeURIComponent(top.$taroParams?.redirect ?? '')
        assert.equal(redirect, `/index/orderDetail?id=${orderId}`)
      },
    },
    {
      name: 'goodList keeps its state when coming back from goodDetail, and only then',
      async run({ open }) {
        const mp = open({})
        await mp.launch('pages/goodList/index')
        await mp.settle()
        const lists = () => mp.requests.filter((r) => pathOf(r) === '/api/web/good/allList').length
        assert.equal(lists(), 1)
        const list = mp.top()
        const before = mp.text(list)
        const card = await mp.tap('good-card', { index: 2 })
        assert.equal(mp.top().route, 'pages/goodDetail/index')
        assert.equal(mp.stack.length, 2)
        mp.api.navigateBack({ delta: 1 })
        await mp.settle()
        assert.equal(mp.top(), list, 'the same list page is on top again')
        assert.equal(lists(), 1, 'the list was requested again on the way back from the good')
        assert.equal(mp.text(list), before, 'the list shows something else after coming back')
        assert.ok(mp.text(list).includes(textOf(card)), 'the good that was opened is not in the list any more')
        // back from any other page the list starts fresh
        mp.api.navigateTo({ url: '/other/gonggao/index' })
        await mp.settle()
        mp.api.navigateBack({ delta: 1 })
        await mp.settle()
        assert.equal(mp.top(), list)
        assert.equal(lists(), 2, 'coming back from another page kept the list')
      },
    },
    {
      name: 'icons are drawn: home’s entry icons are nodes the base template renders (a view, not an <i>), masked by their SVG',
      async run({ open }) {
        const mp = open({})
        await mp.launch('pages/home/index')
        await mp.settle()
        const base = readFileSync(join(mp.dist, platform === 'weapp' ? 'base.wxml' : 'base.axml'), 'utf8')
        const drawn = new Set([...base.matchAll(/<template name="tmpl_0_(\w+)"/g)].map((m) => m[1]))
        const icons = nodesOf(mp.top().data).filter((n) =>
          String(n.cl ?? '')
            .split(/\s+/)
            .includes('hs-icon'),
        )
        assert.ok(icons.length >= 8, `${icons.length} icons on home`)
        for (const n of icons) {
          assert.ok(drawn.has(String(n.nn)), `an icon is a "${n.nn}" node, which the base template does not draw`)
          assert.match(
            String(n.st ?? ''),
            /mask:\s*url\(['"]?data:image\/svg\+xml;base64,/,
            'an icon without its SVG mask',
          )
        }
        assert.deepEqual(mp.errors, [])
      },
    },
    {
      name: "the image viewer falls back to previewImage with the good's images in order, as absolute URLs the server serves",
      async run({ open, server, vars, apiBase }) {
        const api = apiClient(server.base)
        const detail = await api('GET', `/api/web/good/${vars.good.id}`)
        const images = detail.images.map((i) => i.url)
        assert.ok(images.length >= 2, 'the good needs two images for this check')
        const mp = open({})
        await mp.launch('pages/goodDetail/index', { id: String(vars.good.id) })
        await mp.settle()
        await mp.tap('gd-gallery__img', { index: 1 })
        const calls = mp.calls.filter((c) => c.api === 'previewImage')
        assert.equal(calls.length, 1, `previewImage was called ${calls.length} times`)
        const { urls, current } = calls[0].args[0]
        const absolute = images.map((u) => (/^https?:\/\//.test(u) ? u : apiBase + u))
        assert.deepEqual(urls, absolute)
        // WeChat takes the current image's URL, Alipay its index
        assert.equal(current, platform === 'weapp' ? absolute[1] : 1)
        for (const u of urls) {
          const res = await fetch(u)
          assert.equal(res.status, 200, `${u} answered ${res.status}`)
        }
        assert.deepEqual(mp.errors, [])
      },
    },
  ]
}

// ---- one-tap login (issue 19 item 5) ---------------------------------------------------------

const AGREE_FIRST = '请先阅读并同意用户协议和隐私政策'
const maskPhone = (p) => `${p.slice(0, 3)}****${p.slice(-4)}`
/** The stored token: WeChat's sync storage answers the value, Alipay's an object holding it. */
const storedToken = (mp, platform) =>
  platform === 'weapp' ? mp.api.getStorageSync('token') : (mp.api.getStorageSync({ key: 'token' })?.data ?? '')

/**
 * A visitor on a page that needs a login lands on /login (with the page as redirect), ticks the
 * agreement and taps 手机号快捷登录: the platform proves the phone, the server logs in or registers,
 * and the page the visitor came for opens with a session.
 */
async function oneTapLogin({
  open,
  server,
  platform,
  phone,
  isNew,
  toLogin = toLoginFor('/index/accountOrder'),
  lands,
}) {
  const endpoint = platform === 'weapp' ? '/api/login/wechatPhone' : '/api/login/alipayPhone'
  const mp = open({ account: { phone } })
  await mp.launch('pages/home/index')
  await mp.settle()
  await toLogin(mp)
  assert.equal(mp.top().route, 'pages/login/index')
  const logins = () => mp.requests.filter((r) => pathOf(r) === endpoint)

  // before the agreement the button is a plain one: no phone dialog, no privacy question, a reason
  const first = await mp.press('one-tap__btn')
  assert.equal(first.openType, undefined, 'the button has an open-type before the agreement is ticked')
  assert.ok(!mp.text().includes('隐私保护提示'), 'the privacy popup opened before the agreement')
  assert.deepEqual(
    toastCalls(mp).map((c) => c.args[0].title),
    [AGREE_FIRST],
  )
  assert.equal(logins().length, 0)

  await mp.tap('agreement__box')
  const pressed = await mp.press('one-tap__btn')
  assert.equal(pressed.openType, platform === 'weapp' ? 'getPhoneNumber' : 'getAuthorize')
  // WeChat asks through the app's privacy handler before its phone dialog; Alipay through our popup
  // before my.getPhoneNumber
  await agreePrivacy(mp, platform)
  if (platform === 'weapp') assert.deepEqual(mp.platformApi.privacyAsked(), ['getPhoneNumber'])
  await mp.settle()
  assert.equal(logins().length, 1, `${endpoint} was called ${logins().length} times`)
  assert.equal(logins()[0].status, 200)
  const token = storedToken(mp, platform)
  assert.ok(token, 'no token stored after the one-tap login')
  assert.equal(mp.top().route, lands ?? 'pages/accountOrder/index', 'the page the visitor came for did not open')
  const profile = await apiClient(server.base)('GET', '/api/system/user/profile', { token })
  assert.equal(profile.phone, maskPhone(phone))
  // a new account is told how to set a password, as after an SMS registration
  const registered = toastCalls(mp).some((c) => /注册成功/.test(c.args[0].title))
  assert.equal(registered, isNew, isNew ? 'no registration message' : 'a login was announced as a registration')
  assert.deepEqual(mp.errors, [])
  return mp
}

/** The way to the login page most checks take: a link to it with a page to come back to. */
function toLoginFor(redirect) {
  return async (mp) => {
    mp.api.navigateTo({ url: `/pages/login/index?redirect=${encodeURIComponent(redirect)}` })
    await mp.settle()
  }
}

function oneTapChecks(platform) {
  return [
    {
      name: "one-tap login: a demo user's phone logs in, after the agreement and the privacy consent, and the page it came for opens",
      run: ({ open, server }) => oneTapLogin({ open, server, platform, phone: DEMO_PHONES.demo_seller, isNew: false }),
    },
    {
      name: 'one-tap login: a new phone registers the same way',
      run: ({ open, server }) =>
        oneTapLogin({
          open,
          server,
          platform,
          phone: platform === 'weapp' ? '13900000081' : '13900000082',
          isNew: true,
        }),
    },
    {
      name: "one-tap login: declining the platform's phone dialog sends nothing and stays on the login page, silently",
      async run({ open }) {
        const mp = open({ account: { phone: '13900000083', declinePhone: true } })
        await mp.launch('pages/login/index')
        await mp.settle()
        await mp.tap('agreement__box')
        await mp.press('one-tap__btn')
        if (platform === 'weapp') await agreePrivacy(mp, platform)
        assert.equal(mp.requests.filter((r) => /^\/api\/login\//.test(pathOf(r))).length, 0)
        assert.equal(mp.top().route, 'pages/login/index')
        assert.deepEqual(toastCalls(mp), [])
        assert.equal(storedToken(mp, platform), '')
        assert.deepEqual(mp.errors, [])
      },
    },
  ]
}

// ---- the tab bar (issue 20) ---------------------------------------------------------------------
// 首页 · 买号 · 卖号 · 消息 · 我的 are the native tab bar's pages: opened only by switchTab (or the bar
// itself), kept loaded while the user switches, refreshed each time they show again.

const TAB = {
  home: 'pages/home/index',
  category: 'pages/category/index',
  sale: 'pages/sale/index',
  xiaoxi: 'pages/xiaoxi/index',
  mycenter: 'pages/mycenter/index',
}

/** A navigation call answered by the platform: 'ok', or its failure message. */
const navigation = (mp, kind, url) =>
  new Promise((resolve) =>
    mp.api[kind]({
      url,
      success: () => resolve('ok'),
      fail: (e) => resolve(e.errMsg ?? e.errorMessage ?? 'fail'),
    }),
  )

/** The text of the `index`-th node with this class on the page on top. */
const nodeText = (mp, cls, index = 0) =>
  textOf(
    nodesOf(mp.top().data).filter((n) =>
      String(n.cl ?? '')
        .split(/\s+/)
        .includes(cls),
    )[index],
  )

/** A new account with unread messages: its questions, answered by the operator (one message each). */
async function userWithMessages({ server, tokens }, phone, answers) {
  const api = apiClient(server.base)
  const token = await registerUser(server, phone)
  await api('POST', '/api/account/problem', {
    token,
    body: {
      kind: 'feedback',
      category: '交易问题',
      content: '标签栏角标的测试问题，请回复两次。',
      contact: 'QQ 10001',
    },
  })
  const [question] = (await api('GET', '/api/account/problem/list?pageNum=1&pageSize=1', { token })).rows
  const answer = (text) =>
    api('POST', `/api/admin/problem/${question.id}/reply`, { token: tokens.demo_operator, body: { reply: text } })
  for (const a of answers) await answer(a)
  return { token, answer, unread: async () => (await api('GET', '/api/need/message/unreadCount', { token })).unread }
}

function tabChecks(platform) {
  // a new account per platform (both run against the same server)
  const phone = platform === 'weapp' ? '13900000101' : '13900000151'
  return [
    {
      name: 'tab bar: a tab page opens only by switchTab, switchTab opens nothing else (the platform’s rules)',
      async run({ open }) {
        const mp = open({})
        await mp.launch(TAB.home)
        await mp.settle()
        assert.match(await navigation(mp, 'navigateTo', `/${TAB.sale}`), /can not navigateTo a tabbar page/)
        assert.match(await navigation(mp, 'redirectTo', `/${TAB.category}`), /can not redirectTo a tabbar page/)
        assert.match(await navigation(mp, 'switchTab', '/pages/goodList/index'), /can not switch to no-tabBar page/)
        assert.equal(mp.top().route, TAB.home)
        assert.equal(await navigation(mp, 'switchTab', `/${TAB.category}`), 'ok')
        await mp.settle()
        assert.equal(mp.top().route, TAB.category)
        assert.deepEqual(mp.errors, [])
      },
    },
    {
      name: 'tab bar: tabs stay loaded and refresh when shown again; 我的 counts orders at each step and opens 我的订单 there; the app reaches a tab by switchTab',
      async run({ open, server, tokens }) {
        const api = apiClient(server.base)
        const token = tokens.demo_buyer
        const mp = open({ storage: { token } })
        await mp.launch(TAB.home)
        await mp.settle()
        const home = mp.top()
        const asked = (re) => mp.requests.filter((r) => re.test(pathOf(r))).length
        assert.equal(asked(/^\/api\/web\/recommend\//), 1)

        const me = await mp.tapTab(TAB.mycenter)
        assert.deepEqual(
          mp.stack.map((p) => p.route),
          [TAB.mycenter],
        )
        assert.equal(asked(/^\/api\/order\/counts$/), 1)
        // the grid's icons are NutUI's SVG masks on a component the platform draws (a mini-program
        // has no <i>: a node without a template of the build's base template shows nothing)
        const glyphs = nodesOf(me.data).filter((n) => String(n.cl ?? '').includes('me-grid__glyph'))
        assert.ok(glyphs.length >= 20, `${glyphs.length} icons on 我的`)
        for (const g of glyphs)
          assert.match(String(mp.attr(g, 'style')), /mask: url\('data:image\/svg\+xml;base64,/, `icon node <${g.nn}>`)
        // 待付款 shows the server's count of the buyer's unpaid orders
        const { unpaid } = (await api('GET', '/api/order/counts', { token })).buyer
        assert.equal(nodeText(mp, 'me-grid__item', 0), `${unpaid > 0 ? unpaid : ''}待付款`)

        // 待付款 opens 我的订单 on 待支付, the list of exactly those orders
        await mp.tap('me-grid__item', { index: 0 })
        assert.equal(mp.top().route, 'pages/accountOrder/index')
        assert.equal(nodeText(mp, 'ao-tab--on'), '待支付')
        assert.ok(mp.requests.some((r) => pathOf(r) === '/api/saleOrder/web/buyList' && /[?&]state=0\b/.test(r.url)))
        // back on 我的: the same page, its counts asked again
        mp.api.navigateBack({ delta: 1 })
        await mp.settle()
        assert.equal(mp.top(), me)
        assert.equal(asked(/^\/api\/order\/counts$/), 2)

        // back on 首页 by the bar: the page loaded at launch, refreshed, not loaded again
        assert.equal(await mp.tapTab(TAB.home), home)
        assert.equal(asked(/^\/api\/web\/recommend\//), 2)

        // the app's own link to a tab (我的 › 卖号中心) switches to it
        await mp.tapTab(TAB.mycenter)
        assert.equal(mp.top(), me)
        await mp.tap('me-group__more', { index: 1 })
        assert.equal(mp.top().route, TAB.sale)
        assert.equal(mp.stack.length, 1)
        assert.ok(mp.calls.some((c) => c.api === 'switchTab' && c.args[0].url === `/${TAB.sale}`))
        assert.deepEqual(mp.errors, [])
      },
    },
    {
      name: 'tab bar: 消息 carries the server’s unread count while a tab page shows; reading lowers it; a message that came meanwhile shows on the next tab shown',
      async run(ctx) {
        const user = await userWithMessages(ctx, phone, ['第一次回复：已收到。', '第二次回复：已处理。'])
        assert.equal(await user.unread(), 2)
        const mp = ctx.open({ storage: { token: user.token } })
        await mp.launch(TAB.home)
        await mp.settle()
        assert.equal(mp.tabBadges.get(3), '2')
        await mp.tapTab(TAB.xiaoxi)
        await mp.tap('inbox-item--unread', { index: 0 })
        assert.equal(await user.unread(), 1)
        assert.equal(mp.tabBadges.get(3), '1')
        // away from the tabs (a message's page), a new answer arrives; the next tab shown has it
        await mp.tapTab(TAB.mycenter)
        // 我的服务 › 找回包赔
        await mp.tap('me-grid__item', { index: 8 })
        assert.equal(mp.top().route, 'other/zhaohui/index')
        await user.answer('第三次回复：请查看。')
        mp.api.navigateBack({ delta: 1 })
        await mp.settle()
        assert.equal(mp.tabBadges.get(3), '2')
        // all read: the badge goes
        await mp.tapTab(TAB.xiaoxi)
        await mp.tap('inbox-readall')
        assert.equal(mp.tabBadges.has(3), false)
        assert.deepEqual(mp.errors, [])
      },
    },
    {
      name: 'tab bar: a visitor’s 消息 tab asks for the login, and after it 消息 opens by switchTab',
      async run({ open, server }) {
        const mp = await oneTapLogin({
          open,
          server,
          platform,
          phone: DEMO_PHONES.demo_buyer,
          isNew: false,
          toLogin: async (m) => {
            await m.tapTab(TAB.xiaoxi)
            const redirect = decodeURIComponent(m.top().$taroParams?.redirect ?? '')
            assert.equal(redirect, '/index/other/xiaoxi')
          },
          lands: TAB.xiaoxi,
        })
        assert.equal(mp.stack.length, 1, 'switchTab leaves the tab alone on the stack')
        assert.ok(mp.calls.some((c) => c.api === 'switchTab' && c.args[0].url === `/${TAB.xiaoxi}`))
      },
    },
  ]
}

// ---- payments inside the mini-programs (issue 19, item 3) ---------------------------------------
// The buyer goes from a good to the cashier by taps and pays with the platform's own channel; the
// server's real WeChat Pay / Alipay code talks to the local fakes (fake-pay.mjs), which check its
// signatures, and the phone's side posts the provider's signed notification back to the server.

/** Goods the payment rules have ordered in this run (each order locks its good). */
const boughtInThisRun = new Set()
/** Orders a payment rule opened: whatever stays unpaid is cancelled after the rule (a buyer may hold only a few). */
const openedOrders = []

async function closeUnpaid(server, token) {
  const api = apiClient(server.base)
  while (openedOrders.length) {
    const id = openedOrders.pop()
    if (!(await api('GET', `/api/order/${id}/status`, { token })).paid)
      await api('POST', `/api/order/${id}/cancel`, { token })
  }
}

/**
 * A good on sale that the buyer can order now: from the end of the newest 50, and none that
 * prepare.mjs named (the page table expects those on their pages, and a paid good leaves the list).
 */
async function goodToBuy(api, token, vars) {
  const rows = (await api('POST', '/api/web/good/allList', { body: { pageNum: 1, pageSize: 50 } })).rows
  const named = [vars.good, vars.viewed, vars.collected, vars.offered, vars.unpaid?.good, vars.paid?.good]
  for (const g of rows.reverse()) {
    if (boughtInThisRun.has(g.id) || named.some((n) => n?.id === g.id)) continue
    const c = await api('GET', `/api/order/confirm?goodsId=${g.id}`, { token })
    if (c.canBuy && !c.needRealname && !c.myOpenOrderId) {
      boughtInThisRun.add(g.id)
      return g
    }
  }
  throw new Error('no good on sale that the buyer can order')
}

/** What the server answered the app about payments and order states (the platform's record keeps no bodies). */
function teeAnswers() {
  const answers = []
  const fetchImpl = async (url, init) => {
    const res = await fetch(url, init)
    const path = new URL(url).pathname
    if (path === '/api/pay/create' || /^\/api\/order\/\d+\/status$/.test(path))
      answers.push({ path, json: await res.clone().json() })
    return res
  }
  return { answers, fetchImpl }
}

/**
 * From the good's page to the cashier by taps (立即购买, accept the rules, 提交订单), then 确认支付
 * with the platform's channel preselected; the user pays or cancels (`choice`). Returns the
 * program, the order, the server's /api/pay/create answer and every status answer the app read.
 */
async function payByTaps({ open, server, tokens, vars, platform, choice }) {
  const fake = fakePay()
  const api = apiClient(server.base)
  const token = tokens.demo_buyer
  const good = await goodToBuy(api, token, vars)
  const { answers, fetchImpl } = teeAnswers()
  const mp = open({ storage: { token }, fetchImpl })
  await mp.launch('pages/goodDetail/index', { id: String(good.id) })
  await mp.settle()
  await mp.tap('gd-bar__buy')
  assert.equal(mp.top().route, 'pages/sureOrder/index')
  await mp.tap('sure-rules__box')
  await mp.tap('t-btn')
  assert.equal(
    mp.top().route,
    'pages/pay/index',
    `提交订单 did not open the cashier; toasts: ${toastTexts(mp).join(' | ')}; page: ${mp.text().slice(0, 100)}`,
  )
  const orderId = Number(mp.top().$taroParams?.orderId)
  assert.ok(orderId > 0, 'the cashier has no orderId')
  openedOrders.push(orderId)
  const chosen = mp.shown(mp.top()).join(' ')
  const label = platform === 'weapp' ? '微信支付' : '支付宝'
  assert.ok(chosen.includes(label), `the cashier does not offer ${label}: ${mp.text().slice(0, 200)}`)
  mp.platformApi.payWith(fake.cashier(choice))
  await mp.tap('t-btn')
  await mp.settle()
  const creates = answers.filter((a) => a.path === '/api/pay/create')
  assert.equal(creates.length, 1, `${creates.length} payments were created`)
  assert.equal(
    creates[0].json.code,
    200,
    `/api/pay/create: ${JSON.stringify(creates[0].json).slice(0, 160)}; the app called ${mp.calls
      .filter((c) => c.page === 'pages/pay/index')
      .map((c) => `${c.api}(${JSON.stringify(c.args[0] ?? '').slice(0, 60)})`)
      .join(', ')}; the fakes: ${fake.problems.join('; ')}`,
  )
  const pay = creates[0].json.data
  assert.equal(
    pay.channel,
    platform === 'weapp' ? 'wechatpay' : 'alipay',
    'the preselected channel is not the platform’s',
  )
  const statuses = answers.filter((a) => a.path === `/api/order/${orderId}/status`).map((a) => a.json.data)
  return { mp, api, token, orderId, pay, statuses, fake }
}

/** What the app handed to the platform's payment API matches the server's answer. */
function checkPaymentCall(mp, platform, pay, fake) {
  const name = platform === 'weapp' ? 'requestPayment' : 'tradePay'
  const calls = mp.calls.filter((c) => c.api === name)
  assert.equal(calls.length, 1, `${name} was called ${calls.length} times`)
  const sent = calls[0].args[0]
  if (platform === 'weapp') {
    assert.equal(pay.action, 'wxRequestPayment')
    assert.deepEqual(wxPayParamsProblems(sent, pay.wxPayParams, fake.wx), [])
    // the package names the JSAPI order WeChat Pay opened for this payment
    const [prepayId, prepay] = fake.prepayOf(pay.payNo) ?? []
    assert.equal(sent.package, `prepay_id=${prepayId}`)
    assert.equal(prepay.amount.total, pay.amountFen)
  } else {
    assert.equal(pay.action, 'alipayTradePay')
    const [tradeNo, trade] = fake.tradeOf(pay.payNo) ?? []
    assert.deepEqual(sent, { tradeNO: pay.tradeNo })
    assert.equal(pay.tradeNo, tradeNo, 'tradeNO is not the trade Alipay created for this payment')
    assert.equal(trade.total_amount, (pay.amountFen / 100).toFixed(2))
  }
}

const toastTexts = (mp) => toastCalls(mp).map((c) => c.args[0].title ?? c.args[0].content)

/** Money as the result page shows it: ¥1,234.00 or ¥12.50 (always two decimals). */
const yuan = (fen) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** The user pays: the provider's notification reaches the server, the result page shows the server's word. */
async function paidByTaps(ctx, platform) {
  const { mp, api, token, orderId, pay, statuses, fake } = await payByTaps({ ...ctx, platform, choice: 'success' })
  checkPaymentCall(mp, platform, pay, fake)
  // the provider's signed notification reached the server and was taken
  const delivered = fake.notifications.filter((n) => n.outTradeNo === pay.payNo)
  assert.deepEqual(
    delivered.map((n) => n.accepted),
    [true],
    JSON.stringify(delivered),
  )
  assert.equal(mp.top().route, 'pages/finish/index', `after paying the app shows ${mp.top().route}`)
  assert.equal(Number(mp.top().$taroParams?.orderId), orderId)
  // the result page asked the server, and shows what the server said
  assert.ok(statuses.length >= 1, 'the result page did not ask the server for the order')
  const last = statuses[statuses.length - 1]
  assert.equal(last.paid, true, `the server told the page ${JSON.stringify(last)}`)
  const onServer = await api('GET', `/api/order/${orderId}/status`, { token })
  assert.equal(onServer.paid, true)
  const text = mp.text()
  assert.ok(text.includes('支付成功'), `the result page shows: ${text.slice(0, 200)}`)
  assert.ok(
    text.includes(yuan(onServer.totalFen)),
    `the result page does not show the server's total: ${text.slice(0, 200)}`,
  )
  assert.deepEqual(fake.problems, [])
  assert.deepEqual(mp.errors, [])
}

/** The user closes the payment sheet: the cashier stays, says so, and the server still has the order unpaid. */
async function cancelledByTaps(ctx, platform) {
  const { mp, api, token, orderId, pay, fake } = await payByTaps({ ...ctx, platform, choice: 'cancel' })
  checkPaymentCall(mp, platform, pay, fake)
  assert.equal(mp.top().route, 'pages/pay/index', `after cancelling the app shows ${mp.top().route}`)
  assert.deepEqual(toastTexts(mp), ['支付未完成'])
  assert.ok(mp.text().includes('确认支付'), 'the cashier no longer offers to pay')
  const notified = fake.notifications.filter((n) => n.outTradeNo === pay.payNo)
  assert.equal(notified.length, 0, 'a cancelled payment was notified')
  const onServer = await api('GET', `/api/order/${orderId}/status`, { token })
  assert.equal(onServer.paid, false)
  assert.equal(onServer.state, 0, `the order's state is ${onServer.state} (${onServer.stateText})`)
  assert.deepEqual(fake.problems, [])
  assert.deepEqual(mp.errors, [])
}

/**
 * Alipay's own page opened by a link inside the Alipay mini-program: it pays with my.tradePay
 * (with the buyer's auth code) and shows the result page, as a browser would come back to it.
 */
async function goZFBPays(ctx) {
  const fake = fakePay()
  const api = apiClient(ctx.server.base)
  const token = ctx.tokens.demo_buyer
  const good = await goodToBuy(api, token, ctx.vars)
  const c = await api('GET', `/api/order/confirm?goodsId=${good.id}`, { token })
  const { orderId } = await api('POST', '/api/order/create', {
    token,
    body: { goodsId: good.id, protection: c.defaultProtection, acceptRules: true },
  })
  openedOrders.push(orderId)
  const { answers, fetchImpl } = teeAnswers()
  const mp = ctx.open({ storage: { token }, fetchImpl })
  mp.platformApi.payWith(fake.cashier('success'))
  await mp.launch('pages/goZFB/index', { orderId: String(orderId) })
  await mp.settle()
  const creates = answers.filter((a) => a.path === '/api/pay/create').map((a) => a.json)
  assert.equal(creates.length, 1, `${creates.length} payments; the page shows ${mp.text().slice(0, 120)}`)
  assert.equal(creates[0].code, 200, `/api/pay/create: ${JSON.stringify(creates[0]).slice(0, 160)}`)
  checkPaymentCall(mp, 'alipay', creates[0].data, fake)
  assert.equal(mp.top().route, 'pages/finish/index', `after paying the app shows ${mp.top().route}`)
  assert.equal((await api('GET', `/api/order/${orderId}/status`, { token })).paid, true)
  assert.ok(mp.text().includes('支付成功'), `the result page shows: ${mp.text().slice(0, 200)}`)
  assert.deepEqual(fake.problems, [])
  assert.deepEqual(mp.errors, [])
}

export function paymentRuleChecks(platform) {
  const channel = platform === 'weapp' ? 'WeChat Pay (wx.requestPayment)' : 'Alipay (my.tradePay)'
  const fields =
    platform === 'weapp'
      ? "exactly the server's JSAPI fields, paySign verifying with the merchant key"
      : "the server's trade number"
  const cleaned = (check) => async (ctx) => {
    try {
      await check(ctx, platform)
    } finally {
      await closeUnpaid(ctx.server, ctx.tokens.demo_buyer)
    }
  }
  return [
    {
      name: `payment by ${channel}: the cashier's tap hands over ${fields}; paid → the result page shows the server's paid state`,
      run: cleaned(paidByTaps),
    },
    {
      name: `payment by ${channel}: cancelled → stays on the cashier with 支付未完成, and the order stays unpaid on the server`,
      run: cleaned(cancelledByTaps),
    },
    ...(platform === 'alipay'
      ? [
          {
            name: 'payment: 支付宝支付 (goZFB) opened by a link pays with my.tradePay and shows the result',
            run: cleaned(goZFBPays),
          },
        ]
      : []),
  ]
}
