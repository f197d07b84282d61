/** What the consultation says to people, in one place. */
export const TEXT = {
  opened:
    '已接通号市官方客服。关于这个商品的问题请在这里提问，客服回复后会通知你。官方客服不会要求你添加私人联系方式或在平台外付款。',
  notFound: '咨询不存在',
  goodsGone: '商品不存在或已下架',
  goodsSold: '商品已售出，不能再咨询',
  ownGoods: '这是你自己发布的商品，无需咨询',
  ownGoodsStaff: '这是你自己发布的商品，请由其他客服回复',
  ownThreadStaff: '这是你自己发起的咨询，请由其他客服回复',
  heldByOther: (name: string) => `该咨询正由客服「${name}」处理`,
  notHolder: '你没有接手这个咨询',
  answeredTitle: '客服回复了你的咨询',
  answeredContent: (title: string, line: string) => `关于「${title}」：${line}`,
  answeredSms: '号市官方客服已回复你的商品咨询，请打开号市查看。',
} as const;
