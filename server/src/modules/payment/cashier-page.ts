import { beijingDateTime, fenToYuan } from './provider.js';
import type { PayableTarget } from './purpose.js';
import { PAY_STATUS } from './table.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;background:#f4f5f7;color:#222}
.bar{background:#1677ff;color:#fff;padding:14px 16px;font-size:17px;font-weight:600}
.tip{background:#fff7e6;color:#ad6800;font-size:13px;padding:8px 16px;border-bottom:1px solid #ffe7ba}
.card{background:#fff;margin:12px;border-radius:10px;padding:20px 16px}
.amt{font-size:34px;font-weight:700;text-align:center;margin:6px 0 14px}.amt small{font-size:18px;margin-right:2px}
.row{display:flex;justify-content:space-between;font-size:14px;padding:7px 0;color:#555}.row b{color:#222;font-weight:500;max-width:65%;text-align:right;word-break:break-all}
form{margin:0}button{width:100%;border:0;border-radius:22px;height:44px;font-size:16px;margin-top:12px;cursor:pointer}
.pay{background:#1677ff;color:#fff}.fail{background:#fff;color:#d4380d;border:1px solid #ffbb96}
.done{text-align:center;font-size:15px;color:#555;padding:10px 0}a{color:#1677ff}
`;

function shell(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body><div class="bar">号市 · 测试收银台</div>
<div class="tip">测试收银台：两个按钮都只是模拟，不会产生真实扣款，仅用于体验完整的下单与交接流程。</div>${body}</body></html>`;
}

export function cashierHtml(c: {
  payment: { payNo: string; amountFen: number; status: number };
  target: PayableTarget;
  label: string;
  itemLabel: string;
  paidPath: string;
  now: Date;
  t: string;
}): string {
  const { payment: p, target: o } = c;
  const info = `<div class="amt"><small>¥</small>${fenToYuan(p.amountFen)}</div>
<div class="row"><span>${esc(c.itemLabel)}</span><b>${esc(o.title)}</b></div>
<div class="row"><span>${esc(c.label)}号</span><b>${esc(o.refNo)}</b></div>
<div class="row"><span>支付单号</span><b>${esc(p.payNo)}</b></div>
<div class="row"><span>支付截止</span><b>${beijingDateTime(o.expiresAt)}</b></div>`;
  let action: string;
  if (!o.open || p.status === PAY_STATUS.paid) {
    action = `<div class="done">${esc(c.label)}${esc(o.stateText)}，无需再次支付。<br><a href="${esc(c.paidPath)}">查看${esc(c.label)}</a></div>`;
  } else if (o.expiresAt <= c.now) {
    action = `<div class="done">${esc(c.label)}已超时，请重新下单。</div>`;
  } else {
    const hidden = `<input type="hidden" name="payNo" value="${esc(p.payNo)}"><input type="hidden" name="t" value="${esc(c.t)}">`;
    action = `<form method="post" action="/api/pay/sandbox/submit">${hidden}<input type="hidden" name="result" value="success"><button class="pay" type="submit">支付 ¥${fenToYuan(p.amountFen)}</button></form>
<form method="post" action="/api/pay/sandbox/submit">${hidden}<input type="hidden" name="result" value="fail"><button class="fail" type="submit">模拟支付失败</button></form>`;
  }
  return shell('测试收银台 - 号市', `<div class="card">${info}${action}</div>`);
}

export function cashierErrorHtml(msg: string): string {
  return shell(
    '支付 - 号市',
    `<div class="card"><div class="done">${esc(msg)}</div><div class="done"><a href="/index/accountOrder">返回我的订单</a></div></div>`,
  );
}
