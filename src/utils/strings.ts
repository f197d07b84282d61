/** The generic interface strings, in one place (spec section 8). */
export const T = {
  confirm: '确定',
  cancel: '取消',
  noData: '暂无数据',
  loading: '加载中…',
  invalidInput: '输入有误',
  loadFailed: '加载失败',
  retry: '重新加载',
  networkError: '网络异常，请稍后重试',
  prompt: '提示',
  sessionExpired: '登录已超时，请重新登录',
  notFound: '内容不存在或已被删除',
  pageNotFound: '页面不存在',
  backHome: '返回首页',
  goLogin: '去登录',
  noMore: '没有更多了',
} as const
