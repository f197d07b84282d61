// What the page table needs from the server before the pages open: a session per demo user and
// real records to show — ids for the detail pages, a draft, an order of each kind, a question, a
// dispute, a withdrawal, an offer — made through the API as the apps would make them.
import { deflateSync } from 'node:zlib'
import { smsCodeFrom } from '../e2e/fixtures.mjs'

export const DEMO_PHONES = {
  demo_buyer: '13800000001',
  demo_seller: '13800000002',
  demo_operator: '13800000003',
  demo_merchant: '13800000004',
}

export function apiClient(base) {
  return async function api(method, path, { token, body, form } = {}) {
    const headers = {}
    if (token) headers.authorization = `Bearer ${token}`
    if (body !== undefined) headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json'
    const res = await fetch(base + path, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      redirect: 'manual',
    })
    if (form) return res
    const j = await res.json()
    if (j.code !== 200) throw new Error(`${method} ${path}: ${j.code} ${j.msg}`)
    return j.data
  }
}

/** Asks the server for an SMS code and reads it from the server's log (the console SMS provider). */
async function smsCode(server, phone, type) {
  const api = apiClient(server.base)
  const { yzmRankey } = await api('GET', `/api/sms/sendYzm?phone=${phone}&type=${type}`)
  const dxyzm = await smsCodeFrom(server.logs, phone)
  // the code is used up: forget the log lines so a later request waits for its own code
  server.logs.splice(0, server.logs.length, ...server.logs.map((l) => l.replaceAll(phone, '[used]')))
  return { phone, dxyzm, yzmRankey }
}

/** A session for a demo user through SMS login (the harness's server keeps its captcha on). */
export async function smsLogin(server, username) {
  const body = await smsCode(server, DEMO_PHONES[username], 'phoneLogin')
  return (await apiClient(server.base)('POST', '/api/h5/login', { body: { ...body, agreed: true } })).token
}

/** A new account with this phone; returns its session. */
export async function registerUser(server, phone) {
  const body = await smsCode(server, phone, 'register')
  return (
    await apiClient(server.base)('POST', '/api/register', { body: { ...body, password: 'Harness2026x', agreed: true } })
  ).token
}

/** Money as the app shows it: ¥1,234.00 or ¥12.50 (always two decimals). */
const yuan = (fen) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/**
 * Pays an order with Alipay in a browser, as H5 pays: the server runs live beside the fakes' keys
 * (no sandbox), so the signed link opens the fake Alipay's cashier, whose 确认付款 delivers the
 * signed notification and sends the browser back to the finish page.
 */
async function payByAlipayH5(server, who, orderId) {
  const api = apiClient(server.base)
  const pay = await api('POST', '/api/pay/create', { ...who, body: { orderId, channel: 'alipay', target: 'h5' } })
  const cashier = await fetch(pay.redirectUrl)
  const tradeNo = /name="trade_no" value="([^"]+)"/.exec(await cashier.text())?.[1]
  if (cashier.status !== 200 || !tradeNo) throw new Error(`Alipay's H5 cashier answered ${cashier.status}`)
  const back = await fetch(new URL('/h5/pay', pay.redirectUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `trade_no=${tradeNo}&choice=pay`,
    redirect: 'manual',
  })
  const returned = back.headers.get('location') ?? ''
  if (back.status !== 302 || !returned.startsWith(`${server.base}/index/finish?orderId=${orderId}&`))
    throw new Error(`Alipay's H5 payment answered ${back.status} → ${returned}`)
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf) => {
  let c = 0xffffffff
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/**
 * A screenshot as a phone would send one: a PNG of one colour, 64 × 48 (the demo goods' pictures
 * are SVG, which the upload refuses). `shade` makes each one a different file.
 */
function pngShot(shade) {
  const chunk = (type, data) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([len, body, crc])
  }
  const [w, h] = [64, 48]
  const header = Buffer.alloc(13)
  header.writeUInt32BE(w, 0)
  header.writeUInt32BE(h, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, shade)])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(h).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A screenshot uploaded as `who` (a listing's picture, a piece of staff evidence); its URL on the server. */
async function uploadAs(server, who, shade) {
  const form = new FormData()
  form.append('file', new Blob([pngShot(shade)], { type: 'image/png' }), 'shot.png')
  const res = await fetch(`${server.base}/api/common/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}` },
    body: form,
  })
  const j = await res.json()
  if (j.code !== 200) throw new Error(`upload: ${j.code} ${j.msg}`)
  return j.data.url
}

/** A valid value for every required attribute of a game's template (the sell form's fields). */
function requiredAttrs(template) {
  const out = {}
  for (const a of template) {
    if (!a.must) continue
    if (a.fieldType === 'number') out[a.fieldKey] = a.range ? a.range.min + 1 : 1
    else if (a.fieldType === 'select') out[a.fieldKey] = a.options[0]
    else if (a.fieldType === 'multi') out[a.fieldKey] = [a.options[0]]
    else out[a.fieldKey] = '小程序测试'
  }
  return out
}

