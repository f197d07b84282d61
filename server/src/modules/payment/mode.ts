import type { PaymentConfig } from '../../config.js';

/**
 * The start banner's payment line: whether payments move real money, and with whom. An operator
 * reading the log of a start must not have to guess whether buyers can pay for free.
 */
export function paymentBanner(p: PaymentConfig): string {
  if (p.sandbox)
    return '支付模式：沙箱（sandbox）——未配置支付宝 / 微信支付，演示收银台代为执行，不会真实扣款；设置 ALIPAY_* 或 WXPAY_* 后为真实支付';
  const real = [p.alipay && '支付宝', p.wechatpay && '微信支付'].filter(Boolean);
  if (!real.length) return '支付模式：真实支付（live），但未配置 ALIPAY_* / WXPAY_*：买家现在无法付款';
  return `支付模式：真实支付（live）——${real.join('、')}`;
}
