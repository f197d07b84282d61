import { beijingTime, type AgreementFacts } from './facts.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const rows = (items: { label: string; text: string }[]) =>
  items.map((i) => `<tr><th>${esc(i.label)}</th><td>${esc(i.text)}</td></tr>`).join('');

/**
 * The agreement as a self-contained HTML page (no script, no outside resource): the same facts and
 * wording as the PDF, for reading on a phone. `sha256` is the PDF's, named at the foot.
 */
export function renderHtml(f: AgreementFacts, sha256: string): string {
  const parties = f.parties
    .map((p) => `<tr><th>${esc(p.role)}</th><td>${esc(p.name)}<div class="note">${esc(p.verification)}</div></td></tr>`)
    .join('');
  const goods = rows([
    { label: '商品', text: f.goods.title },
    { label: '商品编号', text: f.goods.sn },
    { label: '游戏', text: f.goods.game },
    { label: '区服', text: f.goods.district },
    ...f.goods.attrs.map((a) => ({ label: a.name, text: a.value })),
  ]);
  const handover = rows([
    { label: '交接方式', text: f.handover.text },
    { label: '保障', text: `${f.protection.name}（${f.protection.text}）` },
  ]);
  const clauses = f.clauses.map((c) => `<li>${esc(c)}</li>`).join('');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>号市交易协议 ${esc(f.orderNo)}</title>
<style>
body{font-family:-apple-system,"PingFang SC","Noto Sans SC","Microsoft YaHei",sans-serif;color:#1f1f1f;max-width:720px;margin:0 auto;padding:16px;line-height:1.6;font-size:15px}
h1{font-size:20px;text-align:center;margin:8px 0}h2{font-size:16px;border-bottom:1px solid #ddd;padding-bottom:4px;margin-top:20px}
.sub,.note,.foot{color:#737373;font-size:13px}.sub{text-align:center}table{border-collapse:collapse;width:100%}
th{text-align:left;font-weight:normal;color:#555;white-space:nowrap;padding:4px 12px 4px 0;vertical-align:top;width:7em}td{padding:4px 0;word-break:break-all}
ol{padding-left:1.4em}.foot{margin-top:20px;word-break:break-all}
</style></head><body>
<h1>号市游戏账号交易协议</h1>
<p class="sub">订单号：${esc(f.orderNo)}　付款时间：${esc(beijingTime(f.paidAt))}（北京时间）</p>
<h2>一、交易双方</h2><table>${parties}</table>
<h2>二、交易标的</h2><table>${goods}</table>
<h2>三、价款</h2><table>${rows(f.money)}</table>
<h2>四、交接与保障</h2><table>${handover}</table>
<h2>五、适用的平台规则</h2><table>${rows(f.rules)}</table>
<h2>六、条款</h2><ol>${clauses}</ol>
<p class="foot">下单时间：${esc(beijingTime(f.orderedAt))}　生效时间：${esc(beijingTime(f.paidAt))}（北京时间）<br>本协议 PDF 文件的 SHA-256：${esc(sha256)}</p>
</body></html>
`;
}
