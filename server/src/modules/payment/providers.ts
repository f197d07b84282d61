import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { AlipayProvider, type AlipayExec } from './alipay.js';
import type { PaymentProvider, RefundRequest } from './provider.js';
import { SandboxProvider } from './sandbox.js';
import { WechatPayProvider, type FetchLike } from './wechatpay.js';

/** Network seams; production leaves them empty. */
export interface ProviderDeps {
  alipayExec?: AlipayExec;
  fetch?: FetchLike;
  /** the sandbox's refund answer (tests play a failing provider); default: always refunded */
  sandboxRefund?: (req: RefundRequest) => Promise<boolean>;
}

/** The configured providers: sandbox unless switched off, Alipay with ALIPAY_*, WeChat Pay with WXPAY_*. */
export function buildProviders(config: Pick<AppConfig, 'payment' | 'dataKey'>, clock: Clock, deps: ProviderDeps) {
  const p = config.payment;
  const sandbox = p.sandbox
    ? new SandboxProvider(config.dataKey, { baseUrl: p.publicBaseUrl ?? '', clock, refund: deps.sandboxRefund })
    : null;
  const providers: PaymentProvider[] = [];
  if (p.alipay) providers.push(new AlipayProvider(p.alipay, { exec: deps.alipayExec }));
  if (p.wechatpay) providers.push(new WechatPayProvider(p.wechatpay, { clock, fetch: deps.fetch }));
  // the sandbox last: the client lists channels in this order and real money comes first
  if (sandbox) providers.push(sandbox);
  return { providers, sandbox };
}
