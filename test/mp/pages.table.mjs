// The mini-program page table (issue 19, item 1): every page of app.json (main package and
// subpackages), the query it is opened with, who is logged in (a visitor or a demo user), and one
// string it must show that comes from the server — never from the page's own code (the harness
// checks that the string is in none of the build's scripts). `{a.b.0}` is a value prepare.mjs
// read from or wrote to the server first (ids, titles).
//
// `noServerData` marks a page that shows nothing from the server by design; it must still boot
// cleanly and show `expect`. Either may be written { weapp, alipay } where the platforms differ.

export const PAGES = [
  // ---- main package ----
  { page: 'pages/home/index', user: 'visitor', expect: '{banner.name}' },
  { page: 'pages/goodList/index', user: 'visitor', expect: '{good.title}' },
  { page: 'pages/goodDetail/index', user: 'visitor', query: { id: '{good.id}' }, expect: '{good.title}' },
  {
    page: 'pages/goZFB/index',
    user: 'demo_buyer',
    // a paid order: the page asks the server at once and shows its answer (paying is in rules.mjs)
    query: { orderId: '{paid.orderId}' },
    noServerData: {
      weapp: 'the server offers WeChat no Alipay channel, so the page says so (its channel list comes from the server)',
    },
    // WeChat: no Alipay channel for this target; Alipay: the server refuses a paid order
    expect: { weapp: '支付宝支付暂未开通', alipay: '订单已支付' },
  },
  {
    page: 'pages/pay/index',
    user: 'demo_buyer',
    query: { orderId: '{unpaid.orderId}' },
    expect: '{unpaid.good.title}',
  },
  { page: 'pages/sureOrder/index', user: 'demo_buyer', query: { goodsId: '{good.id}' }, expect: '{good.title}' },
  { page: 'pages/orderDetail/index', user: 'demo_buyer', query: { id: '{paid.orderId}' }, expect: '{dispute}' },
  { page: 'pages/finish/index', user: 'demo_buyer', query: { orderId: '{paid.orderId}' }, expect: '{paid.total}' },
  { page: 'pages/accountOrder/index', user: 'demo_buyer', expect: '{buyerOrders.0.goods.title}' },
  { page: 'pages/appDownload/index', user: 'visitor', expect: '在手机上使用号市' },
  { page: 'pages/sale/index', user: 'demo_buyer', expect: '号市交易须知' },
  { page: 'pages/sell/index', user: 'demo_seller', expect: '{games.10.name}' },
  { page: 'pages/BasicInformation/index', user: 'demo_seller', expect: '{draftTitle}' },
  { page: 'pages/fillInformation/index', user: 'demo_seller', expect: '{template.0.fieldName}' },
  { page: 'pages/hire/index', user: 'visitor', expect: '{rental.title}' },
  { page: 'pages/commit/index', user: 'demo_seller', expect: '{draftTitle}' },
  { page: 'pages/jingjiahuishou/index', user: 'visitor', expect: '服务费{rules.tradein\\.fee}' },
  // the list hides the middle of a number (issue 37): the entry is found by its reason
  { page: 'pages/security/index', user: 'visitor', expect: '{black.reason}' },
  // the tab pages of the bar (issue 20): 选游戏, and the two of the "other" centre in the main package
  { page: 'pages/category/index', user: 'visitor', expect: '{games.10.name}' },
  // 我的 shows the balance from the wallet (its order counts are a rule in rules.mjs)
  { page: 'pages/mycenter/index', user: 'demo_seller', expect: '{sellerBalance}' },
  { page: 'pages/xiaoxi/index', user: 'demo_buyer', expect: '收到新的回收报价' },
  {
    page: 'pages/articleDetail/index',
    user: 'visitor',
    query: { id: '{notice.gonggao.id}' },
    expect: '{notice.gonggao.noticeTitle}',
  },
  // the server's captcha image (the harness's server keeps the captcha on, as production does)
  { page: 'pages/login/index', user: 'visitor', expect: '{captchaPrefix}' },
  {
    page: 'pages/register/index',
    user: 'visitor',
    noServerData: 'a blank registration form: nothing on it comes from the server until the user sends a code',
    expect: '获取验证码',
  },
  { page: 'pages/yinsi/index', user: 'visitor', expect: '号市 HaoShi 隐私政策' },
  {
    page: 'pages/notFound/index',
    user: 'visitor',
    query: { path: '%2Fno%2Fsuch%2Fpage' },
    noServerData: 'the not-found page is drawn by the app alone',
    expect: '页面不存在',
  },

  // ---- subpackage other ----
  { page: 'other/gonggao/index', user: 'visitor', expect: '{notice.gonggao.noticeTitle}' },
  { page: 'other/passwore/index', user: 'demo_buyer', expect: '138****0001' },
  { page: 'other/cooperate/index', user: 'visitor', expect: '号市商户合作' },
  { page: 'other/geren/index', user: 'demo_buyer', expect: 'demo_buyer' },
  { page: 'other/bangzhu/index', user: 'visitor', expect: '{notice.help.noticeTitle}' },
  { page: 'other/contactkefu/index', user: 'visitor', expect: '{staff.name}' },
  {
    page: 'other/newsDetail/index',
    user: 'visitor',
    query: { id: '{notice.xinwen.id}' },
    expect: '{notice.xinwen.noticeTitle}',
  },
  { page: 'other/collect/index', user: 'demo_buyer', expect: '{collected.title}' },
  { page: 'other/jieshao/index', user: 'visitor', expect: '关于号市' },
  { page: 'other/fankui/index', user: 'demo_buyer', expect: '账号问题' },
  { page: 'other/myJingjiahuishou/index', user: 'demo_buyer', expect: '鑫源回收' },
  { page: 'other/jingjiahuishouPriceList/index', user: 'visitor', expect: '{games.0.name} 回收参考价' },
  { page: 'other/MyProducts/index', user: 'demo_seller', expect: '{sellerGoods.0.title}' },
  { page: 'other/Myevaluation/index', user: 'demo_buyer', expect: '{myAppraisalAttr}' },
  { page: 'other/Mybrowsing/index', user: 'demo_buyer', expect: '{viewed.title}' },
  { page: 'other/Realname/index', user: 'demo_buyer', expect: '林*明' },
  {
    page: 'other/helpdetail/index',
    user: 'visitor',
    query: { id: '{notice.help.id}' },
    expect: '{notice.help.noticeTitle}',
  },
  { page: 'other/suggest/index', user: 'demo_buyer', expect: '产品建议' },
  { page: 'other/ProblemList/index', user: 'demo_buyer', expect: '{question}' },
  { page: 'other/shanghu/index', user: 'demo_buyer', expect: '{merchantRefusal}' },
  { page: 'other/xinwen/index', user: 'visitor', expect: '{notice.xinwen.noticeTitle}' },
  { page: 'other/zhaohui/index', user: 'visitor', expect: '{rules.protection\\.basic}' },
  { page: 'other/zhaomu/index', user: 'visitor', expect: '以下岗位长期开放' },
  { page: 'other/wallet/index', user: 'demo_seller', expect: '{withdrawal.alipayAccount}' },
  { page: 'other/offers/index', user: 'demo_seller', expect: '{offered.title}' },
  { page: 'other/merchantTradein/index', user: 'demo_merchant', expect: '传奇王者' },
  { page: 'other/rentOut/index', user: 'demo_seller', query: { tab: 'listings' }, expect: '{sellerListings.0.title}' },
  { page: 'other/consult/index', user: 'demo_buyer', query: { id: '{consult.id}' }, expect: '{consult.goods.title}' },
  { page: 'other/consultList/index', user: 'demo_buyer', expect: '{consult.goods.title}' },

  // ---- subpackage admin (the operator console) ----
  { page: 'admin/review/index', user: 'demo_operator', expect: '{reviewQueue.0.title}' },
  { page: 'admin/orders/index', user: 'demo_operator', expect: '{paid.orderNo}' },
  { page: 'admin/withdraw/index', user: 'demo_operator', expect: '{withdrawAccount}' },
  { page: 'admin/support/index', user: 'demo_operator', expect: '{question}' },
  { page: 'admin/content/index', user: 'demo_operator', expect: '{notice.gonggao.noticeTitle}' },
  { page: 'admin/aftersale/index', user: 'demo_operator', expect: '{dispute}' },
  {
    page: 'admin/services/index',
    user: 'demo_operator',
    expect: '{appraisalQueue.0.attrList.0.fieldName} {appraisalQueue.0.attrList.0.text}',
  },
  // 验号换绑 opens on the waiting cases: the staff-mode order prepare.mjs left for the desk
  { page: 'admin/handoverDesk/index', user: 'demo_operator', expect: '{handoverWaiting.title}' },
  // every game is listed with its checklist (a phone's width: the list, no editor open yet)
  { page: 'admin/handover/index', user: 'demo_operator', expect: '{games.0.name}' },
  {
    page: 'admin/recon/index',
    user: 'demo_operator',
    noServerData: 'a fresh demo has no reconciled day until the job has run after RECON_HOUR, so the lists are empty',
    expect: '对账差异',
  },
  { page: 'admin/site/index', user: 'demo_operator', expect: '{site.email.hr}' },
  // the newest audit row: prepare.mjs's refusal of the buyer's merchant application, with its reason
  { page: 'admin/logs/index', user: 'demo_operator', expect: '{merchantRefusal}' },
  { page: 'admin/order/index', user: 'demo_operator', query: { id: '{paid.orderId}' }, expect: '{paid.orderNo}' },
]

/**
 * Requests that may fail while a page boots, each with its reason. Anything else that fails
 * (a 4xx/5xx answer, a timeout, a network error) fails the page.
 */
export const ALLOWED_FAILURES = [
  // the goZFB row opens a paid order on purpose: on Alipay the server's 409 (订单已支付) is what the page shows
  { page: 'pages/goZFB/index', method: 'POST', path: /^\/api\/pay\/create$/ },
]
