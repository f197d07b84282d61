// One-tap login (issue 19 item 5) on the platforms' side, for the harness: the user's phone as
// WeChat and Alipay know it.
//
// - WeChat: the getPhoneNumber button's event carries a single-use code; the product's server
//   exchanges it at WeChat's `getuserphonenumber` (with a stable token). A local fake of WeChat's
//   server API plays that part (the harness server's WX_API_BASE points at it), with the other
//   calls a configured mini-program makes (jscode2session, subscribe messages, msgSecCheck).
// - Alipay: my.getPhoneNumber returns the number AES-encrypted with the app's key and signed by
//   Alipay; the harness holds both keys (made here, for this run) and hands the server the AES key
//   and Alipay's public key.
import { createServer } from 'node:http'
import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from 'node:crypto'

/** The harness's WeChat mini-program (the same app id getAccountInfoSync reports). */
export const WX_APP_ID = 'wxharness'

const codes = new Map()
let codeSeq = 0

/** WeChat issues a getPhoneNumber code for the user's phone (5 minutes, single use). */
export function issueWechatPhoneCode(phone) {
  const code = `harness-phone-${++codeSeq}-${randomBytes(6).toString('hex')}`
  codes.set(code, phone)
  return code
}

const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 })
const AES_KEY = randomBytes(16)

/** What my.getPhoneNumber hands the mini-program: a JSON text with the sealed `response` and `sign`. */
export function alipayPhoneResponse(phone) {
  const c = createCipheriv('aes-128-cbc', AES_KEY, Buffer.alloc(16))
  const plain = JSON.stringify({ code: '10000', msg: 'Success', mobile: phone })
  const response = Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('base64')
  // Alipay signs the encrypted content with its quotes, as its SDKs verify it
  const sign = createSign('RSA-SHA256').update(`"${response}"`, 'utf8').sign(alipayKeys.privateKey, 'base64')
  return JSON.stringify({ response, sign })
}

/** The local WeChat server API; resolves with its base URL, the server settings and stop(). */
/**
 * `appSecret`: the mini-program's secret (shared with the payment fakes: one mini-program);
 * `jscode2session`: where wx.login codes are turned into openids (the payment fakes' WeChat API,
 * which remembers each openid for the JSAPI payment it later checks).
 */
export async function startPhoneFakes({ appSecret = randomBytes(16).toString('hex'), jscode2session = null } = {}) {
  const WX_APP_SECRET = appSecret
  let token = ''
  const exchanges = []
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (d) => (raw += d))
    req.on('end', () => {
      const url = new URL(req.url, 'http://fake')
      let body = {}
      try {
        body = raw ? JSON.parse(raw) : {}
      } catch {
        body = {}
      }
      const authed = url.searchParams.get('access_token') === token && token !== ''
      let out
      switch (url.pathname) {
        case '/cgi-bin/stable_token':
          if (body.appid !== WX_APP_ID || body.secret !== WX_APP_SECRET)
            out = { errcode: 40013, errmsg: 'invalid appid' }
          else {
            token = `harness-token-${randomBytes(8).toString('hex')}`
            out = { access_token: token, expires_in: 7200 }
          }
          break
        case '/wxa/business/getuserphonenumber': {
          const phone = codes.get(body.code)
          if (!authed) out = { errcode: 40001, errmsg: 'invalid credential' }
          else if (!phone) out = { errcode: 40029, errmsg: 'invalid code' }
          else {
            codes.delete(body.code)
            exchanges.push(body.code)
            out = {
              errcode: 0,
              errmsg: 'ok',
              phone_info: {
                phoneNumber: phone,
                purePhoneNumber: phone,
                countryCode: '86',
                watermark: { timestamp: Math.floor(Date.now() / 1000), appid: WX_APP_ID },
              },
            }
          }
          break
        }
        case '/sns/jscode2session':
          if (jscode2session) {
            // one WeChat API for the server: the payment fakes own the code → openid exchange
            fetch(`${jscode2session}/sns/jscode2session${url.search}`)
              .then((r) => r.text())
              .then((text) => {
                res.writeHead(200, { 'content-type': 'application/json' })
                res.end(text)
              })
              .catch(() => {
                res.writeHead(502)
                res.end()
              })
            return
          }
          out = { openid: `o_harness_${String(url.searchParams.get('js_code')).slice(-12)}`, session_key: 'x' }
          break
        case '/cgi-bin/message/subscribe/send':
          out = authed ? { errcode: 0, errmsg: 'ok' } : { errcode: 40001, errmsg: 'invalid credential' }
          break
        case '/wxa/msg_sec_check':
          out = authed
            ? { errcode: 0, errmsg: 'ok', result: { suggest: 'pass', label: 100 } }
            : { errcode: 40001, errmsg: 'invalid credential' }
          break
        default:
          out = { errcode: 40066, errmsg: 'invalid url' }
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(out))
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${server.address().port}`
  return {
    base,
    /** codes the server exchanged for a phone */
    exchanges,
    env: {
      WX_MP_APP_ID: WX_APP_ID,
      WX_MP_APP_SECRET: WX_APP_SECRET,
      WX_API_BASE: base,
      ALIPAY_AES_KEY: AES_KEY.toString('base64'),
      ALIPAY_MP_PUBLIC_KEY: alipayKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