/**
 * 平台验号换绑 (issue 40 item 1): listings of the seller in the staff mode, approved, bought and
 * paid by the buyer. One case stays waiting for the console's desk; for each platform another is
 * worked by the operator to delivery (every item passed with a screenshot and a note, the rebound
 * login handed over), so the buyer's order page asks for the item-by-item confirmation, which a
 * rule answers once per platform.
 */
async function prepareStaffHandover(server, { buyer, seller, operator }, v) {
  const api = apiClient(server.base)
  const game = v.games[0]
  const template = await api('GET', `/api/web/gameTempAttr?gameId=${game.id}`)
  // a sellable district: down the tree from the game's root to a node without children
  let nodes = await api('GET', `/api/web/districtSuit?gameId=${game.id}`)
  let district = nodes[0]
  while (district?.hasChildren) {
    nodes = await api('GET', `/api/web/districtSuit?parentId=${district.id}`)
    district = nodes[0]
  }
  if (!district) throw new Error(`game ${game.name} has no district to sell in`)
  const shot = await uploadAs(server, seller, 90)
  const staffOrder = async (title) => {
    const { id } = await api('POST', '/api/need/consignment', {
      ...seller,
      body: {
        gameId: game.id,
        districtId: district.id,
        title,
        description: '小程序测试：平台验号换绑的账号，客服核对后换绑给买家。',
        priceFen: 66600,
        isGuarantee: 0,
        bargain: false,
        handoverMode: 'staff',
        attrs: requiredAttrs(template),
        images: [shot],
        credentials: { account: 'mp_staff_seller_login', password: 'Mp-Old-Pw-2026' },
      },
    })
    await api('POST', `/api/admin/review/${id}/approve`, operator)
    const o = await api('POST', '/api/order/create', {
      ...buyer,
      body: {
        goodsId: id,
        protection: (await api('GET', `/api/order/confirm?goodsId=${id}`, buyer)).defaultProtection,
        acceptRules: true,
      },
    })
    await payByAlipayH5(server, buyer, o.orderId)
    const { rows } = await api('GET', '/api/admin/handover/cases?state=waiting&pageNum=1&pageSize=50', operator)
    const row = rows.find((r) => r.orderId === o.orderId)
    if (!row) throw new Error(`the paid staff-mode order ${o.orderId} opened no handover case`)
    return { ...o, title, caseId: row.caseId }
  }

  v.handoverWaiting = await staffOrder('小程序验号换绑：等待客服接手的账号')
  v.handover = {}
  for (const platform of ['weapp', 'alipay']) {
    const o = await staffOrder(`小程序验号换绑：待买家逐项确认（${platform}）`)
    const base = `/api/admin/handover/cases/${o.caseId}`
    const c = await api('POST', `${base}/claim`, operator)
    const evidence = await uploadAs(server, operator, platform === 'weapp' ? 150 : 200)
    const note = `已核对（${platform}）`
    for (const it of c.items)
      await api('PUT', `${base}/items/${it.key}`, { ...operator, body: { result: 'pass', note, evidence: [evidence] } })
    await api('POST', `${base}/deliver`, {
      ...operator,
      body: { account: `mp_rebound_${platform}`, password: 'Mp-New-Pw-2026' },
    })
    v.handover[platform] = { orderId: o.orderId, labels: c.items.map((it) => it.label), note, evidence }
  }
}

/** A balance as 我的 shows it: thousands separated, two decimals, no ¥. */
export const balanceText = (fen) =>
  `${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`

