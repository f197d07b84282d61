// The crawler's committed tables (issue 18 §3): the spec's pages it must reach, the taps it never
// makes, the requests allowed to fail, and the scripted form fills that get it through the sell
// and pay steps. Every entry says why; a new entry is a decision, reviewed like code.
import { join } from 'node:path'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { png } from './fixtures.mjs'
import { fillAccountInformation, fillBasicInformation, submitOrder } from './flows.mjs'

/** Spec section 2: 3 top-level pages, 19 under /index, 25 under /index/other (one list, shared with the route test). */
export { SPEC_PAGES } from '../support/spec-pages.mjs'

/**
 * Later steps of a flow that starts on a page needing a login. A visitor stops at the login guard
 * of the flow's first page and cannot take the next step, so in the visitor pass each of these
 * counts as reached behind that guard, and is printed apart from the pages reached themselves.
 * The logged-in pass must reach every one of them as a page.
 */
export const VISITOR_FLOW_STEPS = {
  '/index/BasicInformation': '/index/sell',
  '/index/fillInformation': '/index/sell',
  '/index/commit': '/index/sell',
  '/index/pay': '/index/sureOrder',
  '/index/goZFB': '/index/sureOrder',
  '/index/finish': '/index/sureOrder',
  '/index/orderDetail': '/index/accountOrder',
}

/**
 * Taps the crawler never makes, matched against the control's own label (its first line of text
 * or its aria-label). They end the session, delete or hand over something for good, or spend
 * money; the scripted paths below make the few of them a journey needs, once, on purpose.
 */
export const AVOID = [
  { label: /^退出登录$/, why: 'ends the session the pass is crawling with' },
  { label: /注销/, why: 'deletes the account' },
  { label: /^(确认支付|提交订单|立即支付|去支付|支付)/, why: 'spends money (the pay script does it once)' },
  { label: /^提交审核$/, why: 'submits the listing (the sell script does it once)' },
  { label: /确认收货/, why: 'releases the escrow to the seller' },
  { label: /^(取消订单|申请退款|申请售后|申请仲裁|发起争议)/, why: 'closes or escalates an order for good' },
  { label: /提现/, why: 'moves money out of the wallet' },
  { label: /^(删除|清空|一键清空)/, why: 'deletes data for good' },
  { label: /^下架/, why: 'takes a good off sale' },
  { label: /^(接受|同意|(全部)?拒绝)/, why: 'answers an offer or a quote for good' },
  { label: /^取消./, why: 'cancels an order, a trade-in or a rental (a bare 取消 only closes a dialog)' },
]

/**
 * Buttons inside a confirmation dialog the crawler never presses (it taps 取消 instead), matched
 * against the dialog's text and the button: the dialog is the last word before something final.
 */
export const AVOID_CONFIRM = [
  { text: /退出登录|注销|删除|清空|确认收货|取消订单|下架|支付/, why: 'the dialog confirms something final' },
]

/**
 * Requests that may fail while the crawler taps, with why. Everything else that answers 4xx/5xx
 * or fails in the network is a finding.
 */
export const ALLOWED_FAILURES = [
  {
    url: /\/gateway\.do\?(.*&)?method=alipay\.trade\.wap\.pay/,
    why: 'the Alipay gateway: the crawler stops the hand-over to Alipay once 支付宝支付 has shown',
  },
]

/** The browser's hand-over to Alipay's H5 cashier (the signed alipay.trade.wap.pay link). */
const ALIPAY_HANDOVER = /\/gateway\.do\?(.*&)?method=alipay\.trade\.wap\.pay/
const abort = (route) => route.abort('aborted')
/** Stops every hand-over to Alipay, so that 支付宝支付 (goZFB) stays on screen to be crawled. */
export const stopAlipayHandOver = (context) => context.route(ALIPAY_HANDOVER, abort)

// two screenshots for the sell form, written once per run
const shotsDir = mkdtempSync(join(tmpdir(), 'haoshi-crawl-'))
const images = [png(join(shotsDir, 'a.png'), [255, 91, 46]), png(join(shotsDir, 'b.png'), [46, 120, 255])]

/**
 * Scripted form fills, by the route they start on. The crawler runs them after every other tap
 * on that page, in this order, and follows where they lead like a tap. `replayable: false` marks
 * a step that changes something for good (an order, a payment): what it leads to is explored at
 * once, because the path cannot be walked again.
 */
export const SCRIPTS = {
  '/login': [
    {
      name: '登录 demo_buyer',
      who: 'in',
      replayable: false,
      run: async (page) => {
        // the crawl of the login page may have left it on 验证码登录
        await page.getByRole('tab', { name: '密码登录' }).click()
        await page.getByLabel('账号', { exact: true }).fill('demo_buyer')
        await page.getByLabel('密码', { exact: true }).fill('Haoshi2026')
        await page.getByRole('button', { name: '登录' }).click()
      },
    },
  ],
  '/index/BasicInformation': [
    {
      name: '填写基本信息 › 下一步',
      who: 'in',
      replayable: true,
      run: (page) => fillBasicInformation(page, { title: `爬虫寄售 荣耀王者 ${Date.now() % 100000}`, price: 888 }),
    },
  ],
  '/index/fillInformation': [
    {
      name: '填写账号信息 › 下一步：确认信息',
      who: 'in',
      replayable: true,
      run: (page) =>
        fillAccountInformation(page, {
          account: '5566778899',
          password: 'Crawler-Pass-7',
          images,
          description: '爬虫走查用的自玩号，皮肤齐全，可换绑。',
          // whole, whatever the crawler's taps left half filled in the section (a question added, the box ticked)
          registration: {
            firstContact: '13812345678',
            place: '浙江省杭州市',
            question: '最喜欢的英雄？',
            answer: '李白',
          },
        }),
    },
  ],
  '/index/commit': [
    {
      name: '提交审核',
      who: 'in',
      replayable: false,
      run: (page) => page.getByRole('button', { name: '提交审核' }).click(),
    },
  ],
  '/index/sureOrder': [
    {
      name: '同意交易须知 › 提交订单',
      who: 'in',
      replayable: false,
      run: (page) => submitOrder(page),
    },
  ],
  '/index/pay': [
    {
      name: '支付宝 › 确认支付',
      who: 'in',
      replayable: false,
      run: async (page) => {
        await page.getByRole('radio', { name: /支付宝/ }).click()
        await page.getByRole('button', { name: /确认支付/ }).click()
      },
    },
    {
      name: '支付宝 › 确认支付 › 确认付款',
      who: 'in',
      replayable: false,
      // the server runs live (Alipay's keys, no sandbox): pays at the fake Alipay's H5 cashier,
      // whose signed notification pays the order, and comes back to the app's 支付结果 page
      run: async (page) => {
        await page.context().unroute(ALIPAY_HANDOVER, abort)
        try {
          await page.getByRole('radio', { name: /支付宝/ }).click()
          await page.getByRole('button', { name: /确认支付/ }).click()
          await page.getByRole('button', { name: '确认付款' }).click()
          await page.getByText('支付成功').waitFor({ timeout: 20_000 })
        } finally {
          await stopAlipayHandOver(page.context())
        }
      },
    },
  ],
}
