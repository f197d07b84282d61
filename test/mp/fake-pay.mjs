// Local stand-ins for the payment providers the mini-programs pay through (issue 19, item 3), so
// the server's real provider code (wechatpay.ts, alipay-sdk) runs end to end in the harness:
//
// - WeChat Pay API v3 (WXPAY_API_BASE): /v3/pay/transactions/jsapi and /v3/refund/domestic/refunds.
//   Every request's `Authorization: WECHATPAY2-SHA256-RSA2048 …` is verified with the merchant's
//   public key over "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n"; every answer is signed with the
//   platform key (WeChat Pay public key mode) the server was given.
// - WeChat's server API (WX_API_BASE): /sns/jscode2session, the openid of a wx.login code.
// - The Alipay gateway (ALIPAY_GATEWAY): alipay.system.oauth.token, alipay.trade.create and
//   alipay.trade.refund, each request's RSA2 signature verified with the application's public key,
//   each answer signed with Alipay's key; and H5's alipay.trade.wap.pay link, which opens a cashier
//   page whose 确认付款 delivers the signed notification and returns the browser to return_url.
// - The phone's side: `cashier(choice)` is what wx.requestPayment / my.tradePay reach. It checks
//   what WeChat's client checks (the fields, the paySign over appId, timeStamp, nonceStr and
//   package, a known prepay) and, when the user pays, posts the provider's signed notification to
//   the notify URL the server gave (WeChat Pay: AEAD_AES_256_GCM with the APIv3 key), as the
//   provider would, before the phone's callback fires.
//
// Keys are made fresh for each run; nothing here talks to the outside. Whatever the fakes refuse
// or do not model is kept in `problems`, which the payment rules require to stay empty.
import { createServer } from 'node:http'
import {
  createCipheriv,
  createHash,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  randomInt,
} from 'node:crypto'

const rsa = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })

const signRsa = (text, key) => createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64')
const verifyRsa = (text, sig, key) => {
  try {
    return createVerify('RSA-SHA256')
      .update(text, 'utf8')
      .verify(key, String(sig ?? ''), 'base64')
  } catch {
    return false
  }
}
const digits = (n) => Array.from({ length: n }, () => randomInt(0, 10)).join('')
const hex = (bytes) => randomBytes(bytes).toString('hex')

/** China time as WeChat Pay (RFC 3339, +08:00) and Alipay ("yyyy-MM-dd HH:mm:ss") write it. */
const beijing = (d = new Date()) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)
const rfc3339 = (d) => `${beijing(d)}+08:00`
const alipayTime = (d) => beijing(d).replace('T', ' ')

/** The string WeChat's client checks paySign against (JSAPI / mini-program, v3). */
export const paySignMessage = (appId, p) => `${appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`

const WX_PAY_FIELDS = ['nonceStr', 'package', 'paySign', 'signType', 'timeStamp']

/**
 * What is wrong with the object the app handed to wx.requestPayment, given the server's
 * wxPayParams: it must carry exactly the server's fields with the server's values (callbacks
 * aside), and its paySign must verify with the merchant's public key for this mini-program.
 */
export function wxPayParamsProblems(sent, server, { appId, merchantPublicKey }) {
  const problems = []
  const data = Object.fromEntries(Object.entries(sent ?? {}).filter(([, v]) => typeof v !== 'function'))
  const keys = Object.keys(data).sort()
  if (JSON.stringify(keys) !== JSON.stringify(WX_PAY_FIELDS))
    problems.push(`requestPayment got the fields ${keys.join(', ')}, not ${WX_PAY_FIELDS.join(', ')}`)
  for (const k of WX_PAY_FIELDS)
    if (data[k] !== server?.[k])
      problems.push(
        `requestPayment's ${k} is ${JSON.stringify(data[k])}, the server sent ${JSON.stringify(server?.[k])}`,
      )
  if (data.signType !== 'RSA') problems.push(`signType ${JSON.stringify(data.signType)}: WeChat Pay v3 signs with RSA`)
  if (!verifyRsa(paySignMessage(appId, data), data.paySign, merchantPublicKey))
    problems.push(`paySign does not verify with the merchant's public key for app ${appId}`)
  return problems
}

/** A small JSON/form HTTP server; `handle(req, url, body)` returns { status, headers, body }. */
async function listen(name, handle, problems) {
  const server = createServer((req, res) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const url = new URL(req.url ?? '/', 'http://fake')
      let a
      try {
        a = await handle(req, url, body)
      } catch (e) {
        problems.push(`${name}: ${e.message}`)
        a = { status: 500, body: JSON.stringify({ code: 'SYSTEM_ERROR', message: e.message }) }
      }
      res.writeHead(a.status, { 'content-type': 'application/json; charset=utf-8', ...a.headers })
      res.end(a.body)
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) }
}

