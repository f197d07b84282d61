import type { AppConfig, PayChannel, PayProviderName } from '../../config.js';
import type { BillLine } from './bill.js';
import type { Clock } from '../../lib/clock.js';
import { AlipayProvider, type AlipayExec } from './alipay.js';
import { CHANNEL_TARGETS, type PaymentProvider, type PayTarget, type RefundRequest } from './provider.js';
import type { PaymentRepo } from './repository.js';
import { SandboxProvider } from './sandbox.js';
import { WechatPayProvider } from './wechatpay.js';
import { type FetchLike } from '../../lib/fetch.js';

/** Network seams; production leaves them empty. */
export interface ProviderDeps {
  alipayExec?: AlipayExec;
  fetch?: FetchLike;
  /** the sandbox's refund answer (tests play a failing provider); default: always refunded */
  sandboxRefund?: (req: RefundRequest) => Promise<boolean>;
  /** fake providers' bills: a planted bill of a provider and day (reconciliation tests) */
  bills?: (provider: PayProviderName, day: string) => Promise<BillLine[]>;
}

/** live: real providers take real money; sandbox: the built-in cashier executes every channel. */
export type PayMode = 'live' | 'sandbox';

/** A choice the user taps, and the provider that executes it. */
export interface PayChannelEntry {
  channel: PayChannel;
  /** Chinese label for the channel list */
  label: string;
  provider: PaymentProvider;
  supports(target: PayTarget): boolean;
}

const LABELS: Record<PayChannel, string> = { alipay: '支付宝', wechatpay: '微信支付' };

const entry = (channel: PayChannel, provider: PaymentProvider, label = LABELS[channel]): PayChannelEntry => ({
  channel,
  label,
  provider,
  supports: (target) => CHANNEL_TARGETS[channel].includes(target),
});

/**
 * The configured providers and the channels they execute. Live: Alipay with ALIPAY_*, WeChat Pay
 * with WXPAY_*. Sandbox mode (config.payment.sandbox: only without any real provider, never in
 * production): the same two channels, both executed by the sandbox cashier and labelled 演示.
 */
export function buildProviders(
  config: Pick<AppConfig, 'payment' | 'dataKey'>,
  clock: Clock,
  deps: ProviderDeps,
  journal: PaymentRepo,
) {
  const p = config.payment;
  const mode: PayMode = p.sandbox ? 'sandbox' : 'live';
  const sandbox = p.sandbox
    ? new SandboxProvider(config.dataKey, {
        baseUrl: p.publicBaseUrl ?? '',
        clock,
        refund: deps.sandboxRefund,
        journal,
      })
    : null;
  const providers: PaymentProvider[] = [];
  const channels: PayChannelEntry[] = [];
  if (sandbox) {
    providers.push(sandbox);
    for (const c of ['alipay', 'wechatpay'] as const) channels.push(entry(c, sandbox, `${LABELS[c]}（演示）`));
  } else {
    if (p.alipay) {
      const a = new AlipayProvider(p.alipay, { exec: deps.alipayExec, fetch: deps.fetch });
      providers.push(a);
      channels.push(entry('alipay', a));
    }
    if (p.wechatpay) {
      const w = new WechatPayProvider(p.wechatpay, { clock, fetch: deps.fetch });
      providers.push(w);
      channels.push(entry('wechatpay', w));
    }
  }
  return { mode, providers, channels, sandbox };
}
