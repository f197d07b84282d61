import { Type } from 'typebox';

const Channel = Type.Union([Type.Literal('alipay'), Type.Literal('wechatpay')], {
  description: '用户点选的支付方式：alipay 支付宝 / wechatpay 微信支付（沙箱模式下由演示收银台执行）',
});
const Target = Type.Union([Type.Literal('h5'), Type.Literal('weapp'), Type.Literal('alipay')], {
  description: '客户端：h5 / weapp 微信小程序 / alipay 支付宝小程序',
});

export const ChannelsQuery = Type.Object({ target: Target });
export const ChannelItem = Type.Object({ channel: Channel, name: Type.String() });
export const ChannelList = Type.Object({
  mode: Type.Union([Type.Literal('live'), Type.Literal('sandbox')], {
    description:
      'live 真实支付（支付宝/微信支付收款）/ sandbox 沙箱：未配置任何支付渠道时由演示收银台执行，不会真实扣款',
  }),
  channels: Type.Array(ChannelItem),
});

const Purpose = Type.Union([Type.Literal('order'), Type.Literal('rental'), Type.Literal('tradein')], {
  description: '支付用途：order 交易订单（默认）/ rental 租号订单 / tradein 回收订单（商户付款）',
});

export const CreatePayBody = Type.Object({
  purpose: Type.Optional(Purpose),
  orderId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2147483647, description: 'purpose=order 时的订单 id（也可用 targetId）' }),
  ),
  targetId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2147483647,
      description: '被支付对象的 id：rental → 租号订单 id，tradein → 回收单 id',
    }),
  ),
  channel: Channel,
  target: Target,
  authCode: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description: '小程序登录凭证：微信 Taro.login 的 code / 支付宝 my.getAuthCode 的 authCode',
    }),
  ),
});

export const PayAction = Type.Object({
  payNo: Type.String(),
  channel: Channel,
  purpose: Purpose,
  targetId: Type.Integer(),
  amountFen: Type.Integer(),
  expiresAt: Type.String({ format: 'date-time' }),
  action: Type.Union([Type.Literal('redirect'), Type.Literal('wxRequestPayment'), Type.Literal('alipayTradePay')]),
  redirectUrl: Type.Union([Type.String(), Type.Null()], {
    description: 'action=redirect：跳转此地址（H5）或在 WebView 打开（小程序沙箱）',
  }),
  wxPayParams: Type.Union([
    Type.Object({
      timeStamp: Type.String(),
      nonceStr: Type.String(),
      package: Type.String(),
      signType: Type.Literal('RSA'),
      paySign: Type.String(),
    }),
    Type.Null(),
  ]),
  tradeNo: Type.Union([Type.String(), Type.Null()], { description: 'action=alipayTradePay：my.tradePay({ tradeNO })' }),
});

export const CashierQuery = Type.Object({
  payNo: Type.String({ minLength: 1, maxLength: 32 }),
  t: Type.String({ minLength: 1, maxLength: 64 }),
});
export const SandboxSubmitBody = Type.Object({
  payNo: Type.String({ minLength: 1, maxLength: 32 }),
  t: Type.String({ minLength: 1, maxLength: 64 }),
  result: Type.Union([Type.Literal('success'), Type.Literal('fail')]),
});
export const SandboxSubmitResult = Type.Object({
  orderId: Type.Union([Type.Integer(), Type.Null()], { description: 'purpose=order 时的订单 id，其他用途为 null' }),
  purpose: Purpose,
  targetId: Type.Integer(),
  returnPath: Type.String({ description: '支付后应前往的页面（相对路径）' }),
  result: Type.Union([Type.Literal('success'), Type.Literal('fail')]),
});
export const NotifyParams = Type.Object({ provider: Type.String({ maxLength: 20 }) });
