// Spec section 2, as written there: the one list of the spec's pages, for the route-table test
// (test/routes.test.ts) and the crawler that must reach each of them by tapping (test/e2e/crawl-rules.mjs).

/** The pages under /index. */
export const SPEC_INDEX = [
  'goZFB',
  'pay',
  'sureOrder',
  'orderDetail',
  'home',
  'finish',
  'accountOrder',
  'goodList',
  'goodDetail',
  'appDownload',
  'sale',
  'sell',
  'BasicInformation',
  'fillInformation',
  'hire',
  'commit',
  'jingjiahuishou',
  'security',
  'articleDetail',
]

/** The pages under /index/other. */
export const SPEC_OTHER = [
  'mycenter',
  'passwore',
  'xiaoxi',
  'cooperate',
  'geren',
  'gonggao',
  'bangzhu',
  'contactkefu',
  'newsDetail',
  'collect',
  'jieshao',
  'fankui',
  'myJingjiahuishou',
  'jingjiahuishouPriceList',
  'MyProducts',
  'Myevaluation',
  'Mybrowsing',
  'Realname',
  'helpdetail',
  'suggest',
  'ProblemList',
  'shanghu',
  'xinwen',
  'zhaohui',
  'zhaomu',
]

/** All 47 spec pages as paths: 3 top-level, 19 under /index, 25 under /index/other. */
export const SPEC_PAGES = [
  '/login',
  '/register',
  '/yinsi',
  ...SPEC_INDEX.map((p) => `/index/${p}`),
  ...SPEC_OTHER.map((p) => `/index/other/${p}`),
]
