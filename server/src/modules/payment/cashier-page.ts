import type { PayChannel } from '../../config.js';
import { yuanText } from '../../lib/money.js';
import { beijingDateTime, CHANNEL_TARGETS, type PayTarget } from './provider.js';
import type { PayableTarget } from './purpose.js';
import { PAY_STATUS } from './table.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * How the sandbox's confirmation page looks for each channel: the layout of that channel's own
 * cashier (its name and mark at the top, the amount, the order, one pay button), drawn in the app's
 * palette so it never passes for the provider's real page (issue 37: a blue 「号市 · 测试收银台」
 * page followed a cashier that had offered 支付宝). The mark is the channel's initial on a tile.
 */
const CHANNEL_LOOK: Record<PayChannel, { name: string; mark: string }> = {
  alipay: { name: '支付宝', mark: '支' },
  wechatpay: { name: '微信支付', mark: '微' },
};

/** The channel a sandbox payment stands for: each target has one (CHANNEL_TARGETS). */
export function sandboxChannel(target: string): PayChannel {
  return (
    (Object.keys(CHANNEL_TARGETS) as PayChannel[]).find((c) => CHANNEL_TARGETS[c].includes(target as PayTarget)) ??
    'alipay'
  );
}

// the app's palette (src/styles/tokens.scss): brand #ff5b2e, ink #d4380d, text #1f2329 / #646a73
const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;background:#f5f6f8;color:#1f2329}
.bar{display:flex;align-items:center;gap:10px;background:#fff;padding:14px 16px;border-bottom:1px solid #eceef1}
.mark{width:30px;height:30px;border-radius:8px;background:#ff5b2e;color:#fff;font-size:18px;font-weight:700;display:flex;align-items:center;justify-content:center}
.name{font-size:17px;font-weight:600}.demo{margin-left:auto;font-size:12px;color:#646a73;border:1px solid #eceef1;border-radius:10px;padding:2px 8px}
.card{background:#fff;margin:12px;border-radius:12px;padding:20px 16px;max-width:520px}
@media (min-width:560px){.card{margin:24px auto}}
.payee{text-align:center;font-size:14px;color:#646a73}
.amt{font-size:34px;font-weight:700;text-align:center;margin:6px 0 16px}
.row{display:flex;justify-content:space-between;font-size:14px;padding:7px 0;color:#646a73}.row b{color:#1f2329;font-weight:500;max-width:65%;text-align:right;word-break:break-all}
form{margin:0}button{width:100%;border:0;border-radius:22px;height:44px;font-size:16px;margin-top:12px;cursor:pointer}
.pay{background:#ff5b2e;color:#fff}.fail{background:#fff;color:#646a73;border:1px solid #eceef1}
.note{text-align:center;font-size:12px;color:#8f959e;margin:12px 16px}
.done{text-align:center;font-size:15px;color:#646a73;padding:10px 0}a{color:#d4380d}
`;

function shell(title: string, channel: PayChannel | null, body: string): string {
  const look = channel && CHANNEL_LOOK[channel];
  const bar = look
    ? `<div class="bar"><span class="mark" aria-hidden="true">${look.mark}</span><span class="name">${look.name}</span><span class="demo">演示</span></div>`
    : `<div class="bar"><span class="name">号市</span></div>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body>${bar}${body}</body></html>`;
}

export function cashierHtml(c: {
  payment: { payNo: string; amountFen: number; status: number; target: string };
  target: PayableTarget;
  label: string;
  itemLabel: string;
  paidPath: string;
  now: Date;
  t: string;
}): string {
  const { payment: p, target: o } = c;
  const channel = sandboxChannel(p.target);
  const look = CHANNEL_LOOK[channel];
  const info = `<div class="payee">号市</div><div class="amt">${yuanText(p.amountFen)}</div>
<div class="row"><span>${esc(c.itemLabel)}</span><b>${esc(o.title)}</b></div>
<div class="row"><span>${esc(c.label)}号</span><b>${esc(o.refNo)}</b></div>
<div class="row"><span>支付单号</span><b>${esc(p.payNo)}</b></div>
<div class="row"><span>支付截止</span><b>${beijingDateTime(o.expiresAt)}</b></div>`;
  let action: string;
  let note = '';
  if (!o.open || p.status === PAY_STATUS.paid) {
    action = `<div class="done">${esc(c.label)}${esc(o.stateText)}，无需再次支付。<br><a href="${esc(c.paidPath)}">查看${esc(c.label)}</a></div>`;
  } else if (o.expiresAt <= c.now) {
    action = `<div class="done">${esc(c.label)}已超时，请重新下单。</div>`;
  } else {
    const hidden = `<input type="hidden" name="payNo" value="${esc(p.payNo)}"><input type="hidden" name="t" value="${esc(c.t)}">`;
    // the pay button's text starts with 支付 (the browser journeys find it so) and names the amount
    action = `<form method="post" action="/api/pay/sandbox/submit">${hidden}<input type="hidden" name="result" value="success"><button class="pay" type="submit">支付 ${yuanText(p.amountFen)}</button></form>
<form method="post" action="/api/pay/sandbox/submit">${hidden}<input type="hidden" name="result" value="fail"><button class="fail" type="submit">不付款，模拟支付失败</button></form>`;
    // the one honest line: this page stands in for the channel and moves no money
    note = `<div class="note">演示环境：本页代替${look.name}收银台，不会真实扣款。</div>`;
  }
  return shell(`${look.name} - 号市`, channel, `<div class="card">${info}${action}</div>${note}`);
}

export function cashierErrorHtml(msg: string): string {
  return shell(
    '支付 - 号市',
    null,
    `<div class="card"><div class="done">${esc(msg)}</div><div class="done"><a href="/index/accountOrder">返回我的订单</a></div></div>`,
  );
}