export async function prepare(server) {
  const api = apiClient(server.base)
  const tokens = {}
  for (const u of Object.keys(DEMO_PHONES)) tokens[u] = await smsLogin(server, u)
  const buyer = { token: tokens.demo_buyer }
  const seller = { token: tokens.demo_seller }
  const v = {}

  const list = (await api('POST', '/api/web/good/allList', { body: { pageNum: 1, pageSize: 10 } })).rows
  v.good = list[0]
  v.games = await api('GET', '/api/web/game/list')
  v.banner = (await api('GET', '/api/account/zhubo/list?type=1'))[0]
  v.rules = await api('GET', '/api/rules')
  v.rental = (await api('GET', '/api/rent/list?pageNum=1&pageSize=10')).rows[0]
  v.black = (await api('GET', '/api/black/blackList?pageNum=1&pageSize=10')).rows[0]
  v.staff = (await api('GET', '/api/V2/H5/allQQlist'))[0]
  v.site = await api('GET', '/api/site/settings')
  v.notice = {}
  for (const type of ['gonggao', 'xinwen', 'help'])
    v.notice[type] = (await api('GET', `/api/web/notice/list?noticeType=${type}&pageNum=1&pageSize=1`)).rows[0]

  // the captcha the login page shows: every image starts with the same SVG header
  const captcha = await api('GET', '/api/captchaImage')
  v.captchaPrefix = captcha.img.slice(0, 'data:image/svg+xml;base64,'.length + 60)

  // the buyer: a good seen, a collected good, a question, a merchant application, an unpaid
  // order, a paid order under dispute, an offer
  v.viewed = list[4]
  await api('GET', `/api/web/good/${v.viewed.id}`, buyer)
  await api('POST', '/api/web/goods/collect', { ...buyer, body: { accountId: list[2].id } })
  v.collected = list[2]
  v.question = '小程序里提交的问题：付款后卖家一直没有发货，订单显示交易中。'
  await api('POST', '/api/account/problem', {
    ...buyer,
    body: { kind: 'feedback', category: '交易问题', content: v.question, contact: 'QQ 12345678' },
  })
  v.shopName = '小程序测试回收工作室'
  await api('POST', '/api/merchant/apply', {
    ...buyer,
    body: {
      companyName: v.shopName,
      contactName: '林晓明',
      phone: '13800000001',
      games: ['王者荣耀'],
      intro: '小程序里提交的商户入驻申请，专注王者荣耀账号回收。',
    },
  })
  const order = async (good) => {
    const c = await api('GET', `/api/order/confirm?goodsId=${good.id}`, buyer)
    return api('POST', '/api/order/create', {
      ...buyer,
      body: { goodsId: good.id, protection: c.defaultProtection, acceptRules: true },
    })
  }
  v.unpaid = { ...(await order(list[1])), good: list[1] }
  const paid = await order(list[3])
  await payByAlipayH5(server, buyer, paid.orderId)
  const status = await api('GET', `/api/order/${paid.orderId}/status`, buyer)
  if (status.state !== 1) throw new Error(`the order paid by Alipay H5 is in state ${status.state}`)
  v.dispute = '小程序里发起的纠纷：密码错误，无法登录账号'
  await api('POST', `/api/order/${paid.orderId}/dispute`, {
    ...buyer,
    body: { reason: 'cannot_login', description: v.dispute },
  })
  v.paid = { ...paid, good: list[3] }
  v.offered = list.find((g) => g.bargain) ?? list[0]
  v.offerFen = Math.max(100, v.offered.priceFen - 1000)
  await api('POST', '/api/offer', { ...buyer, body: { goodsId: v.offered.id, priceFen: v.offerFen } })
  // a question about a listing (issue 40): the buyer's thread, for 商品咨询 and 我的咨询
  v.consult = await api('POST', '/api/consult/open', { ...buyer, body: { goodsId: v.good.id } })
  await prepareStaffHandover(server, { buyer, seller, operator: { token: tokens.demo_operator } }, v)

  // the seller: a draft to continue, a withdrawal for the console to pay
  v.draftTitle = '小程序草稿：王者荣耀 V10 全英雄 300皮肤'
  const game = v.games[0]
  await api('PUT', '/api/need/consignment/draft', {
    ...seller,
    body: {
      gameId: game.id,
      data: {
        gameId: game.id,
        gameName: game.name,
        districtPath: [],
        title: v.draftTitle,
        priceYuan: '888',
        isGuarantee: 0,
        bargain: false,
        attrs: {},
        description: '',
        images: [],
      },
    },
  })
  v.draftGame = game
  v.template = await api('GET', `/api/web/gameTempAttr?gameId=${game.id}`)
  v.withdrawAccount = 'harness-seller@example.com'
  await api('POST', '/api/wallet/withdraw', {
    ...seller,
    body: { amountFen: 1000, alipayAccount: v.withdrawAccount, accountName: '周雨桐' },
  })
  v.withdrawal = (await api('GET', '/api/wallet/withdrawals?pageNum=1&pageSize=10', seller)).rows[0]
  v.buyerOrders = (await api('GET', '/api/saleOrder/web/buyList?pageNum=1&pageSize=10', buyer)).rows
  v.sellerGoods = (await api('GET', '/api/need/myConsignment?pageNum=1&pageSize=10', seller)).rows
  v.sellerListings = (await api('GET', '/api/rent/my/listings?pageNum=1&pageSize=10', seller)).rows
  const operator = { token: tokens.demo_operator }
  v.reviewQueue = (await api('GET', '/api/admin/review/list?pageNum=1&pageSize=10', operator)).rows
  // the console turns the buyer's merchant application down, with a reason the buyer then reads
  const application = (await api('GET', '/api/admin/merchant/list?pageNum=1&pageSize=10&status=0', operator)).rows.find(
    (a) => a.companyName === v.shopName,
  )
  v.merchantRefusal = '店铺资料不完整，请补充营业执照'
  await api('POST', `/api/admin/merchant/${application.id}/reject`, {
    ...operator,
    body: { reason: v.merchantRefusal },
  })
  v.appraisalQueue = (await api('GET', '/api/admin/appraisal/list?status=0&pageNum=1&pageSize=10', operator)).rows
  // 我的估价: the buyer's newest appraisal, by the first attribute as the server words it (its badge is the app's own)
  const mine = (await api('GET', '/api/account/backlist/allList?type=1&pageNum=1&pageSize=10', buyer)).rows[0]
  v.myAppraisalAttr = `${mine.attrList[0].fieldName} ${mine.attrList[0].text}`
  v.paid.total = yuan(v.paid.totalFen)
  // 我的 shows the balance as the wallet has it, without the ¥ (the seller's, after the withdrawal above)
  const balanceFen = (await api('GET', '/api/wallet', seller)).balanceFen
  v.sellerBalance = balanceText(balanceFen)
  return { tokens, vars: v }
}
