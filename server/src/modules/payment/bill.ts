/**
 * A provider's daily bill (Alipay 对账单 / WeChat Pay 交易账单), reduced to what reconciliation
 * compares: each payment and each refund the provider executed that day, by our numbers.
 */
export interface BillLine {
  kind: 'pay' | 'refund';
  /** our out_trade_no */
  payNo: string;
  /** the provider's transaction number */
  providerTradeNo: string;
  /** our refund number (out_request_no / out_refund_no); null on a payment line */
  refundNo: string | null;
  amountFen: number;
  /** SUCCESS when the provider completed it; otherwise the provider's own word (PROCESSING, REVOKED…) */
  status: string;
  /** when the provider completed it, as the bill writes it (Beijing time) */
  at: string;
}

/** The bill is not there yet (WeChat Pay makes it after 9:00 the next day): the run is tried again later. */
export class BillNotReady extends Error {}

/** Bill files are GBK (Alipay) or UTF-8 (WeChat Pay): UTF-8 when the bytes are valid UTF-8, else GB18030. */
export function decodeBillText(buf: Buffer): string {
  let s: string;
  try {
    s = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    s = new TextDecoder('gb18030').decode(buf);
  }
  return s.replace(/^\uFEFF/, '');
}

/** One CSV line into cells: commas separate, double quotes may wrap a cell ("" is a quote). */
export function csvCells(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"' && cur.trim() === '') {
      quoted = true;
      cur = '';
    } else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

/** "12.34" / "-0.01" / "12" → fen; null for anything else. Bills write yuan with at most two decimals. */
export function billYuanToFen(s: string | undefined): number | null {
  const t = (s ?? '').trim();
  const m = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}

/** A table's rows as objects by header name (cells trimmed of spaces and the tabs Alipay pads with). */
function rowsAfter(
  lines: string[],
  headerAt: number,
  until: (line: string, cells: string[]) => boolean,
  clean: (c: string) => string,
) {
  const head = csvCells(lines[headerAt]!).map((c) => clean(c));
  const rows: Record<string, string>[] = [];
  for (let i = headerAt + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    const cells = csvCells(line).map((c) => clean(c));
    if (until(line, cells)) break;
    rows.push(Object.fromEntries(head.map((h, k) => [h, cells[k] ?? ''])));
  }
  return { head, rows };
}

function bad(what: string): never {
  throw new Error(`bill format: ${what}`);
}

/**
 * Alipay's trade bill (the 业务明细 CSV of the zip that alipay.data.dataservice.bill.downloadurl.query
 * points to): "#" comment lines, a header row (支付宝交易号, 商户订单号, 业务类型, …, 订单金额（元）,
 * 商家实收（元）, …, 退款批次号/请求号, …), one row per 交易 or 退款, then "#…业务明细列表结束…" and
 * the totals. A refund row's 商家实收 is negative: what left the merchant.
 */
export function parseAlipayBill(text: string): BillLine[] {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((l) => !l.startsWith('#') && l.includes('支付宝交易号') && l.includes('商户订单号'));
  if (at < 0) bad('alipay header row not found');
  const clean = (c: string) => c.replace(/[\t\s]+/g, ' ').trim();
  const { head, rows } = rowsAfter(lines, at, (l) => l.startsWith('#'), clean);
  for (const need of ['支付宝交易号', '商户订单号', '业务类型', '订单金额（元）'])
    if (!head.includes(need)) bad(`alipay column ${need} missing`);
  const out: BillLine[] = [];
  for (const r of rows) {
    const type = r['业务类型'];
    if (type !== '交易' && type !== '退款') continue;
    const refund = type === '退款';
    const amount = refund
      ? (billYuanToFen(r['商家实收（元）']) ?? billYuanToFen(r['订单金额（元）']))
      : billYuanToFen(r['订单金额（元）']);
    if (amount === null || !r['商户订单号']) bad(`alipay row without amount or order number`);
    out.push({
      kind: refund ? 'refund' : 'pay',
      payNo: r['商户订单号']!,
      providerTradeNo: r['支付宝交易号'] ?? '',
      refundNo: refund ? r['退款批次号/请求号'] || null : null,
      amountFen: Math.abs(amount),
      status: 'SUCCESS',
      at: r['完成时间'] || r['创建时间'] || '',
    });
  }
  return out;
}

/**
 * WeChat Pay's trade bill (bill_type ALL, from /v3/bill/tradebill's download_url): a header row
 * (交易时间, 公众账号ID, 商户号, …, 微信订单号, 商户订单号, …, 交易状态, …, 商户退款单号, 退款金额, …,
 * 退款状态, …, 订单金额, 申请退款金额, …), each data cell led by a backquote, then the totals' header
 * (总交易单数, …) and one totals row. A payment row has 交易状态 SUCCESS; a refund row REFUND, with
 * the refund's own status in 退款状态.
 */
export function parseWechatBill(text: string): BillLine[] {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((l) => l.includes('交易时间') && l.includes('商户订单号'));
  if (at < 0) bad('wechat header row not found');
  const clean = (c: string) => c.trim().replace(/^`/, '').trim();
  const { head, rows } = rowsAfter(lines, at, (_l, cells) => cells[0] === '总交易单数', clean);
  for (const need of ['微信订单号', '商户订单号', '交易状态'])
    if (!head.includes(need)) bad(`wechat column ${need} missing`);
  const out: BillLine[] = [];
  for (const r of rows) {
    const state = r['交易状态'] ?? '';
    const refund = state === 'REFUND';
    const amount = refund
      ? (billYuanToFen(r['退款金额']) ?? billYuanToFen(r['申请退款金额']))
      : (billYuanToFen(r['订单金额']) ?? billYuanToFen(r['应结订单金额']));
    if (amount === null || !r['商户订单号']) bad('wechat row without amount or order number');
    out.push({
      kind: refund ? 'refund' : 'pay',
      payNo: r['商户订单号']!,
      providerTradeNo: r['微信订单号'] ?? '',
      refundNo: refund ? r['商户退款单号'] || null : null,
      amountFen: Math.abs(amount),
      status: refund ? r['退款状态'] || 'SUCCESS' : state,
      at: r['交易时间'] ?? '',
    });
  }
  return out;
}

/** The Alipay zip's detail file (业务明细, not the 汇总 summary), parsed. */
export function alipayBillFromZip(files: { name: string; data: Buffer }[]): BillLine[] {
  const detail = files.find((f) => f.name.endsWith('.csv') && f.name.includes('业务明细') && !f.name.includes('汇总'));
  if (!detail) bad('alipay zip has no 业务明细 file');
  return parseAlipayBill(decodeBillText(detail.data));
}