export async function startFakePay() {
  const problems = []
  /** every notification the fakes delivered, with the server's answer */
  const notifications = []

  // ---- WeChat: the mini-program, the merchant and WeChat Pay's platform key ------------------
  const wx = {
    appId: 'wxharness', // what the harness's wx.getAccountInfoSync says it runs as
    appSecret: hex(16),
    mchId: '1900000109',
    mchSerialNo: hex(20).toUpperCase(),
    merchant: rsa(), // the server signs with the private half; WeChat Pay holds the public one
    platform: rsa(), // WeChat Pay signs answers and notifications; the server holds the public one
    platformKeyId: `PUB_KEY_ID_${digits(32)}`,
    apiV3Key: hex(16), // 32 characters, as WXPAY_API_V3_KEY must be
  }
  /** openid per wx.login code (a code is used once) */
  const wxCodes = new Map()
  /** prepay_id → the JSAPI order as WeChat Pay took it */
  const prepays = new Map()

  const wxApi = await listen(
    'WeChat API',
    (req, url) => {
      if (req.method === 'GET' && url.pathname === '/sns/jscode2session') {
        const q = url.searchParams
        if (q.get('appid') !== wx.appId || q.get('secret') !== wx.appSecret)
          return refusedWx(40125, `jscode2session for app ${q.get('appid')} with another secret`)
        if (q.get('grant_type') !== 'authorization_code')
          return refusedWx(40002, 'grant_type must be authorization_code')
        const code = q.get('js_code') ?? ''
        if (!code) return refusedWx(40029, 'no js_code')
        if (wxCodes.has(code)) return refusedWx(40163, `code ${code} been used`)
        const openid = `o${createHash('sha256').update(`${wx.appId}:${code}`).digest('base64url').slice(0, 27)}`
        wxCodes.set(code, openid)
        return { status: 200, body: JSON.stringify({ openid, session_key: randomBytes(16).toString('base64') }) }
      }
      problems.push(`WeChat API: ${req.method} ${url.pathname} is not modelled`)
      return { status: 200, body: JSON.stringify({ errcode: -1, errmsg: 'not modelled by the harness' }) }
    },
    problems,
  )
  function refusedWx(errcode, why) {
    problems.push(`WeChat API refused: ${why}`)
    return { status: 200, body: JSON.stringify({ errcode, errmsg: why }) }
  }

  /** An answer of WeChat Pay, signed with the platform key over "timestamp\nnonce\nbody\n". */
  function wxPayAnswer(status, json) {
    const body = json === null ? '' : JSON.stringify(json)
    const ts = String(Math.floor(Date.now() / 1000))
    const nonce = hex(16)
    return {
      status,
      headers: {
        'request-id': hex(16),
        'wechatpay-timestamp': ts,
        'wechatpay-nonce': nonce,
        'wechatpay-serial': wx.platformKeyId,
        'wechatpay-signature': signRsa(`${ts}\n${nonce}\n${body}\n`, wx.platform.privateKey),
      },
      body,
    }
  }
  const wxPayRefuse = (status, code, message) => {
    problems.push(`WeChat Pay refused (${code}): ${message}`)
    return wxPayAnswer(status, { code, message })
  }

  /** Checks the merchant's request signature as WeChat Pay does; returns why not, or ''. */
  function wxAuthProblem(req, url, body) {
    const auth = String(req.headers.authorization ?? '')
    const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(auth)
    if (!m) return 'no WECHATPAY2-SHA256-RSA2048 Authorization header'
    const f = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]))
    if (f.mchid !== wx.mchId) return `mchid ${f.mchid} is not the merchant's`
    if (f.serial_no !== wx.mchSerialNo) return `serial_no ${f.serial_no} is not the merchant certificate's`
    if (!/^\d+$/.test(f.timestamp ?? '') || Math.abs(Date.now() / 1000 - Number(f.timestamp)) > 300)
      return `timestamp ${f.timestamp} is more than 5 minutes off`
    if (!f.nonce_str) return 'no nonce_str'
    const message = `${req.method}\n${url.pathname}${url.search}\n${f.timestamp}\n${f.nonce_str}\n${body}\n`
    if (!verifyRsa(message, f.signature, wx.merchant.publicKey))
      return "the signature does not verify with the merchant's key"
    return ''
  }

  const wxPay = await listen(
    'WeChat Pay',
    (req, url, body) => {
      const bad = wxAuthProblem(req, url, body)
      if (bad) return wxPayRefuse(401, 'SIGN_ERROR', bad)
      if (req.method === 'POST' && url.pathname === '/v3/pay/transactions/jsapi') return jsapi(JSON.parse(body))
      if (req.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') return wxRefund(JSON.parse(body))
      // the daily reconciliation asks for a day's bill (issue 43): this fake began today, so no earlier day
      // has one, and WeChat Pay answers so for a day without a statement
      if (req.method === 'GET' && url.pathname === '/v3/bill/tradebill')
        return wxPayAnswer(400, { code: 'NO_STATEMENT_EXIST', message: '账单文件不存在' })
      return wxPayRefuse(404, 'NOT_FOUND', `${req.method} ${url.pathname} is not modelled`)
    },
    problems,
  )

  function jsapi(b) {
    if (b.appid !== wx.appId) return wxPayRefuse(400, 'PARAM_ERROR', `appid ${b.appid} is not bound to the merchant`)
    if (b.mchid !== wx.mchId) return wxPayRefuse(400, 'PARAM_ERROR', `mchid ${b.mchid} differs from the signer`)
    if (typeof b.description !== 'string' || !b.description || Buffer.byteLength(b.description) > 127)
      return wxPayRefuse(400, 'PARAM_ERROR', 'description must be 1-127 bytes')
    if (!/^[A-Za-z0-9_\-|*]{6,32}$/.test(b.out_trade_no ?? ''))
      return wxPayRefuse(400, 'PARAM_ERROR', `out_trade_no ${b.out_trade_no} is not 6-32 of [A-Za-z0-9_-|*]`)
    // WeChat wants an https notify_url on the internet; the harness server is plain http on 127.0.0.1
    let notify
    try {
      notify = new URL(b.notify_url)
    } catch {
      return wxPayRefuse(400, 'PARAM_ERROR', `notify_url ${b.notify_url} is not an absolute URL`)
    }
    if (notify.search) return wxPayRefuse(400, 'PARAM_ERROR', 'notify_url may not carry a query')
    if (!Number.isInteger(b.amount?.total) || b.amount.total <= 0 || (b.amount.currency ?? 'CNY') !== 'CNY')
      return wxPayRefuse(400, 'PARAM_ERROR', `amount ${JSON.stringify(b.amount)}`)
    if (![...wxCodes.values()].includes(b.payer?.openid))
      return wxPayRefuse(400, 'PARAM_ERROR', `payer.openid ${b.payer?.openid} is no user of ${wx.appId}`)
    if (b.time_expire && !(Date.parse(b.time_expire) > Date.now()))
      return wxPayRefuse(400, 'PARAM_ERROR', `time_expire ${b.time_expire} is not in the future`)
    if ([...prepays.values()].some((p) => p.out_trade_no === b.out_trade_no))
      return wxPayRefuse(400, 'INVALID_REQUEST', `out_trade_no ${b.out_trade_no} was used before`)
    const prepayId = `wx${beijing().replace(/\D/g, '').slice(2)}${hex(11)}`
    prepays.set(prepayId, { ...b, state: 'NOTPAY', transactionId: null })
    return wxPayAnswer(200, { prepay_id: prepayId })
  }

  function wxRefund(b) {
    const p = [...prepays.values()].find((x) => x.out_trade_no === b.out_trade_no)
    if (!p || p.state !== 'SUCCESS') return wxPayRefuse(404, 'RESOURCE_NOT_EXISTS', `no paid order ${b.out_trade_no}`)
    if (b.amount?.total !== p.amount.total || !(b.amount?.refund > 0 && b.amount.refund <= p.amount.total))
      return wxPayRefuse(400, 'PARAM_ERROR', `refund amount ${JSON.stringify(b.amount)}`)
    return wxPayAnswer(200, {
      refund_id: `50${digits(30)}`,
      out_refund_no: b.out_refund_no,
      transaction_id: p.transactionId,
      out_trade_no: p.out_trade_no,
      channel: 'ORIGINAL',
      status: 'PROCESSING',
      create_time: rfc3339(new Date()),
      amount: { total: p.amount.total, refund: b.amount.refund, currency: 'CNY' },
    })
  }

  /** WeChat Pay's payment notification: the transaction encrypted with the APIv3 key, the body signed. */
  function wxNotification(p) {
    const transaction = {
      appid: p.appid,
      mchid: p.mchid,
      out_trade_no: p.out_trade_no,
      transaction_id: p.transactionId,
      trade_type: 'JSAPI',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: '',
      success_time: rfc3339(new Date()),
      payer: { openid: p.payer.openid },
      amount: { total: p.amount.total, payer_total: p.amount.total, currency: 'CNY', payer_currency: 'CNY' },
    }
    const nonce = hex(6) // 12 characters, as WeChat Pay's resource nonces
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(wx.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'))
    cipher.setAAD(Buffer.from('transaction', 'utf8'))
    const ciphertext = Buffer.concat([
      cipher.update(JSON.stringify(transaction), 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ])
    const body = JSON.stringify({
      id: `${hex(4)}-${hex(2)}-${hex(2)}-${hex(2)}-${hex(6)}`,
      create_time: rfc3339(new Date()),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: ciphertext.toString('base64'),
        associated_data: 'transaction',
        nonce,
      },
    })
    const ts = String(Math.floor(Date.now() / 1000))
    const n = hex(16)
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': ts,
        'wechatpay-nonce': n,
        'wechatpay-serial': wx.platformKeyId,
        'wechatpay-signature': signRsa(`${ts}\n${n}\n${body}\n`, wx.platform.privateKey),
      },
    }
  }

  // ---- Alipay: the application's key pair and Alipay's -------------------------------------
  const ali = { appId: `2021${digits(12)}`, app: rsa(), alipay: rsa() }
  /** user per my.getAuthCode code (a code is used once) */
  const aliCodes = new Map()
  /** trade_no → the trade as Alipay took it */
  const trades = new Map()

  /** Alipay's answer for `method`: the response object signed as its exact JSON text. */
  function aliAnswer(method, data) {
    const inner = JSON.stringify(data)
    const key = `${method.replaceAll('.', '_')}_response`
    return { status: 200, body: `{"${key}":${inner},"sign":"${signRsa(inner, ali.alipay.privateKey)}"}` }
  }
  const aliRefuse = (method, code, subCode, why) => {
    problems.push(`Alipay refused ${method} (${subCode}): ${why}`)
    return aliAnswer(method, {
      code,
      msg: code === '40002' ? 'Invalid Arguments' : 'Business Failed',
      sub_code: subCode,
      sub_msg: why,
    })
  }

  /** The gateway's signature check: every parameter but sign, sorted, k=v with &, RSA2 with the app's key. */
  function aliSignProblem(params) {
    if (params.app_id !== ali.appId) return `app_id ${params.app_id} is not the application's`
    if (params.sign_type !== 'RSA2') return `sign_type ${params.sign_type}`
    if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(params.timestamp ?? '')) return `timestamp ${params.timestamp}`
    const { sign, ...rest } = params
    const content = Object.keys(rest)
      .sort()
      .filter((k) => rest[k] !== '')
      .map((k) => `${k}=${rest[k]}`)
      .join('&')
    return verifyRsa(content, sign, ali.app.publicKey)
      ? ''
      : "the signature does not verify with the application's public key"
  }

  const aliGateway = await listen(
    'Alipay',
    (req, url, body) => {
      const params = Object.fromEntries([...url.searchParams, ...new URLSearchParams(body)])
      const method = params.method ?? ''
      // the browser's side of H5 (wap) payments: the signed link opens Alipay's cashier page
      if (req.method === 'GET' && url.pathname === '/gateway.do' && method === 'alipay.trade.wap.pay')
        return wapPay(params)
      if (req.method === 'POST' && url.pathname === '/h5/pay') return wapSubmit(params)
      if (req.method !== 'POST' || url.pathname !== '/gateway.do')
        return aliRefuse(method, '40004', 'isp.unknow-error', `${req.method} ${url.pathname}`)
      const bad = aliSignProblem(params)
      if (bad) return aliRefuse(method, '40002', 'isv.invalid-signature', bad)
      const biz = params.biz_content ? JSON.parse(params.biz_content) : {}
      if (method === 'alipay.system.oauth.token') {
        if (params.grant_type !== 'authorization_code' || !params.code)
          return aliRefuse(method, '40002', 'isv.code-invalid', 'no authorization code')
        if (aliCodes.has(params.code)) return aliRefuse(method, '40002', 'isv.code-invalid', `code ${params.code} used`)
        const openId = `0${digits(11)}${createHash('sha256').update(params.code).digest('hex').slice(0, 20)}`
        aliCodes.set(params.code, openId)
        return aliAnswer(method, {
          open_id: openId,
          access_token: `authusrB${hex(16)}`,
          expires_in: 1296000,
          refresh_token: `authusrB${hex(16)}`,
          re_expires_in: 2592000,
          auth_start: alipayTime(new Date()),
        })
      }
      if (method === 'alipay.trade.create') return tradeCreate(method, params, biz)
      if (method === 'alipay.trade.refund') return aliRefund(method, biz)
      // the daily reconciliation's bill of a day (issue 43): none before this fake began, as Alipay says
      if (method === 'alipay.data.dataservice.bill.downloadurl.query')
        return aliAnswer(method, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'isp.bill_not_exist',
          sub_msg: '账单不存在',
        })
      return aliRefuse(method, '40004', 'isv.invalid-method', `${method} is not modelled`)
    },
    problems,
  )

  function tradeCreate(method, params, biz) {
    if (!/^[A-Za-z0-9_]{1,64}$/.test(biz.out_trade_no ?? ''))
      return aliRefuse(method, '40004', 'ACQ.INVALID_PARAMETER', `out_trade_no ${biz.out_trade_no}`)
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(biz.total_amount ?? '') || !(Number(biz.total_amount) >= 0.01))
      return aliRefuse(method, '40004', 'ACQ.INVALID_PARAMETER', `total_amount ${biz.total_amount}`)
    if (!biz.subject) return aliRefuse(method, '40004', 'ACQ.INVALID_PARAMETER', 'no subject')
    if (biz.product_code !== 'JSAPI_PAY')
      return aliRefuse(
        method,
        '40004',
        'ACQ.INVALID_PARAMETER',
        `product_code ${biz.product_code} (mini-programs pay JSAPI_PAY)`,
      )
    const buyer = biz.buyer_open_id ?? biz.buyer_id
    if (![...aliCodes.values()].includes(buyer))
      return aliRefuse(method, '40004', 'ACQ.INVALID_PARAMETER', `buyer ${buyer} did not authorise this application`)
    if (!params.notify_url || !/^https?:\/\/[^?]+$/.test(params.notify_url))
      return aliRefuse(method, '40004', 'ACQ.INVALID_PARAMETER', `notify_url ${params.notify_url}`)
    if ([...trades.values()].some((t) => t.out_trade_no === biz.out_trade_no))
      return aliRefuse(method, '40004', 'ACQ.CONTEXT_INCONSISTENT', `out_trade_no ${biz.out_trade_no} used before`)
    const tradeNo = `${beijing().replace(/\D/g, '').slice(0, 8)}22001${digits(15)}`
    trades.set(tradeNo, { ...biz, buyer, notify_url: params.notify_url, state: 'WAIT_BUYER_PAY', created: new Date() })
    return aliAnswer(method, { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, trade_no: tradeNo })
  }

  /** An HTML answer of the gateway (its H5 cashier and its refusals). */
  const page = (status, title, inner) => ({
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${title}</title></head><body style="font-family:sans-serif;padding:24px">${inner}</body></html>`,
  })
  const esc = (v) => String(v).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  function wapRefuse(why) {
    problems.push(`Alipay refused alipay.trade.wap.pay: ${why}`)
    return page(400, '支付宝', `<h1>订单信息错误</h1><p>${esc(why)}</p>`)
  }

  /**
   * alipay.trade.wap.pay, as the buyer's browser opens it: the link must carry the application's
   * signature over every parameter, a QUICK_WAP_WAY trade that has not expired and absolute notify
   * and return URLs. The answer is the cashier page: 确认付款 (pays) or 取消 (back to quit_url).
   */
  function wapPay(params) {
    const bad = aliSignProblem(params)
    if (bad) return wapRefuse(bad)
    let biz
    try {
      biz = JSON.parse(params.biz_content ?? '')
    } catch {
      return wapRefuse('biz_content is not JSON')
    }
    if (!/^[A-Za-z0-9_]{1,64}$/.test(biz.out_trade_no ?? '')) return wapRefuse(`out_trade_no ${biz.out_trade_no}`)
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(biz.total_amount ?? '') || !(Number(biz.total_amount) >= 0.01))
      return wapRefuse(`total_amount ${biz.total_amount}`)
    if (!biz.subject) return wapRefuse('no subject')
    if (biz.product_code !== 'QUICK_WAP_WAY')
      return wapRefuse(`product_code ${biz.product_code} (H5 pays QUICK_WAP_WAY)`)
    if (biz.time_expire && !(Date.parse(`${biz.time_expire.replace(' ', 'T')}+08:00`) > Date.now()))
      return wapRefuse(`time_expire ${biz.time_expire} has passed`)
    for (const k of ['notify_url', 'return_url'])
      if (!/^https?:\/\/[^?#]+/.test(params[k] ?? '')) return wapRefuse(`${k} ${params[k]}`)
    // the same link opened twice shows the same trade; another amount for a paid out_trade_no is refused
    let entry = [...trades.entries()].find(([, t]) => t.out_trade_no === biz.out_trade_no)
    if (entry && entry[1].total_amount !== biz.total_amount) return wapRefuse(`out_trade_no ${biz.out_trade_no} reused`)
    if (!entry) {
      const tradeNo = `${beijing().replace(/\D/g, '').slice(0, 8)}22001${digits(15)}`
      entry = [
        tradeNo,
        {
          ...biz,
          // the buyer logs into Alipay on this page: a user of its own
          buyer: `0${digits(11)}${hex(10)}`,
          notify_url: params.notify_url,
          return_url: params.return_url,
          quit_url: biz.quit_url || params.return_url,
          state: 'WAIT_BUYER_PAY',
          created: new Date(),
        },
      ]
      trades.set(...entry)
    }
    const [tradeNo, t] = entry
    if (t.state !== 'WAIT_BUYER_PAY') return page(200, '支付宝', '<h1>该订单已支付</h1>')
    const form = (choice, label) =>
      `<form method="post" action="/h5/pay"><input type="hidden" name="trade_no" value="${tradeNo}"><input type="hidden" name="choice" value="${choice}"><button type="submit">${label}</button></form>`
    return page(
      200,
      '支付宝 收银台',
      `<h1>支付宝</h1><p>${esc(t.subject)}</p><p>¥${esc(t.total_amount)}</p>${form('pay', '确认付款')}${form('cancel', '取消')}`,
    )
  }

  /** The cashier's buttons: pay delivers the signed notification first, then returns to return_url. */
  async function wapSubmit(params) {
    const t = trades.get(params.trade_no ?? '')
    if (!t || !t.return_url) return wapRefuse(`no H5 trade ${params.trade_no}`)
    const back = (to) => ({ status: 302, headers: { location: to, 'cache-control': 'no-store' }, body: '' })
    if (params.choice !== 'pay' || t.state !== 'WAIT_BUYER_PAY') return back(t.quit_url)
    t.state = 'TRADE_SUCCESS'
    await deliver(
      'alipay',
      t.out_trade_no,
      t.notify_url,
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: aliNotification(params.trade_no, t),
      },
      (s, text) => s === 200 && text === 'success',
    )
    // Alipay's synchronous return: the trade's fields signed, appended to the return URL
    const fields = {
      app_id: ali.appId,
      auth_app_id: ali.appId,
      charset: 'utf-8',
      method: 'alipay.trade.wap.pay.return',
      out_trade_no: t.out_trade_no,
      seller_id: `2088${digits(12)}`,
      timestamp: alipayTime(new Date()),
      total_amount: t.total_amount,
      trade_no: params.trade_no,
      version: '1.0',
    }
    const content = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('&')
    const query = new URLSearchParams({ ...fields, sign: signRsa(content, ali.alipay.privateKey), sign_type: 'RSA2' })
    return back(`${t.return_url}${t.return_url.includes('?') ? '&' : '?'}${query}`)
  }

  function aliRefund(method, biz) {
    const entry = [...trades.entries()].find(([, t]) => t.out_trade_no === biz.out_trade_no)
    if (!entry || entry[1].state !== 'TRADE_SUCCESS')
      return aliRefuse(method, '40004', 'ACQ.TRADE_NOT_EXIST', `no paid trade ${biz.out_trade_no}`)
    if (!(Number(biz.refund_amount) > 0 && Number(biz.refund_amount) <= Number(entry[1].total_amount)))
      return aliRefuse(method, '40004', 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', `refund_amount ${biz.refund_amount}`)
    return aliAnswer(method, {
      code: '10000',
      msg: 'Success',
      trade_no: entry[0],
      out_trade_no: biz.out_trade_no,
      buyer_open_id: entry[1].buyer,
      fund_change: 'Y',
      refund_fee: biz.refund_amount,
    })
  }

  /** Alipay's asynchronous notification: every field but sign and sign_type, sorted, signed RSA2. */
  function aliNotification(tradeNo, t) {
    const now = alipayTime(new Date())
    const fields = {
      app_id: ali.appId,
      auth_app_id: ali.appId,
      buyer_open_id: t.buyer,
      buyer_pay_amount: t.total_amount,
      charset: 'utf-8',
      gmt_create: alipayTime(t.created),
      gmt_payment: now,
      invoice_amount: t.total_amount,
      notify_id: `2026${hex(14)}`,
      notify_time: now,
      notify_type: 'trade_status_sync',
      out_trade_no: t.out_trade_no,
      point_amount: '0.00',
      receipt_amount: t.total_amount,
      seller_id: `2088${digits(12)}`,
      subject: t.subject,
      total_amount: t.total_amount,
      trade_no: tradeNo,
      trade_status: 'TRADE_SUCCESS',
      version: '1.0',
    }
    const content = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('&')
    return new URLSearchParams({
      ...fields,
      sign_type: 'RSA2',
      sign: signRsa(content, ali.alipay.privateKey),
    }).toString()
  }

  async function deliver(channel, outTradeNo, url, init, accepted) {
    const res = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(10_000) })
    const answer = await res.text()
    const ok = accepted(res.status, answer)
    notifications.push({ channel, outTradeNo, status: res.status, answer, accepted: ok })
    if (!ok) problems.push(`the server refused the ${channel} notification for ${outTradeNo}: ${res.status} ${answer}`)
  }

  /**
   * The phone's side of paying: what wx.requestPayment (WeChat) and my.tradePay (Alipay) do with
   * what the app hands them. `choice`: 'success' (the user pays) or 'cancel' (the user closes the
   * sheet). Each resolves with [succeeded, result] for the platform to call back with.
   */
  function cashier(choice) {
    return {
      async requestPayment(o, { appId }) {
        const fail = (why) => [false, { errMsg: `requestPayment:fail ${why}` }]
        for (const k of ['timeStamp', 'nonceStr', 'package', 'paySign'])
          if (typeof o[k] !== 'string' || !o[k]) return fail(`parameter error: ${k} should be a non-empty string`)
        if (o.signType !== 'RSA') return fail(`parameter error: signType ${o.signType} (v3 signs with RSA)`)
        if (!verifyRsa(paySignMessage(appId, o), o.paySign, wx.merchant.publicKey)) return fail('支付验证签名失败')
        const prepay = prepays.get(String(o.package).replace(/^prepay_id=/, ''))
        if (!prepay || prepay.appid !== appId) return fail('prepay_id 无效')
        if (prepay.state !== 'NOTPAY') return fail('该订单已支付')
        if (choice === 'cancel') return fail('cancel')
        prepay.state = 'SUCCESS'
        prepay.transactionId = `42000${digits(5)}${beijing().replace(/\D/g, '').slice(0, 8)}${digits(10)}`
        const n = wxNotification(prepay)
        // WeChat Pay counts a notification delivered on 200 or 204
        await deliver('wechatpay', prepay.out_trade_no, prepay.notify_url, n, (s) => s === 200 || s === 204)
        return [true, { errMsg: 'requestPayment:ok' }]
      },
      async tradePay(o) {
        const t = trades.get(String(o.tradeNO ?? ''))
        // 4000: the payment failed (an unknown or closed trade); 6001: the user left the cashier
        if (!t || t.state !== 'WAIT_BUYER_PAY') return [true, { resultCode: '4000' }]
        if (choice === 'cancel') return [true, { resultCode: '6001' }]
        t.state = 'TRADE_SUCCESS'
        const body = aliNotification(o.tradeNO, t)
        await deliver(
          'alipay',
          t.out_trade_no,
          t.notify_url,
          { headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body },
          // Alipay stops retrying once it reads exactly "success"
          (s, text) => s === 200 && text === 'success',
        )
        return [true, { resultCode: '9000' }]
      },
    }
  }

  /**
   * The fakes must refuse what the real providers refuse: requests signed with another key,
   * answers the server would have to reject. Returns what they let through.
   */
  async function selfCheck() {
    const missed = []
    const stranger = rsa()
    const before = problems.length
    const body = JSON.stringify({ appid: wx.appId, mchid: wx.mchId })
    const ts = String(Math.floor(Date.now() / 1000))
    const nonce = hex(16)
    const path = '/v3/pay/transactions/jsapi'
    const auth = (key) =>
      `WECHATPAY2-SHA256-RSA2048 mchid="${wx.mchId}",nonce_str="${nonce}",signature="${signRsa(`POST\n${path}\n${ts}\n${nonce}\n${body}\n`, key)}",timestamp="${ts}",serial_no="${wx.mchSerialNo}"`
    const forged = await fetch(wxPay.base + path, {
      method: 'POST',
      headers: { authorization: auth(stranger.privateKey), 'content-type': 'application/json' },
      body,
    })
    if (forged.status !== 401) missed.push(`WeChat Pay took a request signed with another key (${forged.status})`)
    // the right key over another body: the signature covers the body
    const swapped = await fetch(wxPay.base + path, {
      method: 'POST',
      headers: { authorization: auth(wx.merchant.privateKey), 'content-type': 'application/json' },
      body: body.replace(wx.mchId, '1900000000'),
    })
    if (swapped.status !== 401) missed.push(`WeChat Pay took a signature over another body (${swapped.status})`)
    const params = {
      app_id: ali.appId,
      method: 'alipay.trade.create',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTime(new Date()),
      version: '1.0',
      biz_content: '{}',
    }
    const content = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&')
    const aliRes = await fetch(`${aliGateway.base}/gateway.do`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...params, sign: signRsa(content, stranger.privateKey) }).toString(),
    })
    const aliJson = await aliRes.json()
    if (aliJson.alipay_trade_create_response?.sub_code !== 'isv.invalid-signature')
      missed.push(`the Alipay gateway took a request signed with another key: ${JSON.stringify(aliJson).slice(0, 120)}`)
    // the rule's check of what the app hands to wx.requestPayment: a payload the merchant key
    // signed passes; with any one field changed, one field missing or one added, it fails
    const prepayId = `wx_selfcheck_${hex(4)}`
    prepays.set(prepayId, { appid: wx.appId, out_trade_no: `selfcheck${hex(4)}`, state: 'NOTPAY' })
    const signed = { timeStamp: ts, nonceStr: nonce, package: `prepay_id=${prepayId}`, signType: 'RSA' }
    signed.paySign = signRsa(paySignMessage(wx.appId, signed), wx.merchant.privateKey)
    const check = (sent, server = signed) =>
      wxPayParamsProblems(sent, server, { appId: wx.appId, merchantPublicKey: wx.merchant.publicKey })
    if (check({ ...signed, success() {} }).length)
      missed.push(`a correctly signed payload fails: ${check(signed).join('; ')}`)
    for (const k of ['timeStamp', 'nonceStr', 'package']) {
      const changed = { ...signed, [k]: `${signed[k]}1` }
      // the server's answer changed the same way, so only the signature can catch it
      if (!check(changed, changed).length) missed.push(`a payload with another ${k} passes the paySign check`)
    }
    const { signType: _omitted, ...missing } = signed
    if (!check(missing).length) missed.push('a payload without signType passes')
    if (!check({ ...signed, total_fee: 1 }).length) missed.push('a payload with a field the server did not send passes')
    if (!check(signed, { ...signed, nonceStr: 'other' }).length)
      missed.push("a payload that is not the server's passes")
    // the phone's side: a nonceStr the paySign does not cover never reaches the user, the right one does
    const [, tampered] = await cashier('cancel').requestPayment(
      { ...signed, nonceStr: `${nonce}0` },
      { appId: wx.appId },
    )
    if (!/签名/.test(tampered.errMsg)) missed.push(`requestPayment with a changed nonceStr: ${tampered.errMsg}`)
    const [, right] = await cashier('cancel').requestPayment(signed, { appId: wx.appId })
    if (right.errMsg !== 'requestPayment:fail cancel')
      missed.push(`a signed requestPayment did not reach the user: ${right.errMsg}`)
    const [, otherApp] = await cashier('cancel').requestPayment(signed, { appId: 'wx0000000000000000' })
    if (!/签名/.test(otherApp.errMsg)) missed.push('requestPayment in another mini-program went through')
    prepays.delete(prepayId)
    // the probes above were refused on purpose: they are not problems of the run
    problems.splice(before)
    return missed
  }

  return {
    /** what the server needs to reach the fakes and check their signatures */
    env: {
      PUBLIC_BASE_URL: '', // filled in by the caller: the server's own origin, for the notify URLs
      WXPAY_APP_ID: wx.appId,
      WXPAY_APP_SECRET: wx.appSecret,
      WXPAY_MCH_ID: wx.mchId,
      WXPAY_MCH_SERIAL_NO: wx.mchSerialNo,
      WXPAY_PRIVATE_KEY: wx.merchant.privateKey,
      WXPAY_API_V3_KEY: wx.apiV3Key,
      WXPAY_PLATFORM_PUBLIC_KEY: wx.platform.publicKey,
      WXPAY_PLATFORM_PUBLIC_KEY_ID: wx.platformKeyId,
      WXPAY_API_BASE: wxPay.base,
      WX_API_BASE: wxApi.base,
      ALIPAY_APP_ID: ali.appId,
      ALIPAY_PRIVATE_KEY: ali.app.privateKey,
      ALIPAY_PUBLIC_KEY: ali.alipay.publicKey,
      ALIPAY_GATEWAY: `${aliGateway.base}/gateway.do`,
    },
    wx: { appId: wx.appId, merchantPublicKey: wx.merchant.publicKey },
    problems,
    notifications,
    /** the JSAPI order WeChat Pay holds for our out_trade_no */
    prepayOf: (outTradeNo) => [...prepays.entries()].find(([, p]) => p.out_trade_no === outTradeNo),
    /** the Alipay trade for our out_trade_no */
    tradeOf: (outTradeNo) => [...trades.entries()].find(([, t]) => t.out_trade_no === outTradeNo),
    cashier,
    selfCheck,
    close: () => Promise.all([wxApi.close(), wxPay.close(), aliGateway.close()]),
  }
}

/** The run's fakes, for the rules (run.mjs starts them before the server). */
let current = null
export const fakePay = () => {
  if (!current) throw new Error('the payment fakes were not started (run.mjs starts them)')
  return current
}
export async function startPaymentFakes() {
  current = await startFakePay()
  return current
}
